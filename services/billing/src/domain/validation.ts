import { z } from 'zod';
import { adminPageInput } from '@tryon/kit';
import { oneOfMessage, SubscriptionStatus } from '@tryon/proto-events';
import { TOP_UP_STATUSES } from '../data/topups.repository.js';

/** A status filter of an admin list: one of `values`, or none. */
function statusFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Invalid data: status must be one of ${values.join(', ')}` }).nullish();
}

/** adminSubscriptions' arguments. */
export const adminSubscriptionsInput = adminPageInput.extend({
  status: z.enum(SubscriptionStatus.enum, { error: oneOfMessage('status', SubscriptionStatus) }).nullish(),
});

/** adminTopUps' arguments. */
export const adminTopUpsInput = adminPageInput.extend({ status: statusFilter(TOP_UP_STATUSES) });

/** checkoutOutcome's argument: the `session_id` the success page was sent back with. */
export const checkoutOutcomeInput = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'Missing required field: sessionId')
    .max(255, 'Invalid format: sessionId is too long'),
});
