import type { Migration } from '@tryon/kit';

/**
 * `heldUntil`: a job that resolved an image holds it until then, so deleting the saved item does not
 * remove bytes a running job still reads (the sweep removes them later). Indexes for the sweep of unsaved
 * uploads and for the per-person storage total.
 */
export const mediaHolds: Migration = {
  name: '20261231000100_media_holds',
  async up(db) {
    await db.schema.alterTable('media_objects', (t) => {
      t.timestamp('heldUntil', { useTz: true });
    });
    await db.raw(`CREATE INDEX media_objects_sweep_idx ON media_objects ("createdAt") WHERE kind = 'upload'`);
    await db.raw('CREATE INDEX saved_try_on_results_person_idx ON saved_try_on_results ("personImageUrl")');
    await db.raw(
      'CREATE INDEX saved_try_on_results_clothing_idx ON saved_try_on_results ("clothingImageUrl")',
    );
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS saved_try_on_results_clothing_idx');
    await db.raw('DROP INDEX IF EXISTS saved_try_on_results_person_idx');
    await db.raw('DROP INDEX IF EXISTS media_objects_sweep_idx');
    await db.schema.alterTable('media_objects', (t) => t.dropColumn('heldUntil'));
  },
};
