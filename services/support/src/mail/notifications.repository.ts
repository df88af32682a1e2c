import type { Knex } from 'knex';
import type { EmailStatus, EmailType } from '@tryon/proto-events';
import { escapeHtml } from './templates.js';

/** A row of email_notifications as the admin list shows it (without the message itself). */
export interface EmailNotificationRow {
  id: number;
  userId: number;
  recipient: string;
  type: EmailType;
  subject: string;
  status: EmailStatus;
  attempts: number;
  sentAt: Date | null;
  errorMessage: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** A mail with its content, as it is (or was) sent. */
export interface EmailMessageRow extends EmailNotificationRow {
  text: string;
  html: string;
  unsubscribeUrl: string | null;
  dedupeKey: string;
  /** An account mail's link, sealed; put in place of ACCOUNT_LINK_PLACEHOLDER when sent. */
  sealedLink: string | null;
  /** The sender when it is not MAIL_FROM (a support reply goes from the support sender). */
  fromAddress: string | null;
}

/** What a held receipt is rendered from once the seller's details are known. */
export interface HeldContent {
  /** The mail's content, as JSON (dates as ISO strings). */
  content: Record<string, unknown>;
  firstName: string | null;
}

/** A mail to queue. */
export interface NewEmail {
  userId: number;
  type: EmailType;
  dedupeKey: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string | null;
  sealedLink?: string | null;
  fromAddress?: string | null;
  /** Set: the mail is held (not due) until it is rendered again from this and released. */
  heldContent?: HeldContent | null;
  /** Why a held mail waits (the admin's Mail view shows it). */
  errorMessage?: string | null;
}

type Q = Knex | Knex.Transaction;

/**
 * The dedupe key prefix of a mail that must leave nothing behind once it is out (the one confirming an
 * account's deletion): its row is removed when it is sent or given up, instead of being kept.
 */
export const FORGET_ONCE_SENT = 'forget:';

const LIST_COLUMNS = [
  'id',
  'userId',
  'recipient',
  'type',
  'subject',
  'status',
  'attempts',
  'sentAt',
  'errorMessage',
  'nextAttemptAt',
  'createdAt',
] as const;

/**
 * email_notifications: the record of every e-mail and the outgoing queue. A mail is queued once per
 * dedupe key; senders claim due mails with `FOR UPDATE SKIP LOCKED` (so replicas never take the same
 * one) and lease them for a while, so a sender that dies mid-send leaves them to another later.
 */
export class NotificationsRepository {
  constructor(private readonly db: Knex) {}

  /** Queues mails (status pending, due now); those whose dedupe key exists are skipped. Answers the new ids. */
  async enqueue(trx: Q, mails: NewEmail[]): Promise<number[]> {
    if (mails.length === 0) return [];
    const rows: { id: number }[] = await trx('email_notifications')
      .insert(
        mails.map(({ heldContent, ...m }) => ({
          ...m,
          status: 'pending',
          ...(heldContent ? { heldContent: JSON.stringify(heldContent), nextAttemptAt: null } : {}),
        })),
      )
      .onConflict('dedupeKey')
      .ignore()
      .returning('id');
    return rows.map((r) => r.id);
  }

  /**
   * Claims up to `limit` due mails (pending, or failed with a retry due, queued less than `maxAgeMs`
   * ago): counts the attempt and leases them for `leaseMs`. Answers them with their content.
   */
  async claimDue(opts: { limit: number; leaseMs: number; maxAgeMs: number }): Promise<EmailMessageRow[]> {
    const { rows } = await this.db.raw(
      `UPDATE email_notifications e
          SET attempts = e.attempts + 1,
              "nextAttemptAt" = now() + make_interval(secs => ? / 1000.0),
              "updatedAt" = now()
         FROM (SELECT id FROM email_notifications
                WHERE status IN ('pending', 'failed')
                  AND "nextAttemptAt" <= now()
                  AND coalesce("releasedAt", "createdAt") > now() - make_interval(secs => ? / 1000.0)
                ORDER BY "nextAttemptAt", id
                LIMIT ?
                FOR UPDATE SKIP LOCKED) due
        WHERE e.id = due.id
        RETURNING e.*`,
      [opts.leaseMs, opts.maxAgeMs, opts.limit],
    );
    return rows;
  }

  /** The held mails, oldest first, locked until the transaction ends (a second release skips them). */
  async lockHeld(
    trx: Knex.Transaction,
  ): Promise<{ id: number; type: EmailType; heldContent: HeldContent; unsubscribeUrl: string | null }[]> {
    return trx('email_notifications')
      .select('id', 'type', 'heldContent', 'unsubscribeUrl')
      .whereNotNull('heldContent')
      .orderBy('id')
      .forUpdate()
      .skipLocked();
  }

  /** A held mail, rendered again, becomes due now; its age counts from now. */
  async release(
    trx: Knex.Transaction,
    id: number,
    rendered: { subject: string; text: string; html: string },
  ): Promise<void> {
    await trx('email_notifications')
      .where({ id })
      .update({
        ...rendered,
        heldContent: null,
        errorMessage: null,
        nextAttemptAt: trx.fn.now(),
        releasedAt: trx.fn.now(),
        updatedAt: trx.fn.now(),
      });
  }

  /** How many mails are held. */
  async heldCount(): Promise<number> {
    const [{ count }] = await this.db('email_notifications')
      .whereNotNull('heldContent')
      .count<{ count: string }[]>({ count: '*' });
    return Number(count);
  }

  /** A claimed mail went out. */
  async markSent(id: number): Promise<void> {
    if (await this.forgetIfAsked(id)) return;
    await this.db('email_notifications').where({ id }).update({
      status: 'sent',
      // An account mail's link is of no more use here once sent.
      sealedLink: null,
      sentAt: this.db.fn.now(),
      errorMessage: null,
      nextAttemptAt: null,
      updatedAt: this.db.fn.now(),
    });
  }

  /** A claimed mail did not go out: failed (retried at `retryAt` unless null) or bounced. */
  async markFailed(
    id: number,
    opts: { status: 'failed' | 'bounced'; errorMessage: string; retryAt: Date | null },
  ): Promise<void> {
    if (opts.retryAt === null && (await this.forgetIfAsked(id))) return;
    await this.db('email_notifications')
      .where({ id })
      .update({
        status: opts.status,
        ...(opts.retryAt === null ? { sealedLink: null } : {}),
        errorMessage: opts.errorMessage.slice(0, 1000),
        nextAttemptAt: opts.retryAt,
        updatedAt: this.db.fn.now(),
      });
  }

  /** Removes a mail queued with {@link FORGET_ONCE_SENT}; answers whether it was one. */
  private async forgetIfAsked(id: number): Promise<boolean> {
    const removed = await this.db('email_notifications')
      .where({ id })
      .andWhereLike('dedupeKey', `${FORGET_ONCE_SENT}%`)
      .delete();
    return removed > 0;
  }

  /**
   * A deleted account: its mails go, except the receipts of its payments, which are kept for the books
   * with the person taken out (no owner, no address, the greeting without their name). Answers how many
   * mails were removed.
   */
  async forgetPerson(trx: Q, userId: number, firstName: string | null): Promise<number> {
    const removed = await trx('email_notifications').where({ userId }).whereNot({ type: 'invoice' }).delete();
    const receipts: { id: number; text: string; html: string }[] = await trx('email_notifications')
      .where({ userId, type: 'invoice' })
      .select('id', 'text', 'html');
    const name = firstName?.trim();
    for (const r of receipts) {
      const unnamed = (body: string, escaped: string) =>
        name ? body.split(`Hi ${escaped},`).join('Hi there,') : body;
      await trx('email_notifications')
        .where({ id: r.id })
        .update({
          userId: 0,
          recipient: 'deleted account',
          unsubscribeUrl: null,
          sealedLink: null,
          text: unnamed(r.text, name ?? ''),
          html: unnamed(r.html, escapeHtml(name ?? '')),
          updatedAt: trx.fn.now(),
        });
    }
    return removed;
  }

  /** A page of mails, newest first, optionally of one type and/or status, and how many there are in all. */
  async page(opts: {
    type?: EmailType;
    status?: EmailStatus;
    limit: number;
    offset: number;
  }): Promise<{ total: number; rows: EmailNotificationRow[] }> {
    const filtered = () => {
      const q = this.db('email_notifications');
      if (opts.type) q.where({ type: opts.type });
      if (opts.status) q.where({ status: opts.status });
      return q;
    };
    const [rows, [{ count }]] = await Promise.all([
      filtered()
        .select(LIST_COLUMNS)
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(opts.limit)
        .offset(opts.offset),
      filtered().count<{ count: number }[]>({ count: '*' }),
    ]);
    return { total: Number(count), rows };
  }

  /** One mail with its content. */
  async message(id: number): Promise<EmailMessageRow | undefined> {
    return this.db('email_notifications').where({ id }).first();
  }
}
