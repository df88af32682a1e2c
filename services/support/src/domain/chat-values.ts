/** chatbot_conversations.status values (spec section 3); the admin may set any of them. */
export const CONVERSATION_STATUSES = ['new', 'reviewed', 'responded', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** chatbot_conversations.feedbackType values. */
export const FEEDBACK_TYPES = ['question', 'feedback', 'bug_report', 'feature_request', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Where the chat's model came from (kit's ModelSource): chat_model_settings.modelSource values. */
export const CHAT_MODEL_SOURCES = ['pinned', 'candidate', 'discovered', 'none'] as const;
export type ChatModelSource = (typeof CHAT_MODEL_SOURCES)[number];
