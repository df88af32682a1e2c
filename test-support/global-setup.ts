// Finds the real Postgres and NATS the integration tests use, or fails saying what is missing.
// Postgres: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); each test file makes its
// own database there. NATS: a private nats-server (from the PATH or /usr/sbin) on a free port, run with
// the bus permissions (deploy/nats/tryon-auth.conf, one user per process, nothing without credentials)
// and a password per user made for this run, so every flow the tests drive proves the permissions are
// enough (test-support/infra.ts hands them out). S3: S3_ENDPOINT (with S3_ACCESS_KEY / S3_SECRET_KEY)
// when set, else an in-process s3rver on a free port over a temp folder.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import S3rver from 's3rver';

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

export default async function globalSetup(): Promise<void> {
  const dbUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (e) {
    throw new Error(
      `Integration tests need PostgreSQL: could not connect to ${dbUrl} (${(e as Error).message}). ` +
        'Start Postgres (apt-get install -y postgresql; pg_ctlcluster 15 main start) or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  process.env.TEST_ADMIN_DATABASE_URL = dbUrl;

  const natsBin = which('nats-server');
  if (!natsBin) {
    throw new Error(
      'Integration tests need nats-server (they run their own with the bus permissions of ' +
        'deploy/nats/tryon-auth.conf; a NATS_URL server would not enforce them). ' +
        'Install it with: apt-get install -y nats-server',
    );
  }
  // The built generator (jest loads this file outside its module mapping; the integration tests run on
  // a build anyway, as `npm test` makes it first).
  let bus: typeof import('../deploy/dist/nats/auth-config.js');
  try {
    bus = await import('../deploy/dist/nats/auth-config.js');
  } catch (err) {
    throw new Error(
      `deploy/dist/nats/auth-config.js could not be loaded (${(err as Error).message}): build first with npx tsc -b`,
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tryon-test-nats-'));
  const config = join(dir, 'tryon-auth.conf');
  writeFileSync(config, bus.renderAuthConfig());
  const passwords = bus.newBusPasswords();
  // Its log (refused permissions included) stays in the temp folder: TEST_NATS_LOG names it.
  const log = join(dir, 'nats-server.log');
  const args = ['-c', config, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir, '-l', log];
  const child = spawn(natsBin, args, {
    stdio: 'ignore',
    env: { ...process.env, ...bus.passwordEnv(passwords) },
  });
  (globalThis as any).__NATS_CHILD__ = child;
  if (!(await waitForPort(port, 10000))) throw new Error(`nats-server did not start on port ${port}`);
  process.env.TEST_NATS_URL = `nats://127.0.0.1:${port}`;
  process.env.TEST_NATS_PASSWORDS = JSON.stringify(passwords);
  process.env.TEST_NATS_LOG = log;
  console.log(`\nnats-server with the bus permissions on port ${port}; its log: ${log}`);

  if (process.env.S3_ENDPOINT) {
    process.env.TEST_S3_ENDPOINT = process.env.S3_ENDPOINT;
    process.env.TEST_S3_ACCESS_KEY = process.env.S3_ACCESS_KEY ?? '';
    process.env.TEST_S3_SECRET_KEY = process.env.S3_SECRET_KEY ?? '';
  } else {
    const port = await freePort();
    const s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'tryon-test-s3-')),
    });
    await s3.run();
    (globalThis as any).__S3RVER__ = s3;
    process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
    process.env.TEST_S3_ACCESS_KEY = 'S3RVER';
    process.env.TEST_S3_SECRET_KEY = 'S3RVER';
  }
}
