import type { Migration } from '@tryon/kit';

/** The current statuses as of this migration (subscriptions.repository's CURRENT_STATUSES). */
const CURRENT = `'active', 'trialing', 'past_due', 'unpaid'`;

/**
 * At most one current subscription per person: a unique partial index on user_subscriptions("userId") over
 * the current statuses (active, trialing, past_due, unpaid: every status in which the subscription is
 * still alive at the provider and `current()` counts it; unpaid and past_due can become active again
 * without a new checkout). Fulfilment refuses a second one before it gets here; the index is the last guard.
 *
 * Existing duplicates are resolved first, deterministically: per person the active or trialing row is
 * kept before a past_due or unpaid one, then the oldest (createdAt, id); the others are set canceled and
 * listed in subscription_refusals (reason duplicate_before_index) for the admin, since a migration cannot
 * refund at the provider. Should the provider renew one of them, fulfilment refuses it then (cancelled and
 * refunded).
 */
export const billingOneCurrentSubscription: Migration = {
  name: '20270110000300_billing_one_current_subscription',
  async up(db) {
    // One statement: the duplicates, listed as refusals, then ended.
    await db.raw(`WITH duplicates AS (
        SELECT id, "userId", "planId", "stripeSubscriptionId", "keptSubscriptionId", "keptPlanId"
        FROM (
          SELECT s.*,
            row_number() OVER w AS rank,
            first_value("stripeSubscriptionId") OVER w AS "keptSubscriptionId",
            first_value("planId") OVER w AS "keptPlanId"
          FROM user_subscriptions s
          WHERE status IN (${CURRENT})
          WINDOW w AS (PARTITION BY "userId"
            ORDER BY (status IN ('active', 'trialing')) DESC, "createdAt", id
            ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
        ) ranked
        WHERE rank > 1
      ), listed AS (
        INSERT INTO subscription_refusals
          ("stripeSubscriptionId", "userId", "planId", "keptSubscriptionId", "keptPlanId", reason)
        SELECT coalesce("stripeSubscriptionId", 'user_subscriptions:' || id), "userId", "planId",
          "keptSubscriptionId", "keptPlanId", 'duplicate_before_index'
        FROM duplicates
        ON CONFLICT ("stripeSubscriptionId") DO NOTHING
      )
      UPDATE user_subscriptions SET status = 'canceled',
        "canceledAt" = coalesce("canceledAt", now()), "updatedAt" = now()
      WHERE id IN (SELECT id FROM duplicates)`);
    await db.raw(`CREATE UNIQUE INDEX user_subscriptions_one_current ON user_subscriptions ("userId")
      WHERE status IN (${CURRENT})`);
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS user_subscriptions_one_current');
  },
};
