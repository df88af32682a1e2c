import { AppError } from '@tryon/kit';
import type { CheckoutMode, CheckoutStatus } from '@tryon/proto-events';

/**
 * The payment provider behind checkout, the billing portal and webhooks: Stripe when a key is set, else
 * the sandbox (a local test-payment page). Both speak Stripe's object shapes, so one fulfilment code path
 * handles what either of them reports.
 */

/** What a checkout sells; the server decides every amount. */
export interface CheckoutRequest {
  userId: number;
  mode: CheckoutMode;
  /** Customer id at the provider when the person already has one. */
  customerId: string | null;
  description: string;
  amountInCents: number;
  /** For subscriptions: the billing interval of the price. */
  interval?: 'month' | 'year';
  /**
   * The lookup key of the catalogue price `npm run stripe:setup` made for what is sold (see
   * `domain/price-keys.ts`); Stripe resolves it to a price when one exists with the same amount.
   */
  lookupKey?: string;
  /** A provider price id configured for the plan (used when no lookup price fits). */
  priceId?: string | null;
  /** Copied to the checkout session, the subscription or payment intent, and so to every webhook. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider knows it, re-read whenever the order of events matters. */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  /** Stripe's subscription status. */
  status: string;
  metadata: Record<string, string>;
  priceId: string | null;
  /** The lookup key of its price (a catalogue price of `npm run stripe:setup`), else null. */
  priceLookupKey: string | null;
  interval: 'month' | 'year' | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Why it was cancelled (Stripe's cancellation_details.comment): {@link DUPLICATE_SUBSCRIPTION} when billing refused it. */
  cancellationComment: string | null;
}

/**
 * The cancellation comment of a subscription billing refused because the person already had one, so a
 * later read of it (a retried webhook) knows why it ended.
 */
export const DUPLICATE_SUBSCRIPTION = 'tryon:duplicate-subscription';

/** A switch of a subscription's price: another plan, another cycle, or both. */
export interface PriceChange {
  subscriptionId: string;
  /** The plan and cycle switched to (copied to the subscription's metadata). */
  planName: string;
  cycle: 'monthly' | 'annual';
  interval: 'month' | 'year';
  amountInCents: number;
  /** The catalogue price's lookup key (see `domain/price-keys.ts`). */
  lookupKey: string;
  /** A provider price id configured for the plan (used when no lookup price fits). */
  priceId: string | null;
  /**
   * `now`: switched at once, the prorated difference invoiced and paid at once (an upgrade); `period_end`:
   * scheduled to begin when the current period ends (a downgrade, a cycle switch).
   */
  when: 'now' | 'period_end';
  /** The same for a retry of one change, so the provider makes it once. */
  idempotencyKey: string;
}

/** What a price switch did at the provider. */
export interface PriceChangeResult {
  /** The subscription afterwards (still on its old price when the switch is scheduled). */
  snapshot: SubscriptionSnapshot;
  /** What was charged at once (the prorated invoice), in cents. */
  prorationCents: number;
  /** Events the provider will not deliver as webhooks (the sandbox's), to apply as if it had. */
  events: ProviderEvent[];
}

/** Money a provider gave back, as the payments ledger records it. */
export interface ProviderRefund {
  /** `refund:<charge>:<refunded so far>`, as a `charge.refunded` webhook would record it (so it counts once). */
  reference: string;
  amountInCents: number;
}

/** A checkout the provider started; `newCustomerId` when it had to create the person's customer anew. */
export interface StartedCheckout {
  id: string;
  url: string;
  newCustomerId?: string;
}

/**
 * The account a customer id belongs to: Stripe's test or live mode (decided by the secret key), or the
 * sandbox. An id of one is unknown to the others.
 */
export const CUSTOMER_MODES = ['test', 'live', 'sandbox'] as const;
export type CustomerMode = (typeof CUSTOMER_MODES)[number];

/** What a check of the provider's credentials found (`message` is "working" or the provider's own words). */
export interface ConnectionCheck {
  ok: boolean;
  message: string;
  /** Stripe's mode by the key; null for the sandbox and when payments are off. */
  mode: 'test' | 'live' | null;
}

/** A webhook event in Stripe's shape (id, type, data.object). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created the event, in seconds since 1970 (Stripe's `created`). */
  created?: number;
  /** Whether it happened in live mode (Stripe's `livemode`). */
  livemode?: boolean;
  data: { object: Record<string, any> };
}

export interface PaymentProvider {
  /** `stripe`, `sandbox`, or `off` (no provider set up: checkout is refused). */
  readonly name: 'stripe' | 'sandbox' | 'off';
  /** The account customer ids are saved under and sent to (null: no provider). */
  readonly customerMode: CustomerMode | null;
  createCheckout(req: CheckoutRequest): Promise<StartedCheckout>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  /**
   * Ends a subscription at once because the person already has another one: cancelled without proration
   * (with {@link DUPLICATE_SUBSCRIPTION} as its comment) and the payment of its latest invoice refunded in
   * full, since none of its sessions were granted. Safe to call again: nothing is cancelled or refunded
   * twice, and the same refunds are answered.
   */
  refuseSubscription(id: string): Promise<{ snapshot: SubscriptionSnapshot; refunds: ProviderRefund[] }>;
  /**
   * Switches a subscription to another price, at once with proration or at the period's end (see
   * {@link PriceChange}); the same `idempotencyKey` changes nothing twice.
   */
  changePrice(change: PriceChange): Promise<PriceChangeResult>;
  /** Drops a switch scheduled for the period's end: the subscription renews on its price. */
  cancelScheduledPrice(subscriptionId: string, idempotencyKey: string): Promise<PriceChangeResult>;
  /** Expires an open checkout so it can no longer be paid; answers its status afterwards. */
  expireCheckout(id: string): Promise<CheckoutStatus>;
  /**
   * Ends what the provider holds of a deleted account: its subscription cancelled at once (no proration,
   * no refund, no invoice) and its customer record (which holds the address) deleted. The payments stay
   * at the provider, as its books need them. Safe to call again.
   */
  forgetCustomer(opts: {
    userId: number;
    subscriptionIds: string[];
    customerId: string | null;
  }): Promise<void>;
  /** The invoice a payment (a payment intent) paid, or null when it paid none (a pack). */
  invoiceOfPayment(paymentIntent: string): Promise<string | null>;
  /** Checks the provider's credentials with its cheapest authenticated read. */
  testConnection(): Promise<ConnectionCheck>;
}

/** The cancellation comment of a subscription ended because its person deleted their account. */
export const ACCOUNT_DELETED = 'account deleted';

/** The answer to a portal request of someone without a customer account at the provider. */
export const NO_BILLING_ACCOUNT = 'No billing account yet: subscribe or buy a pack first.';

/** The answer of {@link PaymentsOff.testConnection}. */
export const PAYMENTS_OFF_MESSAGE =
  'Payments are off: no STRIPE_SECRET_KEY is set and sandbox payments are not enabled.';

/**
 * No payment provider (production without a Stripe key and without SANDBOX_PAYMENTS): every checkout and
 * portal call is refused with a clear message; nothing is sold.
 */
export class PaymentsOff implements PaymentProvider {
  readonly name = 'off' as const;
  readonly customerMode = null;

  private refuse(): never {
    throw new AppError(
      'UNAVAILABLE',
      'The payment system is not set up on this server yet. Please try again later.',
    );
  }

  async createCheckout(): Promise<StartedCheckout> {
    return this.refuse();
  }

  async createPortal(): Promise<{ url: string }> {
    return this.refuse();
  }

  async retrieveSubscription(): Promise<SubscriptionSnapshot> {
    return this.refuse();
  }

  async refuseSubscription(): Promise<{ snapshot: SubscriptionSnapshot; refunds: ProviderRefund[] }> {
    return this.refuse();
  }

  async expireCheckout(): Promise<CheckoutStatus> {
    return this.refuse();
  }

  async changePrice(): Promise<PriceChangeResult> {
    return this.refuse();
  }

  async cancelScheduledPrice(): Promise<PriceChangeResult> {
    return this.refuse();
  }

  async invoiceOfPayment(): Promise<string | null> {
    return null;
  }

  /** Nothing was sold, so nothing is held. */
  async forgetCustomer(): Promise<void> {}

  async testConnection(): Promise<ConnectionCheck> {
    return { ok: false, message: PAYMENTS_OFF_MESSAGE, mode: null };
  }
}

const date = (seconds: unknown): Date | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;

const idOf = (v: unknown): string | null =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? String((v as { id: unknown }).id)
      : null;

/**
 * Reads a Stripe subscription object of any recent API version: the period sits on the subscription
 * (before 2025-03-31) or on its items (since).
 */
export function snapshotOf(sub: Record<string, any>): SubscriptionSnapshot {
  const item = sub.items?.data?.[0] ?? {};
  const interval = item.price?.recurring?.interval ?? item.plan?.interval ?? null;
  return {
    id: String(sub.id),
    customerId: idOf(sub.customer),
    status: String(sub.status),
    metadata: { ...(sub.metadata ?? {}) },
    priceId: idOf(item.price),
    priceLookupKey: typeof item.price?.lookup_key === 'string' ? item.price.lookup_key : null,
    interval: interval === 'month' || interval === 'year' ? interval : null,
    currentPeriodStart: date(item.current_period_start ?? sub.current_period_start),
    currentPeriodEnd: date(item.current_period_end ?? sub.current_period_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    canceledAt: date(sub.canceled_at),
    cancellationComment:
      typeof sub.cancellation_details?.comment === 'string' ? sub.cancellation_details.comment : null,
  };
}

/** The subscription id an invoice belongs to, in old (`subscription`) and new (`parent`) API shapes. */
export function invoiceSubscriptionId(invoice: Record<string, any>): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

export { idOf as stripeId };
