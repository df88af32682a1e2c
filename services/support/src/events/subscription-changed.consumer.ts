import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { SubscriptionChanged } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes billing.subscription.changed.v1. A subscription changed: its status, plan and period end (for
 * renewal reminders), the newest kept.
 */
export function startSubscriptionChangedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: SubscriptionChanged,
    durable: 'support-mail-subscription-changed',
    handle: ({ trx, envelope }) => projection.subscriptionChanged(trx, envelope),
  });
}
