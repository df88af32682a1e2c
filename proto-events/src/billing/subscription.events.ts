import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';
import { SubscriptionStatus } from '../enums.js';

/**
 * A person's subscription changed; identity keeps users.subscriptionStatus and the Stripe ids from it.
 * `planName` is null when no plan applies (e.g. after deletion).
 */
export const SubscriptionChanged = defineEvent(
  'billing.subscription.changed.v1',
  STREAMS.billing.name,
  z.object({
    userId: z.number().int().positive(),
    status: SubscriptionStatus,
    planName: z.string().min(1).nullable(),
    stripeCustomerId: z.string().min(1).nullable(),
    stripeSubscriptionId: z.string().min(1).nullable(),
    /** When billing made this change; a consumer ignores a change older than the one it applied. */
    changedAt: z.iso.datetime({ offset: true }),
    /**
     * When the current period ends (the next renewal), where billing knows it (optional: added after v1
     * first shipped).
     */
    currentPeriodEnd: z.iso.datetime({ offset: true }).nullable().optional(),
    /** The subscription ends at the period's end instead of renewing (optional, added within v1). */
    cancelAtPeriodEnd: z.boolean().optional(),
  }),
);
export type SubscriptionChangedData = z.infer<typeof SubscriptionChanged.schema>;
