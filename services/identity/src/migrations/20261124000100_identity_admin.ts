import type { Migration } from '@tryon/kit';

/**
 * What the admin's lists and figures need at 100,000 accounts: trigram indexes for the case-insensitive
 * substring search on username and e-mail (pg_trgm, a trusted extension shared by the database: created
 * once, in whatever schema it already lives, and never dropped here), sign-ups by day, the activity log by
 * action type, and `user_counts`: accounts per subscriptionStatus, kept by statement triggers so that the
 * figures and the list's total read a few rows instead of counting every account.
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
      'CREATE INDEX admin_activity_logs_action_idx ON admin_activity_logs ("actionType", id DESC)',
    );

    await db.raw('CREATE TABLE user_counts (status text PRIMARY KEY, n bigint NOT NULL DEFAULT 0)');
    await db.raw(
      `INSERT INTO user_counts (status, n) SELECT "subscriptionStatus", count(*) FROM users GROUP BY 1`,
    );
    // One function for the three triggers (each sees only the transition tables its operation has).
    await db.raw(`CREATE FUNCTION user_counts_apply() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO user_counts (status, n)
          SELECT "subscriptionStatus", count(*) FROM new_rows GROUP BY 1
          ON CONFLICT (status) DO UPDATE SET n = user_counts.n + EXCLUDED.n;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE user_counts c SET n = c.n - o.n
          FROM (SELECT "subscriptionStatus" AS status, count(*) AS n FROM old_rows GROUP BY 1) o
          WHERE c.status = o.status;
        END IF;
        RETURN NULL;
      END $$`);
    await db.raw(`CREATE TRIGGER user_counts_insert AFTER INSERT ON users
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply()`);
    await db.raw(`CREATE TRIGGER user_counts_update AFTER UPDATE ON users
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply()`);
    await db.raw(`CREATE TRIGGER user_counts_delete AFTER DELETE ON users
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_apply()`);
  },
  async down(db) {
    await db.raw('DROP TABLE IF EXISTS user_counts');
    for (const trigger of ['user_counts_insert', 'user_counts_update', 'user_counts_delete']) {
      await db.raw(`DROP TRIGGER IF EXISTS ${trigger} ON users`);
    }
    await db.raw('DROP FUNCTION IF EXISTS user_counts_apply()');
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
