import { Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  /** What the button says and its accessible name, e.g. "Load more person images". */
  label: string;
  loading: boolean;
  onLoadMore(): void;
}

/**
 * The end of a paged grid: the next page loads by itself when this comes near the viewport (infinite
 * scroll, IntersectionObserver), and the button does the same for keyboards, screen readers and
 * browsers without the observer.
 */
export function LoadMore({ label, loading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest callback, read by the observer without re-creating it on every render.
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  // Observed anew after each page: a page that leaves the end still in view asks for the next one.
  useEffect(() => {
    const el = sentinel.current;
    if (loading || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          latest.current();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <Group justify="center" mt="lg" ref={sentinel}>
      <Button variant="default" onClick={onLoadMore} loading={loading} aria-label={label}>
        Load more
      </Button>
    </Group>
  );
}
