// The order of the systems in each round of `npm run trace:overhead`.

/**
 * Row `k` of a Williams design for `n` treatments (a balanced Latin square): 0, 1, n-1, 2, n-2, ...
 * shifted by k; for odd n the rows n..2n-1 are the first n reversed. Over n (even) or 2n (odd) rows
 * each index is in each position equally often and follows each other index exactly once (twice).
 */
export function balancedOrder(n, k) {
  const base = [0];
  for (let step = 1; base.length < n; step++) {
    base.push(step);
    if (base.length < n) base.push(n - step);
  }
  const rows = n % 2 === 0 ? n : 2 * n;
  const r = k % rows;
  const row = base.map((x) => (x + r) % n);
  return r >= n ? row.reverse() : row;
}
