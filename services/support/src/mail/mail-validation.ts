import { z } from 'zod';
import { adminPageInput } from '@tryon/kit';
import { EMAIL_STATUSES, EMAIL_TYPES } from './mail-types.js';

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .enum(values, { error: `Invalid data: ${name} must be one of ${values.join(', ')}` })
    .nullish()
    .transform((v) => v ?? undefined);

/** adminEmailNotifications' arguments: optional type and status, and a page. */
export const emailListInput = adminPageInput.extend({
  type: oneOf('type', EMAIL_TYPES),
  status: oneOf('status', EMAIL_STATUSES),
});

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
