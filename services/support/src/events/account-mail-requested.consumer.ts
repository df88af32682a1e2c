import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { AccountMailRequested } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes identity.account.mail-requested.v1: an account mail (verification, reset, take-over, new
 * address, or a notice of a change) is queued.
 */
export function startAccountMailRequestedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: AccountMailRequested,
    durable: 'support-mail-account-mail-requested',
    handle: ({ trx, envelope, logger }) => projection.accountMailRequested(trx, envelope, logger),
  });
}
