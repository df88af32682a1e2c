import { ApiError, getFriendlyError, throwIfNotOk, UPLOAD_FAILED_MESSAGE } from './errors';

/**
 * Uploads and downloads over plain HTTP (docs/contracts.md "Media"): a file goes up as multipart and comes
 * down as bytes, neither of which the graph (JSON) takes. Every call sends cookies; a failure throws the
 * shared `ApiError`.
 */

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
