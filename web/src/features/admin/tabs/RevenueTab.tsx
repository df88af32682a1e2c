import { Badge, Select, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { PaymentStatus } from '../../../__generated__/graphql';
import { AdminTopUpsQuery } from '../admin.graphql';
import { dateTime, dollars, PAGE_SIZE, topUpStatusLabel } from '../admin-format';
import { AdminTable, exportHref } from '../AdminTable';
import { useAdminParams } from '../use-admin-params';
import { PlanChangesTable } from './PlanChangesTable';

const STATUS_COLORS = { completed: 'green', pending: 'yellow', failed: 'red' } as const;

/** The status filter's options, in the order it lists them (each shown as it is). */
export const TOP_UP_STATUS_OPTIONS: Readonly<Record<PaymentStatus, string>> = {
  completed: 'completed',
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
};

/** The address's ?status when it is one of the statuses (anything else filters nothing). */
function topUpStatusOf(value: string): PaymentStatus | null {
  return Object.hasOwn(TOP_UP_STATUS_OPTIONS, value) ? (value as PaymentStatus) : null;
}

/** Revenue tab: the top-up history (sessions, amount, status, when), then the plan changes. */
export function RevenueTab() {
  const { get, page, set } = useAdminParams();
  const status = topUpStatusOf(get('status'));
  const { data, previousData, loading, error, refetch } = useQuery(AdminTopUpsQuery, {
    variables: { state: status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const list = (data ?? previousData)?.adminTopUps;
  return (
    <>
      <Select
        label="Status"
        placeholder="Any status"
        data={Object.entries(TOP_UP_STATUS_OPTIONS).map(([value, label]) => ({ value, label }))}
        value={status}
        onChange={(value) => set({ status: value })}
        clearable
        mb="md"
        maw={240}
      />
      <AdminTable
        label="Top-up purchases"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText="No top-up purchases yet."
        page={page}
        onPage={(p) => set({ page: p })}
        exportHref={exportHref('/api/admin/export/topups.csv', { status: status ?? '' })}
        columns={[
          { header: 'ID', cell: (t) => t.id },
          { header: 'User', cell: (t) => t.user?.username ?? '—' },
          { header: 'Sessions', cell: (t) => t.sessions },
          { header: 'Amount', cell: (t) => dollars(t.priceInCents) },
          {
            header: 'Status',
            cell: (t) => {
              const label = topUpStatusLabel(t.state);
              return (
                <>
                  <Badge color={STATUS_COLORS[label]} variant="light">
                    {label}
                  </Badge>
                  {/* Why nothing was granted (a payment that does not match the pack's price). */}
                  {t.failureReason && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t.failureReason}
                    </Text>
                  )}
                </>
              );
            },
          },
          { header: 'Purchased', cell: (t) => dateTime(t.purchasedAt) },
        ]}
      />
      <PlanChangesTable />
    </>
  );
}
