import type { ChatRole, FeedbackType } from '../../__generated__/graphql';

// The chatbot's fixed texts and labels (spec business-admin-data sections 2, 3, 5, 8 and 9), shared by the
// widget and the admin tabs. Kept free of run-time imports so that either side can read them cheaply.

/**
 * One message of the widget's conversation (spec section 3, "Chat message"), as the tab keeps it: who
 * wrote it under `role` (the graph's `author`).
 */
export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** ISO date-time. */
  timestamp: string;
}

/**
 * The assistant's greeting, added on the first open. The same text as the server's GREETING
 * (services/support/src/domain/assistant.ts): keep them identical.
 */
export const CHAT_GREETING =
  "Hi! I'm the AI Virtual Try-On assistant. Ask me about sessions and prices, trying clothes on, refining results, your photos or your account.";

/** The longest message the server accepts (services/support validation MESSAGE_MAX). */
export const CHAT_MESSAGE_MAX = 1000;

/** From this many characters on, the composer shows how many are left. */
export const CHAT_COUNTER_FROM = 800;

/** The most messages the server takes in a history or a new conversation (CONVERSATION_MESSAGES_MAX). */
export const CHAT_HISTORY_MAX = 100;

/** How the widget reads out who wrote a message ("You: …", "Assistant: …"). */
export const CHAT_AUTHOR_PREFIX: Record<ChatRole, string> = {
  user: 'You: ',
  assistant: 'Assistant: ',
  team: 'Support team: ',
};

/** The label over a reply of the team (an admin's answer, also sent by e-mail). */
export const TEAM_LABEL = 'Support team';

/** How often the open widget looks for the team's replies once a contact was left. */
export const TEAM_REPLY_POLL_MS = 20_000;

/** The query-string name of the link a reply mail carries: it opens that conversation in the chat. */
export const CONTINUE_CHAT_PARAM = 'chat';

/** Whether `value` is who can write a message (a message read back from storage may hold anything). */
export function isChatRole(value: unknown): value is ChatRole {
  return typeof value === 'string' && Object.hasOwn(CHAT_AUTHOR_PREFIX, value);
}

/** The feedback types with the labels people read (spec sections 3 and 5), in the order they are offered. */
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  question: 'Question',
  feedback: 'Feedback',
  bug_report: 'Bug report',
  feature_request: 'Feature request',
  other: 'Other',
};

/** The feedback types as select options, in order. */
export const FEEDBACK_TYPE_OPTIONS = Object.entries(FEEDBACK_TYPE_LABELS).map(([value, label]) => ({
  value: value as FeedbackType,
  label,
}));

/** The readable label of a feedback type ('—' when none was given). */
export function feedbackTypeLabel(value: FeedbackType | null | undefined): string {
  return value ? FEEDBACK_TYPE_LABELS[value] : '—';
}

/** The assistant's thank-you once the contact has been left. */
export function contactThanks(email: string): string {
  return `Thank you! Our team will reach you at ${email}.`;
}

/** The spec's toasts of the widget (section 8). */
export const CHAT_TOASTS = {
  sendFailed: { title: 'Connection Error', description: 'Failed to send message. Please try again.' },
  contactFailed: { title: 'Error', description: 'Failed to save your email. Please try again.' },
  contactSaved: { title: 'Email Captured', description: 'Our team will get back to you soon!' },
} as const;
