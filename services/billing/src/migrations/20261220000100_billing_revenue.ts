import type { Migration } from '@tryon/kit';

/**
 * Revenue: `payments`, an append-only ledger of money received (a subscription invoice paid, a pack paid)
 * and given back (a refund, negative), one row per provider reference; and `revenue_months`, its sums per
 * UTC month and kind, kept by a statement trigger so that any writer (fulfilment, a data import) keeps the
 * admin's figures right and they read a few dozen rows however many payments there are.
 *
 * Backfill: packs already bought are known (top_up_purchases, completed or refunded: paid, and for the
 * refunded ones given back); subscription payments made before this migration were not recorded anywhere
 * and are not invented.
 */
export const billingRevenue: Migration = {
  name: '20261220000100_billing_revenue',
  async up(db) {
    await db.schema.createTable('payments', (t) => {
      t.bigIncrements('id').primary();
      t.integer('userId').notNullable();
      t.text('kind').notNullable();
      t.integer('amountInCents').notNullable();
      t.text('reference').notNullable().unique();
      t.integer('planId').references('id').inTable('subscription_plans');
      t.timestamp('occurredAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['occurredAt']);
    });
    await db.raw(`ALTER TABLE payments ADD CONSTRAINT payments_kind_check
      CHECK (kind IN ('subscription', 'top_up'))`);
    await db.raw(`ALTER TABLE payments ADD CONSTRAINT payments_amount_check CHECK ("amountInCents" <> 0)`);
    await db.raw(`CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'payments is append-only'; END $$`);
    await db.raw(`CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
      FOR EACH ROW EXECUTE FUNCTION payments_append_only()`);

    await db.schema.createTable('revenue_months', (t) => {
      t.date('month').notNullable();
      t.text('kind').notNullable();
      t.bigInteger('amountInCents').notNullable().defaultTo(0);
      t.integer('payments').notNullable().defaultTo(0);
      t.primary(['month', 'kind']);
    });
    // The function keeps billing's search_path, so a writer connected with another one (an import) works.
    await db.raw(`CREATE FUNCTION revenue_months_add() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO revenue_months (month, kind, "amountInCents", payments)
        SELECT date_trunc('month', "occurredAt" AT TIME ZONE 'UTC')::date, kind, sum("amountInCents"), count(*)
        FROM inserted GROUP BY 1, 2
        ON CONFLICT (month, kind) DO UPDATE
          SET "amountInCents" = revenue_months."amountInCents" + EXCLUDED."amountInCents",
              payments = revenue_months.payments + EXCLUDED.payments;
        RETURN NULL;
      END $$`);
    await db.raw(`CREATE TRIGGER revenue_months_add AFTER INSERT ON payments
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_add()`);

    await db.raw(`INSERT INTO payments ("userId", kind, "amountInCents", reference, "occurredAt")
      SELECT "userId", 'top_up', "priceInCents", "stripePaymentIntentId", "purchasedAt"
      FROM top_up_purchases
      WHERE status IN ('completed', 'refunded') AND "priceInCents" > 0 AND "stripePaymentIntentId" IS NOT NULL`);
    await db.raw(`INSERT INTO payments ("userId", kind, "amountInCents", reference, "occurredAt")
      SELECT "userId", 'top_up', -"priceInCents", 'refund:' || "stripePaymentIntentId", "purchasedAt"
      FROM top_up_purchases
      WHERE status = 'refunded' AND "priceInCents" > 0 AND "stripePaymentIntentId" IS NOT NULL`);

    // The admin lists (newest first, by status) and the sessions chart (ledger by day).
    await db.raw('CREATE INDEX user_subscriptions_status_idx ON user_subscriptions (status, id DESC)');
    await db.raw('CREATE INDEX top_up_purchases_status_idx ON top_up_purchases (status, id DESC)');
    await db.raw('CREATE INDEX balance_ledger_created_at_idx ON balance_ledger ("createdAt")');
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS balance_ledger_created_at_idx');
    await db.raw('DROP INDEX IF EXISTS top_up_purchases_status_idx');
    await db.raw('DROP INDEX IF EXISTS user_subscriptions_status_idx');
    await db.schema.dropTableIfExists('revenue_months');
    await db.schema.dropTableIfExists('payments');
    await db.raw('DROP FUNCTION IF EXISTS revenue_months_add()');
    await db.raw('DROP FUNCTION IF EXISTS payments_append_only()');
  },
};
