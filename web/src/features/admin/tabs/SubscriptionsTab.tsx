import { Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { SubscriptionStatus } from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format-date';
import { AdminSubscriptionsQuery } from '../admin.graphql';
import { dollars, PAGE_SIZE, truncate } from '../admin-format';
import { AdminTable, exportHref } from '../AdminTable';
import { useAdminParams } from '../use-admin-params';
import { PendingChangeCell } from './PlanChangesTable';

/** The status filter's options, in the order it lists them (each shown as it is). */
export const SUBSCRIPTION_STATUS_OPTIONS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'active',
  canceled: 'canceled',
  past_due: 'past_due',
  trialing: 'trialing',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  unpaid: 'unpaid',
};

/** The address's ?status when it is one of the statuses (anything else filters nothing). */
function subscriptionStatusOf(value: string): SubscriptionStatus | null {
  return Object.hasOwn(SUBSCRIPTION_STATUS_OPTIONS, value) ? (value as SubscriptionStatus) : null;
}

/**
 * A subscription's state; one that ends at its period's end (cancelled, still running) says when, since
 * "active" alone reads as renewing.
 */
function SubscriptionState(props: {
  state: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  end: string | null;
}) {
  if (!props.cancelAtPeriodEnd || props.state === 'canceled') return <>{props.state}</>;
  return (
    <Stack gap={0}>
      <span>{props.state}</span>
      <Text size="xs" c="orange.8" fw={600}>
        cancels on {formatDate(props.end, 'the period end')}
      </Text>
    </Stack>
  );
}

/** Subscriptions tab: user, plan, price per month, status, period and the provider's id (20 characters). */
export function SubscriptionsTab() {
  const { get, page, set } = useAdminParams();
  const status = subscriptionStatusOf(get('status'));
  const { data, previousData, loading, error, refetch } = useQuery(AdminSubscriptionsQuery, {
    variables: { state: status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const list = (data ?? previousData)?.adminSubscriptions;
  return (
    <>
      <Select
        label="Status"
        placeholder="Any status"
        data={Object.entries(SUBSCRIPTION_STATUS_OPTIONS).map(([value, label]) => ({ value, label }))}
        value={status}
        onChange={(value) => set({ status: value })}
        clearable
        mb="md"
        maw={240}
      />
      <AdminTable
        label="Subscriptions"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText="No subscriptions found."
        page={page}
        onPage={(p) => set({ page: p })}
        exportHref={exportHref('/api/admin/export/subscriptions.csv', { status: status ?? '' })}
        columns={[
          { header: 'ID', cell: (s) => s.id },
          { header: 'User', cell: (s) => s.user?.username ?? '—' },
          { header: 'Plan', cell: (s) => s.plan.displayName },
          { header: 'Price', cell: (s) => `${dollars(s.plan.priceMonthly)}/mo` },
          {
            header: 'Status',
            cell: (s) => (
              <SubscriptionState
                state={s.state}
                cancelAtPeriodEnd={s.cancelAtPeriodEnd}
                end={s.currentPeriodEnd ?? null}
              />
            ),
          },
          { header: 'Period start', cell: (s) => formatDate(s.currentPeriodStart, '—') },
          { header: 'Period end', cell: (s) => formatDate(s.currentPeriodEnd, '—') },
          {
            header: 'Stripe ID',
            cell: (s) => (
              <span title={s.stripeSubscriptionId ?? undefined}>
                {truncate(s.stripeSubscriptionId, 20) || '—'}
              </span>
            ),
          },
          {
            header: 'Plan change',
            cell: (s) => <PendingChangeCell userId={s.user?.id} change={s.pendingChange} />,
          },
        ]}
      />
    </>
  );
}
