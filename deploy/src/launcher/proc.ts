import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import readline from 'node:readline';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  uid?: number;
  gid?: number;
  /** Receives every output line of the child (stdout and stderr), already split. */
  onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Text piped to stdin, then closed (default: stdin ignored). */
  input?: string;
}

/** Told of every child started and of its end (the launcher's watchdog, watchdog.ts). */
export interface ChildRegistry {
  add(m: Managed): void;
  remove(m: Managed): void;
}

let registry: ChildRegistry | undefined;

/** Every Managed started from now on is told to `r` (undefined: to nobody). */
export function setChildRegistry(r: ChildRegistry | undefined): void {
  registry = r;
}

/**
 * A child process in its own process group (so a Ctrl-C in the terminal reaches only the launcher,
 * which then stops everything in order).
 */
export class Managed {
  readonly name: string;
  readonly child: ChildProcess;
  /** How it was started (a restart starts it again the same way). */
  readonly options: StartOptions;
  readonly exited: Promise<ExitInfo>;
  /** Set once we asked it to stop: an exit after that is expected. */
  stopping = false;
  exit: ExitInfo | undefined;

  constructor(opts: StartOptions) {
    this.name = opts.name;
    this.options = opts;
    this.child = spawn(opts.command, opts.args, {
      cwd: opts.cwd,
      env: opts.env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      detached: true,
      uid: opts.uid,
      gid: opts.gid,
    });
    this.exited = new Promise<ExitInfo>((resolve) => {
      this.child.once('error', (err) => {
        // 'exit' does not follow an 'error' raised by a failed spawn.
        if (this.child.pid === undefined) {
          opts.onLine(`cannot start ${opts.command}: ${err.message}`, 'stderr');
          this.exit = { code: 127, signal: null };
          resolve(this.exit);
        }
      });
      this.child.once('close', (code, signal) => {
        if (this.exit) return;
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
    const watchedBy = registry;
    watchedBy?.add(this);
    void this.exited.then(() => watchedBy?.remove(this));
    for (const stream of ['stdout', 'stderr'] as const) {
      const s = this.child[stream];
      if (!s) continue;
      readline
        .createInterface({ input: s, crlfDelay: Infinity })
        .on('line', (line) => opts.onLine(line, stream));
    }
    if (opts.input !== undefined && this.child.stdin) {
      this.child.stdin.on('error', () => undefined);
      this.child.stdin.end(opts.input);
    }
  }

  /** A new process started exactly like this one (a supervised restart). */
  respawn(): Managed {
    return new Managed(this.options);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === undefined && this.child.pid !== undefined;
  }

  signal(sig: NodeJS.Signals, group = false): void {
    const pid = this.child.pid;
    if (pid === undefined || this.exit) return;
    try {
      process.kill(group ? -pid : pid, sig);
    } catch {
      /* already gone */
    }
  }

  /**
   * Asks the process to stop with `sig`, waits up to timeoutMs, then kills its whole process group.
   * Resolves with how it ended.
   */
  async stop(timeoutMs: number, sig: NodeJS.Signals = 'SIGTERM'): Promise<ExitInfo & { killed: boolean }> {
    this.stopping = true;
    if (this.exit) return { ...this.exit, killed: false };
    this.signal(sig);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
    const first = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (first !== 'timeout') return { ...first, killed: false };
    this.signal('SIGKILL', true);
    const info = await this.exited;
    return { ...info, killed: true };
  }
}

export function describeExit(info: ExitInfo): string {
  return info.signal ? `signal ${info.signal}` : `code ${info.code}`;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** /proc/<pid>/cmdline as one space-joined string ('' when unreadable). */
export async function cmdlineOf(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** /proc/<pid>/environ as a map ({} when unreadable). */
export async function environOf(pid: number): Promise<Record<string, string>> {
  try {
    const out: Record<string, string> = {};
    for (const kv of (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0')) {
      const i = kv.indexOf('=');
      if (i > 0) out[kv.slice(0, i)] = kv.slice(i + 1);
    }
    return out;
  } catch {
    return {};
  }
}

/** Sends sig to pid, waits up to timeoutMs for it to go, then SIGKILLs it. */
export async function terminatePid(pid: number, sig: NodeJS.Signals, timeoutMs: number): Promise<void> {
  try {
    process.kill(pid, sig);
  } catch {
    return;
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return;
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* gone */
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
