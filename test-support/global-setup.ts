// Finds the real Postgres, NATS and object store the integration tests use, or fails saying what is
// missing. Two paths (TEST_INFRA: auto, the default, containers or local); the run prints which it took.
// - containers: with a reachable Docker engine (auto) or when asked, testcontainers starts Postgres,
//   NATS with JetStream and MinIO (test-support/containers.ts);
// - local: Postgres at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a private
//   nats-server (from the PATH or /usr/sbin) on a free port, and S3_ENDPOINT (with S3_ACCESS_KEY /
//   S3_SECRET_KEY) when set, else an in-process s3rver on a free port over a temp folder.
// Either way each test file makes its own database, and NATS runs with the bus permissions
// (deploy/nats/tryon-auth.conf, one user per process, nothing without credentials) and a password per
// user made for this run, so every flow the tests drive proves the permissions are enough
// (test-support/infra.ts hands them out).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import S3rver from 's3rver';
import { choosePath, dockerReachable, infraMode, startContainers, TEST_IMAGES } from './containers.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise<boolean>((res) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.destroy();
        res(true);
      });
      c.on('error', () => res(false));
    });
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

function which(cmd: string): string | null {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${cmd} || command -v /usr/sbin/${cmd}`])
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

type BusConfig = typeof import('../deploy/dist/nats/auth-config.js');

async function loadBusConfig(): Promise<BusConfig> {
  // The built generator (jest loads this file outside its module mapping; the integration tests run on
  // a build anyway, as `npm test` makes it first).
  try {
    return await import('../deploy/dist/nats/auth-config.js');
  } catch (err) {
    throw new Error(
      `deploy/dist/nats/auth-config.js could not be loaded (${(err as Error).message}): build first with npx tsc -b`,
    );
  }
}

function say(line: string): void {
  console.log(`\n[test-support] ${line}`);
}

export default async function globalSetup(): Promise<void> {
  const mode = infraMode(process.env.TEST_INFRA);
  const docker = mode === 'local' ? { reachable: false } : await dockerReachable();
  const path = choosePath(mode, docker);
  const bus = await loadBusConfig();
  const passwords = bus.newBusPasswords();

  if (path === 'containers') {
    const infra = await startContainers(bus.renderAuthConfig(), bus.passwordEnv(passwords));
    (globalThis as any).__CONTAINERS__ = infra;
    process.env.TEST_INFRA_PATH = path;
    process.env.TEST_NATS_PASSWORDS = JSON.stringify(passwords);
    process.env.TEST_ADMIN_DATABASE_URL = infra.databaseUrl;
    process.env.TEST_NATS_URL = infra.natsUrl;
    process.env.TEST_S3_ENDPOINT = infra.s3.endpoint;
    process.env.TEST_S3_ACCESS_KEY = infra.s3.accessKey;
    process.env.TEST_S3_SECRET_KEY = infra.s3.secretKey;
    say(
      `test infrastructure: containers (testcontainers) ${TEST_IMAGES.postgres}, ${TEST_IMAGES.nats}, ` +
        `${TEST_IMAGES.minio}`,
    );
    return;
  }
  const noDocker = docker.reachable
    ? ''
    : ' (or make a Docker engine reachable, and testcontainers starts Postgres, NATS and MinIO)';

  const dbUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    throw new Error(
      `Integration tests need PostgreSQL: could not connect to ${dbUrl} (${(e as Error).message}). ` +
        `Start Postgres (apt-get install -y postgresql; pg_ctlcluster 15 main start) or set DATABASE_URL${noDocker}.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }

  const natsBin = which('nats-server');
  if (!natsBin) {
    throw new Error(
      'Integration tests need nats-server (they run their own with the bus permissions of ' +
        'deploy/nats/tryon-auth.conf; a NATS_URL server would not enforce them). ' +
        `Install it with: apt-get install -y nats-server${noDocker}`,
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tryon-test-nats-'));
  const config = join(dir, 'tryon-auth.conf');
  writeFileSync(config, bus.renderAuthConfig());
  // Its log (refused permissions included) stays in the temp folder: TEST_NATS_LOG names it.
  const log = join(dir, 'nats-server.log');
  const args = ['-c', config, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir, '-l', log];
  const child = spawn(natsBin, args, {
    stdio: 'ignore',
    env: { ...process.env, ...bus.passwordEnv(passwords) },
  });
  (globalThis as any).__NATS_CHILD__ = child;
  if (!(await waitForPort(port, 10000))) throw new Error(`nats-server did not start on port ${port}`);
  process.env.TEST_INFRA_PATH = path;
  process.env.TEST_ADMIN_DATABASE_URL = dbUrl;
  process.env.TEST_NATS_PASSWORDS = JSON.stringify(passwords);
  process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
  process.env.TEST_NATS_LOG = log;

  let s3: string;
  if (process.env.S3_ENDPOINT) {
    process.env.TEST_S3_ENDPOINT = process.env.S3_ENDPOINT;
    process.env.TEST_S3_ACCESS_KEY = process.env.S3_ACCESS_KEY ?? '';
    process.env.TEST_S3_SECRET_KEY = process.env.S3_SECRET_KEY ?? '';
    s3 = `S3_ENDPOINT ${process.env.S3_ENDPOINT}`;
  } else {
    const port = await freePort();
    const s3rver = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'tryon-test-s3-')),
    });
    await s3rver.run();
    (globalThis as any).__S3RVER__ = s3rver;
    process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
    process.env.TEST_S3_ACCESS_KEY = 'S3RVER';
    process.env.TEST_S3_SECRET_KEY = 'S3RVER';
    s3 = `s3rver on port ${port}`;
  }
  const why = mode === 'local' ? 'TEST_INFRA=local' : 'no Docker engine reachable';
  say(
    `test infrastructure: local services (${why}): Postgres ${dbUrl.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@')}, ` +
      `${natsBin} on port ${port} with the bus permissions (log ${log}), ${s3}`,
  );
}
