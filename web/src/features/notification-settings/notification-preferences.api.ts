import { apiJson } from '../../lib/api';

/** The editable notification preferences (GET/PUT /api/user/notification-preferences). */
export interface NotificationPreferences {
  emailNotifications: boolean;
  lowBalanceAlerts: boolean;
  renewalReminders: boolean;
  marketingEmails: boolean;
  /** Integer from 1 to 10. */
  lowBalanceThreshold: number;
}

/** The answer of the preferences calls also carries the time of the last save. */
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

export interface NotificationPreferencesApi {
  load(): Promise<NotificationPreferences>;
  save(preferences: NotificationPreferences): Promise<NotificationPreferences>;
}

/** The real calls. */
export const notificationPreferencesApi: NotificationPreferencesApi = {
  async load() {
    return toPreferences(
      await apiJson<StoredNotificationPreferences>('GET', '/api/user/notification-preferences'),
    );
  },
  async save(preferences) {
    return toPreferences(
      await apiJson<StoredNotificationPreferences>('PUT', '/api/user/notification-preferences', preferences),
    );
  },
};
