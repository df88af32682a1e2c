import type { Knex } from 'knex';

export type LedgerKind = 'grant' | 'debit' | 'refund' | 'purchase' | 'reset' | 'revoke';

export interface Balance {
  subscriptionSessions: number;
  topUpSessions: number;
}

export interface LedgerRow {
  id: number;
  userId: number;
  kind: LedgerKind;
  subscriptionDelta: number;
  topUpDelta: number;
  idempotencyKey: string;
  reference: string | null;
  createdAt: Date;
}

type Q = Knex | Knex.Transaction;

/** session_balances and balance_ledger. Writers run inside the caller's transaction. */
export class BalancesRepository {
  constructor(private readonly db: Knex) {}

  async find(userId: number, q: Q = this.db): Promise<Balance | undefined> {
    return q('session_balances').select('subscriptionSessions', 'topUpSessions').where({ userId }).first();
  }

  /** Creates the balance row if missing; true when this call created it. */
  async createIfMissing(trx: Knex.Transaction, userId: number): Promise<boolean> {
    const rows = await trx('session_balances')
      .insert({ userId })
      .onConflict('userId')
      .ignore()
      .returning('id');
    return rows.length > 0;
  }

  /** Locks the balance row until the transaction ends; undefined when the person has none yet. */
  async tryLock(trx: Knex.Transaction, userId: number): Promise<Balance | undefined> {
    return trx('session_balances')
      .select('subscriptionSessions', 'topUpSessions')
      .where({ userId })
      .forUpdate()
      .first();
  }

  /** Locks the balance row until the transaction ends (the row must exist). */
  async lock(trx: Knex.Transaction, userId: number): Promise<Balance> {
    const row = await trx('session_balances')
      .select('subscriptionSessions', 'topUpSessions')
      .where({ userId })
      .forUpdate()
      .first();
    if (!row) throw new Error(`no balance row for user ${userId}`);
    return row;
  }

  /** Adds the deltas (the table's check refuses a negative result); returns the new balance. */
  async add(trx: Knex.Transaction, userId: number, subscriptionDelta: number, topUpDelta: number) {
    const [row] = await trx('session_balances')
      .where({ userId })
      .update({
        subscriptionSessions: trx.raw('"subscriptionSessions" + ?', [subscriptionDelta]),
        topUpSessions: trx.raw('"topUpSessions" + ?', [topUpDelta]),
        updatedAt: trx.fn.now(),
      })
      .returning(['subscriptionSessions', 'topUpSessions']);
    return row as Balance;
  }

  /** Appends a ledger entry unless its idempotency key exists; returns the row or undefined. */
  async appendLedger(
    trx: Knex.Transaction,
    entry: {
      userId: number;
      kind: LedgerKind;
      subscriptionDelta: number;
      topUpDelta: number;
      idempotencyKey: string;
      reference?: string | null;
    },
  ): Promise<LedgerRow | undefined> {
    const rows = await trx('balance_ledger')
      .insert({ ...entry, reference: entry.reference ?? null })
      .onConflict('idempotencyKey')
      .ignore()
      .returning('*');
    return rows[0];
  }

  async findLedger(idempotencyKey: string, q: Q = this.db): Promise<LedgerRow | undefined> {
    return q('balance_ledger').where({ idempotencyKey }).first();
  }

  /** The balance recomputed from the ledger. */
  async ledgerSum(userId: number, q: Q = this.db): Promise<Balance> {
    const row = await q('balance_ledger')
      .where({ userId })
      .select(
        q.raw('COALESCE(SUM("subscriptionDelta"), 0)::int AS "subscriptionSessions"'),
        q.raw('COALESCE(SUM("topUpDelta"), 0)::int AS "topUpSessions"'),
      )
      .first();
    return row as Balance;
  }

  /**
   * How many of `topUpSessions` (the person's top-up pool now) are still free-trial sessions. The trial
   * is spent first (it was granted first), so it is what the pool holds beyond the sessions added since
   * by purchases and other credits (net of revocations), at most the trial granted. Reads the person's
   * entries other than debits and refunds only (neither sum counts them), through the index of those
   * (migration 20270130000100): a few rows however much the person has used.
   */
  async trialLeft(trx: Knex.Transaction, userId: number, topUpSessions: number): Promise<number> {
    const row = (await trx('balance_ledger')
      .where({ userId })
      .whereNotIn('kind', ['debit', 'refund'])
      .select(
        trx.raw(`COALESCE(SUM("topUpDelta") FILTER (WHERE kind = 'grant'), 0)::int AS trial`),
        trx.raw(
          `COALESCE(SUM("topUpDelta") FILTER (WHERE kind NOT IN ('grant', 'debit', 'refund')), 0)::int AS added`,
        ),
      )
      .first()) as { trial: number; added: number } | undefined;
    const trial = Number(row?.trial ?? 0);
    const added = Number(row?.added ?? 0);
    return Math.max(0, Math.min(trial, topUpSessions - added));
  }

  /** Sessions used net of refunds, the first use, and whether the person ever paid (for analytics). */
  async usageFacts(
    userId: number,
  ): Promise<{ totalSessions: number; firstUsedAt: Date | null; hasPaid: boolean }> {
    const row = await this.db('balance_ledger')
      .where({ userId })
      .select(
        this.db.raw(
          `COALESCE(-SUM("subscriptionDelta" + "topUpDelta") FILTER (WHERE kind IN ('debit', 'refund')), 0)::int AS "totalSessions"`,
        ),
        this.db.raw(`MIN("createdAt") FILTER (WHERE kind = 'debit') AS "firstUsedAt"`),
        this.db.raw(`COUNT(*) FILTER (WHERE kind IN ('purchase', 'reset'))::int AS "paidEntries"`),
      )
      .first();
    const subs = await this.db('user_subscriptions')
      .where({ userId })
      .whereIn('status', ['active', 'past_due', 'canceled', 'unpaid'])
      .count({ n: '*' })
      .first();
    return {
      totalSessions: Number(row?.totalSessions ?? 0),
      firstUsedAt: row?.firstUsedAt ? new Date(row.firstUsedAt) : null,
      hasPaid: Number(row?.paidEntries ?? 0) > 0 || Number(subs?.n ?? 0) > 0,
    };
  }
}
