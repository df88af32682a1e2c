import type { Migration } from '@tryon/kit';

/**
 * How many sessions billing took for an edit (`charged`, from its debit answer; 0 for an edit the plan
 * includes): a failed edit then says it was refunded only when something was charged. Null for edits
 * queued before, which keep the refund wording. Only adds a column: old and new replicas run side by side.
 */
export const aiJobsEditCharged: Migration = {
  name: '20270220000100_ai_jobs_edit_charged',
  async up(db) {
    await db.raw('ALTER TABLE conversational_edit_sessions ADD COLUMN charged integer');
  },
  async down(db) {
    await db.raw('ALTER TABLE conversational_edit_sessions DROP COLUMN charged');
  },
};
