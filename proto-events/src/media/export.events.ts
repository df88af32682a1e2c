import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * A person's data export is ready: support mails `email` (the account's verified address) the download
 * link. The link's token travels sealed (kit's `sealText` with the shared INTERNAL_TOKEN_SECRET), so the
 * stream and the outbox never hold a usable link; it stops working at `expiresAt`.
 */
export const DataExportReady = defineEvent(
  'media.export.ready.v1',
  STREAMS.media.name,
  z.object({
    exportId: z.uuid(),
    userId: z.number().int().positive(),
    email: z.email(),
    sealedToken: z.string().min(1).max(2000),
    expiresAt: z.iso.datetime({ offset: true }),
    /** When the export was asked for. */
    at: z.iso.datetime({ offset: true }),
  }),
);
export type DataExportReadyData = z.infer<typeof DataExportReady.schema>;
