import { Badge } from '@mantine/core';
import type { EmailStatus, EmailType } from '../../__generated__/graphql';

/** The kinds of e-mail with their labels, in the order the filter offers them. */
export const EMAIL_TYPE_LABELS: Record<EmailType, string> = {
  low_balance: 'Low balance',
  renewal_reminder: 'Renewal reminder',
  welcome: 'Welcome',
  marketing: 'Marketing',
  invoice: 'Invoice',
  account: 'Account',
  support_reply: 'Support reply',
  support_handoff: 'Hand-over alert',
};

/** Where an e-mail stands, with its label and badge colour, in the order the filter offers them. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  bounced: { label: 'Bounced', color: 'orange' },
};

/** The kinds as select options, in order. */
export const EMAIL_TYPE_OPTIONS = Object.entries(EMAIL_TYPE_LABELS).map(([value, label]) => ({
  value: value as EmailType,
  label,
}));

/** The states as select options, in order. */
export const EMAIL_STATUS_OPTIONS = Object.entries(EMAIL_STATUS_LABELS).map(([value, { label }]) => ({
  value: value as EmailStatus,
  label,
}));

/** Whether `value` is one of the kinds of e-mail (a filter read from the URL may be anything). */
export function isEmailType(value: string): value is EmailType {
  return Object.hasOwn(EMAIL_TYPE_LABELS, value);
}

/** Whether `value` is one of the e-mail states (a filter read from the URL may be anything). */
export function isEmailStatus(value: string): value is EmailStatus {
  return Object.hasOwn(EMAIL_STATUS_LABELS, value);
}

/** The readable label of a kind of e-mail ("Renewal reminder"). */
export function emailTypeLabel(value: EmailType): string {
  return EMAIL_TYPE_LABELS[value];
}

/** An e-mail's state as a coloured badge. */
export function EmailStatusBadge({ state }: { state: EmailStatus }) {
  const { label, color } = EMAIL_STATUS_LABELS[state];
  return (
    <Badge variant="light" color={color}>
      {label}
    </Badge>
  );
}
