import type { Knex } from 'knex';
import type { PaymentStatus } from '@tryon/proto-events';

export interface TopUpRow {
  id: number;
  userId: number;
  sessions: number;
  priceInCents: number;
  stripePaymentIntentId: string;
  status: PaymentStatus;
  /** Why a `failed` purchase credited nothing (a paid amount or currency that is not the pack's price). */
  failureReason?: string | null;
  purchasedAt: Date;
}

/**
 * top_up_purchases, keyed by the payment reference (stripePaymentIntentId): written inside the caller's
 * transaction; the admin's list reads its own pages.
 */
export class TopUpsRepository {
  constructor(private readonly db: Knex) {}

  /** A page of purchases, newest first, optionally of one status, and how many there are in all. */
  async page(opts: {
    status?: PaymentStatus;
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: TopUpRow[] }> {
    const filtered = () => {
      const q = this.db('top_up_purchases');
      return opts.status ? q.where({ status: opts.status }) : q;
    };
    const [rows, [{ total }]] = await Promise.all([
      filtered().select('*').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset),
      filtered().count<{ total: number }[]>({ total: '*' }),
    ]);
    return { total: Number(total), rows };
  }

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
    row: Omit<TopUpRow, 'id' | 'status' | 'purchasedAt'> & { status: 'completed' | 'refunded' },
  ): Promise<void> {
    const insert = trx('top_up_purchases').insert(row).onConflict('stripePaymentIntentId');
    await (row.status === 'completed'
      ? insert.merge({ status: 'completed', purchasedAt: trx.fn.now() })
      : insert.ignore());
  }

  /**
   * Records a paid checkout that credits nothing (`failed`, with the reason the admin sees): the amount
   * paid is kept as its price. Never overwrites a purchase of the same payment already recorded.
   */
  async recordFailed(
    trx: Knex.Transaction,
    row: Omit<TopUpRow, 'id' | 'status' | 'purchasedAt' | 'failureReason'> & { failureReason: string },
  ): Promise<boolean> {
    const saved = await trx('top_up_purchases')
      .insert({ ...row, status: 'failed' })
      .onConflict('stripePaymentIntentId')
      .ignore()
      .returning('id');
    return saved.length > 0;
  }

  async markRefunded(trx: Knex.Transaction, id: number): Promise<void> {
    await trx('top_up_purchases').where({ id }).update({ status: 'refunded' });
  }
}
