import type { Migration } from '@tryon/kit';

/**
 * usage_logs."deductedFrom" gains 'free_trial': a debit paid from the free-trial sessions was recorded as
 * 'top_up' (the trial is granted into the top-up pool), so the usage table said "Top-Up" for sessions
 * nobody bought. The trial sessions are spent first among top-up sessions (they were granted first), so
 * existing rows are fixed by replaying each person's top-up debits in order: those within the trial
 * granted to them become 'free_trial' (a refunded debit was paid from the trial too, but gave its sessions
 * back, so it does not use up the trial for the debits after it).
 */
export const billingUsageFreeTrial: Migration = {
  name: '20270120000100_billing_usage_free_trial',
  async up(db) {
    await db.raw(`ALTER TABLE usage_logs DROP CONSTRAINT usage_logs_deducted_from_check`);
    await db.raw(`ALTER TABLE usage_logs ADD CONSTRAINT usage_logs_deducted_from_check
      CHECK ("deductedFrom" IN ('subscription', 'top_up', 'mixed', 'free_trial'))`);
    await db.raw(`WITH trial AS (
        SELECT "userId", SUM("topUpDelta") AS sessions
        FROM balance_ledger WHERE kind = 'grant' GROUP BY "userId"
      ), debits AS (
        SELECT u.id, u."userId", u."sessionsCost", u."createdAt",
          EXISTS (
            SELECT 1 FROM balance_ledger r
            WHERE r.kind = 'refund' AND r."idempotencyKey" = 'refund:' || (u.metadata->>'idempotencyKey')
          ) AS refunded
        FROM usage_logs u
        WHERE u."deductedFrom" = 'top_up'
      ), spent AS (
        SELECT id, "userId", "sessionsCost",
          COALESCE(SUM(CASE WHEN refunded THEN 0 ELSE "sessionsCost" END) OVER (
            PARTITION BY "userId" ORDER BY "createdAt", id
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
        FROM debits
      )
      UPDATE usage_logs SET "deductedFrom" = 'free_trial'
      FROM spent JOIN trial ON trial."userId" = spent."userId"
      WHERE usage_logs.id = spent.id AND spent.before + spent."sessionsCost" <= trial.sessions`);
  },
  async down(db) {
    await db.raw(`UPDATE usage_logs SET "deductedFrom" = 'top_up' WHERE "deductedFrom" = 'free_trial'`);
    await db.raw(`ALTER TABLE usage_logs DROP CONSTRAINT usage_logs_deducted_from_check`);
    await db.raw(`ALTER TABLE usage_logs ADD CONSTRAINT usage_logs_deducted_from_check
      CHECK ("deductedFrom" IN ('subscription', 'top_up', 'mixed'))`);
  },
};
