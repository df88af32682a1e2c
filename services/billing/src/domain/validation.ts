import { z } from 'zod';
import { adminPageInput, eitherOf } from '@tryon/kit';
import { BillingCycle, oneOfMessage, PaymentStatus, SubscriptionStatus } from '@tryon/proto-events';

/** One of `set`'s values, refused in the catalogue's words ("Invalid data: <field> must be one of ..."). */
function oneOf<T extends Readonly<Record<string, string>>>(field: string, set: z.ZodEnum<T>) {
  return z.enum(set.enum, { error: oneOfMessage(field, set) }).nullish();
}

/** adminSubscriptions' arguments: the page and an optional state (or the deprecated status). */
export const adminSubscriptionsInput = adminPageInput
  .extend({ status: oneOf('status', SubscriptionStatus), state: oneOf('state', SubscriptionStatus) })
  .transform(({ status, state, ...page }, ctx) => ({
    ...page,
    state: eitherOf(ctx, ['state', state], ['status', status]),
  }));

/** adminPlanChanges' arguments: the page. */
export const adminPlanChangesInput = adminPageInput;

/** adminTopUps' arguments: the page and an optional state (or the deprecated status). */
export const adminTopUpsInput = adminPageInput
  .extend({ status: oneOf('status', PaymentStatus), state: oneOf('state', PaymentStatus) })
  .transform(({ status, state, ...page }, ctx) => ({
    ...page,
    state: eitherOf(ctx, ['state', state], ['status', status]),
  }));

/**
 * createSubscriptionCheckout's arguments: the plan's name and its billing cycle, given as cycle or as the
 * deprecated billingPeriod (refused in its own words, as before).
 */
export const subscriptionCheckoutInput = z
  .object({
    planName: z.string({ error: 'Missing required field: planName' }),
    billingPeriod: z
      .enum(BillingCycle.enum, { error: 'Invalid data: billingPeriod must be monthly or annual' })
      .nullish(),
    cycle: oneOf('cycle', BillingCycle),
  })
  .transform(({ planName, billingPeriod, cycle }, ctx) => {
    const chosen = eitherOf(ctx, ['cycle', cycle], ['billingPeriod', billingPeriod]);
    if (chosen === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Missing required field: cycle' });
      return z.NEVER;
    }
    return { planName, cycle: chosen };
  });

/** checkoutOutcome's argument: the `session_id` the success page was sent back with. */
export const checkoutOutcomeInput = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'Missing required field: sessionId')
    .max(255, 'Invalid format: sessionId is too long'),
});

/** changeSubscriptionPlan's arguments: the plan and cycle to switch to. */
export const planChangeInput = z.object({
  planName: z
    .string({ error: 'Missing required field: planName' })
    .trim()
    .min(1, 'Missing required field: planName'),
  cycle: z.enum(BillingCycle.enum, { error: oneOfMessage('cycle', BillingCycle) }),
});
