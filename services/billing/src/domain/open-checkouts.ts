import type { Logger } from '@tryon/kit';
import type { CheckoutsRepository } from '../data/checkouts.repository.js';
import type { PaymentProvider } from '../data/payments/payment-provider.js';

/** Open checkouts older than this are expired by the provider already (Stripe and the sandbox: 24 h). */
const CHECKOUT_LIFETIME_MS = 25 * 60 * 60 * 1000;

/**
 * The person's open subscription checkouts. When one is started or paid, the others are expired at the
 * provider (Stripe's `checkout.sessions.expire`, the sandbox's own), so a second plan cannot be paid from
 * a forgotten tab. Best effort: fulfilment still refuses a second subscription that gets through.
 */
export class OpenCheckouts {
  constructor(
    private readonly deps: {
      provider: PaymentProvider;
      checkouts: CheckoutsRepository;
      logger: Logger;
      now?: () => Date;
    },
  ) {}

  /** Remembers a subscription checkout just started for the person. */
  record(userId: number, id: string): Promise<void> {
    return this.deps.checkouts.record(userId, id);
  }

  /**
   * Expires the person's other open subscription checkouts; answers how many were expired. A failure is
   * logged, not thrown (the checkout or payment that asked has happened).
   */
  async expireOthers(userId: number, keepId: string): Promise<number> {
    const { provider, checkouts, logger } = this.deps;
    const since = new Date((this.deps.now?.() ?? new Date()).getTime() - CHECKOUT_LIFETIME_MS);
    let expired = 0;
    for (const checkout of await checkouts.openOthers(userId, keepId, since)) {
      try {
        const status = await provider.expireCheckout(checkout.id);
        await checkouts.setStatus(checkout.id, status);
        if (status === 'expired') expired++;
      } catch (err) {
        logger.warn({ err, userId, checkout: checkout.id }, 'could not expire an open checkout');
      }
    }
    return expired;
  }
}
