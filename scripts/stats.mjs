// Small statistics shared by the measuring scripts (trace:overhead, trace:span-cost).

/** The q-quantile of `xs` (0..1), interpolated linearly between the two nearest values. */
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
}

/** The median of `xs` (the mean of the two middle values for an even count). */
export const median = (xs) => quantile(xs, 0.5);
