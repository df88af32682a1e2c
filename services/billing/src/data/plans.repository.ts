import type { Knex } from 'knex';
import type { PlanSeed } from '../domain/plans.js';

export interface PlanRow extends PlanSeed {
  id: number;
  isActive: boolean;
  stripePriceIdMonthly: string | null;
  stripePriceIdAnnual: string | null;
}

const COLUMNS = [
  'id',
  'name',
  'displayName',
  'description',
  'priceMonthly',
  'priceAnnual',
  'sessionsPerMonth',
  'maxRefinementsPerSession',
  'includesModelGeneration',
  'features',
  'sortOrder',
  'isActive',
  'stripePriceIdMonthly',
  'stripePriceIdAnnual',
];

/** subscription_plans. */
export class PlansRepository {
  constructor(private readonly db: Knex) {}

  /** Active plans in display order. */
  async listActive(q: Knex | Knex.Transaction = this.db): Promise<PlanRow[]> {
    return q('subscription_plans')
      .select(COLUMNS)
      .where({ isActive: true })
      .orderBy([{ column: 'sortOrder' }, { column: 'id' }]);
  }

  /** A plan by id (inside the caller's transaction when given one: it holds a connection already). */
  async byId(id: number, q: Knex | Knex.Transaction = this.db): Promise<PlanRow | undefined> {
    return q('subscription_plans').select(COLUMNS).where({ id }).first();
  }

  async byIds(ids: number[]): Promise<PlanRow[]> {
    return ids.length === 0 ? [] : this.db('subscription_plans').select(COLUMNS).whereIn('id', ids);
  }

  /** A plan by name (inside the caller's transaction when given one). */
  async byName(name: string, q: Knex | Knex.Transaction = this.db): Promise<PlanRow | undefined> {
    return q('subscription_plans').select(COLUMNS).where({ name }).first();
  }

  /** Inserts or updates the plans by name (Stripe price ids and isActive are left as they are). */
  async upsert(plans: PlanSeed[]): Promise<void> {
    for (const p of plans) {
      const row = { ...p, features: JSON.stringify(p.features) };
      await this.db('subscription_plans')
        .insert(row)
        .onConflict('name')
        .merge({ ...row, updatedAt: this.db.fn.now() });
    }
  }

  /** Inserts the plans that do not exist yet (by name); existing rows are left untouched. */
  async insertMissing(plans: PlanSeed[]): Promise<void> {
    if (plans.length === 0) return;
    await this.db('subscription_plans')
      .insert(plans.map((p) => ({ ...p, features: JSON.stringify(p.features) })))
      .onConflict('name')
      .ignore();
  }
}
