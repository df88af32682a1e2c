import { CallLimiter, type CallLimits } from '@tryon/kit';
import type { AiProvider } from '../providers/provider.js';

type ProviderName = AiProvider['name'];

/**
 * The rolling "minute" of the per-minute limits: a second longer than the provider's, for the time between
 * a slot being given and the provider receiving the call (a database write, the request on the wire).
 */
const WINDOW_MS = 61_000;

/**
 * One call limiter per provider (Gemini, FASHN, the offline engine), with the limits of
 * `providerLimits(config)`: a job asks its provider's limiter for a slot before it calls, and waits for
 * one when the provider is at its limit of calls in flight or per minute.
 */
export class ProviderLimits {
  private readonly limiters: Record<ProviderName, CallLimiter>;

  constructor(limits: Partial<Record<ProviderName, CallLimits>> = {}) {
    const margin = (l: CallLimits | undefined): CallLimits => ({ windowMs: WINDOW_MS, ...l });
    this.limiters = {
      gemini: new CallLimiter('gemini', margin(limits.gemini)),
      fashn: new CallLimiter('fashn', margin(limits.fashn)),
      local: new CallLimiter('local', margin(limits.local)),
    };
  }

  /** The limiter of a provider. */
  for(provider: ProviderName): CallLimiter {
    return this.limiters[provider];
  }

  /** Each provider's calls in flight, waiting, started, and waits (for logs and the bench). */
  stats() {
    return Object.fromEntries(Object.entries(this.limiters).map(([name, l]) => [name, l.stats()]));
  }

  /** Ends every wait for a slot (the worker is stopping: those jobs go back to the queue). */
  stop(): void {
    for (const l of Object.values(this.limiters)) l.stop();
  }
}
