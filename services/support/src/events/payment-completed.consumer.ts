import { startConsumer, type Db, type Logger, type Nats, type RunningConsumer } from '@tryon/kit';
import { PaymentCompleted } from '@tryon/proto-events';
import type { MailProjection } from '../mail/mail.projection.js';

/**
 * Consumes billing.payment.completed.v1. A payment was received: its receipt (the invoice e-mail) is
 * queued.
 */
export function startPaymentCompletedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  projection: MailProjection,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: PaymentCompleted,
    durable: 'support-mail-payment-completed',
    handle: ({ trx, envelope, logger }) => projection.paymentCompleted(trx, envelope, logger),
  });
}
