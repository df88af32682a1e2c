import { useEffect, useState } from 'react';

/** The modules loaded so far, by loader (a header mounted again finds its menus at once). */
const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * The module of `load` once it has loaded, `undefined` before: loading starts when `attempt` turns positive
 * and again each time it grows while the module is still missing (a load that failed, offline or after a
 * deploy, is tried again on the next request instead of breaking the screen). For parts of a screen that are
 * not needed to draw it (a menu that opens on a press): the screen shows a stand-in until then.
 */
export function useOnDemand<T>(load: () => Promise<T>, attempt: number): T | undefined {
  const [module, setModule] = useState(() => loaded.get(load) as T | undefined);
  useEffect(() => {
    if (attempt <= 0 || module) return;
    let live = true;
    load().then(
      (m) => {
        loaded.set(load, m);
        if (live) setModule(() => m);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, attempt, module]);
  return module;
}
