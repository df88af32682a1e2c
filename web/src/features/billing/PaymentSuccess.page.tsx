import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck, IconHanger, IconTag } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { PAYMENT_SUCCESS_REDIRECT_MS } from './billing-rules';
import { refreshSessionBalance } from './session-balance';

/**
 * Payment confirmation (/payment/success): "Payment Successful", buttons to the try-on and to pricing, and
 * after 5 seconds a redirect to /pricing. The balance push normally brings the new balance by itself; the
 * balance is also asked again on arrival and once more at the redirect (the push may be down, and a
 * provider's webhook may land a moment after the browser). When it moved, the subscription, usage and
 * first-time flag are evicted with it (session-balance.ts), so the header badge and /pricing ask afresh.
 */
export function PaymentSuccessPage() {
  useDocumentTitle(`Payment Successful | ${BRAND_NAME}`);
  const navigate = useNavigate();
  const client = useApolloClient();

  useEffect(() => {
    const refresh = () => void refreshSessionBalance(client).catch(() => undefined);
    refresh();
    const timer = setTimeout(() => {
      refresh();
      navigate('/pricing', { replace: true });
    }, PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, client]);

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
