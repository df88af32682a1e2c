import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * What an unsubscribe link turns off: one kind of e-mail, or `all` (the master switch, emailNotifications;
 * the welcome mail's link). Invoices are receipts of payments and have no link.
 */
export const unsubscribeTypes = ['all', 'low_balance', 'renewal_reminder', 'marketing'] as const;
export type UnsubscribeType = (typeof unsubscribeTypes)[number];

/**
 * A person followed the unsubscribe link of an e-mail (List-Unsubscribe): identity switches that
 * preference off and publishes the preferences as changed.
 */
export const UnsubscribeRequested = defineEvent(
  'support.unsubscribe.requested.v1',
  STREAMS.support.name,
  z.object({
    userId: z.number().int().positive(),
    type: z.enum(unsubscribeTypes),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);
export type UnsubscribeRequestedData = z.infer<typeof UnsubscribeRequested.schema>;
