import type { Migration } from '@tryon/kit';

/**
 * Saved AI people get what they show: `imageUrl` (the `/uploads/results/...` address of the generated
 * person; nullable for rows from before this migration, always set by the save call) and `attributes`
 * (gender, age, ethnicity, build, hairColor, hairStyle, clothing, pose as given; an object, `{}` when none).
 * One row per (userId, geminiSessionId), so the same generation is saved once per person; rows without a
 * session (null) are not constrained. `imageUrl` is indexed for the reference count of media_objects.
 */
export const savedGeminiPeopleImage: Migration = {
  name: '20261215000200_saved_gemini_people_image',
  async up(db) {
    await db.schema.alterTable('saved_gemini_people', (t) => {
      t.text('imageUrl');
      t.jsonb('attributes').notNullable().defaultTo(db.raw("'{}'::jsonb"));
      t.unique(['userId', 'geminiSessionId'], {
        indexName: 'saved_gemini_people_user_session_unique',
      });
      t.index(['imageUrl'], 'saved_gemini_people_image_url_index');
    });
    await db.raw(`ALTER TABLE saved_gemini_people ADD CONSTRAINT saved_gemini_people_image_url_check
      CHECK ("imageUrl" IS NULL OR "imageUrl" LIKE '/uploads/%')`);
    await db.raw(`ALTER TABLE saved_gemini_people ADD CONSTRAINT saved_gemini_people_attributes_check
      CHECK (jsonb_typeof(attributes) = 'object')`);
  },
  async down(db) {
    await db.raw(
      'ALTER TABLE saved_gemini_people DROP CONSTRAINT IF EXISTS saved_gemini_people_attributes_check',
    );
    await db.raw(
      'ALTER TABLE saved_gemini_people DROP CONSTRAINT IF EXISTS saved_gemini_people_image_url_check',
    );
    await db.schema.alterTable('saved_gemini_people', (t) => {
      t.dropIndex(['imageUrl'], 'saved_gemini_people_image_url_index');
      t.dropUnique(['userId', 'geminiSessionId'], 'saved_gemini_people_user_session_unique');
      t.dropColumn('attributes');
      t.dropColumn('imageUrl');
    });
  },
};
