import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type {
  CheckoutStatus,
  SandboxCheckoutQuery as SandboxCheckoutAnswer,
} from '../../__generated__/graphql';
import { BRAND_NAME } from '../../lib/brand';
import { ApiError } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { goToUrl } from './billing.api';
import { formatCents } from './billing-rules';
import { SandboxBanner } from './SandboxBanner';
import { CHECKOUT_FAILURE, CHECKOUT_FALLBACK, checkoutErrorMessage } from './use-checkout';
import { LoadError } from './LoadError';
import {
  SandboxCheckoutQuery,
  CompleteSandboxCheckoutMutation,
  CancelSandboxCheckoutMutation,
} from './sandbox-checkout.graphql';

type SandboxCheckout = SandboxCheckoutAnswer['sandboxCheckout'];

/** Why a checkout that is no longer open cannot be paid, per state (a cancelled one has expired). */
const CLOSED_TEXT: Readonly<Record<Exclude<CheckoutStatus, 'open'>, string>> = {
  complete: 'This checkout has already been paid.',
  expired: 'This checkout has expired. Nothing was charged.',
};

function whatIsBought(checkout: SandboxCheckout): string {
  if (checkout.kind === 'subscription') {
    const plan = checkout.planDisplayName ?? checkout.planName ?? 'Subscription';
    const period = checkout.cycle === 'annual' ? 'billed annually' : 'billed monthly';
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
  // Asked afresh on every visit, as a provider's checkout page would: paid or canceled in another tab
  // meanwhile, it must not offer to pay again.
  const session = useQuery(SandboxCheckoutQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const [complete] = useMutation(CompleteSandboxCheckoutMutation);
  const [cancel] = useMutation(CancelSandboxCheckoutMutation);
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null);

  // One at a time: a double click on Pay pays once.
  const act = useSingleFlight(async (action: 'pay' | 'cancel') => {
    setPending(action);
    try {
      const url =
        action === 'pay'
          ? (await complete({ variables: { id } })).data?.completeSandboxCheckout.url
          : (await cancel({ variables: { id } })).data?.cancelSandboxCheckout.url;
      if (!url) throw new Error('No redirect address in the answer');
      // Paid: the success page asks for the balance again (and the balance push arrives by itself).
      goToUrl(url, navigate);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        // Completed, canceled or expired meanwhile (another tab): show its current state.
        void session.refetch().catch(() => undefined);
      } else {
        const title =
          session.data?.sandboxCheckout.kind === 'subscription'
            ? CHECKOUT_FAILURE.subscription
            : CHECKOUT_FAILURE.topUp;
        toast({ title, description: checkoutErrorMessage(error, CHECKOUT_FALLBACK), variant: 'destructive' });
      }
    } finally {
      setPending(null);
    }
  });

  const checkout = session.data?.sandboxCheckout;
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
  } else if (checkout.state !== 'open') {
    body = <NotAvailable title="Checkout Closed" text={CLOSED_TEXT[checkout.state] ?? CLOSED_TEXT.expired} />;
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
