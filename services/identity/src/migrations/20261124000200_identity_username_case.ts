import type { Migration } from '@tryon/kit';

/**
 * Usernames are unique whatever their case ("Ann" and "ann" are one name), as e-mails already are
 * (stored lowercase). Fails, naming the index, if two accounts already differ only by case.
 */
export const identityUsernameCase: Migration = {
  name: '20261124000200_identity_username_case',
  async up(db) {
    await db.raw('CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))');
  },
  async down(db) {
    await db.raw('DROP INDEX IF EXISTS users_username_lower_key');
  },
};
