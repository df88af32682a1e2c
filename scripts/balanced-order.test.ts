import { balancedOrder } from './balanced-order.mjs';

describe('balancedOrder (trace:overhead rounds)', () => {
  for (const n of [1, 2, 3, 4, 5, 6]) {
    it(`orders ${n} systems so that over a full square each is in each place and after each other equally often`, () => {
      const rows = n % 2 === 0 ? n : 2 * n;
      const orders = Array.from({ length: rows }, (_, k) => balancedOrder(n, k));
      const place = Array.from({ length: n }, () => new Array<number>(n).fill(0));
      const after = new Map<string, number>();
      for (const order of orders) {
        expect([...order].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
        order.forEach((sys, i) => {
          place[sys]![i]! += 1;
          if (i > 0) after.set(`${order[i - 1]}>${sys}`, (after.get(`${order[i - 1]}>${sys}`) ?? 0) + 1);
        });
      }
      for (const counts of place) expect(new Set(counts)).toEqual(new Set([rows / n]));
      // Each ordered pair of different systems once per square (twice for odd n, over its 2n rows).
      expect(after.size).toBe(n * (n - 1));
      expect(new Set(after.values()).size).toBeLessThanOrEqual(1);
      // The rows repeat after a full square.
      expect(balancedOrder(n, rows)).toEqual(orders[0]);
    });
  }

  it('is what the old shifted order was not: a system is not always after the same one', () => {
    const follows = new Set<number>();
    for (let k = 0; k < 4; k++) {
      const order = balancedOrder(4, k);
      follows.add(order[order.indexOf(2) - 1] ?? -1);
    }
    expect(follows.size).toBeGreaterThan(1);
  });
});
