import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { getFriendlyError } from '../../lib/errors';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '../auth/auth-rules';
import {
  AccountQuery,
  ChangePasswordMutation,
  RequestEmailChangeMutation,
  SignOutOtherSessionsMutation,
} from './account.graphql';
import { DataExportCard } from './DataExportCard';
import { PasswordStrength } from './PasswordStrength';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ResendVerificationButton } from './VerifyEmailReminder';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/** The address, whether it is verified (with a resend), and the change of address. */
function EmailCard({ email, verified }: { email: string | null; verified: boolean }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeMutation);
  const send = useSingleFlight(async () => {
    const address = newEmail.trim();
    if (!address || !password) {
      toast({
        title: 'Missing information',
        description: 'Please enter the new email and your password',
        variant: 'destructive',
      });
      return;
    }
    if (!isValidEmail(address)) {
      toast({ title: 'Invalid email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      return;
    }
    try {
      await request({ variables: { input: { newEmail: address, currentPassword: password } } });
      setSentTo(address);
      setNewEmail('');
      setPassword('');
    } catch (err) {
      toastError(err);
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Email address
          </Title>
          {verified ? (
            <Badge color="teal" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              Verified
            </Badge>
          ) : (
            <Badge color="orange" leftSection={<IconMailExclamation size={14} aria-hidden />}>
              Not verified
            </Badge>
          )}
        </Group>
        <Text fw={500}>{email}</Text>
        {!verified && (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              Follow the link we sent to confirm your address.
            </Text>
            <ResendVerificationButton />
          </Group>
        )}
        <form onSubmit={submit} noValidate aria-label="Change email">
          <Stack gap="sm" mt="sm">
            <Text size="sm" fw={500}>
              Change your email
            </Text>
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" variant="light" loading={loading}>
                Send confirmation link
              </Button>
            </Group>
            {sentTo && (
              <Alert color="blue" role="status">
                We sent a link to {sentTo}. Your email changes when you follow it; your current address will
                be told.
              </Alert>
            )}
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** Change the password: the current one, the new one twice, its strength shown as it is typed. */
function PasswordCard({ email }: { email: string | null }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [change, { loading }] = useMutation(ChangePasswordMutation, {
    refetchQueries: [AccountQuery],
  });
  const send = useSingleFlight(async () => {
    if (!current || !next) {
      toast({
        title: 'Missing information',
        description: 'Please enter your current and new password',
        variant: 'destructive',
      });
      return;
    }
    if (next !== confirm) {
      toast({ title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    try {
      await change({ variables: { input: { currentPassword: current, newPassword: next } } });
      setCurrent('');
      setNext('');
      setConfirm('');
      toast({
        title: 'Password changed',
        description: 'Your other sessions were signed out.',
        variant: 'success',
      });
    } catch (err) {
      toastError(err);
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Password
          </Title>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
          />
          <PasswordStrength password={next} email={email} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={loading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type SessionRow = { id: string; createdAt: string; lastUsedAt: string; ip?: string | null; current: boolean };

/** The signed-in sessions, most recently used first, and "sign out of every other session". */
function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  const [signOutOthers, { loading }] = useMutation(SignOutOtherSessionsMutation, {
    refetchQueries: [AccountQuery],
  });
  const others = sessions.filter((s) => !s.current).length;
  const run = useSingleFlight(async () => {
    try {
      const { data } = await signOutOthers();
      const n = data?.signOutOtherSessions ?? 0;
      toast({
        title: 'Signed out',
        description: `${n} other ${n === 1 ? 'session was' : 'sessions were'} signed out.`,
        variant: 'success',
      });
    } catch (err) {
      toastError(err);
    }
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Signed-in sessions
          </Title>
          <Button
            variant="light"
            color="red"
            onClick={() => void run()}
            loading={loading}
            disabled={others === 0}
          >
            Sign out of every other session
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Signed-in sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{when(s.createdAt)}</Table.Td>
                  <Table.Td>{when(s.lastUsedAt)}</Table.Td>
                  <Table.Td>{s.ip ?? 'unknown'}</Table.Td>
                  <Table.Td>{s.current && <Badge variant="light">This session</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/**
 * Account settings (/account): the address and its verification, changing the address and the password,
 * the signed-in sessions, and deleting the account. `?emailVerified=1` / `?emailChanged=1` come back from the mails' links.
 */
export function AccountPage() {
  useDocumentTitle(`Account Settings | ${BRAND_NAME}`);
  const { data, error } = useQuery(AccountQuery, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const me = data?.me;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Account Settings
        </Title>
        {params.get('emailVerified') === '1' && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            Your email address is verified. Thank you!
          </Alert>
        )}
        {params.get('emailChanged') === '1' && (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            Your email address was changed.
          </Alert>
        )}
        {error && !data && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {getFriendlyError(error).message}
          </Alert>
        )}
        {!me ? (
          !error && <Skeleton height={240} radius="md" />
        ) : (
          <>
            <EmailCard email={me.email ?? null} verified={me.emailVerified} />
            <PasswordCard email={me.email ?? null} />
            <SessionsCard sessions={data.mySessions} />
            <DataExportCard />
            <DeleteAccountCard />
          </>
        )}
      </Stack>
    </Container>
  );
}
