import { z } from 'zod';
import { adminPageInput } from '@tryon/kit';
import { subscriptionStatuses } from '@tryon/proto-events';
import { TOP_UP_STATUSES } from '../data/topups.repository.js';

/** A status filter of an admin list: one of `values`, or none. */
function statusFilter<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `Invalid data: status must be one of ${values.join(', ')}` }).nullish();
}

/** adminSubscriptions' arguments. */
export const adminSubscriptionsInput = adminPageInput.extend({ status: statusFilter(subscriptionStatuses) });

/** adminTopUps' arguments. */
export const adminTopUpsInput = adminPageInput.extend({ status: statusFilter(TOP_UP_STATUSES) });
