import type { Knex } from 'knex';
import type { BillingCycle, SubscriptionStatus } from '@tryon/proto-events';
import type { CustomerMode } from './payments/payment-provider.js';
import type { SavedCustomer } from '../domain/customer-mode.js';

export interface SubscriptionRow {
  id: number;
  userId: number;
  planId: number;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  createdAt: Date;
}

type Q = Knex | Knex.Transaction;

const COLUMNS = [
  'id',
  'userId',
  'planId',
  'stripeSubscriptionId',
  'stripeCustomerId',
  'status',
  'billingCycle',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'canceledAt',
  'createdAt',
];

/**
 * Statuses of a subscription that still counts as the person's current one. A person has at most one
 * (the unique partial index user_subscriptions_one_current, over these statuses).
 */
export const CURRENT_STATUSES: SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'unpaid'];

/** Whether a subscription in `status` is a current one. */
export const isCurrentStatus = (status: SubscriptionStatus): boolean => CURRENT_STATUSES.includes(status);

/** A subscription refused because the person already had one (subscription_refusals). */
export interface RefusalRow {
  stripeSubscriptionId: string;
  userId: number;
  /** The refused subscription's plan. */
  planId: number | null;
  keptSubscriptionId: string | null;
  keptPlanId: number | null;
  checkoutSessionId: string | null;
  refundedInCents: number;
  reason: 'duplicate' | 'duplicate_before_index';
  createdAt: Date;
}

/** user_subscriptions and billing_customers. */
export class SubscriptionsRepository {
  constructor(private readonly db: Knex) {}

  /** The person's current subscription: the newest that is active, trialing, past_due or unpaid. */
  async current(userId: number, q: Q = this.db): Promise<SubscriptionRow | undefined> {
    return q('user_subscriptions')
      .select(COLUMNS)
      .where({ userId })
      .whereIn('status', CURRENT_STATUSES)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first();
  }

  async byStripeId(stripeSubscriptionId: string, q: Q = this.db): Promise<SubscriptionRow | undefined> {
    return q('user_subscriptions').select(COLUMNS).where({ stripeSubscriptionId }).first();
  }

  /** Inserts or updates a subscription by its provider id; returns the row. */
  async upsert(
    trx: Knex.Transaction,
    row: Omit<SubscriptionRow, 'id' | 'createdAt'> & { stripeSubscriptionId: string },
  ): Promise<SubscriptionRow> {
    const [saved] = await trx('user_subscriptions')
      .insert(row)
      .onConflict('stripeSubscriptionId')
      .merge({ ...row, updatedAt: trx.fn.now() })
      .returning(COLUMNS);
    return saved;
  }

  /** A page of subscriptions, newest first, optionally of one status, and how many there are in all. */
  async page(opts: {
    status?: SubscriptionStatus;
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: SubscriptionRow[] }> {
    const filtered = () => {
      const q = this.db('user_subscriptions');
      return opts.status ? q.where({ status: opts.status }) : q;
    };
    const [rows, [{ total }]] = await Promise.all([
      filtered().select(COLUMNS).orderBy('id', 'desc').limit(opts.limit).offset(opts.offset),
      filtered().count<{ total: number }[]>({ total: '*' }),
    ]);
    return { total: Number(total), rows };
  }

  /** Active subscriptions per plan id. */
  async activeByPlan(): Promise<Map<number, number>> {
    const rows: { planId: number; n: number }[] = await this.db('user_subscriptions')
      .where({ status: 'active' })
      .groupBy('planId')
      .select('planId')
      .count({ n: '*' });
    return new Map(rows.map((r) => [r.planId, Number(r.n)]));
  }

  /** Active annual subscriptions (their months are granted by the renewal sweep). */
  async activeAnnual(): Promise<SubscriptionRow[]> {
    return this.db('user_subscriptions')
      .select(COLUMNS)
      .where({ billingCycle: 'annual' })
      .whereIn('status', ['active', 'trialing'])
      .whereNotNull('currentPeriodStart')
      .whereNotNull('stripeSubscriptionId');
  }

  /** Records a refused subscription once (a second call changes nothing). */
  async recordRefusal(
    trx: Knex.Transaction,
    row: Omit<RefusalRow, 'createdAt' | 'reason'> & { reason?: RefusalRow['reason'] },
  ): Promise<void> {
    await trx('subscription_refusals')
      .insert({ reason: 'duplicate', ...row })
      .onConflict('stripeSubscriptionId')
      .ignore();
  }

  /** Notes the checkout a refused subscription came from (the success page asks by it). */
  async linkRefusalToCheckout(
    trx: Knex.Transaction,
    stripeSubscriptionId: string,
    checkoutSessionId: string,
  ): Promise<void> {
    await trx('subscription_refusals')
      .where({ stripeSubscriptionId })
      .whereNull('checkoutSessionId')
      .update({ checkoutSessionId });
  }

  async refusal(stripeSubscriptionId: string, q: Q = this.db): Promise<RefusalRow | undefined> {
    return q('subscription_refusals').where({ stripeSubscriptionId }).first();
  }

  /** The refusal of a person's checkout, if that checkout's subscription was refused. */
  async refusalOfCheckout(userId: number, checkoutSessionId: string): Promise<RefusalRow | undefined> {
    return this.db('subscription_refusals').where({ userId, checkoutSessionId }).first();
  }

  /** The person's saved customer id and the account it belongs to. */
  async customer(userId: number, q: Q = this.db): Promise<SavedCustomer | undefined> {
    return q('billing_customers').select('stripeCustomerId', 'stripeCustomerMode').where({ userId }).first();
  }

  async userIdOfCustomer(stripeCustomerId: string, q: Q = this.db): Promise<number | undefined> {
    const row = await q('billing_customers').where({ stripeCustomerId }).first();
    return row?.userId;
  }

  /** Remembers the person's customer id at the provider and its account (the newest wins). */
  async saveCustomer(
    userId: number,
    stripeCustomerId: string,
    stripeCustomerMode: CustomerMode | null,
    q: Q = this.db,
  ): Promise<void> {
    await q('billing_customers')
      .insert({ userId, stripeCustomerId, stripeCustomerMode })
      .onConflict('userId')
      .merge({ stripeCustomerId, stripeCustomerMode });
  }
}
