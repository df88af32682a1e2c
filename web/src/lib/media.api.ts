import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__';
import type {
  MediaSavedTryOnResultFragment,
  MediaSavedUserImageFragment,
  SaveUserImageInput,
} from '../__generated__/graphql';
import { ApiError, getFriendlyError, throwIfNotOk, UPLOAD_FAILED_MESSAGE } from './errors';

/**
 * The media calls (docs/contracts.md "Media"): saved images and saved try-on results through the graph
 * (typed documents; answers merge into the Apollo cache), uploads and downloads over plain HTTP. Every call
 * sends cookies; a failure throws the shared `ApiError`.
 */

export type ImageCategory = 'person' | 'clothing';

/** Every field of a saved uploaded image, so any screen's list can take a just-saved one. */
export const MediaSavedUserImageFragmentDoc = graphql(`
  fragment MediaSavedUserImage on SavedUserImage {
    id
    userId
    imageUrl
    thumbnailUrl
    thumbnail2xUrl
    name
    category
    isFavorite
    uploadedAt
  }
`);

/** Every field of a saved try-on result. */
export const MediaSavedTryOnResultFragmentDoc = graphql(`
  fragment MediaSavedTryOnResult on SavedTryOnResult {
    id
    userId
    geminiSessionId
    name
    resultImageUrl
    thumbnailUrl
    thumbnail2xUrl
    personImageUrl
    clothingImageUrl
    category
    style
    isFavorite
    savedAt
  }
`);

/** A saved uploaded image. */
export type SavedUserImage = MediaSavedUserImageFragment;
/** A saved try-on result. */
export type SavedTryOnResult = MediaSavedTryOnResultFragment;

export const SaveUserImageMutation = graphql(`
  mutation SaveUserImage($input: SaveUserImageInput!) {
    saveUserImage(input: $input) {
      ...MediaSavedUserImage
    }
  }
`);

export const DeleteSavedUserImageMutation = graphql(`
  mutation DeleteSavedUserImage($id: Int!) {
    deleteSavedUserImage(id: $id)
  }
`);

export const DeleteSavedTryOnResultMutation = graphql(`
  mutation DeleteSavedTryOnResult($id: Int!) {
    deleteSavedTryOnResult(id: $id)
  }
`);

/** Upload limit of the spec (section 9): 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** POST /api/upload (multipart, field `image`): the stored image's `/uploads/...` address. */
export async function uploadImage(file: File): Promise<string> {
  // REST on purpose: a file goes up as multipart/form-data, which the graph (JSON over POST /graphql) does not take.
  const body = new FormData();
  body.append('image', file);
  const res = await fetch('/api/upload', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body,
  });
  await throwIfNotOk(res);
  const { url } = (await res.json()) as { url: string };
  return url;
}

/**
 * Why the server refused an upload, for the person: the error table's words where it has a row for the
 * reason that says more than that the upload failed ("Invalid file type. Use JPG, PNG or WEBP" reads "This
 * file type isn't supported." with its suggestion), else the server's own reason, first letter capitalised
 * ("Upload failed: the image has too many pixels" stays: the table's "upload failed" row would drop the
 * why). `null` when there is none to show (a network failure, a server fault, a bare code such as
 * "BAD_REQUEST"), where the caller says the upload failed in general.
 */
export function uploadRefusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const text = error.message.trim();
  if (text.length < 3 || /^[A-Z_]+$/.test(text)) return null;
  const { message, suggestion } = getFriendlyError(error);
  if (message !== UPLOAD_FAILED_MESSAGE) return suggestion ? `${message} ${suggestion}` : message;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The category a cached `savedUserImages` list holds (`null`: every category), read from its store field
 * name: `savedUserImages:{"category":"person"}` (the type policy keys it by category), or
 * `savedUserImages` without one. `undefined` when the name is not understood (the list is left alone).
 */
function listCategory(storeFieldName: string, fieldName: string): string | null | undefined {
  const key = storeFieldName.slice(fieldName.length);
  if (key === '' || key === ':{}' || key === '({})') return null;
  const json = key.startsWith(':') ? key.slice(1) : key.startsWith('(') ? key.slice(1, -1) : null;
  if (json === null) return undefined;
  try {
    const args = JSON.parse(json) as { category?: string | null };
    return args.category ?? null;
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
    return category !== undefined && (category === null || category === saved.category);
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

/**
 * Downloads a file (with cookies: `/uploads/*` is private) and hands it to the browser as `fileName`.
 * Returns the file name used.
 */
export async function downloadFile(url: string, fileName: string): Promise<string> {
  // REST on purpose: the bytes of a stored file, not data; the graph answers JSON only.
  const res = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return fileName;
}

/** Downloads an image and saves it as `{name}.jpg`, the spec's file name for gallery items. */
export function downloadImage(url: string, name: string): Promise<string> {
  // The server converts a PNG or WebP to JPEG on the way out, so the file really is a .jpg.
  return downloadFile(`${url}${url.includes('?') ? '&' : '?'}format=jpg`, `${name}.jpg`);
}

/** A date as the default save names show it, e.g. "Person Photo - 1/2/2026". */
export function defaultSaveName(prefix: string, date: Date = new Date()): string {
  return `${prefix} - ${date.toLocaleDateString()}`;
}
