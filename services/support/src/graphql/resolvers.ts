import { isoDate } from '@tryon/kit';
import type { ChatModelService } from '../domain/chat-model.service.js';
import type { ChatService } from '../domain/chat.service.js';
import type { KnowledgeService } from '../domain/knowledge.service.js';
import type { SettingsService } from '../domain/settings.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';

/** support's resolvers: one line each over the domain, which checks the caller (`ctx.caller`). */
export function supportResolvers(deps: {
  chat: ChatService;
  knowledge: KnowledgeService;
  mail: MailService;
  chatModels: ChatModelService;
  settings: SettingsService;
}): Resolvers {
  const { chat, knowledge, mail, chatModels, settings } = deps;
  return {
    Query: {
      adminChatConversations: (_, args, ctx) => chat.list(ctx.caller, args),
      adminKnowledgeEntries: (_, __, ctx) => knowledge.list(ctx.caller),
      adminUnansweredQuestions: (_, args, ctx) => knowledge.unanswered(ctx.caller, args.limit),
      adminEmailNotifications: (_, args, ctx) => mail.list(ctx.caller, args),
      adminEmailMessage: (_, args, ctx) => mail.message(ctx.caller, args.id),
      chatModelStatus: (_, __, ctx) => chatModels.status(ctx.caller),
      chatConversationMessages: (_, args, ctx) => chat.messages(ctx.caller, args),
      adminSupportSettings: (_, __, ctx) => settings.view(ctx.caller),
    },
    Mutation: {
      sendChatMessage: (_, args, ctx) => chat.send(ctx.caller, args),
      createChatConversation: (_, args, ctx) => chat.create(ctx.caller, args),
      setChatConversationContact: (_, args, ctx) => chat.setContact(ctx.caller, args),
      updateChatConversation: (_, args, ctx) => chat.update(ctx.caller, args),
      createKnowledgeEntry: (_, args, ctx) => knowledge.create(ctx.caller, args.input),
      updateKnowledgeEntry: (_, args, ctx) => knowledge.update(ctx.caller, args.id, args.input),
      sendMarketingEmail: (_, args, ctx) => mail.sendMarketing(ctx.caller, args),
      pinChatModel: (_, args, ctx) => chatModels.pin(ctx.caller, args),
      replyToChatConversation: (_, args, ctx) => chat.reply(ctx.caller, args),
      updateSupportSettings: (_, args, ctx) => settings.update(ctx.caller, args.input),
      setHandoffMail: (_, args, ctx) => settings.setHandoffMail(ctx.caller, args),
    },
    ChatMessage: {
      author: (m) => m.role,
    },
    ChatbotConversation: {
      feedback: (c) => c.feedbackType,
      state: (c) => c.status,
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
    EmailNotification: {
      kind: (e) => e.type,
      state: (e) => e.status,
      sentAt: (e) => isoDate(e.sentAt),
      nextAttemptAt: (e) => isoDate(e.nextAttemptAt),
      createdAt: (e) => isoDate(e.createdAt),
    },
    SupportSettings: {
      updatedAt: (s) => isoDate(s.updatedAt),
    },
    ChatModelStatus: {
      checkedAt: (s) => isoDate(s.checkedAt),
      lastErrorAt: (s) => isoDate(s.lastErrorAt),
    },
    EmailMessage: {
      kind: (e) => e.type,
      state: (e) => e.status,
      sentAt: (e) => isoDate(e.sentAt),
      createdAt: (e) => isoDate(e.createdAt),
    },
  };
}
