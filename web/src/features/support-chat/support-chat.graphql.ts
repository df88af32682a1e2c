import { graphql } from '../../__generated__';

// The chat widget's operations (support service; open to visitors and signed-in people, rate limited).
// Loaded with the panel, never with the first page.

/** The assistant's answer to one message; needsEscalation asks for the contact form. */
export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage(
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

/** Stores the conversation after its first exchange; answers the unguessable id kept for later messages. */
export const CreateChatConversationMutation = graphql(`
  mutation CreateChatConversation($messages: [ChatMessageInput!]!) {
    createChatConversation(messages: $messages) {
      id
    }
  }
`);

/** Leaves the visitor's e-mail (name and feedback type too) on the conversation: the hand-over. */
export const SetChatConversationContactMutation = graphql(`
  mutation SetChatConversationContact($id: String!, $email: String, $name: String, $feedback: FeedbackType) {
    setChatConversationContact(id: $id, email: $email, name: $name, feedback: $feedback)
  }
`);

/** The conversation as the server keeps it (its id is the token), with the team's replies. */
export const ChatConversationMessagesQuery = graphql(`
  query ChatConversationMessages($id: String!) {
    chatConversationMessages(id: $id) {
      author
      content
      timestamp
    }
  }
`);
