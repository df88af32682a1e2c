import type { Knex } from 'knex';

export interface NotificationPreferences {
  emailNotifications: boolean;
  lowBalanceAlerts: boolean;
  renewalReminders: boolean;
  marketingEmails: boolean;
  lowBalanceThreshold: number;
  updatedAt: string | null;
}

/** Defaults of the spec, shown before a person saves anything. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  lowBalanceAlerts: true,
  renewalReminders: true,
  marketingEmails: true,
  lowBalanceThreshold: 3,
  updatedAt: null,
};

const COLUMNS = [
  'emailNotifications',
  'lowBalanceAlerts',
  'renewalReminders',
  'marketingEmails',
  'lowBalanceThreshold',
  'updatedAt',
] as const;

function toPrefs(row: Record<string, unknown>): NotificationPreferences {
  return {
    ...(row as unknown as NotificationPreferences),
    updatedAt: new Date(row.updatedAt as string).toISOString(),
  };
}

/** identity.notification_preferences, one row per user, created on first save. */
export class PreferencesRepository {
  constructor(private readonly db: Knex) {}

  async get(userId: number): Promise<NotificationPreferences> {
    const row = await this.db('notification_preferences').where({ userId }).first(COLUMNS);
    return row ? toPrefs(row) : { ...DEFAULT_PREFERENCES };
  }

  async upsert(
    userId: number,
    prefs: Omit<NotificationPreferences, 'updatedAt'>,
  ): Promise<NotificationPreferences> {
    const [row] = await this.db('notification_preferences')
      .insert({ userId, ...prefs, updatedAt: this.db.fn.now() })
      .onConflict('userId')
      .merge()
      .returning(COLUMNS);
    return toPrefs(row);
  }
}
