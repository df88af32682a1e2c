import {
  forgetPublishedEventsOf,
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
} from '@tryon/kit';
import { UserDeleted } from '@tryon/proto-events';
import type { PaymentProvider } from '../data/payments/payment-provider.js';

/** The owner a kept row gets once its person is gone: nobody. */
export const ANONYMOUS_USER_ID = 0;

/**
 * What accounting needs kept (payments, purchases, the sessions ledger, usage, subscriptions as records,
 * refusals): the rows stay, with the person taken out.
 */
const KEPT_ANONYMISED = [
  'payments',
  'top_up_purchases',
  'balance_ledger',
  'usage_logs',
  'refinements',
  'user_subscriptions',
  'subscription_changes',
  'subscription_refusals',
] as const;

/** What only served the person: removed. */
const REMOVED = ['session_balances', 'subscription_checkouts', 'billing_customers'] as const;

/**
 * A deleted account: any subscription is cancelled at once at the provider (Stripe through its SDK, or
 * the sandbox) and the provider's customer record deleted; the ledger is kept with the person
 * anonymised, the balance and the customer link removed. No event is published: nobody is left to tell.
 * The provider calls are idempotent, so a message that fails after them and comes again does no harm.
 */
export function startUserDeletedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  provider: PaymentProvider,
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserDeleted,
    durable: 'billing-user-deleted',
    handle: async ({ trx, envelope, logger }) => {
      const { userId } = envelope.data;
      const live: { stripeSubscriptionId: string }[] = await trx('user_subscriptions')
        .where({ userId })
        .whereNotNull('stripeSubscriptionId')
        .whereNotIn('status', ['canceled', 'incomplete_expired'])
        .select('stripeSubscriptionId');
      const customer: { stripeCustomerId: string; stripeCustomerMode: string | null } | undefined = await trx(
        'billing_customers',
      )
        .where({ userId })
        .first();
      await provider.forgetCustomer({
        userId,
        subscriptionIds: live.map((s) => s.stripeSubscriptionId),
        customerId:
          customer && customer.stripeCustomerMode === provider.customerMode
            ? customer.stripeCustomerId
            : null,
      });
      await trx('user_subscriptions')
        .where({ userId })
        .whereNotIn('status', ['canceled', 'incomplete_expired'])
        .update({
          status: 'canceled',
          canceledAt: trx.fn.now(),
          cancelAtPeriodEnd: false,
          updatedAt: trx.fn.now(),
        });
      await trx('user_subscriptions').where({ userId }).update({ stripeCustomerId: null });
      // A plan change still waiting for the period's end will not happen: the subscription ended now.
      await trx('subscription_changes')
        .where({ userId, status: 'scheduled' })
        .update({ status: 'undone', updatedAt: trx.fn.now() });
      for (const table of REMOVED) await trx(table).where({ userId }).delete();
      for (const table of KEPT_ANONYMISED) {
        await trx(table).where({ userId }).update({ userId: ANONYMOUS_USER_ID });
      }
      const { unsent } = await forgetPublishedEventsOf(trx, userId);
      if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
      logger.info(
        { userId, cancelled: live.length },
        'ended the subscription of a deleted account and anonymised its ledger',
      );
    },
  });
}
