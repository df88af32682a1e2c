import { Badge } from '@mantine/core';
import type { UserSubscription } from './billing.api';

/** The status as text ("past_due" -> "past due"). */
export function statusText(status: string): string {
  return status.replace(/_/g, ' ');
}

/** A subscription's status: filled when active, a grey outline otherwise (`data-badge-style` says which). */
export function SubscriptionStatusBadge({ status }: { status: UserSubscription['state'] }) {
  const active = status === 'active';
  return (
    <Badge
      variant={active ? 'filled' : 'outline'}
      color={active ? undefined : 'gray'}
      data-badge-style={active ? 'default' : 'secondary'}
      style={{ textTransform: 'none' }}
    >
      {statusText(status)}
    </Badge>
  );
}
