import { Button, Card, Container, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { formatDate } from '../../lib/format-date';
import { toastError } from '../../lib/toast';
import { useSingleFlight } from '../../lib/use-single-flight';
import { SubscriptionInfoQuery } from './billing.graphql';
import { SetSandboxCancelAtPeriodEndMutation } from './sandbox-portal.graphql';
import { formatCents } from './billing-rules';
import { LoadError } from './LoadError';
import { SandboxBanner } from './SandboxBanner';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { SubscriptionPlansQuery } from './pricing.graphql';
import { PendingPlanChange, PlanChangeDialog, PlanSwitchOptions } from './PlanSwitch';
import { usePlanChange } from './use-plan-change';

/**
 * The sandbox billing portal (/sandbox-portal): where "Manage Billing" leads when the server has no
 * payment-provider key. Shows the current subscription and lets the user switch plan or cycle (each switch
 * confirmed first; a waiting one undone), cancel it at the end of the period or resume it; "Return to app"
 * goes back to /subscription-management.
 */
export function SandboxPortalPage() {
  useDocumentTitle(`Billing Portal | ${BRAND_NAME}`);
  const loaded = useQuery(SubscriptionInfoQuery);
  const [save] = useMutation(SetSandboxCancelAtPeriodEndMutation, {
    // The answer is the person's new subscription status: written into User.subscriptionInfo, so this
    // screen, pricing and subscription management all show it without asking again.
    update(cache, { data }) {
      const info = data?.setSandboxCancelAtPeriodEnd;
      const me = cache.readQuery({ query: SubscriptionInfoQuery })?.me;
      if (!info || !me) return;
      cache.writeQuery({ query: SubscriptionInfoQuery, data: { me: { ...me, subscriptionInfo: info } } });
    },
  });
  const [saving, setSaving] = useState(false);
  const change = usePlanChange();
  const plans = useQuery(SubscriptionPlansQuery).data?.subscriptionPlans ?? [];
  // Cancelling is asked once more in a dialog: one stray click must not end a paid plan.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const status = loaded.data?.me?.subscriptionInfo;
  const subscription = status?.subscription ?? null;

  // One change at a time (a double click sends one).
  const setCancelAtPeriodEnd = useSingleFlight(async (cancelAtPeriodEnd: boolean) => {
    setSaving(true);
    try {
      await save({ variables: { cancelAtPeriodEnd } });
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  });

  let body;
  if (loaded.error && !status) {
    body = <LoadError title="Could not load your subscription" error={loaded.error} />;
  } else if (!status) {
    body = <Skeleton height={200} radius="md" aria-label="Loading subscription" />;
  } else if (!subscription) {
    body = (
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3">
          No Active Subscription
        </Title>
        <Text c="dimmed" mt="xs">
          There is nothing to manage here yet.
        </Text>
      </Card>
    );
  } else {
    const { plan } = subscription;
    const price = !plan
      ? null
      : subscription.cycle === 'annual'
        ? `${formatCents(plan.priceAnnual)}/year`
        : `${formatCents(plan.priceMonthly)}/month`;
    body = (
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="portal-plan">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                Current subscription
              </Text>
              <Title order={2} size="h3" id="portal-plan">
                {plan?.displayName}
              </Title>
              {price && <Text c="dimmed">{price}</Text>}
            </div>
            <SubscriptionStatusBadge status={subscription.state} />
          </Group>
          <Text size="sm">
            {subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}{' '}
            {formatDate(subscription.currentPeriodEnd, '—')}
          </Text>
          {subscription.cancelAtPeriodEnd && (
            <Text size="sm" c="orange.8" fw={600}>
              Cancels at period end
            </Text>
          )}
          <PendingPlanChange subscription={subscription} change={change} />
          <PlanSwitchOptions subscription={subscription} plans={plans} change={change} />
          <Group>
            {subscription.cancelAtPeriodEnd ? (
              <Button onClick={() => void setCancelAtPeriodEnd(false)} loading={saving}>
                Resume Subscription
              </Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setConfirmingCancel(true)} loading={saving}>
                Cancel Subscription
              </Button>
            )}
          </Group>
        </Stack>
        <Modal
          opened={confirmingCancel}
          onClose={() => setConfirmingCancel(false)}
          title="Cancel your subscription?"
          centered
        >
          <Text size="sm">
            Your {plan?.displayName ?? ''} plan stays active until{' '}
            {formatDate(subscription.currentPeriodEnd, 'the end of the period')}. After that it ends and
            nothing more is charged. You can resume it until then.
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            {/* Keeping the plan is the safe answer: it has the focus when the dialog opens. */}
            <Button variant="default" onClick={() => setConfirmingCancel(false)} data-autofocus>
              Keep Subscription
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmingCancel(false);
                void setCancelAtPeriodEnd(true);
              }}
            >
              Cancel Subscription
            </Button>
          </Group>
        </Modal>
      </Card>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Billing Portal</Title>
        <SandboxBanner>
          This is a sandbox billing portal: no payment provider is configured on this server, and changes here
          charge nothing.
        </SandboxBanner>
        {body}
        <PlanChangeDialog subscription={subscription} plans={plans} change={change} />
        <Group>
          <Button
            component={Link}
            to="/subscription-management"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Return to app
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
