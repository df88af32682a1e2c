import { randomBytes } from 'node:crypto';

/** What a stored image is: a person's upload, or a generated try-on result. */
export type ObjectKind = 'upload' | 'result';

export interface NewObjectNames {
  key: string;
  thumbKey: string;
  address: string;
}

/**
 * Storage key and public address of a new object. The random part is 128 bits (base64url), so keys
 * are never guessable and never come from a client.
 */
export function newObjectNames(kind: ObjectKind, userId: number, ext: string): NewObjectNames {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`bad user id ${userId}`);
  const name = `${userId}/${randomBytes(16).toString('base64url')}.${ext}`;
  const key = kind === 'upload' ? `uploads/${name}` : `results/${name}`;
  return {
    key,
    thumbKey: `${key}.thumb.webp`,
    address: kind === 'upload' ? `/uploads/${name}` : `/uploads/results/${name}`,
  };
}

const ADDRESS = /^\/uploads\/(?:results\/)?[1-9][0-9]{0,9}\/[A-Za-z0-9_-]{22}\.(?:jpg|png|webp)$/;
const THUMB_SUFFIX = '.thumb.webp';

/** Which image of an address a request asks for: the image, its thumbnail, or the 2x thumbnail. */
export type ImageVariant = 'full' | 'thumb' | 'thumb2x';

/** Whether `value` has the shape of a media address (it may still not exist or not be the caller's). */
export function isMediaAddress(value: string): boolean {
  return ADDRESS.test(value);
}

/**
 * Parses the path of a `/uploads/...` request into the address it names and whether the thumbnail is
 * asked for (`?size=thumb` or the `.thumb.webp` suffix; `?size=thumb2x` for the 512 px one). Anything
 * else (`..`, encoded characters, other shapes) is null: the path is only ever looked up, never turned
 * into a storage key.
 */
export function parseServePath(
  path: string,
  query: Record<string, unknown> = {},
): { address: string; thumb: boolean; variant: ImageVariant } | null {
  let address = path;
  let variant: ImageVariant =
    query.size === 'thumb' ? 'thumb' : query.size === 'thumb2x' ? 'thumb2x' : 'full';
  if (address.endsWith(THUMB_SUFFIX)) {
    address = address.slice(0, -THUMB_SUFFIX.length);
    if (variant === 'full') variant = 'thumb';
  }
  return isMediaAddress(address) ? { address, thumb: variant !== 'full', variant } : null;
}

/** The thumbnail address (256 px WebP) of an image address. */
export function thumbnailUrl(address: string): string {
  return `${address}?size=thumb`;
}

/** The 2x thumbnail address (512 px WebP, for `srcset`) of an image address. */
export function thumbnail2xUrl(address: string): string {
  return `${address}?size=thumb2x`;
}
