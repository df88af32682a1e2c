// The chatbot's fixed texts and values (spec business-admin-data sections 2, 3, 5, 8 and 9), shared by the
// widget and the admin tabs. Kept free of imports so that either side can read them cheaply.

/** One message of the widget's conversation (spec section 3, "Chat message"). */
export interface ChatMessage {
  role: 'user' | 'assistant';
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

/** chatbot_conversations.feedbackType values with the labels people read (spec sections 3 and 5). */
export const FEEDBACK_TYPE_OPTIONS = [
  { value: 'question', label: 'Question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'bug_report', label: 'Bug report' },
  { value: 'feature_request', label: 'Feature request' },
  { value: 'other', label: 'Other' },
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPE_OPTIONS)[number]['value'];

/** The readable label of a feedback type (the value itself when it is not one of the five). */
export function feedbackTypeLabel(value: string | null | undefined): string {
  if (!value) return '—';
  return FEEDBACK_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
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
