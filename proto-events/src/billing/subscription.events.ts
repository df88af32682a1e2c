import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';
import { BillingCycle, PlanChangeKind, PlanChangeStatus, SubscriptionStatus } from '../enums.js';

/**
 * A change of plan or cycle the person (or the provider's portal) made: scheduled for the period's end,
 * applied, or undone. `id` is billing's number of the change; each status of a change is told once.
 */
export const planChangeSchema = z.object({
  id: z.number().int().positive(),
  kind: PlanChangeKind,
  status: PlanChangeStatus,
  fromPlan: z.string().min(1),
  toPlan: z.string().min(1),
  fromCycle: BillingCycle,
  toCycle: BillingCycle,
  /** When it takes (or took) effect: at once for an upgrade, else the period's end. */
  effectiveAt: z.iso.datetime({ offset: true }),
  /** The prorated charge of an upgrade, in cents (0 when nothing is charged now). */
  amountCents: z.number().int().min(0),
  /** Sessions added at once (an upgrade's difference for the rest of the period), else 0. */
  sessionsGranted: z.number().int().min(0),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

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
    /**
     * Set when this event tells a plan change (support mails its receipt); absent for every other change
     * of the subscription (optional, added within v1).
     */
    planChange: planChangeSchema.optional(),
  }),
);
export type SubscriptionChangedData = z.infer<typeof SubscriptionChanged.schema>;
