import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  acceptedTokenSecrets,
  openText,
  sealText,
  mountSubgraph,
  postgresLimiter,
  serviceBase,
  type Db,
  type Logger,
  type Nats,
  type OutboxRelay,
  type RunningConsumer,
} from '@tryon/kit';
import type { SupportConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { KnowledgeRepository } from './data/knowledge.repository.js';
import { ConversationsRepository } from './data/conversations.repository.js';
import { ModelSelector, geminiCatalog } from '@tryon/kit/gemini-models';
import { GeminiAnswerWriter, geminiClient } from './data/gemini-writer.js';
import { ChatModelSettingsRepository } from './data/chat-model.repository.js';
import { SettingsRepository } from './data/settings.repository.js';
import { SettingsService } from './domain/settings.service.js';
import { ChatModelService } from './domain/chat-model.service.js';
import { Assistant } from './domain/assistant.js';
import { ChatService } from './domain/chat.service.js';
import { KnowledgeService } from './domain/knowledge.service.js';
import { supportResolvers } from './graphql/resolvers.js';
import { UnsubscribeTokens } from './mail/unsubscribe-token.js';
import { NotificationsRepository } from './mail/notifications.repository.js';
import { RecipientsRepository } from './mail/recipients.repository.js';
import { MailQueue } from './mail/mail-queue.js';
import { MailService } from './mail/mail.service.js';
import { MailProjection } from './mail/mail.projection.js';
import { MailSender, SmtpTransport, fromDomain } from './mail/sender.js';
import { RenewalReminders } from './mail/renewal-reminders.js';
import { unsubscribeRoutes } from './http/unsubscribe.routes.js';
import { startUserRegisteredConsumer } from './events/user-registered.consumer.js';
import { startAccountMailRequestedConsumer } from './events/account-mail-requested.consumer.js';
import { startDataExportReadyConsumer } from './events/data-export-ready.consumer.js';
import { startEmailVerifiedConsumer } from './events/email-verified.consumer.js';
import { startUserDeletedConsumer } from './events/user-deleted.consumer.js';
import { startPreferencesChangedConsumer } from './events/preferences-changed.consumer.js';
import { startBalanceChangedConsumer } from './events/balance-changed.consumer.js';
import { startSubscriptionChangedConsumer } from './events/subscription-changed.consumer.js';
import { startPaymentCompletedConsumer } from './events/payment-completed.consumer.js';
import { startSupportExportResponder } from './rpc/export.responder.js';

export const SCHEMA = 'support';
/** The producer name on support's events. */
export const PRODUCER = 'support';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface SupportService {
  app: FastifyInstance;
  relay: OutboxRelay;
  assistant: Assistant;
  consumers: RunningConsumer[];
  /** The e-mail parts: the sender (null without SMTP_URL) and the renewal-reminder sweep. */
  mail: { sender: MailSender | null; renewals: RenewalReminders; service: MailService };
  /** The support sender, the team inbox, the seller on receipts, the admins' hand-over mail choice. */
  settings: SettingsService;
  /** Stops the consumers, the sweep and the sender, then the server and the relay. Pools stay open. */
  stop(): Promise<void>;
}

/**
 * Wires support: migrations (with the starter knowledge base, written once), GraphQL, the outbox relay
 * (hand-overs, unsubscribes and audit entries), the assistant (knowledge base, and Gemini when a key is
 * set), and e-mail: the consumers that keep the recipients and queue mails, the sender (SMTP_URL), the
 * renewal-reminder sweep and the unsubscribe link.
 */
export async function buildSupport(
  config: SupportConfig,
  deps: { db: Db; nats: Nats; logger: Logger },
): Promise<SupportService> {
  const { db, logger } = deps;
  const base = await serviceBase({
    ...deps,
    schema: SCHEMA,
    producer: PRODUCER,
    migrations,
    secret: acceptedTokenSecrets(config),
  });
  const { app, relay, outbox } = base;
  const knowledgeRepo = new KnowledgeRepository(db);
  const client = config.GEMINI_API_KEY
    ? geminiClient({
        apiKey: config.GEMINI_API_KEY,
        baseUrl: config.GEMINI_API_BASE,
        timeoutMs: config.CHAT_GEMINI_TIMEOUT_MS,
      })
    : null;
  const settings = new ChatModelSettingsRepository(db);
  const selector = client
    ? new ModelSelector({
        catalog: geminiCatalog(client),
        purpose: 'text',
        candidates: config.GEMINI_CHAT_MODEL,
        logger,
        onChange: (choice) => settings.saveChoice(choice),
      })
    : null;
  const chatModels = new ChatModelService({
    settings,
    outbox,
    selector,
    candidates: config.GEMINI_CHAT_MODEL,
    logger,
  });
  let writer: GeminiAnswerWriter | null = null;
  if (client && selector) {
    // The first look-up already knows the admin's pin; replies wait for it, at most one Gemini timeout.
    const ready = Promise.race([
      selector.model(await chatModels.currentPin()).catch(() => undefined),
      delay(config.CHAT_GEMINI_TIMEOUT_MS, undefined, { ref: false }),
    ]);
    selector.start();
    writer = new GeminiAnswerWriter({
      models: client.models,
      selector,
      pinned: () => chatModels.currentPin(),
      onPermanentError: (message) => chatModels.recordError(message),
      ready,
    });
  }
  logger.info({ writer: writer ? 'gemini' : 'knowledge base' }, 'chat replies');
  const assistant = new Assistant({
    knowledge: knowledgeRepo,
    writer,
    logger,
    threshold: config.CHAT_CONFIDENCE_THRESHOLD,
  });
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    postgresLimiter(db, SCHEMA, { keyPrefix, points, durationSeconds });
  const conversations = new ConversationsRepository(db);
  const knowledge = new KnowledgeService({ knowledge: knowledgeRepo, outbox });

  const tokens = new UnsubscribeTokens(acceptedTokenSecrets(config));
  // Account mails' links: identity seals their tokens; the queue keeps each link sealed until it is sent.
  const openSealed = (sealed: string) => openText(acceptedTokenSecrets(config), sealed);
  const seal = (text: string) => sealText(config.INTERNAL_TOKEN_SECRET, text);
  const notifications = new NotificationsRepository(db);
  const recipients = new RecipientsRepository(db);
  const maxAgeMs = config.MAIL_MAX_AGE_HOURS * 60 * 60 * 1000;
  const transport = config.SMTP_URL
    ? new SmtpTransport(config.SMTP_URL, config.MAIL_FROM, config.MAIL_SEND_TIMEOUT_MS)
    : null;
  const sender = transport
    ? new MailSender({
        notifications,
        recipients,
        transport,
        logger,
        openLink: openSealed,
        options: {
          maxAttempts: config.MAIL_MAX_ATTEMPTS,
          retryBaseMs: config.MAIL_RETRY_BASE_MS,
          retryMaxMs: config.MAIL_RETRY_MAX_MS,
          pollMs: config.MAIL_POLL_MS,
          // Longer than a send can take (connect, greeting and answer each within the timeout).
          leaseMs: Math.max(5 * 60_000, 4 * config.MAIL_SEND_TIMEOUT_MS),
          maxAgeMs,
          messageIdDomain: fromDomain(config.MAIL_FROM),
        },
      })
    : null;
  const supportSettings: SettingsService = new SettingsService({
    settings: new SettingsRepository(db),
    notifications,
    outbox,
    queue: (): MailQueue => queue,
    production: config.APP_MODE === 'production',
    defaultFrom: config.MAIL_FROM,
  });
  const queue: MailQueue = new MailQueue({
    notifications,
    tokens,
    publicUrl: config.PUBLIC_URL,
    onQueued: () => sender?.kick(),
    seal,
    seller: (q) => supportSettings.seller(q),
  });
  const mail = new MailService({ notifications, recipients, queue, tokens, outbox });
  const chat = new ChatService({
    conversations,
    assistant,
    outbox,
    limits: {
      perIp: limiter('chat_ip', config.CHAT_MAX_PER_IP_PER_MINUTE, 60),
      perConversation: limiter('chat_conv', config.CHAT_MAX_PER_CONVERSATION_PER_MINUTE, 60),
      newPerIp: limiter('chat_new_ip', config.CHAT_CONVERSATIONS_PER_IP_PER_HOUR, 3600),
      readsPerIp: limiter('chat_read_ip', config.CHAT_READS_PER_IP_PER_MINUTE, 60),
    },
    mail: { queue, settings: supportSettings, seal, open: openSealed, publicUrl: config.PUBLIC_URL },
  });

  await mountSubgraph(app, {
    typeDefs,
    resolvers: supportResolvers({ chat, knowledge, mail, chatModels, settings: supportSettings }),
    logger,
    introspection: config.APP_MODE === 'local',
  });
  await unsubscribeRoutes(app, { mail });
  relay.start();
  const exportResponder = startSupportExportResponder(deps.nats, db, logger);

  // Receipts held while the seller's details were missing go once they are known (set meanwhile, or
  // development's stand-ins).
  const released = await supportSettings.releaseIfReady();
  if (released > 0) logger.info({ released }, 'held receipts released');
  if (sender) sender.start();
  else logger.warn('SMTP_URL is not set: e-mails are queued (the admin Mail view shows them) but not sent');
  const projection = new MailProjection({
    recipients,
    queue,
    maxEventAgeMs: maxAgeMs,
    openToken: openSealed,
    publicUrl: config.PUBLIC_URL,
  });
  const consumers = [
    await startUserRegisteredConsumer(deps, projection),
    await startPreferencesChangedConsumer(deps, projection),
    await startBalanceChangedConsumer(deps, projection),
    await startSubscriptionChangedConsumer(deps, projection),
    await startPaymentCompletedConsumer(deps, projection),
    await startAccountMailRequestedConsumer(deps, projection),
    await startEmailVerifiedConsumer(deps, projection),
    await startDataExportReadyConsumer(deps, projection),
    await startUserDeletedConsumer(deps, { conversations, notifications, recipients, queue }),
  ];
  const renewals = new RenewalReminders({ db, recipients, queue, logger });
  renewals.start(config.RENEWAL_REMINDER_SWEEP_MS);

  return {
    app,
    relay,
    assistant,
    consumers,
    mail: { sender, renewals, service: mail },
    settings: supportSettings,
    async stop() {
      selector?.stop();
      await exportResponder.stop();
      await Promise.all(consumers.map((c) => c.stop()));
      await renewals.stop();
      await sender?.stop();
      await base.stop();
    },
  };
}
