import { useMemo } from 'react';
import { FIVE_MINUTES, useApiQuery } from '../../lib/use-api-query';
import { aiJobsUrls } from './ai-jobs.api';
import { toAiPeople, type AiPerson } from './saved-people';

/**
 * The signed-in user's saved AI people (GET /api/gemini/saved-people/{userId}, newest first, cached 5 min
 * as the spec says), read by the spec's resolver. `userId` undefined asks nothing; `refetch` forgets the
 * cached list (for every screen) and asks again.
 */
export function useSavedPeople(userId: number | string | undefined) {
  const query = useApiQuery<unknown>(userId === undefined ? null : aiJobsUrls.savedPeople(userId), {
    cached: true,
    maxAge: FIVE_MINUTES,
  });
  const people = useMemo<AiPerson[] | undefined>(
    () => (query.data === undefined ? undefined : toAiPeople(query.data)),
    [query.data],
  );
  return { people, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
