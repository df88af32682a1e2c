import type { Knex } from 'knex';
import { thumbnailUrl } from '../domain/addresses.js';

export interface SavedUserImage {
  id: number;
  userId: number;
  imageUrl: string;
  thumbnailUrl: string;
  name: string;
  category: string;
  isFavorite: boolean;
  uploadedAt: string;
}

export interface SavedTryOnResult {
  id: number;
  userId: number;
  geminiSessionId: number | null;
  name: string;
  resultImageUrl: string;
  thumbnailUrl: string;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  category: string | null;
  style: string | null;
  isFavorite: boolean;
  savedAt: string;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

function toUserImage(row: Record<string, unknown>): SavedUserImage {
  return {
    ...(row as unknown as SavedUserImage),
    thumbnailUrl: thumbnailUrl(row.imageUrl as string),
    uploadedAt: iso(row.uploadedAt),
  };
}

function toTryOnResult(row: Record<string, unknown>): SavedTryOnResult {
  return {
    ...(row as unknown as SavedTryOnResult),
    thumbnailUrl: thumbnailUrl(row.resultImageUrl as string),
    savedAt: iso(row.savedAt),
  };
}

const USER_IMAGE_COLUMNS = ['id', 'userId', 'imageUrl', 'name', 'category', 'isFavorite', 'uploadedAt'];
const RESULT_COLUMNS = [
  'id',
  'userId',
  'geminiSessionId',
  'name',
  'resultImageUrl',
  'personImageUrl',
  'clothingImageUrl',
  'category',
  'style',
  'isFavorite',
  'savedAt',
];

/** media.saved_user_images and media.saved_try_on_results. */
export class GalleryRepository {
  constructor(private readonly db: Knex) {}

  async listUserImages(userId: number, category: string | null): Promise<SavedUserImage[]> {
    const q = this.db('saved_user_images').where({ userId });
    if (category) q.andWhere({ category });
    const rows = await q
      .orderBy([
        { column: 'uploadedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select(USER_IMAGE_COLUMNS);
    return rows.map(toUserImage);
  }

  async insertUserImage(
    trx: Knex.Transaction,
    row: { userId: number; imageUrl: string; name: string; category: string },
  ): Promise<SavedUserImage> {
    const [saved] = await trx('saved_user_images').insert(row).returning(USER_IMAGE_COLUMNS);
    return toUserImage(saved);
  }

  async findUserImage(trx: Knex | Knex.Transaction, id: number): Promise<SavedUserImage | null> {
    const row = await trx('saved_user_images').where({ id }).first(USER_IMAGE_COLUMNS);
    return row ? toUserImage(row) : null;
  }

  async deleteUserImage(trx: Knex.Transaction, id: number): Promise<SavedUserImage | null> {
    const [row] = await trx('saved_user_images').where({ id }).delete().returning(USER_IMAGE_COLUMNS);
    return row ? toUserImage(row) : null;
  }

  async listTryOnResults(userId: number): Promise<SavedTryOnResult[]> {
    const rows = await this.db('saved_try_on_results')
      .where({ userId })
      .orderBy([
        { column: 'savedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select(RESULT_COLUMNS);
    return rows.map(toTryOnResult);
  }

  async insertTryOnResult(
    trx: Knex.Transaction,
    row: Omit<SavedTryOnResult, 'id' | 'thumbnailUrl' | 'isFavorite' | 'savedAt'>,
  ): Promise<SavedTryOnResult> {
    const [saved] = await trx('saved_try_on_results').insert(row).returning(RESULT_COLUMNS);
    return toTryOnResult(saved);
  }

  async findTryOnResult(trx: Knex | Knex.Transaction, id: number): Promise<SavedTryOnResult | null> {
    const row = await trx('saved_try_on_results').where({ id }).first(RESULT_COLUMNS);
    return row ? toTryOnResult(row) : null;
  }

  async deleteTryOnResult(trx: Knex.Transaction, id: number): Promise<SavedTryOnResult | null> {
    const [row] = await trx('saved_try_on_results').where({ id }).delete().returning(RESULT_COLUMNS);
    return row ? toTryOnResult(row) : null;
  }
}
