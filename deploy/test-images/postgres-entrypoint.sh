#!/bin/sh
# The contract of the official postgres image that test-support/containers.ts relies on: POSTGRES_PASSWORD
# for the `postgres` user, a first start to initialise (logging "ready to accept connections"), then the
# real server in the foreground on 0.0.0.0:5432 (logging it a second time).
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
BIN=/usr/lib/postgresql/15/bin
export PGDATA=/var/lib/postgresql/data
mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA"
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile && chown postgres /tmp/pwfile
  su postgres -s /bin/sh -c "$BIN/initdb -D $PGDATA -U postgres --pwfile=/tmp/pwfile --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA -o '-c listen_addresses=' -w start"
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA -m fast -w stop"
fi
exec su postgres -s /bin/sh -c "exec $BIN/postgres -D $PGDATA -c listen_addresses=*"
