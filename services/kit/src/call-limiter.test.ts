import { jest } from '@jest/globals';
import { CallLimiter, LimiterStoppedError } from './call-limiter.js';
import { nextTurn, waitFor } from '../../../test-support/wait.js';

/** A call that ends when the test says so; counts how many run at once. */
function calls() {
  const ends: Array<() => void> = [];
  let running = 0;
  let most = 0;
  let startedAt: number[] = [];
  const call = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      startedAt.push(Date.now());
      ends.push(() => {
        running--;
        resolve();
      });
    });
  return {
    call,
    endAll: () => ends.splice(0).forEach((end) => end()),
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    get startedAt() {
      return startedAt;
    },
    reset: () => (startedAt = []),
  };
}

describe('CallLimiter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most maxInFlight calls running; the others wait, in order, and start as slots free', async () => {
    const limiter = new CallLimiter('test', { maxInFlight: 3 });
    const c = calls();
    const order: number[] = [];
    const all = Array.from({ length: 10 }, (_, i) =>
      limiter.run(async () => {
        order.push(i);
        await c.call();
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(c.running).toBe(3);
    expect(limiter.stats()).toMatchObject({ inFlight: 3, waiting: 7 });
    while (order.length < 10 || c.running > 0) {
      c.endAll();
      await jest.advanceTimersByTimeAsync(0);
    }
    await Promise.all(all);
    expect(c.most).toBe(3);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(limiter.stats()).toMatchObject({ inFlight: 0, waiting: 0, started: 10 });
  });

  it('starts at most maxPerMinute calls in any rolling minute, even when they end at once', async () => {
    const limiter = new CallLimiter('test', { maxPerMinute: 5 });
    const c = calls();
    const t0 = Date.now();
    const all = Array.from({ length: 12 }, () => limiter.run(() => Promise.resolve(c.call()).then(() => {})));
    const finishing = (async () => {
      for (let s = 0; s < 200 && c.startedAt.length < 12; s++) {
        c.endAll();
        await jest.advanceTimersByTimeAsync(1000);
      }
      c.endAll();
    })();
    await jest.advanceTimersByTimeAsync(0);
    expect(c.startedAt.length).toBe(5); // the first five at once, the rest wait
    await jest.advanceTimersByTimeAsync(30_000);
    expect(c.startedAt.length).toBe(5); // still within the first minute
    await finishing;
    await Promise.all(all);
    expect(c.startedAt.length).toBe(12);
    // No rolling minute holds more than five starts.
    for (const start of c.startedAt) {
      const inWindow = c.startedAt.filter((t) => t >= start && t < start + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(5);
    }
    // Twelve starts at five a minute need two more minutes after the first five.
    expect(Math.max(...c.startedAt) - t0).toBeGreaterThanOrEqual(120_000);
    expect(limiter.stats().longestWaitMs).toBeGreaterThanOrEqual(120_000);
  });

  it('applies both limits together', async () => {
    const limiter = new CallLimiter('test', { maxInFlight: 2, maxPerMinute: 3 });
    const c = calls();
    const all = Array.from({ length: 4 }, () => limiter.run(() => c.call()));
    await jest.advanceTimersByTimeAsync(0);
    expect(c.startedAt.length).toBe(2);
    c.endAll();
    await jest.advanceTimersByTimeAsync(0);
    expect(c.startedAt.length).toBe(3); // one slot left in this minute
    c.endAll();
    await jest.advanceTimersByTimeAsync(59_000);
    expect(c.startedAt.length).toBe(3);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(c.startedAt.length).toBe(4);
    c.endAll();
    await Promise.all(all);
  });

  it('no limits: every call starts at once', async () => {
    const limiter = new CallLimiter('test', {});
    const c = calls();
    const all = Array.from({ length: 500 }, () => limiter.run(() => c.call()));
    await jest.advanceTimersByTimeAsync(0);
    expect(c.running).toBe(500);
    c.endAll();
    await Promise.all(all);
  });

  it('a caller whose signal aborts stops waiting; the queue goes on', async () => {
    jest.useRealTimers();
    const limiter = new CallLimiter('test', { maxInFlight: 1 });
    const release = await limiter.acquire();
    const gone = new AbortController();
    const waiting = limiter.acquire(gone.signal);
    const next = limiter.acquire();
    gone.abort(new Error('job cancelled'));
    await expect(waiting).rejects.toThrow('job cancelled');
    release();
    release(); // twice: harmless
    const second = await next;
    expect(limiter.stats()).toMatchObject({ inFlight: 1, waiting: 0, started: 2 });
    second();
    // A signal that aborts after the slot was given does not free the slot while the call goes on.
    const late = new AbortController();
    const third = await limiter.acquire(late.signal);
    late.abort();
    await nextTurn(); // a nothing-happens check: the abort has had its turn, and the slot is still taken
    expect(limiter.stats().inFlight).toBe(1);
    third();
    await waitFor(() => limiter.stats().inFlight === 0);
    expect(limiter.stats().inFlight).toBe(0);
  });

  it('stop ends every wait with LimiterStoppedError and refuses new ones; holders keep their slot', async () => {
    jest.useRealTimers();
    const limiter = new CallLimiter('gemini', { maxInFlight: 1 });
    const release = await limiter.acquire();
    const waits = [limiter.acquire(), limiter.acquire()];
    limiter.stop();
    for (const w of waits) await expect(w).rejects.toBeInstanceOf(LimiterStoppedError);
    await expect(limiter.acquire()).rejects.toThrow('the gemini call limiter was stopped');
    expect(limiter.stats().inFlight).toBe(1);
    release();
  });
});
