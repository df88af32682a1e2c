import type { FastifyInstance } from 'fastify';
import { AppError, requireSelfOrAdmin, requireUser, type ObjectStorage } from '@tryon/kit';
import type { MediaObjectsRepository } from '../data/media-objects.repository.js';
import type { UploadService } from '../domain/upload.service.js';
import { parseServePath } from '../domain/addresses.js';
import { etagMatches, parseRange } from './range.js';

export const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * `GET|HEAD /uploads/*`: the owner (or an admin) gets the bytes. The path is only looked up in
 * media_objects, never turned into a storage key, so `..` and other tricks find nothing.
 * `?size=thumb` answers the 256 px WebP thumbnail, `?size=thumb2x` the 512 px one (srcset 2x).
 * `?format=jpg` answers a PNG or WebP as a JPEG (white background), for downloads named `{name}.jpg`.
 */
export function serveRoutes(
  app: FastifyInstance,
  deps: { objects: MediaObjectsRepository; storage: ObjectStorage; uploads: UploadService },
): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (req, reply) => {
      requireUser(req.caller);
      const rawPath = req.url.split('?')[0] ?? '';
      const target = parseServePath(rawPath, req.query as Record<string, unknown>);
      const obj = target ? await deps.objects.findByAddress(target.address) : null;
      if (!target || !obj) throw new AppError('NOT_FOUND', 'Not found');
      requireSelfOrAdmin(req.caller, obj.userId);

      const format = (req.query as Record<string, unknown>).format;
      if (format !== undefined && format !== 'jpg')
        throw new AppError('VALIDATION', 'Invalid format: format must be jpg');
      if (format === 'jpg' && !target.thumb && obj.contentType !== 'image/jpeg') {
        const etag = `"${obj.etag.replace(/"/g, '')}-jpg"`;
        reply.headers({
          'content-type': 'image/jpeg',
          etag,
          'cache-control': CACHE_CONTROL,
          'x-content-type-options': 'nosniff',
          vary: 'Cookie',
        });
        if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
        // Converted once, inside the image concurrency limit, then served from storage.
        const copy = await deps.uploads.jpegCopy(obj);
        reply.header('content-length', String(copy.size));
        if (req.method === 'HEAD') return reply.send();
        return reply.send(await deps.storage.getObject(copy.key));
      }

      // The 2x thumbnail is not recorded: made with an upload (or on first demand for AI results and older
      // images). The 1x one is recorded: made with an upload, or on an AI result's first view.
      const thumb2x = target.variant === 'thumb2x' ? await deps.uploads.thumb2x(obj) : null;
      const thumb = target.variant === 'thumb' ? await deps.uploads.thumb(obj) : null;
      const key = thumb2x ? thumb2x.key : thumb ? thumb.key : obj.key;
      const size = thumb2x ? thumb2x.size : thumb ? thumb.size : Number(obj.size);
      const etag = thumb2x ? `"${thumb2x.etag.replace(/"/g, '')}-2x"` : thumb ? thumb.etag : obj.etag;
      reply.headers({
        'content-type': target.thumb ? 'image/webp' : obj.contentType,
        etag,
        'cache-control': CACHE_CONTROL,
        'accept-ranges': 'bytes',
        'last-modified': new Date(obj.createdAt).toUTCString(),
        'x-content-type-options': 'nosniff',
        vary: 'Cookie',
      });
      if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();

      const range = parseRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ error: 'Requested range not satisfiable', code: 'VALIDATION' });
      }
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
        reply.header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(size));
      }
      if (req.method === 'HEAD') return reply.send();
      const body = await deps.storage.getObject(key, range ?? undefined);
      return reply.send(body);
    },
  });
}
