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

/** The switches an unsubscribe link can turn off. */
export type PreferenceSwitch =
  'emailNotifications' | 'lowBalanceAlerts' | 'renewalReminders' | 'marketingEmails';

/** identity.notification_preferences, one row per user, created on first save. */
export class PreferencesRepository {
  constructor(private readonly db: Knex) {}

  async get(userId: number): Promise<NotificationPreferences> {
    const row = await this.db('notification_preferences').where({ userId }).first(COLUMNS);
    return row ? toPrefs(row) : { ...DEFAULT_PREFERENCES };
  }

  /** Saves all five preferences inside the caller's transaction; answers them as stored. */
  async upsert(
    trx: Knex.Transaction,
    userId: number,
    prefs: Omit<NotificationPreferences, 'updatedAt'>,
  ): Promise<NotificationPreferences> {
    const [row] = await trx('notification_preferences')
      .insert({ userId, ...prefs, updatedAt: trx.fn.now() })
      .onConflict('userId')
      .merge()
      .returning(COLUMNS);
    return toPrefs(row);
  }

  /**
   * Turns one switch off, keeping the others (the defaults when nothing was saved yet), inside the
   * caller's transaction; answers the preferences as stored.
   */
  async turnOff(
    trx: Knex.Transaction,
    userId: number,
    which: PreferenceSwitch,
  ): Promise<NotificationPreferences> {
    const [row] = await trx('notification_preferences')
      .insert({ userId, [which]: false, updatedAt: trx.fn.now() })
      .onConflict('userId')
      .merge([which, 'updatedAt'])
      .returning(COLUMNS);
    return toPrefs(row);
  }
}
