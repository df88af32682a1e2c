import type { Knex } from 'knex';
import type { ActionType, DeductedFrom } from '@tryon/proto-events';

/**
 * The balance pool(s) a debit's sessions came from; a usage row may also say free_trial (top-up sessions
 * still within the free trial).
 */
export type BalancePool = Exclude<DeductedFrom, 'free_trial'>;

export interface UsageLog {
  id: number;
  createdAt: Date;
  actionType: ActionType;
  sessionsCost: number;
  deductedFrom: DeductedFrom;
}

/** usage_logs: one row per debit. */
export class UsageRepository {
  constructor(private readonly db: Knex) {}

  async insert(
    trx: Knex.Transaction,
    row: {
      userId: number;
      actionType: ActionType;
      sessionsCost: number;
      deductedFrom: DeductedFrom;
      geminiSessionId: string | null;
      metadata: Record<string, unknown>;
    },
  ): Promise<void> {
    await trx('usage_logs').insert({ ...row, metadata: JSON.stringify(row.metadata) });
  }

  /** A person's usage, newest first. */
  async list(userId: number, limit = 100): Promise<UsageLog[]> {
    return this.db('usage_logs')
      .select('id', 'createdAt', 'actionType', 'sessionsCost', 'deductedFrom')
      .where({ userId })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
  }
}
