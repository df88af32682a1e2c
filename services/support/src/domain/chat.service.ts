import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AdminActionRecorded, ConversationEscalated } from '@tryon/proto-events';
import {
  AppError,
  consumeOrRefuse,
  parseInput,
  requireAdmin,
  type CallerContext,
  type OutboxWriter,
} from '@tryon/kit';
import type {
  ConversationRow,
  ConversationsRepository,
  StoredMessage,
} from '../data/conversations.repository.js';
import { ACCOUNT_LINK_PLACEHOLDER, type MailQueue } from '../mail/mail-queue.js';
import { BRAND, headerText } from '../mail/templates.js';
import { FEEDBACK_LABELS, type SettingsService } from './settings.service.js';
import { GREETING, type Assistant } from './assistant.js';
import { saysUnhelpful } from './intent.js';
import {
  CONVERSATION_MESSAGES_MAX,
  contactInput,
  conversationListInput,
  conversationTokenInput,
  replyInput,
  createConversationInput,
  sendMessageInput,
  updateConversationInput,
} from './validation.js';

const TOO_MANY = 'Too many messages. Please wait a moment and try again.';
const notFound = () => new AppError('NOT_FOUND', 'Conversation not found');
const NO_ADDRESS =
  'This conversation has no e-mail address: the visitor left none, so a reply cannot be sent. ' +
  'Add a note instead.';

/** The path that opens a conversation in the chat again (the widget reads its token and removes it). */
export const CONTINUE_CHAT_PATH = '/?chat=';

/** A mail to a visitor without an account is recorded under this user id. */
export const NO_ACCOUNT = 0;

/** A conversation's token: 192 random bits; only its SHA-256 is stored. */
const newToken = () => `conv_${randomBytes(24).toString('base64url')}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long the assistant's record of an exchange answered outside a conversation is kept (a day). */
const ANSWER_KEEP_MS = 24 * 60 * 60 * 1000;
/** The record's key: the SHA-256 of the question (as answered, trimmed) and the reply. */
const hashExchange = (question: string, reply: string) =>
  createHash('sha256')
    .update(JSON.stringify([question.trim(), reply]))
    .digest('hex');

/** Keeps the newest messages of a conversation. */
const bounded = (messages: StoredMessage[]) => messages.slice(-CONVERSATION_MESSAGES_MAX);

/**
 * The chatbot's conversations: answering messages (visitors and users; rate limited per address and per
 * conversation), the conversation the widget creates after the first exchange (named by an unguessable
 * token), the contact left after a hand-over, and the admin's view of them.
 */
export class ChatService {
  constructor(
    private readonly deps: {
      conversations: ConversationsRepository;
      assistant: Assistant;
      outbox: OutboxWriter;
      limits: {
        perIp: RateLimiterPostgres;
        perConversation: RateLimiterPostgres;
        newPerIp: RateLimiterPostgres;
        readsPerIp: RateLimiterPostgres;
      };
      /** The replies and hand-over mails: the queue, the settings, and the sealing of tokens. */
      mail: {
        queue: MailQueue;
        settings: SettingsService;
        seal: (text: string) => string;
        open: (sealed: string) => string | null;
        publicUrl: string;
      };
    },
  ) {}

  /**
   * Answers a message. With a conversation id the exchange is added to that conversation (a reply that
   * hands over marks it, once); without one the history the widget sends counts the unhelpful answers.
   */
  async send(caller: CallerContext, input: unknown) {
    const { message, conversationId, conversationHistory } = parseInput(sendMessageInput, input ?? {});
    await consumeOrRefuse(this.deps.limits.perIp, caller.ip ?? 'unknown', TOO_MANY);
    if (!conversationId) {
      const earlier = (conversationHistory ?? []).filter(
        (m) => m.role === 'user' && saysUnhelpful(m.content),
      ).length;
      const reply = await this.deps.assistant.reply(message, earlier);
      // The server's own record of this exchange: the conversation the widget creates from it next takes
      // the reply from here, never from what the client sends.
      await this.deps.conversations.recordAnswer(hashExchange(message, reply.response), ANSWER_KEEP_MS);
      return { response: reply.response, needsEscalation: reply.needsEscalation };
    }
    const tokenHash = hashToken(conversationId);
    await consumeOrRefuse(this.deps.limits.perConversation, tokenHash, TOO_MANY);
    const existing = await this.deps.conversations.byTokenHash(tokenHash);
    if (!existing) throw notFound();
    const reply = await this.deps.assistant.reply(message, existing.unhelpfulAnswers);
    const now = new Date().toISOString();
    await this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.conversations.lockByToken(trx, tokenHash);
      if (!row) throw notFound();
      const updated = await this.deps.conversations.update(trx, row.id, {
        messages: bounded([
          ...row.messages,
          { role: 'user', content: message, timestamp: now },
          { role: 'assistant', content: reply.response, timestamp: now },
        ]),
        unhelpfulAnswers: row.unhelpfulAnswers + (saysUnhelpful(message) ? 1 : 0),
        ...(reply.needsEscalation ? { needsEscalation: true } : {}),
      });
      if (reply.needsEscalation && !row.needsEscalation) await this.escalated(trx, updated!);
    });
    return { response: reply.response, needsEscalation: reply.needsEscalation };
  }

  /**
   * Creates the conversation of the first exchange; answers its token (the id the widget keeps). It is
   * built from the server's own record: the visitor's lines are taken from the client, but an assistant
   * line only when the assistant answered exactly that question with exactly that reply (each record
   * once), or when it is the greeting before any question. Any other assistant line (one the client wrote,
   * or one the server no longer knows) is left out.
   */
  async create(caller: CallerContext, input: unknown): Promise<{ id: string }> {
    const { messages } = parseInput(createConversationInput, input ?? {});
    await consumeOrRefuse(this.deps.limits.newPerIp, caller.ip ?? 'unknown', TOO_MANY);
    const token = newToken();
    const now = new Date().toISOString();
    await this.deps.outbox.transaction(async (trx) => {
      const kept: StoredMessage[] = [];
      for (const m of messages) {
        const timestamp = validTime(m.timestamp) ?? now;
        if (m.role === 'user') {
          kept.push({ role: 'user', content: m.content, timestamp });
          continue;
        }
        // Only an admin's reply writes a team message: a client's claim to one is left out.
        if (m.role === 'team') continue;
        const previous = kept.at(-1);
        if (!previous) {
          if (m.content === GREETING) kept.push({ role: 'assistant', content: m.content, timestamp });
          continue;
        }
        if (previous.role !== 'user') continue;
        const answeredAt = await this.deps.conversations.takeAnswer(
          trx,
          hashExchange(previous.content, m.content),
          ANSWER_KEEP_MS,
        );
        if (answeredAt)
          kept.push({ role: 'assistant', content: m.content, timestamp: answeredAt.toISOString() });
      }
      await this.deps.conversations.insert(
        { tokenHash: hashToken(token), userId: caller.userId, messages: bounded(kept) },
        trx,
      );
    });
    return { id: token };
  }

  /** Leaves the visitor's e-mail (and name, feedback type) on their conversation: the hand-over. */
  async setContact(caller: CallerContext, input: unknown): Promise<boolean> {
    const { id, email, name, feedbackType } = parseInput(contactInput, input ?? {});
    const tokenHash = hashToken(id);
    await consumeOrRefuse(this.deps.limits.perConversation, tokenHash, TOO_MANY);
    await this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.conversations.lockByToken(trx, tokenHash);
      if (!row) throw notFound();
      const updated = await this.deps.conversations.update(trx, row.id, {
        visitorEmail: email.toLowerCase(),
        visitorName: name,
        feedbackType,
        needsEscalation: true,
        ...(caller.userId && !row.userId ? { userId: caller.userId } : {}),
      });
      await this.deps.conversations.setSealedToken(trx, row.id, this.deps.mail.seal(id));
      await this.escalated(trx, updated!);
      await this.alertTeam(trx, updated!);
    });
    return true;
  }

  /**
   * The visitor's conversation as it is now (their token), with the team's replies: the widget shows
   * what an admin answered. Rate limited per address.
   */
  async messages(caller: CallerContext, input: unknown): Promise<StoredMessage[]> {
    const { id } = parseInput(conversationTokenInput, input ?? {});
    await consumeOrRefuse(this.deps.limits.readsPerIp, caller.ip ?? 'unknown', TOO_MANY);
    const row = await this.deps.conversations.byTokenHash(hashToken(id));
    if (!row) throw notFound();
    return row.messages;
  }

  /**
   * Admin: answers a conversation. The reply is e-mailed to the visitor (queued with its record row, from
   * the support sender, with a link that opens the conversation again), added to the conversation as a
   * message of the team, and the conversation is marked responded by this admin, now. A conversation
   * without an e-mail address is refused (400) and nothing changes. Audited.
   */
  async reply(caller: CallerContext, input: unknown): Promise<ConversationRow> {
    const adminId = requireAdmin(caller);
    const { id, message, subject } = parseInput(replyInput, input ?? {});
    const { queue, settings, open, seal, publicUrl } = this.deps.mail;
    return this.deps.outbox.transaction(async (trx) => {
      const row = await this.deps.conversations.lockById(trx, id);
      if (!row) throw notFound();
      if (!row.visitorEmail) throw new AppError('VALIDATION', NO_ADDRESS);
      const now = new Date();
      const updated = (await this.deps.conversations.update(trx, id, {
        messages: bounded([
          ...row.messages,
          { role: 'team', content: message, timestamp: now.toISOString() },
        ]),
        status: 'responded',
        respondedBy: adminId,
        respondedAt: now,
      }))!;
      const sealedToken = await this.deps.conversations.sealedToken(id, trx);
      const token = sealedToken ? open(sealedToken) : null;
      const link = token
        ? `${publicUrl.replace(/\/+$/, '')}${CONTINUE_CHAT_PATH}${encodeURIComponent(token)}`
        : null;
      const { from } = await settings.support(trx);
      await queue.add(
        trx,
        { userId: row.userId ?? NO_ACCOUNT, email: row.visitorEmail, firstName: row.visitorName },
        {
          type: 'support_reply',
          subject: headerText(subject ?? `Re: your message to ${BRAND} support`),
          message,
          link: link ? ACCOUNT_LINK_PLACEHOLDER : null,
        },
        `reply:${id}:${randomBytes(8).toString('hex')}`,
        { fromAddress: from, sealedLink: link ? seal(link) : null },
      );
      await this.deps.outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'chat_conversation_replied',
        targetUserId: row.userId,
        description: `Replied to conversation #${id} by e-mail`,
        metadata: { conversationId: id, characters: message.length },
        ipAddress: caller.ip,
      });
      return updated;
    });
  }

  /**
   * A contact was left: the admins who asked for it, and the team inbox, are mailed a link to the
   * conversation (once per conversation each).
   */
  private async alertTeam(trx: Knex.Transaction, row: ConversationRow): Promise<void> {
    const { queue, settings } = this.deps.mail;
    const content = {
      type: 'support_handoff' as const,
      conversationId: row.id,
      topic: FEEDBACK_LABELS[row.feedbackType ?? 'question'],
    };
    for (const admin of await settings.handoffRecipients(trx))
      await queue.add(
        trx,
        { userId: admin.userId, email: admin.email, firstName: null },
        content,
        `handoff:${row.id}:${admin.userId}`,
      );
    const { teamInbox } = await settings.support(trx);
    if (teamInbox)
      await queue.add(
        trx,
        { userId: NO_ACCOUNT, email: teamInbox, firstName: null },
        content,
        `handoff:${row.id}:team`,
      );
  }

  /** Conversations for the admin, newest first (at most 500), optionally of one state (or status). */
  list(caller: CallerContext, args: unknown): Promise<ConversationRow[]> {
    requireAdmin(caller);
    return this.deps.conversations.list(parseInput(conversationListInput, args ?? {}), 500);
  }

  /** The admin sets the state (or status) and/or notes; setting responded records who and when. */
  async update(caller: CallerContext, input: unknown): Promise<ConversationRow> {
    const adminId = requireAdmin(caller);
    const { id, status, adminNotes } = parseInput(updateConversationInput, input ?? {});
    return this.deps.outbox.transaction(async (trx) => {
      const before = await this.deps.conversations.byId(id, trx);
      if (!before) throw notFound();
      const row = (await this.deps.conversations.update(trx, id, {
        ...(status ? { status } : {}),
        ...(adminNotes !== undefined ? { adminNotes } : {}),
        ...(status === 'responded' ? { respondedBy: adminId, respondedAt: new Date() } : {}),
      }))!;
      const changes = [
        status && status !== before.status ? `status ${before.status} -> ${status}` : null,
        adminNotes !== undefined ? 'notes' : null,
      ].filter(Boolean);
      await this.deps.outbox.add(trx, AdminActionRecorded, {
        adminId,
        actionType: 'chat_conversation_updated',
        targetUserId: row.userId,
        description: `Updated conversation #${row.id}${changes.length ? ` (${changes.join(', ')})` : ''}`,
        metadata: { conversationId: row.id, status: row.status },
        ipAddress: caller.ip,
      });
      return row;
    });
  }

  private escalated(trx: Knex.Transaction, row: ConversationRow) {
    return this.deps.outbox.add(trx, ConversationEscalated, {
      conversationId: row.id,
      visitorEmail: row.visitorEmail,
      visitorName: row.visitorName,
      feedbackType: row.feedbackType,
      status: row.status,
      escalatedAt: new Date().toISOString(),
    });
  }
}

/** An ISO time the widget sent, if it is one. */
function validTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}
