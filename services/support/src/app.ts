import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { FastifyInstance } from 'fastify';
import {
  mountSubgraph,
  postgresLimiter,
  serviceBase,
  type Db,
  type Logger,
  type Nats,
  type OutboxRelay,
} from '@tryon/kit';
import type { SupportConfig } from './config.js';
import { migrations } from './migrations/index.js';
import { KnowledgeRepository } from './data/knowledge.repository.js';
import { ConversationsRepository } from './data/conversations.repository.js';
import { GeminiAnswerWriter } from './data/gemini-writer.js';
import { Assistant } from './domain/assistant.js';
import { ChatService } from './domain/chat.service.js';
import { KnowledgeService } from './domain/knowledge.service.js';
import { supportResolvers } from './graphql/resolvers.js';

export const SCHEMA = 'support';
/** The producer name on support's events. */
export const PRODUCER = 'support';
const typeDefs = gql(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

export interface SupportService {
  app: FastifyInstance;
  relay: OutboxRelay;
  assistant: Assistant;
  /** Stops the server and the relay. Pools stay open. */
  stop(): Promise<void>;
}

/**
 * Wires support: migrations (with the starter knowledge base, written once), GraphQL, the outbox relay
 * (hand-overs and audit entries), the assistant (knowledge base, and Gemini when a key is set).
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
    secret: config.INTERNAL_TOKEN_SECRET,
  });
  const { app, relay, outbox } = base;
  const knowledgeRepo = new KnowledgeRepository(db);
  const writer = config.GEMINI_API_KEY
    ? new GeminiAnswerWriter({
        apiKey: config.GEMINI_API_KEY,
        model: config.GEMINI_CHAT_MODEL,
        baseUrl: config.GEMINI_API_BASE,
        timeoutMs: config.CHAT_GEMINI_TIMEOUT_MS,
      })
    : null;
  logger.info({ writer: writer ? 'gemini' : 'knowledge base' }, 'chat replies');
  const assistant = new Assistant({
    knowledge: knowledgeRepo,
    writer,
    logger,
    threshold: config.CHAT_CONFIDENCE_THRESHOLD,
  });
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    postgresLimiter(db, SCHEMA, { keyPrefix, points, durationSeconds });
  const chat = new ChatService({
    conversations: new ConversationsRepository(db),
    assistant,
    outbox,
    limits: {
      perIp: limiter('chat_ip', config.CHAT_MAX_PER_IP_PER_MINUTE, 60),
      perConversation: limiter('chat_conv', config.CHAT_MAX_PER_CONVERSATION_PER_MINUTE, 60),
      newPerIp: limiter('chat_new_ip', config.CHAT_CONVERSATIONS_PER_IP_PER_HOUR, 3600),
    },
  });
  const knowledge = new KnowledgeService({ knowledge: knowledgeRepo, outbox });

  await mountSubgraph(app, {
    typeDefs,
    resolvers: supportResolvers({ chat, knowledge }),
    logger,
    introspection: config.APP_MODE === 'local',
  });
  relay.start();

  return {
    app,
    relay,
    assistant,
    stop: () => base.stop(),
  };
}
