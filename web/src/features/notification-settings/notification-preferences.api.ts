import { graphql } from '../../__generated__';

/**
 * Notification preferences of the signed-in person: the settings screen's query and save mutation (typed
 * documents), and the rules of the form.
 */

/** What the settings screen shows and edits. */
export const NotificationSettingsPreferencesFragment = graphql(`
  fragment NotificationSettings_preferences on NotificationPreferences {
    emailNotifications
    lowBalanceAlerts
    renewalReminders
    marketingEmails
    lowBalanceThreshold
    updatedAt
  }
`);

/** The signed-in User's preferences (the defaults before the first save). */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    me {
      id
      notificationPreferences {
        ...NotificationSettings_preferences
      }
    }
  }
`);

/** Saves all five editable fields; answers the stored preferences. */
export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationSettings_preferences
    }
  }
`);

/** The editable notification preferences. */
export interface NotificationPreferences {
  emailNotifications: boolean;
  lowBalanceAlerts: boolean;
  renewalReminders: boolean;
  marketingEmails: boolean;
  /** Integer from 1 to 10. */
  lowBalanceThreshold: number;
}

/** The stored preferences also carry the time of the last save. */
export interface StoredNotificationPreferences extends NotificationPreferences {
  updatedAt?: string | null;
}

/** Values used before the first save (and when a field is missing). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  lowBalanceAlerts: true,
  renewalReminders: true,
  marketingEmails: true,
  lowBalanceThreshold: 3,
};

/** Keeps only the five editable fields, filling gaps with the defaults. */
export function toPreferences(
  stored: Partial<StoredNotificationPreferences> | null | undefined,
): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    emailNotifications: stored?.emailNotifications ?? d.emailNotifications,
    lowBalanceAlerts: stored?.lowBalanceAlerts ?? d.lowBalanceAlerts,
    renewalReminders: stored?.renewalReminders ?? d.renewalReminders,
    marketingEmails: stored?.marketingEmails ?? d.marketingEmails,
    lowBalanceThreshold: stored?.lowBalanceThreshold ?? d.lowBalanceThreshold,
  };
}

/** True when any editable field differs. */
export function preferencesChanged(a: NotificationPreferences, b: NotificationPreferences): boolean {
  return (Object.keys(DEFAULT_NOTIFICATION_PREFERENCES) as (keyof NotificationPreferences)[]).some(
    (k) => a[k] !== b[k],
  );
}
