import { z } from 'zod';
import { rpcSubject } from '../rpc.js';
import { ActionType, DeductedFrom } from '../enums.js';

/**
 * Debit over NATS request-reply (not a stream; request-reply subjects are `rpc.<service>.<call>`, which
 * no stream captures): ai-jobs asks billing to take `cost` sessions before it starts a job. The same
 * `idempotencyKey` (the job's session id) always gets the same answer and debits once. Subscription
 * sessions are spent first, then top-up sessions.
 */
export const DEBIT_SUBJECT = rpcSubject('billing', 'debit');
/** Queue group of billing's responders, so each request is answered by one replica. */
export const DEBIT_QUEUE = 'billing';

export const debitRequestSchema = z.object({
  userId: z.number().int().positive(),
  actionType: ActionType,
  cost: z.number().int().min(1).max(1000),
  idempotencyKey: z.string().min(1).max(200),
  geminiSessionId: z.string().min(1).max(200).nullable(),
  /**
   * For a `refinement`: the chain of edits it belongs to, named by the chain's root and inherited by every
   * edit of an edit's result. `gemini:{id}`: a chain that starts from the result of a generation or try-on
   * (`gemini_sessions` id); the person's plan includes its first maxRefinementsPerSession edits.
   * `upload:{address}`: a chain that starts from a plain upload; every edit costs `cost`. Billing numbers
   * the refinements of a chain itself, per person, in the transaction that locks the balance, and answers
   * the number. A refinement without a chain is charged `cost` (optional: added within v1).
   */
  refinementChain: z
    .string()
    .max(600)
    .regex(/^(gemini:[1-9][0-9]{0,15}|upload:\/uploads\/\S+)$/, 'Invalid format: refinementChain')
    .optional(),
  /**
   * Deprecated and ignored: a number the caller counted is never trusted (billing counts the chain). Kept
   * so that an older caller's request still parses; such a refinement is charged `cost`.
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
    deductedFrom: DeductedFrom.exclude(['free_trial']).nullable(),
    /** Sessions taken (0 for an included refinement). */
    charged: z.number().int().min(0),
    balance: balanceSchema,
    /**
     * For a refinement of a chain: which edit of that chain this is (1 = the first), as billing counted it
     * (optional: added within v1; the same key answers the same number).
     */
    refinementNumber: z.number().int().min(1).optional(),
  }),
  z.object({
    ok: z.literal(false),
    code: z.enum(['NO_SESSIONS', 'VALIDATION', 'INTERNAL']),
    error: z.string().optional(),
  }),
]);
export type DebitResponse = z.infer<typeof debitResponseSchema>;
