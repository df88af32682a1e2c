import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a render of their own after the first one: React commits what is around them first
 * (and the browser paints it), then renders them deferred, time-sliced, and commits them apart. For the
 * parts of a large first screen below the fold: the first commit, and the style and layout work that
 * follows it, then hold what is on screen, so its largest paint does not wait for the rest of the page.
 * Later renders show them at once.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
