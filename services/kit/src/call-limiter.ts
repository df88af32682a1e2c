import { setMaxListeners } from 'node:events';
import PQueue from 'p-queue';

/** Limits of calls to one outside service. Absent or 0: no limit of that kind. */
export interface CallLimits {
  /** Calls running at the same time. */
  maxInFlight?: number;
  /** Calls started in any rolling window of `windowMs` (a minute unless told). */
  maxPerMinute?: number;
  /** The rolling window of `maxPerMinute` (60 000 ms; shorter only in tests). */
  windowMs?: number;
}

/** Why a wait for a slot ended without one: the limiter was stopped (the process is shutting down). */
export class LimiterStoppedError extends Error {
  constructor(name: string) {
    super(`the ${name} call limiter was stopped while the call waited for a slot`);
    this.name = 'LimiterStoppedError';
  }
}

/** Gives a slot back; calling it more than once is harmless. */
export type ReleaseSlot = () => void;

/**
 * Keeps calls to an outside service within its limits (calls in flight, calls started per rolling
 * minute): a call over a limit waits for a slot, in order, instead of being made and refused (a 429
 * storm). Built on p-queue (`concurrency`, and `intervalCap` over a sliding window in `strict` mode).
 * One limiter counts the calls of one process.
 */
export class CallLimiter {
  private readonly queue: PQueue;
  private readonly stopped = new AbortController();
  private started = 0;
  private waitedMs = 0;
  private longestWaitMs = 0;

  constructor(
    readonly name: string,
    readonly limits: CallLimits = {},
  ) {
    // Every waiting call listens to this signal.
    setMaxListeners(0, this.stopped.signal);
    const perMinute = limits.maxPerMinute && limits.maxPerMinute > 0 ? limits.maxPerMinute : 0;
    this.queue = new PQueue({
      concurrency: limits.maxInFlight && limits.maxInFlight > 0 ? limits.maxInFlight : Infinity,
      ...(perMinute ? { intervalCap: perMinute, interval: limits.windowMs ?? 60_000, strict: true } : {}),
    });
  }

  /**
   * Waits for a slot (in order of asking) and answers the function that gives it back. `signal` ends the
   * wait early (the promise rejects with its reason); `stop()` ends every wait with LimiterStoppedError.
   */
  async acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    if (this.stopped.signal.aborted) throw new LimiterStoppedError(this.name);
    const asked = Date.now();
    let granted!: () => void;
    const got = new Promise<void>((resolve) => (granted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // p-queue also aborts a running task on its signal (its slot would be counted free while the call
    // goes on): the task's own signal is aborted only while it waits.
    const wait = new AbortController();
    const sources = [this.stopped.signal, ...(signal ? [signal] : [])];
    const onAbort = () => wait.abort(signal?.aborted ? signal.reason : new LimiterStoppedError(this.name));
    for (const s of sources) s.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    const task = this.queue.add(
      async () => {
        for (const s of sources) s.removeEventListener('abort', onAbort);
        granted();
        await released;
      },
      { signal: wait.signal },
    );
    try {
      await Promise.race([got, task]);
    } finally {
      for (const s of sources) s.removeEventListener('abort', onAbort);
    }
    const waited = Date.now() - asked;
    this.started++;
    this.waitedMs += waited;
    this.longestWaitMs = Math.max(this.longestWaitMs, waited);
    task.catch(() => undefined);
    return release;
  }

  /** Runs `fn` in a slot: waits for one, gives it back when `fn` settles. */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  /** Calls running now, calls waiting for a slot, calls started so far and how long they waited. */
  stats() {
    return {
      inFlight: this.queue.pending,
      waiting: this.queue.size,
      started: this.started,
      meanWaitMs: this.started ? this.waitedMs / this.started : 0,
      longestWaitMs: this.longestWaitMs,
    };
  }

  /** Ends every wait (LimiterStoppedError) and refuses new ones; calls holding a slot go on. */
  stop(): void {
    this.stopped.abort(new LimiterStoppedError(this.name));
  }
}
