import type { Migration } from '@tryon/kit';

/**
 * An index of each person's ledger entries other than debits and refunds (grants, purchases, resets,
 * revocations: a few per person), for the free-trial figure a top-up debit reads with the balance row
 * locked (BalancesRepository.trialLeft). Without it that read went through every entry of the person's
 * ledger, debits included, so each debit cost more the more the person had used (1.2 ms against 0.04 ms
 * for a person with 5,000 entries) and held their balance row that much longer. Expand only: the code
 * before it reads the same rows without it.
 */
export const billingLedgerCreditsIndex: Migration = {
  name: '20270130000100_billing_ledger_credits_index',
  async up(db) {
    await db.raw(`CREATE INDEX balance_ledger_credits_idx ON balance_ledger ("userId")
      WHERE kind NOT IN ('debit', 'refund')`);
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS balance_ledger_credits_idx');
  },
};
