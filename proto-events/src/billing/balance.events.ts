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
  }),
);
export type BalanceChangedData = z.infer<typeof BalanceChanged.schema>;
