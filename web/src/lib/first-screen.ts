/**
 * The first screen of the page while it loads: the lazily loaded screen of the address the page was opened
 * at (app/AppRoutes.tsx, preloadScreen), or nothing to wait for when that screen is in the first load (the
 * landing page).
 */
let loading: Promise<void> = Promise.resolve();

/**
 * Marks `load` (the first screen's chunks) as what the page shows first. A failed load counts as loaded:
 * the screen reports the failure itself.
 */
export function firstScreenLoading(load: Promise<unknown>): void {
  loading = load.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Settles once the first screen's chunks have loaded (or failed to), or after `limitMs` when given,
 * whichever comes first.
 * - The first render waits for it (main.tsx): rendered before its chunk is in, the screen would suspend and
 *   show the loader, which React then keeps up for at least 300 ms after the chunk has come.
 * - What waits for an idle moment to load what the first screen does not need (the toast region, Apollo
 *   Client for a page that shows without it) waits for it too: the browser is idle while it waits on the
 *   network for the screen's chunk, and what started then would share the link with that chunk.
 */
export function firstScreenLoaded(limitMs?: number): Promise<void> {
  if (limitMs === undefined) return loading;
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
