import {
  forgetPublishedEventsOf,
  startConsumer,
  type Db,
  type Logger,
  type Nats,
  type RunningConsumer,
} from '@tryon/kit';
import { UserDeleted } from '@tryon/proto-events';
import type { ConversationsRepository } from '../data/conversations.repository.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { FORGET_ONCE_SENT, type NotificationsRepository } from '../mail/notifications.repository.js';
import type { RecipientsRepository } from '../mail/recipients.repository.js';

/**
 * A deleted account: its conversations, its mails (the receipts kept, without the person), its
 * recipient row and the published events about it go; then a last mail confirms the deletion. That
 * mail's row is removed once it is sent (FORGET_ONCE_SENT), so nothing of the person stays. All in the
 * inbox's transaction: a replay changes nothing and sends nothing twice.
 */
export function startUserDeletedConsumer(
  deps: { db: Db; nats: Nats; logger: Logger },
  parts: {
    conversations: ConversationsRepository;
    notifications: NotificationsRepository;
    recipients: RecipientsRepository;
    queue: MailQueue;
  },
): Promise<RunningConsumer> {
  return startConsumer(deps, {
    event: UserDeleted,
    durable: 'support-user-deleted',
    handle: async ({ trx, envelope, logger }) => {
      const { userId, email, deletedAt } = envelope.data;
      const recipient = await parts.recipients.find(userId, trx);
      const conversations = await parts.conversations.forgetPerson(trx, userId, email);
      const mails = await parts.notifications.forgetPerson(trx, userId, recipient?.firstName ?? null);
      await parts.recipients.forget(trx, userId);
      const { unsent } = await forgetPublishedEventsOf(trx, userId);
      if (unsent > 0) throw new Error(`${unsent} events about the person are not published yet`);
      if (email) {
        await parts.queue.addAccount(
          trx,
          { userId, email },
          { type: 'account', kind: 'account_deleted', link: null, expiresAt: null, at: new Date(deletedAt) },
          `${FORGET_ONCE_SENT}account-deleted:${envelope.id}`,
        );
      }
      logger.info(
        { userId, conversations, mails },
        'removed the conversations and mails of a deleted account',
      );
    },
  });
}
