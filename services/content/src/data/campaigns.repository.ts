import type { Knex } from 'knex';
import type { CampaignAudience } from '@tryon/proto-events';
import { SUBSCRIBED_STATUSES } from '../domain/audiences.js';

export interface CampaignRow {
  id: number;
  title: string;
  message: string;
  ctaText: string | null;
  ctaUrl: string | null;
  targetAudience: CampaignAudience;
  priority: number;
  isActive: boolean;
  /** yyyy-mm-dd */
  startDate: string | null;
  /** yyyy-mm-dd, inclusive */
  endDate: string | null;
  createdBy: number | null;
  createdAt: Date;
}

export type CampaignFields = Omit<CampaignRow, 'id' | 'createdAt' | 'createdBy'>;

type Q = Knex | Knex.Transaction;

/** The row's columns, dates as yyyy-mm-dd text (pg would make a local-midnight Date of a `date`). */
function columns(db: Q, table = 'promo_campaigns') {
  return db.raw(
    `??."id", ??."title", ??."message", ??."ctaText", ??."ctaUrl", ??."targetAudience", ??."priority",
     ??."isActive", ??."startDate"::text AS "startDate", ??."endDate"::text AS "endDate", ??."createdBy",
     ??."createdAt"`,
    Array<string>(12).fill(table),
  );
}

/** promo_campaigns, and which of them a person's audience facts select. */
export class CampaignsRepository {
  constructor(private readonly db: Knex) {}

  /** Every campaign, highest priority first (the admin's list). */
  async all(): Promise<CampaignRow[]> {
    return this.db('promo_campaigns')
      .select(columns(this.db))
      .orderBy([
        { column: 'priority', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  }

  async byId(id: number, q: Q = this.db): Promise<CampaignRow | undefined> {
    return q('promo_campaigns').select(columns(q)).where({ id }).first();
  }

  async insert(trx: Knex.Transaction, fields: CampaignFields & { createdBy: number }): Promise<CampaignRow> {
    const [{ id }] = await trx('promo_campaigns').insert(fields).returning('id');
    return (await this.byId(id, trx))!;
  }

  async update(
    trx: Knex.Transaction,
    id: number,
    patch: Partial<CampaignFields>,
  ): Promise<CampaignRow | undefined> {
    if (Object.keys(patch).length > 0) await trx('promo_campaigns').where({ id }).update(patch);
    return this.byId(id, trx);
  }

  async delete(trx: Knex.Transaction, id: number): Promise<CampaignRow | undefined> {
    const found = await this.byId(id, trx);
    if (found) await trx('promo_campaigns').where({ id }).del();
    return found;
  }

  /**
   * The active campaigns inside their date window (UTC days, both ends inclusive) whose audience includes
   * the person, highest priority first. A person content has no facts about yet is `free` and not low on
   * sessions.
   */
  async activeFor(userId: number, lowBalanceMax: number): Promise<CampaignRow[]> {
    const db = this.db;
    const subscribed = SUBSCRIBED_STATUSES.map(() => '?').join(', ');
    return db('promo_campaigns as c')
      .select(columns(db, 'c'))
      .leftJoin('user_audiences as a', 'a.userId', db.raw('?', [userId]))
      .where('c.isActive', true)
      .whereRaw(`(c."startDate" IS NULL OR c."startDate" <= (now() AT TIME ZONE 'UTC')::date)`)
      .whereRaw(`(c."endDate" IS NULL OR c."endDate" >= (now() AT TIME ZONE 'UTC')::date)`)
      .whereRaw(
        `(c."targetAudience" = 'all'
          OR (c."targetAudience" = 'subscribed' AND a."subscriptionStatus" IN (${subscribed}))
          OR (c."targetAudience" = 'free'
              AND (a."subscriptionStatus" IS NULL OR a."subscriptionStatus" NOT IN (${subscribed})))
          OR (c."targetAudience" = 'low_balance' AND a."hasUsedSessions"
              AND a."subscriptionSessions" + a."topUpSessions" <= ?))`,
        [...SUBSCRIBED_STATUSES, ...SUBSCRIBED_STATUSES, lowBalanceMax],
      )
      .orderBy([
        { column: 'c.priority', order: 'desc' },
        { column: 'c.id', order: 'desc' },
      ]);
  }
}
