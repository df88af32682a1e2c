import { LimiterStoppedError } from '@tryon/kit';
import { ProviderLimits } from './provider-limits.js';

/** Settles `promise` into 'granted' / 'rejected', or 'waiting' while it is pending after a macrotask. */
async function state(promise: Promise<unknown>): Promise<'granted' | 'rejected' | 'waiting'> {
  const pending = Symbol('pending');
  const tick = new Promise<typeof pending>((r) => setImmediate(() => r(pending)));
  return Promise.race([
    promise.then(
      () => 'granted' as const,
      () => 'rejected' as const,
    ),
    tick,
  ]).then((v) => (v === pending ? 'waiting' : v));
}

/** Waits until `check()` holds, a macrotask at a time (a slot given back frees its place asynchronously). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met within 1 s');
    await new Promise((r) => setImmediate(r));
  }
}

describe('ProviderLimits', () => {
  it('a slot counts one call in flight and one in the minute; extraCall counts a further call in the minute only', async () => {
    const limits = new ProviderLimits({ fashn: { maxInFlight: 1, maxPerMinute: 3, windowMs: 60_000 } });
    const fashn = limits.for('fashn');
    const release = await fashn.acquire();
    // The job's second run: counted in the minute without a second slot in flight (there is none free).
    await fashn.extraCall();
    expect(fashn.stats()).toMatchObject({ inFlight: 1, started: 2, jobs: 1 });

    // Another job waits for the slot in flight.
    const second = fashn.acquire();
    expect(await state(second)).toBe('waiting');
    release();
    const releaseSecond = await second;
    expect(fashn.stats()).toMatchObject({ inFlight: 1, started: 3, jobs: 2 });

    // The minute is full (3 calls): a further call of that job waits for the window.
    const third = fashn.extraCall();
    expect(await state(third)).toBe('waiting');
    expect(fashn.stats().waiting).toBe(1);
    limits.stop();
    await expect(third).rejects.toBeInstanceOf(LimiterStoppedError);
    releaseSecond();
  });

  it('a two-garment job counts two calls against the per-minute limit: the next job waits for the window', async () => {
    const windowMs = 300;
    const limits = new ProviderLimits({ fashn: { maxInFlight: 4, maxPerMinute: 2, windowMs } });
    const fashn = limits.for('fashn');
    const t0 = Date.now();
    const release = await fashn.acquire();
    await fashn.extraCall();
    release();
    const next = fashn.acquire();
    expect(await state(next)).toBe('waiting');
    (await next)();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(windowMs - 20);
    await until(() => fashn.stats().inFlight === 0);
    expect(fashn.stats()).toMatchObject({ started: 3, jobs: 2 });
  });

  it('holding slots in flight never blocks extraCall: jobs at the in-flight limit all finish their second run', async () => {
    const limits = new ProviderLimits({ fashn: { maxInFlight: 2, maxPerMinute: 0 } });
    const fashn = limits.for('fashn');
    const a = await fashn.acquire();
    const b = await fashn.acquire();
    await Promise.all([fashn.extraCall(), fashn.extraCall()]);
    expect(fashn.stats()).toMatchObject({ inFlight: 2, started: 4, jobs: 2, waiting: 0 });
    a();
    b();
  });

  it('a wait in the minute that ends (signal) gives the slot in flight back', async () => {
    const limits = new ProviderLimits({ gemini: { maxInFlight: 1, maxPerMinute: 1, windowMs: 60_000 } });
    const gemini = limits.for('gemini');
    (await gemini.acquire())();
    const ac = new AbortController();
    const waiting = gemini.acquire(ac.signal);
    expect(await state(waiting)).toBe('waiting');
    expect(gemini.stats().inFlight).toBe(1);
    ac.abort(new Error('job cancelled'));
    await expect(waiting).rejects.toThrow('job cancelled');
    await until(() => gemini.stats().inFlight === 0);
    limits.stop();
  });

  it('stop() ends every wait with LimiterStoppedError; each provider has its own slots', async () => {
    const limits = new ProviderLimits({ local: { maxInFlight: 1 } });
    const hold = await limits.for('local').acquire();
    const waiting = limits.for('local').acquire();
    expect(await state(limits.for('gemini').acquire())).toBe('granted');
    limits.stop();
    await expect(waiting).rejects.toBeInstanceOf(LimiterStoppedError);
    hold();
    expect(Object.keys(limits.stats())).toEqual(['gemini', 'fashn', 'local']);
  });
});
