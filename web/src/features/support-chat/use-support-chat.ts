import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageInput, FeedbackType } from '../../__generated__/graphql';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { newChat, readStoredChat, writeStoredChat, type StoredChat } from './chat-storage';
import {
  CHAT_HISTORY_MAX,
  CHAT_TOASTS,
  TEAM_REPLY_POLL_MS,
  contactThanks,
  type ChatMessage,
} from './chat-values';
import {
  ChatConversationMessagesQuery,
  CreateChatConversationMutation,
  SendChatMessageMutation,
  SetChatConversationContactMutation,
} from './support-chat.graphql';

/** The contact the visitor leaves after a hand-over. */
export interface ChatContact {
  email: string;
  name: string;
  feedback: FeedbackType;
}

/** The newest messages as the server takes them (at most CHAT_HISTORY_MAX), who wrote each as `author`. */
function asInput(messages: readonly ChatMessage[]): ChatMessageInput[] {
  return messages
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content, timestamp }) => ({ author: role, content, timestamp }));
}

/** A message written now. */
function message(role: ChatMessage['role'], content: string): ChatMessage {
  return { role, content, timestamp: new Date().toISOString() };
}

const messageKey = (m: ChatMessage) => `${m.role}\u0000${m.timestamp}\u0000${m.content}`;

/**
 * The tab's messages with the server's: a conversation opened from a reply's link (the greeting only
 * here) takes the server's whole conversation; otherwise the team's replies not shown yet are added, in
 * time order.
 */
export function mergeServerMessages(local: ChatMessage[], server: readonly ChatMessage[]): ChatMessage[] {
  if (local.length <= 1) return server.length > 0 ? [...server] : local;
  const known = new Set(local.map(messageKey));
  const added = server.filter((m) => m.role === 'team' && !known.has(messageKey(m)));
  if (added.length === 0) return local;
  return [...local, ...added].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
}

/** The toast text of a message that could not be sent: the server's own words when it asks to slow down. */
function sendFailureText(error: unknown): string {
  return error instanceof ApiError && error.status === 429
    ? error.message
    : CHAT_TOASTS.sendFailed.description;
}

/**
 * The widget's conversation (spec section 2, "Support chatbot"): the messages (the greeting first), the
 * reply being waited for, and the hand-over. The first exchange creates the conversation on the server and
 * its id is sent with every later message; everything is kept in the tab's sessionStorage. Once a
 * contact was left, the open widget looks for the team's replies (every TEAM_REPLY_POLL_MS) and shows them.
 */
export function useSupportChat(opened = true) {
  const [chat, setChat] = useState<StoredChat>(() => readStoredChat() ?? newChat());
  // The latest state for the steps of one send (each awaits the server): read and written synchronously.
  const latest = useRef(chat);
  const [pending, setPending] = useState(false);
  // A message is on its way (or its conversation being created): a second one waits.
  const busy = useRef(false);
  const [savingContact, setSavingContact] = useState(false);
  const [sendMessage] = useMutation(SendChatMessageMutation);
  const [createConversation] = useMutation(CreateChatConversationMutation);
  const [setContact] = useMutation(SetChatConversationContactMutation);

  useEffect(() => writeStoredChat(chat), [chat]);

  const update = useCallback((change: (current: StoredChat) => StoredChat) => {
    latest.current = change(latest.current);
    setChat(latest.current);
  }, []);

  const { data: server, error: readError } = useQuery(ChatConversationMessagesQuery, {
    variables: { id: chat.conversationId ?? '' },
    skip: !opened || !chat.conversationId || !chat.contactSent,
    pollInterval: TEAM_REPLY_POLL_MS,
    fetchPolicy: 'network-only',
  });
  // A conversation the server does not know (a link mistyped or too old): the chat starts afresh instead
  // of failing every message sent to it.
  const unknown = readError instanceof ApiError && readError.status === 404;
  useEffect(() => {
    if (unknown) update(() => newChat());
  }, [unknown, update]);
  useEffect(() => {
    const messages = server?.chatConversationMessages;
    if (!messages) return;
    const fromServer = messages.map(({ author, content, timestamp }) => ({
      role: author,
      content,
      timestamp,
    }));
    update((current) => {
      const merged = mergeServerMessages(current.messages, fromServer);
      return merged === current.messages ? current : { ...current, messages: merged };
    });
  }, [server, update]);

  // The conversation being stored (after the first exchange), while it is: at most one at a time.
  const creating = useRef<Promise<string> | null>(null);

  /** Stores the conversation (all messages so far) and keeps its id; the one being stored, if any. */
  const create = useCallback((): Promise<string> => {
    creating.current ??= (async () => {
      try {
        const { data } = await createConversation({
          variables: { messages: asInput(latest.current.messages) },
        });
        const id = data?.createChatConversation.id;
        if (!id) throw new Error('The conversation was not created');
        update((current) => ({ ...current, conversationId: id }));
        return id;
      } finally {
        creating.current = null;
      }
    })();
    return creating.current;
  }, [createConversation, update]);

  /**
   * Sends one message and adds the reply. Resolves false when it could not be sent: the message is taken
   * back out (the composer gives the text back) and the Connection Error toast says so.
   */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || busy.current) return false;
      busy.current = true;
      setPending(true);
      const history = latest.current.messages;
      const mine = message('user', content);
      update((current) => ({ ...current, messages: [...current.messages, mine] }));
      try {
        // Sent right after the first reply, while its conversation is being stored: it goes with the id.
        await creating.current?.catch(() => undefined);
        const { data } = await sendMessage({
          variables: {
            message: content,
            conversationId: latest.current.conversationId,
            conversationHistory: asInput(history),
          },
        });
        const reply = data?.sendChatMessage;
        if (!reply) throw new Error('The assistant did not answer');
        update((current) => ({
          ...current,
          messages: [...current.messages, message('assistant', reply.response)],
          escalated: current.escalated || reply.needsEscalation,
        }));
      } catch (error) {
        update((current) => ({ ...current, messages: current.messages.filter((m) => m !== mine) }));
        toast({
          title: CHAT_TOASTS.sendFailed.title,
          description: sendFailureText(error),
          variant: 'destructive',
        });
        busy.current = false;
        setPending(false);
        return false;
      }
      if (!latest.current.conversationId) {
        // The first exchange creates the conversation, while the visitor reads the reply and may write
        // again (the next message waits for its id). Should that fail, the exchange stays answered and
        // the next one (or the contact form) tries again.
        create().catch(() => undefined);
      }
      busy.current = false;
      setPending(false);
      return true;
    },
    [sendMessage, create, update],
  );

  /**
   * Leaves the visitor's contact on the conversation (created first when it does not exist yet). On success
   * the form's part is done: the Email Captured toast and the assistant's thank-you; on failure the Error
   * toast, and the form stays as it was.
   */
  const sendContact = useCallback(
    async ({ email, name, feedback }: ChatContact): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSavingContact(true);
      try {
        const id = latest.current.conversationId ?? (await create());
        await setContact({ variables: { id, email: email.trim(), name: name.trim() || null, feedback } });
      } catch {
        toast({ ...CHAT_TOASTS.contactFailed, variant: 'destructive' });
        return false;
      } finally {
        busy.current = false;
        setSavingContact(false);
      }
      toast({ ...CHAT_TOASTS.contactSaved, variant: 'success' });
      update((current) => ({
        ...current,
        contactSent: true,
        messages: [...current.messages, message('assistant', contactThanks(email.trim()))],
      }));
      return true;
    },
    [create, setContact, update],
  );

  return {
    messages: chat.messages,
    pending,
    /** The contact form shows after a hand-over, until the contact has been sent. */
    contactFormShown: chat.escalated && !chat.contactSent,
    savingContact,
    send,
    sendContact,
  };
}
