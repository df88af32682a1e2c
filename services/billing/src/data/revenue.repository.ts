import type { Knex } from 'knex';

export type RevenueKind = 'subscription' | 'top_up';

/** A payment received (positive) or given back (negative), as fulfilment records it. */
export interface PaymentRecord {
  userId: number;
  kind: RevenueKind;
  amountInCents: number;
  /** The provider's reference: an invoice id, a payment intent, `refund:<charge>:<refunded so far>`. */
  reference: string;
  planId?: number | null;
  /** The plan change an upgrade's prorated invoice paid for. */
  planChangeId?: number | null;
}

/** One month's sum of one kind (revenue_months). */
export interface RevenueMonth {
  /** yyyy-mm (UTC) */
  month: string;
  kind: RevenueKind;
  amountInCents: number;
}

/** Sessions moved on one UTC day (balance_ledger). */
export interface SessionsDay {
  /** yyyy-mm-dd (UTC) */
  day: string;
  granted: number;
  spent: number;
  refunded: number;
}

/** payments (append-only) and its monthly rollup revenue_months (kept by a trigger). */
export class RevenueRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Records a payment once per reference, inside the caller's transaction; answers whether it was new
   * (false when that reference was already recorded).
   */
  async record(trx: Knex.Transaction, p: PaymentRecord): Promise<boolean> {
    const inserted = await trx('payments')
      .insert({ ...p, planId: p.planId ?? null, planChangeId: p.planChangeId ?? null })
      .onConflict('reference')
      .ignore()
      .returning('reference');
    return inserted.length > 0;
  }

  /** Whether a payment of this reference is recorded. */
  async has(trx: Knex.Transaction, reference: string): Promise<boolean> {
    return Boolean(await trx('payments').where({ reference }).first('id'));
  }

  /** What was already recorded as refunded of a charge (its refund rows are `refund:<charge>:...`). */
  async refundedOf(trx: Knex.Transaction, chargeId: string): Promise<number> {
    const [row] = await trx('payments')
      .whereLike('reference', `refund:${chargeId.replace(/[\\%_]/g, '\\$&')}:%`)
      .sum({ total: 'amountInCents' });
    return -Number(row?.total ?? 0);
  }

  /** Every month's sums by kind (a few dozen rows: the rollup, not the payments). */
  async months(): Promise<RevenueMonth[]> {
    const rows: { month: string; kind: RevenueKind; amountInCents: number }[] = await this.db(
      'revenue_months',
    ).select(this.db.raw(`to_char(month, 'YYYY-MM') AS month`), 'kind', 'amountInCents');
    return rows.map((r) => ({ ...r, amountInCents: Number(r.amountInCents) }));
  }

  /** Sessions granted (trial, plan periods, packs), spent and refunded per UTC day since `from`. */
  async sessionsSince(from: Date): Promise<SessionsDay[]> {
    const rows: { day: string; granted: string; spent: string; refunded: string }[] = await this.db(
      'balance_ledger',
    )
      .where('createdAt', '>=', from)
      .select(
        this.db.raw(`to_char("createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`),
        this.db.raw(`coalesce(sum(greatest("subscriptionDelta", 0) + greatest("topUpDelta", 0))
          FILTER (WHERE kind IN ('grant', 'purchase', 'reset')), 0) AS granted`),
        this.db.raw(
          `coalesce(-sum("subscriptionDelta" + "topUpDelta") FILTER (WHERE kind = 'debit'), 0) AS spent`,
        ),
        this.db.raw(
          `coalesce(sum("subscriptionDelta" + "topUpDelta") FILTER (WHERE kind = 'refund'), 0) AS refunded`,
        ),
      )
      .groupByRaw('1');
    return rows.map((r) => ({
      day: r.day,
      granted: Number(r.granted),
      spent: Number(r.spent),
      refunded: Number(r.refunded),
    }));
  }
}
