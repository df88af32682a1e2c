import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useFragment, useMutation } from '@apollo/client/react';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import type {
  ConversationDrawer_ConversationFragment,
  ConversationStatus,
} from '../../../__generated__/graphql';
import { feedbackTypeLabel } from '../../support-chat/chat-values';
import { evictAfterAdminChange, runAdminChange } from '../admin-changes';
import { dateTime } from '../admin-format';
import {
  ConversationDrawerFragment,
  ReplyToChatConversationMutation,
  UpdateChatConversationMutation,
} from '../chatbot.graphql';
import { CONVERSATION_STATUS_OPTIONS, NeedsPersonBadge } from '../ConversationStatusBadge';

type Conversation = ConversationDrawer_ConversationFragment;

/** The longest admin notes the server keeps. */
const NOTES_MAX = 5000;
/** The longest reply and subject the server takes. */
const REPLY_MAX = 5000;
const SUBJECT_MAX = 150;

/** Who wrote a message, as the drawer labels it. */
const AUTHOR_LABELS = { user: 'Visitor', assistant: 'Assistant', team: 'Team' } as const;

/** One labelled fact of the conversation. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Who left the conversation, what about, when, and who responded. */
function ConversationFacts({ conversation: c }: { conversation: Conversation }) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Fact label="Visitor">{c.visitorName || '—'}</Fact>
      <Fact label="Email">
        {c.visitorEmail ? <Anchor href={`mailto:${c.visitorEmail}`}>{c.visitorEmail}</Anchor> : '—'}
      </Fact>
      <Fact label="Feedback type">{feedbackTypeLabel(c.feedback)}</Fact>
      <Fact label="Needs a person">
        <NeedsPersonBadge needed={c.needsEscalation} />
      </Fact>
      <Fact label="Created">{dateTime(c.createdAt)}</Fact>
      <Fact label="Updated">{dateTime(c.updatedAt)}</Fact>
      <Fact label="Responded by">{c.respondedBy ? `Admin #${c.respondedBy}` : 'Not yet'}</Fact>
      <Fact label="Responded at">{dateTime(c.respondedAt)}</Fact>
    </SimpleGrid>
  );
}

/** The status select: any of the four states, saved at once (Status Updated / Update Failed). */
function ConversationStatusSelect({ conversation }: { conversation: Conversation }) {
  const [update, { loading }] = useMutation(UpdateChatConversationMutation, {
    update: (cache) => evictAfterAdminChange(cache),
  });
  const change = (state: ConversationStatus) =>
    runAdminChange(
      () =>
        update({
          variables: { id: conversation.id, state },
          // The select moves at once (the conversation read from the cache carries its __typename, so the
          // optimistic answer merges into it); the server's answer adds who responded and when.
          optimisticResponse: {
            updateChatConversation: { ...conversation, state },
          },
        }),
      {
        title: 'Status Updated',
        description: `Conversation #${conversation.id} is now ${state}.`,
      },
      { title: 'Update Failed', fallback: 'Failed to update conversation status. Please try again.' },
    );
  return (
    <Select
      label="Status"
      data={CONVERSATION_STATUS_OPTIONS}
      value={conversation.state}
      onChange={(value) => value && value !== conversation.state && void change(value as ConversationStatus)}
      allowDeselect={false}
      disabled={loading}
      maw={240}
    />
  );
}

/** The admin notes with their Save button (enabled once they changed). */
function ConversationNotes({ conversation }: { conversation: Conversation }) {
  const [notes, setNotes] = useState(conversation.adminNotes ?? '');
  const [update, { loading }] = useMutation(UpdateChatConversationMutation, {
    update: (cache) => evictAfterAdminChange(cache),
  });
  const changed = notes.trim() !== (conversation.adminNotes ?? '');
  const save = () =>
    runAdminChange(
      () => update({ variables: { id: conversation.id, adminNotes: notes } }),
      { title: 'Notes Saved', description: `The notes of conversation #${conversation.id} have been saved.` },
      { title: 'Update Failed', fallback: 'Failed to save the notes. Please try again.' },
    );
  return (
    <form
      aria-label="Admin notes"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !loading) void save();
      }}
    >
      <Textarea
        label="Admin notes"
        description="Only admins see them."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={NOTES_MAX}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" disabled={!changed} loading={loading}>
          Save notes
        </Button>
      </Group>
    </form>
  );
}

/**
 * The reply to the visitor: e-mailed to them, added to the conversation as the team's message, and the
 * conversation marked responded (Reply Sent / Update Failed). Without an e-mail address there is nobody to
 * send it to, and the form says so.
 */
function ConversationReply({ conversation }: { conversation: Conversation }) {
  const [message, setMessage] = useState('');
  const [subject, setSubject] = useState('');
  const [reply, { loading }] = useMutation(ReplyToChatConversationMutation, {
    // An admin action (the activity log) that queued an e-mail (the Mail tab).
    update: (cache) => evictAfterAdminChange(cache, ['adminEmailNotifications']),
  });
  if (!conversation.visitorEmail) {
    return (
      <Alert color="gray" title="No e-mail address">
        The visitor left no e-mail address, so a reply cannot be sent. Keep a note instead.
      </Alert>
    );
  }
  const email = conversation.visitorEmail;
  const send = async () => {
    const sent = await runAdminChange(
      () =>
        reply({
          variables: { id: conversation.id, message: message.trim(), subject: subject.trim() || null },
        }),
      { title: 'Reply Sent', description: `Your reply is on its way to ${email}.` },
      { title: 'Update Failed', fallback: 'Failed to send the reply. Please try again.' },
    );
    if (sent) {
      setMessage('');
      setSubject('');
    }
  };
  return (
    <form
      aria-label="Reply to the visitor"
      onSubmit={(event) => {
        event.preventDefault();
        if (message.trim() && !loading) void send();
      }}
    >
      <Stack gap="xs">
        <TextInput
          label="Subject"
          placeholder="Re: your message to AI Virtual Try-On support"
          maxLength={SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Reply"
          description={`E-mailed to ${email} and shown in their chat; the conversation is marked responded.`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={REPLY_MAX}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!message.trim()} loading={loading}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The conversation's messages, oldest first: the visitor's (author user), the assistant's and the team's. */
function ConversationMessages({ messages }: { messages: Conversation['messages'] }) {
  if (messages.length === 0) return <Text c="dimmed">No messages.</Text>;
  return (
    <Stack gap="xs" component="ol" aria-label="Messages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((m, i) => {
        const visitor = m.author === 'user';
        return (
          <Paper
            key={i}
            component="li"
            withBorder
            p="sm"
            radius="md"
            bg={
              visitor
                ? 'var(--mantine-color-violet-light)'
                : m.author === 'team'
                  ? 'var(--mantine-color-teal-light)'
                  : undefined
            }
            ml={visitor ? 'xl' : 0}
            mr={visitor ? 0 : 'xl'}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="xs" fw={700}>
                {AUTHOR_LABELS[m.author]}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTime(m.timestamp)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.content}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * The drawer of one conversation (`conversationId`, null when closed), read from the cache so that a
 * status change, a reply, new notes or a pushed hand-over show at once: its facts, the status select, the
 * reply to the visitor, the admin notes and the messages. Full screen on phones.
 */
export function ConversationDrawer(props: { conversationId: number | null; onClose: () => void }) {
  const { conversationId, onClose } = props;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const { data, complete } = useFragment({
    fragment: ConversationDrawerFragment,
    from: conversationId === null ? null : { __typename: 'ChatbotConversation', id: conversationId },
  });
  // What was shown last stays while the cache is being refilled (a list asked again).
  const shown = useRef<Conversation | null>(null);
  if (complete && data) shown.current = data;
  const conversation = conversationId === null ? null : shown.current;

  return (
    <Drawer
      opened={conversationId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={`Conversation #${conversationId ?? ''}`}
    >
      {conversation && conversation.id === conversationId && (
        <Stack gap="lg">
          <ConversationFacts conversation={conversation} />
          <ConversationStatusSelect conversation={conversation} />
          <ConversationReply key={`reply-${conversation.id}`} conversation={conversation} />
          <ConversationNotes key={conversation.id} conversation={conversation} />
          <div>
            <Title order={3} size="h5" mb="xs">
              Messages ({conversation.messages.length})
            </Title>
            <ConversationMessages messages={conversation.messages} />
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
