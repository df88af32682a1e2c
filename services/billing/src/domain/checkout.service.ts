import { AppError, parseInput, requireUser, type CallerContext } from '@tryon/kit';
import type { PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionsRepository } from '../data/subscriptions.repository.js';
import {
  NO_BILLING_ACCOUNT,
  type CheckoutRequest,
  type PaymentProvider,
} from '../data/payments/payment-provider.js';
import { customerIdFor } from './customer-mode.js';
import { requirePack } from './packs.js';
import { packPriceKey, planPriceKey } from './price-keys.js';
import type { OpenCheckouts } from './open-checkouts.js';
import { subscriptionCheckoutInput } from './validation.js';

/**
 * Starts payments: checkout for a top-up pack or a plan, and the billing portal. Every price comes from
 * the server's own pack and plan tables; the client's amount must match the pack's price or the call is
 * refused. Addresses the browser is sent back to are the app's own (never taken from the request).
 */
export class CheckoutService {
  constructor(
    private readonly deps: {
      provider: PaymentProvider;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      openCheckouts: OpenCheckouts;
      /** The app's public origin (Stripe needs absolute return addresses); the sandbox uses paths. */
      publicUrl: string;
    },
  ) {}

  private base(): string {
    return this.deps.provider.name === 'sandbox' ? '' : this.deps.publicUrl.replace(/\/+$/, '');
  }

  /** The caller's saved customer id, when it belongs to the provider's account (mode). */
  private async customerId(userId: number): Promise<string | null> {
    const { provider, subscriptions } = this.deps;
    return customerIdFor(await subscriptions.customer(userId), provider.customerMode);
  }

  /** Starts the checkout; a customer the provider had to make anew is saved at once. */
  private async start(req: CheckoutRequest): Promise<{ id: string; url: string }> {
    const { provider, subscriptions } = this.deps;
    const { id, url, newCustomerId } = await provider.createCheckout(req);
    if (newCustomerId) {
      await subscriptions.saveCustomer(req.userId, newCustomerId, provider.customerMode);
    }
    return { id, url };
  }

  private returnUrls() {
    const base = this.base();
    return {
      successUrl: `${base}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/pricing?checkout=canceled`,
    };
  }

  /** Checkout for one of the three packs, for the signed-in caller; `amount` (cents) must be that pack's price. */
  async topUp(caller: CallerContext, input: { amount: number; sessions: number }): Promise<{ url: string }> {
    const userId = requireUser(caller);
    const pack = requirePack(input.sessions, input.amount);
    const { url } = await this.start({
      userId,
      mode: 'payment',
      customerId: await this.customerId(userId),
      description: `${pack.sessions} try-on sessions (top-up pack, never expire)`,
      amountInCents: pack.priceInCents,
      lookupKey: packPriceKey(pack.sessions),
      metadata: { userId: String(userId), kind: 'top_up', sessions: String(pack.sessions) },
      ...this.returnUrls(),
    });
    return { url };
  }

  /**
   * Checkout for a paid plan, monthly or annual (`cycle`, or the deprecated `billingPeriod`), for the
   * signed-in caller. Someone with a current subscription uses the portal. The caller's other open plan
   * checkouts are expired, so only the newest can be paid.
   */
  async subscribe(caller: CallerContext, args: unknown): Promise<{ url: string }> {
    const userId = requireUser(caller);
    const { planName, cycle: period } = parseInput(subscriptionCheckoutInput, args ?? {});
    const plan = await this.deps.plans.byName(planName);
    if (!plan || !plan.isActive) throw new AppError('VALIDATION', 'Invalid data: unknown plan');
    if (plan.priceMonthly === 0)
      throw new AppError('VALIDATION', 'Invalid data: the free plan needs no checkout');
    const current = await this.deps.subscriptions.current(userId);
    if (current) {
      throw new AppError(
        'CONFLICT',
        'You already have a subscription. Use Manage Billing to change or cancel it.',
      );
    }
    const annual = period === 'annual';
    const { id, url } = await this.start({
      userId,
      mode: 'subscription',
      customerId: await this.customerId(userId),
      description: `${plan.displayName} plan, ${plan.sessionsPerMonth} sessions a month, billed ${period}`,
      amountInCents: annual ? plan.priceAnnual : plan.priceMonthly,
      interval: annual ? 'year' : 'month',
      lookupKey: planPriceKey(plan.name, annual ? 'year' : 'month'),
      priceId: annual ? plan.stripePriceIdAnnual : plan.stripePriceIdMonthly,
      metadata: { userId: String(userId), kind: 'subscription', planName: plan.name, billingPeriod: period },
      ...this.returnUrls(),
    });
    await this.deps.openCheckouts.record(userId, id);
    await this.deps.openCheckouts.expireOthers(userId, id);
    return { url };
  }

  /** The billing portal of the signed-in caller's customer account at the provider. */
  async portal(caller: CallerContext): Promise<{ url: string }> {
    const userId = requireUser(caller);
    const { provider, subscriptions } = this.deps;
    if (provider.name !== 'stripe') return provider.createPortal('', ''); // the sandbox page, or refused
    const customerId = customerIdFor(await subscriptions.customer(userId), provider.customerMode);
    if (!customerId) throw new AppError('NOT_FOUND', NO_BILLING_ACCOUNT);
    return provider.createPortal(customerId, `${this.base()}/subscription-management`);
  }
}
