import { collectUserRows, startExportResponder, type Db, type Logger, type Nats } from '@tryon/kit';

/**
 * identity's part of a person's data export: the account (no password hash), the notification
 * preferences and the signed-in sessions (when they end and were last used; never a session id).
 */
export function startIdentityExportResponder(nats: Nats, db: Db, logger: Logger) {
  return startExportResponder(nats, {
    service: 'identity',
    logger,
    collect: async (userId) => {
      const part = await collectUserRows(db, userId, [
        { section: 'profile', table: 'users', by: 'id', omit: ['password'] },
        { section: 'preferences', table: 'notification_preferences' },
        { section: 'sessions', table: 'sessions', omit: ['sid', 'sess'], orderBy: 'expire' },
      ]);
      const [profile] = part.profile as unknown[];
      const [preferences] = part.preferences as unknown[];
      return { ...part, profile: profile ?? null, preferences: preferences ?? null };
    },
  });
}
