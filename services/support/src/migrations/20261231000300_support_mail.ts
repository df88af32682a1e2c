import type { Migration } from '@tryon/kit';
import { EmailStatus, EmailType } from '@tryon/proto-events';

const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The e-mail half of support. email_notifications is the spec's table (id, userId, type, subject, sentAt,
 * status, errorMessage) and also the outgoing queue: a unique dedupeKey (a replayed event or a second
 * replica never queues a mail twice), the recipient, the text and HTML as sent, the unsubscribe address,
 * attempts and when the next one is due. mail_recipients is support's projection of what it needs to
 * know about each person, kept from identity's and billing's events (support never reads their tables).
 */
export const supportMail: Migration = {
  name: '20261231000300_support_mail',
  async up(db) {
    await db.schema.createTable('email_notifications', (t) => {
      t.increments('id').primary();
      t.integer('userId').notNullable();
      t.text('type').notNullable();
      t.text('subject').notNullable();
      t.timestamp('sentAt', { useTz: true });
      t.text('status').notNullable().defaultTo('sent');
      t.text('errorMessage');
      /** What makes this mail unique (`welcome:{userId}`, `invoice:{paymentRef}`...). */
      t.text('dedupeKey').notNullable().unique();
      t.text('recipient').notNullable();
      t.text('text').notNullable();
      t.text('html').notNullable();
      /** The one-click unsubscribe address (List-Unsubscribe); null for an invoice. */
      t.text('unsubscribeUrl');
      t.integer('attempts').notNullable().defaultTo(0);
      /** When the next attempt is due; null once sent, bounced or given up. */
      t.timestamp('nextAttemptAt', { useTz: true }).defaultTo(db.fn.now());
      t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.index(['createdAt']);
      t.index(['userId', 'createdAt']);
    });
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_type_check
      CHECK (type IN (${inList(EmailType.options)}))`);
    await db.raw(`ALTER TABLE email_notifications ADD CONSTRAINT email_notifications_status_check
      CHECK (status IN (${inList(EmailStatus.options)}))`);
    await db.raw(`CREATE INDEX email_notifications_due_idx ON email_notifications ("nextAttemptAt")
      WHERE status IN ('pending', 'failed') AND "nextAttemptAt" IS NOT NULL`);

    await db.schema.createTable('mail_recipients', (t) => {
      t.integer('userId').primary();
      /** From identity.user.registered.v1; null until that event is seen. */
      t.text('email');
      t.text('firstName');
      // identity's notification preferences (the spec's defaults until the first preferences event).
      t.boolean('emailNotifications').notNullable().defaultTo(true);
      t.boolean('lowBalanceAlerts').notNullable().defaultTo(true);
      t.boolean('renewalReminders').notNullable().defaultTo(true);
      t.boolean('marketingEmails').notNullable().defaultTo(true);
      t.integer('lowBalanceThreshold').notNullable().defaultTo(3);
      t.timestamp('preferencesChangedAt', { useTz: true });
      /** The balance after billing's newest change seen (its ledger id; else the time it happened). */
      t.integer('balance');
      t.bigInteger('balanceLedgerId');
      t.timestamp('balanceChangedAt', { useTz: true });
      /** A low-balance mail was queued for the current crossing; cleared when the balance rises above. */
      t.boolean('lowBalanceNotified').notNullable().defaultTo(false);
      t.text('subscriptionStatus');
      t.text('planName');
      t.timestamp('currentPeriodEnd', { useTz: true });
      t.boolean('cancelAtPeriodEnd').notNullable().defaultTo(false);
      t.timestamp('subscriptionChangedAt', { useTz: true });
      t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(`ALTER TABLE mail_recipients ADD CONSTRAINT mail_recipients_threshold_check
      CHECK ("lowBalanceThreshold" BETWEEN 1 AND 10)`);
    await db.raw(`CREATE INDEX mail_recipients_period_end_idx ON mail_recipients ("currentPeriodEnd")
      WHERE "subscriptionStatus" IN ('active', 'trialing') AND NOT "cancelAtPeriodEnd"`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('mail_recipients');
    await db.schema.dropTableIfExists('email_notifications');
  },
};
