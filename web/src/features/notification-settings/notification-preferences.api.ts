/**
 * Notification preferences of the signed-in person: the settings screen's query and save mutation (typed
 * documents), and the rules of the form.
 */

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
