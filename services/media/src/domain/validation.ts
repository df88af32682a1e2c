import { z } from 'zod';

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
