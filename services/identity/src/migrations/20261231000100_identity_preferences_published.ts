import { addToOutbox, type Migration } from '@tryon/kit';
import { PreferencesChanged } from '@tryon/proto-events';
import { PRODUCER } from '../domain/auth.service.js';

/**
 * Preferences are published since support sends e-mails (identity.preferences.changed.v1 on each save).
 * The preferences saved before that are published once here, through the outbox, so that support learns
 * every choice already made (a person who turned e-mails off is never mailed).
 */
export const identityPreferencesPublished: Migration = {
  name: '20261231000100_identity_preferences_published',
  async up(db) {
    const rows: {
      userId: number;
      emailNotifications: boolean;
      lowBalanceAlerts: boolean;
      renewalReminders: boolean;
      marketingEmails: boolean;
      lowBalanceThreshold: number;
      updatedAt: Date;
    }[] = await db('notification_preferences').orderBy('userId');
    for (const { updatedAt, ...prefs } of rows) {
      await addToOutbox(
        db,
        PreferencesChanged,
        { ...prefs, changedAt: new Date(updatedAt).toISOString() },
        PRODUCER,
      );
    }
  },
  async down() {
    // Published events cannot be taken back; nothing to undo.
  },
};
