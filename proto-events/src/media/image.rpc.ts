import { z } from 'zod';
import { rpcSubject } from '../rpc.js';

/**
 * Media's request-reply calls (core NATS, queue group `media`), used by ai-jobs. The subjects are
 * `rpc.media.<call>` (see `rpcSubject`), so that no stream (media's is `media.>`) captures the requests.
 */
export const MEDIA_RPC_QUEUE = 'media';

/**
 * Resolves an `/uploads/` address to its stored object, only for its owner: ai-jobs checks job inputs with
 * it and its workers read the bytes by `key`. Never a URL fetch: an address that is not one of media's
 * stored objects answers NOT_FOUND.
 */
export const RESOLVE_IMAGE_SUBJECT = rpcSubject('media', 'resolve-image');

export const resolveImageRequestSchema = z.object({
  userId: z.number().int().positive(),
  address: z.string().min(1).max(500),
});
export type ResolveImageRequest = z.infer<typeof resolveImageRequestSchema>;

export const resolveImageResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    address: z.string(),
    key: z.string(),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['NOT_FOUND', 'FORBIDDEN', 'VALIDATION', 'INTERNAL']),
    error: z.string(),
  }),
]);
export type ResolveImageResponse = z.infer<typeof resolveImageResponseSchema>;

/**
 * Registers an AI result that a worker staged under `staging/results/{userId}/...` and answers the
 * `/uploads/results/...` address it is served at (owner or admin only). Media reads it, checks and cleans
 * it like an upload (dropping any metadata) and stores it (or keeps it where it is when there was nothing
 * to clean). With `checked`, the worker has already done that with kit's `cleanPng` (an upright PNG whose
 * metadata chunks it dropped before staging): media then checks the pixel limit and records it without
 * reading the bytes again (with the ETag of the worker's PUT, without asking the store at all; without it,
 * after comparing the stored object's size with the claim).
 */
export const REGISTER_RESULT_SUBJECT = rpcSubject('media', 'register-result');

/** An object store's ETag as a register-result call carries it (quotes taken off; MD5 hex for a PUT). */
export const RESULT_ETAG_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export const registerResultRequestSchema = z.object({
  userId: z.number().int().positive(),
  key: z.string().regex(/^staging\/results\/[1-9][0-9]{0,9}\/[A-Za-z0-9_-]{22}\.(png|jpg|webp)$/),
  checked: z
    .object({
      contentType: z.literal('image/png'),
      size: z.number().int().positive(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      /** The object store's ETag of the worker's PUT: media then does not ask the store for it. */
      etag: z.string().regex(RESULT_ETAG_PATTERN).optional(),
    })
    .optional(),
});
export type RegisterResultRequest = z.infer<typeof registerResultRequestSchema>;

export const registerResultResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), address: z.string() }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['NOT_FOUND', 'VALIDATION', 'INTERNAL']),
    error: z.string(),
  }),
]);
export type RegisterResultResponse = z.infer<typeof registerResultResponseSchema>;

/**
 * Saves a generated AI person (a completed person-generation session) to the person's saved people. ai-jobs
 * calls it after checking that the session is the caller's and completed; media checks that `imageUrl`
 * is a stored result the same person owns (FORBIDDEN when it is someone else's, NOT_FOUND when there is
 * none). One row per (userId, geminiSessionId): saving the same session again answers the existing row,
 * renamed to the new name (its image and savedAt stay; attributes are filled in only if it had none).
 */
export const SAVE_GEMINI_PERSON_SUBJECT = rpcSubject('media', 'save-gemini-person');

/** The generated person's attributes, as chosen on the generate screen; each may be absent. */
export const PERSON_ATTRIBUTE_NAMES = [
  'gender',
  'age',
  'ethnicity',
  'build',
  'hairColor',
  'hairStyle',
  'clothing',
  'pose',
] as const;
export type PersonAttributeName = (typeof PERSON_ATTRIBUTE_NAMES)[number];

const attributeValue = (field: PersonAttributeName) =>
  z
    .string({ error: `Invalid format: attributes.${field} must be text` })
    .trim()
    .max(50, `Invalid format: attributes.${field} is at most 50 characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const personAttributesSchema = z.object({
  gender: attributeValue('gender'),
  age: attributeValue('age'),
  ethnicity: attributeValue('ethnicity'),
  build: attributeValue('build'),
  hairColor: attributeValue('hairColor'),
  hairStyle: attributeValue('hairStyle'),
  clothing: attributeValue('clothing'),
  pose: attributeValue('pose'),
});
/** Every attribute present, null when not given. */
export type PersonAttributes = z.output<typeof personAttributesSchema>;

/** The address shape of a registered AI result: `/uploads/results/{userId}/{22 random chars}.{ext}`. */
const RESULT_ADDRESS = /^\/uploads\/results\/[1-9][0-9]{0,9}\/[A-Za-z0-9_-]{22}\.(?:jpg|png|webp)$/;

export const saveGeminiPersonRequestSchema = z.object({
  userId: z.number().int().positive(),
  geminiSessionId: z.number({ error: 'Invalid format: geminiSessionId must be a number' }).int().positive(),
  name: z
    .string({
      error: (i) =>
        i.input === undefined || i.input === null
          ? 'Missing required field: name'
          : 'Invalid format: name must be text',
    })
    .trim()
    .min(1, 'Missing required field: name')
    .max(100, 'Invalid format: name is at most 100 characters'),
  imageUrl: z
    .string({ error: 'Invalid format: imageUrl must be an /uploads/results/ address' })
    .regex(RESULT_ADDRESS, 'Invalid format: imageUrl must be an /uploads/results/ address'),
  /** Missing or null means none given. */
  attributes: personAttributesSchema.nullish().transform((v) => v ?? personAttributesSchema.parse({})),
  /**
   * Saving the same session again: true gives the saved person this `imageUrl` (an edit of the model the
   * person chose to save); missing or false keeps the image it has (a rename).
   */
  replaceImage: z.boolean().optional().default(false),
});
/** What a caller sends. */
export type SaveGeminiPersonRequest = z.input<typeof saveGeminiPersonRequestSchema>;
/** The request after parsing: the name trimmed, every attribute present (null when not given). */
export type SaveGeminiPersonData = z.output<typeof saveGeminiPersonRequestSchema>;

export const savedGeminiPersonSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  geminiSessionId: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string(),
  isFavorite: z.boolean(),
  /** ISO 8601. */
  savedAt: z.string(),
  attributes: z.object({
    gender: z.string().nullable(),
    age: z.string().nullable(),
    ethnicity: z.string().nullable(),
    build: z.string().nullable(),
    hairColor: z.string().nullable(),
    hairStyle: z.string().nullable(),
    clothing: z.string().nullable(),
    pose: z.string().nullable(),
  }),
});
export type SavedGeminiPersonRecord = z.infer<typeof savedGeminiPersonSchema>;

export const saveGeminiPersonResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), person: savedGeminiPersonSchema }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['VALIDATION', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL']),
    error: z.string(),
  }),
]);
export type SaveGeminiPersonResponse = z.infer<typeof saveGeminiPersonResponseSchema>;
