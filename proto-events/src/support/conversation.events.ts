import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { STREAMS } from '../streams.js';

/**
 * A chatbot conversation was handed over to a person: the visitor left an e-mail, or the assistant could
 * not help. The gateway pushes it to signed-in admins.
 */
export const ConversationEscalated = defineEvent(
  'support.conversation.escalated.v1',
  STREAMS.support.name,
  z.object({
    conversationId: z.number().int().positive(),
    visitorEmail: z.string().max(254).nullable(),
    visitorName: z.string().max(100).nullable(),
    feedbackType: z.string().max(40).nullable(),
    status: z.string().max(40),
    escalatedAt: z.iso.datetime({ offset: true }),
  }),
);
export type ConversationEscalatedData = z.infer<typeof ConversationEscalated.schema>;
