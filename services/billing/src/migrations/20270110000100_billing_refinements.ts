import type { Migration } from '@tryon/kit';

/**
 * Refinements, counted by billing: one row per refinement debited on a chain of edits (`gemini:{id}` or
 * `upload:{address}`, see the debit contract), numbered per person and chain in the transaction that locks
 * the person's balance. Unique (person, chain, number): a number is never given twice; unique debit key:
 * a replay answers the same number. `included` marks a refinement the plan paid for; a refunded one (a
 * failed job) gives its included place back.
 *
 * Backfill: refinements debited before (ledger keys `debit:edit:{id}`, whose reference is the chain's
 * generation or try-on) are counted on their `gemini:` chain in ledger order, so a chain does not start
 * again at 1. Edits of uploads carried no reference and were charged by a caller's count; they are not
 * invented.
 */
export const billingRefinements: Migration = {
  name: '20270110000100_billing_refinements',
  async up(db) {
    await db.schema.createTable('refinements', (t) => {
      t.bigIncrements('id').primary();
      t.integer('userId').notNullable();
      t.text('chain').notNullable();
      t.integer('number').notNullable();
      t.text('debitKey').notNullable().unique();
      t.boolean('included').notNullable();
      t.timestamp('refundedAt', { useTz: true });
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['userId', 'chain', 'number'], { indexName: 'refinements_chain_number_unique' });
    });
    await db.raw(`ALTER TABLE refinements ADD CONSTRAINT refinements_number_check CHECK (number >= 1)`);
    await db.raw(`INSERT INTO refinements ("userId", chain, number, "debitKey", included, "refundedAt", "createdAt")
      SELECT d."userId", 'gemini:' || d.reference,
        row_number() OVER (PARTITION BY d."userId", d.reference ORDER BY d.id),
        d."idempotencyKey", d."subscriptionDelta" = 0 AND d."topUpDelta" = 0, r."createdAt", d."createdAt"
      FROM balance_ledger d
      LEFT JOIN balance_ledger r ON r."idempotencyKey" = 'refund:' || substr(d."idempotencyKey", 7)
      WHERE d.kind = 'debit' AND d."idempotencyKey" LIKE 'debit:edit:%' AND d.reference ~ '^[1-9][0-9]{0,15}$'`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('refinements');
  },
};
