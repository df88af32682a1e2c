import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useApiQuery } from '../../lib/use-api-query';
import {
  cancelSandboxCheckout,
  completeSandboxCheckout,
  goToUrl,
  notifyBillingChanged,
  sandboxCheckoutUrl,
  type SandboxCheckout,
} from './billing.api';
import { formatCents } from './billing-rules';
import { SandboxBanner } from './SandboxBanner';
import { CHECKOUT_FAILURE, CHECKOUT_FALLBACK, checkoutErrorMessage } from './use-checkout';
import { LoadError } from './LoadError';

const CLOSED_TEXT: Record<Exclude<SandboxCheckout['status'], 'open'>, string> = {
  complete: 'This checkout has already been paid.',
  canceled: 'This checkout was canceled. Nothing was charged.',
  expired: 'This checkout has expired. Nothing was charged.',
};

function whatIsBought(checkout: SandboxCheckout): string {
  if (checkout.mode === 'subscription') {
    const plan = checkout.planDisplayName ?? checkout.planName ?? 'Subscription';
    const period = checkout.billingPeriod === 'annual' ? 'billed annually' : 'billed monthly';
    return `${plan} plan, ${period}`;
  }
  return `${checkout.sessions ?? 0} sessions (one-time top-up)`;
}

function NotAvailable({ title, text }: { title: string; text: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group>
          <Button component={Link} to="/pricing">
            Back to Pricing
          </Button>
          <Button component={Link} to="/subscription-management" variant="default">
            View Balance
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The sandbox checkout (/sandbox-checkout/:id): where a checkout address leads when the server has no
 * payment-provider key. Clearly marked as a test payment; shows what is bought and the amount, and offers
 * "Pay $X.XX" (completes it, then the payment-success page) and "Cancel" (back to pricing). A checkout
 * that is unknown, someone else's, or no longer open says so.
 */
export function SandboxCheckoutPage() {
  useDocumentTitle(`Test Checkout | ${BRAND_NAME}`);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useApiQuery<SandboxCheckout>(id ? sandboxCheckoutUrl(id) : null);
  const busy = useRef(false);
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);

  const act = async (action: 'pay' | 'cancel') => {
    if (busy.current) return;
    busy.current = true;
    setPending(action);
    try {
      const { url } = await (action === 'pay' ? completeSandboxCheckout(id) : cancelSandboxCheckout(id));
      if (action === 'pay') notifyBillingChanged();
      goToUrl(url, navigate);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        // Completed, canceled or expired meanwhile (another tab): show its current state.
        session.refetch();
      } else {
        const title =
          session.data?.mode === 'subscription' ? CHECKOUT_FAILURE.subscription : CHECKOUT_FAILURE.topUp;
        toast({ title, description: checkoutErrorMessage(error, CHECKOUT_FALLBACK), variant: 'destructive' });
      }
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  const checkout = session.data;
  let body;
  if (session.error) {
    body =
      session.error instanceof ApiError && session.error.status === 404 ? (
        <NotAvailable
          title="Checkout Not Found"
          text="This checkout does not exist or belongs to another account."
        />
      ) : (
        <LoadError title="Could not load the checkout" error={session.error} />
      );
  } else if (!checkout) {
    body = <Skeleton height={220} radius="md" aria-label="Loading checkout" />;
  } else if (checkout.status !== 'open') {
    body = <NotAvailable title="Checkout Closed" text={CLOSED_TEXT[checkout.status]} />;
  } else {
    const amount = formatCents(checkout.amountInCents);
    body = (
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Order summary">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              You are buying
            </Text>
            <Text fw={700} size="lg">
              {whatIsBought(checkout)}
            </Text>
            {checkout.description && <Text c="dimmed">{checkout.description}</Text>}
          </div>
          <Group justify="space-between">
            <Text fw={600}>Total</Text>
            <Text fz={28} fw={800} data-testid="sandbox-amount">
              {amount}
            </Text>
          </Group>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void act('cancel')}
              loading={pending === 'cancel'}
              disabled={pending === 'pay'}
              data-testid="sandbox-cancel"
            >
              Cancel
            </Button>
            <Button
              onClick={() => void act('pay')}
              loading={pending === 'pay'}
              disabled={pending === 'cancel'}
              data-testid="sandbox-pay"
            >
              Pay {amount}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        <SandboxBanner />
        {body}
      </Stack>
    </Container>
  );
}
