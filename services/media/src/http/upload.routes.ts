import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, requireUser } from '@tryon/kit';
import type { UploadService } from '../domain/upload.service.js';

const MISSING_IMAGE = 'Missing required field: image';

/**
 * `POST /upload` (the gateway's `POST /api/upload`): multipart, field `image`, only the first file is
 * read; the size limit is applied while the bytes stream in.
 */
export function uploadRoutes(app: FastifyInstance, uploads: UploadService, opts: { maxBytes: number }): void {
  app.post('/upload', async (req, reply) => {
    const userId = requireUser(req.caller);
    if (!req.isMultipart()) throw new AppError('VALIDATION', MISSING_IMAGE);
    let part: MultipartFile | undefined;
    try {
      part = await req.file({
        limits: { fileSize: opts.maxBytes, files: 1, fields: 20, parts: 40, fieldSize: 64 * 1024 },
        throwFileSizeLimit: false,
      });
    } catch (err) {
      throw new AppError('VALIDATION', 'Upload failed: the request is not valid multipart data', {
        cause: err,
      });
    }
    if (!part) throw new AppError('VALIDATION', MISSING_IMAGE);
    if (part.fieldname !== 'image') {
      part.file.resume();
      throw new AppError('VALIDATION', MISSING_IMAGE);
    }
    const file = part.file;
    const result = await uploads.upload(userId, { stream: file, truncated: () => file.truncated });
    return reply.status(201).send(result);
  });
}
