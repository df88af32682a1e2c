import type { Migration } from '@tryon/kit';

/**
 * Why a top-up failed (top_up_purchases."failureReason"): a paid pack checkout whose amount or currency is
 * not the pack's price is recorded `failed` with the reason for the admin, and credits nothing. Expand
 * only: the code before it never writes a failed row, and reads the column as absent.
 */
export const billingTopUpFailureReason: Migration = {
  name: '20270210000100_billing_top_up_failure_reason',
  async up(db) {
    await db.schema.alterTable('top_up_purchases', (t) => {
      t.text('failureReason');
    });
  },
  async down(db) {
    await db.schema.alterTable('top_up_purchases', (t) => {
      t.dropColumn('failureReason');
    });
  },
};
