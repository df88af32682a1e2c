import type { Migration } from '@tryon/kit';

/**
 * A job remembers where its provider's answer was staged (`stagedResultKey`, under
 * `staging/results/{userId}/`) as soon as the bytes are in object storage: an attempt that fails after
 * that (media or storage busy) is retried from the staged result, and the provider is never called
 * again for work it already answered.
 */
export const aiJobsStagedResult: Migration = {
  name: '20270125000100_ai_jobs_staged_result',
  async up(db) {
    await db.raw('ALTER TABLE gemini_sessions ADD COLUMN "stagedResultKey" text');
    await db.raw('ALTER TABLE conversational_edit_sessions ADD COLUMN "stagedResultKey" text');
  },
  async down(db) {
    await db.raw('ALTER TABLE conversational_edit_sessions DROP COLUMN "stagedResultKey"');
    await db.raw('ALTER TABLE gemini_sessions DROP COLUMN "stagedResultKey"');
  },
};
