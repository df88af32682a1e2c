import type { Migration } from '@tryon/kit';

/**
 * users.subscriptionChangedAt: when billing made the subscription change last applied to the row, so a
 * subscription-changed event delivered late (after a newer one) changes nothing.
 */
export const identitySubscriptionChangedAt: Migration = {
  name: '20261123000100_identity_subscription_changed_at',
  async up(db) {
    await db.schema.alterTable('users', (t) => {
      t.timestamp('subscriptionChangedAt', { useTz: true });
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('subscriptionChangedAt');
    });
  },
};
