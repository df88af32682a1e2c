import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * A payment was received and recorded in billing's payments ledger (a pack, or a subscription's invoice),
 * once per payment; support sends the receipt (the invoice e-mail).
 */
export const PaymentCompleted = defineEvent(
  'billing.payment.completed.v1',
  STREAMS.billing.name,
  z.object({
    userId: z.number().int().positive(),
    kind: z.enum(['top_up', 'subscription']),
    amountCents: z.number().int().positive(),
    /** ISO 4217, lower case as Stripe writes it (`usd`). */
    currency: z.string().regex(/^[a-z]{3}$/),
    /** What was bought, for people: "25 sessions pack", "Standard plan, monthly". */
    description: z.string().min(1).max(200),
    /** Sessions it gives: the pack's, or the plan's per month. */
    sessions: z.number().int().min(0),
    /** The provider's reference of the payment (payment intent or invoice id): unique per payment. */
    paymentRef: z.string().min(1).max(255),
    paidAt: z.iso.datetime({ offset: true }),
  }),
);
export type PaymentCompletedData = z.infer<typeof PaymentCompleted.schema>;
