import { z } from 'zod';
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

/**
 * A rule's message in the catalogue's words, naming the field it failed on: "Invalid data: <field> <rule>"
 * (kit's `parseInput` keeps a message that opens with "Invalid data" as it is).
 */
const rule = (text: string) => ({
  error: (issue: { path?: PropertyKey[] }) => `Invalid data: ${issue.path?.join('.') || 'input'} ${text}`,
});

/** zod's own wording of a too-long text, kept so that answers stay as they were. */
const tooLong = (max: number) => rule(`Too big: expected string to have <=${max} characters`);

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .enum(values, rule(`must be one of ${values.join(', ')}`))
    .nullish()
    .transform((v) => v ?? fallback);

const text = (max: number) =>
  z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, rule('must not be blank'))
    .refine((s) => s.length <= max, rule(`must be at most ${max} characters`));

/** Only `/uploads/` addresses: the server never fetches a URL a person typed. */
const address = z
  .string()
  .max(500, tooLong(500))
  .refine((s) => s.startsWith('/uploads/'), rule('must be an /uploads/ address of one of your images'));

/**
 * The client's key for one request (a UUID, say): the same key again answers the job it started instead of
 * starting (and charging) another one.
 */
const requestId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, rule('must be 8 to 100 letters, digits or . _ : -'))
  .nullish();

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
  requestId,
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
    garmentType2: z.enum(GARMENT_TYPES, rule(`must be one of ${GARMENT_TYPES.join(', ')}`)).nullish(),
    style: z.string().trim().max(100, tooLong(100)).nullish(),
    replaceFootwear: z.boolean().nullish(),
    requestId,
  })
  .superRefine((v, ctx) => {
    if (v.garmentType2 && !v.clothingImageUrl2) {
      ctx.addIssue({
        code: 'custom',
        path: ['clothingImageUrl2'],
        message: 'Invalid data: clothingImageUrl2 is required in multi-garment mode',
      });
    }
  });
export type TryOnRequest = z.output<typeof tryOnSchema>;

export const editSchema = z.object({
  baseImageUrl: address,
  editInstructions: text(1000),
  requestId,
});
export type EditRequest = z.output<typeof editSchema>;

/** The admin's pin of a Gemini model: a model name, or nothing (null or blank: the automatic choice). */
export const pinModelSchema = z.object({
  model: z
    .string()
    .trim()
    .max(200, rule('must be at most 200 characters'))
    .regex(/^(models\/)?[A-Za-z0-9._-]*$/, rule('must be one of the available models'))
    .nullish(),
});
