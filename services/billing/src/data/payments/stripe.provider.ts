import Stripe from 'stripe';
import { AppError, type Logger } from '@tryon/kit';
import type {
  CheckoutRequest,
  ConnectionCheck,
  PaymentProvider,
  PriceChange,
  PriceChangeResult,
  ProviderEvent,
  ProviderRefund,
  StartedCheckout,
  SubscriptionSnapshot,
} from './payment-provider.js';
import type { CheckoutStatus } from '@tryon/proto-events';
import {
  ACCOUNT_DELETED,
  DUPLICATE_SUBSCRIPTION,
  NO_BILLING_ACCOUNT,
  snapshotOf,
  stripeId,
} from './payment-provider.js';
import { stripeKeyMode } from '../../domain/customer-mode.js';
import { PORTAL_CONFIGURATION_TAG } from './stripe-catalogue.js';

/**
 * The Stripe API version every request asks for (the `Stripe-Version` header): the one stripe@23.1.0 is
 * typed for, so the objects Stripe answers have the shapes the SDK's types describe, whatever the
 * account's default version is. Upgrading the SDK means moving this with it.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** How long a catalogue price found by its lookup key is used before it is looked up again. */
export const PRICE_CACHE_MS = 5 * 60 * 1000;

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

/** A Stripe client on the pinned API version. */
export function stripeClient(
  secretKey: string,
  endpoint?: StripeEndpoint,
  opts: { maxNetworkRetries?: number } = {},
): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    ...(endpoint ?? {}),
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Stripe's words with any API key in them cut to its kind (`sk_live_...`), for logs and admins. */
export function sanitiseStripeMessage(message: string): string {
  return message.replace(/\b(sk|rk|pk)_(test|live)_[A-Za-z0-9*]+/g, '$1_$2_...');
}

/** The message of a failure that is the server's set-up, not the moment (a key refused, no permission). */
export const MISCONFIGURED_MESSAGE =
  'Payment provider error: the payment system is not configured correctly. Please contact support.';

/**
 * A Stripe failure as the platform answers it. Passing ones (Stripe unreachable, its 5xx, a rate limit,
 * a lock on the object) are a 503 that says to try again; permanent ones are what they are: a key Stripe
 * refuses or one without permission is a server set-up fault, and a request Stripe refuses is one billing
 * should not have sent: both INTERNAL with words that say to contact support, not to retry.
 */
export function stripeFailure(err: InstanceType<typeof Stripe.errors.StripeError>, what: string): AppError {
  const passing =
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    err.code === 'lock_timeout';
  if (passing) {
    return new AppError('UNAVAILABLE', `Payment provider error: could not ${what}. Please try again.`, {
      cause: err,
    });
  }
  if (
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError
  ) {
    return new AppError('INTERNAL', MISCONFIGURED_MESSAGE, { cause: err });
  }
  return new AppError(
    'INTERNAL',
    `Payment provider error: could not ${what} (the payment system refused the request). Please contact support.`,
    { cause: err },
  );
}

/** Stripe's "No such customer" (a customer id of another mode or account, or one deleted there). */
export function isNoSuchCustomer(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    err.code === 'resource_missing' &&
    err.param === 'customer'
  );
}

type Price = Stripe.Price;

/** Stripe Checkout, the customer portal and webhook verification through the official SDK. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly customerMode: 'test' | 'live';
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly logger: Logger | undefined;
  private readonly now: () => number;
  /** Catalogue prices by lookup key (null: Stripe has none), each kept until its time is up. */
  private readonly prices = new Map<string, { price: Price | null; until: number }>();
  /** The portal configuration of `npm run stripe:setup` (null: none, Stripe's default is used). */
  private portalConfig: { id: string | null; until: number } | null = null;

  constructor(opts: {
    secretKey: string;
    webhookSecret: string;
    endpoint?: StripeEndpoint;
    logger?: Logger;
    maxNetworkRetries?: number;
    now?: () => number;
  }) {
    this.stripe = stripeClient(opts.secretKey, opts.endpoint, opts);
    this.customerMode = stripeKeyMode(opts.secretKey);
    this.webhookSecret = opts.webhookSecret;
    this.logger = opts.logger;
    this.now = opts.now ?? Date.now;
  }

  /** Runs a Stripe call; its failure becomes an AppError (see {@link stripeFailure}), logged in Stripe's words. */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError) {
        const failure = stripeFailure(err, what);
        this.logger?.[failure.code === 'UNAVAILABLE' ? 'warn' : 'error'](
          {
            stripe: {
              type: err.type,
              code: err.code,
              param: err.param,
              status: err.statusCode,
              requestId: err.requestId,
              message: sanitiseStripeMessage(err.message),
            },
          },
          `stripe: could not ${what}`,
        );
        throw failure;
      }
      throw err;
    }
  }

  /**
   * The catalogue price of a lookup key when it sells exactly what is asked (amount, currency, one-off or
   * the interval); cached for {@link PRICE_CACHE_MS}. A price that differs is not used (and said).
   */
  private async catalogPrice(req: CheckoutRequest): Promise<Price | null> {
    const key = req.lookupKey;
    if (!key) return null;
    let cached = this.prices.get(key);
    if (!cached || cached.until <= this.now()) {
      const found = await this.stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
      cached = { price: found.data[0] ?? null, until: this.now() + PRICE_CACHE_MS };
      this.prices.set(key, cached);
    }
    const price = cached.price;
    if (!price) return null;
    const fits =
      price.unit_amount === req.amountInCents &&
      price.currency === 'usd' &&
      (req.mode === 'subscription'
        ? price.recurring?.interval === (req.interval ?? 'month')
        : !price.recurring);
    if (!fits) {
      this.logger?.warn(
        { lookupKey: key, price: price.id, amount: price.unit_amount, expected: req.amountInCents },
        "stripe price differs from billing's: not used; run npm run stripe:setup",
      );
      return null;
    }
    return price;
  }

  /** The checkout's line: the catalogue price, else the plan's configured price, else an inline price. */
  private async lineItem(req: CheckoutRequest): Promise<Stripe.Checkout.SessionCreateParams.LineItem> {
    const price = (await this.catalogPrice(req))?.id ?? req.priceId;
    if (price) return { price, quantity: 1 };
    if (req.mode === 'subscription') {
      this.logger?.warn(
        { lookupKey: req.lookupKey },
        'no stripe price for this plan (run npm run stripe:setup): inline price, the portal cannot offer plan switches',
      );
    }
    return {
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: req.amountInCents,
        product_data: { name: req.description },
        ...(req.mode === 'subscription' ? { recurring: { interval: req.interval ?? 'month' } } : {}),
      },
    };
  }

  /**
   * Starts a Checkout Session. A saved customer Stripe does not know (made with a key of the other mode,
   * or deleted) is replaced by a new one, answered as `newCustomerId` so billing saves it.
   */
  async createCheckout(req: CheckoutRequest): Promise<StartedCheckout> {
    return this.call('start checkout', async () => {
      const lineItem = await this.lineItem(req);
      const create = (customer: string | null) =>
        this.stripe.checkout.sessions.create({
          mode: req.mode,
          line_items: [lineItem],
          client_reference_id: String(req.userId),
          metadata: req.metadata,
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          ...(customer ? { customer } : {}),
          ...(req.mode === 'payment'
            ? {
                payment_intent_data: { metadata: req.metadata, description: req.description },
                ...(customer ? {} : { customer_creation: 'always' as const }),
              }
            : { subscription_data: { metadata: req.metadata, description: req.description } }),
        });
      let newCustomerId: string | undefined;
      let session: Stripe.Checkout.Session;
      try {
        session = await create(req.customerId);
      } catch (err) {
        if (!req.customerId || !isNoSuchCustomer(err)) throw err;
        this.logger?.warn(
          { userId: req.userId, customer: req.customerId, mode: this.customerMode },
          'stripe does not know the saved customer: a new one is made',
        );
        const customer = await this.stripe.customers.create(
          { metadata: { userId: String(req.userId) } },
          { idempotencyKey: `tryon-customer-${req.userId}-${req.customerId}` },
        );
        newCustomerId = customer.id;
        session = await create(customer.id);
      }
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url, ...(newCustomerId ? { newCustomerId } : {}) };
    });
  }

  /** The id of the portal configuration `npm run stripe:setup` made (cached like prices). */
  private async portalConfiguration(): Promise<string | null> {
    if (!this.portalConfig || this.portalConfig.until <= this.now()) {
      const list = await this.stripe.billingPortal.configurations.list({ active: true, limit: 100 });
      const found = list.data.find((c) => c.metadata?.tryon === PORTAL_CONFIGURATION_TAG.tryon);
      if (!found)
        this.logger?.warn('no customer portal configuration: run npm run stripe:setup for plan switches');
      this.portalConfig = { id: found?.id ?? null, until: this.now() + PRICE_CACHE_MS };
    }
    return this.portalConfig.id;
  }

  /**
   * The customer portal, on the configuration that allows plan switches; a customer Stripe does not know
   * has no billing account there (404).
   */
  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const portal = await this.call('open the billing portal', async () => {
      const configuration = await this.portalConfiguration();
      try {
        return await this.stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          ...(configuration ? { configuration } : {}),
        });
      } catch (err) {
        if (!isNoSuchCustomer(err)) throw err;
        throw new AppError('NOT_FOUND', NO_BILLING_ACCOUNT, { cause: err });
      }
    });
    return { url: portal.url };
  }

  /** The invoice a payment intent paid, by the InvoicePayments API (a Charge no longer names it). */
  async invoiceOfPayment(paymentIntent: string): Promise<string | null> {
    const payments = await this.call('find the invoice of a payment', () =>
      this.stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntent },
        limit: 1,
      }),
    );
    return stripeId(payments.data[0]?.invoice);
  }

  /** The cheapest authenticated read (the balance): "working", or Stripe's own words without the key. */
  async testConnection(): Promise<ConnectionCheck> {
    try {
      await this.stripe.balance.retrieve();
      return { ok: true, message: 'working', mode: this.customerMode };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.logger?.warn({ err: sanitiseStripeMessage(message) }, 'stripe connection test failed');
      return { ok: false, message: sanitiseStripeMessage(message), mode: this.customerMode };
    }
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

  async forgetCustomer(opts: { subscriptionIds: string[]; customerId: string | null }): Promise<void> {
    await this.call('end a deleted account', async () => {
      for (const id of opts.subscriptionIds) {
        const sub = await this.stripe.subscriptions.retrieve(id);
        if (sub.status === 'canceled' || sub.status === 'incomplete_expired') continue;
        await this.stripe.subscriptions.cancel(
          id,
          { prorate: false, invoice_now: false, cancellation_details: { comment: ACCOUNT_DELETED } },
          { idempotencyKey: `tryon-account-deleted-${id}` },
        );
      }
      if (!opts.customerId) return;
      try {
        await this.stripe.customers.del(opts.customerId);
      } catch (err) {
        // Deleted before (a replay), or never known to this account: nothing left to delete.
        const missing =
          err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';
        if (!missing) throw err;
      }
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

  /** The catalogue price a switch goes to (else the plan's configured one); refused when there is none. */
  private async priceOfChange(change: PriceChange): Promise<string> {
    const price =
      (
        await this.catalogPrice({
          mode: 'subscription',
          lookupKey: change.lookupKey,
          amountInCents: change.amountInCents,
          interval: change.interval,
        } as CheckoutRequest)
      )?.id ?? change.priceId;
    if (!price) {
      throw new AppError(
        'UNAVAILABLE',
        'Plan changes are not set up on this server yet (no catalogue price). Please contact support.',
      );
    }
    return price;
  }

  /**
   * Switches a subscription's price. At once: the subscription update with `always_invoice` proration,
   * so the prorated difference is invoiced and paid now (a payment that fails leaves the subscription as
   * it was: `error_if_incomplete`). At the period's end: a subscription schedule made from the
   * subscription, its current phase kept to the period's end and a second phase on the new price, released
   * after it begins. Each request carries an idempotency key derived from the change's.
   */
  async changePrice(change: PriceChange): Promise<PriceChangeResult> {
    return this.call('change the plan', async () => {
      const price = await this.priceOfChange(change);
      const sub = await this.stripe.subscriptions.retrieve(change.subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
      const metadata = { planName: change.planName, billingPeriod: change.cycle };
      if (change.when === 'now') {
        const updated = await this.stripe.subscriptions.update(
          sub.id,
          {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata,
            expand: ['latest_invoice'],
          },
          { idempotencyKey: `${change.idempotencyKey}-update` },
        );
        const invoice = updated.latest_invoice;
        const paid =
          invoice && typeof invoice === 'object' && invoice.billing_reason === 'subscription_update'
            ? invoice.amount_paid
            : 0;
        return {
          snapshot: snapshotOf(updated as unknown as Record<string, any>),
          prorationCents: Math.max(0, paid),
          events: [],
        };
      }
      const scheduleId =
        stripeId(sub.schedule) ??
        (
          await this.stripe.subscriptionSchedules.create(
            { from_subscription: sub.id },
            { idempotencyKey: `${change.idempotencyKey}-schedule` },
          )
        ).id;
      await this.stripe.subscriptionSchedules.update(
        scheduleId,
        {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            {
              items: [{ price: stripeId(item.price)!, quantity: item.quantity ?? 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
            },
            {
              items: [{ price, quantity: 1 }],
              duration: { interval: change.interval, interval_count: 1 },
              metadata,
            },
          ],
        },
        { idempotencyKey: `${change.idempotencyKey}-phases` },
      );
      const after = await this.stripe.subscriptions.retrieve(sub.id);
      return { snapshot: snapshotOf(after as unknown as Record<string, any>), prorationCents: 0, events: [] };
    });
  }

  /** Releases the subscription's schedule: the switch it held is dropped, the price stays. */
  async cancelScheduledPrice(subscriptionId: string, idempotencyKey: string): Promise<PriceChangeResult> {
    return this.call('undo the plan change', async () => {
      const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
      const scheduleId = stripeId(sub.schedule);
      if (scheduleId) {
        try {
          await this.stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey });
        } catch (err) {
          // Released already (a retry, or the portal): the switch is gone all the same.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        }
      }
      const after = await this.stripe.subscriptions.retrieve(subscriptionId);
      return { snapshot: snapshotOf(after as unknown as Record<string, any>), prorationCents: 0, events: [] };
    });
  }

  /** Expires an open Checkout Session; one Stripe will not expire (paid, expired) answers its status. */
  async expireCheckout(id: string): Promise<CheckoutStatus> {
    return this.call('expire a checkout', async () => {
      try {
        const session = await this.stripe.checkout.sessions.expire(id);
        return (session.status ?? 'expired') as CheckoutStatus;
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await this.stripe.checkout.sessions.retrieve(id);
        return (session.status ?? 'expired') as CheckoutStatus;
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
