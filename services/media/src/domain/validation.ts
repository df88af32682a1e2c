import { z } from 'zod';
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

/** person or clothing; missing means person. */
export const userImageCategory = z
  .enum(['person', 'clothing'], { error: 'Invalid format: category must be person or clothing' })
  .nullish()
  .transform((v) => v ?? 'person');

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `Invalid format: ${field} must be text` })
    .trim()
    .max(max, `Invalid format: ${field} is at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const saveUserImageInput = z.object({
  imageUrl: address('imageUrl'),
  name: requiredName,
  category: userImageCategory,
});
export type SaveUserImageInput = z.infer<typeof saveUserImageInput>;

export const saveTryOnResultInput = z.object({
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
  style: optionalText('style', 50),
});
export type SaveTryOnResultInput = z.infer<typeof saveTryOnResultInput>;

/** A category filter of a list: absent means all. */
export const categoryFilter = z
  .enum(['person', 'clothing'], { error: 'Invalid format: category must be person or clothing' })
  .nullish()
  .transform((v) => v ?? null);

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
