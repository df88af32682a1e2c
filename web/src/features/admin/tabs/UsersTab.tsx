import { Badge, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { AdminUsersQuery } from '../admin.graphql';
import { PAGE_SIZE } from '../admin-format';
import { AdminTable, exportHref } from '../AdminTable';
import { useAdminParams } from '../use-admin-params';

/** Users tab: every account, newest first, searched on the server by username or e-mail (any case). */
export function UsersTab() {
  const { get, page, set } = useAdminParams();
  const search = get('q');
  const [typed, setTyped] = useState(search);
  // Back and forward change the search in the URL: the box follows (not while it is the typed text).
  useEffect(() => setTyped((text) => (text.trim() === search ? text : search)), [search]);
  const commit = useDebouncedCallback((value: string) => set({ q: value.trim() }), 300);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQuery, {
    variables: { search: search || null, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const list = (data ?? previousData)?.adminUsers;
  return (
    <>
      <TextInput
        label="Search users"
        placeholder="Username or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        mb="md"
        maw={420}
      />
      <AdminTable
        label="Users"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText={search ? `No users match “${search}”.` : 'No users found.'}
        page={page}
        onPage={(p) => set({ page: p })}
        exportHref={exportHref('/api/admin/export/users.csv', { search })}
        columns={[
          { header: 'ID', cell: (u) => u.id },
          { header: 'Username', cell: (u) => u.username },
          { header: 'Email', cell: (u) => u.email ?? '—' },
          {
            header: 'Role',
            cell: (u) =>
              u.role === 'admin' ? (
                <Badge color="grape" variant="light">
                  admin
                </Badge>
              ) : (
                'user'
              ),
          },
          { header: 'Subscription', cell: (u) => u.subscriptionState },
          { header: 'Created', cell: (u) => formatDate(u.createdAt, '—') },
        ]}
      />
    </>
  );
}
