import { useEffect } from 'react';

/**
 * While `when` is true, a reload, a tab close or leaving the site asks first: the browser shows its own
 * "Leave site? Changes you made may not be saved." prompt (browsers show only their own text). For screens
 * holding work that is not kept anywhere yet, such as a generated or tried-on result that is not saved to
 * the gallery. In-app navigation is not covered (that needs a data router's `useBlocker`).
 */
export function useWarnBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
