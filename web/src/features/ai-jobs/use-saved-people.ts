import type { ApolloCache, Reference } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { AiPerson_SavedGeminiPersonFragment } from '../../__generated__/graphql';
import { toAiPeople, type AiPerson } from './saved-people';
import { AiPersonFragment, SavedPeopleQuery } from './ai-jobs.graphql';

/**
 * The signed-in user's saved AI people (`me { savedGeminiPeople }`, newest first), read by the spec's
 * resolver. Asked once and then kept in the Apollo cache for every screen that shows them (the spec's
 * 5 minute cache: nothing asks again on focus); a save adds to it ({@link rememberSavedPerson}).
 * `userId` undefined (nobody signed in) asks nothing; `refetch` asks again.
 */
export function useSavedPeople(userId: number | string | undefined) {
  const query = useQuery(SavedPeopleQuery, { skip: userId === undefined });
  const list = query.data?.me?.savedGeminiPeople;
  const people = useMemo<AiPerson[] | undefined>(() => (list ? toAiPeople(list) : undefined), [list]);
  return {
    people,
    isLoading: query.loading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * Puts a person just saved into the cached list of the user `userId` (first, as the list is newest first;
 * a person saved again under a new name is renamed in place), so every screen showing the list has it
 * without asking again. A list never asked for is left alone (it will be asked in full when shown).
 */
export function rememberSavedPerson(
  cache: ApolloCache,
  userId: number | string,
  person: AiPerson_SavedGeminiPersonFragment,
): void {
  // The mutation answers a SavedAiPerson; the list holds the same row as a SavedGeminiPerson.
  const data = {
    ...person,
    __typename: 'SavedGeminiPerson',
    person: { ...person.person, __typename: 'PersonAttributes' },
  };
  const saved = cache.writeFragment({ fragment: AiPersonFragment, data });
  if (!saved) return;
  cache.modify<{ savedGeminiPeople: Reference[] }>({
    id: cache.identify({ __typename: 'User', id: userId }),
    fields: {
      savedGeminiPeople: (list, { readField }) =>
        list.some((ref) => readField('id', ref) === person.id) ? list : [saved, ...list],
    },
  });
}
