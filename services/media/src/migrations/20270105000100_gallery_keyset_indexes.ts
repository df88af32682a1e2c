import type { Migration } from '@tryon/kit';

/**
 * Keyset pagination of the gallery lists (newest first, ties broken by id): one index per list that
 * gives the order of a page directly, so page 1 and page 100 cost the same. The image list is also
 * filtered by category. They replace the (userId, date) indexes, of which they are extensions.
 */
export const galleryKeysetIndexes: Migration = {
  name: '20270105000100_gallery_keyset_indexes',
  async up(db) {
    await db.raw(
      'CREATE INDEX saved_user_images_keyset_idx ON saved_user_images ("userId", "uploadedAt" DESC, id DESC)',
    );
    await db.raw(
      `CREATE INDEX saved_user_images_category_keyset_idx
         ON saved_user_images ("userId", category, "uploadedAt" DESC, id DESC)`,
    );
    await db.raw(
      'CREATE INDEX saved_try_on_results_keyset_idx ON saved_try_on_results ("userId", "savedAt" DESC, id DESC)',
    );
    await db.raw(
      'CREATE INDEX saved_gemini_people_keyset_idx ON saved_gemini_people ("userId", "savedAt" DESC, id DESC)',
    );
    await db.schema.alterTable('saved_user_images', (t) => t.dropIndex(['userId', 'uploadedAt']));
    await db.schema.alterTable('saved_try_on_results', (t) => t.dropIndex(['userId', 'savedAt']));
    await db.schema.alterTable('saved_gemini_people', (t) => t.dropIndex(['userId', 'savedAt']));
  },
  async down(db) {
    await db.schema.alterTable('saved_gemini_people', (t) => t.index(['userId', 'savedAt']));
    await db.schema.alterTable('saved_try_on_results', (t) => t.index(['userId', 'savedAt']));
    await db.schema.alterTable('saved_user_images', (t) => t.index(['userId', 'uploadedAt']));
    await db.raw('DROP INDEX IF EXISTS saved_gemini_people_keyset_idx');
    await db.raw('DROP INDEX IF EXISTS saved_try_on_results_keyset_idx');
    await db.raw('DROP INDEX IF EXISTS saved_user_images_category_keyset_idx');
    await db.raw('DROP INDEX IF EXISTS saved_user_images_keyset_idx');
  },
};
