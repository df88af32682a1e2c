import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFriendlyError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from '../auth/auth-context';
import { DeleteAccountMutation } from './account.graphql';

/** What the person types to confirm (the server checks it too, in any case). */
export const DELETE_ACCOUNT_PHRASE = 'delete my account';

const matches = (typed: string) => typed.trim().toLowerCase() === DELETE_ACCOUNT_PHRASE;

/**
 * Deleting the account: the current password and the typed phrase. Once the server has deleted it, the
 * person is signed out here too and lands on the landing page with a toast saying so.
 */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [problems, setProblems] = useState<{ password?: string; phrase?: string; server?: string }>({});
  const [remove, { loading }] = useMutation(DeleteAccountMutation);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const send = useSingleFlight(async () => {
    const found = {
      password: password ? undefined : 'Enter your current password',
      phrase: matches(phrase) ? undefined : 'The phrase does not match',
    };
    setProblems(found);
    if (found.password || found.phrase) return;
    try {
      await remove({ variables: { input: { currentPassword: password, confirmation: phrase } } });
    } catch (err) {
      setProblems({ server: getFriendlyError(err).message });
      return;
    }
    // The account and its sessions are gone on the server; this clears the cookie and the app's cache.
    await logout({ quiet: true });
    toast({
      title: 'Account deleted',
      description: 'Your account and everything in it were deleted. A confirmation is on its way by email.',
      variant: 'success',
    });
    void navigate('/', { replace: true });
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <form onSubmit={submit} noValidate aria-label="Delete account">
        <Stack gap="sm">
          <Title order={2} size="h4" c="red.8">
            Delete account
          </Title>
          <Text size="sm">
            This deletes your account for good: your photos, results, saved items, conversations and emails
            with us are removed, and any subscription is cancelled at once. Payment records are kept without
            your name or email, as accounting law requires. This cannot be undone.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={password}
            error={problems.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <TextInput
            label={`Type "${DELETE_ACCOUNT_PHRASE}" to confirm`}
            autoComplete="off"
            value={phrase}
            error={problems.phrase}
            onChange={(e) => setPhrase(e.currentTarget.value)}
          />
          {problems.server && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {problems.server}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="red" loading={loading}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
