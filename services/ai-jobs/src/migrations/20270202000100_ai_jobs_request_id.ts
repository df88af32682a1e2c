import type { Migration } from '@tryon/kit';

/**
 * A job may carry the key its client made for the request (`requestId`: the GraphQL inputs' field, the REST
 * shim's `Idempotency-Key` header): one job per person and key, so the same request sent again (a retry
 * after a lost answer, a second click) answers the job it started and is charged once. Only adds a column
 * and an index: old and new replicas run side by side.
 */
export const aiJobsRequestId: Migration = {
  name: '20270202000100_ai_jobs_request_id',
  async up(db) {
    for (const table of ['gemini_sessions', 'conversational_edit_sessions']) {
      await db.raw('ALTER TABLE ?? ADD COLUMN "requestId" text', [table]);
      await db.raw('CREATE UNIQUE INDEX ?? ON ?? ("userId", "requestId") WHERE "requestId" IS NOT NULL', [
        `${table}_request_id_idx`,
        table,
      ]);
    }
  },
  async down(db) {
    for (const table of ['conversational_edit_sessions', 'gemini_sessions']) {
      await db.raw('DROP INDEX IF EXISTS ??', [`${table}_request_id_idx`]);
      await db.raw('ALTER TABLE ?? DROP COLUMN "requestId"', [table]);
    }
  },
};
