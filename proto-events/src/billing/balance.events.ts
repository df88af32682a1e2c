import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/** Why a balance changed (one value per kind of ledger entry). */
export const balanceChangeReasons = ['grant', 'debit', 'refund', 'purchase', 'reset', 'revoke'] as const;

/**
 * A person's session balance changed (content's audience targeting, support's low-balance alert).
 * Carries the balance after the change.
 */
export const BalanceChanged = defineEvent(
  'billing.balance.changed.v1',
  STREAMS.billing.name,
  z.object({
    userId: z.number().int().positive(),
    subscriptionSessions: z.number().int().min(0),
    topUpSessions: z.number().int().min(0),
    reason: z.enum(balanceChangeReasons),
    /**
     * billing's ledger entry behind this change: a later change of the same person has a larger id, so a
     * consumer that sees them out of order keeps the newest (optional: added after v1 first shipped).
     */
    ledgerId: z.number().int().positive().optional(),
  }),
);
export type BalanceChangedData = z.infer<typeof BalanceChanged.schema>;
