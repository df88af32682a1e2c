import {
  AppError,
  given,
  isUniqueViolation,
  parseInput,
  requireAdmin,
  type CallerContext,
  type OutboxWriter,
} from '@tryon/kit';
import type { PageRow, PagesRepository } from '../data/pages.repository.js';
import { audit } from './audit.js';
import { createPageInput, idArgument, slugArgument, updatePageInput } from './validation.js';

const notFound = () => new AppError('NOT_FOUND', 'Page not found');
const slugTaken = (slug: string) => new AppError('CONFLICT', `A page with the slug "${slug}" already exists`);

/** Content pages: the public /pages/{slug} and the admin's pages tab. */
export class PagesService {
  constructor(private readonly deps: { pages: PagesRepository; outbox: OutboxWriter }) {}

  /**
   * A page for everyone, or null when there is none. A hidden page answers with its title and
   * isVisible false but no content or description ("Page Unavailable").
   */
  async publicPage(slug: unknown): Promise<PageRow | null> {
    const wanted = parseInput(slugArgument, slug);
    const row = await this.deps.pages.bySlug(wanted);
    if (!row) return null;
    return row.isVisible ? row : { ...row, content: '', metaDescription: null };
  }

  list(caller: CallerContext): Promise<PageRow[]> {
    requireAdmin(caller);
    return this.deps.pages.all();
  }

  async create(caller: CallerContext, input: unknown): Promise<PageRow> {
    const adminId = requireAdmin(caller);
    const fields = parseInput(createPageInput, input ?? {});
    try {
      return await this.deps.outbox.transaction(async (trx) => {
        const row = await this.deps.pages.insert(trx, fields);
        await audit(this.deps.outbox, trx, caller, adminId, {
          actionType: 'content_page_created',
          description: `Created page "${row.title}" at /pages/${row.slug}`,
          metadata: { pageId: row.id, slug: row.slug, isVisible: row.isVisible },
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw slugTaken(fields.slug);
      throw err;
    }
  }

  async update(caller: CallerContext, id: number, input: unknown): Promise<PageRow> {
    const adminId = requireAdmin(caller);
    const pageId = parseInput(idArgument, id);
    const patch = given(parseInput(updatePageInput, input ?? {}));
    try {
      return await this.deps.outbox.transaction(async (trx) => {
        const row = await this.deps.pages.update(trx, pageId, patch);
        if (!row) throw notFound();
        await audit(this.deps.outbox, trx, caller, adminId, {
          actionType: 'content_page_updated',
          description: `Updated page "${row.title}" at /pages/${row.slug}`,
          metadata: { pageId: row.id, changed: Object.keys(patch) },
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err) && patch.slug) throw slugTaken(patch.slug);
      throw err;
    }
  }

  delete(caller: CallerContext, id: number): Promise<boolean> {
    const adminId = requireAdmin(caller);
    const pageId = parseInput(idArgument, id);
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.pages.delete(trx, pageId);
      if (!row) throw notFound();
      await audit(this.deps.outbox, trx, caller, adminId, {
        actionType: 'content_page_deleted',
        description: `Deleted page "${row.title}" at /pages/${row.slug}`,
        metadata: { pageId: row.id, slug: row.slug },
      });
      return true;
    });
  }
}
