import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withAppClientLoaded } from '../../app/app-client-loader';

const SiteFooter = lazy(async () => ({
  default: await withAppClientLoaded(async () => (await import('./SiteFooter')).SiteFooter),
}));

/** How far below the screen the footer starts loading (it is there before the reader scrolls to it). */
const AHEAD = '600px';

/**
 * The site footer for long public pages (the landing page): its code and its query are left out of the first
 * load and fetched once the footer's place comes within {@link AHEAD} of the screen. Where the browser cannot
 * tell (no IntersectionObserver), it is drawn at once. The placeholder keeps the footer's place.
 */
export function LazySiteFooter() {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={place} style={{ minHeight: 240 }} />;
  return near ? (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  ) : (
    placeholder
  );
}
