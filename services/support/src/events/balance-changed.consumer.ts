import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { BalanceChanged } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes billing.balance.changed.v1. A balance changed: the newest is kept, and a drop to the threshold
 * or below queues one low-balance alert per crossing.
 */
export function startBalanceChangedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: BalanceChanged,
    durable: 'support-mail-balance-changed',
    handle: ({ trx, envelope }) => projection.balanceChanged(trx, envelope),
  });
}
