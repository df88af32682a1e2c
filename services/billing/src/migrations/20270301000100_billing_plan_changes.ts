import type { Migration } from '@tryon/kit';

/**
 * Plan changes (subscription_changes): each switch of plan or cycle, from the plan and cycle it left to
 * the ones it chose, when it takes effect, and where it stands (scheduled for the period's end, applied,
 * or undone). A person has at most one scheduled change (a partial unique index), so two tabs cannot
 * schedule two. The payment of an upgrade's prorated invoice names its change (payments."planChangeId").
 * Expand only: the code before it neither reads nor writes them.
 */
export const billingPlanChanges: Migration = {
  name: '20270301000100_billing_plan_changes',
  async up(db) {
    await db.schema.createTable('subscription_changes', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.text('stripeSubscriptionId').notNullable();
      t.text('kind').notNullable();
      t.text('status').notNullable();
      t.integer('fromPlanId').notNullable().references('id').inTable('subscription_plans');
      t.integer('toPlanId').notNullable().references('id').inTable('subscription_plans');
      t.text('fromCycle').notNullable();
      t.text('toCycle').notNullable();
      t.timestamp('effectiveAt', { useTz: true }).notNullable();
      t.integer('amountInCents').notNullable().defaultTo(0);
      t.integer('sessionsGranted').notNullable().defaultTo(0);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'id']);
      t.index(['stripeSubscriptionId', 'id']);
    });
    await db.raw(`ALTER TABLE subscription_changes ADD CONSTRAINT subscription_changes_kind_check
      CHECK (kind IN ('upgrade', 'downgrade', 'cycle_switch'))`);
    await db.raw(`ALTER TABLE subscription_changes ADD CONSTRAINT subscription_changes_status_check
      CHECK (status IN ('scheduled', 'applied', 'undone'))`);
    await db.raw(`ALTER TABLE subscription_changes ADD CONSTRAINT subscription_changes_cycle_check
      CHECK ("fromCycle" IN ('monthly', 'annual') AND "toCycle" IN ('monthly', 'annual'))`);
    await db.raw(`CREATE UNIQUE INDEX subscription_changes_one_scheduled
      ON subscription_changes ("userId") WHERE status = 'scheduled'`);
    await db.schema.alterTable('payments', (t) => {
      t.integer('planChangeId').references('id').inTable('subscription_changes');
    });
  },
  async down(db) {
    await db.schema.alterTable('payments', (t) => {
      t.dropColumn('planChangeId');
    });
    await db.schema.dropTableIfExists('subscription_changes');
  },
};
