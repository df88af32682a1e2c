import type { Migration } from '@tryon/kit';

/**
 * The account each saved customer id belongs to (billing_customers."stripeCustomerMode": Stripe's `test`
 * or `live` mode, or the `sandbox`): an id saved with a test key is unknown to the live account and the
 * other way round, so checkout sends an id only to the account it came from. Ids saved before are null
 * (tried once, and replaced when Stripe does not know them), except the sandbox's own (`cus_sandbox_`).
 * Expand only: the code before it writes rows without the column, which then read as saved before.
 */
export const billingCustomerMode: Migration = {
  name: '20270201000100_billing_customer_mode',
  async up(db) {
    await db.schema.alterTable('billing_customers', (t) => {
      t.text('stripeCustomerMode');
    });
    await db.raw(`ALTER TABLE billing_customers ADD CONSTRAINT billing_customers_mode_check
      CHECK ("stripeCustomerMode" IN ('test', 'live', 'sandbox'))`);
    await db.raw(`UPDATE billing_customers SET "stripeCustomerMode" = 'sandbox'
      WHERE "stripeCustomerId" LIKE 'cus\\_sandbox\\_%'`);
  },
  async down(db) {
    await db.schema.alterTable('billing_customers', (t) => {
      t.dropColumn('stripeCustomerMode');
    });
  },
};
