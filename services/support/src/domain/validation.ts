import { z } from 'zod';
import { eitherOf, keepOnNull, oneOf, requiredText } from '@tryon/kit';
import { bareModelName } from '@tryon/kit/gemini-models';
import { ChatRole, ConversationStatus, FeedbackType } from '@tryon/proto-events';

/** The longest message a person may send. */
export const MESSAGE_MAX = 1000;
/** The longest message kept from a conversation's history. */
const HISTORY_MESSAGE_MAX = 4000;
/** Messages a conversation keeps (older ones are dropped). */
export const CONVERSATION_MESSAGES_MAX = 100;

/** A message of the widget: who wrote it (author, or the deprecated role), its text and time. */
const chatMessage = z
  .object({
    author: oneOf('author', ChatRole),
    role: z
      .enum(ChatRole.enum, { error: 'Invalid data: role must be user or assistant' })
      .nullish()
      .transform((v) => v ?? undefined),
    content: z
      .string({ error: 'Missing required field: content' })
      .max(HISTORY_MESSAGE_MAX, `Invalid data: a message must be at most ${HISTORY_MESSAGE_MAX} characters`),
    timestamp: z.string().max(40).nullish(),
  })
  .transform(({ author, role, content, timestamp }, ctx) => {
    const who = eitherOf(ctx, ['author', author], ['role', role]);
    if (who === undefined && author === undefined && role === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Missing required field: author' });
    }
    return { role: who as ChatRole, content, timestamp };
  });

export const sendMessageInput = z.object({
  message: z
    .string({ error: 'Missing required field: message' })
    .trim()
    .min(1, 'Missing required field: message')
    .max(MESSAGE_MAX, `Invalid data: message must be at most ${MESSAGE_MAX} characters`),
  conversationId: z.string().max(100).nullish(),
  conversationHistory: z
    .array(chatMessage)
    .max(CONVERSATION_MESSAGES_MAX, `Invalid data: at most ${CONVERSATION_MESSAGES_MAX} messages`)
    .nullish(),
});

export const createConversationInput = z.object({
  messages: z
    .array(chatMessage, { error: 'Missing required field: messages' })
    .min(1, 'Missing required field: messages')
    .max(CONVERSATION_MESSAGES_MAX, `Invalid data: at most ${CONVERSATION_MESSAGES_MAX} messages`),
});

export const contactInput = z
  .object({
    id: z.string({ error: 'Missing required field: id' }).min(1).max(100),
    email: z
      .string({ error: 'Missing required field: email' })
      .trim()
      .min(1, 'Missing required field: email')
      .max(254, 'Invalid email format')
      .pipe(z.email({ error: 'Invalid email format' })),
    name: z
      .string()
      .trim()
      .max(100, 'Invalid data: name must be at most 100 characters')
      .nullish()
      .transform((v) => v || null),
    feedback: oneOf('feedback', FeedbackType),
    feedbackType: oneOf('feedbackType', FeedbackType),
  })
  .transform(({ feedback, feedbackType, ...rest }, ctx) => ({
    ...rest,
    feedbackType: eitherOf(ctx, ['feedback', feedback], ['feedbackType', feedbackType]) ?? 'question',
  }));

/** adminChatConversations' arguments: optionally one state (or the deprecated status). */
export const conversationListInput = z
  .object({
    state: oneOf('state', ConversationStatus),
    status: oneOf('status', ConversationStatus),
  })
  .transform(({ state, status }, ctx) => eitherOf(ctx, ['state', state], ['status', status]));

export const updateConversationInput = z
  .object({
    id: z.number().int().min(1, 'Invalid data: id must be 1 or more'),
    state: oneOf('state', ConversationStatus),
    status: oneOf('status', ConversationStatus),
    adminNotes: z
      .string()
      .max(5000, 'Invalid data: adminNotes must be at most 5000 characters')
      .nullish()
      .transform((v) => (v === undefined ? undefined : v?.trim() || null)),
  })
  .transform(({ state, status, ...rest }, ctx) => ({
    ...rest,
    status: eitherOf(ctx, ['state', state], ['status', status]),
  }));

const keywords = z
  .array(z.string().trim().toLowerCase().max(60, 'Invalid data: a keyword must be at most 60 characters'))
  .max(40, 'Invalid data: at most 40 keywords')
  .transform((list) => [...new Set(list.filter(Boolean))]);

/** A new entry: question, answer and category required; active unless given. */
export const createEntryInput = z.object({
  question: requiredText('Question is required', 'question', 500),
  answer: requiredText('Answer is required', 'answer', 4000),
  category: requiredText('Category is required', 'category', 60),
  keywords: keywords.nullish().transform((v) => v ?? []),
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

export const updateEntryInput = z.object({
  question: keepOnNull(requiredText('Question is required', 'question', 500)),
  answer: keepOnNull(requiredText('Answer is required', 'answer', 4000)),
  category: keepOnNull(requiredText('Category is required', 'category', 60)),
  keywords: keepOnNull(keywords),
  isActive: keepOnNull(z.boolean()),
});

export const unansweredLimit = z
  .number()
  .int()
  .nullish()
  .transform((v) => v ?? 50)
  .pipe(
    z
      .number()
      .min(1, 'Invalid data: limit must be 1 to 500')
      .max(500, 'Invalid data: limit must be 1 to 500'),
  );

/** The admin's choice of chat model: a model name, or null / "" for the automatic choice. */
export const pinChatModelInput = z.object({
  model: z
    .string()
    .max(200, 'Invalid data: model must be one of the available models')
    .nullish()
    .transform((v) => bareModelName(v ?? '') || null),
});

/** The longest reply an admin may write. */
export const REPLY_MAX = 5000;

/** Any control character (a line break among them): never allowed where a mail header is made from it. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/** replyToChatConversation's arguments: the conversation, the reply, and an optional one-line subject. */
export const replyInput = z.object({
  id: z.number().int().min(1, 'Invalid data: id must be 1 or more'),
  message: requiredText('Missing required field: message', 'message', REPLY_MAX),
  subject: z
    .string()
    .trim()
    .max(150, 'Invalid data: subject must be at most 150 characters')
    .nullish()
    .transform((v) => v || null),
});

/** An optional setting: "" or null clears it, absent keeps it. */
const setting = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null))
    .pipe(schema.nullish());

const oneLine = (field: string, max: number) =>
  z
    .string()
    .max(max, `Invalid data: ${field} must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), `Invalid data: ${field} must be one line`);

const address = (field: string) =>
  z
    .string()
    .max(254, `Invalid data: ${field} must be an e-mail address`)
    .pipe(z.email({ error: `Invalid data: ${field} must be an e-mail address` }))
    .transform((v) => v.toLowerCase());

/**
 * A sender as a mail header carries it: `support@example.com` or `Name <support@example.com>`, one line,
 * the name without the characters that would split or quote it.
 */
const sender = oneLine('supportFrom', 200).superRefine((v, ctx) => {
  const m = /^(?:([^<>]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(v);
  const name = m?.[1] ?? '';
  const addr = m?.[2] ?? m?.[3] ?? '';
  if (!m || /[",;:\\]/.test(name) || !z.email().safeParse(addr).success)
    ctx.addIssue({
      code: 'custom',
      message: 'Invalid data: supportFrom must be an address, or a name and <address>',
    });
});

/** updateSupportSettings' input: each field optional ("" clears it). */
export const supportSettingsInput = z.object({
  supportFrom: setting(sender),
  teamInbox: setting(address('teamInbox')),
  sellerName: setting(oneLine('sellerName', 200)),
  sellerAddress: setting(oneLine('sellerAddress', 500)),
  sellerTaxId: setting(oneLine('sellerTaxId', 100)),
  sellerEmail: setting(address('sellerEmail')),
});
export type SupportSettingsInput = z.infer<typeof supportSettingsInput>;

/** setHandoffMail's argument. */
export const handoffMailInput = z.object({
  enabled: z.boolean({ error: 'Missing required field: enabled' }),
});

/** chatConversationMessages' argument: the conversation's token. */
export const conversationTokenInput = z.object({
  id: z.string({ error: 'Missing required field: id' }).min(1, 'Missing required field: id').max(100),
});
