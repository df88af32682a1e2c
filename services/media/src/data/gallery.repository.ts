import type { Knex } from 'knex';
import { PERSON_ATTRIBUTE_NAMES, type ImageCategory, type PersonAttributes } from '@tryon/proto-events';
import { thumbnail2xUrl, thumbnailUrl } from '../domain/addresses.js';
import { encodeCursor, type PageCursor } from '../domain/cursor.js';

export interface SavedUserImage {
  id: number;
  userId: number;
  imageUrl: string;
  thumbnailUrl: string;
  thumbnail2xUrl: string;
  name: string;
  /** person or clothing (the table's CHECK constraint). */
  category: ImageCategory;
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
  thumbnail2xUrl: string;
  personImageUrl: string | null;
  clothingImageUrl: string | null;
  /** The try-on's category as it was saved (text: normally one of TryOnCategory's values). */
  category: string | null;
  style: string | null;
  isFavorite: boolean;
  savedAt: string;
}

/** A generated AI person someone saved (media.saved_gemini_people). */
export interface SavedGeminiPerson {
  id: number;
  userId: number;
  geminiSessionId: number | null;
  name: string;
  /** Null only for rows saved before images were recorded. */
  imageUrl: string | null;
  thumbnailUrl: string | null;
  thumbnail2xUrl: string | null;
  isFavorite: boolean;
  savedAt: string;
  /** Every attribute present, null when not known. */
  attributes: PersonAttributes;
}

/** One page of a gallery list, newest first; `nextCursor` is null on the last page. */
export interface GalleryPage<T> {
  items: T[];
  nextCursor: string | null;
  /** Counts the whole list (every page): asked only when a client wants the total. */
  count: () => Promise<number>;
}

export type SavedUserImagePage = GalleryPage<SavedUserImage>;
export type SavedTryOnResultPage = GalleryPage<SavedTryOnResult>;
export type SavedGeminiPersonPage = GalleryPage<SavedGeminiPerson>;

const iso = (v: unknown) => new Date(v as string).toISOString();

function toUserImage(row: Record<string, unknown>): SavedUserImage {
  return {
    ...(row as unknown as SavedUserImage),
    thumbnailUrl: thumbnailUrl(row.imageUrl as string),
    thumbnail2xUrl: thumbnail2xUrl(row.imageUrl as string),
    uploadedAt: iso(row.uploadedAt),
  };
}

function toTryOnResult(row: Record<string, unknown>): SavedTryOnResult {
  return {
    ...(row as unknown as SavedTryOnResult),
    thumbnailUrl: thumbnailUrl(row.resultImageUrl as string),
    thumbnail2xUrl: thumbnail2xUrl(row.resultImageUrl as string),
    savedAt: iso(row.savedAt),
  };
}

/** Every attribute, null when the stored object lacks it (or holds something that is not text). */
function toAttributes(stored: unknown): PersonAttributes {
  const obj = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    PERSON_ATTRIBUTE_NAMES.map((a) => [a, typeof obj[a] === 'string' && obj[a] ? obj[a] : null]),
  ) as PersonAttributes;
}

/** Only the attributes that are given (what is stored). */
function storedAttributes(attributes: PersonAttributes): Record<string, string> {
  return Object.fromEntries(
    PERSON_ATTRIBUTE_NAMES.flatMap((a) => (attributes[a] ? [[a, attributes[a]]] : [])),
  ) as Record<string, string>;
}

function toGeminiPerson(row: Record<string, unknown>): SavedGeminiPerson {
  const imageUrl = (row.imageUrl as string | null) ?? null;
  return {
    id: row.id as number,
    userId: row.userId as number,
    geminiSessionId: (row.geminiSessionId as number | null) ?? null,
    name: row.name as string,
    imageUrl,
    thumbnailUrl: imageUrl ? thumbnailUrl(imageUrl) : null,
    thumbnail2xUrl: imageUrl ? thumbnail2xUrl(imageUrl) : null,
    isFavorite: row.isFavorite as boolean,
    savedAt: iso(row.savedAt),
    attributes: toAttributes(row.attributes),
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

const PERSON_COLUMNS = [
  'id',
  'userId',
  'geminiSessionId',
  'name',
  'imageUrl',
  'isFavorite',
  'savedAt',
  'attributes',
];

/** The exact timestamp of a row as a cursor carries it (Postgres keeps microseconds; Date only ms). */
const cursorAt = (column: string) =>
  `to_char("${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"`;

/** media.saved_user_images, media.saved_try_on_results and media.saved_gemini_people. */
export class GalleryRepository {
  constructor(private readonly db: Knex) {}

  /**
   * A keyset page of `table` (newest `dateColumn` first, ties by id) filtered by `where`: one row more
   * than asked says whether a next page exists. The (userId, [category,] date DESC, id DESC) indexes give
   * the order, so a deep page costs what the first does.
   */
  private async page<T>(
    table: string,
    dateColumn: string,
    columns: string[],
    where: Record<string, unknown>,
    page: { limit: number; cursor: PageCursor | null },
    map: (row: Record<string, unknown>) => T,
  ): Promise<GalleryPage<T>> {
    const q = this.db(table)
      .where(where)
      .select([...columns, this.db.raw(cursorAt(dateColumn))])
      .orderBy([
        { column: dateColumn, order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit + 1);
    if (page.cursor) {
      q.andWhereRaw(`(??, id) < (?::timestamptz, ?)`, [dateColumn, page.cursor.at, page.cursor.id]);
    }
    const rows = (await q) as Record<string, unknown>[];
    const more = rows.length > page.limit;
    const kept = more ? rows.slice(0, page.limit) : rows;
    const last = kept.at(-1);
    return {
      items: kept.map(({ cursorAt: _at, ...row }) => map(row)),
      nextCursor: more && last ? encodeCursor({ at: last.cursorAt as string, id: last.id as number }) : null,
      count: async () => {
        const [{ n }] = (await this.db(table).where(where).count({ n: '*' })) as { n: string | number }[];
        return Number(n);
      },
    };
  }

  /** A page of a person's saved images (of one category when given). */
  pageUserImages(
    userId: number,
    category: ImageCategory | null,
    page: { limit: number; cursor: PageCursor | null },
  ): Promise<GalleryPage<SavedUserImage>> {
    const where = category ? { userId, category } : { userId };
    return this.page('saved_user_images', 'uploadedAt', USER_IMAGE_COLUMNS, where, page, toUserImage);
  }

  /** A page of a person's saved try-on results. */
  pageTryOnResults(
    userId: number,
    page: { limit: number; cursor: PageCursor | null },
  ): Promise<GalleryPage<SavedTryOnResult>> {
    return this.page('saved_try_on_results', 'savedAt', RESULT_COLUMNS, { userId }, page, toTryOnResult);
  }

  /** A page of a person's saved AI people. */
  pageGeminiPeople(
    userId: number,
    page: { limit: number; cursor: PageCursor | null },
  ): Promise<GalleryPage<SavedGeminiPerson>> {
    return this.page('saved_gemini_people', 'savedAt', PERSON_COLUMNS, { userId }, page, toGeminiPerson);
  }

  async listUserImages(userId: number, category: ImageCategory | null): Promise<SavedUserImage[]> {
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
    row: { userId: number; imageUrl: string; name: string; category: ImageCategory },
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
    row: Omit<SavedTryOnResult, 'id' | 'thumbnailUrl' | 'thumbnail2xUrl' | 'isFavorite' | 'savedAt'>,
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

  async listGeminiPeople(userId: number): Promise<SavedGeminiPerson[]> {
    const rows = await this.db('saved_gemini_people')
      .where({ userId })
      .orderBy([
        { column: 'savedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select(PERSON_COLUMNS);
    return rows.map(toGeminiPerson);
  }

  /**
   * Saves a generated person once per (userId, geminiSessionId): a new row, or the existing one renamed
   * (its savedAt stays; the attributes are filled in only where it has none; the image is replaced only
   * with `replaceImage`, when the person saved an edit of the model, else filled in only where it has none).
   * `created` says which.
   */
  async upsertGeminiPerson(
    trx: Knex.Transaction,
    row: {
      userId: number;
      geminiSessionId: number;
      name: string;
      imageUrl: string;
      attributes: PersonAttributes;
      /** On a second save of the session: take this image (true) or keep the saved one (false). */
      replaceImage?: boolean;
    },
  ): Promise<{ person: SavedGeminiPerson; created: boolean }> {
    const { rows } = await trx.raw(
      `INSERT INTO saved_gemini_people ("userId", "geminiSessionId", name, "imageUrl", attributes)
       VALUES (?, ?, ?, ?, ?::jsonb)
       ON CONFLICT ("userId", "geminiSessionId") DO UPDATE SET
         name = EXCLUDED.name,
         "imageUrl" = CASE WHEN ?::boolean THEN EXCLUDED."imageUrl"
           ELSE COALESCE(saved_gemini_people."imageUrl", EXCLUDED."imageUrl") END,
         attributes = CASE WHEN saved_gemini_people.attributes = '{}'::jsonb
           THEN EXCLUDED.attributes ELSE saved_gemini_people.attributes END
       RETURNING ${PERSON_COLUMNS.map((c) => `"${c}"`).join(', ')}, (xmax = 0) AS created`,
      [
        row.userId,
        row.geminiSessionId,
        row.name,
        row.imageUrl,
        JSON.stringify(storedAttributes(row.attributes)),
        row.replaceImage === true,
      ],
    );
    const saved = rows[0] as Record<string, unknown>;
    return { person: toGeminiPerson(saved), created: saved.created === true };
  }

  async findGeminiPerson(trx: Knex | Knex.Transaction, id: number): Promise<SavedGeminiPerson | null> {
    const row = await trx('saved_gemini_people').where({ id }).first(PERSON_COLUMNS);
    return row ? toGeminiPerson(row) : null;
  }

  async deleteGeminiPerson(trx: Knex.Transaction, id: number): Promise<SavedGeminiPerson | null> {
    const [row] = await trx('saved_gemini_people').where({ id }).delete().returning(PERSON_COLUMNS);
    return row ? toGeminiPerson(row) : null;
  }
}
