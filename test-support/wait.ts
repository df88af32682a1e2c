// Waiting for a condition instead of sleeping a fixed time: a test goes on as soon as what it waits for
// has happened, and a slow machine gets up to `timeoutMs` rather than a sleep tuned on a fast one.
// No imports: unit tests (beside the code) use it as well as the integration tests.

export interface WaitOptions {
  /** Give up after this long (default 5 s). */
  timeoutMs?: number;
  /** Time between two looks (default 20 ms). */
  intervalMs?: number;
  /** Named in the error when the time runs out. */
  what?: string;
}

/**
 * Calls `fn` until it answers something truthy, which it answers; after `timeoutMs` it throws the last
 * error `fn` threw, or says the condition was not met.
 */
export async function waitFor<T>(
  fn: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 5000, intervalMs = 20, what = 'condition' }: WaitOptions = {},
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let last: unknown;
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw last ?? new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Waits until `fn` (assertions) stops throwing. */
export async function waitForExpect(fn: () => void | Promise<void>, opts: WaitOptions = {}): Promise<void> {
  await waitFor(async () => {
    await fn();
    return true;
  }, opts);
}

/** Lets pending timer and I/O callbacks run (one turn of the event loop): no clock involved. */
export function nextTurn(): Promise<void> {
  return new Promise((r) => setImmediate(r));
}
