import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from '../auth/auth-context';
import { ResendVerificationEmailMutation } from './account.graphql';

/** Mails a new verification link (the server limits how often); says where it went. */
export function ResendVerificationButton({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const [resend, { loading }] = useMutation(ResendVerificationEmailMutation);
  const [sent, setSent] = useState(false);
  const run = useSingleFlight(async () => {
    try {
      await resend();
      setSent(true);
      toast({
        title: 'Verification email sent',
        description: 'Check your inbox for the link (it works for 24 hours).',
        variant: 'success',
      });
    } catch (err) {
      toastError(err);
    }
  });
  return (
    <Button size={size} variant="light" onClick={() => void run()} loading={loading} disabled={sent}>
      {sent ? 'Email sent' : 'Resend email'}
    </Button>
  );
}

/**
 * Reminds a signed-in person whose address is not verified yet (under the header of every signed-in
 * screen, and on the dashboard): the app works meanwhile; the mail can be resent.
 */
export function VerifyEmailReminder() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Alert
      color="orange"
      radius={0}
      py="xs"
      icon={<IconMailExclamation size={18} aria-hidden />}
      aria-label="Verify your email"
      data-testid="verify-email-reminder"
    >
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">
          Please verify your email address: follow the link we sent to <strong>{user.email}</strong>.{' '}
          <Anchor component={Link} to="/account" size="sm">
            Account settings
          </Anchor>
        </Text>
        <ResendVerificationButton />
      </Group>
    </Alert>
  );
}
