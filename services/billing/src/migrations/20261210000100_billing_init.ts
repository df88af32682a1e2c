import type { Migration } from '@tryon/kit';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * billing's tables of the spec (business-admin-data section 3): subscription_plans, user_subscriptions,
 * top_up_purchases, session_balances, usage_logs, promo_codes; plus the append-only balance_ledger (the
 * balance can be recomputed from it) and processed_webhook_events (each payment webhook applied once).
 * Enumerations are check constraints; balances can never be negative.
 */
export const billingInit: Migration = {
  name: '20261210000100_billing_init',
  async up(db) {
    await db.schema.createTable('subscription_plans', (t) => {
      t.increments('id').primary();
      t.text('name').notNullable().unique();
      t.text('displayName').notNullable();
      t.text('description');
      t.integer('priceMonthly').notNullable();
      t.integer('priceAnnual').notNullable();
      t.integer('sessionsPerMonth').notNullable();
      t.integer('maxRefinementsPerSession').notNullable().defaultTo(3);
      t.boolean('includesModelGeneration').notNullable().defaultTo(false);
      t.text('stripePriceIdMonthly');
      t.text('stripePriceIdAnnual');
      t.boolean('isActive').notNullable().defaultTo(true);
      t.jsonb('features').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      t.integer('sortOrder').notNullable().defaultTo(0);
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE subscription_plans ADD CONSTRAINT subscription_plans_amounts_check
      CHECK ("priceMonthly" >= 0 AND "priceAnnual" >= 0 AND "sessionsPerMonth" >= 0
        AND "maxRefinementsPerSession" >= 0)`);

    await db.schema.createTable('user_subscriptions', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('planId').notNullable().references('id').inTable('subscription_plans');
      t.text('stripeSubscriptionId').unique();
      t.text('stripeCustomerId');
      t.text('status').notNullable().defaultTo('active');
      t.text('billingCycle').notNullable().defaultTo('monthly');
      t.timestamp('currentPeriodStart', { useTz: true });
      t.timestamp('currentPeriodEnd', { useTz: true });
      t.boolean('cancelAtPeriodEnd').notNullable().defaultTo(false);
      t.timestamp('canceledAt', { useTz: true });
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'createdAt']);
    });
    await db.raw(`ALTER TABLE user_subscriptions ADD CONSTRAINT user_subscriptions_status_check
      CHECK (status IN (${inList([
        'active',
        'canceled',
        'past_due',
        'trialing',
        'incomplete',
        'incomplete_expired',
        'unpaid',
      ])}))`);
    await db.raw(`ALTER TABLE user_subscriptions ADD CONSTRAINT user_subscriptions_billing_cycle_check
      CHECK ("billingCycle" IN ('monthly', 'annual'))`);

    await db.schema.createTable('top_up_purchases', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.integer('sessions').notNullable();
      t.integer('priceInCents').notNullable();
      t.text('stripePaymentIntentId').unique();
      t.text('status').notNullable().defaultTo('pending');
      t.timestamp('purchasedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'purchasedAt']);
    });
    await db.raw(`ALTER TABLE top_up_purchases ADD CONSTRAINT top_up_purchases_status_check
      CHECK (status IN ('pending', 'completed', 'failed', 'refunded'))`);
    await db.raw(`ALTER TABLE top_up_purchases ADD CONSTRAINT top_up_purchases_amounts_check
      CHECK (sessions > 0 AND "priceInCents" >= 0)`);

    await db.schema.createTable('session_balances', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable().unique();
      t.integer('subscriptionSessions').notNullable().defaultTo(0);
      t.integer('topUpSessions').notNullable().defaultTo(0);
      t.timestamp('lastResetAt', { useTz: true });
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE session_balances ADD CONSTRAINT session_balances_not_negative_check
      CHECK ("subscriptionSessions" >= 0 AND "topUpSessions" >= 0)`);

    await db.schema.createTable('usage_logs', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.text('actionType').notNullable();
      t.integer('sessionsCost').notNullable().defaultTo(1);
      t.text('deductedFrom').notNullable();
      t.text('geminiSessionId');
      t.integer('apiCostEstimate');
      t.jsonb('metadata');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'createdAt']);
    });
    await db.raw(`ALTER TABLE usage_logs ADD CONSTRAINT usage_logs_action_type_check
      CHECK ("actionType" IN ('virtual_tryon', 'refinement', 'model_generation'))`);
    // 'mixed' = part from subscription sessions, the rest from top-up sessions (a cost above 1).
    await db.raw(`ALTER TABLE usage_logs ADD CONSTRAINT usage_logs_deducted_from_check
      CHECK ("deductedFrom" IN ('subscription', 'top_up', 'mixed'))`);
    await db.raw(`ALTER TABLE usage_logs ADD CONSTRAINT usage_logs_cost_check CHECK ("sessionsCost" >= 1)`);

    await db.schema.createTable('promo_codes', (t) => {
      t.increments('id').primary();
      t.text('code').notNullable().unique();
      t.text('description');
      t.text('discountType').notNullable();
      t.integer('discountValue').notNullable();
      t.text('appliesTo').notNullable().defaultTo('both');
      t.integer('maxUses');
      t.integer('currentUses').notNullable().defaultTo(0);
      t.timestamp('validFrom', { useTz: true });
      t.timestamp('validUntil', { useTz: true });
      t.boolean('isActive').notNullable().defaultTo(true);
      t.integer('createdBy');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_discount_type_check
      CHECK ("discountType" IN ('percentage', 'fixed_amount', 'bonus_sessions'))`);
    await db.raw(`ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_applies_to_check
      CHECK ("appliesTo" IN ('subscription', 'top_up', 'both'))`);

    await db.schema.createTable('balance_ledger', (t) => {
      t.bigIncrements('id').primary();
      t.integer('userId').notNullable();
      t.text('kind').notNullable();
      t.integer('subscriptionDelta').notNullable().defaultTo(0);
      t.integer('topUpDelta').notNullable().defaultTo(0);
      t.text('idempotencyKey').notNullable().unique();
      t.text('reference');
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'createdAt']);
    });
    await db.raw(`ALTER TABLE balance_ledger ADD CONSTRAINT balance_ledger_kind_check
      CHECK (kind IN ('grant', 'debit', 'refund', 'purchase', 'reset', 'revoke'))`);
    // Append-only: rows are never changed or removed.
    await db.raw(`CREATE FUNCTION balance_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'balance_ledger is append-only'; END $$`);
    await db.raw(`CREATE TRIGGER balance_ledger_append_only BEFORE UPDATE OR DELETE ON balance_ledger
      FOR EACH ROW EXECUTE FUNCTION balance_ledger_append_only()`);

    await db.schema.createTable('processed_webhook_events', (t) => {
      t.text('eventId').primary();
      t.text('type').notNullable();
      t.timestamp('processedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.raw('DROP TRIGGER IF EXISTS balance_ledger_append_only ON balance_ledger');
    await db.raw('DROP FUNCTION IF EXISTS balance_ledger_append_only()');
    for (const t of [
      'processed_webhook_events',
      'balance_ledger',
      'promo_codes',
      'usage_logs',
      'session_balances',
      'top_up_purchases',
      'user_subscriptions',
      'subscription_plans',
    ]) {
      await db.schema.dropTableIfExists(t);
    }
  },
};
