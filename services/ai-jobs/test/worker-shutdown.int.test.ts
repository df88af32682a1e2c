import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { TEST_SECRET, createTestDatabase, testS3Env } from '../../../test-support/infra.js';
import { waitFor } from '../../../test-support/wait.js';

// The compiled job worker as the launcher runs it, with a NATS of its own that then dies: SIGTERM must
// still stop the worker well within its grace period (it must not wait for a bus that is gone).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const WORKER = path.join(root, 'services', 'ai-jobs', 'dist', 'worker.js');
/** Debian puts nats-server in /usr/sbin, which is not always on the PATH. */
const NATS_SERVER = existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : 'nats-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

async function until(fn: () => Promise<boolean>, ms: number): Promise<void> {
  await waitFor(fn, { timeoutMs: ms, intervalMs: 100 });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

let nats: ChildProcess | undefined;
let worker: ChildProcess | undefined;
let storeDir: string;
let dropDb: (() => Promise<void>) | undefined;

afterAll(async () => {
  nats?.kill('SIGKILL');
  worker?.kill('SIGKILL');
  await dropDb?.();
  if (storeDir) await rm(storeDir, { recursive: true, force: true });
});

it('stops on SIGTERM within a few seconds after its NATS is gone', async () => {
  storeDir = await mkdtemp(path.join(tmpdir(), 'tryon-worker-nats-'));
  const natsPort = await freePort();
  nats = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', storeDir], {
    stdio: 'ignore',
  });
  const db = await createTestDatabase();
  dropDb = db.drop;
  const port = await freePort();
  const output: string[] = [];
  worker = spawn(process.execPath, [WORKER], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: db.url,
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      INTERNAL_TOKEN_SECRET: TEST_SECRET,
      APP_MODE: 'local',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APOLLO_TELEMETRY_DISABLED: '1',
      ...testS3Env(`worker-shutdown-${randomBytes(4).toString('hex')}`),
    },
  });
  for (const stream of [worker.stdout!, worker.stderr!]) stream.on('data', (d) => output.push(String(d)));
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false),
    30_000,
  ).catch((err: Error) => {
    throw new Error(`${err.message}; the worker said:\n${output.join('')}`);
  });

  nats.kill('SIGKILL');
  await exited(nats);
  // Once the worker has noticed: its readiness check pings NATS, which no longer answers.
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => !r.ok)
        .catch(() => false),
    10_000,
  );
  const asked = Date.now();
  worker.kill('SIGTERM');
  const code = await exited(worker);
  const took = Date.now() - asked;
  expect(took).toBeLessThan(8_000);
  expect(code).toBe(0);
}, 60_000);
