import { gqlCalls, gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import {
  analyticsAnswer,
  balanceAnswer,
  buildAnalytics,
  buildPlan,
  buildStatus,
  usageLogsAnswer,
  buildSubscription,
  PLANS,
  plansAnswer,
  subscriptionInfoAnswer,
} from './billing.fixtures';
import { PricingPage } from './Pricing.page';
import { SandboxPortalPage } from './SandboxPortal.page';
import { SubscriptionManagementPage } from './SubscriptionManagement.page';

const PRO = PLANS.find((p) => p.name === 'pro')!;
const STANDARD = buildPlan();
const END = '2026-04-01T00:00:00.000Z';
const onPro = () => buildSubscription({ plan: PRO, planId: PRO.id, currentPeriodEnd: END });
const pendingTo = (plan = STANDARD) =>
  buildSubscription({
    plan: PRO,
    planId: PRO.id,
    currentPeriodEnd: END,
    pendingChange: {
      __typename: 'PendingPlanChange',
      id: 9,
      kind: 'downgrade',
      cycle: 'monthly',
      effectiveAt: END,
      plan: { __typename: 'SubscriptionPlan', id: plan.id, name: plan.name, displayName: plan.displayName },
    } as never,
  });

const changeAnswer = (immediate: boolean, status: ReturnType<typeof buildStatus>) =>
  gqlData({
    changeSubscriptionPlan: {
      __typename: 'PlanChangeResult',
      message: immediate ? 'You are now on the Pro plan: 100 sessions added for this month.' : 'Scheduled.',
      kind: immediate ? 'upgrade' : 'downgrade',
      immediate,
      effectiveAt: END,
      status,
    },
  });

const planCard = (name: string) => screen.findByRole('article', { name });

describe('plan switches', () => {
  it("on /pricing a subscriber's Subscribe is a switch: confirmed first, then the new plan is current", async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionPlans': plansAnswer(),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(50, 0, buildSubscription())),
      'GQL ChangeSubscriptionPlan': changeAnswer(true, buildStatus(150, 0, onPro())),
      'GQL SessionBalance': balanceAnswer(0, 150),
    });
    const { events } = renderWithProviders(<PricingPage />, { route: '/pricing', user: buildUser() });
    await events.click(within(await planCard('Pro')).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Pro (monthly)?' });
    expect(dialog).toHaveTextContent('The switch takes effect now');
    expect(dialog).toHaveTextContent('get 100 more sessions this month');
    // Nothing is sent before the confirmation.
    expect(gqlCalls(fetchMock, 'ChangeSubscriptionPlan')).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Confirm Switch' }));
    await waitFor(() =>
      expect(gqlCalls(fetchMock, 'ChangeSubscriptionPlan')).toEqual([{ planName: 'pro', cycle: 'monthly' }]),
    );
    expect(await within(await planCard('Pro')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(await screen.findByText('Current Plan: Pro')).toBeInTheDocument();
  });

  it('Cancel in the confirmation switches nothing', async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionPlans': plansAnswer(),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(50, 0, onPro())),
    });
    const { events } = renderWithProviders(<PricingPage />, { route: '/pricing', user: buildUser() });
    await events.click(within(await planCard('Standard')).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Standard (monthly)?' });
    expect(dialog).toHaveTextContent('You keep Pro until');
    expect(dialog).toHaveTextContent('You can undo this before that date.');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gqlCalls(fetchMock, 'ChangeSubscriptionPlan')).toEqual([]);
  });

  it('a waiting change shows "Changes to X on DATE" with Undo, and blocks other switches', async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionPlans': plansAnswer(),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(50, 0, pendingTo())),
      'GQL UndoPlanChange': gqlData({ undoPlanChange: buildStatus(50, 0, onPro()) }),
      'GQL UsageAnalytics': analyticsAnswer(buildAnalytics()),
      'GQL UsageLogs': usageLogsAnswer([]),
    });
    const { events } = renderWithProviders(<SubscriptionManagementPage />, {
      route: '/subscription-management',
      user: buildUser(),
    });
    const notice = await screen.findByTestId('pending-plan-change');
    expect(notice).toHaveTextContent(
      `Changes to Standard (monthly) on ${new Date(END).toLocaleDateString()}`,
    );
    expect(screen.queryByTestId('plan-switch-options')).not.toBeInTheDocument();
    await events.click(within(notice).getByRole('button', { name: 'Undo Change' }));
    await waitFor(() => expect(gqlCalls(fetchMock, 'UndoPlanChange')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('pending-plan-change')).not.toBeInTheDocument());
    // Undone: the switches are offered again.
    expect(await screen.findByTestId('plan-switch-options')).toBeInTheDocument();
  });

  it('the sandbox portal offers the same switches, each confirmed', async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionPlans': plansAnswer(),
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(150, 0, onPro())),
      'GQL ChangeSubscriptionPlan': changeAnswer(false, buildStatus(150, 0, pendingTo())),
    });
    const { events } = renderWithProviders(<SandboxPortalPage />, {
      route: '/sandbox-portal',
      user: buildUser(),
    });
    const options = await screen.findByTestId('plan-switch-options');
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Switch to Standard (monthly), $19.99/month',
      'Switch to Standard (annual), $191.90/year',
      'Switch to Pro (annual), $479.90/year',
    ]);
    await events.click(within(options).getByRole('button', { name: /Standard \(monthly\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Standard (monthly)?' });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm Switch' }));
    await waitFor(() =>
      expect(gqlCalls(fetchMock, 'ChangeSubscriptionPlan')).toEqual([
        { planName: 'standard', cycle: 'monthly' },
      ]),
    );
    expect(await screen.findByTestId('pending-plan-change')).toHaveTextContent(
      'Changes to Standard (monthly)',
    );
  });
});
