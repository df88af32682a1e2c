import { Badge } from '@mantine/core';

/** chatbot_conversations.status values (spec sections 3 and 4) with their labels and badge colours. */
export const CONVERSATION_STATUS_OPTIONS = [
  { value: 'new', label: 'New', color: 'blue' },
  { value: 'reviewed', label: 'Reviewed', color: 'yellow' },
  { value: 'responded', label: 'Responded', color: 'violet' },
  { value: 'resolved', label: 'Resolved', color: 'green' },
] as const;

export type ConversationStatus = (typeof CONVERSATION_STATUS_OPTIONS)[number]['value'];

/** Whether `value` is one of the four statuses (a filter read from the URL may be anything). */
export function isConversationStatus(value: string): value is ConversationStatus {
  return CONVERSATION_STATUS_OPTIONS.some((option) => option.value === value);
}

/** The readable label of a status (the value itself when it is not one of the four). */
export function conversationStatusLabel(value: string): string {
  return CONVERSATION_STATUS_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** A conversation's status as a coloured badge. */
export function ConversationStatusBadge({ status }: { status: string }) {
  const option = CONVERSATION_STATUS_OPTIONS.find((o) => o.value === status);
  return (
    <Badge variant="light" color={option?.color ?? 'gray'}>
      {option?.label ?? status}
    </Badge>
  );
}

/** The "needs a person" flag of a conversation the assistant handed over. */
export function NeedsPersonBadge({ needed }: { needed: boolean }) {
  return needed ? (
    <Badge variant="filled" color="orange">
      Needs a person
    </Badge>
  ) : (
    <span aria-label="No">—</span>
  );
}
