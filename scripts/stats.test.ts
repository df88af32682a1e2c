import { median, quantile } from './stats.mjs';

describe('stats (trace:overhead, trace:span-cost)', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('interpolates quantiles between the nearest values', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(quantile([10, 0], 1)).toBe(10);
  });
});
