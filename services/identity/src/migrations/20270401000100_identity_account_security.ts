import type { Migration } from '@tryon/kit';

/**
 * Verified e-mail, password reset, e-mail change and the sessions list:
 * - users.emailVerifiedAt: when the person proved they read their address (null: not yet);
 * - account_tokens: the single-use links mailed to a person; only the SHA-256 of a token is stored, with
 *   what it is for, the address it was sent to, when it expires and when it was used;
 * - sessions.userId (the owner, indexed: every session of a person is found and ended at once) and
 *   sessions.lastUsedAt (when the gateway last resolved it, at most every few minutes).
 */
export const identityAccountSecurity: Migration = {
  name: '20270401000100_identity_account_security',
  async up(db) {
    await db.schema.alterTable('users', (t) => {
      t.timestamp('emailVerifiedAt', { useTz: true });
    });
    await db.schema.createTable('account_tokens', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable().references('id').inTable('users').onDelete('CASCADE');
      t.text('purpose').notNullable();
      t.string('tokenHash', 64).notNullable().unique();
      /** The address the link was sent to (the new one for an e-mail change). */
      t.text('email').notNullable();
      t.timestamp('expiresAt', { useTz: true }).notNullable();
      t.timestamp('usedAt', { useTz: true });
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['userId', 'purpose']);
    });
    await db.raw(`ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
      CHECK (purpose IN ('verify_email', 'password_reset', 'email_change'))`);
    await db.schema.alterTable('sessions', (t) => {
      t.integer('userId');
      t.timestamp('lastUsedAt', { useTz: true });
    });
    await db.raw(`UPDATE sessions SET "userId" = (sess->>'userId')::int`);
    await db.raw('CREATE INDEX sessions_user_idx ON sessions ("userId")');
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS sessions_user_idx');
    await db.schema.alterTable('sessions', (t) => {
      t.dropColumn('lastUsedAt');
      t.dropColumn('userId');
    });
    await db.schema.dropTableIfExists('account_tokens');
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('emailVerifiedAt');
    });
  },
};
