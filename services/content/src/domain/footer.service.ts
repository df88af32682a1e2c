import { AppError, given, parseInput, requireAdmin, type CallerContext, type OutboxWriter } from '@tryon/kit';
import {
  pageSlugOf,
  type FooterItemRow,
  type FooterRepository,
  type FooterSectionRow,
} from '../data/footer.repository.js';
import { audit } from './audit.js';
import {
  createItemInput,
  createSectionInput,
  idArgument,
  updateItemInput,
  updateSectionInput,
} from './validation.js';

const sectionNotFound = () => new AppError('NOT_FOUND', 'Footer section not found');
const itemNotFound = () => new AppError('NOT_FOUND', 'Footer item not found');

/** The footer: what everyone sees, and the admin's footer tab (sections and their items). */
export class FooterService {
  constructor(private readonly deps: { footer: FooterRepository; outbox: OutboxWriter }) {}

  /** Visible sections with at least one visible item, and only those items; lower displayOrder first. */
  publicSections(): Promise<FooterSectionRow[]> {
    return this.deps.footer.sections({ visibleOnly: true });
  }

  /** Whether an item points at a content page that is hidden from visitors (the lists say it already). */
  async linksToHiddenPage(item: FooterItemRow): Promise<boolean> {
    if (item.linksToHiddenPage !== undefined) return item.linksToHiddenPage;
    const slug = pageSlugOf(item.url);
    return slug !== null && (await this.deps.footer.hiddenPageSlugs()).has(slug);
  }

  adminSections(caller: CallerContext): Promise<FooterSectionRow[]> {
    requireAdmin(caller);
    return this.deps.footer.sections({ visibleOnly: false });
  }

  createSection(caller: CallerContext, input: unknown): Promise<FooterSectionRow> {
    const adminId = requireAdmin(caller);
    const fields = parseInput(createSectionInput, input ?? {});
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.footer.insertSection(trx, fields);
      await this.audit(
        trx,
        caller,
        adminId,
        'footer_section_created',
        `Created footer section "${row.title}"`,
        {
          sectionId: row.id,
        },
      );
      return row;
    });
  }

  updateSection(caller: CallerContext, id: number, input: unknown): Promise<FooterSectionRow> {
    const adminId = requireAdmin(caller);
    const sectionId = parseInput(idArgument, id);
    const patch = given(parseInput(updateSectionInput, input ?? {}));
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.footer.updateSection(trx, sectionId, patch);
      if (!row) throw sectionNotFound();
      await this.audit(
        trx,
        caller,
        adminId,
        'footer_section_updated',
        `Updated footer section "${row.title}"`,
        {
          sectionId: row.id,
          changed: Object.keys(patch),
        },
      );
      return row;
    });
  }

  deleteSection(caller: CallerContext, id: number): Promise<boolean> {
    const adminId = requireAdmin(caller);
    const sectionId = parseInput(idArgument, id);
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.footer.deleteSection(trx, sectionId);
      if (!row) throw sectionNotFound();
      await this.audit(
        trx,
        caller,
        adminId,
        'footer_section_deleted',
        `Deleted footer section "${row.title}" and its ${row.items.length} item(s)`,
        { sectionId: row.id, itemIds: row.items.map((i) => i.id) },
      );
      return true;
    });
  }

  createItem(caller: CallerContext, input: unknown): Promise<FooterItemRow> {
    const adminId = requireAdmin(caller);
    const fields = parseInput(createItemInput, input ?? {});
    return this.deps.outbox.transaction(async (trx) => {
      // Locks the section row so that it cannot be deleted under the new item.
      const section = await trx('footer_sections').where({ id: fields.sectionId }).forUpdate().first();
      if (!section) throw sectionNotFound();
      const row = await this.deps.footer.insertItem(trx, fields);
      await this.audit(trx, caller, adminId, 'footer_item_created', `Created footer item "${row.label}"`, {
        itemId: row.id,
        sectionId: row.sectionId,
        url: row.url,
      });
      return row;
    });
  }

  updateItem(caller: CallerContext, id: number, input: unknown): Promise<FooterItemRow> {
    const adminId = requireAdmin(caller);
    const itemId = parseInput(idArgument, id);
    const { sectionId, ...patch } = given(parseInput(updateItemInput, input ?? {}));
    return this.deps.outbox.transaction(async (trx) => {
      const before = await this.deps.footer.item(itemId, trx);
      if (!before) throw itemNotFound();
      if (sectionId !== undefined && sectionId !== before.sectionId) {
        throw new AppError('VALIDATION', 'Invalid data: the section of an item cannot be changed');
      }
      const row = (await this.deps.footer.updateItem(trx, itemId, patch))!;
      await this.audit(trx, caller, adminId, 'footer_item_updated', `Updated footer item "${row.label}"`, {
        itemId: row.id,
        changed: Object.keys(patch),
      });
      return row;
    });
  }

  deleteItem(caller: CallerContext, id: number): Promise<boolean> {
    const adminId = requireAdmin(caller);
    const itemId = parseInput(idArgument, id);
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.footer.deleteItem(trx, itemId);
      if (!row) throw itemNotFound();
      await this.audit(trx, caller, adminId, 'footer_item_deleted', `Deleted footer item "${row.label}"`, {
        itemId: row.id,
        sectionId: row.sectionId,
      });
      return true;
    });
  }

  private audit(
    trx: Parameters<typeof audit>[1],
    caller: CallerContext,
    adminId: number,
    actionType: string,
    description: string,
    metadata: Record<string, unknown>,
  ) {
    return audit(this.deps.outbox, trx, caller, adminId, { actionType, description, metadata });
  }
}
