import type { Migration } from '@tryon/kit';

/**
 * What the engine left out of a generation's picture (`resultNote`, e.g. "not drawn offline: hat"), so
 * the person is told instead of the words being silently ignored. Null when everything was drawn. Only
 * adds a column: old and new replicas run side by side.
 */
export const aiJobsResultNote: Migration = {
  name: '20270301000100_ai_jobs_result_note',
  async up(db) {
    await db.raw('ALTER TABLE gemini_sessions ADD COLUMN "resultNote" text');
  },
  async down(db) {
    await db.raw('ALTER TABLE gemini_sessions DROP COLUMN "resultNote"');
  },
};
