import type { Migration } from '@tryon/kit';

/**
 * An edit stores the chain it belongs to (`refinementChain`), named by the chain's root and inherited by an
 * edit of an edit's result: `gemini:{id}` when the chain starts from the result of a generation or try-on,
 * `upload:{address}` when it starts from a plain upload. Billing numbers the refinements of a chain, so
 * `refinementNumber` is billing's answer (0 until billing has answered).
 *
 * Backfill: an edit with a generation or try-on is on its `gemini:` chain; any other is walked up through
 * the edits whose result it edited, to the upload the chain started from. Lookups of a result by address
 * get an index on both job tables.
 */
export const aiJobsEditChain: Migration = {
  name: '20270110000100_ai_jobs_edit_chain',
  async up(db) {
    await db.raw(`ALTER TABLE conversational_edit_sessions ADD COLUMN "refinementChain" text`);
    await db.raw(`UPDATE conversational_edit_sessions SET "refinementChain" = 'gemini:' || "geminiSessionId"
      WHERE "geminiSessionId" IS NOT NULL`);
    await db.raw(`WITH RECURSIVE walk AS (
        SELECT e.id AS "editId", e."userId", e."baseImageUrl" AS base, 0 AS depth
        FROM conversational_edit_sessions e WHERE e."refinementChain" IS NULL
        UNION ALL
        SELECT w."editId", w."userId", p."baseImageUrl", w.depth + 1
        FROM walk w
        JOIN conversational_edit_sessions p ON p."userId" = w."userId" AND p."resultUrl" = w.base
        WHERE w.depth < 1000
      )
      UPDATE conversational_edit_sessions e SET "refinementChain" = 'upload:' || root.base
      FROM (SELECT DISTINCT ON ("editId") "editId", base FROM walk ORDER BY "editId", depth DESC) root
      WHERE e.id = root."editId"`);
    await db.raw(`ALTER TABLE conversational_edit_sessions ALTER COLUMN "refinementChain" SET NOT NULL`);
    await db.raw(`ALTER TABLE conversational_edit_sessions ALTER COLUMN "refinementNumber" SET DEFAULT 0`);
    await db.raw(
      'CREATE INDEX conversational_edit_sessions_result_idx ON conversational_edit_sessions ("userId", "resultUrl")',
    );
    await db.raw('CREATE INDEX gemini_sessions_result_idx ON gemini_sessions ("userId", "resultUrl")');
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS gemini_sessions_result_idx');
    await db.raw('DROP INDEX IF EXISTS conversational_edit_sessions_result_idx');
    await db.raw(`ALTER TABLE conversational_edit_sessions ALTER COLUMN "refinementNumber" SET DEFAULT 1`);
    await db.raw(`ALTER TABLE conversational_edit_sessions DROP COLUMN "refinementChain"`);
  },
};
