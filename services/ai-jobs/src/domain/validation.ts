import { z } from 'zod';
import { AppError } from '@tryon/kit';
import {
  AGES,
  BACKGROUNDS,
  BUILDS,
  CATEGORIES,
  CLOTHING_STYLES,
  ETHNICITIES,
  GARMENT_TYPES,
  GENDERS,
  HAIR_COLORS,
  HAIR_STYLES,
  POSES,
} from '../providers/provider.js';

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .enum(values, { error: `must be one of ${values.join(', ')}` })
    .nullish()
    .transform((v) => v ?? fallback);

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'must not be blank')
    .refine((s) => s.length <= max, `must be at most ${max} characters`);

/** Only `/uploads/` addresses: the server never fetches a URL a person typed. */
const address = z
  .string()
  .max(500)
  .refine((s) => s.startsWith('/uploads/'), 'must be an /uploads/ address of one of your images');

/** The generate form (spec consumer-app section 5): every attribute from its list, with the defaults. */
export const generateSchema = z.object({
  gender: choice(GENDERS, 'female'),
  age: choice(AGES, 'young'),
  ethnicity: choice(ETHNICITIES, 'caucasian'),
  build: choice(BUILDS, 'average'),
  hairColor: choice(HAIR_COLORS, 'brown'),
  hairStyle: choice(HAIR_STYLES, 'medium'),
  clothing: choice(CLOTHING_STYLES, 'casual'),
  pose: choice(POSES, 'standing-front'),
  background: choice(BACKGROUNDS, 'white'),
  /** Free-prompt mode: trimmed, not blank. */
  prompt: text(1000).nullish(),
});
export type GenerateRequest = z.output<typeof generateSchema>;

/** The try-on call; the second garment is required in multi-garment mode. */
export const tryOnSchema = z
  .object({
    personImageUrl: address,
    clothingImageUrl: address,
    clothingImageUrl2: address.nullish(),
    category: choice(CATEGORIES, 'tops'),
    garmentType1: choice(GARMENT_TYPES, 'top'),
    garmentType2: z.enum(GARMENT_TYPES, { error: `must be one of ${GARMENT_TYPES.join(', ')}` }).nullish(),
    style: z.string().trim().max(100).nullish(),
    replaceFootwear: z.boolean().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.garmentType2 && !v.clothingImageUrl2) {
      ctx.addIssue({
        code: 'custom',
        path: ['clothingImageUrl2'],
        message: 'is required in multi-garment mode',
      });
    }
  });
export type TryOnRequest = z.output<typeof tryOnSchema>;

export const editSchema = z.object({
  baseImageUrl: address,
  editInstructions: text(1000),
});
export type EditRequest = z.output<typeof editSchema>;

/** Parses input with a schema; a problem is a 400 in the error catalogue's words. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || 'input';
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    throw new AppError('VALIDATION', `Missing required field: ${field}`);
  }
  throw new AppError('VALIDATION', `Invalid data: ${field} ${issue.message}`);
}
