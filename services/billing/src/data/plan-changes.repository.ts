import type { Knex } from 'knex';
import type { BillingCycle, PlanChangeKind, PlanChangeStatus } from '@tryon/proto-events';

export interface PlanChangeRow {
  id: number;
  userId: number;
  stripeSubscriptionId: string;
  kind: PlanChangeKind;
  status: PlanChangeStatus;
  fromPlanId: number;
  toPlanId: number;
  fromCycle: BillingCycle;
  toCycle: BillingCycle;
  effectiveAt: Date;
  amountInCents: number;
  sessionsGranted: number;
  createdAt: Date;
  updatedAt: Date;
}

type Q = Knex | Knex.Transaction;

/** subscription_changes: the plan and cycle switches of subscriptions. */
export class PlanChangesRepository {
  constructor(private readonly db: Knex) {}

  /** Records a change; answers the row. */
  async insert(
    trx: Knex.Transaction,
    row: Omit<PlanChangeRow, 'id' | 'createdAt' | 'updatedAt' | 'amountInCents' | 'sessionsGranted'> &
      Partial<Pick<PlanChangeRow, 'amountInCents' | 'sessionsGranted'>>,
  ): Promise<PlanChangeRow> {
    const [saved] = await trx('subscription_changes').insert(row).returning('*');
    return saved;
  }

  /** The person's change waiting for the period's end, if any. */
  async scheduled(userId: number, q: Q = this.db): Promise<PlanChangeRow | undefined> {
    return q('subscription_changes').where({ userId, status: 'scheduled' }).first();
  }

  /** The changes waiting for the period's end of these subscriptions, by subscription. */
  async scheduledOf(stripeSubscriptionIds: string[]): Promise<Map<string, PlanChangeRow>> {
    if (stripeSubscriptionIds.length === 0) return new Map();
    const rows: PlanChangeRow[] = await this.db('subscription_changes')
      .whereIn('stripeSubscriptionId', stripeSubscriptionIds)
      .where({ status: 'scheduled' });
    return new Map(rows.map((r) => [r.stripeSubscriptionId, r]));
  }

  /** How many changes a subscription has had (any status). */
  async count(stripeSubscriptionId: string, q: Q = this.db): Promise<number> {
    const [{ n }] = await q('subscription_changes')
      .where({ stripeSubscriptionId })
      .count<{ n: number }[]>({ n: '*' });
    return Number(n);
  }

  /** A subscription's newest change. */
  async latest(stripeSubscriptionId: string, q: Q = this.db): Promise<PlanChangeRow | undefined> {
    return q('subscription_changes').where({ stripeSubscriptionId }).orderBy('id', 'desc').first();
  }

  /** Sets a change's status (and what else changed with it); answers the row. */
  async update(
    trx: Knex.Transaction,
    id: number,
    patch: Partial<Pick<PlanChangeRow, 'status' | 'amountInCents' | 'sessionsGranted' | 'effectiveAt'>>,
  ): Promise<PlanChangeRow> {
    const [row] = await trx('subscription_changes')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() })
      .returning('*');
    return row;
  }

  /** The newest upgrade of a subscription whose prorated invoice is not recorded yet. */
  async unpaidUpgrade(
    trx: Knex.Transaction,
    stripeSubscriptionId: string,
  ): Promise<PlanChangeRow | undefined> {
    return trx('subscription_changes as c')
      .where({ 'c.stripeSubscriptionId': stripeSubscriptionId, 'c.kind': 'upgrade', 'c.status': 'applied' })
      .whereNotExists(trx('payments as p').whereRaw('p."planChangeId" = c.id'))
      .orderBy('c.id', 'desc')
      .select('c.*')
      .first();
  }

  /** A page of changes, newest first (the admin's list). */
  async page(opts: { limit: number; offset: number }): Promise<{ total: number; rows: PlanChangeRow[] }> {
    const [rows, [{ total }]] = await Promise.all([
      this.db('subscription_changes').orderBy('id', 'desc').limit(opts.limit).offset(opts.offset),
      this.db('subscription_changes').count<{ total: number }[]>({ total: '*' }),
    ]);
    return { total: Number(total), rows };
  }
}
