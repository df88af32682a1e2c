import { Badge } from '@mantine/core';

/** email_notifications.type values with their labels. */
export const EMAIL_TYPE_OPTIONS = [
  { value: 'low_balance', label: 'Low balance' },
  { value: 'renewal_reminder', label: 'Renewal reminder' },
  { value: 'welcome', label: 'Welcome' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'invoice', label: 'Invoice' },
] as const;

/** email_notifications.status values with their labels and badge colours. */
export const EMAIL_STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending', color: 'yellow' },
  { value: 'sent', label: 'Sent', color: 'green' },
  { value: 'failed', label: 'Failed', color: 'red' },
  { value: 'bounced', label: 'Bounced', color: 'orange' },
] as const;

/** Whether `value` is one of the e-mail types (a filter read from the URL may be anything). */
export function isEmailType(value: string): boolean {
  return EMAIL_TYPE_OPTIONS.some((option) => option.value === value);
}

/** Whether `value` is one of the e-mail statuses (a filter read from the URL may be anything). */
export function isEmailStatus(value: string): boolean {
  return EMAIL_STATUS_OPTIONS.some((option) => option.value === value);
}

/** The readable label of an e-mail type ("Renewal reminder"; the value itself when it is unknown). */
export function emailTypeLabel(value: string): string {
  return EMAIL_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** An e-mail's status as a coloured badge. */
export function EmailStatusBadge({ status }: { status: string }) {
  const option = EMAIL_STATUS_OPTIONS.find((o) => o.value === status);
  return (
    <Badge variant="light" color={option?.color ?? 'gray'}>
      {option?.label ?? status}
    </Badge>
  );
}
