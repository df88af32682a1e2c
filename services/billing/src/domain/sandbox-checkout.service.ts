import { AppError } from '@tryon/kit';
import type { PlansRepository } from '../data/plans.repository.js';
import type { SubscriptionsRepository } from '../data/subscriptions.repository.js';
import type { SandboxCheckoutView, SandboxProvider } from '../data/payments/sandbox.provider.js';
import type { FulfilmentService } from './fulfilment.service.js';

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

  async view(userId: number, id: string): Promise<SandboxCheckoutView & { planDisplayName: string | null }> {
    const view = await this.sandbox().checkout(SandboxCheckoutService.checkId(id), userId);
    const plan = view.planName ? await this.deps.plans.byName(view.planName) : undefined;
    return { ...view, planDisplayName: plan?.displayName ?? null };
  }

  /** Pays the checkout (test payment) and fulfils it; answers where the browser goes next. */
  async pay(userId: number, id: string): Promise<{ url: string }> {
    const { successUrl, events } = await this.sandbox().complete(SandboxCheckoutService.checkId(id), userId);
    for (const event of events) await this.deps.fulfilment.handle(event);
    return { url: successUrl };
  }

  async cancel(userId: number, id: string): Promise<{ url: string }> {
    const { cancelUrl } = await this.sandbox().cancel(SandboxCheckoutService.checkId(id), userId);
    return { url: cancelUrl };
  }

  /** The sandbox portal: cancel the current subscription at its period end, or keep it. */
  async setCancelAtPeriodEnd(userId: number, cancel: boolean): Promise<void> {
    const current = await this.deps.subscriptions.current(userId);
    if (!current?.stripeSubscriptionId) throw new AppError('NOT_FOUND', 'No active subscription');
    const event = await this.sandbox().setCancelAtPeriodEnd(current.stripeSubscriptionId, userId, cancel);
    await this.deps.fulfilment.handle(event);
  }
}
