import type { Knex } from 'knex';

type Q = Knex | Knex.Transaction;

/**
 * user_audiences: content's projection of each person's audience facts, from identity's and billing's
 * events. Every write is an upsert that keeps the newest fact whatever order the events arrive in:
 * a subscription change applies when it is newer (changedAt), a balance change when its ledger entry is
 * newer, and hasUsedSessions only ever turns on.
 */
export class AudiencesRepository {
  constructor(private readonly db: Knex) {}

  /** A person registered: a row with no subscription and an empty balance, unless one exists. */
  async registered(trx: Q, userId: number): Promise<void> {
    await trx('user_audiences').insert({ userId }).onConflict('userId').ignore();
  }

  async subscriptionChanged(trx: Q, userId: number, status: string, changedAt: Date): Promise<void> {
    await trx.raw(
      `INSERT INTO user_audiences ("userId", "subscriptionStatus", "subscriptionChangedAt")
       VALUES (?, ?, ?)
       ON CONFLICT ("userId") DO UPDATE
         SET "subscriptionStatus" = excluded."subscriptionStatus",
             "subscriptionChangedAt" = excluded."subscriptionChangedAt",
             "updatedAt" = now()
       WHERE user_audiences."subscriptionChangedAt" IS NULL
          OR user_audiences."subscriptionChangedAt" <= excluded."subscriptionChangedAt"`,
      [userId, status, changedAt],
    );
  }

  /**
   * A balance changed. The counts apply when this change is newer than the one applied (billing's ledger
   * id; without one, the time it happened); `used` (a debit) is kept whatever the order.
   */
  async balanceChanged(
    trx: Q,
    change: {
      userId: number;
      subscriptionSessions: number;
      topUpSessions: number;
      ledgerId: number | null;
      at: Date;
      used: boolean;
    },
  ): Promise<void> {
    await trx.raw(
      `INSERT INTO user_audiences AS a
         ("userId", "subscriptionSessions", "topUpSessions", "balanceLedgerId", "balanceChangedAt", "hasUsedSessions")
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT ("userId") DO UPDATE SET
         "hasUsedSessions" = a."hasUsedSessions" OR excluded."hasUsedSessions",
         "updatedAt" = now(),
         ("subscriptionSessions", "topUpSessions", "balanceLedgerId", "balanceChangedAt") = (
           SELECT CASE WHEN newer THEN excluded."subscriptionSessions" ELSE a."subscriptionSessions" END,
                  CASE WHEN newer THEN excluded."topUpSessions" ELSE a."topUpSessions" END,
                  CASE WHEN newer THEN excluded."balanceLedgerId" ELSE a."balanceLedgerId" END,
                  CASE WHEN newer THEN excluded."balanceChangedAt" ELSE a."balanceChangedAt" END
           FROM (SELECT CASE
             WHEN a."balanceChangedAt" IS NULL THEN true
             WHEN excluded."balanceLedgerId" IS NOT NULL AND a."balanceLedgerId" IS NOT NULL
               THEN excluded."balanceLedgerId" > a."balanceLedgerId"
             ELSE excluded."balanceChangedAt" >= a."balanceChangedAt"
           END AS newer) AS n
         )`,
      [
        change.userId,
        change.subscriptionSessions,
        change.topUpSessions,
        change.ledgerId,
        change.at,
        change.used,
      ],
    );
  }

  /** A deleted account: its row goes. */
  async forget(trx: Q, userId: number): Promise<void> {
    await trx('user_audiences').where({ userId }).delete();
  }

  async find(userId: number, q: Q = this.db) {
    return q('user_audiences').where({ userId }).first();
  }

  /** Whether the projection holds anything (an empty one is rebuilt from the streams). */
  async isEmpty(): Promise<boolean> {
    return !(await this.db('user_audiences').first('userId'));
  }
}
