import { graphql } from '../../__generated__';

// The chatbot tab's operations (support service; admins only). A conversation is normalized by its id, so
// the status and notes an update answers, and the pushed hand-overs, merge into every list showing it.

/** What the conversations table and the conversation drawer show of a conversation. */
export const ConversationDrawerFragment = graphql(`
  fragment ConversationDrawer_conversation on ChatbotConversation {
    id
    visitorEmail
    visitorName
    messages {
      role
      content
      timestamp
    }
    feedbackType
    status
    adminNotes
    respondedBy
    respondedAt
    needsEscalation
    userId
    createdAt
    updatedAt
  }
`);

/** The conversations, newest first, optionally of one status. */
export const AdminChatConversationsQuery = graphql(`
  query AdminChatConversations($status: String) {
    adminChatConversations(status: $status) {
      ...ConversationDrawer_conversation
    }
  }
`);

/** Sets the status and/or the admin notes; setting responded records who and when. */
export const UpdateChatConversationMutation = graphql(`
  mutation UpdateChatConversation($id: Int!, $status: String, $adminNotes: String) {
    updateChatConversation(id: $id, status: $status, adminNotes: $adminNotes) {
      ...ConversationDrawer_conversation
    }
  }
`);

/** Each conversation handed over to a person (the gateway's push to signed-in admins). */
export const ChatConversationEscalatedSubscription = graphql(`
  subscription ChatConversationEscalated {
    chatConversationEscalated {
      id
      status
      visitorEmail
      visitorName
      feedbackType
      needsEscalation
    }
  }
`);
