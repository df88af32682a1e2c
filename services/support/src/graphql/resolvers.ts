import { isoDate } from '@tryon/kit';
import type { ChatService } from '../domain/chat.service.js';
import type { KnowledgeService } from '../domain/knowledge.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** support's resolvers: one line each over the domain, which checks the caller (`ctx.caller`). */
export function supportResolvers(deps: { chat: ChatService; knowledge: KnowledgeService }): Resolvers {
  const { chat, knowledge } = deps;
  return {
    Query: {
      adminChatConversations: (_, args, ctx) => chat.list(ctx.caller, args.status),
      adminKnowledgeEntries: (_, __, ctx) => knowledge.list(ctx.caller),
      adminUnansweredQuestions: (_, args, ctx) => knowledge.unanswered(ctx.caller, args.limit),
    },
    Mutation: {
      sendChatMessage: (_, args, ctx) => chat.send(ctx.caller, args),
      createChatConversation: (_, args, ctx) => chat.create(ctx.caller, args),
      setChatConversationContact: (_, args, ctx) => chat.setContact(ctx.caller, args),
      updateChatConversation: (_, args, ctx) => chat.update(ctx.caller, args),
      createKnowledgeEntry: (_, args, ctx) => knowledge.create(ctx.caller, args.input),
      updateKnowledgeEntry: (_, args, ctx) => knowledge.update(ctx.caller, args.id, args.input),
    },
    ChatbotConversation: {
      respondedAt: (c) => isoDate(c.respondedAt),
      createdAt: (c) => isoDate(c.createdAt),
      updatedAt: (c) => isoDate(c.updatedAt),
    },
    KnowledgeEntry: {
      createdAt: (k) => isoDate(k.createdAt),
      updatedAt: (k) => isoDate(k.updatedAt),
    },
    UnansweredQuestion: {
      lastAskedAt: (u) => isoDate(u.lastAskedAt),
    },
  };
}
