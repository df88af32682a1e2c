import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { DataExportReady } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/** Consumes media.export.ready.v1: the mail with the link to a person's data export is queued. */
export function startDataExportReadyConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: DataExportReady,
    durable: 'support-mail-data-export-ready',
    handle: ({ trx, envelope, logger }) => projection.dataExportReady(trx, envelope, logger),
  });
}
