import { Group, Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminActivityFiltersQuery, AdminActivityQuery } from '../admin.graphql';
import { dateTime, PAGE_SIZE } from '../admin-format';
import { AdminTable, exportHref } from '../AdminTable';
import { useAdminParams } from '../use-admin-params';

/** Activity tab: what admins did, newest first, by admin and by action. */
export function ActivityTab() {
  const { get, page, set } = useAdminParams();
  const adminId = get('adminId');
  const action = get('action');
  const filters = useQuery(AdminActivityFiltersQuery).data?.adminActivityFilters;
  const { data, previousData, loading, error, refetch } = useQuery(AdminActivityQuery, {
    variables: {
      adminId: adminId ? Number(adminId) : null,
      actionType: action || null,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
  });
  const list = (data ?? previousData)?.adminActivity;
  return (
    <>
      <Group mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Admin"
          placeholder="Any admin"
          data={(filters?.admins ?? []).map((a) => ({ value: String(a.id), label: a.username }))}
          value={adminId || null}
          onChange={(value) => set({ adminId: value })}
          clearable
          w={220}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={filters?.actionTypes ?? []}
          value={action || null}
          onChange={(value) => set({ action: value })}
          clearable
          w={220}
        />
      </Group>
      <AdminTable
        label="Admin activity"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText="No admin activity recorded yet."
        page={page}
        onPage={(p) => set({ page: p })}
        exportHref={exportHref('/api/admin/export/activity.csv', { adminId, actionType: action })}
        columns={[
          { header: 'When', cell: (a) => dateTime(a.createdAt) },
          { header: 'Admin', cell: (a) => a.admin?.username ?? `#${a.adminId}` },
          { header: 'Action', cell: (a) => a.actionType },
          { header: 'Description', cell: (a) => a.description },
          { header: 'Target user', cell: (a) => a.targetUserId ?? '—' },
          { header: 'IP', cell: (a) => a.ipAddress ?? '—' },
        ]}
      />
    </>
  );
}
