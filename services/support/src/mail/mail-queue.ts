import type { Knex } from 'knex';
import { afterCommit } from '@tryon/kit';
import { unsubscribeTypeOf } from './mail-types.js';
import type { NewEmail, NotificationsRepository } from './notifications.repository.js';
import { renderEmail, type EmailContent, type Seller } from './templates.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** Who a mail goes to. */
export interface MailTo {
  userId: number;
  email: string;
  firstName: string | null;
}

/**
 * Stands for an account mail's link in the stored text and HTML (the admin's Mail view shows it); the
 * sender puts the link, kept sealed beside it, in its place when it sends.
 */
export const ACCOUNT_LINK_PLACEHOLDER = '{{account-link}}';

/** Why a receipt waits, as the admin's Mail view shows it. */
export const HELD_FOR_SELLER =
  'Held: receipts are sent once the seller details are set (Admin > Settings > Seller on receipts)';

/** A held receipt's content as stored (JSON) back to what it was. */
function reviveInvoice(stored: Record<string, unknown>): Extract<EmailContent, { type: 'invoice' }> {
  const content = stored as unknown as Extract<EmailContent, { type: 'invoice' }>;
  return { ...content, paidAt: new Date(content.paidAt) };
}

/** The public path of the one-click unsubscribe link (through the gateway). */
export const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';

/**
 * Puts e-mails in the outgoing queue: renders them (text and HTML, with the person's own unsubscribe
 * link), writes them inside the caller's transaction once per dedupe key, and wakes the sender up once
 * that transaction has committed.
 */
export class MailQueue {
  constructor(
    private readonly deps: {
      notifications: NotificationsRepository;
      tokens: UnsubscribeTokens;
      /** PUBLIC_URL, the address the links point at. */
      publicUrl: string;
      /** Called after a commit that queued something. */
      onQueued: () => void;
      /** Seals an account mail's link (kit's sealText with INTERNAL_TOKEN_SECRET). */
      seal?: (text: string) => string;
      /**
       * The seller receipts name, or null while the details are missing (production): a receipt then
       * waits, and `releaseHeld` sends it once they are set.
       */
      seller?: (q: Knex | Knex.Transaction) => Promise<Seller | null>;
    },
  ) {}

  /** The address that turns this kind of e-mail off for this person, or null (an invoice has none). */
  unsubscribeUrl(userId: number, content: EmailContent): string | null {
    const type = unsubscribeTypeOf(content.type);
    if (!type) return null;
    const token = this.deps.tokens.sign(userId, type);
    return `${this.publicUrl()}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }

  private publicUrl(): string {
    return this.deps.publicUrl.replace(/\/+$/, '');
  }

  /** One mail, rendered for its recipient (a receipt naming `seller`). */
  render(to: MailTo, content: EmailContent, dedupeKey: string, seller?: Seller | null): NewEmail {
    const unsubscribeUrl = this.unsubscribeUrl(to.userId, content);
    const rendered = renderEmail(content, {
      publicUrl: this.publicUrl(),
      firstName: to.firstName,
      unsubscribeUrl,
      seller,
    });
    return {
      userId: to.userId,
      type: content.type,
      dedupeKey,
      recipient: to.email,
      unsubscribeUrl,
      ...rendered,
    };
  }

  /**
   * Queues one mail; answers whether it is new (false when its dedupe key was queued before). A receipt
   * names the seller; while the seller's details are missing it is queued held (not sent) until
   * `releaseHeld`. `extra` gives a mail its own sender, or a sealed link for the placeholder in its text.
   */
  async add(
    trx: Knex | Knex.Transaction,
    to: MailTo,
    content: EmailContent,
    dedupeKey: string,
    extra: { fromAddress?: string | null; sealedLink?: string | null } = {},
  ): Promise<boolean> {
    if (content.type !== 'invoice' || !this.deps.seller)
      return (await this.addMany(trx, [{ ...this.render(to, content, dedupeKey), ...extra }])) > 0;
    const seller = await this.deps.seller(trx);
    const mail = this.render(to, content, dedupeKey, seller);
    const held = seller
      ? {}
      : {
          heldContent: { content: content as unknown as Record<string, unknown>, firstName: to.firstName },
          errorMessage: HELD_FOR_SELLER,
        };
    return (await this.addMany(trx, [{ ...mail, ...extra, ...held }])) > 0;
  }

  /**
   * Renders the held receipts again with `seller` and makes them due now (the sender is woken up after the
   * commit); answers how many. Receipts another transaction is releasing are left to it.
   */
  async releaseHeld(trx: Knex.Transaction, seller: Seller): Promise<number> {
    const held = await this.deps.notifications.lockHeld(trx);
    for (const mail of held) {
      const content = reviveInvoice(mail.heldContent.content);
      const rendered = renderEmail(content, {
        publicUrl: this.publicUrl(),
        firstName: mail.heldContent.firstName,
        unsubscribeUrl: mail.unsubscribeUrl,
        seller,
      });
      await this.deps.notifications.release(trx, mail.id, rendered);
    }
    if (held.length > 0) afterCommit(trx, this.deps.onQueued);
    return held.length;
  }

  /**
   * Queues an account mail to `to.email` (no name: the address may be unconfirmed). Its link is stored
   * sealed, and the placeholder stands for it in the stored text and HTML.
   */
  async addAccount(
    trx: Knex | Knex.Transaction,
    to: { userId: number; email: string },
    content: Extract<EmailContent, { type: 'account' }>,
    dedupeKey: string,
  ): Promise<boolean> {
    const { seal } = this.deps;
    if (content.link && !seal) throw new Error('MailQueue: no seal for account links');
    const mail = this.render(
      { ...to, firstName: null },
      { ...content, link: content.link ? ACCOUNT_LINK_PLACEHOLDER : null },
      dedupeKey,
    );
    const sealedLink = content.link && seal ? seal(content.link) : null;
    return (await this.addMany(trx, [{ ...mail, sealedLink }])) > 0;
  }

  /** Queues rendered mails; answers how many were new. */
  async addMany(trx: Knex | Knex.Transaction, mails: NewEmail[]): Promise<number> {
    const ids = await this.deps.notifications.enqueue(trx, mails);
    if (ids.length > 0) afterCommit(trx, this.deps.onQueued);
    return ids.length;
  }
}
