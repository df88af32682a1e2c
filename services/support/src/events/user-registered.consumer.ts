import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { UserRegistered } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes identity.user.registered.v1. A person signed up: their address is kept and the welcome mail
 * queued.
 */
export function startUserRegisteredConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserRegistered,
    durable: 'support-mail-user-registered',
    handle: ({ trx, envelope }) => projection.userRegistered(trx, envelope),
  });
}
