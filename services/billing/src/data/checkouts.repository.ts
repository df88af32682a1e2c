import type { Knex } from 'knex';
import type { CheckoutStatus } from '@tryon/proto-events';

/** A subscription checkout billing started. */
export interface SubscriptionCheckoutRow {
  id: string;
  userId: number;
  status: CheckoutStatus;
  createdAt: Date;
}

/** subscription_checkouts: the subscription checkouts billing started, with what became of them. */
export class CheckoutsRepository {
  constructor(private readonly db: Knex) {}

  /** Remembers a new open checkout of the person's. */
  async record(userId: number, id: string): Promise<void> {
    await this.db('subscription_checkouts').insert({ id, userId }).onConflict('id').ignore();
  }

  /** The person's checkouts still open, except `keepId`, started after `since` (older ones expired anyway). */
  async openOthers(userId: number, keepId: string, since: Date): Promise<SubscriptionCheckoutRow[]> {
    return this.db('subscription_checkouts')
      .where({ userId, status: 'open' })
      .whereNot({ id: keepId })
      .andWhere('createdAt', '>', since)
      .orderBy('createdAt');
  }

  /** Sets what became of a checkout (in the caller's transaction when given one). */
  async setStatus(id: string, status: CheckoutStatus, q: Knex | Knex.Transaction = this.db): Promise<void> {
    await q('subscription_checkouts').where({ id }).update({ status, updatedAt: q.fn.now() });
  }
}
