import { Badge } from '@mantine/core';
import type { ConversationStatus } from '../../__generated__/graphql';

/** A conversation's states (spec sections 3 and 4) with their labels and badge colours, in order. */
export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, { label: string; color: string }> = {
  new: { label: 'New', color: 'blue' },
  reviewed: { label: 'Reviewed', color: 'yellow' },
  responded: { label: 'Responded', color: 'violet' },
  resolved: { label: 'Resolved', color: 'green' },
};

/** The states as select options, in order. */
export const CONVERSATION_STATUS_OPTIONS = Object.entries(CONVERSATION_STATUS_LABELS).map(
  ([value, { label }]) => ({ value: value as ConversationStatus, label }),
);

/** Whether `value` is one of the four states (a filter read from the URL may be anything). */
export function isConversationStatus(value: string): value is ConversationStatus {
  return Object.hasOwn(CONVERSATION_STATUS_LABELS, value);
}

/** A conversation's state as a coloured badge. */
export function ConversationStatusBadge({ state }: { state: ConversationStatus }) {
  const { label, color } = CONVERSATION_STATUS_LABELS[state];
  return (
    <Badge variant="light" color={color}>
      {label}
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
