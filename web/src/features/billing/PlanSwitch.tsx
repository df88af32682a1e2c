import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BillingCycle, PlanCard_SubscriptionPlanFragment } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format-date';
import type { UserSubscription } from './billing.api';
import { BILLING_CYCLES, formatCents } from './billing-rules';
import type { PlanChange, PlanChoice } from './use-plan-change';

type Plan = Pick<
  PlanCard_SubscriptionPlanFragment,
  'id' | 'name' | 'displayName' | 'priceMonthly' | 'priceAnnual' | 'sessionsPerMonth' | 'sortOrder'
>;

/** "Pro (monthly)". */
export const planWords = (displayName: string, cycle: BillingCycle) => `${displayName} (${cycle})`;

/**
 * When a switch to `plan` on `cycle` takes effect: at once for an upgrade (more sessions a month, same
 * cycle), else at the period's end, as billing decides it.
 */
export function switchesAtOnce(subscription: UserSubscription, plan: Plan, cycle: BillingCycle): boolean {
  return cycle === subscription.cycle && plan.sessionsPerMonth > (subscription.plan?.sessionsPerMonth ?? 0);
}

/** The price of a plan on a cycle, as the switch buttons say it. */
const priceOf = (plan: Plan, cycle: BillingCycle) =>
  cycle === 'annual' ? `${formatCents(plan.priceAnnual)}/year` : `${formatCents(plan.priceMonthly)}/month`;

/** "Changes to Standard (monthly) on 1/2/2027", with its Undo button. */
export function PendingPlanChange({
  subscription,
  change,
}: {
  subscription: UserSubscription;
  change: PlanChange;
}) {
  const pending = subscription.pendingChange;
  if (!pending) return null;
  return (
    <Group gap="sm" data-testid="pending-plan-change">
      <Text size="sm" c="blue.8" fw={600}>
        Changes to {planWords(pending.plan.displayName, pending.cycle)} on{' '}
        {formatDate(pending.effectiveAt, '—')}
      </Text>
      <Button
        size="xs"
        variant="light"
        loading={change.pending === 'undo'}
        onClick={() => void change.undo()}
      >
        Undo Change
      </Button>
    </Group>
  );
}

/**
 * The other paid plans and cycles a subscriber can switch to, each a button that asks for confirmation
 * (none while a change is waiting, or while the subscription ends at the period's end).
 */
export function PlanSwitchOptions({
  subscription,
  plans,
  change,
}: {
  subscription: UserSubscription;
  plans: readonly Plan[];
  change: PlanChange;
}) {
  if (subscription.pendingChange || subscription.cancelAtPeriodEnd) return null;
  const choices = [...plans]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((plan) => plan.priceMonthly > 0)
    .flatMap((plan) => BILLING_CYCLES.map((cycle) => ({ plan, cycle })))
    .filter(({ plan, cycle }) => plan.id !== subscription.planId || cycle !== subscription.cycle);
  if (choices.length === 0) return null;
  return (
    <Stack gap={6} data-testid="plan-switch-options">
      <Text size="sm" fw={600}>
        Change plan
      </Text>
      <Group gap="xs">
        {choices.map(({ plan, cycle }) => (
          <Button
            key={`${plan.name}:${cycle}`}
            size="xs"
            variant="default"
            disabled={change.pending !== null}
            onClick={() => change.choose({ planName: plan.name, displayName: plan.displayName, cycle })}
          >
            Switch to {planWords(plan.displayName, cycle)}, {priceOf(plan, cycle)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** What a switch will do, in words, before the person confirms it. */
function consequence(subscription: UserSubscription, plan: Plan | undefined, choice: PlanChoice): string {
  const until = formatDate(subscription.currentPeriodEnd, 'the end of this period');
  const current = subscription.plan?.displayName ?? 'your plan';
  if (plan && switchesAtOnce(subscription, plan, choice.cycle)) {
    const extra = plan.sessionsPerMonth - (subscription.plan?.sessionsPerMonth ?? 0);
    return (
      `The switch takes effect now: you pay the prorated difference for the rest of this period today, ` +
      `and get ${extra} more sessions this month.`
    );
  }
  return `You keep ${current} until ${until}; then your plan changes to ${planWords(choice.displayName, choice.cycle)}. You can undo this before that date.`;
}

/** The confirmation of a switch: what it does, Confirm or Cancel. */
export function PlanChangeDialog({
  subscription,
  plans,
  change,
}: {
  subscription: UserSubscription | null;
  plans: readonly Plan[];
  change: PlanChange;
}) {
  const { choice } = change;
  const plan = choice ? plans.find((p) => p.name === choice.planName) : undefined;
  return (
    <Modal
      opened={choice !== null && subscription !== null}
      onClose={change.dismiss}
      title={choice ? `Switch to ${planWords(choice.displayName, choice.cycle)}?` : ''}
      centered
    >
      {choice && subscription && (
        <Stack gap="md">
          <Text size="sm">{consequence(subscription, plan, choice)}</Text>
          {plan && (
            <Text size="sm" c="dimmed">
              {plan.displayName}: {plan.sessionsPerMonth} sessions a month, {priceOf(plan, choice.cycle)}.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={change.dismiss} disabled={change.pending === 'change'}>
              Cancel
            </Button>
            <Button onClick={() => void change.confirm()} loading={change.pending === 'change'}>
              Confirm Switch
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
