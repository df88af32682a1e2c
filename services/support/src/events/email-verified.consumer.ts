import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { EmailVerified } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/** Consumes identity.user.email-verified.v1: mails go to the confirmed address, greeting by name. */
export function startEmailVerifiedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: EmailVerified,
    durable: 'support-mail-email-verified',
    handle: ({ trx, envelope }) => projection.emailVerified(trx, envelope),
  });
}
