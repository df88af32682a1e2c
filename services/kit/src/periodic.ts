import type { Logger } from './logger.js';

/**
 * A task run every `everyMs` (and at start unless told otherwise), never two runs at once: a tick that
 * finds the previous run still going is skipped. A failure is logged as `<name> failed` and the next tick
 * tries again. The timer does not keep the process alive; `stop()` waits for the run in flight.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(everyMs: number, opts: { immediately?: boolean } = {}): void {
    if (opts.immediately ?? true) this.tick();
    this.timer = setInterval(() => this.tick(), everyMs);
    this.timer.unref();
  }

  /** Runs the task now (unless it is running already), without waiting for the next tick. */
  runNow(): void {
    if (this.timer) this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.task()
      .then(
        () => undefined,
        (err: unknown) => this.logger.error({ err }, `${this.name} failed`),
      )
      .finally(() => (this.running = null));
  }
}
