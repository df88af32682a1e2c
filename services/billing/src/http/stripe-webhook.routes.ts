import type { FastifyInstance } from 'fastify';
import { AppError } from '@tryon/kit';
import type { StripeProvider } from '../data/payments/stripe.provider.js';
import type { FulfilmentService } from '../domain/fulfilment.service.js';
import { observeWebhookLag } from '../domain/billing.metrics.js';

/** Largest webhook body accepted (Stripe's events are a few KB). */
const MAX_WEBHOOK_BYTES = 1024 * 1024;

/**
 * POST /stripe/webhook: Stripe's events, signature checked on the raw body (a bad or stale signature is a
 * 400 and changes nothing), then applied once by the fulfilment service. A passing failure answers 500,
 * so Stripe delivers the event again. Without Stripe (sandbox mode) the route answers 404.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  deps: { stripe: StripeProvider | null; fulfilment: FulfilmentService },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/stripe/webhook', async (req, reply) => {
      if (!deps.stripe) throw new AppError('NOT_FOUND', 'Stripe webhooks are not enabled (sandbox payments)');
      if (!Buffer.isBuffer(req.body)) throw new AppError('VALIDATION', 'Invalid data: empty webhook body');
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        event = deps.stripe.verifyWebhook(req.body, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        req.log.warn({ err }, 'webhook refused: bad signature');
        throw new AppError('VALIDATION', 'Invalid webhook signature');
      }
      observeWebhookLag(event);
      const outcome = await deps.fulfilment.handle(event);
      return reply.send({ received: true, outcome });
    });
  });
}
