import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * A person's notification preferences as saved (on the settings page, or switched off by an unsubscribe
 * link); support keeps them to decide which e-mails to send. `changedAt` orders them: a consumer keeps
 * the newest.
 */
export const PreferencesChanged = defineEvent(
  'identity.preferences.changed.v1',
  STREAMS.identity.name,
  z.object({
    userId: z.number().int().positive(),
    emailNotifications: z.boolean(),
    lowBalanceAlerts: z.boolean(),
    renewalReminders: z.boolean(),
    marketingEmails: z.boolean(),
    lowBalanceThreshold: z.number().int().min(1).max(10),
    changedAt: z.iso.datetime({ offset: true }),
  }),
);
export type PreferencesChangedData = z.infer<typeof PreferencesChanged.schema>;
