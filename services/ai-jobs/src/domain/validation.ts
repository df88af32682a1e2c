import { z } from 'zod';
import { eitherOf } from '@tryon/kit';
import {
  AgeGroup,
  Background,
  Build,
  ClothingStyle,
  Ethnicity,
  GarmentType,
  Gender,
  HairColor,
  HairStyle,
  Pose,
  TryOnCategory,
  oneOfMessage,
  PERSON_ATTRIBUTE_KEYS,
  type PersonAttributeKey,
} from '@tryon/proto-events';
import type { PersonAttributes } from '../providers/provider.js';

/**
 * A rule's message in the catalogue's words, naming the field it failed on: "Invalid data: <field> <rule>"
 * (kit's `parseInput` keeps a message that opens with "Invalid data" as it is).
 */
const rule = (text: string) => ({
  error: (issue: { path?: PropertyKey[] }) => `Invalid data: ${issue.path?.join('.') || 'input'} ${text}`,
});

/** zod's own wording of a too-long text, kept so that answers stay as they were. */
const tooLong = (max: number) => rule(`Too big: expected string to have <=${max} characters`);

/** A value of `set`, or nothing; anything else is refused as "Invalid data: <field> must be one of a, b". */
const choice = <T extends Readonly<Record<string, string>>>(set: z.ZodEnum<T>) =>
  z
    .enum(set.enum, {
      error: (issue: { path?: PropertyKey[] }) => oneOfMessage(issue.path?.join('.') || 'input', set),
    })
    .nullish();

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

/** The spec's defaults (section 5): female, young, caucasian, average, brown, medium, casual, standing-front, white. */
const PERSON_DEFAULTS: PersonAttributes = {
  gender: 'female',
  age: 'young',
  ethnicity: 'caucasian',
  build: 'average',
  hairColor: 'brown',
  hairStyle: 'medium',
  clothing: 'casual',
  pose: 'standing-front',
  background: 'white',
};

const personChoices = () => ({
  gender: choice(Gender),
  age: choice(AgeGroup),
  ethnicity: choice(Ethnicity),
  build: choice(Build),
  hairColor: choice(HairColor),
  hairStyle: choice(HairStyle),
  clothing: choice(ClothingStyle),
  pose: choice(Pose),
  background: choice(Background),
});

/**
 * The generate form (spec consumer-app section 5): every attribute from its set, with the defaults, given in
 * `person` or in the deprecated top-level fields (the same attribute in both with different values is
 * refused). The answer is flat: the nine attributes, the prompt and the request key.
 */
export const generateSchema = z
  .object({
    ...personChoices(),
    person: z.object(personChoices()).nullish(),
    /** Free-prompt mode: trimmed, not blank. */
    prompt: text(1000).nullish(),
    requestId,
  })
  .transform(({ person, prompt, requestId, ...old }, ctx) => {
    const attributes = { ...PERSON_DEFAULTS };
    for (const key of PERSON_ATTRIBUTE_KEYS) {
      const value = eitherOf(ctx, [`person.${key}`, person?.[key]], [key, old[key]]);
      if (value !== undefined) (attributes as Record<PersonAttributeKey, string>)[key] = value;
    }
    return { ...attributes, prompt, requestId };
  });
export type GenerateRequest = z.output<typeof generateSchema>;

/**
 * The try-on call; the second garment is required in multi-garment mode. The category and garment types
 * are given in their new fields or in the deprecated ones (the same choice in both with different values
 * is refused). The answer carries the deprecated names (the stored columns).
 */
export const tryOnSchema = z
  .object({
    personImageUrl: address,
    clothingImageUrl: address,
    clothingImageUrl2: address.nullish(),
    category: choice(TryOnCategory),
    garmentType1: choice(GarmentType),
    garmentType2: choice(GarmentType),
    tryOnCategory: choice(TryOnCategory),
    firstGarmentType: choice(GarmentType),
    secondGarmentType: choice(GarmentType),
    style: z.string().trim().max(100, tooLong(100)).nullish(),
    replaceFootwear: z.boolean().nullish(),
    requestId,
  })
  .transform(({ tryOnCategory, firstGarmentType, secondGarmentType, ...v }, ctx) => {
    const category = eitherOf(ctx, ['tryOnCategory', tryOnCategory], ['category', v.category]);
    const garmentType1 = eitherOf(
      ctx,
      ['firstGarmentType', firstGarmentType],
      ['garmentType1', v.garmentType1],
    );
    const garmentType2 = eitherOf(
      ctx,
      ['secondGarmentType', secondGarmentType],
      ['garmentType2', v.garmentType2],
    );
    if (garmentType2 && !v.clothingImageUrl2) {
      ctx.addIssue({
        code: 'custom',
        path: ['clothingImageUrl2'],
        message: 'Invalid data: clothingImageUrl2 is required in multi-garment mode',
      });
    }
    return {
      ...v,
      category: category ?? ('tops' as const),
      garmentType1: garmentType1 ?? ('top' as const),
      garmentType2: garmentType2 ?? null,
    };
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
