import { Drawer, Paper, SimpleGrid, Skeleton, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { skipToken, useQuery } from '@apollo/client/react';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { AdminEmailNotificationsQuery } from '../../../__generated__/graphql';
import { dateTime } from '../admin-format';
import { AdminLoadError } from '../AdminTable';
import { EmailStatusBadge, emailTypeLabel } from '../EmailStatusBadge';
import { AdminEmailMessageQuery } from '../mail.graphql';

/** One row of the mail table (what the drawer shows before the content arrives). */
export type EmailRow = AdminEmailNotificationsQuery['adminEmailNotifications']['rows'][number];

/** How tall the HTML preview is: most of a screen, never too small to read. */
const PREVIEW_HEIGHT = 'max(360px, 60vh)';

/** One labelled fact of the e-mail. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A titled part of the drawer. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * The drawer of one e-mail (`email`, kept while the drawer closes): who it went to, what kind, its status
 * and times from the table's row at once, then its content as sent: the plain-text part as it reads, the
 * HTML part rendered in a fully sandboxed frame (no scripts, no same-origin access, so nothing in a mail
 * can act on the admin screen), and the unsubscribe link it carries, as text (following it would
 * unsubscribe the recipient). Full screen on phones.
 */
export function EmailMessageDrawer(props: { opened: boolean; email: EmailRow | null; onClose: () => void }) {
  const { opened, email, onClose } = props;
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const { data, loading, error, refetch } = useQuery(
    AdminEmailMessageQuery,
    email ? { variables: { id: email.id } } : skipToken,
  );
  const message = data && data.adminEmailMessage.id === email?.id ? data.adminEmailMessage : undefined;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={email?.subject ?? 'E-mail'}
    >
      {email && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Recipient">{email.recipient}</Fact>
            <Fact label="Type">{emailTypeLabel(email.kind)}</Fact>
            <Fact label="Status">
              <EmailStatusBadge state={message?.state ?? email.state} />
            </Fact>
            <Fact label="Attempts">{email.attempts}</Fact>
            <Fact label="Created">{dateTime(email.createdAt)}</Fact>
            <Fact label="Sent">{dateTime(message?.sentAt ?? email.sentAt)}</Fact>
            {email.nextAttemptAt && <Fact label="Next attempt">{dateTime(email.nextAttemptAt)}</Fact>}
            {email.errorMessage && <Fact label="Last error">{email.errorMessage}</Fact>}
          </SimpleGrid>
          {message ? (
            <>
              <Section title="Plain text">
                <Paper
                  component="pre"
                  withBorder
                  p="sm"
                  m={0}
                  ff="monospace"
                  fz="sm"
                  mah={320}
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflow: 'auto' }}
                >
                  {message.text}
                </Paper>
              </Section>
              <Section title="HTML">
                {/* sandbox="" allows nothing: no scripts, no forms, no popups, and a unique origin. */}
                <iframe
                  sandbox=""
                  srcDoc={message.html}
                  title="E-mail preview"
                  referrerPolicy="no-referrer"
                  style={{
                    display: 'block',
                    width: '100%',
                    height: PREVIEW_HEIGHT,
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-sm)',
                    // Mails are written for a light background, whatever the admin's colour scheme.
                    background: '#fff',
                  }}
                />
              </Section>
              <Fact label="Unsubscribe link">
                {message.unsubscribeUrl ? (
                  <Text size="sm" ff="monospace" component="span">
                    {message.unsubscribeUrl}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed" component="span">
                    None
                  </Text>
                )}
              </Fact>
            </>
          ) : error && !loading ? (
            <AdminLoadError label="the e-mail" error={error} onRetry={() => void refetch()} />
          ) : (
            <Stack gap="sm" aria-busy aria-label="Loading the e-mail">
              <Skeleton height={120} />
              <Skeleton height={320} />
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
