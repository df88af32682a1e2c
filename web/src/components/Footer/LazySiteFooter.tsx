import { Container, Divider, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';
import { withAppClientLoaded } from '../../app/app-client-loader';

const SiteFooter = lazy(async () => ({
  default: await withAppClientLoaded(async () => (await import('./SiteFooter')).SiteFooter),
}));

/** How far below the screen the footer starts loading (it is there before the reader scrolls to it). */
const AHEAD = '600px';

/**
 * What stands in the footer's place until it is drawn: the footer's frame (its rule, its columns as they
 * stack on this screen) with grey bars, so that on a phone a reader who reaches the end sees the footer
 * coming rather than an empty block. Hidden from screen readers; it has nothing to say.
 */
function FooterPlaceholder({ place }: { place: Ref<HTMLDivElement> }) {
  return (
    <div ref={place} aria-hidden="true" data-testid="footer-placeholder">
      <Divider />
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} gap="xs">
              <Skeleton height={14} width="50%" />
              <Skeleton height={10} width="70%" />
              <Skeleton height={10} width="60%" />
            </Stack>
          ))}
        </SimpleGrid>
        <Skeleton height={10} width={200} mx="auto" mt="xl" />
      </Container>
    </div>
  );
}

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
  const placeholder = <FooterPlaceholder place={place} />;
  return near ? (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  ) : (
    placeholder
  );
}
