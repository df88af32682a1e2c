import type { Knex } from 'knex';

export interface SubscriptionRow {
  id: number;
  userId: number;
  planId: number;
  status: string;
  billingCycle: 'monthly' | 'annual';
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** user_subscriptions (written by the payment part; read here for the status view). */
export class SubscriptionsRepository {
  constructor(private readonly db: Knex) {}

  /** The person's current subscription: the newest that is active, trialing, past_due or unpaid. */
  async current(userId: number): Promise<SubscriptionRow | undefined> {
    return this.db('user_subscriptions')
      .select(
        'id',
        'userId',
        'planId',
        'status',
        'billingCycle',
        'currentPeriodStart',
        'currentPeriodEnd',
        'cancelAtPeriodEnd',
      )
      .where({ userId })
      .whereIn('status', ['active', 'trialing', 'past_due', 'unpaid'])
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first();
  }
}
