import type { Migration } from '@tryon/kit';
import { EmailType } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Support that answers back, and the seller on receipts.
 * - email_notifications: the support_reply and support_handoff types; fromAddress, the sender of a mail
 *   that does not go out from MAIL_FROM (a reply goes from the support sender); heldContent, what a receipt
 *   is rendered from while it waits for the seller's details (its nextAttemptAt is null meanwhile), and
 *   releasedAt, when it was let go (its age counts from then, so a receipt that waited is not dropped as
 *   too old). A mail to a visitor without an account has userId 0.
 * - chatbot_conversations.sealedToken: the visitor's token, sealed with the shared secret once a contact
 *   is left, so that a reply can carry a link that opens the same conversation again.
 * - support_settings (one row): the support sender, the team inbox and the seller's details.
 * - support_admin_alerts: the admins who asked to be mailed when a conversation is handed to a person.
 */
export const supportReplies: Migration = {
  name: '20270501000100_support_replies',
  async up(db) {
    await db.raw('ALTER TABLE email_notifications DROP CONSTRAINT email_notifications_type_check');
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_type_check
      CHECK (type IN (${inList(EmailType.options)}))`);
    await db.schema.alterTable('email_notifications', (t) => {
      t.text('fromAddress');
      t.jsonb('heldContent');
      t.timestamp('releasedAt', { useTz: true });
    });
    await db.raw(`CREATE INDEX email_notifications_held_idx ON email_notifications (id)
      WHERE "heldContent" IS NOT NULL`);
    await db.schema.alterTable('chatbot_conversations', (t) => {
      t.text('sealedToken');
    });
    await db.schema.createTable('support_settings', (t) => {
      t.integer('id').primary();
      t.text('supportFrom');
      t.text('teamInbox');
      t.text('sellerName');
      t.text('sellerAddress');
      t.text('sellerTaxId');
      t.text('sellerEmail');
      t.integer('updatedBy');
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('ALTER TABLE support_settings ADD CONSTRAINT support_settings_one_row CHECK (id = 1)');
    await db('support_settings').insert({ id: 1 });
    await db.schema.createTable('support_admin_alerts', (t) => {
      t.integer('userId').primary();
      t.boolean('handoffMail').notNullable().defaultTo(false);
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('support_admin_alerts');
    await db.schema.dropTableIfExists('support_settings');
    await db.schema.alterTable('chatbot_conversations', (t) => {
      t.dropColumn('sealedToken');
    });
    await db.raw('DROP INDEX IF EXISTS email_notifications_held_idx');
    await db.schema.alterTable('email_notifications', (t) => {
      t.dropColumn('releasedAt');
      t.dropColumn('heldContent');
      t.dropColumn('fromAddress');
    });
    await db('email_notifications').whereIn('type', ['support_reply', 'support_handoff']).delete();
    await db.raw('ALTER TABLE email_notifications DROP CONSTRAINT email_notifications_type_check');
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_type_check
      CHECK (type IN ('low_balance', 'renewal_reminder', 'welcome', 'marketing', 'invoice', 'account'))`);
  },
};
