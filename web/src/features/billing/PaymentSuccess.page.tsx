import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconHanger, IconTag } from '@tabler/icons-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { PAYMENT_SUCCESS_REDIRECT_MS } from './billing-rules';
import { refreshSessionBalance } from './session-balance';
import { CheckoutOutcomeQuery } from './payment-success.graphql';

/**
 * Payment confirmation (/payment/success): "Payment Successful", buttons to the try-on and to pricing, and
 * after 5 seconds a redirect to /pricing. The balance push normally brings the new balance by itself; the
 * balance is also asked again on arrival and once more at the redirect (the push may be down, and a
 * provider's webhook may land a moment after the browser). When it moved, the subscription, usage and
 * first-time flag are evicted with it (session-balance.ts), so the header badge and /pricing ask afresh.
 * A plan billing refused (the person already had one; cancelled and refunded) is said instead, and the
 * page stays so that it can be read.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const sessionId = useSearchParams()[0].get('session_id');
  const { data } = useQuery(CheckoutOutcomeQuery, {
    variables: { sessionId: sessionId ?? '' },
    skip: !sessionId,
    fetchPolicy: 'network-only',
    // The provider's event may land a moment after the browser does.
    pollInterval: 2000,
  });
  const refused = data?.checkoutOutcome.refused ? data.checkoutOutcome : null;
  useDocumentTitle(`${refused ? 'Subscription Not Started' : 'Payment Successful'} | ${BRAND_NAME}`);

  useEffect(() => {
    if (refused) return;
    const refresh = () => void refreshSessionBalance(client).catch(() => undefined);
    refresh();
    const timer = setTimeout(() => {
      refresh();
      navigate('/pricing', { replace: true });
    }, PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, client, refused]);

  if (refused) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden>
              <IconAlertTriangle size={40} />
            </ThemeIcon>
            <Title order={1}>Subscription Not Started</Title>
            <Text role="alert">
              {refused.message ??
                'You already have a subscription, so this one was not started and was refunded.'}
            </Text>
            <Button component={Link} to="/subscription-management" variant="default">
              Manage your subscription
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1}>Payment Successful</Title>
          <Text c="dimmed">
            Thank you for your purchase! Your sessions have been added to your account and are ready to use.
          </Text>
          <Group justify="center" gap="sm">
            <Button
              component={Link}
              to="/gemini-virtual-tryon"
              leftSection={<IconHanger size={18} aria-hidden />}
            >
              Start Virtual Try-On
            </Button>
            <Button
              component={Link}
              to="/pricing"
              variant="default"
              leftSection={<IconTag size={18} aria-hidden />}
            >
              View Plans & Pricing
            </Button>
          </Group>
          <Text size="sm" c="dimmed" role="status">
            You will be redirected to pricing in {PAYMENT_SUCCESS_REDIRECT_MS / 1000} seconds.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
