import type { Migration } from '@tryon/kit';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const STATUSES = ['pending', 'processing', 'completed', 'failed'];
const ATTRIBUTES = {
  gender: ['male', 'female'],
  age: ['young', 'middle-aged', 'older'],
  ethnicity: ['caucasian', 'asian', 'african', 'hispanic', 'mixed'],
  build: ['slim', 'average', 'athletic', 'plus-size'],
  hairColor: ['blonde', 'brown', 'black', 'red', 'gray'],
  hairStyle: ['short', 'medium', 'long', 'curly', 'straight'],
  clothing: ['casual', 'business', 'formal', 'athletic'],
  pose: ['standing-front', 'standing-side', 'sitting', 'casual-pose'],
  background: ['white', 'gray', 'blue', 'green', 'beige', 'studio', 'neutral'],
};

/**
 * ai-jobs' tables of the spec (business-admin-data section 3): gemini_sessions (generations and try-ons,
 * the source of truth for jobs), conversational_edit_sessions, person_generation_sessions and
 * try_on_sessions (the spec's summary views, written alongside), api_configurations. Job bookkeeping
 * columns beyond the spec: the input objects' storage keys, attempts, whether the job was queued and
 * whether the offline engine made the result.
 */
export const aiJobsInit: Migration = {
  name: '20261215000100_ai_jobs_init',
  async up(db) {
    await db.schema.createTable('gemini_sessions', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.text('sessionType').notNullable();
      t.text('status').notNullable().defaultTo('pending');
      for (const name of Object.keys(ATTRIBUTES)) t.text(name);
      t.text('prompt');
      t.text('personImageUrl');
      t.text('clothingImageUrl');
      t.text('clothingImageUrl2');
      t.text('garmentType1');
      t.text('garmentType2');
      t.text('category');
      t.text('style');
      t.boolean('replaceFootwear').notNullable().defaultTo(false);
      t.text('resultUrl');
      t.text('errorMessage');
      t.jsonb('inputKeys').notNullable().defaultTo(db.raw(`'{}'::jsonb`));
      t.boolean('queued').notNullable().defaultTo(false);
      t.integer('attempts').notNullable().defaultTo(0);
      t.boolean('offline').notNullable().defaultTo(false);
      t.text('provider');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('completedAt', { useTz: true });
      t.index(['userId', 'createdAt']);
      t.index(['status', 'queued', 'createdAt']);
    });
    await db.raw(`ALTER TABLE gemini_sessions ADD CONSTRAINT gemini_sessions_type_check
      CHECK ("sessionType" IN ('person_generation', 'virtual_tryon'))`);
    await db.raw(`ALTER TABLE gemini_sessions ADD CONSTRAINT gemini_sessions_status_check
      CHECK (status IN (${inList(STATUSES)}))`);
    for (const [name, values] of Object.entries(ATTRIBUTES)) {
      await db.raw(`ALTER TABLE gemini_sessions ADD CONSTRAINT gemini_sessions_${name.toLowerCase()}_check
        CHECK ("${name}" IS NULL OR "${name}" IN (${inList(values)}))`);
    }
    await db.raw(`ALTER TABLE gemini_sessions ADD CONSTRAINT gemini_sessions_garments_check
      CHECK (("garmentType1" IS NULL OR "garmentType1" IN ('top', 'bottom', 'shoes', 'full-body'))
        AND ("garmentType2" IS NULL OR "garmentType2" IN ('top', 'bottom', 'shoes', 'full-body'))
        AND (category IS NULL OR category IN ('tops', 'bottoms', 'full-body', 'accessories')))`);

    await db.schema.createTable('conversational_edit_sessions', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('geminiSessionId').references('id').inTable('gemini_sessions');
      t.text('baseImageUrl').notNullable();
      t.text('editInstructions').notNullable();
      t.text('resultUrl');
      t.text('status').notNullable().defaultTo('pending');
      t.text('errorMessage');
      t.integer('refinementNumber').notNullable().defaultTo(1);
      t.jsonb('inputKeys').notNullable().defaultTo(db.raw(`'{}'::jsonb`));
      t.boolean('queued').notNullable().defaultTo(false);
      t.integer('attempts').notNullable().defaultTo(0);
      t.boolean('offline').notNullable().defaultTo(false);
      t.text('provider');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('completedAt', { useTz: true });
      t.index(['userId', 'createdAt']);
      t.index(['status', 'queued', 'createdAt']);
      t.index(['baseImageUrl']);
    });
    await db.raw(`ALTER TABLE conversational_edit_sessions ADD CONSTRAINT edit_sessions_status_check
      CHECK (status IN (${inList(STATUSES)}))`);

    await db.schema.createTable('person_generation_sessions', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('geminiSessionId').unique().references('id').inTable('gemini_sessions');
      for (const name of [
        'gender',
        'age',
        'ethnicity',
        'build',
        'hairColor',
        'hairStyle',
        'clothing',
        'pose',
      ]) {
        t.text(name);
      }
      t.text('status').notNullable().defaultTo('pending');
      t.text('resultUrl');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('try_on_sessions', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('geminiSessionId').unique().references('id').inTable('gemini_sessions');
      t.text('userPhotoUrl');
      t.text('clothingPhotoUrl');
      t.text('resultPhotoUrl');
      t.text('status').notNullable().defaultTo('pending');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });

    await db.schema.createTable('api_configurations', (t) => {
      t.increments('id').primary();
      t.text('key').notNullable().unique();
      t.text('value').notNullable();
      t.text('description');
      t.integer('updatedBy');
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db('api_configurations').insert([
      { key: 'active_api', value: 'gemini', description: 'The try-on AI service in use: gemini or fashn' },
      {
        key: 'gemini_enabled',
        value: 'true',
        description: 'Whether Gemini may be used (needs GEMINI_API_KEY)',
      },
      { key: 'fashn_enabled', value: 'true', description: 'Whether FASHN may be used (needs FASHN_API_KEY)' },
    ]);
  },
  async down(db) {
    for (const t of [
      'api_configurations',
      'try_on_sessions',
      'person_generation_sessions',
      'conversational_edit_sessions',
      'gemini_sessions',
    ]) {
      await db.schema.dropTableIfExists(t);
    }
  },
};
