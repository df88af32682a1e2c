import { AppError, requireUser, type CallerContext } from '@tryon/kit';
import type { PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { PlanChangesRepository } from '../data/plan-changes.repository.js';
import type { SandboxCheckoutView, SandboxProvider } from '../data/payments/sandbox.provider.js';
import type { FulfilmentService } from './fulfilment.service.js';
import type { BillingQueries, SubscriptionStatusInfo } from './billing.queries.js';

/** A sandbox checkout as its page shows it: with the plan's display name. */
export type SandboxCheckoutDetails = SandboxCheckoutView & { planDisplayName: string | null };

/**
 * The test-payment page and portal of sandbox mode (no Stripe key). Paying hands the sandbox's events to
 * the same fulfilment code as Stripe's webhooks.
 */
export class SandboxCheckoutService {
  constructor(
    private readonly deps: {
      sandbox: SandboxProvider | null;
      fulfilment: FulfilmentService;
      plans: PlansRepository;
      subscriptions: SubscriptionsRepository;
      changes: PlanChangesRepository;
      /** Answers the status after a portal change. */
      queries: BillingQueries;
    },
  ) {}

  /** Sandbox checkout ids look like cs_sandbox_<24 hex>; anything else is simply not found. */
  private static checkId(id: string): string {
    if (!/^cs_sandbox_[0-9a-f]{24}$/.test(id)) throw new AppError('NOT_FOUND', 'Checkout not found');
    return id;
  }

  private sandbox(): SandboxProvider {
    if (!this.deps.sandbox)
      throw new AppError('NOT_FOUND', 'Test payments are off: payments go through Stripe');
    return this.deps.sandbox;
  }

  /** A sandbox checkout of the signed-in caller's (NOT_FOUND for anyone else's). */
  async view(caller: CallerContext, id: string): Promise<SandboxCheckoutDetails> {
    const userId = requireUser(caller);
    const view = await this.sandbox().checkout(SandboxCheckoutService.checkId(id), userId);
    const plan = view.planName ? await this.deps.plans.byName(view.planName) : undefined;
    return { ...view, planDisplayName: plan?.displayName ?? null };
  }

  /**
   * Pays the checkout (test payment) and fulfils it; answers where the browser goes next, and, when its
   * plan was refused because the caller already has one (refunded, no sessions), the words to show.
   */
  async pay(caller: CallerContext, id: string): Promise<{ url: string; message: string | null }> {
    const userId = requireUser(caller);
    const { successUrl, events } = await this.sandbox().complete(SandboxCheckoutService.checkId(id), userId);
    for (const event of events) await this.deps.fulfilment.handle(event);
    const subscription = events.find((e) => e.type === 'checkout.session.completed')?.data.object
      .subscription;
    const refusal = subscription ? await this.deps.subscriptions.refusal(String(subscription)) : undefined;
    return { url: successUrl, message: refusal ? await this.deps.queries.refusalMessage(refusal) : null };
  }

  /** Cancels an open checkout of the caller's; answers the pricing page address. */
  async cancel(caller: CallerContext, id: string): Promise<{ url: string }> {
    const userId = requireUser(caller);
    const { cancelUrl } = await this.sandbox().cancel(SandboxCheckoutService.checkId(id), userId);
    return { url: cancelUrl };
  }

  /**
   * The sandbox portal: cancel the caller's current subscription at its period end, or keep it; answers
   * the subscription status after the change.
   */
  async setCancelAtPeriodEnd(caller: CallerContext, cancel: boolean): Promise<SubscriptionStatusInfo> {
    const userId = requireUser(caller);
    const current = await this.deps.subscriptions.current(userId);
    if (!current?.stripeSubscriptionId) throw new AppError('NOT_FOUND', 'No active subscription');
    // As with Stripe, whose subscription on a schedule cannot be set to cancel: the switch goes first.
    if (cancel && (await this.deps.changes.scheduled(userId))) {
      throw new AppError('CONFLICT', 'Your plan change is waiting for the period end. Undo it first.');
    }
    const event = await this.sandbox().setCancelAtPeriodEnd(current.stripeSubscriptionId, userId, cancel);
    await this.deps.fulfilment.handle(event);
    return this.deps.queries.subscriptionStatus(userId);
  }
}
