import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { BRAND_NAME } from '../../lib/brand';
import { toast, toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../auth/auth-rules';
import { RequestPasswordResetMutation } from './account.graphql';

/**
 * "Forgot password?" (/forgot-password, from /auth): asks for an address and answers the same whether or
 * not it has an account (the server answers the same, and as slowly, either way).
 */
export function ForgotPasswordPage() {
  useDocumentTitle(`Forgot Password | ${BRAND_NAME}`);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  const send = useSingleFlight(async () => {
    const address = email.trim();
    if (!address) {
      toast({ title: 'Missing information', description: 'Please enter your email', variant: 'destructive' });
      return;
    }
    if (!isValidEmail(address)) {
      toast({ title: 'Invalid email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
      return;
    }
    try {
      await request({ variables: { email: address } });
      setSent(address);
    } catch (err) {
      toastError(err);
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
              Reset your password
            </Title>
            {sent ? (
              <Alert color="blue" role="status">
                If an account uses {sent}, we have sent it a link to choose a new password. The link works
                once, for 1 hour.
              </Alert>
            ) : (
              <form onSubmit={submit} noValidate aria-label="Forgot password">
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    Enter the email of your account and we will send you a link to choose a new password.
                  </Text>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                  />
                  <Button type="submit" fullWidth loading={loading}>
                    Send reset link
                  </Button>
                </Stack>
              </form>
            )}
            <Anchor component={Link} to="/auth?mode=login" size="sm" ta="center">
              Back to sign in
            </Anchor>
          </Stack>
        </Card>
      </Box>
    </Center>
  );
}
