import { useEffect, useState } from 'react';
import { apiJson } from './api';

/**
 * A small GET hook for the REST calls of the spec. The spec's data-loading defaults apply: a result never
 * goes stale (with `cached`, one request per page load and URL), no refetch on focus, no polling, no retries.
 */

export interface ApiQueryState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

const cache = new Map<string, Promise<unknown>>();

function load<T>(url: string, cached: boolean): Promise<T> {
  if (!cached) return apiJson<T>('GET', url);
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = apiJson<T>('GET', url);
    cache.set(url, pending);
    // A failed request is not kept, so the next screen that needs it asks again.
    pending.catch(() => cache.delete(url));
  }
  return pending;
}

/** Forgets every cached answer (after sign-out, and between tests). */
export function clearApiQueryCache(): void {
  cache.clear();
}

/** GETs `url` with cookies; `cached` shares one answer per URL for the life of the page. */
export function useApiQuery<T>(url: string, { cached = false }: { cached?: boolean } = {}): ApiQueryState<T> {
  const [state, setState] = useState<ApiQueryState<T>>({
    data: undefined,
    error: undefined,
    isLoading: true,
  });

  useEffect(() => {
    let active = true;
    setState({ data: undefined, error: undefined, isLoading: true });
    load<T>(url, cached).then(
      (data) => active && setState({ data, error: undefined, isLoading: false }),
      (error: unknown) => active && setState({ data: undefined, error, isLoading: false }),
    );
    return () => {
      active = false;
    };
  }, [url, cached]);

  return state;
}
