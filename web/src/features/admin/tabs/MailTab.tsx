import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { dateTime, PAGE_SIZE, truncate } from '../admin-format';
import { AdminTable } from '../AdminTable';
import { EmailMessageDrawer, type EmailRow } from '../dialogs/EmailMessageDrawer';
import { MarketingEmailDialog } from '../dialogs/MarketingEmailDialog';
import {
  EMAIL_STATUS_OPTIONS,
  EMAIL_TYPE_OPTIONS,
  EmailStatusBadge,
  emailTypeLabel,
  isEmailStatus,
  isEmailType,
} from '../EmailStatusBadge';
import { AdminEmailNotificationsQuery } from '../mail.graphql';
import { useAdminParams } from '../use-admin-params';

/** How many characters of a subject and of a mail server's error the table shows (the rest on hover). */
export const MAIL_SUBJECT_PREVIEW = 60;
export const MAIL_ERROR_PREVIEW = 40;

/** When the e-mail went, or when it was queued while it has not gone yet (and when it is tried again). */
function MailTime({ email }: { email: EmailRow }) {
  return (
    <Stack gap={0}>
      {email.sentAt ? (
        <Text size="sm">{dateTime(email.sentAt)}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Created {dateTime(email.createdAt)}
        </Text>
      )}
      {email.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          Next attempt {dateTime(email.nextAttemptAt)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Mail tab: the e-mails the platform sent or queued, newest first, 100 a page, optionally of one type and
 * one status (kept in the URL). A row opens the e-mail as sent (EmailMessageDrawer); Send Marketing E-mail
 * queues one to everyone who agreed to marketing e-mails.
 */
export function MailTab() {
  const { get, page, set } = useAdminParams();
  // A filter read from the URL (`type`, `status`) may be anything: only the server's values are sent.
  const typeFilter = get('type');
  const statusFilter = get('status');
  const kind = isEmailType(typeFilter) ? typeFilter : null;
  const state = isEmailStatus(statusFilter) ? statusFilter : null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminEmailNotificationsQuery, {
    variables: {
      kind,
      state,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    // The queue moves on its own (sent, failed, tried again): each visit asks again.
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminEmailNotifications;
  const [shown, setShown] = useState<{ opened: boolean; email: EmailRow | null }>({
    opened: false,
    email: null,
  });
  const open = (email: EmailRow) => setShown({ opened: true, email });
  const [composing, setComposing] = useState(false);

  return (
    <>
      <Group mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          placeholder="Any type"
          data={EMAIL_TYPE_OPTIONS}
          value={kind}
          onChange={(value) => set({ type: value })}
          clearable
          w={220}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={EMAIL_STATUS_OPTIONS}
          value={state}
          onChange={(value) => set({ status: value })}
          clearable
          w={220}
        />
      </Group>
      <AdminTable
        label="E-mails"
        rows={list?.rows}
        total={list?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        emptyText="No e-mails yet."
        page={page}
        onPage={(p) => set({ page: p })}
        onRowClick={open}
        toolbar={
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setComposing(true)}>
            Send Marketing E-mail
          </Button>
        }
        columns={[
          { header: 'Recipient', cell: (e) => e.recipient },
          { header: 'Type', cell: (e) => emailTypeLabel(e.kind) },
          {
            header: 'Subject',
            cell: (e) => (
              <Text size="sm" title={e.subject}>
                {truncate(e.subject, MAIL_SUBJECT_PREVIEW)}
              </Text>
            ),
          },
          { header: 'Status', cell: (e) => <EmailStatusBadge state={e.state} /> },
          { header: 'Attempts', cell: (e) => e.attempts },
          { header: 'Sent', cell: (e) => <MailTime email={e} /> },
          {
            header: 'Error',
            cell: (e) =>
              e.errorMessage ? (
                <Text size="sm" c="red" title={e.errorMessage}>
                  {truncate(e.errorMessage, MAIL_ERROR_PREVIEW)}
                </Text>
              ) : (
                '—'
              ),
          },
          {
            header: 'Actions',
            cell: (e) => (
              <Button
                size="xs"
                variant="light"
                aria-label={`View ${e.subject} (${e.recipient})`}
                onClick={(event) => {
                  // The row would open it too.
                  event.stopPropagation();
                  open(e);
                }}
              >
                View
              </Button>
            ),
          },
        ]}
      />
      <EmailMessageDrawer
        opened={shown.opened}
        email={shown.email}
        onClose={() => setShown((current) => ({ ...current, opened: false }))}
      />
      <MarketingEmailDialog opened={composing} onClose={() => setComposing(false)} />
    </>
  );
}
