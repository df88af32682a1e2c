import { useQuery } from '@apollo/client/react';
import type { JobEngine } from '../../__generated__/graphql';
import { TryOnEngineQuery } from './tryon.graphql';

/**
 * How long a try-on takes on each engine, as the screens say it: Gemini and FASHN answer in about 15-30
 * seconds (spec); the offline engine fits the garment on this server in a few (3.3 s and 7.0 s measured in
 * Chromium end to end, on a busy 2-core machine).
 */
const DURATIONS: Readonly<Record<Exclude<JobEngine, 'none'>, string>> = {
  gemini: 'about 15-30 seconds',
  fashn: 'about 15-30 seconds',
  local: 'about 2-10 seconds',
};

/** The duration the copy states for `engine`; null while it is not known (the copy then names none). */
export function tryOnDuration(engine: JobEngine | null | undefined): string | null {
  return engine && engine !== 'none' ? DURATIONS[engine] : null;
}

/** How long a try-on started now takes, for the try-on screen's copy (null while it is not known). */
export function useTryOnDuration(): string | null {
  const { data } = useQuery(TryOnEngineQuery, { fetchPolicy: 'cache-and-network' });
  return tryOnDuration(data?.tryOnEngine);
}
