import type { Migration } from '@tryon/kit';

/**
 * subscription_checkouts: the subscription checkouts billing started (either provider), so that when one
 * is started or paid the person's other open ones can be expired. subscription_refusals: each subscription
 * refused because the person already had one (cancelled and refunded at the provider, no sessions
 * granted), with the checkout it came from once known, for the success page and the admin.
 */
export const billingSubscriptionCheckouts: Migration = {
  name: '20270110000200_billing_subscription_checkouts',
  async up(db) {
    await db.schema.createTable('subscription_checkouts', (t) => {
      t.text('id').primary();
      t.integer('userId').notNullable();
      t.text('status').notNullable().defaultTo('open');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'status']);
    });
    await db.raw(`ALTER TABLE subscription_checkouts ADD CONSTRAINT subscription_checkouts_status_check
      CHECK (status IN ('open', 'complete', 'expired'))`);

    await db.schema.createTable('subscription_refusals', (t) => {
      t.text('stripeSubscriptionId').primary();
      t.integer('userId').notNullable();
      t.integer('planId').references('id').inTable('subscription_plans');
      t.text('keptSubscriptionId');
      t.integer('keptPlanId').references('id').inTable('subscription_plans');
      t.text('checkoutSessionId').unique();
      t.integer('refundedInCents').notNullable().defaultTo(0);
      t.text('reason').notNullable();
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'createdAt']);
    });
    // duplicate: refused at fulfilment; duplicate_before_index: a second current row found when the unique
    // index came (ended in billing, not refunded automatically: see the next migration).
    await db.raw(`ALTER TABLE subscription_refusals ADD CONSTRAINT subscription_refusals_reason_check
      CHECK (reason IN ('duplicate', 'duplicate_before_index'))`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('subscription_refusals');
    await db.schema.dropTableIfExists('subscription_checkouts');
  },
};
