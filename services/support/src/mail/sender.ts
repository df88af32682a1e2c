import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from '@tryon/kit';
import { retryDelayMs } from './backoff.js';
import { allowedBy } from './mail-types.js';
import { ACCOUNT_LINK_PLACEHOLDER } from './mail-queue.js';
import { escapeHtml, headerText } from './templates.js';
import type { EmailMessageRow, NotificationsRepository } from './notifications.repository.js';
import type { RecipientsRepository } from './recipients.repository.js';

/** One message as handed to the mail server. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post). */
  headers: Record<string, string>;
  /** Stable across retries, so a receiver can tell a retry from a new mail. */
  messageId: string;
  /** The sender when it is not the transport's own (MAIL_FROM). */
  from?: string | null;
}

/** How a mail leaves (SMTP; the sender needs nothing more of it). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A refusal the mail server gave; `permanent` when the recipient was refused for good (5xx). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/**
 * nodemailer over SMTP (`SMTP_URL`: `smtp://user:pass@host:587`, `smtps://...`; nodemailer's URL options
 * such as `?pool=true` apply). A recipient refused with a 5xx is a bounce; anything else is retried.
 */
export class SmtpTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    timeoutMs: number,
  ) {
    this.transport = createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: headerText(mail.from || this.from),
        to: mail.to,
        subject: headerText(mail.subject),
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    } catch (err) {
      const e = err as { message?: string; code?: string; command?: string; responseCode?: number };
      // Only the recipient refused for good (5xx to RCPT TO) is a bounce: a refused sender or login is
      // this server's setup, and a 4xx says to try again.
      const permanent =
        e.code === 'EENVELOPE' &&
        e.command === 'RCPT TO' &&
        typeof e.responseCode === 'number' &&
        e.responseCode >= 500;
      throw new MailSendError(e.message || String(err), permanent);
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The domain of a From address (`AI Virtual Try-On <no-reply@tryon.local>` gives `tryon.local`). */
export function fromDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export interface SenderOptions {
  /** Attempts before a mail is given up (status failed, no retry). */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often due mails are looked for when nothing wakes the sender up. */
  pollMs: number;
  /** How long a claimed mail is kept from other senders (longer than a send can take). */
  leaseMs: number;
  /** Mails queued longer ago than this are not sent any more (left as they are). */
  maxAgeMs: number;
  /** Domain of the Message-IDs. */
  messageIdDomain: string;
  batchSize?: number;
}

/**
 * Sends the queued e-mails. Each pass claims due mails (several senders, one per replica, never claim
 * the same one), checks the person's preferences as they are now (a mail queued before an unsubscribe is
 * not sent), sends it, and marks it sent, or failed with the error and a retry after an exponential
 * backoff (up to `maxAttempts`), or bounced when the server refused the recipient for good. It runs every
 * `pollMs` and at once when woken up (`kick`, after a commit that queued a mail).
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly deps: {
      notifications: NotificationsRepository;
      recipients: RecipientsRepository;
      transport: MailTransport;
      logger: Logger;
      options: SenderOptions;
      /** Opens an account mail's sealed link (kit's openText with the accepted secrets); null if it cannot. */
      openLink?: (sealed: string) => string | null;
    },
  ) {}

  /** The mail's text and HTML with its account link in place (null: the link cannot be opened). */
  private withLink(mail: EmailMessageRow): { text: string; html: string } | null {
    if (!mail.sealedLink) return { text: mail.text, html: mail.html };
    const link = this.deps.openLink?.(mail.sealedLink) ?? null;
    if (!link) return null;
    return {
      text: mail.text.split(ACCOUNT_LINK_PLACEHOLDER).join(link),
      html: mail.html.split(ACCOUNT_LINK_PLACEHOLDER).join(escapeHtml(link)),
    };
  }

  /** Starts sending: at once, then every `pollMs` and whenever kicked. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass as soon as possible. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops, waits for the pass in flight, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.deps.transport.close();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.again ? 0 : this.deps.options.pollMs);
        this.again = false;
      });
    }, ms);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.sendDue()) > 0) {
        /* keep going while mails are due */
      }
    } catch (err) {
      this.deps.logger.warn({ err }, 'mail pass failed; will retry');
    }
  }

  /** One pass: claims a batch of due mails and sends them; answers how many were claimed. */
  async sendDue(): Promise<number> {
    const { notifications, recipients, options } = this.deps;
    const claimed = await notifications.claimDue({
      limit: options.batchSize ?? 20,
      leaseMs: options.leaseMs,
      maxAgeMs: options.maxAgeMs,
    });
    if (claimed.length === 0) return 0;
    const prefs = new Map(
      (await recipients.findMany([...new Set(claimed.map((m) => m.userId))])).map((r) => [r.userId, r]),
    );
    for (const mail of claimed) {
      const person = prefs.get(mail.userId);
      if (person && !allowedBy(person, mail.type)) {
        await notifications.markFailed(mail.id, {
          status: 'failed',
          errorMessage: 'Not sent: the recipient turned these e-mails off before it went out',
          retryAt: null,
        });
        continue;
      }
      await this.sendOne(mail);
    }
    return claimed.length;
  }

  private async sendOne(mail: EmailMessageRow): Promise<void> {
    const { notifications, transport, logger, options } = this.deps;
    const body = this.withLink(mail);
    if (!body) {
      await notifications.markFailed(mail.id, {
        status: 'failed',
        errorMessage: 'Not sent: its link could not be opened (the shared secret changed)',
        retryAt: null,
      });
      logger.warn({ id: mail.id, type: mail.type }, 'account e-mail link could not be opened; not sent');
      return;
    }
    const headers: Record<string, string> = {};
    if (mail.unsubscribeUrl) {
      headers['List-Unsubscribe'] = `<${mail.unsubscribeUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    try {
      await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: body.text,
        html: body.html,
        headers,
        from: mail.fromAddress,
        messageId: `<email-${mail.id}.${new Date(mail.createdAt).getTime().toString(36)}@${options.messageIdDomain}>`,
      });
      await notifications.markSent(mail.id);
      logger.info({ id: mail.id, type: mail.type, attempt: mail.attempts }, 'e-mail sent');
    } catch (err) {
      const message = (err as Error).message || String(err);
      const permanent = err instanceof MailSendError && err.permanent;
      const retry = !permanent && mail.attempts < options.maxAttempts;
      const retryAt = retry
        ? new Date(
            Date.now() +
              retryDelayMs(mail.attempts, { baseMs: options.retryBaseMs, maxMs: options.retryMaxMs }),
          )
        : null;
      await notifications.markFailed(mail.id, {
        status: permanent ? 'bounced' : 'failed',
        errorMessage: message,
        retryAt,
      });
      logger.warn(
        { id: mail.id, type: mail.type, attempt: mail.attempts, permanent, retryAt, err: message },
        permanent ? 'e-mail bounced' : retry ? 'e-mail failed; will retry' : 'e-mail failed; giving up',
      );
    }
  }
}
