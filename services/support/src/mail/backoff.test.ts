import { retryDelayMs } from './backoff.js';

describe('retry backoff', () => {
  const exact = { baseMs: 1000, maxMs: 60_000, random: () => 0 };

  it('doubles after each failure, from the base', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, exact))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(7, exact)).toBe(60_000);
    expect(retryDelayMs(40, exact)).toBe(60_000);
  });

  it('takes up to a tenth off at random, so retries spread out', () => {
    expect(retryDelayMs(3, { ...exact, random: () => 0.999999 })).toBe(3600);
    expect(retryDelayMs(3, { ...exact, random: () => 0.5 })).toBe(3800);
    for (let i = 0; i < 50; i++) {
      const d = retryDelayMs(2, { baseMs: 1000, maxMs: 60_000 });
      expect(d).toBeGreaterThan(1800 - 1);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });
});
