import { useCallback, useEffect, useState } from 'react';
import { apiJson } from './api';

/**
 * A small GET hook for the REST calls of the spec. The spec's data-loading defaults apply: a result never
 * goes stale (with `cached`, one request per page load and URL), no refetch on focus, no polling, no retries.
 * `maxAge` bounds how long a cached answer is reused (the saved lists and campaigns: 5 min), and `refetch`
 * asks again at once (after a change such as a delete).
 */

export interface ApiQueryState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

export interface ApiQueryResult<T> extends ApiQueryState<T> {
  /** Forgets the cached answer for this URL and asks again; the current data stays shown meanwhile. */
  refetch(): void;
}

export interface ApiQueryOptions {
  /** Share one answer per URL (see `maxAge`). */
  cached?: boolean;
  /** With `cached`: reuse an answer for at most this many ms (default: for the life of the page). */
  maxAge?: number;
}

/** How long the spec caches the saved lists and the campaigns. */
export const FIVE_MINUTES = 5 * 60 * 1000;

interface CacheEntry {
  promise: Promise<unknown>;
  at: number;
}

const cache = new Map<string, CacheEntry>();

function load<T>(url: string, cached: boolean, maxAge: number | undefined): Promise<T> {
  if (!cached) return apiJson<T>('GET', url);
  const entry = cache.get(url);
  if (entry && (maxAge === undefined || Date.now() - entry.at < maxAge)) return entry.promise as Promise<T>;
  const pending = apiJson<T>('GET', url);
  const fresh: CacheEntry = { promise: pending, at: Date.now() };
  cache.set(url, fresh);
  // A failed request is not kept, so the next screen that needs it asks again.
  pending.catch(() => {
    if (cache.get(url) === fresh) cache.delete(url);
  });
  return pending;
}

/** Forgets every cached answer (after sign-out, and between tests). */
export function clearApiQueryCache(): void {
  cache.clear();
}

/** Forgets the cached answer of one URL, so the next screen that needs it asks again. */
export function invalidateApiQuery(url: string): void {
  cache.delete(url);
}

/**
 * GETs `url` with cookies; `cached` shares one answer per URL (for `maxAge` ms when given). A `null` URL
 * asks nothing (e.g. before the user is known).
 */
export function useApiQuery<T>(
  url: string | null,
  { cached = false, maxAge }: ApiQueryOptions = {},
): ApiQueryResult<T> {
  // The state remembers which URL it belongs to, so a new URL reads as loading from its first render.
  const [state, setState] = useState<ApiQueryState<T> & { url: string | null }>({
    url,
    data: undefined,
    error: undefined,
    isLoading: url !== null,
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (url === null) {
      setState({ url, data: undefined, error: undefined, isLoading: false });
      return;
    }
    let active = true;
    setState((current) => ({
      url,
      // A refetch of the same URL keeps what is shown until the new answer arrives.
      data: current.url === url ? current.data : undefined,
      error: undefined,
      isLoading: true,
    }));
    load<T>(url, cached, maxAge).then(
      (data) => active && setState({ url, data, error: undefined, isLoading: false }),
      (error: unknown) => active && setState({ url, data: undefined, error, isLoading: false }),
    );
    return () => {
      active = false;
    };
  }, [url, cached, maxAge, version]);

  const refetch = useCallback(() => {
    if (url === null) return;
    invalidateApiQuery(url);
    setVersion((v) => v + 1);
  }, [url]);

  const current = state.url === url;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isLoading: url !== null && (!current || state.isLoading),
    refetch,
  };
}
