import type { Knex } from 'knex';
import type { ActionType } from '@tryon/proto-events';

export type DeductedFrom = 'subscription' | 'top_up' | 'mixed';
/** Where a usage row's sessions came from: a balance pool, or the free trial (within the top-up pool). */
export type UsageSource = DeductedFrom | 'free_trial';

export interface UsageLog {
  id: number;
  createdAt: Date;
  actionType: ActionType;
  sessionsCost: number;
  deductedFrom: UsageSource;
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
      deductedFrom: UsageSource;
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
