import { DataExportStatus } from '@tryon/proto-events';
import type { Migration } from '@tryon/kit';

/**
 * data_exports: the ZIPs of a person's data they asked for. A row waits `pending` until a media replica
 * claims it (`running`, its heartbeat kept fresh while it builds, so a replica that died leaves a stale
 * row another one takes over; a try that failed waits until `retryAt`), then `ready` with its object until `expiresAt`, `failed`, or `expired`
 * (its object removed). At most one export per person is pending or running at a time.
 */
export const mediaDataExports: Migration = {
  name: '20270410000100_media_data_exports',
  async up(db) {
    await db.schema.createTable('data_exports', (t) => {
      t.uuid('id').primary();
      t.integer('userId').notNullable();
      t.text('status').notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('objectKey');
      t.bigInteger('sizeBytes');
      t.integer('imageCount');
      t.text('error');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('startedAt', { useTz: true });
      t.timestamp('heartbeatAt', { useTz: true });
      /** A failed try waits until then before the next. */
      t.timestamp('retryAt', { useTz: true });
      t.timestamp('readyAt', { useTz: true });
      t.timestamp('expiresAt', { useTz: true });
      t.index(['userId', 'createdAt']);
    });
    const statuses = DataExportStatus.options.map((s) => `'${s}'`).join(', ');
    await db.raw(`ALTER TABLE data_exports ADD CONSTRAINT data_exports_status_check
      CHECK (status IN (${statuses}))`);
    await db.raw(`CREATE UNIQUE INDEX data_exports_one_active ON data_exports ("userId")
      WHERE status IN ('pending', 'running')`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('data_exports');
  },
};
