import { outboxInboxMigration, type Migration } from '@tryon/kit';
import { supportChatbot } from './20261231000100_support_chatbot.js';
import { supportKnowledgeSeed } from './20261231000200_support_knowledge_seed.js';
import { supportMail } from './20261231000300_support_mail.js';
import { supportKnowledgeWording } from './20270201000100_support_knowledge_wording.js';
import { supportChatModel } from './20270202000100_support_chat_model.js';
import { supportChatAnswers } from './20270301000100_support_chat_answers.js';
import { supportAccountMail } from './20270401000100_support_account_mail.js';
import { supportReplies } from './20270501000100_support_replies.js';

/** support's migrations, oldest first. */
export const migrations: Migration[] = [
  outboxInboxMigration,
  supportChatbot,
  supportKnowledgeSeed,
  supportMail,
  supportKnowledgeWording,
  supportChatModel,
  supportChatAnswers,
  supportAccountMail,
  supportReplies,
];
