// Finds the real Postgres, NATS and object store the integration tests use, or fails saying what is
// missing. Two paths (TEST_INFRA: auto, the default, containers or local); the run prints which it took.
// - containers: with a reachable Docker engine (auto) or when asked, testcontainers starts Postgres,
//   NATS with JetStream and MinIO (test-support/containers.ts);
// - local: Postgres at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a private
//   nats-server (from the PATH or /usr/sbin) on a free port, and S3_ENDPOINT (with S3_ACCESS_KEY /
//   S3_SECRET_KEY) when set, else an in-process s3rver on a free port over a temp folder.
// Either way each test file makes its own database, each jest worker has a NATS server of its own (a
// test file starts by deleting every stream: freshNats), and NATS runs with the bus permissions
// (deploy/nats/tryon-auth.conf, one user per process, nothing without credentials) and a password per
// user made for this run, so every flow the tests drive proves the permissions are enough
// (test-support/infra.ts hands them out).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
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

/** Each service's database schema (its app's SCHEMA) and migrations folder. */
const SERVICE_SCHEMAS: Record<string, string> = {
  identity: 'identity',
  media: 'media',
  billing: 'billing',
  'ai-jobs': 'ai_jobs',
  content: 'content',
  support: 'support',
};

/**
 * A database with every service's schema migrated, which `createTestDatabase({ migrated: true })` copies
 * (CREATE DATABASE ... TEMPLATE: about a tenth of the time of migrating six schemas in every test file).
 * Made from the build (services' dist/migrations), like the bus configuration above; a migration the build
 * lacks is still applied by the service when it starts.
 */
async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const name = `tryon_test_template_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  try {
    const kit = await import('../services/kit/dist/index.js');
    for (const [service, schema] of Object.entries(SERVICE_SCHEMAS)) {
      const { migrations } = await import(`../services/${service}/dist/migrations/index.js`);
      const db = kit.createDb({ url: u.toString(), schema });
      try {
        await kit.migrate(db, schema, migrations);
      } finally {
        await db.destroy();
      }
    }
  } catch (err) {
    await dropDatabase(adminUrl, name);
    throw new Error(
      `the template database could not be migrated (${(err as Error).message}): build first with npx tsc -b`,
    );
  }
  return name;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
}

function say(line: string): void {
  console.log(`\n[test-support] ${line}`);
}

/** One NATS server per jest worker: `--runInBand` runs one, `--maxWorkers=N` N. */
function workerCount(globalConfig: { maxWorkers?: number } | undefined): number {
  return Math.max(1, globalConfig?.maxWorkers ?? 1);
}

async function startNatsServer(
  natsBin: string,
  authConfig: string,
  env: Record<string, string>,
): Promise<{ url: string; log: string; child: ChildProcess }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tryon-test-nats-'));
  const config = join(dir, 'tryon-auth.conf');
  writeFileSync(config, authConfig);
  // Its log (refused permissions included) stays in the temp folder: TEST_NATS_LOGS names them.
  const log = join(dir, 'nats-server.log');
  const args = ['-c', config, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir, '-l', log];
  const child = spawn(natsBin, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  if (!(await waitForPort(port, 10000))) {
    child.kill('SIGTERM');
    throw new Error(`nats-server did not start on port ${port}`);
  }
  return { url: `nats://127.0.0.1:${port}`, log, child };
}

export default async function globalSetup(globalConfig?: { maxWorkers?: number }): Promise<void> {
  const workers = workerCount(globalConfig);
  const mode = infraMode(process.env.TEST_INFRA);
  const docker = mode === 'local' ? { reachable: false } : await dockerReachable();
  const path = choosePath(mode, docker);
  const bus = await loadBusConfig();
  const passwords = bus.newBusPasswords();

  if (path === 'containers') {
    const infra = await startContainers(bus.renderAuthConfig(), bus.passwordEnv(passwords), workers);
    (globalThis as any).__CONTAINERS__ = infra;
    process.env.TEST_INFRA_PATH = path;
    process.env.TEST_NATS_PASSWORDS = JSON.stringify(passwords);
    process.env.TEST_ADMIN_DATABASE_URL = infra.databaseUrl;
    process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabase(infra.databaseUrl);
    process.env.TEST_NATS_URLS = JSON.stringify(infra.natsUrls);
    process.env.TEST_NATS_URL = infra.natsUrls[0];
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
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startNatsServer(natsBin, bus.renderAuthConfig(), bus.passwordEnv(passwords)),
    ),
  );
  (globalThis as any).__NATS_CHILDREN__ = servers.map((s) => s.child);
  process.env.TEST_INFRA_PATH = path;
  process.env.TEST_ADMIN_DATABASE_URL = dbUrl;
  process.env.TEST_TEMPLATE_DATABASE = await createTemplateDatabase(dbUrl);
  process.env.TEST_NATS_PASSWORDS = JSON.stringify(passwords);
  process.env.TEST_NATS_URLS = JSON.stringify(servers.map((s) => s.url));
  process.env.TEST_NATS_URL = servers[0]!.url;
  process.env.TEST_NATS_LOGS = JSON.stringify(servers.map((s) => s.log));
  process.env.TEST_NATS_LOG = servers[0]!.log;

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
      `${natsBin} (one per jest worker) at ${servers.map((s) => s.url).join(', ')} with the bus permissions ` +
      `(logs ${servers.map((s) => s.log).join(', ')}), ${s3}`,
  );
}
