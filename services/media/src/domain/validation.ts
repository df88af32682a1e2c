import { z } from 'zod';
import { eitherOf } from '@tryon/kit';
import { ImageCategory, TryOnCategory, oneOfMessage } from '@tryon/proto-events';
import { BAD_CURSOR_MESSAGE, decodeCursor } from './cursor.js';

export const IMAGE_URL_MESSAGE = 'Invalid format: imageUrl must be an /uploads/ address you own';

const requiredName = z
  .string({
    error: (i) =>
      i.input === undefined || i.input === null
        ? 'Missing required field: name'
        : 'Invalid format: name must be text',
  })
  .trim()
  .min(1, 'Missing required field: name')
  .max(200, 'Invalid format: name is at most 200 characters');

const address = (field: string) =>
  z.string({
    error: (i) =>
      i.input === undefined || i.input === null
        ? `Missing required field: ${field}`
        : `Invalid format: ${field} must be an /uploads/ address you own`,
  });

const optionalAddress = (field: string) =>
  z
    .string({ error: `Invalid format: ${field} must be an /uploads/ address you own` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * person or clothing, or nothing; anything else is refused as "Invalid format: <field> must be person or
 * clothing" (the documented words, older than the enum).
 */
const imageCategory = (field: string) =>
  z
    .enum(ImageCategory.enum, {
      error: `Invalid format: ${field} must be ${ImageCategory.options.join(' or ')}`,
    })
    .nullish();

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `Invalid format: ${field} must be text` })
    .trim()
    .max(max, `Invalid format: ${field} is at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A saved image: `kind` (or the deprecated `category`) is person or clothing; missing means person. */
export const saveUserImageInput = z
  .object({
    imageUrl: address('imageUrl'),
    name: requiredName,
    category: imageCategory('category'),
    kind: imageCategory('kind'),
  })
  .transform(({ kind, ...v }, ctx) => ({
    ...v,
    category: eitherOf(ctx, ['kind', kind], ['category', v.category]) ?? 'person',
  }));
export type SaveUserImageInput = z.infer<typeof saveUserImageInput>;

/**
 * A saved try-on result. Its category is `tryOnCategory` (one of the try-on categories) or the deprecated
 * `category` (text, as the documented call has always taken it); not both with different values.
 */
export const saveTryOnResultInput = z
  .object({
    geminiSessionId: z
      .number({ error: 'Invalid format: geminiSessionId must be a number' })
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    name: requiredName,
    resultImageUrl: address('resultImageUrl'),
    personImageUrl: optionalAddress('personImageUrl'),
    clothingImageUrl: optionalAddress('clothingImageUrl'),
    category: optionalText('category', 50),
    tryOnCategory: z
      .enum(TryOnCategory.enum, { error: oneOfMessage('tryOnCategory', TryOnCategory) })
      .nullish(),
    style: optionalText('style', 50),
  })
  .transform(({ tryOnCategory, ...v }, ctx) => ({
    ...v,
    category: eitherOf<string>(ctx, ['tryOnCategory', tryOnCategory], ['category', v.category]) ?? null,
  }));
export type SaveTryOnResultInput = z.infer<typeof saveTryOnResultInput>;

/** A list's filter by image category, `kind` or the deprecated `category`: absent means all. */
export const categoryFilter = z
  .object({ category: imageCategory('category'), kind: imageCategory('kind') })
  .transform(({ category, kind }, ctx) => eitherOf(ctx, ['kind', kind], ['category', category]) ?? null);

/** Items a gallery page holds when the client does not say. */
export const DEFAULT_PAGE_SIZE = 50;
/** The most a gallery page holds. */
export const MAX_PAGE_SIZE = 100;
const LIMIT_MESSAGE = `Invalid data: limit must be 1 to ${MAX_PAGE_SIZE}`;

/** A gallery page: `limit` 1 to 100 (default 50) items after `cursor` (absent: the first page). */
export const galleryPageInput = z.object({
  limit: z
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .nullish()
    .transform((v) => v ?? DEFAULT_PAGE_SIZE)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(MAX_PAGE_SIZE, LIMIT_MESSAGE)),
  cursor: z
    .string({ error: BAD_CURSOR_MESSAGE })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const cursor = decodeCursor(v);
      if (!cursor) ctx.addIssue({ code: 'custom', message: BAD_CURSOR_MESSAGE });
      return cursor;
    }),
});
export type GalleryPageInput = z.infer<typeof galleryPageInput>;
