import type { Migration } from '@tryon/kit';

/**
 * provider_status: what the admin sees of each AI provider. The workers write the Gemini model they
 * chose (with the candidates, the models the key can use and the problem, if any) and the provider's own
 * message of the last permanent failure; the API process reads it. One row per provider.
 */
export const aiJobsProviderStatus: Migration = {
  name: '20270203000100_ai_jobs_provider_status',
  async up(db) {
    await db.schema.createTable('provider_status', (t) => {
      t.text('provider').primary();
      t.text('model');
      t.text('modelSource');
      t.jsonb('candidates').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      t.jsonb('available').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      t.timestamp('checkedAt', { useTz: true });
      t.text('problem');
      t.text('lastError');
      t.timestamp('lastErrorAt', { useTz: true });
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE provider_status ADD CONSTRAINT provider_status_provider_check
      CHECK (provider IN ('gemini', 'fashn'))`);
    await db.raw(`ALTER TABLE provider_status ADD CONSTRAINT provider_status_source_check
      CHECK ("modelSource" IS NULL OR "modelSource" IN ('pinned', 'candidate', 'discovered', 'none'))`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('provider_status');
  },
};
