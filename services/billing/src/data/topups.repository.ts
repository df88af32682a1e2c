import type { Knex } from 'knex';

export interface TopUpRow {
  id: number;
  userId: number;
  sessions: number;
  priceInCents: number;
  stripePaymentIntentId: string;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
}

/** top_up_purchases, keyed by the payment reference (stripePaymentIntentId). Inside the caller's transaction. */
export class TopUpsRepository {
  /** The purchase of that payment, locked until the transaction ends. */
  async lock(trx: Knex.Transaction, paymentRef: string): Promise<TopUpRow | undefined> {
    return trx('top_up_purchases').where({ stripePaymentIntentId: paymentRef }).forUpdate().first();
  }

  /**
   * Records a purchase. `completed` overwrites a pending row of the same payment; `refunded` (a refund that
   * came first) never overwrites anything.
   */
  async record(
    trx: Knex.Transaction,
    row: Omit<TopUpRow, 'id' | 'status'> & { status: 'completed' | 'refunded' },
  ): Promise<void> {
    const insert = trx('top_up_purchases').insert(row).onConflict('stripePaymentIntentId');
    await (row.status === 'completed'
      ? insert.merge({ status: 'completed', purchasedAt: trx.fn.now() })
      : insert.ignore());
  }

  async markRefunded(trx: Knex.Transaction, id: number): Promise<void> {
    await trx('top_up_purchases').where({ id }).update({ status: 'refunded' });
  }
}
