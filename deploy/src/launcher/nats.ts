import { access, constants, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { passwordEnv, renderAuthConfig } from '../nats/auth-config.js';
import { canConnect } from './ports.js';
import { cmdlineOf, isAlive, Managed, sleep, terminatePid } from './proc.js';

export const NATS_SUBDIR = 'nats';
export const NATS_INSTALL_HINT = 'apt-get install -y nats-server';
/** Debian installs nats-server in /usr/sbin, which is not on every user's PATH. */
const EXTRA_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/local/bin'];

async function isExecutable(p: string): Promise<boolean> {
  try {
    await access(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** First executable `name` in PATH (then the sbin folders); undefined when there is none. */
export async function findExecutable(
  name: string,
  pathVar: string | undefined,
  extra: readonly string[] = EXTRA_DIRS,
): Promise<string | undefined> {
  const dirs = [...(pathVar ?? '').split(path.delimiter).filter(Boolean), ...extra];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The bus permissions the launcher's nats-server runs with (written at every start). */
export const NATS_AUTH_FILE = 'tryon-auth.conf';

/**
 * The exact arguments: the bus permissions (`configFile`: one user per process, nothing without
 * credentials), JetStream on, client port on 127.0.0.1 only, no monitoring/cluster/leaf listeners.
 */
export function natsArgs(port: number, storeDir: string, pidFile: string, configFile: string): string[] {
  return ['-c', configFile, '-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir, '-P', pidFile];
}

async function stopOrphan(pidFile: string, storeDir: string, log: (m: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(pidFile, 'utf8')).trim());
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (!(await cmdlineOf(pid)).includes(storeDir)) return;
  log(`stopping a nats-server left running on ${storeDir} (pid ${pid})`);
  await terminatePid(pid, 'SIGTERM', 15_000);
}

export interface NatsHandle {
  url: string;
  proc: Managed;
}

export async function startNats(opts: {
  binary: string;
  dataDir: string;
  port: number;
  log: (m: string) => void;
  onLine: (line: string) => void;
  readyTimeoutMs: number;
  /** Password of each bus user (secrets.json); nats-server reads them from its environment. */
  passwords: Record<string, string>;
}): Promise<NatsHandle> {
  const storeDir = path.join(opts.dataDir, NATS_SUBDIR);
  const pidFile = path.join(storeDir, 'nats-server.pid');
  const configFile = path.join(storeDir, NATS_AUTH_FILE);
  await mkdir(storeDir, { recursive: true });
  await stopOrphan(pidFile, storeDir, opts.log);
  await writeFile(configFile, renderAuthConfig(), { mode: 0o644 });
  let ready!: () => void;
  const readyP = new Promise<void>((r) => (ready = r));
  const proc = new Managed({
    name: 'nats',
    command: opts.binary,
    args: natsArgs(opts.port, storeDir, pidFile, configFile),
    env: { ...(process.env as Record<string, string>), ...passwordEnv(opts.passwords) },
    cwd: storeDir,
    onLine: (line) => {
      if (line.includes('Server is ready')) ready();
      opts.onLine(line);
    },
  });
  const deadline = Date.now() + opts.readyTimeoutMs;
  const pollConnect = (async () => {
    // "Server is ready" is the signal; the port check covers a build that words it differently.
    while (Date.now() < deadline && proc.running) {
      if (await canConnect(opts.port)) return;
      await sleep(100);
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    Promise.race([readyP, pollConnect]).then(() => (proc.running ? ('ready' as const) : ('exited' as const))),
    proc.exited.then(() => 'exited' as const),
    new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), opts.readyTimeoutMs))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    await proc.stop(5000);
    throw new Error(
      outcome === 'exited'
        ? 'nats-server exited during start (see its lines above)'
        : 'nats-server did not become ready in time',
    );
  }
  return { url: `nats://127.0.0.1:${opts.port}`, proc };
}
