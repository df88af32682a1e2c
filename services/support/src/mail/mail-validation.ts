import { z } from 'zod';
import { adminPageInput, eitherOf, oneOf } from '@tryon/kit';
import { EmailStatus, EmailType } from '@tryon/proto-events';

/**
 * adminEmailNotifications' arguments: optional kind and state (or the deprecated type and status), and a
 * page. Answers them as the repository reads them (type, status).
 */
export const emailListInput = adminPageInput
  .extend({
    kind: oneOf('kind', EmailType),
    state: oneOf('state', EmailStatus),
    type: oneOf('type', EmailType),
    status: oneOf('status', EmailStatus),
  })
  .transform(({ kind, state, type, status, ...page }, ctx) => ({
    ...page,
    type: eitherOf(ctx, ['kind', kind], ['type', type]),
    status: eitherOf(ctx, ['state', state], ['status', status]),
  }));

/** The longest marketing message. */
export const MARKETING_MESSAGE_MAX = 10_000;

/** sendMarketingEmail's arguments: a one-line subject and the message (line breaks kept). */
export const marketingInput = z.object({
  subject: z
    .string({ error: 'Missing required field: subject' })
    .trim()
    .min(1, 'Missing required field: subject')
    .max(200, 'Invalid data: subject must be at most 200 characters')
    .refine((s) => !/[\r\n]/.test(s), 'Invalid data: subject must be one line'),
  message: z
    .string({ error: 'Missing required field: message' })
    .trim()
    .min(1, 'Missing required field: message')
    .max(MARKETING_MESSAGE_MAX, `Invalid data: message must be at most ${MARKETING_MESSAGE_MAX} characters`),
});
