import { useEffect, useState } from 'react';
import { firstScreenLoaded } from './first-screen';

/** How long the pushes over graphql-ws wait after sign-in is known (then for an idle moment). */
export const PUSH_DELAY_MS = 1500;

/**
 * False until `enabled` (the wait starts then, e.g. once signed in), the page and its first screen's chunks
 * have loaded (lib/first-screen.ts), `delayMs` have passed and the browser is idle (`requestIdleCallback`,
 * at most 3 s later; where it is missing, as in jsdom, 200 ms after the load), then true for good. For what
 * the first screen does not need to show (the toast region, the pushes over graphql-ws): it then loads and
 * runs once the screen has been drawn instead of competing with it. (The browser is idle for a moment
 * whenever it waits on the network, hence the delay for what would otherwise start between the current
 * user's answer and the screen's.)
 */
export function useIdleAfterLoad(enabled = true, delayMs = 0): boolean {
  const [idle, setIdle] = useState(false);
  const waiting = enabled && !idle;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    let cancel = () => undefined as void;
    const whenIdle = () => {
      if (!live) return;
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = window.setTimeout(() => setIdle(true), 200);
        cancel = () => window.clearTimeout(timer);
        return;
      }
      let handle: number | undefined;
      const timer = window.setTimeout(() => {
        handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      }, delayMs);
      cancel = () => {
        window.clearTimeout(timer);
        if (handle !== undefined) window.cancelIdleCallback(handle);
      };
    };
    const afterLoad = () => void firstScreenLoaded().then(whenIdle);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, [waiting, delayMs]);
  return idle;
}
