import { AppError, natsRequest, type Nats } from '@tryon/kit';
import {
  DEBIT_SUBJECT,
  REGISTER_RESULT_SUBJECT,
  RESOLVE_IMAGE_SUBJECT,
  SAVE_GEMINI_PERSON_SUBJECT,
  debitResponseSchema,
  saveGeminiPersonResponseSchema,
  type SaveGeminiPersonRequest,
  type SaveGeminiPersonResponse,
  registerResultResponseSchema,
  resolveImageResponseSchema,
  type DebitRequest,
  type DebitResponse,
  type RegisterResultRequest,
  type ResolveImageResponse,
} from '@tryon/proto-events';
import type { z } from 'zod';

const TIMEOUT_MS = 10_000;
const REGISTER_TIMEOUT_MS = 60_000;

/** Calls of other services over NATS request-reply: billing's debit, media's image calls. */
export class ServiceClients {
  constructor(private readonly nats: Nats) {}

  private async ask<S extends z.ZodType>(
    subject: string,
    body: unknown,
    schema: S,
    timeout = TIMEOUT_MS,
  ): Promise<z.infer<S>> {
    let raw: unknown;
    try {
      const m = await natsRequest(this.nats, subject, JSON.stringify(body), { timeout });
      raw = m.json();
    } catch (err) {
      throw new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again.', {
        cause: err,
      });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new AppError('INTERNAL', `Unexpected answer on ${subject}`);
    return parsed.data;
  }

  debit(req: DebitRequest): Promise<DebitResponse> {
    return this.ask(DEBIT_SUBJECT, req, debitResponseSchema);
  }

  resolveImage(userId: number, address: string): Promise<ResolveImageResponse> {
    return this.ask(RESOLVE_IMAGE_SUBJECT, { userId, address }, resolveImageResponseSchema);
  }

  /** Saves a generated person to the person's gallery in media (saved_gemini_people). */
  savePerson(req: SaveGeminiPersonRequest): Promise<SaveGeminiPersonResponse> {
    return this.ask(SAVE_GEMINI_PERSON_SUBJECT, req, saveGeminiPersonResponseSchema);
  }

  /**
   * Registers a staged result with media; answers its /uploads/ address. Media reads and checks the image
   * (unless `checked` says this worker did), a few at a time, so under load this waits longer than other
   * calls; asking again with the same key is safe (media answers the address it registered).
   */
  async registerResult(
    userId: number,
    key: string,
    checked?: RegisterResultRequest['checked'],
  ): Promise<string> {
    const answer = await this.ask(
      REGISTER_RESULT_SUBJECT,
      { userId, key, ...(checked ? { checked } : {}) },
      registerResultResponseSchema,
      REGISTER_TIMEOUT_MS,
    );
    if (!answer.ok) {
      // INTERNAL: media (or its storage) failed on its side; asking again later may work. NOT_FOUND: the
      // staged object is gone. VALIDATION: the bytes are not an image media accepts.
      throw new AppError(answer.code, `media refused the result: ${answer.code} ${answer.error}`);
    }
    return answer.address;
  }
}
