import type { Migration } from '@tryon/kit';

/**
 * Payments: billing_customers (a person's customer id at the payment provider, for the portal and later
 * checkouts) and sandbox_objects (the sandbox payment provider's checkout sessions and subscriptions, kept
 * in Stripe's own shape so that fulfilment reads them exactly like Stripe's).
 */
export const billingPayments: Migration = {
  name: '20261210000200_billing_payments',
  async up(db) {
    await db.schema.createTable('billing_customers', (t) => {
      t.integer('userId').primary();
      t.text('stripeCustomerId').notNullable().unique();
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.schema.createTable('sandbox_objects', (t) => {
      t.text('id').primary();
      t.text('type').notNullable();
      t.integer('userId').notNullable();
      t.jsonb('data').notNullable();
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'type']);
    });
    await db.raw(`ALTER TABLE sandbox_objects ADD CONSTRAINT sandbox_objects_type_check
      CHECK (type IN ('checkout.session', 'subscription'))`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('sandbox_objects');
    await db.schema.dropTableIfExists('billing_customers');
  },
};
