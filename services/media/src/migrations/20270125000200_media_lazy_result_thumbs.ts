import type { Migration } from '@tryon/kit';

/**
 * An AI result's thumbnails are made on their first view, not when it is registered (a burst of hundreds
 * of results would otherwise decode each one at once): `thumbSize` and `thumbEtag` stay null until the
 * 256 px thumbnail exists. Uploads still get theirs at once.
 */
export const mediaLazyResultThumbs: Migration = {
  name: '20270125000200_media_lazy_result_thumbs',
  async up(db) {
    await db.raw('ALTER TABLE media_objects ALTER COLUMN "thumbSize" DROP NOT NULL');
    await db.raw('ALTER TABLE media_objects ALTER COLUMN "thumbEtag" DROP NOT NULL');
  },
  async down(db) {
    // The thumbnails not made yet are recorded as empty; their first view makes them as before.
    await db.raw(`UPDATE media_objects SET "thumbSize" = 0, "thumbEtag" = '' WHERE "thumbEtag" IS NULL`);
    await db.raw('ALTER TABLE media_objects ALTER COLUMN "thumbEtag" SET NOT NULL');
    await db.raw('ALTER TABLE media_objects ALTER COLUMN "thumbSize" SET NOT NULL');
  },
};
