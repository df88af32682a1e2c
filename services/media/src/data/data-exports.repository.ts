import type { Knex } from 'knex';
import type { DataExportStatus } from '@tryon/proto-events';
import type { MediaObject } from './media-objects.repository.js';

/** A person's data export (media.data_exports). */
export interface DataExportRow {
  id: string;
  userId: number;
  status: DataExportStatus;
  attempts: number;
  objectKey: string | null;
  sizeBytes: string | number | null;
  imageCount: number | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  heartbeatAt: Date | null;
  retryAt: Date | null;
  readyAt: Date | null;
  expiresAt: Date | null;
}

/** The rows of data_exports, and the objects an export packs. */
export class DataExportsRepository {
  constructor(private readonly db: Knex) {}

  /** A person's newest export, if any. */
  async latest(userId: number): Promise<DataExportRow | null> {
    const row = await this.db('data_exports').where({ userId }).orderBy('createdAt', 'desc').first();
    return (row as DataExportRow | undefined) ?? null;
  }

  async find(id: string): Promise<DataExportRow | null> {
    const row = await this.db('data_exports').where({ id }).first();
    return (row as DataExportRow | undefined) ?? null;
  }

  /**
   * Inserts a pending export for `userId` unless one is pending or running (answers `active`) or they
   * asked `perDay` times in the last 24 hours (answers `limited`). One person's requests are taken one
   * at a time (an advisory lock), so two at once cannot both pass.
   */
  async create(
    id: string,
    userId: number,
    perDay: number,
  ): Promise<{ created: DataExportRow } | { refused: 'active' | 'limited' }> {
    return this.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`media-export:${userId}`]);
      const active = await trx('data_exports')
        .where({ userId })
        .whereIn('status', ['pending', 'running'])
        .first('id');
      if (active) return { refused: 'active' as const };
      const [{ count }] = await trx('data_exports')
        .where({ userId })
        .where('createdAt', '>', trx.raw(`now() - interval '24 hours'`))
        .count<{ count: string }[]>({ count: '*' });
      if (Number(count) >= perDay) return { refused: 'limited' as const };
      const [created] = await trx('data_exports').insert({ id, userId, status: 'pending' }).returning('*');
      return { created: created as DataExportRow };
    });
  }

  /**
   * Claims the oldest export waiting to be built: a pending one (whose retry is due), or a running one
   * whose heartbeat is older than `staleBefore` (its replica died). Running, with one more attempt counted.
   */
  async claim(staleBefore: Date): Promise<DataExportRow | null> {
    const { rows } = await this.db.raw(
      `UPDATE data_exports SET status = 'running', attempts = attempts + 1,
         "startedAt" = now(), "heartbeatAt" = now()
       WHERE id = (
         SELECT id FROM data_exports
         WHERE (status = 'pending' AND ("retryAt" IS NULL OR "retryAt" <= now()))
            OR (status = 'running' AND "heartbeatAt" < ?)
         ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [staleBefore],
    );
    return (rows[0] as DataExportRow | undefined) ?? null;
  }

  /** Keeps a running export's claim fresh; false when it is no longer this claim's (taken over). */
  async heartbeat(id: string, attempts: number): Promise<boolean> {
    const n = await this.db('data_exports')
      .where({ id, status: 'running', attempts })
      .update({ heartbeatAt: this.db.fn.now() });
    return n > 0;
  }

  /** Marks a claimed export ready, in the caller's transaction; false when the claim was lost. */
  async markReady(
    trx: Knex.Transaction,
    claim: { id: string; attempts: number },
    done: { objectKey: string; sizeBytes: number; imageCount: number; readyAt: Date; expiresAt: Date },
  ): Promise<boolean> {
    const n = await trx('data_exports')
      .where({ id: claim.id, status: 'running', attempts: claim.attempts })
      .update({ status: 'ready', error: null, ...done });
    return n > 0;
  }

  /** A claimed export that failed: pending again for a try at `retryAt`, or (null) failed for good. */
  async markFailed(
    claim: { id: string; attempts: number },
    error: string,
    retryAt: Date | null,
  ): Promise<void> {
    await this.db('data_exports')
      .where({ id: claim.id, status: 'running', attempts: claim.attempts })
      .update({ status: retryAt ? 'pending' : 'failed', error, heartbeatAt: null, retryAt });
  }

  /** Hands a claimed export back untouched (its replica is stopping): pending, the try not counted. */
  async release(claim: { id: string; attempts: number }): Promise<void> {
    await this.db('data_exports')
      .where({ id: claim.id, status: 'running', attempts: claim.attempts })
      .update({ status: 'pending', attempts: claim.attempts - 1, heartbeatAt: null });
  }

  /** Ready exports whose link has expired (their objects are to be removed). */
  async expiredReady(now: Date, limit: number): Promise<DataExportRow[]> {
    return (await this.db('data_exports')
      .where({ status: 'ready' })
      .where('expiresAt', '<=', now)
      .orderBy('expiresAt')
      .limit(limit)) as DataExportRow[];
  }

  async markExpired(id: string): Promise<void> {
    await this.db('data_exports').where({ id, status: 'ready' }).update({ status: 'expired' });
  }

  /** Every image a person owns, oldest first (what their export packs). */
  async objectsOf(userId: number): Promise<MediaObject[]> {
    return (await this.db('media_objects').where({ userId }).orderBy('id')) as MediaObject[];
  }
}
