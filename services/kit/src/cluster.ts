import cluster, { type Worker } from 'node:cluster';
import type { Logger } from './logger.js';

/**
 * Runs a process as `processes` copies behind one port with Node's cluster module, so it can be
 * redeployed one copy at a time while it serves:
 * - the primary only supervises: it forks the copies (each runs `start`, listens on the shared port and
 *   has its own pools), and forks again a copy that dies unexpectedly;
 * - SIGHUP to the primary is a rolling restart: for each copy in turn a new one is forked and, once it
 *   listens (its routes in place), the old one gets SIGTERM and shuts down gracefully (kit's shutdown.ts:
 *   no new connections, requests in flight finished, NATS messages settled, pools closed). The port keeps
 *   at least `processes` copies listening throughout;
 * - SIGTERM or SIGINT to the primary stops every copy gracefully, then the primary.
 * With `processes` 1 (the default) `start` runs in this process, as without the module.
 */
export async function runClustered(opts: {
  processes: number;
  logger: Logger;
  start: () => Promise<void>;
  /** How long a new copy may take to listen before a rolling restart gives up on it (default 60 s). */
  readyTimeoutMs?: number;
  /** How long a copy may take to stop before it is killed (default 20 s: above shutdown.ts's 15 s). */
  stopTimeoutMs?: number;
}): Promise<void> {
  if (opts.processes <= 1 || !cluster.isPrimary) return opts.start();
  new Primary(opts).run();
}

/** More unexpected deaths than this within a minute end the primary (its supervisor then decides). */
const CRASHES_PER_MINUTE = 5;

class Primary {
  private readonly workers = new Set<Worker>();
  /** Copies asked to stop: their exit is expected. */
  private readonly retiring = new WeakSet<Worker>();
  private stopping = false;
  private restarting: Promise<void> | undefined;
  private restartAgain = false;
  private crashes: number[] = [];
  private readonly readyTimeoutMs: number;
  private readonly stopTimeoutMs: number;

  constructor(
    private readonly opts: {
      processes: number;
      logger: Logger;
      readyTimeoutMs?: number;
      stopTimeoutMs?: number;
    },
  ) {
    this.readyTimeoutMs = opts.readyTimeoutMs ?? 60_000;
    this.stopTimeoutMs = opts.stopTimeoutMs ?? 20_000;
  }

  private get log(): Logger {
    return this.opts.logger;
  }

  run(): void {
    // Round-robin hand-out of connections by the primary (the default everywhere but Windows).
    cluster.schedulingPolicy = cluster.SCHED_RR;
    for (let i = 0; i < this.opts.processes; i++) this.fork();
    this.log.info({ processes: this.opts.processes, pid: process.pid }, 'cluster primary started');
    process.on('SIGHUP', () => this.rollingRestart());
    process.once('SIGTERM', () => void this.stop('SIGTERM'));
    process.once('SIGINT', () => void this.stop('SIGINT'));
  }

  private fork(): Worker {
    const worker = cluster.fork();
    this.workers.add(worker);
    worker.once('exit', (code, signal) => {
      this.workers.delete(worker);
      if (this.stopping || this.retiring.has(worker)) return;
      const now = Date.now();
      this.crashes = [...this.crashes.filter((t) => now - t < 60_000), now];
      if (this.crashes.length > CRASHES_PER_MINUTE) {
        this.log.error({ code, signal }, 'copies keep dying; stopping the cluster');
        void this.stop('SIGTERM', 1);
        return;
      }
      this.log.warn({ pid: worker.process.pid, code, signal }, 'a copy died; starting another');
      this.fork();
    });
    return worker;
  }

  /** Resolves when `worker` listens; rejects when it exits first or takes longer than readyTimeoutMs. */
  private listening(worker: Worker): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`a new copy did not listen within ${this.readyTimeoutMs} ms`)),
        this.readyTimeoutMs,
      );
      const onListening = () => done();
      const onExit = () => done(new Error('a new copy exited before it listened'));
      const done = (err?: Error) => {
        clearTimeout(timer);
        worker.off('listening', onListening);
        worker.off('exit', onExit);
        if (err) reject(err);
        else resolve();
      };
      worker.once('listening', onListening);
      worker.once('exit', onExit);
    });
  }

  /** SIGTERM to one copy; killed when it has not exited within stopTimeoutMs. */
  private retire(worker: Worker): Promise<void> {
    this.retiring.add(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const timer = setTimeout(() => {
        this.log.warn({ pid: worker.process.pid }, 'a copy did not stop in time; killing it');
        worker.process.kill('SIGKILL');
      }, this.stopTimeoutMs);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });
  }

  /** One copy at a time: a new copy listens before the old one is told to stop. */
  private rollingRestart(): void {
    if (this.stopping) return;
    if (this.restarting) {
      this.restartAgain = true; // a second SIGHUP during a restart: once more afterwards (new code)
      return;
    }
    this.restarting = (async () => {
      do {
        this.restartAgain = false;
        this.log.info({ processes: this.workers.size }, 'rolling restart');
        for (const old of [...this.workers]) {
          if (this.stopping) return;
          const next = this.fork();
          try {
            await this.listening(next);
          } catch (err) {
            // The old copy keeps serving; the new one is stopped and the restart ends here.
            this.log.error({ err }, 'rolling restart stopped: the old copies keep serving');
            await this.retire(next);
            return;
          }
          await this.retire(old);
        }
        this.log.info('rolling restart done');
      } while (this.restartAgain && !this.stopping);
    })().finally(() => (this.restarting = undefined));
  }

  private async stop(signal: NodeJS.Signals, code = 0): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.log.info({ signal }, 'stopping every copy');
    await Promise.all([...this.workers].map((w) => this.retire(w)));
    this.log.info('stopped');
    process.exit(code);
  }
}
