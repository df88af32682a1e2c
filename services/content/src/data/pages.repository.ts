import type { Knex } from 'knex';

export interface PageRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  metaDescription: string | null;
  isVisible: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type PageFields = Pick<PageRow, 'title' | 'slug' | 'content' | 'metaDescription' | 'isVisible'>;

/** content_pages (slug unique: a second page with a slug in use is a unique violation). */
export class PagesRepository {
  constructor(private readonly db: Knex) {}

  /** Every page, by title. */
  async all(): Promise<PageRow[]> {
    return this.db<PageRow>('content_pages')
      .select('*')
      .orderBy([{ column: 'title' }, { column: 'id' }]);
  }

  async bySlug(slug: string): Promise<PageRow | undefined> {
    return this.db<PageRow>('content_pages').where({ slug }).first();
  }

  async byId(id: number): Promise<PageRow | undefined> {
    return this.db<PageRow>('content_pages').where({ id }).first();
  }

  async insert(trx: Knex.Transaction, fields: PageFields): Promise<PageRow> {
    const [row] = await trx<PageRow>('content_pages').insert(fields).returning('*');
    return row;
  }

  async update(trx: Knex.Transaction, id: number, patch: Partial<PageFields>): Promise<PageRow | undefined> {
    const [row] = await trx<PageRow>('content_pages')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() })
      .returning('*');
    return row;
  }

  async delete(trx: Knex.Transaction, id: number): Promise<PageRow | undefined> {
    const [row] = await trx<PageRow>('content_pages').where({ id }).del().returning('*');
    return row;
  }
}
