import { randomUUID } from 'node:crypto';
import { AdminActionRecorded, UnsubscribeRequested, type UnsubscribeType } from '@tryon/proto-events';
import { AppError, parseInput, requireAdmin, type CallerContext, type OutboxWriter } from '@tryon/kit';
import type { MailQueue } from './mail-queue.js';
import type {
  EmailMessageRow,
  EmailNotificationRow,
  NotificationsRepository,
} from './notifications.repository.js';
import type { RecipientsRepository } from './recipients.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { emailListInput, marketingInput } from './mail-validation.js';

/** What each unsubscribe link turns off, in words. */
export const UNSUBSCRIBE_LABELS: Record<UnsubscribeType, string> = {
  all: 'all notification e-mails (receipts of your payments still come)',
  low_balance: 'low-balance alerts',
  renewal_reminder: 'renewal reminders',
  marketing: 'news and offers',
};

/** Marketing mails are queued in batches of this many. */
const MARKETING_BATCH = 500;

/**
 * The e-mail features people and admins call: the admin's Mail view (what was sent, with its content),
 * marketing e-mails to those who agreed to them, and the one-click unsubscribe of a link's token.
 */
export class MailService {
  constructor(
    private readonly deps: {
      notifications: NotificationsRepository;
      recipients: RecipientsRepository;
      queue: MailQueue;
      tokens: UnsubscribeTokens;
      outbox: OutboxWriter;
    },
  ) {}

  /** Admin: the e-mails sent or queued, newest first, optionally of one type and/or status. */
  list(caller: CallerContext, args: unknown): Promise<{ total: number; rows: EmailNotificationRow[] }> {
    requireAdmin(caller);
    return this.deps.notifications.page(parseInput(emailListInput, args ?? {}));
  }

  /** Admin: one e-mail with its text and HTML as sent. */
  async message(caller: CallerContext, id: number): Promise<EmailMessageRow> {
    requireAdmin(caller);
    const row = Number.isSafeInteger(id) && id > 0 ? await this.deps.notifications.message(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'E-mail not found');
    return row;
  }

  /**
   * Admin: queues a marketing e-mail to everyone who agreed to marketing e-mails (and kept e-mails on);
   * answers how many were queued. Audited.
   */
  async sendMarketing(caller: CallerContext, args: unknown): Promise<number> {
    const adminId = requireAdmin(caller);
    const { subject, message } = parseInput(marketingInput, args ?? {});
    const campaign = randomUUID();
    const { recipients, queue, outbox } = this.deps;
    return outbox.transaction(async (trx) => {
      const audience = await recipients.marketingAudience(trx);
      let queued = 0;
      for (let i = 0; i < audience.length; i += MARKETING_BATCH) {
        const mails = audience
          .slice(i, i + MARKETING_BATCH)
          .map((p) =>
            queue.render(
              { userId: p.userId, email: p.email!, firstName: p.firstName },
              { type: 'marketing', subject, message },
              `marketing:${campaign}:${p.userId}`,
            ),
          );
        queued += await queue.addMany(trx, mails);
      }
      await outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'marketing_email_sent',
        targetUserId: null,
        description: `Sent the marketing e-mail "${subject}" to ${queued} people`.slice(0, 1000),
        metadata: { campaign, recipients: queued },
        ipAddress: caller.ip,
      });
      return queued;
    });
  }

  /** What a token stands for (for the confirmation page), or a 400 when it is malformed or forged. */
  checkToken(token: unknown): { userId: number; type: UnsubscribeType } {
    const claim = this.deps.tokens.verify(token);
    if (!claim) throw new AppError('VALIDATION', 'Invalid data: this unsubscribe link is not valid');
    return claim;
  }

  /**
   * Follows an unsubscribe link: the kind of e-mail goes off here at once (mails already queued are not
   * sent) and identity is asked to switch the preference off (support.unsubscribe.requested.v1).
   * Idempotent: following a link twice changes nothing more.
   */
  async unsubscribe(token: unknown): Promise<{ userId: number; type: UnsubscribeType }> {
    const claim = this.checkToken(token);
    await this.deps.outbox.transaction(async (trx, publish) => {
      await this.deps.recipients.unsubscribed(trx, claim.userId, claim.type);
      await publish(UnsubscribeRequested, { ...claim, requestedAt: new Date().toISOString() });
    });
    return claim;
  }
}
