import { AppError } from '@tryon/kit';
import {
  ChatRole,
  ConversationStatus,
  EmailStatus,
  EmailType,
  FeedbackType,
  oneOfMessage,
} from '@tryon/proto-events';
import { graphql } from '../__generated__/index.js';
import type * as Gql from '../__generated__/graphql.js';
import type { ChatMessageInput, KnowledgeEntryInput } from '../__generated__/graphql.js';
import {
  enumInput,
  graphqlRoute,
  intParam,
  pageQuery,
  pick,
  proxyRoute,
  stringParam,
  stringQuery,
  totalHeader,
  type RouteTable,
} from '../route-kit.js';

// support: the chatbot for everyone (rate limited by the service), and for admins the conversations and
// the knowledge base; e-mail: the unsubscribe link of every e-mail (a small page and RFC 8058's one-click
// POST, so proxied), and for admins the Mail view (what was sent, with its content) and marketing mail.
// The graph's enum fields are asked under the documented keys (`role: author`, `status: state`, ...);
// their values are the documented ones as they are (none of these sets has a value with a `-`).

export const ChatbotConversationFields = graphql(`
  fragment ChatbotConversationFields on ChatbotConversation {
    id
    visitorEmail
    visitorName
    messages {
      role: author
      content
      timestamp
    }
    feedbackType: feedback
    status: state
    adminNotes
    respondedBy
    respondedAt
    needsEscalation
    userId
    createdAt
    updatedAt
  }
`);

export const KnowledgeEntryFields = graphql(`
  fragment KnowledgeEntryFields on KnowledgeEntry {
    id
    question
    answer
    category
    keywords
    isActive
    createdBy
    timesUsed
    createdAt
    updatedAt
  }
`);

const SendMessage = graphql(`
  mutation SendChatMessageRest(
    $message: String!
    $conversationId: String
    $conversationHistory: [ChatMessageInput!]
  ) {
    sendChatMessage(
      message: $message
      conversationId: $conversationId
      conversationHistory: $conversationHistory
    ) {
      response
      needsEscalation
    }
  }
`);

const CreateConversation = graphql(`
  mutation CreateChatConversationRest($messages: [ChatMessageInput!]!) {
    createChatConversation(messages: $messages) {
      id
    }
  }
`);

const SetContact = graphql(`
  mutation SetChatConversationContactRest(
    $id: String!
    $email: String
    $name: String
    $feedback: FeedbackType
  ) {
    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)
  }
`);

const AdminConversations = graphql(`
  query AdminChatConversationsRest($state: ConversationStatus) {
    adminChatConversations(state: $state) {
      ...ChatbotConversationFields
    }
  }
`);

const UpdateConversation = graphql(`
  mutation UpdateChatConversationRest($id: Int!, $state: ConversationStatus, $adminNotes: String) {
    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {
      ...ChatbotConversationFields
    }
  }
`);

const AdminKnowledge = graphql(`
  query AdminKnowledgeEntriesRest {
    adminKnowledgeEntries {
      ...KnowledgeEntryFields
    }
  }
`);

const CreateEntry = graphql(`
  mutation CreateKnowledgeEntryRest($input: KnowledgeEntryInput!) {
    createKnowledgeEntry(input: $input) {
      ...KnowledgeEntryFields
    }
  }
`);

const UpdateEntry = graphql(`
  mutation UpdateKnowledgeEntryRest($id: Int!, $input: KnowledgeEntryInput!) {
    updateKnowledgeEntry(id: $id, input: $input) {
      ...KnowledgeEntryFields
    }
  }
`);

/** An e-mail as the admin's Mail list shows it. */
export const EmailNotificationFields = graphql(`
  fragment EmailNotificationFields on EmailNotification {
    id
    userId
    recipient
    type: kind
    subject
    status: state
    attempts
    sentAt
    errorMessage
    nextAttemptAt
    createdAt
  }
`);

const AdminEmails = graphql(`
  query AdminEmailNotificationsRest($kind: EmailType, $state: EmailStatus, $limit: Int, $offset: Int) {
    adminEmailNotifications(kind: $kind, state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        ...EmailNotificationFields
      }
    }
  }
`);

const AdminEmailMessage = graphql(`
  query AdminEmailMessageRest($id: Int!) {
    adminEmailMessage(id: $id) {
      id
      userId
      recipient
      type: kind
      subject
      status: state
      text
      html
      unsubscribeUrl
      sentAt
      createdAt
    }
  }
`);

const SendMarketing = graphql(`
  mutation SendMarketingEmailRest($subject: String!, $message: String!) {
    sendMarketingEmail(subject: $subject, message: $message)
  }
`);

/** The query string of a request address, with its `?` (empty when it has none). */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

const ENTRY_KEYS = [
  'question',
  'answer',
  'category',
  'keywords',
  'isActive',
] as const satisfies readonly (keyof KnowledgeEntryInput)[];

type SendBody = {
  message: string;
  conversationId?: string | null;
  conversationHistory?: unknown;
};
type ContactBody = { email?: string | null; name?: string | null; feedbackType?: unknown };

/**
 * A body's value of a closed set as the graph takes it: absent and null stay absent, '' is refused like
 * any value outside the set (the service refused it before the field was an enum).
 */
function bodyEnum(set: Parameters<typeof enumInput>[0], field: string, value: unknown) {
  if (value === '') throw new AppError('VALIDATION', oneOfMessage(field, set));
  return enumInput(set, field, value);
}

/**
 * The messages of a body as the graph takes them: the documented `role` is sent as `author`. A message
 * without one is refused as before; one whose role is none of user and assistant (or anything but a
 * message) goes as it came, for the service to refuse in its own words.
 */
function chatMessages(list: unknown): ChatMessageInput[] | null | undefined {
  if (!Array.isArray(list)) return list as null | undefined;
  return list.map((m: unknown) => {
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return m as ChatMessageInput;
    const { role, ...rest } = m as Record<string, unknown>;
    if (role === undefined || role === null) throw new AppError('VALIDATION', 'Missing required field: role');
    const author = typeof role === 'string' ? ChatRole.safeParse(role).data : undefined;
    return (author ? { ...rest, author } : m) as ChatMessageInput;
  });
}

export const supportRoutes: RouteTable = () => [
  graphqlRoute({
    method: 'POST',
    path: '/api/chatbot/message',
    summary: "The assistant's answer to a message: response, needsEscalation (open to everyone)",
    document: SendMessage,
    variables: (req) => {
      const body = pick<SendBody>(req.body, ['message', 'conversationId', 'conversationHistory']);
      return { ...body, conversationHistory: chatMessages(body.conversationHistory) };
    },
    select: (d) => d.sendChatMessage,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/chatbot/conversation',
    summary: 'Creates a conversation with its first messages; answers its id',
    document: CreateConversation,
    variables: (req) => {
      const { messages } = pick<{ messages?: unknown }>(req.body, ['messages']);
      return { messages: chatMessages(messages) as ChatMessageInput[] };
    },
    select: (d) => d.createChatConversation,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/chatbot/conversation/:id/email',
    summary: 'Leaves an e-mail (and name, feedbackType) on a conversation for the team to answer',
    document: SetContact,
    variables: (req) => {
      const { feedbackType, ...contact } = pick<ContactBody>(req.body, ['email', 'name', 'feedbackType']);
      return {
        id: stringParam(req, 'id'),
        ...contact,
        feedback: bodyEnum(FeedbackType, 'feedbackType', feedbackType) as Gql.FeedbackType | undefined,
      };
    },
    select: (d) => ({ success: d.setChatConversationContact }),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/chatbot/conversations',
    summary: 'Chatbot conversations, newest first, optionally ?status= (admin)',
    document: AdminConversations,
    variables: (req) => ({
      state: enumInput(ConversationStatus, 'status', stringQuery(req, 'status')) as
        Gql.ConversationStatus | undefined,
    }),
    select: (d) => d.adminChatConversations,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/chatbot/conversations/:id',
    summary: 'Sets a conversation’s status and/or adminNotes (admin)',
    document: UpdateConversation,
    variables: (req) => {
      const { status, ...rest } = pick<{ status?: unknown; adminNotes?: string | null }>(req.body, [
        'status',
        'adminNotes',
      ]);
      return {
        id: intParam(req, 'id'),
        ...rest,
        state: bodyEnum(ConversationStatus, 'status', status) as Gql.ConversationStatus | undefined,
      };
    },
    select: (d) => d.updateChatConversation,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/chatbot/knowledge-base',
    summary: 'Every knowledge-base entry (admin)',
    document: AdminKnowledge,
    select: (d) => d.adminKnowledgeEntries,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/chatbot/knowledge-base',
    summary: 'Adds a knowledge-base entry (admin)',
    document: CreateEntry,
    variables: (req) => ({ input: pick<KnowledgeEntryInput>(req.body, ENTRY_KEYS) }),
    select: (d) => d.createKnowledgeEntry,
  }),
  graphqlRoute({
    method: 'PUT',
    path: '/api/admin/chatbot/knowledge-base/:id',
    summary: 'Edits or deactivates a knowledge-base entry (admin)',
    document: UpdateEntry,
    variables: (req) => ({ id: intParam(req, 'id'), input: pick<KnowledgeEntryInput>(req.body, ENTRY_KEYS) }),
    select: (d) => d.updateKnowledgeEntry,
  }),
  proxyRoute({
    method: 'GET',
    path: '/api/email/unsubscribe',
    summary: "An e-mail's unsubscribe link (?token=): a page that says what it turns off, with a button",
    service: 'support',
    upstreamPath: (req) => `/email/unsubscribe${queryOf(req.url)}`,
  }),
  proxyRoute({
    method: 'POST',
    path: '/api/email/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058, List-Unsubscribe=One-Click; ?token=): turns that kind off',
    service: 'support',
    upstreamPath: (req) => `/email/unsubscribe${queryOf(req.url)}`,
    stream: { maxBytes: 4096, tooLarge: 'Request body too large' },
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/email-notifications',
    summary:
      'E-mails sent or queued, newest first, ?type=&status=&limit=&offset= (admin; total in X-Total-Count)',
    document: AdminEmails,
    variables: (req) => ({
      kind: enumInput(EmailType, 'type', stringQuery(req, 'type')) as Gql.EmailType | undefined,
      state: enumInput(EmailStatus, 'status', stringQuery(req, 'status')) as Gql.EmailStatus | undefined,
      ...pageQuery(req),
    }),
    select: (d) => d.adminEmailNotifications.rows,
    headers: (d) => totalHeader(d.adminEmailNotifications.total),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/email-notifications/:id',
    summary: 'One e-mail with its text and HTML as sent (admin)',
    document: AdminEmailMessage,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => d.adminEmailMessage,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/admin/marketing-emails',
    summary:
      'Sends a marketing e-mail (subject, message) to everyone who agreed to them; answers { queued } (admin)',
    document: SendMarketing,
    variables: (req) => pick<{ subject: string; message: string }>(req.body, ['subject', 'message']),
    select: (d) => ({ queued: d.sendMarketingEmail }),
  }),
];
