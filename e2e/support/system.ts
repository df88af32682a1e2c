// Starts the real system with the launcher (deploy/dist/launcher/main.js) for end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LAUNCHER = path.join(ROOT, 'deploy', 'dist', 'launcher', 'main.js');
const REQUIRED_BUILD = [
  'deploy/dist/launcher/main.js',
  'services/identity/dist/main.js',
  'services/identity/dist/seed.js',
  'gateway/dist/main.js',
  'web/dist/index.html',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Fails (never skips) when the build the launcher runs is not there. */
export function assertBuilt(): void {
  const missing = REQUIRED_BUILD.filter((f) => !existsSync(path.join(ROOT, f)));
  if (missing.length > 0) {
    throw new Error(
      `the end-to-end tests run the built system, and these are missing: ${missing.join(', ')}. Run \`npm run build\` first.`,
    );
  }
}

export async function newDataDir(label: string): Promise<string> {
  const base = path.join(ROOT, '.test-data');
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, `${label}-`));
  // mkdtemp makes it 700; the embedded Postgres runs as the postgres user when we are root.
  await chmod(dir, 0o755);
  return dir;
}

export async function removeDataDir(dir: string): Promise<void> {
  if (process.env.KEEP_TEST_DATA) return;
  await rm(dir, { recursive: true, force: true });
}

export interface LaunchedSystem {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Every line the launcher printed so far. */
  output: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code (SIGKILL and null after timeoutMs). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/**
 * The environment of a self-contained system under test: the launcher's own Postgres, nats-server, object
 * store and secrets, and no provider or Stripe key from the machine (the offline engine and the sandbox
 * payments serve); local mode, quiet logs.
 */
export const SELF_CONTAINED_ENV: Record<string, string | undefined> = {
  DATABASE_URL: undefined,
  NATS_URL: undefined,
  S3_ENDPOINT: undefined,
  INTERNAL_TOKEN_SECRET: undefined,
  GEMINI_API_KEY: undefined,
  GEMINI_API_BASE: undefined,
  FASHN_API_KEY: undefined,
  FASHN_API_BASE: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  APP_MODE: 'local',
  LOG_LEVEL: 'warn',
};

/** The system the e2e project's globalSetup starts for the whole run, as the test files read it (E2E_SHARED_SYSTEM). */
export interface SharedSystemInfo {
  url: string;
  port: number;
  dataDir: string;
  /** Every line its launcher printed. */
  logFile: string;
  adminEmail: string;
  adminPassword: string;
}

export interface LaunchOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string | undefined>;
  readyTimeoutMs?: number;
  /** A file every line the launcher prints is appended to as well. */
  logFile?: string;
}

/**
 * Spawns the launcher and resolves when it prints `Ready: http://127.0.0.1:<port>`. Rejects with the
 * launcher's output when it exits first or takes longer than readyTimeoutMs.
 */
export function launch(opts: LaunchOptions): Promise<LaunchedSystem> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...opts.env })) if (v !== undefined) env[k] = v;
  env.PORT = String(opts.port);
  env.DATA_DIR = opts.dataDir;
  env.NO_COLOR = '1';
  const child = spawn(process.execPath, [LAUNCHER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const expected = `Ready: http://127.0.0.1:${opts.port}`;
  const timeoutMs = opts.readyTimeoutMs ?? 120_000;
  const tail = () => output.slice(-60).join('\n');

  const system: LaunchedSystem = {
    url: `http://127.0.0.1:${opts.port}`,
    port: opts.port,
    dataDir: opts.dataDir,
    child,
    output,
    exited,
    async stop(stopTimeoutMs = 60_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const code = await Promise.race([
        exited,
        new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), stopTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (code !== 'timeout') return code;
      child.kill('SIGKILL');
      await exited;
      return null;
    },
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      void system
        .stop(10_000)
        .then(() => reject(new Error(`the launcher was not ready within ${timeoutMs} ms:\n${tail()}`)));
    }, timeoutMs);
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        output.push(line);
        if (opts.logFile) appendFileSync(opts.logFile, `${line}\n`);
        if (process.env.E2E_VERBOSE) process.stdout.write(`${line}\n`);
        if (!settled && line.trim() === expected) {
          settled = true;
          clearTimeout(timer);
          resolve(system);
        }
      });
    }
    void exited.then((code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`the launcher exited with code ${code} before it was ready:\n${tail()}`));
    });
  });
}
