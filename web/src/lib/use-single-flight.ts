import { useRef } from 'react';

/**
 * `action`, run one at a time: a call made while the previous one is still under way does nothing and
 * answers undefined. For the buttons that start paid or one-off work (generate, try on, save, sign up,
 * delete): a double click, or Enter pressed while the click's request is out, sends one request. The guard
 * is a ref, so it holds even for two clicks in the same task, before React has drawn the button disabled.
 * The function answered is new on each render and calls the `action` of that render.
 */
export function useSingleFlight<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
): (...args: A) => Promise<R | undefined> {
  const busy = useRef(false);
  return async (...args: A) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await action(...args);
    } finally {
      busy.current = false;
    }
  };
}
