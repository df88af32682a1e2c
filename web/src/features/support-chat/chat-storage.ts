import { CHAT_GREETING, isChatRole, type ChatMessage } from './chat-values';

/**
 * The widget's conversation kept in the tab's sessionStorage, so that a reload of the tab shows the same
 * messages and keeps sending to the same conversation. Storage that is unavailable (private mode, blocked
 * storage) keeps nothing: the conversation then lasts as long as the page.
 */

/** The sessionStorage key of the conversation. */
export const CHAT_STORAGE_KEY = 'supportChatConversation';

export interface StoredChat {
  /** The id `createChatConversation` answered (unguessable), once the first exchange is stored. */
  conversationId: string | null;
  messages: ChatMessage[];
  /** A reply asked for a person (needsEscalation): the contact form shows until it is sent. */
  escalated: boolean;
  /** The visitor's e-mail has been left on the conversation. */
  contactSent: boolean;
}

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return isChatRole(m.role) && typeof m.content === 'string' && typeof m.timestamp === 'string';
}

/** The conversation stored in this tab, or null when there is none (or it cannot be read). */
export function readStoredChat(): StoredChat | null {
  try {
    const raw = window.sessionStorage.getItem(CHAT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const messages = Array.isArray(value.messages) ? value.messages.filter(isMessage) : [];
    if (messages.length === 0) return null;
    return {
      conversationId: typeof value.conversationId === 'string' ? value.conversationId : null,
      messages,
      escalated: value.escalated === true,
      contactSent: value.contactSent === true,
    };
  } catch {
    return null;
  }
}

/** Keeps the conversation for a reload of the tab (ignored when storage is unavailable). */
export function writeStoredChat(chat: StoredChat): void {
  try {
    window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
  } catch {
    // Storage unavailable or full: the conversation lasts as long as the page.
  }
}

/** A new conversation: the assistant's greeting only (added on the first open). */
export function newChat(now = new Date()): StoredChat {
  return {
    conversationId: null,
    messages: [{ role: 'assistant', content: CHAT_GREETING, timestamp: now.toISOString() }],
    escalated: false,
    contactSent: false,
  };
}

/**
 * Keeps the conversation a reply's link names (its token) as this tab's conversation, with the contact
 * already left: the widget then shows the server's messages, the team's reply among them.
 */
export function continueChat(conversationId: string, now = new Date()): void {
  writeStoredChat({ ...newChat(now), conversationId, escalated: true, contactSent: true });
}
