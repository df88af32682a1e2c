import type { Migration } from '@tryon/kit';

/** The admin's charts read jobs by creation day: an index on createdAt of both job tables. */
export const aiJobsAdmin: Migration = {
  name: '20261220000100_ai_jobs_admin',
  async up(db) {
    await db.raw('CREATE INDEX gemini_sessions_created_at_idx ON gemini_sessions ("createdAt")');
    await db.raw(
      'CREATE INDEX conversational_edit_sessions_created_at_idx ON conversational_edit_sessions ("createdAt")',
    );
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS conversational_edit_sessions_created_at_idx');
    await db.raw('DROP INDEX IF EXISTS gemini_sessions_created_at_idx');
  },
};
