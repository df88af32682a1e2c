import { Badge, Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/toast';
import { AdminResendVerificationEmailMutation, AdminUsersQuery } from '../admin.graphql';
import { PAGE_SIZE } from '../admin-format';
import { AdminTable, exportHref } from '../AdminTable';
import { useAdminParams } from '../use-admin-params';

/** A person's verification state, and (when unverified) a button mailing them a new link (audited). */
function VerificationCell({ userId, verified }: { userId: number; verified: boolean }) {
  const [resend, { loading, called }] = useMutation(AdminResendVerificationEmailMutation);
  if (verified) {
    return (
      <Badge color="teal" variant="light">
        verified
      </Badge>
    );
  }
  const run = async () => {
    try {
      await resend({ variables: { userId } });
      toast({
        title: 'Verification email sent',
        description: `Sent to user #${userId}.`,
        variant: 'success',
      });
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color="orange" variant="light">
        unverified
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={loading}
        disabled={called && !loading}
        onClick={() => void run()}
        aria-label={`Resend verification email to user ${userId}`}
      >
        Resend
      </Button>
    </Group>
  );
}

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
        stackOnPhone
        columns={[
          { header: 'ID', cell: (u) => u.id },
          { header: 'Username', cell: (u) => u.username },
          { header: 'Email', cell: (u) => u.email ?? '—' },
          { header: 'Verified', cell: (u) => <VerificationCell userId={u.id} verified={u.emailVerified} /> },
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
