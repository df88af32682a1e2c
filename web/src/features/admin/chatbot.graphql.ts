import { graphql } from '../../__generated__';

// The chatbot tab's operations (support service; admins only). A conversation is normalized by its id, so
// the state and notes an update answers, and the pushed hand-overs, merge into every list showing it.

/** What the conversations table and the conversation drawer show of a conversation. */
export const ConversationDrawerFragment = graphql(`
  fragment ConversationDrawer_conversation on ChatbotConversation {
    id
    visitorEmail
    visitorName
    messages {
      author
      content
      timestamp
    }
    feedback
    state
    adminNotes
    respondedBy
    respondedAt
    needsEscalation
    userId
    createdAt
    updatedAt
  }
`);

/** The conversations, newest first, optionally of one state. */
export const AdminChatConversationsQuery = graphql(`
  query AdminChatConversations($state: ConversationStatus) {
    adminChatConversations(state: $state) {
      ...ConversationDrawer_conversation
    }
  }
`);

/** Sets the state and/or the admin notes; setting responded records who and when. */
export const UpdateChatConversationMutation = graphql(`
  mutation UpdateChatConversation($id: Int!, $state: ConversationStatus, $adminNotes: String) {
    updateChatConversation(id: $id, state: $state, adminNotes: $adminNotes) {
      ...ConversationDrawer_conversation
    }
  }
`);

/** Each conversation handed over to a person (the gateway's push to signed-in admins). */
export const ChatConversationEscalatedSubscription = graphql(`
  subscription ChatConversationEscalated {
    chatConversationEscalated {
      id
      state
      visitorEmail
      visitorName
      feedback
      needsEscalation
    }
  }
`);

/** Answers a conversation: e-mailed to the visitor, added as the team's message, marked responded. */
export const ReplyToChatConversationMutation = graphql(`
  mutation ReplyToChatConversation($id: Int!, $message: String!, $subject: String) {
    replyToChatConversation(id: $id, message: $message, subject: $subject) {
      ...ConversationDrawer_conversation
    }
  }
`);
