import { z } from 'zod';
import { rpcSubject } from '../rpc.js';

/**
 * Debit over NATS request-reply (not a stream; request-reply subjects are `rpc.<service>.<call>`, which
 * no stream captures): ai-jobs asks billing to take `cost` sessions before it starts a job. The same
 * `idempotencyKey` (the job's session id) always gets the same answer and debits once. Subscription
 * sessions are spent first, then top-up sessions.
 */
export const DEBIT_SUBJECT = rpcSubject('billing', 'debit');
/** Queue group of billing's responders, so each request is answered by one replica. */
export const DEBIT_QUEUE = 'billing';

export const actionTypes = ['virtual_tryon', 'refinement', 'model_generation'] as const;
export type ActionType = (typeof actionTypes)[number];

export const debitRequestSchema = z.object({
  userId: z.number().int().positive(),
  actionType: z.enum(actionTypes),
  cost: z.number().int().min(1).max(1000),
  idempotencyKey: z.string().min(1).max(200),
  geminiSessionId: z.string().min(1).max(200).nullable(),
  /**
   * For a `refinement`: which edit of the same result this is (1 = the first). Billing charges nothing
   * while it is within the plan's maxRefinementsPerSession, then `cost`.
   */
  refinementNumber: z.number().int().min(1).max(10000).optional(),
});
export type DebitRequest = z.infer<typeof debitRequestSchema>;

const balanceSchema = z.object({
  subscriptionSessions: z.number().int().min(0),
  topUpSessions: z.number().int().min(0),
});

export const debitResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** Where the sessions came from; null when nothing was charged (an included refinement). */
    deductedFrom: z.enum(['subscription', 'top_up', 'mixed']).nullable(),
    /** Sessions taken (0 for an included refinement). */
    charged: z.number().int().min(0),
    balance: balanceSchema,
  }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['NO_SESSIONS', 'VALIDATION', 'INTERNAL']),
    error: z.string().optional(),
  }),
]);
export type DebitResponse = z.infer<typeof debitResponseSchema>;
