import { Button, Group, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { feedbackTypeLabel } from '../../support-chat/chat-values';
import { dateTime } from '../admin-format';
import { AdminTable } from '../AdminTable';
import { AdminChatConversationsQuery } from '../chatbot.graphql';
import {
  CONVERSATION_STATUS_OPTIONS,
  ConversationStatusBadge,
  isConversationStatus,
  NeedsPersonBadge,
} from '../ConversationStatusBadge';
import { ConversationDrawer } from '../dialogs/ConversationDrawer';
import { useAdminParams } from '../use-admin-params';

const FILTERS = [{ value: 'all', label: 'All' }, ...CONVERSATION_STATUS_OPTIONS];

/** The visitor's name over their e-mail, or who they were not. */
function Visitor({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return <Text c="dimmed">Anonymous</Text>;
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{name}</Text>}
      {email && (
        <Text size="xs" c="dimmed">
          {email}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Chatbot tab: the support chat's conversations, newest first, optionally of one state (kept in the URL as
 * `status`); a row opens its drawer (`conversation` in the URL), where the admin reads the messages, answers
 * the visitor by e-mail, sets any state and keeps notes. Hand-overs
 * pushed while the screen is open ask the list again (useChatEscalations, on the admin screen).
 */
export function ChatbotTab() {
  const { get, set } = useAdminParams();
  const filter = get('status');
  const state = isConversationStatus(filter) ? filter : null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminChatConversationsQuery, {
    variables: { state },
    fetchPolicy: 'cache-and-network',
  });
  // A conversation whose state was just changed leaves a filtered list at once.
  const rows = useMemo(
    () => (data ?? previousData)?.adminChatConversations.filter((c) => !state || c.state === state),
    [data, previousData, state],
  );
  // The open conversation is in the URL (`conversation`), so that a hand-over mail's link opens it.
  const openParam = Number.parseInt(get('conversation'), 10);
  const openId = Number.isSafeInteger(openParam) && openParam > 0 ? openParam : null;
  const setOpenId = (id: number | null) => set({ conversation: id });

  return (
    <>
      <Group mb="md" wrap="wrap">
        {/* Wider than a phone: the row scrolls, never the control itself (a control scrolled inside
            draws its selected-option highlight off the option). */}
        <ScrollArea type="auto" offsetScrollbars maw="100%">
          <SegmentedControl
            aria-label="Status filter"
            data={FILTERS}
            value={state ?? 'all'}
            onChange={(value) => set({ status: value === 'all' ? null : value })}
          />
        </ScrollArea>
      </Group>
      <AdminTable
        label="Chatbot conversations"
        rows={rows}
        loading={loading}
        error={rows ? undefined : error}
        onRetry={() => void refetch()}
        emptyText={state ? 'No conversations with this status.' : 'No conversations yet.'}
        columns={[
          { header: 'ID', cell: (c) => `#${c.id}` },
          { header: 'Visitor', cell: (c) => <Visitor name={c.visitorName} email={c.visitorEmail} /> },
          { header: 'Type', cell: (c) => feedbackTypeLabel(c.feedback) },
          { header: 'Status', cell: (c) => <ConversationStatusBadge state={c.state} /> },
          { header: 'Person', cell: (c) => <NeedsPersonBadge needed={c.needsEscalation} /> },
          { header: 'Messages', cell: (c) => c.messages.length },
          { header: 'Created', cell: (c) => dateTime(c.createdAt) },
          { header: 'Updated', cell: (c) => dateTime(c.updatedAt) },
          {
            header: 'Actions',
            cell: (c) => (
              <Button
                size="xs"
                variant="light"
                aria-label={`Open conversation #${c.id}`}
                onClick={() => setOpenId(c.id)}
              >
                Open
              </Button>
            ),
          },
        ]}
      />
      <ConversationDrawer conversationId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
