import Stripe from 'stripe';
import { AppError } from '@tryon/kit';
import type {
  CheckoutRequest,
  CheckoutState,
  PaymentProvider,
  ProviderEvent,
  ProviderRefund,
  SubscriptionSnapshot,
} from './payment-provider.js';
import { DUPLICATE_SUBSCRIPTION, snapshotOf, stripeId } from './payment-provider.js';

/** Where the Stripe SDK sends its requests (Stripe itself by default; a local stub in tests). */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Parses `STRIPE_API_BASE` (e.g. `http://127.0.0.1:12111`). */
export function stripeEndpoint(base: string | undefined): StripeEndpoint | undefined {
  if (!base) return undefined;
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Stripe Checkout, the customer portal and webhook verification through the official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    endpoint?: StripeEndpoint,
  ) {
    this.stripe = new Stripe(secretKey, {
      ...(endpoint ?? {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  /** Stripe's own failures (down, refused, misconfigured) become a 503 the web app can word. */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) {
        throw new AppError('UNAVAILABLE', `Payment provider error: could not ${what}. Please try again.`, {
          cause: err,
        });
      }
      throw err;
    }
  }

  async createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }> {
    const lineItem = req.priceId
      ? { price: req.priceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: req.amountInCents,
            product_data: { name: req.description },
            ...(req.mode === 'subscription' ? { recurring: { interval: req.interval ?? 'month' } } : {}),
          },
        };
    const session = await this.call('start checkout', () =>
      this.stripe.checkout.sessions.create({
        mode: req.mode,
        line_items: [lineItem as never],
        client_reference_id: String(req.userId),
        metadata: req.metadata,
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        ...(req.customerId ? { customer: req.customerId } : {}),
        ...(req.mode === 'payment'
          ? {
              payment_intent_data: { metadata: req.metadata, description: req.description },
              ...(req.customerId ? {} : { customer_creation: 'always' as const }),
            }
          : { subscription_data: { metadata: req.metadata, description: req.description } }),
      }),
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { id: session.id, url: session.url };
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const portal = await this.call('open the billing portal', () =>
      this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return { url: portal.url };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot> {
    const sub = await this.stripe.subscriptions.retrieve(id);
    return snapshotOf(sub as unknown as Record<string, any>);
  }

  /**
   * Refuses a second subscription: cancelled at once without proration (a proration credit would come
   * on top of the refund) and the paid payments of its latest invoice refunded in full, each under an
   * idempotency key of its own, so a retry cancels and refunds nothing twice and gets the same refunds.
   */
  async refuseSubscription(
    id: string,
  ): Promise<{ snapshot: SubscriptionSnapshot; refunds: ProviderRefund[] }> {
    return this.call('refund a second subscription', async () => {
      let sub = await this.stripe.subscriptions.retrieve(id);
      if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
        sub = await this.stripe.subscriptions.cancel(
          id,
          { prorate: false, invoice_now: false, cancellation_details: { comment: DUPLICATE_SUBSCRIPTION } },
          { idempotencyKey: `tryon-refuse-${id}` },
        );
      }
      const refunds: ProviderRefund[] = [];
      const invoice = stripeId(sub.latest_invoice);
      if (!invoice) return { snapshot: snapshotOf(sub as unknown as Record<string, any>), refunds };
      const payments = await this.stripe.invoicePayments.list({ invoice, status: 'paid', limit: 10 });
      for (const payment of payments.data) {
        const paymentIntent = stripeId(payment.payment?.payment_intent);
        if (!paymentIntent) continue;
        const refund = await this.refundOnce(paymentIntent, id);
        if (refund && refund.amount > 0) {
          const charge = stripeId(refund.charge) ?? paymentIntent;
          refunds.push({ reference: `refund:${charge}:${refund.amount}`, amountInCents: refund.amount });
        }
      }
      return { snapshot: snapshotOf(sub as unknown as Record<string, any>), refunds };
    });
  }

  /** Refunds a payment in full, once (null when it was refunded already by other means). */
  private async refundOnce(paymentIntent: string, subscriptionId: string): Promise<Stripe.Refund | null> {
    try {
      return await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: 'duplicate',
          metadata: { subscription: subscriptionId, reason: DUPLICATE_SUBSCRIPTION },
        },
        { idempotencyKey: `tryon-refuse-refund-${paymentIntent}` },
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.code === 'charge_already_refunded') return null;
      throw err;
    }
  }

  /** Expires an open Checkout Session; one Stripe will not expire (paid, expired) answers its status. */
  async expireCheckout(id: string): Promise<CheckoutState> {
    return this.call('expire a checkout', async () => {
      try {
        const session = await this.stripe.checkout.sessions.expire(id);
        return (session.status ?? 'expired') as CheckoutState;
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await this.stripe.checkout.sessions.retrieve(id);
        return (session.status ?? 'expired') as CheckoutState;
      }
    });
  }

  /** Verifies the signature over the raw body (and its timestamp, 300 s tolerance); throws when invalid. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new Error('No stripe-signature header');
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.webhookSecret,
    ) as unknown as ProviderEvent;
  }
}
