import type { Migration } from '@tryon/kit';

/**
 * media_objects (what is stored where, and whose it is) and the gallery tables of the spec
 * (business-admin-data section 3): saved_user_images, saved_try_on_results, saved_gemini_people,
 * saved_generated_people.
 */
export const mediaInit: Migration = {
  name: '20261201000100_media_init',
  async up(db) {
    await db.schema.createTable('media_objects', (t) => {
      t.increments('id').primary();
      t.text('address').notNullable().unique();
      t.text('key').notNullable().unique();
      t.integer('userId').notNullable();
      t.text('kind').notNullable();
      t.text('contentType').notNullable();
      t.bigInteger('size').notNullable();
      t.integer('width').notNullable();
      t.integer('height').notNullable();
      t.text('etag').notNullable();
      t.text('thumbKey').notNullable();
      t.bigInteger('thumbSize').notNullable();
      t.text('thumbEtag').notNullable();
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId']);
    });
    await db.raw(`ALTER TABLE media_objects ADD CONSTRAINT media_objects_kind_check
      CHECK (kind IN ('upload', 'result'))`);

    await db.schema.createTable('saved_user_images', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.text('imageUrl').notNullable();
      t.text('name').notNullable();
      t.text('category').notNullable().defaultTo('person');
      t.boolean('isFavorite').notNullable().defaultTo(false);
      t.timestamp('uploadedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'uploadedAt']);
      t.index(['imageUrl']);
    });
    await db.raw(`ALTER TABLE saved_user_images ADD CONSTRAINT saved_user_images_category_check
      CHECK (category IN ('person', 'clothing'))`);

    await db.schema.createTable('saved_try_on_results', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('geminiSessionId');
      t.text('name').notNullable();
      t.text('resultImageUrl').notNullable();
      t.text('personImageUrl');
      t.text('clothingImageUrl');
      t.text('category');
      t.text('style');
      t.boolean('isFavorite').notNullable().defaultTo(false);
      t.timestamp('savedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'savedAt']);
      t.index(['resultImageUrl']);
    });

    await db.schema.createTable('saved_gemini_people', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('geminiSessionId');
      t.text('name').notNullable();
      t.boolean('isFavorite').notNullable().defaultTo(false);
      t.timestamp('savedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'savedAt']);
    });

    await db.schema.createTable('saved_generated_people', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('personGenerationSessionId');
      t.text('name').notNullable();
      t.boolean('isFavorite').notNullable().defaultTo(false);
      t.timestamp('savedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'savedAt']);
    });
  },
  async down(db) {
    for (const t of [
      'saved_generated_people',
      'saved_gemini_people',
      'saved_try_on_results',
      'saved_user_images',
      'media_objects',
    ]) {
      await db.schema.dropTableIfExists(t);
    }
  },
};
