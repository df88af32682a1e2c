/** chatbot_conversations.status values (spec section 3); the admin may set any of them. */
export const CONVERSATION_STATUSES = ['new', 'reviewed', 'responded', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** chatbot_conversations.feedbackType values. */
export const FEEDBACK_TYPES = ['question', 'feedback', 'bug_report', 'feature_request', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
