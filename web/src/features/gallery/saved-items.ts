import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type {
  ImageCategory,
  MediaSavedTryOnResultFragment,
  MediaSavedUserImageFragment,
  SaveUserImageInput,
} from '../../__generated__/graphql';
import {
  SaveUserImageMutation,
  DeleteSavedUserImageMutation,
  DeleteSavedTryOnResultMutation,
} from './gallery.graphql';

/**
 * The saved images and saved try-on results through the graph (docs/contracts.md "Media"; typed documents,
 * answers merge into the Apollo cache). Uploads and downloads over plain HTTP are in lib/uploads.ts.
 */

/** A saved uploaded image. */
export type SavedUserImage = MediaSavedUserImageFragment;
/** A saved try-on result. */
export type SavedTryOnResult = MediaSavedTryOnResultFragment;

/**
 * The kind a cached `savedUserImages` list holds (`null`: every kind), read from its store field name:
 * `savedUserImages:{"kind":"person"}` (the type policy keys it by kind), or `savedUserImages` without
 * one. `undefined` when the name is not understood (the list is left alone).
 */
function listCategory(storeFieldName: string, fieldName: string): ImageCategory | null | undefined {
  const key = storeFieldName.slice(fieldName.length);
  if (key === '' || key === ':{}' || key === '({})') return null;
  const json = key.startsWith(':') ? key.slice(1) : key.startsWith('(') ? key.slice(1, -1) : null;
  if (json === null) return undefined;
  try {
    const args = JSON.parse(json) as { kind?: ImageCategory | null };
    return args.kind ?? null;
  } catch {
    return undefined;
  }
}

/** A cached page of a keyset list (`savedUserImagesPage`, ...): the pages loaded so far. */
interface CachedPage {
  items: readonly Reference[];
  nextCursor?: string | null;
  totalCount?: number;
}

/**
 * Puts a just-saved image first (the lists are newest first) in its owner's cached lists that should hold
 * it: the one of its category and the unfiltered one, whole or paged (the paged one counts it too). Lists
 * not in the cache stay absent (asked when shown).
 */
export function addSavedUserImage(cache: ApolloCache, saved: SavedUserImage): void {
  const holds = (storeFieldName: string, fieldName: string) => {
    const category = listCategory(storeFieldName, fieldName);
    return category !== undefined && (category === null || category === saved.kind);
  };
  cache.modify({
    id: cache.identify({ __typename: 'User', id: saved.userId }),
    fields: {
      savedUserImages(existing, { fieldName, storeFieldName, readField, toReference }) {
        if (!holds(storeFieldName, fieldName)) return existing;
        const list = existing as readonly Reference[];
        if (list.some((item) => readField('id', item) === saved.id)) return list;
        const added = toReference({ __typename: 'SavedUserImage', id: saved.id });
        return added ? [added, ...list] : list;
      },
      savedUserImagesPage(existing, { fieldName, storeFieldName, readField, toReference }) {
        const page = existing as CachedPage;
        if (!holds(storeFieldName, fieldName)) return page;
        if (page.items.some((item) => readField('id', item) === saved.id)) return page;
        const added = toReference({ __typename: 'SavedUserImage', id: saved.id });
        if (!added) return page;
        return {
          ...page,
          items: [added, ...page.items],
          ...(typeof page.totalCount === 'number' ? { totalCount: page.totalCount + 1 } : {}),
        };
      },
    },
  });
}

/**
 * Removes a deleted saved item from the cache, and so from every list that held it; the paged lists of
 * its owner (`userId`, when known) that held it count one fewer.
 */
export function evictSavedItem(
  cache: ApolloCache,
  item: { __typename: 'SavedUserImage' | 'SavedTryOnResult'; id: number },
  userId?: number,
): void {
  const ref = cache.identify(item);
  if (userId !== undefined && ref) {
    const field = item.__typename === 'SavedUserImage' ? 'savedUserImagesPage' : 'savedTryOnResultsPage';
    cache.modify<Record<string, CachedPage>>({
      id: cache.identify({ __typename: 'User', id: userId }),
      fields: {
        [field]: (existing, { readField }) => {
          const page = existing as CachedPage;
          if (typeof page.totalCount !== 'number') return existing;
          const holds = page.items.some(
            (r) => readField('__typename', r) === item.__typename && readField('id', r) === item.id,
          );
          return holds ? { ...page, totalCount: Math.max(0, page.totalCount - 1) } : existing;
        },
      },
    });
  }
  cache.evict({ id: ref });
  cache.gc();
}

/** Saves an uploaded image to the gallery; resolves to the saved item, already in the cached lists. */
export function useSaveUserImage(): (input: SaveUserImageInput) => Promise<SavedUserImage> {
  const [save] = useMutation(SaveUserImageMutation);
  return useCallback(
    async (input) => {
      const { data } = await save({
        variables: { input },
        update: (cache, { data: answer }) => {
          if (answer) addSavedUserImage(cache, answer.saveUserImage);
        },
      });
      if (!data) throw new Error('The save answered no image');
      return data.saveUserImage;
    },
    [save],
  );
}

/**
 * Deletes a saved image or try-on result of the signed-in person (`userId`, so its paged lists count one
 * fewer) and drops it from the cache.
 */
export function useDeleteSavedItem(
  userId?: number,
): (item: { kind: 'user_image' | 'try_on_result'; id: number }) => Promise<void> {
  const [deleteImage] = useMutation(DeleteSavedUserImageMutation);
  const [deleteResult] = useMutation(DeleteSavedTryOnResultMutation);
  return useCallback(
    async ({ kind, id }) => {
      if (kind === 'try_on_result') {
        await deleteResult({
          variables: { id },
          update: (cache) => evictSavedItem(cache, { __typename: 'SavedTryOnResult', id }, userId),
        });
      } else {
        await deleteImage({
          variables: { id },
          update: (cache) => evictSavedItem(cache, { __typename: 'SavedUserImage', id }, userId),
        });
      }
    },
    [deleteImage, deleteResult, userId],
  );
}
