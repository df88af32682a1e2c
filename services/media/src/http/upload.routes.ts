import type { FastifyInstance } from 'fastify';
import { AppError, requireUser } from '@tryon/kit';
import type { UploadService } from '../domain/upload.service.js';
import { MISSING_IMAGE, readUploadBody, UploadSlots, type UploadBodyLimits } from './upload-body.js';

export const TOO_MANY_UPLOADS = 'Too many uploads at once: wait for one to finish and try again';
export const UPLOAD_TOO_SLOW =
  'Upload timed out: the file arrived too slowly. Please try again on a better connection.';

/**
 * `POST /upload` (the gateway's `POST /api/upload`): multipart, field `image`, only the first file is
 * read; the size limit is applied while the bytes stream in. Each person has at most `perPerson` uploads
 * open at once (429 with Retry-After beyond it); a body slower than the minimum rate or longer than the
 * total time is cut off (408), and one that ends without its closing boundary is a 400 at once.
 */
export function uploadRoutes(
  app: FastifyInstance,
  uploads: UploadService,
  opts: UploadBodyLimits & { perPerson: number; retryAfterSeconds: number },
): void {
  const slots = new UploadSlots(opts.perPerson);
  app.post('/upload', async (req, reply) => {
    const userId = requireUser(req.caller);
    if (!req.isMultipart()) throw new AppError('VALIDATION', MISSING_IMAGE);
    const release = slots.take(userId);
    if (!release) {
      // Answered before the body is read: the connection goes with the answer.
      reply.header('connection', 'close');
      throw new AppError('RATE_LIMITED', TOO_MANY_UPLOADS, {
        headers: { 'retry-after': String(opts.retryAfterSeconds) },
      });
    }
    const body = readUploadBody(req.raw, opts);
    try {
      const file = await body.file;
      if (!file) throw new AppError('VALIDATION', MISSING_IMAGE);
      const result = await uploads.upload(userId, file);
      return await reply.status(201).send(result);
    } catch (err) {
      const cut = body.cutOff();
      if (cut === 'too-slow' || cut === 'too-long') {
        return reply
          .status(408)
          .header('connection', 'close')
          .send({ error: UPLOAD_TOO_SLOW, code: 'TIMEOUT' });
      }
      if (!req.raw.complete) reply.header('connection', 'close');
      throw err;
    } finally {
      body.stop();
      release();
    }
  });
}
