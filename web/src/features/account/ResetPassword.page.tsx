import { Alert, Anchor, Box, Button, Card, Center, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { BRAND_NAME } from '../../lib/brand';
import { getFriendlyError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { ResetPasswordMutation } from './account.graphql';
import { PasswordStrength } from './PasswordStrength';

/** The reset link's token, from the address's fragment (`#token=...`, never sent to a server). */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * Choose a new password (/reset-password#token=...), reached through the reset mail's link once the
 * server has checked it. Setting it signs out every session; the person then signs in anew.
 */
export function ResetPasswordPage() {
  useDocumentTitle(`Choose a New Password | ${BRAND_NAME}`);
  const { hash } = useLocation();
  const [token] = useState(() => tokenFromHash(hash));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordMutation);

  const send = useSingleFlight(async () => {
    if (!token) return;
    if (!password) {
      toast({
        title: 'Missing information',
        description: 'Please enter a new password',
        variant: 'destructive',
      });
      return;
    }
    if (password !== confirm) {
      toast({ title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    try {
      await reset({ variables: { input: { token, password } } });
      // The fragment's token is spent: keep it out of the history.
      window.history.replaceState(null, '', '/reset-password');
      setDone(true);
    } catch (err) {
      setFailure(getFriendlyError(err).message);
    }
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={440}>
        <Group justify="center" mb="lg">
          <Brand to="/" />
        </Group>
        <Card withBorder radius="lg" shadow="sm" padding="xl">
          <Stack gap="md">
            <Title order={1} size="h2" ta="center">
              Choose a new password
            </Title>
            {!token ? (
              <Alert color="red" role="alert">
                This link is incomplete. Ask for a new one.
              </Alert>
            ) : done ? (
              <Alert color="teal" role="status">
                Your password was changed and every session was signed out. Sign in with your new password.
              </Alert>
            ) : (
              <form onSubmit={submit} noValidate aria-label="Reset password">
                <Stack gap="md">
                  {failure && (
                    <Alert color="red" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <PasswordInput
                    label="New password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                  />
                  <PasswordStrength password={password} />
                  <PasswordInput
                    label="Confirm new password"
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(e) => setConfirm(e.currentTarget.value)}
                  />
                  <Button type="submit" fullWidth loading={loading}>
                    Set new password
                  </Button>
                </Stack>
              </form>
            )}
            <Group justify="center" gap="lg">
              <Anchor component={Link} to="/auth?mode=login" size="sm">
                Sign in
              </Anchor>
              {!done && (
                <Anchor component={Link} to="/forgot-password" size="sm">
                  Ask for a new link
                </Anchor>
              )}
            </Group>
          </Stack>
        </Card>
      </Box>
    </Center>
  );
}
