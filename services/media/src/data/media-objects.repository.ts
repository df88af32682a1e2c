import type { Knex } from 'knex';
import type { ObjectKind } from '../domain/addresses.js';

/** A stored image: where it is, whose it is, and what to answer when it is served. */
export interface MediaObject {
  id: number;
  address: string;
  key: string;
  userId: number;
  kind: ObjectKind;
  contentType: string;
  size: number;
  width: number;
  height: number;
  etag: string;
  thumbKey: string;
  /** Null until the thumbnail is made (an AI result's is made on its first view). */
  thumbSize: number | null;
  thumbEtag: string | null;
  /** For an AI result: the staged key it was registered from. */
  stagingKey?: string | null;
  /** A job that resolved it holds it until then (deleting its saved item keeps the bytes). */
  heldUntil?: Date | null;
  createdAt: Date;
}

export type NewMediaObject = Omit<MediaObject, 'id' | 'createdAt'>;

/** media.media_objects: address -> storage key, owner, content type, size, dimensions, ETag. */
export class MediaObjectsRepository {
  constructor(private readonly db: Knex) {}

  async insert(row: NewMediaObject): Promise<void> {
    await this.db('media_objects').insert(row);
  }

  /** The result registered from a staged key, if any. */
  async findByStagingKey(stagingKey: string): Promise<MediaObject | null> {
    const row = await this.db('media_objects').where({ stagingKey }).first();
    return (row as MediaObject | undefined) ?? null;
  }

  async findByAddress(address: string, trx: Knex | Knex.Transaction = this.db): Promise<MediaObject | null> {
    const row = await trx('media_objects').where({ address }).first();
    return (row as MediaObject | undefined) ?? null;
  }

  /** The object at `address` if `userId` owns it, locked against deletion until the transaction ends. */
  async findOwnedForShare(
    trx: Knex.Transaction,
    address: string,
    userId: number,
  ): Promise<MediaObject | null> {
    const row = await trx('media_objects').where({ address, userId }).forShare().first();
    return (row as MediaObject | undefined) ?? null;
  }

  /** The object at `address` whoever owns it, locked against deletion until the transaction ends. */
  async findForShare(trx: Knex.Transaction, address: string): Promise<MediaObject | null> {
    const row = await trx('media_objects').where({ address }).forShare().first();
    return (row as MediaObject | undefined) ?? null;
  }

  /** Locks the object at `address` for deletion. */
  async lockForDelete(trx: Knex.Transaction, address: string): Promise<MediaObject | null> {
    const row = await trx('media_objects').where({ address }).forUpdate().first();
    return (row as MediaObject | undefined) ?? null;
  }

  async delete(trx: Knex.Transaction, id: number): Promise<void> {
    await trx('media_objects').where({ id }).delete();
  }

  /** Records the thumbnail made on the first view of the object at `address`. */
  async setThumb(address: string, thumbSize: number, thumbEtag: string): Promise<void> {
    await this.db('media_objects').where({ address }).update({ thumbSize, thumbEtag });
  }

  /** Holds the object at `address` until at least `until` (a job resolved it as an input). */
  async hold(address: string, until: Date): Promise<void> {
    await this.db('media_objects')
      .where({ address })
      .update({ heldUntil: this.db.raw('greatest(coalesce("heldUntil", ?), ?)', [until, until]) });
  }

  /**
   * Records a new object unless it takes its owner over `quotaBytes` (bytes and thumbnails of all their
   * objects); answers false then. One person's uploads are counted one at a time (an advisory lock).
   */
  async insertWithinQuota(row: NewMediaObject, quotaBytes: number): Promise<{ ok: boolean; used: number }> {
    return this.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`media-quota:${row.userId}`]);
      const used = await this.usedBytes(row.userId, trx);
      if (used + Number(row.size) + Number(row.thumbSize) > quotaBytes) return { ok: false, used };
      await trx('media_objects').insert(row);
      return { ok: true, used };
    });
  }

  /** Bytes a person's objects take (images and thumbnails). */
  async usedBytes(userId: number, q: Knex | Knex.Transaction = this.db): Promise<number> {
    const [row] = await q('media_objects')
      .where({ userId })
      .sum<{ total: string | number | null }[]>({ total: this.db.raw('"size" + coalesce("thumbSize", 0)') });
    return Number(row?.total ?? 0);
  }

  /**
   * Takes (deletes and answers) up to `limit` uploads created before `olderThan` that no saved item refers
   * to and no job holds; rows other replicas are sweeping are skipped.
   */
  async takeUnsavedUploads(trx: Knex.Transaction, olderThan: Date, limit: number): Promise<MediaObject[]> {
    const { rows } = await trx.raw(
      `DELETE FROM media_objects WHERE id IN (
         SELECT o.id FROM media_objects o
         WHERE o.kind = 'upload' AND o."createdAt" < ?
           AND (o."heldUntil" IS NULL OR o."heldUntil" < now())
           AND NOT EXISTS (SELECT 1 FROM saved_user_images s WHERE s."imageUrl" = o.address)
           AND NOT EXISTS (SELECT 1 FROM saved_try_on_results r
                           WHERE r."personImageUrl" = o.address OR r."clothingImageUrl" = o.address
                              OR r."resultImageUrl" = o.address)
           AND NOT EXISTS (SELECT 1 FROM saved_gemini_people p WHERE p."imageUrl" = o.address)
         ORDER BY o."createdAt" LIMIT ? FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [olderThan, limit],
    );
    return rows as MediaObject[];
  }

  /** Whether any saved item still refers to `address`. */
  async isReferenced(trx: Knex.Transaction, address: string): Promise<boolean> {
    const a = await trx('saved_user_images').where({ imageUrl: address }).first('id');
    if (a) return true;
    const b = await trx('saved_try_on_results')
      .where({ resultImageUrl: address })
      .orWhere({ personImageUrl: address })
      .orWhere({ clothingImageUrl: address })
      .first('id');
    if (b) return true;
    const c = await trx('saved_gemini_people').where({ imageUrl: address }).first('id');
    return Boolean(c);
  }
}
