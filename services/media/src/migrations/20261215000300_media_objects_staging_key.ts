import type { Migration } from '@tryon/kit';

/**
 * media_objects.stagingKey: the staged key an AI result was registered from, so that registering the same
 * staged result again (a worker whose first call timed out) answers the same address.
 */
export const mediaObjectsStagingKey: Migration = {
  name: '20261215000300_media_objects_staging_key',
  async up(db) {
    await db.schema.alterTable('media_objects', (t) => {
      t.text('stagingKey').unique();
    });
  },
  async down(db) {
    await db.schema.alterTable('media_objects', (t) => {
      t.dropColumn('stagingKey');
    });
  },
};
