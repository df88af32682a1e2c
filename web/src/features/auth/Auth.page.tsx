import {
  Box,
  Button,
  Card,
  Center,
  Group,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { BRAND_NAME } from '../../lib/brand';
import { toast } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from './auth-context';
import { LazySiteFooter } from '../../components/Footer/LazySiteFooter';

type AuthTab = 'login' | 'signup';

/** The tab the page opens on: Sign Up for `mode=signup`, otherwise Sign In. */
export function tabFromMode(mode: string | null): AuthTab {
  return mode === 'signup' ? 'signup' : 'login';
}

function missingInformation() {
  toast({
    title: 'Missing information',
    description: 'Please enter your email and password',
    variant: 'destructive',
  });
}

/**
 * A password field whose show/hide toggle is keyboard reachable. Its accessible name avoids the word
 * "password" so "Password" keeps naming exactly one element on each tab.
 */
function SecretInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      autoComplete={props.autoComplete}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide' : 'Show',
        title: visible ? 'Hide' : 'Show',
      }}
    />
  );
}

function SignInForm({ onDone }: { onDone: () => void }) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  // One sign-in at a time (a double click or Enter while it is out sends one request).
  const send = useSingleFlight(async () => {
    if (!email.trim() || !password) return missingInformation();
    setPending(true);
    const user = await login({ email: email.trim(), password });
    setPending(false);
    if (user) onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <SecretInput
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </form>
  );
}

function SignUpForm({ onDone }: { onDone: () => void }) {
  const { register } = useAuth();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [pending, setPending] = useState(false);

  // One sign-up at a time: a double click creates the account once, with no "already exists" after it.
  const send = useSingleFlight(async () => {
    if (!email.trim() || !password) return missingInformation();
    if (password !== confirmPassword) {
      toast({ title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    setPending(true);
    const user = await register({
      email: email.trim(),
      password,
      firstName: firstName.trim() || undefined,
      lastName: lastName.trim() || undefined,
    });
    setPending(false);
    if (user) onDone();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <SecretInput label="Password" value={password} onChange={setPassword} autoComplete="new-password" />
        <SecretInput
          label="Confirm Password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth disabled={pending}>
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}

/** Sign in / sign up (/auth?mode=login|signup). A signed-in user goes straight to /dashboard. */
export function AuthPage() {
  useDocumentTitle(`Sign In | ${BRAND_NAME}`);
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const [tab, setTab] = useState<AuthTab>(() => tabFromMode(mode));

  useEffect(() => setTab(tabFromMode(mode)), [mode]);

  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to="/dashboard" replace />;

  const done = () => navigate('/dashboard', { replace: true });

  return (
    <>
      <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
        <Box w="100%" maw={440}>
          <Group justify="center" mb="lg">
            <Brand to="/" />
          </Group>
          <Card withBorder radius="lg" shadow="sm" padding="xl">
            <Stack gap={4} mb="lg" ta="center">
              <Title order={1} size="h2">
                {tab === 'signup' ? 'Create your account' : 'Sign in to your account'}
              </Title>
              <Text size="sm" c="dimmed">
                {tab === 'signup'
                  ? 'Start with free sessions and try clothes on anyone.'
                  : 'Sign in to continue creating virtual try-ons.'}
              </Text>
            </Stack>
            <Tabs value={tab} onChange={(value) => setTab(tabFromMode(value))} keepMounted={false}>
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login">Sign In</Tabs.Tab>
                <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <SignInForm onDone={done} />
              </Tabs.Panel>
              <Tabs.Panel value="signup">
                <SignUpForm onDone={done} />
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Box>
      </Center>
      <LazySiteFooter />
    </>
  );
}
