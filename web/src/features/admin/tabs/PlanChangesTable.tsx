import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PlanChangeKind, PlanChangeStatus } from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/toast';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { AdminPlanChangesQuery, AdminUndoPlanChangeMutation } from '../plan-changes.graphql';
import { dateTime, dollars, PAGE_SIZE } from '../admin-format';
import { AdminTable } from '../AdminTable';

export const PLAN_CHANGE_KIND_LABELS: Readonly<Record<PlanChangeKind, string>> = {
  upgrade: 'upgrade',
  downgrade: 'downgrade',
  cycle_switch: 'cycle switch',
};

const STATE_COLORS: Readonly<Record<PlanChangeStatus, string>> = {
  scheduled: 'blue',
  applied: 'green',
  undone: 'gray',
};

/**
 * The Revenue tab's plan changes: who switched from what to what, when it takes effect, what was charged
 * at once (an upgrade's prorated invoice) and the sessions it added, newest first.
 */
export function PlanChangesTable() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPlanChangesQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const list = (data ?? previousData)?.adminPlanChanges;
  return (
    <>
      <Title order={3} size="h4" mt="xl" mb="sm">
        Plan changes
      </Title>
      <AdminTable
        label="Plan changes"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText="No plan changes yet."
        page={page}
        onPage={setPage}
        columns={[
          { header: 'ID', cell: (c) => c.id },
          { header: 'User', cell: (c) => c.user?.username ?? '—' },
          { header: 'Change', cell: (c) => PLAN_CHANGE_KIND_LABELS[c.kind] },
          { header: 'From', cell: (c) => `${c.fromPlan.displayName} (${c.fromCycle})` },
          { header: 'To', cell: (c) => `${c.toPlan.displayName} (${c.toCycle})` },
          {
            header: 'Status',
            cell: (c) => (
              <Badge color={STATE_COLORS[c.state]} variant="light">
                {c.state}
              </Badge>
            ),
          },
          { header: 'Takes effect', cell: (c) => dateTime(c.effectiveAt) },
          { header: 'Charged', cell: (c) => (c.amountInCents > 0 ? dollars(c.amountInCents) : '—') },
          { header: 'Sessions added', cell: (c) => c.sessionsGranted },
        ]}
      />
    </>
  );
}

/**
 * The Subscriptions tab's plan-change cell: "changes to X (cycle) on DATE" with Undo (a customer who asked
 * support to), or a dash.
 */
export function PendingChangeCell({
  userId,
  change,
}: {
  userId: number | undefined;
  change: { cycle: string; effectiveAt: string; plan: { displayName: string } } | null;
}) {
  const [undo, { loading }] = useMutation(AdminUndoPlanChangeMutation, {
    refetchQueries: ['AdminSubscriptions', 'AdminPlanChanges'],
  });
  const run = useSingleFlight(async () => {
    if (userId === undefined) return;
    try {
      await undo({ variables: { userId } });
      toast({
        title: 'Plan Change Undone',
        description: 'The subscription renews as it is.',
        variant: 'success',
      });
    } catch (error) {
      toastError(error);
    }
  });
  if (!change) return <>—</>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        changes to {change.plan.displayName} ({change.cycle}) on {formatDate(change.effectiveAt, '—')}
      </Text>
      {userId !== undefined && (
        <Button size="compact-xs" variant="light" loading={loading} onClick={() => void run()}>
          Undo
        </Button>
      )}
    </Group>
  );
}
