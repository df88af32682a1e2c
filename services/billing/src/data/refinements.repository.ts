import type { Knex } from 'knex';

/** A refinement debited on a chain of edits. */
export interface RefinementRow {
  userId: number;
  chain: string;
  number: number;
  debitKey: string;
  included: boolean;
  refundedAt: Date | null;
}

/** refinements: the refinements of each chain, numbered per person (writers run in the debit's transaction). */
export class RefinementsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * How many refinements the person has had on `chain` (every one, for the next number) and how many of
   * them the plan included and were not refunded (the included places in use). Call with the person's
   * balance row locked, so that nobody counts at the same time.
   */
  async counts(
    trx: Knex.Transaction,
    userId: number,
    chain: string,
  ): Promise<{ made: number; included: number }> {
    const row = await trx('refinements')
      .where({ userId, chain })
      .select(
        trx.raw('count(*)::int AS made'),
        trx.raw('count(*) FILTER (WHERE included AND "refundedAt" IS NULL)::int AS included'),
      )
      .first();
    return { made: Number(row?.made ?? 0), included: Number(row?.included ?? 0) };
  }

  /** Records a refinement; the unique (person, chain, number) and debit key refuse a second one. */
  async insert(
    trx: Knex.Transaction,
    row: Pick<RefinementRow, 'userId' | 'chain' | 'number' | 'debitKey' | 'included'>,
  ): Promise<void> {
    await trx('refinements').insert(row);
  }

  async byDebitKey(
    debitKey: string,
    q: Knex | Knex.Transaction = this.db,
  ): Promise<RefinementRow | undefined> {
    return q('refinements').where({ debitKey }).first();
  }

  /** Marks the refinement of a refunded debit (its included place is free again). */
  async markRefunded(trx: Knex.Transaction, debitKey: string): Promise<void> {
    await trx('refinements').where({ debitKey }).whereNull('refundedAt').update({ refundedAt: trx.fn.now() });
  }
}
