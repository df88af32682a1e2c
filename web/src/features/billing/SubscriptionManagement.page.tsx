import {
  Button,
  Card,
  Container,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHanger, IconPlus, IconShoppingCart, IconTag } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../lib/brand';
import { formatDate } from '../../lib/format-date';
import type { ActionType, DeductedFrom } from '../../__generated__/graphql';
import { type UsageLog, type UserSubscription } from './billing.api';
import { SubscriptionInfoQuery, UsageAnalyticsQuery, UsageLogsQuery } from './billing.graphql';
import { BILLING_CYCLE_LABELS, sessionsUsedThisPeriod } from './billing-rules';
import { LoadError } from './LoadError';
import { ManageBillingButton } from './ManageBillingButton';
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge';
import { UpgradeModal } from './UpgradeModal';
import { useCheckout, type Checkout } from './use-checkout';
import { SubscriptionPlansQuery } from './pricing.graphql';
import { PendingPlanChange, PlanChangeDialog, PlanSwitchOptions } from './PlanSwitch';
import { usePlanChange, type PlanChange } from './use-plan-change';
import classes from './UsageHistory.module.css';

/** Labels of the usage-log action types. */
export const ACTION_TYPE_LABELS: Readonly<Record<ActionType, string>> = {
  virtual_tryon: 'Virtual Try-On',
  refinement: 'Refinement',
  model_generation: 'Model Generation',
};

/** The usage-history columns (each phone card line is labelled with its column). */
const USAGE_COLUMNS = ['Date', 'Action Type', 'Sessions Cost', 'Deducted From'] as const;

/** Labels of where a usage was deducted from. */
export const DEDUCTED_FROM_LABELS: Readonly<Record<DeductedFrom, string>> = {
  subscription: 'Subscription',
  top_up: 'Top-Up',
  mixed: 'Mixed',
  free_trial: 'Free Trial',
};

/** The empty state of the usage-history table (spec section 8). */
export const NO_USAGE_TEXT = 'No usage history yet.';

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

function Counter({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={36} mt="xs" width={80} />
      ) : (
        <Text fz={32} fw={800} data-testid={testId}>
          {value}
        </Text>
      )}
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={120}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

function CurrentSubscriptionCard({
  subscription,
  subscriptionSessions,
  checkout,
  change,
}: {
  subscription: UserSubscription;
  subscriptionSessions: number;
  checkout: Checkout;
  change: PlanChange;
}) {
  const plans = useQuery(SubscriptionPlansQuery).data?.subscriptionPlans ?? [];
  const { plan } = subscription;
  const allowance = plan?.sessionsPerMonth ?? 0;
  const used = sessionsUsedThisPeriod(allowance, subscriptionSessions);
  const percent = allowance > 0 ? Math.round((used / allowance) * 100) : 0;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-subscription">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed" fw={600} id="current-subscription">
              Current Subscription
            </Text>
            <Title order={2} size="h3">
              {plan?.displayName}
            </Title>
          </div>
          <SubscriptionStatusBadge status={subscription.state} />
        </Group>
        <Detail label="Billing cycle">{BILLING_CYCLE_LABELS[subscription.cycle]}</Detail>
        <Detail label="Period ends">{formatDate(subscription.currentPeriodEnd, '—')}</Detail>
        {subscription.cancelAtPeriodEnd && (
          <Text size="sm" c="orange.8" fw={600}>
            Cancels at period end
          </Text>
        )}
        <PendingPlanChange subscription={subscription} change={change} />
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              Sessions used this period
            </Text>
            <Text size="sm" data-testid="usage-bar-text">
              {used} of {allowance} used
            </Text>
          </Group>
          <Progress value={percent} aria-label="Subscription sessions used" data-testid="usage-bar" />
        </div>
        <PlanSwitchOptions subscription={subscription} plans={plans} change={change} />
        <Group>
          <ManageBillingButton checkout={checkout} />
        </Group>
      </Stack>
      <PlanChangeDialog subscription={subscription} plans={plans} change={change} />
    </Card>
  );
}

function NoSubscriptionCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="no-subscription">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="no-subscription">
          No Active Subscription
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe to a plan for a monthly allowance of sessions, or buy a top-up pack whose sessions never
          expire.
        </Text>
        <Button
          component={Link}
          to="/pricing?tab=subscription"
          leftSection={<IconTag size={16} aria-hidden />}
        >
          Browse Subscription Plans
        </Button>
      </Stack>
    </Card>
  );
}

function UsageHistory({ logs, error }: { logs: readonly UsageLog[] | undefined; error: unknown }) {
  let body: ReactNode;
  if (error) {
    body = <LoadError title="Could not load your usage" error={error} />;
  } else if (!logs) {
    body = (
      <Stack aria-busy="true" aria-label="Loading usage history">
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  } else if (logs.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="md">
        {NO_USAGE_TEXT}
      </Text>
    );
  } else {
    body = (
      // Roles spelled out: on phones the rows are drawn as cards (display: block), which would drop them.
      <Table striped highlightOnHover aria-label="Usage history" className={classes.table} role="table">
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            {USAGE_COLUMNS.map((column) => (
              <Table.Th key={column} role="columnheader">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {logs.map((log) => (
            <Table.Tr key={log.id} role="row">
              {[
                formatDateTime(log.createdAt),
                ACTION_TYPE_LABELS[log.action] ?? log.action,
                log.sessionsCost,
                DEDUCTED_FROM_LABELS[log.source] ?? log.source,
              ].map((value, i) => (
                <Table.Td key={USAGE_COLUMNS[i]} role="cell" data-label={USAGE_COLUMNS[i]}>
                  {value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="usage-history">
      <Title order={2} size="h4" id="usage-history" mb="md">
        Usage History
      </Title>
      {body}
    </Card>
  );
}

/**
 * Manage Subscription (/subscription-management): the three counters (total, subscription and top-up
 * sessions; `counter-total`, `counter-subscription`, `counter-topup`), the current subscription with its
 * usage bar or "No Active Subscription", the usage history and quick actions (including the manual
 * "Top Up" of the upgrade modal).
 */
export function SubscriptionManagementPage() {
  useDocumentTitle(`Manage Subscription | ${BRAND_NAME}`);
  // Each from the cache when another screen already asked; a balance change evicts all three
  // (session-balance.ts), so after a debit or a purchase they are asked again.
  const status = useQuery(SubscriptionInfoQuery);
  const logs = useQuery(UsageLogsQuery);
  const analytics = useQuery(UsageAnalyticsQuery);
  const checkout = useCheckout();
  const change = usePlanChange();
  const [topUpOpen, setTopUpOpen] = useState(false);

  // While one is asked again after a balance change, the last answer stays shown (no skeleton flash).
  const info = (status.data ?? status.previousData)?.me?.subscriptionInfo;
  const balance = info?.balance;
  const subscription = info?.subscription ?? null;
  const total = balance ? balance.subscriptionSessions + balance.topUpSessions : undefined;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Manage Subscription</Title>
          <Text c="dimmed">Your session balance, subscription and usage.</Text>
        </div>

        {status.error ? (
          <LoadError title="Could not load your subscription" error={status.error} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Counter label="Total Sessions" value={total} testId="counter-total" />
              <Counter
                label="Subscription Sessions"
                value={balance?.subscriptionSessions}
                testId="counter-subscription"
              />
              <Counter label="Top-Up Sessions" value={balance?.topUpSessions} testId="counter-topup" />
            </SimpleGrid>
            {!info ? (
              <Skeleton height={180} radius="md" />
            ) : subscription ? (
              <CurrentSubscriptionCard
                subscription={subscription}
                subscriptionSessions={info.balance.subscriptionSessions}
                checkout={checkout}
                change={change}
              />
            ) : (
              <NoSubscriptionCard />
            )}
          </>
        )}

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quick-actions">
          <Title order={2} size="h4" id="quick-actions" mb="md">
            Quick Actions
          </Title>
          <Group gap="sm">
            <Button onClick={() => setTopUpOpen(true)} leftSection={<IconPlus size={16} aria-hidden />}>
              Top Up
            </Button>
            <Button
              component={Link}
              to="/pricing"
              variant="light"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              Buy Sessions
            </Button>
            <Button
              component={Link}
              to="/pricing?tab=subscription"
              variant="light"
              leftSection={<IconTag size={16} aria-hidden />}
            >
              View Plans
            </Button>
            <Button
              component={Link}
              to="/gemini-virtual-tryon"
              variant="light"
              leftSection={<IconHanger size={16} aria-hidden />}
            >
              Start Try-On
            </Button>
            {subscription && <ManageBillingButton checkout={checkout} variant="light" />}
          </Group>
        </Card>

        <UsageHistory logs={(logs.data ?? logs.previousData)?.me?.usageLogs} error={logs.error} />
      </Stack>

      <UpgradeModal
        opened={topUpOpen}
        onClose={() => setTopUpOpen(false)}
        trigger="manual"
        balance={total}
        avgSessionsPerWeek={(analytics.data ?? analytics.previousData)?.me?.usageAnalytics.avgSessionsPerWeek}
      />
    </Container>
  );
}
