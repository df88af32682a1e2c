import { CallLimiter, type CallLimits, type ReleaseSlot } from '@tryon/kit';
import type { AiProvider } from '../providers/provider.js';

type ProviderName = AiProvider['name'];

/**
 * The rolling "minute" of the per-minute limits: a second longer than the provider's, for the time between
 * a slot being given and the provider receiving the call (a database write, the request on the wire).
 */
const WINDOW_MS = 61_000;

const noRelease: ReleaseSlot = () => undefined;

/**
 * The slots of one provider: its calls in flight and its calls started per rolling minute, kept by two
 * limiters so that a job holding a slot can count a further call of its own in the minute without
 * waiting for a second slot in flight (which, with every slot held by such a job, would never come).
 * A job's slot is taken in flight first, then in the minute, so that the minute counts calls when they
 * start.
 */
export class ProviderSlots {
  private readonly inFlight: CallLimiter;
  private readonly perMinute: CallLimiter;

  constructor(
    readonly name: string,
    readonly limits: CallLimits = {},
  ) {
    this.inFlight = new CallLimiter(name, { maxInFlight: limits.maxInFlight });
    this.perMinute = new CallLimiter(`${name} per minute`, {
      maxPerMinute: limits.maxPerMinute,
      windowMs: limits.windowMs,
    });
  }

  /**
   * Waits for a slot in flight, then for room in the minute, and answers the function that gives the
   * slot back. `signal` ends the wait (the promise rejects with its reason); `stop()` ends it with kit's
   * LimiterStoppedError.
   */
  async acquire(signal?: AbortSignal): Promise<ReleaseSlot> {
    const release = await this.inFlight.acquire(signal);
    try {
      await this.extraCall(signal);
    } catch (err) {
      release();
      throw err;
    }
    return release;
  }

  /**
   * One more call of a job that already holds a slot and makes its calls one after the other (FASHN's
   * second run of a two-garment try-on): waits for room in the minute and counts the call there. In
   * flight, the job's own slot covers it, as its calls never overlap. Answers a release for symmetry with
   * `acquire` (it gives nothing back: a started call stays counted in its minute).
   */
  async extraCall(signal?: AbortSignal): Promise<ReleaseSlot> {
    (await this.perMinute.acquire(signal))();
    return noRelease;
  }

  /** Calls in flight and waiting; `started` counts calls (a job's extra calls too), `jobs` the slots given. */
  stats() {
    const slots = this.inFlight.stats();
    const calls = this.perMinute.stats();
    return {
      inFlight: slots.inFlight,
      waiting: slots.waiting + calls.waiting,
      started: calls.started,
      jobs: slots.started,
      meanWaitMs: slots.meanWaitMs + calls.meanWaitMs,
      longestWaitMs: Math.max(slots.longestWaitMs, calls.longestWaitMs),
    };
  }

  /** Ends every wait (LimiterStoppedError) and refuses new ones; calls holding a slot go on. */
  stop(): void {
    this.inFlight.stop();
    this.perMinute.stop();
  }
}

/**
 * One set of slots per provider (Gemini, FASHN, the offline engine), with the limits of
 * `providerLimits(config)`: a job asks its provider's slots for one before it calls, and waits for one
 * when the provider is at its limit of calls in flight or per minute. A job that makes more than one call
 * (FASHN's two-garment try-on: two runs) counts each further call with `extraCall`.
 */
export class ProviderLimits {
  private readonly slots: Record<ProviderName, ProviderSlots>;

  constructor(limits: Partial<Record<ProviderName, CallLimits>> = {}) {
    const margin = (l: CallLimits | undefined): CallLimits => ({ windowMs: WINDOW_MS, ...l });
    this.slots = {
      gemini: new ProviderSlots('gemini', margin(limits.gemini)),
      fashn: new ProviderSlots('fashn', margin(limits.fashn)),
      local: new ProviderSlots('local', margin(limits.local)),
    };
  }

  /** The slots of a provider. */
  for(provider: ProviderName): ProviderSlots {
    return this.slots[provider];
  }

  /** Each provider's calls in flight, waiting, started, and waits (for logs and the bench). */
  stats() {
    return Object.fromEntries(Object.entries(this.slots).map(([name, s]) => [name, s.stats()]));
  }

  /** Ends every wait for a slot (the worker is stopping: those jobs go back to the queue). */
  stop(): void {
    for (const s of Object.values(this.slots)) s.stop();
  }
}
