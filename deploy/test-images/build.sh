#!/usr/bin/env bash
# Builds the integration tests' container images from this machine's Debian packages and the npm registry,
# for a Docker engine that cannot pull from a registry (the containers path of test-support/global-setup.ts):
#   tryon-test/postgres:15     Debian's PostgreSQL 15 with the official image's POSTGRES_PASSWORD contract
#   tryon-test/nats:2.9.10     Debian's nats-server (the same binary as the local path)
#   tryon-test/s3:3.7.1        s3rver behind MinIO's contract (MinIO itself is not packaged by Debian)
# Then:
#   TEST_INFRA=containers TEST_IMAGE_POSTGRES=tryon-test/postgres:15 TEST_IMAGE_NATS=tryon-test/nats:2.9.10 \
#   TEST_IMAGE_MINIO=tryon-test/s3:3.7.1 npm test
# Needs root, a running Docker engine, debootstrap, nats-server and node (about 3 minutes, 400 MB).
set -Eeuo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=${TEST_IMAGES_WORK:-/tmp/tryon-test-images}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
for cmd in docker debootstrap node npm; do
  command -v "$cmd" >/dev/null || { echo "build.sh: $cmd is missing" >&2; exit 1; }
done
NATS_BIN=$(command -v nats-server || echo /usr/sbin/nats-server)
[ -x "$NATS_BIN" ] || { echo "build.sh: nats-server is missing (apt-get install nats-server)" >&2; exit 1; }
docker info >/dev/null || { echo "build.sh: no Docker engine answers" >&2; exit 1; }

rm -rf "$WORK" && mkdir -p "$WORK"
echo "[test-images] Debian bookworm base with PostgreSQL 15 (debootstrap)"
debootstrap --variant=minbase --include=postgresql-15 bookworm "$WORK/root" "$MIRROR" >"$WORK/debootstrap.log"
rm -rf "$WORK/root/var/lib/postgresql/15" "$WORK/root/var/cache/apt/archives"/*.deb

echo "[test-images] tryon-test/postgres:15"
install -m 0755 "$HERE/postgres-entrypoint.sh" "$WORK/root/usr/local/bin/postgres-entrypoint"
tar -C "$WORK/root" -c . | docker import \
  -c 'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint"]' -c 'EXPOSE 5432' - tryon-test/postgres:15
rm "$WORK/root/usr/local/bin/postgres-entrypoint"

echo "[test-images] tryon-test/nats:2.9.10"
install -m 0755 "$NATS_BIN" "$WORK/root/usr/local/bin/nats-server"
tar -C "$WORK/root" -c . | docker import \
  -c 'ENTRYPOINT ["/usr/local/bin/nats-server"]' -c 'EXPOSE 4222' - tryon-test/nats:2.9.10
rm "$WORK/root/usr/local/bin/nats-server"

echo "[test-images] tryon-test/s3:3.7.1"
install -m 0755 "$(command -v node)" "$WORK/root/usr/local/bin/node"
mkdir -p "$WORK/root/opt/s3" "$WORK/root/data"
npm install --prefix "$WORK/root/opt/s3" --omit=dev --no-package-lock --no-audit --no-fund s3rver@3.7.1 >/dev/null
install -m 0644 "$HERE/s3-standin.mjs" "$WORK/root/opt/s3/s3-standin.mjs"
tar -C "$WORK/root" -c . | docker import \
  -c 'ENTRYPOINT ["/usr/local/bin/node", "/opt/s3/s3-standin.mjs"]' -c 'EXPOSE 9000' - tryon-test/s3:3.7.1

rm -rf "$WORK"
docker images 'tryon-test/*'
