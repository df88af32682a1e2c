/**
 * How long to wait before attempt `failedAttempts + 1` after `failedAttempts` failures: `baseMs` doubled
 * each time (1x, 2x, 4x ...), at most `maxMs`, less up to a tenth at random so that mails that failed
 * together (a mail server down) are not all retried at the same instant.
 */
export function retryDelayMs(
  failedAttempts: number,
  opts: { baseMs: number; maxMs: number; random?: () => number },
): number {
  const exact = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, failedAttempts - 1));
  const jitter = exact * 0.1 * (opts.random ?? Math.random)();
  return Math.max(0, Math.round(exact - jitter));
}
