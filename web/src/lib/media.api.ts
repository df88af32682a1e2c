import { apiJson } from './api';
import { throwIfNotOk } from './errors';

/**
 * The media calls of docs/contracts.md "Media (issue 3)": uploads, saved images and saved try-on results.
 * Every call sends cookies; a non-OK answer throws the shared `ApiError`.
 */

export type ImageCategory = 'person' | 'clothing';

/** A saved uploaded image (GET /api/saved-user-images...). */
export interface SavedUserImage {
  id: number;
  userId: number;
  imageUrl: string;
  thumbnailUrl: string;
  name: string;
  category: ImageCategory | string;
  isFavorite: boolean;
  uploadedAt: string;
}

/** A saved try-on result (GET /api/saved-try-on-results/{userId}). */
export interface SavedTryOnResult {
  id: number;
  userId: number;
  geminiSessionId: number | null;
  name: string;
  resultImageUrl: string;
  thumbnailUrl: string;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  category: string | null;
  style: string | null;
  isFavorite: boolean;
  savedAt: string;
}

/** Upload limit of the spec (section 9): 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const mediaUrls = {
  savedUserImages: (userId: number | string) => `/api/saved-user-images/${userId}`,
  savedUserImagesByCategory: (userId: number | string, category: ImageCategory) =>
    `/api/saved-user-images-by-category/${userId}/${category}`,
  savedTryOnResults: (userId: number | string) => `/api/saved-try-on-results/${userId}`,
};

/** POST /api/upload (multipart, field `image`): the stored image's `/uploads/...` address. */
export async function uploadImage(file: File): Promise<string> {
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

export interface SaveUserImageInput {
  imageUrl: string;
  name: string;
  category: ImageCategory;
}

/** POST /api/save-user-image: the saved item. */
export function saveUserImage(input: SaveUserImageInput): Promise<SavedUserImage> {
  return apiJson<SavedUserImage>('POST', '/api/save-user-image', input);
}

/** DELETE /api/saved-user-images/{id}. */
export async function deleteSavedUserImage(id: number): Promise<void> {
  await apiJson('DELETE', `/api/saved-user-images/${id}`);
}

/** DELETE /api/saved-try-on-results/{id}. */
export async function deleteSavedTryOnResult(id: number): Promise<void> {
  await apiJson('DELETE', `/api/saved-try-on-results/${id}`);
}

/**
 * Downloads a file (with cookies: `/uploads/*` is private) and hands it to the browser as `fileName`.
 * Returns the file name used.
 */
export async function downloadFile(url: string, fileName: string): Promise<string> {
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
