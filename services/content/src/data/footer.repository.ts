import type { Knex } from 'knex';

export interface FooterItemRow {
  id: number;
  sectionId: number;
  label: string;
  url: string;
  displayOrder: number;
  isVisible: boolean;
  openInNewTab: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Set on the lists: whether the item points at a hidden content page (see {@link pageSlugOf}). */
  linksToHiddenPage?: boolean;
}

/** The slug of the content page an in-app footer address points at (`/pages/{slug}`), if it does. */
export function pageSlugOf(url: string): string | null {
  const match = /^\/pages\/([^/?#]+)\/?(?:[?#].*)?$/.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export interface FooterSectionRow {
  id: number;
  title: string;
  displayOrder: number;
  isVisible: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Ordered by displayOrder, then id. */
  items: FooterItemRow[];
}

export type SectionFields = Pick<FooterSectionRow, 'title' | 'displayOrder' | 'isVisible'>;
export type ItemFields = Pick<
  FooterItemRow,
  'sectionId' | 'label' | 'url' | 'displayOrder' | 'isVisible' | 'openInNewTab'
>;

type Q = Knex | Knex.Transaction;
const ORDER = [
  { column: 'displayOrder', order: 'asc' },
  { column: 'id', order: 'asc' },
] as const;

/** footer_sections and footer_items (an item belongs to one section and goes with it). */
export class FooterRepository {
  constructor(private readonly db: Knex) {}

  /**
   * The sections with their items, lower displayOrder first. `visibleOnly`: visible sections and items,
   * and only sections that keep at least one item (the public footer); items that point at a hidden
   * content page are left out of it too. Each item says whether it points at a hidden page.
   */
  async sections(opts: { visibleOnly: boolean }, q: Q = this.db): Promise<FooterSectionRow[]> {
    const sections = q<Omit<FooterSectionRow, 'items'>>('footer_sections')
      .select('*')
      .orderBy([...ORDER]);
    const items = q<FooterItemRow>('footer_items')
      .select('*')
      .orderBy([...ORDER]);
    if (opts.visibleOnly) {
      void sections.where({ isVisible: true });
      void items.where({ isVisible: true });
    }
    const [sectionRows, itemRows, hidden] = await Promise.all([sections, items, this.hiddenPageSlugs(q)]);
    const bySection = new Map<number, FooterItemRow[]>();
    for (const row of itemRows) {
      const slug = pageSlugOf(row.url);
      const item = { ...row, linksToHiddenPage: slug !== null && hidden.has(slug) };
      // A link to a hidden page would only lead visitors to "Page Unavailable".
      if (opts.visibleOnly && item.linksToHiddenPage) continue;
      const list = bySection.get(item.sectionId) ?? [];
      list.push(item);
      bySection.set(item.sectionId, list);
    }
    return sectionRows
      .map((s) => ({ ...s, items: bySection.get(s.id) ?? [] }))
      .filter((s) => !opts.visibleOnly || s.items.length > 0);
  }

  /** The slugs of the content pages that are hidden from visitors. */
  async hiddenPageSlugs(q: Q = this.db): Promise<Set<string>> {
    const slugs: string[] = await q('content_pages').where({ isVisible: false }).pluck('slug');
    return new Set(slugs);
  }

  async section(id: number, q: Q = this.db): Promise<FooterSectionRow | undefined> {
    const row = await q<Omit<FooterSectionRow, 'items'>>('footer_sections').where({ id }).first();
    if (!row) return undefined;
    const items = await q<FooterItemRow>('footer_items')
      .where({ sectionId: id })
      .orderBy([...ORDER]);
    return { ...row, items };
  }

  async insertSection(trx: Knex.Transaction, fields: SectionFields): Promise<FooterSectionRow> {
    const [{ id }] = await trx('footer_sections').insert(fields).returning('id');
    return (await this.section(id, trx))!;
  }

  async updateSection(
    trx: Knex.Transaction,
    id: number,
    patch: Partial<SectionFields>,
  ): Promise<FooterSectionRow | undefined> {
    const n = await trx('footer_sections')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() });
    return n > 0 ? this.section(id, trx) : undefined;
  }

  /** Deletes the section and (by cascade) its items; the deleted row, or undefined. */
  async deleteSection(trx: Knex.Transaction, id: number): Promise<FooterSectionRow | undefined> {
    const found = await this.section(id, trx);
    if (found) await trx('footer_sections').where({ id }).del();
    return found;
  }

  async item(id: number, q: Q = this.db): Promise<FooterItemRow | undefined> {
    return q<FooterItemRow>('footer_items').where({ id }).first();
  }

  async insertItem(trx: Knex.Transaction, fields: ItemFields): Promise<FooterItemRow> {
    const [row] = await trx<FooterItemRow>('footer_items').insert(fields).returning('*');
    return row;
  }

  async updateItem(
    trx: Knex.Transaction,
    id: number,
    patch: Partial<Omit<ItemFields, 'sectionId'>>,
  ): Promise<FooterItemRow | undefined> {
    const [row] = await trx<FooterItemRow>('footer_items')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() })
      .returning('*');
    return row;
  }

  async deleteItem(trx: Knex.Transaction, id: number): Promise<FooterItemRow | undefined> {
    const [row] = await trx<FooterItemRow>('footer_items').where({ id }).del().returning('*');
    return row;
  }
}
