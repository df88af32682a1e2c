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
  thumbSize: number;
  thumbEtag: string;
  /** For an AI result: the staged key it was registered from. */
  stagingKey?: string | null;
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
