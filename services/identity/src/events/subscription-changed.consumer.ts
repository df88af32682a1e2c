import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import {
  SubscriptionChanged,
  type AccountSubscriptionStatus,
  type SubscriptionChangedData,
} from '@tryon/proto-events';

/**
 * users.subscriptionStatus of a billing subscription status: the users table knows only active,
 * inactive, cancelled and past_due (spec business-admin-data section 3).
 */
export function userSubscriptionStatus(status: SubscriptionChangedData['status']): AccountSubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    default:
      return 'inactive';
  }
}

/**
 * Keeps users.subscriptionStatus, stripeCustomerId and stripeSubscriptionId up to date from billing's
 * subscription-changed events; an event older than the last one applied changes nothing.
 */
export function startSubscriptionChangedConsumer(deps: {
  db: Db;
  nats: Nats;
  logger: Logger;
}): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: SubscriptionChanged,
    durable: 'identity-subscription-changed',
    handle: async ({ trx, envelope, logger }) => {
      const e = envelope.data;
      const updated = await trx('users')
        .where({ id: e.userId })
        .andWhere((q) =>
          q.whereNull('subscriptionChangedAt').orWhere('subscriptionChangedAt', '<=', e.changedAt),
        )
        .update({
          subscriptionStatus: userSubscriptionStatus(e.status),
          stripeSubscriptionId: e.stripeSubscriptionId,
          ...(e.stripeCustomerId ? { stripeCustomerId: e.stripeCustomerId } : {}),
          subscriptionChangedAt: e.changedAt,
          updatedAt: trx.fn.now(),
        });
      if (updated === 0) logger.info({ userId: e.userId }, 'subscription change older than the stored one');
    },
  });
}
