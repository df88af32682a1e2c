import type { FastifyInstance } from 'fastify';
import { AppError, linkPage, type ObjectStorage } from '@tryon/kit';
import type { DataExportService } from '../domain/data-export.service.js';

/**
 * The download of a data export (GET, through the gateway's /api/account/export/download?token=): the
 * signed link is all it needs (no cookie: it is followed from the mail on any device). A link that is
 * altered, expired or whose export is gone answers a 400 page and nothing else.
 */
export function exportRoutes(
  app: FastifyInstance,
  deps: { exports: DataExportService; storage: Pick<ObjectStorage, 'getObject'> },
): void {
  app.get('/exports/download', async (req, reply) => {
    let row;
    try {
      row = await deps.exports.openDownload((req.query as { token?: unknown }).token);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'VALIDATION')) throw err;
      return reply
        .status(400)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          linkPage('This download link does not work', err.message, {
            label: 'Go to your account',
            href: '/account',
          }),
        );
    }
    const day = row.createdAt.toISOString().slice(0, 10);
    const body = await deps.storage.getObject(row.objectKey);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="tryon-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(row.sizeBytes))
      .send(body);
  });
}
