import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BillingCycle, PlanCard_SubscriptionPlanFragment } from '../../__generated__/graphql';
import { BRAND_NAME } from '../../lib/brand';
import { type SubscriptionStatus, type UserSubscription } from './billing.api';
import { SubscriptionInfoQuery } from './billing.graphql';
import { SubscriptionPlansQuery } from './pricing.graphql';
import {
  ANNUAL_SAVINGS_LABEL,
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  TOP_UP_PACKS,
  annualSavingsPercent,
  findPack,
  formatCents,
  isCurrentSubscription,
} from './billing-rules';
import { LoadError } from './LoadError';
import { ManageBillingButton } from './ManageBillingButton';
import { TopUpPackCard } from './TopUpPackCard';
import { useCheckout, type Checkout } from './use-checkout';
import { PendingPlanChange, PlanChangeDialog, planWords } from './PlanSwitch';
import { usePlanChange, type PlanChange } from './use-plan-change';
import { formatDate } from '../../lib/format-date';

type SubscriptionPlan = PlanCard_SubscriptionPlanFragment;

/** The `name` of the plan of everyone without a subscription (the free trial, then pay as you go). */
const FREE_PLAN = 'free';

function planBadge(plan: SubscriptionPlan) {
  if (plan.name === FREE_PLAN) {
    return (
      <Badge color="green" variant="light">
        Try Free
      </Badge>
    );
  }
  if (plan.name === 'standard') {
    return (
      <Badge color="violet" variant="filled">
        Most Popular
      </Badge>
    );
  }
  return null;
}

/** The marker of the plan a person is on, beside the plan's own badge (the free plan's card). */
function currentPlanBadge() {
  return (
    <Badge color="violet" variant="outline">
      Current Plan
    </Badge>
  );
}

function PlanPrice({ plan, period }: { plan: SubscriptionPlan; period: BillingCycle }) {
  if (plan.priceMonthly === 0 && plan.priceAnnual === 0) {
    return (
      <Text fz={32} fw={800} lh={1.1}>
        Free
      </Text>
    );
  }
  if (period === 'monthly') {
    return (
      <Group gap={4} align="baseline">
        <Text fz={32} fw={800} lh={1.1}>
          {formatCents(plan.priceMonthly)}
        </Text>
        <Text c="dimmed">/month</Text>
      </Group>
    );
  }
  const saving = annualSavingsPercent(plan);
  return (
    <Stack gap={2}>
      <Group gap={4} align="baseline">
        <Text fz={32} fw={800} lh={1.1}>
          {formatCents(plan.priceAnnual)}
        </Text>
        <Text c="dimmed">/year</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {formatCents(Math.round(plan.priceAnnual / 12))}/month, billed annually
      </Text>
      {saving !== null && saving > 0 && (
        <Text size="sm" c="green.7" fw={600}>
          Save {saving}% compared to 12 monthly payments
        </Text>
      )}
    </Stack>
  );
}

interface PlanCardProps {
  plan: SubscriptionPlan;
  period: BillingCycle;
  isCurrent: boolean;
  checkout: Checkout;
  /** The person's current paid subscription: another plan or cycle is a switch, not a new checkout. */
  subscription: UserSubscription | null;
  change: PlanChange;
}

/**
 * A subscriber's button for another paid plan or cycle: it reads Subscribe like every other plan's (the
 * spec's rule), and switches the subscription, confirmed first. None while a change waits (it is undone
 * first) or while the subscription ends at the period's end.
 */
function SwitchButton({
  plan,
  period,
  subscription,
  change,
}: Pick<PlanCardProps, 'plan' | 'period' | 'change'> & { subscription: UserSubscription }) {
  const pending = subscription.pendingChange;
  return (
    <Button
      fullWidth
      variant={plan.name === 'standard' ? 'filled' : 'light'}
      disabled={Boolean(pending) || subscription.cancelAtPeriodEnd || change.pending !== null}
      title={
        pending
          ? `Your plan already changes to ${planWords(pending.plan.displayName, pending.cycle)} on ${formatDate(pending.effectiveAt, '—')}: undo that first`
          : `Switch to ${planWords(plan.displayName, period)}`
      }
      onClick={() => change.choose({ planName: plan.name, displayName: plan.displayName, cycle: period })}
    >
      Subscribe
    </Button>
  );
}

function PlanCard({ plan, period, isCurrent, checkout, subscription, change }: PlanCardProps) {
  const key = `plan:${plan.name}:${period}`;
  let action;
  if (plan.name === FREE_PLAN) {
    // The spec's free-plan button goes to the try-on screen, also for the person on it (then marked
    // "Current Plan" by a badge).
    action = (
      <Button component={Link} to="/gemini-virtual-tryon" variant="light" fullWidth>
        Get Started
      </Button>
    );
  } else if (isCurrent) {
    action = (
      <Button fullWidth disabled>
        Current Plan
      </Button>
    );
  } else if (subscription) {
    action = <SwitchButton plan={plan} period={period} subscription={subscription} change={change} />;
  } else {
    action = (
      <Button
        fullWidth
        variant={plan.name === 'standard' ? 'filled' : 'light'}
        loading={checkout.pending === key}
        disabled={checkout.pending !== null && checkout.pending !== key}
        onClick={() => checkout.subscribe(plan.name, period)}
      >
        Subscribe
      </Button>
    );
  }
  return (
    <Card
      component="article"
      aria-label={plan.displayName}
      data-testid={`plan-${plan.name}`}
      withBorder
      radius="md"
      padding="lg"
      style={
        plan.name === 'standard'
          ? { borderColor: 'var(--mantine-color-violet-6)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3}>{plan.displayName}</Title>
          <Group gap={4} justify="flex-end">
            {isCurrent && plan.name === FREE_PLAN && currentPlanBadge()}
            {planBadge(plan)}
          </Group>
        </Group>
        {plan.description && (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        )}
        <PlanPrice plan={plan} period={period} />
        <Text size="sm" fw={600}>
          {plan.sessionsPerMonth > 0
            ? `${plan.sessionsPerMonth} sessions per month`
            : 'Pay as you go with session packs'}
        </Text>
        {plan.features.length > 0 && (
          <List
            size="sm"
            spacing={4}
            listStyleType="none"
            center
            icon={
              <ThemeIcon size={18} radius="xl" color="green" variant="light" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        )}
        <div style={{ marginTop: 'auto' }}>{action}</div>
      </Stack>
    </Card>
  );
}

function BalanceCard({ status, error }: { status: SubscriptionStatus | undefined; error: unknown }) {
  if (error) {
    return <LoadError title="Could not load your balance" error={error} />;
  }
  const balance = status?.balance;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Current balance">
      <Text size="sm" c="dimmed" fw={600}>
        Current Balance
      </Text>
      {!balance ? (
        <Skeleton height={36} mt="xs" width={160} />
      ) : (
        <>
          <Text fz={32} fw={800} data-testid="pricing-balance-total">
            {balance.subscriptionSessions + balance.topUpSessions} sessions
          </Text>
          <Text size="sm" c="dimmed">
            Subscription: {balance.subscriptionSessions} · Top-up: {balance.topUpSessions}
          </Text>
        </>
      )}
    </Card>
  );
}

/**
 * Plans & Pricing (/pricing): current balance, the current plan (a subscription's, with Manage Billing, or
 * else the free plan, whose card is marked too), Monthly / Annual plans and the three top-up packs.
 * `?pack=N` highlights and scrolls to that pack, `?tab=subscription` scrolls to the plans,
 * `?checkout=canceled` says the payment was canceled.
 */
export function PricingPage() {
  useDocumentTitle(`Plans & Pricing | ${BRAND_NAME}`);
  const [params, setParams] = useSearchParams();
  const plans = useQuery(SubscriptionPlansQuery);
  const status = useQuery(SubscriptionInfoQuery);
  // While it is asked again after a balance change, the last answer stays shown.
  const statusInfo = (status.data ?? status.previousData)?.me?.subscriptionInfo;
  const checkout = useCheckout();
  const change = usePlanChange();
  const [period, setPeriod] = useState<BillingCycle>('monthly');
  const plansRef = useRef<HTMLElement>(null);
  const packRefs = useRef(new Map<number, HTMLDivElement>());
  const scrolled = useRef(false);

  const highlightedPack = findPack(Number(params.get('pack')))?.sessions;
  const focusPlans = params.get('tab') === 'subscription';
  const canceled = params.get('checkout') === 'canceled';
  const subscription = statusInfo?.subscription ?? null;
  const currentPlanId = isCurrentSubscription(subscription) ? subscription?.planId : undefined;
  const paidSubscription = currentPlanId !== undefined ? subscription : null;
  // Without a subscription a person is on the free plan (the free trial, then pay as you go); not known
  // until the status has loaded.
  const onFreePlan = statusInfo !== undefined && subscription === null;
  const plansSettled = !plans.loading;

  // Scroll once the plans are in place, so the target does not move under the user afterwards.
  useEffect(() => {
    if (!plansSettled || scrolled.current) return;
    if (highlightedPack !== undefined) {
      scrolled.current = true;
      packRefs.current.get(highlightedPack)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    } else if (focusPlans && plansRef.current) {
      scrolled.current = true;
      plansRef.current.scrollIntoView({ behavior: 'smooth', block: 'start' });
      plansRef.current.focus({ preventScroll: true });
    }
  }, [plansSettled, highlightedPack, focusPlans]);

  const dismissCanceled = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );

  const sortedPlans = [...(plans.data?.subscriptionPlans ?? [])].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.priceMonthly - b.priceMonthly,
  );
  const freePlanName = sortedPlans.find((plan) => plan.name === FREE_PLAN)?.displayName ?? 'Free';

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4} align="center" ta="center">
          <Title order={1}>Plans & Pricing</Title>
          <Text c="dimmed" maw={620}>
            Subscribe for monthly sessions, or buy a top-up pack whose sessions never expire.
          </Text>
        </Stack>

        {canceled && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="Payment canceled"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={dismissCanceled}
          >
            Your payment was canceled and nothing was charged.
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BalanceCard status={statusInfo} error={status.error} />
          {statusInfo && (
            <Card withBorder radius="md" padding="lg" component="section" aria-label="Current plan">
              <Stack gap="sm" align="flex-start">
                <Text size="sm" c="dimmed" fw={600}>
                  Your Plan
                </Text>
                <Badge size="lg" variant="light" color="violet" style={{ textTransform: 'none' }}>
                  Current Plan: {subscription ? subscription.plan?.displayName : freePlanName}
                </Badge>
                {paidSubscription && <PendingPlanChange subscription={paidSubscription} change={change} />}
                {subscription ? (
                  <ManageBillingButton checkout={checkout} />
                ) : (
                  <Text size="sm" c="dimmed">
                    Pay as you go with session packs, or subscribe for monthly sessions.
                  </Text>
                )}
              </Stack>
            </Card>
          )}
        </SimpleGrid>

        <section ref={plansRef} tabIndex={-1} aria-labelledby="plans-heading" style={{ outline: 'none' }}>
          <Stack gap="md">
            <Title order={2} id="plans-heading" ta="center">
              Subscription Plans
            </Title>
            <Tabs
              value={period}
              onChange={(value) => setPeriod(BILLING_CYCLES.find((cycle) => cycle === value) ?? 'monthly')}
              keepMounted={false}
              variant="pills"
            >
              <Group justify="center" mb="md">
                <Tabs.List aria-label="Billing period">
                  {BILLING_CYCLES.map((cycle) => (
                    <Tabs.Tab
                      key={cycle}
                      value={cycle}
                      rightSection={
                        cycle === 'annual' ? (
                          <Badge size="sm" color="green" variant="filled">
                            {ANNUAL_SAVINGS_LABEL}
                          </Badge>
                        ) : undefined
                      }
                    >
                      {BILLING_CYCLE_LABELS[cycle]}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Group>
              {BILLING_CYCLES.map((value) => (
                <Tabs.Panel key={value} value={value}>
                  {plans.error ? (
                    <LoadError title="Could not load the plans" error={plans.error} />
                  ) : !plans.data ? (
                    <SimpleGrid cols={{ base: 1, md: 3 }} aria-busy="true" aria-label="Loading plans">
                      {[0, 1, 2].map((i) => (
                        <Skeleton key={i} height={320} radius="md" />
                      ))}
                    </SimpleGrid>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(3, Math.max(1, sortedPlans.length)) }}>
                      {sortedPlans.map((plan) => (
                        <PlanCard
                          key={plan.id}
                          plan={plan}
                          period={value}
                          isCurrent={
                            (plan.id === currentPlanId && value === paidSubscription?.cycle) ||
                            (plan.name === FREE_PLAN && onFreePlan)
                          }
                          checkout={checkout}
                          subscription={paidSubscription}
                          change={change}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </section>

        <section aria-labelledby="packs-heading">
          <Stack gap="md">
            <Stack gap={4} align="center" ta="center">
              <Title order={2} id="packs-heading">
                Session Packs
              </Title>
              <Text c="dimmed">One-time top-ups. Top-up sessions never expire.</Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {TOP_UP_PACKS.map((pack) => (
                <div
                  key={pack.sessions}
                  style={{ height: '100%' }}
                  ref={(node) => {
                    if (node) packRefs.current.set(pack.sessions, node);
                    else packRefs.current.delete(pack.sessions);
                  }}
                >
                  <TopUpPackCard
                    pack={pack}
                    checkout={checkout}
                    highlighted={pack.sessions === highlightedPack}
                  />
                </div>
              ))}
            </SimpleGrid>
          </Stack>
        </section>
      </Stack>
      <PlanChangeDialog subscription={paidSubscription} plans={sortedPlans} change={change} />
    </Container>
  );
}
