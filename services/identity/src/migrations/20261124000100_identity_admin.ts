import type { Migration } from '@tryon/kit';

/**
 * What the admin's lists and figures need at 100,000 accounts: trigram indexes for the case-insensitive
 * substring search on username and e-mail (pg_trgm, a trusted extension shared by the database: created
 * once, in whatever schema it already lives, and never dropped here), sign-ups by day, the count of
 * active subscribers, and the activity log by action type.
 */
export const identityAdmin: Migration = {
  name: '20261124000100_identity_admin',
  async up(db) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    const { rows } = await db.raw(`SELECT n.nspname AS schema FROM pg_extension e
      JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
    const opclass = `"${rows[0].schema}".gin_trgm_ops`;
    // E-mails are stored lowercase (users_email_lowercase); usernames are searched by lower().
    await db.raw(`CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) ${opclass})`);
    await db.raw(`CREATE INDEX users_email_trgm_idx ON users USING gin (email ${opclass})`);
    await db.raw('CREATE INDEX users_created_at_idx ON users ("createdAt")');
    await db.raw(
      `CREATE INDEX users_active_subscribers_idx ON users (id) WHERE "subscriptionStatus" = 'active'`,
    );
    await db.raw(
      'CREATE INDEX admin_activity_logs_action_idx ON admin_activity_logs ("actionType", id DESC)',
    );
  },
  async down(db) {
    for (const index of [
      'admin_activity_logs_action_idx',
      'users_active_subscribers_idx',
      'users_created_at_idx',
      'users_email_trgm_idx',
      'users_username_trgm_idx',
    ]) {
      await db.raw(`DROP INDEX IF EXISTS ${index}`);
    }
  },
};
