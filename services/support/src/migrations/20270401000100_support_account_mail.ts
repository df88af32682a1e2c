import type { Migration } from '@tryon/kit';
import { EmailType } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Account mails (verification, password reset, address change): the `account` type, and sealedLink, the
 * mail's link sealed with the shared secret. The stored text and HTML hold a placeholder instead of the
 * link (the admin's Mail view never shows a usable link); the sender puts the link in when it sends, and
 * the sealed copy is cleared once the mail is sent or given up.
 */
export const supportAccountMail: Migration = {
  name: '20270401000100_support_account_mail',
  async up(db) {
    await db.raw('ALTER TABLE email_notifications DROP CONSTRAINT email_notifications_type_check');
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_type_check
      CHECK (type IN (${inList(EmailType.options)}))`);
    await db.schema.alterTable('email_notifications', (t) => {
      t.text('sealedLink');
    });
  },
  async down(db) {
    await db.schema.alterTable('email_notifications', (t) => {
      t.dropColumn('sealedLink');
    });
    await db('email_notifications').where({ type: 'account' }).delete();
    await db.raw('ALTER TABLE email_notifications DROP CONSTRAINT email_notifications_type_check');
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_type_check
      CHECK (type IN ('low_balance', 'renewal_reminder', 'welcome', 'marketing', 'invoice'))`);
  },
};
