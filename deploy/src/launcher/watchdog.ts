import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildRegistry, Managed } from './proc.js';

const SELF = fileURLToPath(import.meta.url);
// Compiled: dist/launcher/watchdog-main.js. From source (tsx, as the launcher tests run it): the .ts with tsx.
const ENTRY = path.join(path.dirname(SELF), `watchdog-main${path.extname(SELF)}`);
const ENTRY_ARGS = ENTRY.endsWith('.ts') ? ['--import', import.meta.resolve('tsx'), ENTRY] : [ENTRY];

/**
 * When the watchdog stops each process if the launcher dies: lower tiers first, as System.stop() orders
 * them (the gateway, then the services and workers, the stores, NATS, Postgres).
 */
export function stopTier(name: string): number {
  if (name === 'gateway') return 0;
  if (name === 's3' || name === 'mail') return 2;
  if (name === 'nats') return 3;
  if (name === 'postgres' || name === 'postgres-init') return 4;
  return 1;
}

/** The signal that stops `name` cleanly (Postgres: SIGINT, its fast shutdown). */
export function stopSignal(name: string): NodeJS.Signals {
  return name === 'postgres' ? 'SIGINT' : 'SIGTERM';
}

/** How many times a watchdog that died is started again before the launcher gives up on it. */
const RESTARTS = 5;

/**
 * The launcher's children die with it, however it ends (SIGKILL included), through a watchdog process
 * (watchdog-main.ts) that holds a pipe from the launcher and is told of every child started and ended:
 * when the pipe closes with children still running, it stops them in order. (Each child leads its own
 * process group so that a Ctrl-C reaches only the launcher; the kernel would not stop them otherwise.)
 * A watchdog that dies is started again and told of the children alive.
 */
export class Watchdog implements ChildRegistry {
  private proc: ChildProcess | undefined;
  private readonly watched = new Set<Managed>();
  private closed = false;
  private restarts = 0;

  constructor(private readonly opts: { stopTimeoutMs: number; log: (message: string) => void }) {}

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  start(): void {
    const proc = spawn(
      process.execPath,
      [...ENTRY_ARGS, String(this.opts.stopTimeoutMs), String(process.pid)],
      {
        // Its own process group and session: a signal to the launcher's group does not reach it.
        detached: true,
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
    this.proc = proc;
    proc.stdin?.on('error', () => undefined);
    // The launcher's exit is not held up by its watchdog.
    proc.unref();
    (proc.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    proc.once('exit', (code, sig) => {
      if (this.closed || this.proc !== proc) return;
      if (this.restarts++ >= RESTARTS) {
        this.opts.log(
          `the watchdog exited (${sig ?? `code ${code}`}) again; the children are no longer watched`,
        );
        this.proc = undefined;
        return;
      }
      this.opts.log(`the watchdog exited (${sig ?? `code ${code}`}); starting another`);
      this.start();
    });
    for (const m of this.watched) this.send(this.watchLine(m));
  }

  private watchLine(m: Managed) {
    return { watch: m.pid, name: m.name, signal: stopSignal(m.name), tier: stopTier(m.name) };
  }

  private send(msg: Record<string, unknown>): void {
    const stdin = this.proc?.stdin;
    if (stdin && !stdin.destroyed) stdin.write(`${JSON.stringify(msg)}\n`);
  }

  add(m: Managed): void {
    if (m.pid === undefined) return;
    this.watched.add(m);
    this.send(this.watchLine(m));
  }

  remove(m: Managed): void {
    if (!this.watched.delete(m)) return;
    this.send({ forget: m.pid });
  }

  /** After a normal stop (every child forgotten): ends the watchdog. */
  close(): void {
    this.closed = true;
    this.proc?.stdin?.end();
  }
}
