import type { Migration } from '@tryon/kit';
import { STARTER_FOOTER, STARTER_PAGES } from '../domain/starter-content.js';

/**
 * The starter pages and footer, written once when content first starts: an admin who later edits or
 * deletes them keeps their change across restarts.
 */
export const contentStarter: Migration = {
  name: '20261230000200_content_starter',
  async up(db) {
    await db('content_pages').insert(STARTER_PAGES).onConflict('slug').ignore();
    for (const [order, section] of STARTER_FOOTER.entries()) {
      const [row] = await db('footer_sections')
        .insert({ title: section.title, displayOrder: order })
        .returning('id');
      await db('footer_items').insert(
        section.items.map((item, i) => ({ ...item, sectionId: row.id, displayOrder: i })),
      );
    }
  },
  async down(db) {
    await db('footer_sections').del();
    await db('content_pages')
      .whereIn(
        'slug',
        STARTER_PAGES.map((p) => p.slug),
      )
      .del();
  },
};
