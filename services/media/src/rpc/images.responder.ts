import { AppError, startResponder, type Logger, type Nats, type RunningResponder } from '@tryon/kit';
import {
  MEDIA_RPC_QUEUE,
  REGISTER_RESULT_SUBJECT,
  RESOLVE_IMAGE_SUBJECT,
  SAVE_GEMINI_PERSON_SUBJECT,
  registerResultRequestSchema,
  resolveImageRequestSchema,
  type RegisterResultResponse,
  type ResolveImageResponse,
  type SaveGeminiPersonResponse,
} from '@tryon/proto-events';
import type { MediaObjectsRepository } from '../data/media-objects.repository.js';
import { isMediaAddress } from '../domain/addresses.js';
import type { GalleryService } from '../domain/gallery.service.js';
import type { UploadService } from '../domain/upload.service.js';

const invalid = (issues: { path: PropertyKey[]; message: string }[]) => ({
  ok: false as const,
  code: 'VALIDATION' as const,
  error: `Invalid data: ${issues[0]?.path.join('.') || 'body'}: ${issues[0]?.message ?? 'invalid'}`,
});

/** A refusal the caller should hear about as `{ok: false, code, error}`; anything else is rethrown. */
function refusal<C extends string>(err: unknown, codes: readonly C[]): { ok: false; code: C; error: string } {
  if (err instanceof AppError && (codes as readonly string[]).includes(err.code)) {
    return { ok: false, code: err.code as C, error: err.message };
  }
  throw err;
}

/**
 * media's request-reply calls for ai-jobs: resolve an `/uploads/` address of the caller's to its stored
 * object (nothing else: never a URL fetch), register a worker's staged result, and save a generated
 * person to the person's saved people.
 */
export function startImageResponders(
  nats: Nats,
  deps: {
    objects: MediaObjectsRepository;
    uploads: UploadService;
    gallery: GalleryService;
    logger: Logger;
    /** How long a resolved input stays held for the job that will read it. */
    jobInputHoldMs: number;
  },
): RunningResponder[] {
  const { objects, uploads, gallery, logger, jobInputHoldMs } = deps;
  return [
    startResponder(nats, {
      subject: RESOLVE_IMAGE_SUBJECT,
      queue: MEDIA_RPC_QUEUE,
      logger,
      handle: async (body): Promise<ResolveImageResponse> => {
        const parsed = resolveImageRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        const { userId, address } = parsed.data;
        const found = isMediaAddress(address) ? await objects.findByAddress(address) : null;
        if (!found)
          return { ok: false, code: 'NOT_FOUND', error: 'Image not found: use an image you uploaded' };
        if (found.userId !== userId)
          return { ok: false, code: 'FORBIDDEN', error: 'Forbidden: not your image' };
        // A job is about to read it: keep the bytes even if its saved item is deleted meanwhile.
        await objects.hold(found.address, new Date(Date.now() + jobInputHoldMs));
        return {
          ok: true,
          address: found.address,
          key: found.key,
          contentType: found.contentType,
          width: found.width,
          height: found.height,
        };
      },
    }),
    startResponder(nats, {
      subject: REGISTER_RESULT_SUBJECT,
      queue: MEDIA_RPC_QUEUE,
      logger,
      handle: async (body): Promise<RegisterResultResponse> => {
        const parsed = registerResultRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error.issues);
        try {
          return {
            ok: true,
            address: await uploads.registerResult(parsed.data.userId, parsed.data.key, parsed.data.checked),
          };
        } catch (err) {
          return refusal(err, ['NOT_FOUND', 'VALIDATION'] as const);
        }
      },
    }),
    startResponder(nats, {
      subject: SAVE_GEMINI_PERSON_SUBJECT,
      queue: MEDIA_RPC_QUEUE,
      logger,
      handle: async (body): Promise<SaveGeminiPersonResponse> => {
        try {
          return { ok: true, person: (await gallery.saveGeminiPerson(body)).person };
        } catch (err) {
          return refusal(err, ['VALIDATION', 'FORBIDDEN', 'NOT_FOUND'] as const);
        }
      },
    }),
  ];
}
