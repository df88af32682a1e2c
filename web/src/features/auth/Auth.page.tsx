import {
  Anchor,
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Brand } from '../../components/Brand/Brand';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { BRAND_NAME } from '../../lib/brand';
import { toast } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { useAuth } from './auth-context';
import { INVALID_EMAIL_MESSAGE, isValidEmail, RETURN_PARAM, returnPathFrom } from './auth-rules';
import { LazySiteFooter } from '../../components/Footer/LazySiteFooter';
import { PasswordStrength } from '../account/PasswordStrength';

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
 * The e-mail field of both forms, and `check()`, which answers whether its address may be sent and otherwise
 * says why: the destructive toast with the spec's text (as the forms' other messages), the field marked
 * invalid (until it is edited) and focused. Nothing is sent with an address the server would refuse.
 */
function useEmailField() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const check = () => {
    if (isValidEmail(value)) return true;
    setInvalid(true);
    ref.current?.focus();
    toast({ title: 'Invalid email', description: INVALID_EMAIL_MESSAGE, variant: 'destructive' });
    return false;
  };
  const input = (
    <TextInput
      ref={ref}
      label="Email"
      type="email"
      autoComplete="email"
      value={value}
      error={invalid}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setInvalid(false);
      }}
    />
  );
  return { email: value.trim(), input, check };
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
  const { email, input: emailInput, check: checkEmail } = useEmailField();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  // One sign-in at a time (a double click or Enter while it is out sends one request).
  const send = useSingleFlight(async () => {
    if (!email || !password) return missingInformation();
    if (!checkEmail()) return;
    setPending(true);
    const user = await login({ email, password });
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
        {emailInput}
        <SecretInput
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="right" mt={-8}>
          Forgot password?
        </Anchor>
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
  const { email, input: emailInput, check: checkEmail } = useEmailField();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [pending, setPending] = useState(false);

  // One sign-up at a time: a double click creates the account once, with no "already exists" after it.
  const send = useSingleFlight(async () => {
    if (!email || !password) return missingInformation();
    if (!checkEmail()) return;
    if (password !== confirmPassword) {
      toast({ title: 'Password mismatch', description: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    setPending(true);
    const user = await register({
      email,
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
        {emailInput}
        <SecretInput label="Password" value={password} onChange={setPassword} autoComplete="new-password" />
        <PasswordStrength password={password} email={email} />
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

/**
 * Sign in / sign up (/auth?mode=login|signup). A signed-in user goes straight on: back to the in-app page
 * that sent the visitor here (`?next=/gallery`), else to /dashboard.
 */
export function AuthPage() {
  useDocumentTitle(`Sign In | ${BRAND_NAME}`);
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const next = returnPathFrom(searchParams.get(RETURN_PARAM));
  const [tab, setTab] = useState<AuthTab>(() => tabFromMode(mode));

  useEffect(() => setTab(tabFromMode(mode)), [mode]);

  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={next} replace />;

  const done = () => navigate(next, { replace: true });

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
