import { gqlCalls, gqlError, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import {
  act,
  renderWithProviders,
  screen,
  waitFor,
  within,
  subscriptionOpened,
} from '../../test-utils/render';
import type { SubscriptionStatus, UsageLog } from './billing.api';
import {
  analyticsAnswer,
  balanceAnswer,
  balanceUser,
  buildAnalytics,
  buildPlan,
  buildStatus,
  buildSubscription,
  buildUsageLog,
  redirectAnswer,
  subscriptionInfoAnswer,
  usageLogsAnswer,
} from './billing.fixtures';
import { useSessionBalanceLive } from './session-balance';
import { SubscriptionManagementPage } from './SubscriptionManagement.page';

const location = () => screen.getByTestId('location').textContent;

function backend(status: SubscriptionStatus, logs: UsageLog[] = [], extra: Record<string, MockAnswer> = {}) {
  return mockFetch({
    'GQL SubscriptionInfo': subscriptionInfoAnswer(status),
    'GQL UsageLogs': usageLogsAnswer(logs),
    'GQL UsageAnalytics': analyticsAnswer(buildAnalytics({ avgSessionsPerWeek: 8 })),
    ...extra,
  });
}

function renderPage() {
  return renderWithProviders(<SubscriptionManagementPage />, {
    route: '/subscription-management',
    user: buildUser(),
  });
}

describe('SubscriptionManagementPage', () => {
  it('shows the three counters: total, subscription and top-up sessions', async () => {
    backend(buildStatus(38, 5, buildSubscription()));
    renderPage();
    expect(await screen.findByTestId('counter-total')).toHaveTextContent('43');
    expect(screen.getByTestId('counter-subscription')).toHaveTextContent('38');
    expect(screen.getByTestId('counter-topup')).toHaveTextContent('5');
    expect(
      within(screen.getByRole('region', { name: 'Total Sessions' })).getByText('43'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Subscription Sessions' })).getByText('38'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Top-Up Sessions' })).getByText('5'),
    ).toBeInTheDocument();
  });

  it('shows the current subscription: plan, status badge (default style when active), cycle, period end', async () => {
    backend(buildStatus(38, 0, buildSubscription({ cycle: 'annual' })));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Current Subscription' });
    expect(within(card).getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
    const badge = within(card).getByText('active').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-badge-style', 'default');
    expect(badge).toHaveAttribute('data-variant', 'filled');
    expect(within(card).getByText('Annual')).toBeInTheDocument();
    expect(
      within(card).getByText(new Date('2026-04-01T00:00:00.000Z').toLocaleDateString()),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Cancels at period end')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByText('No Active Subscription')).not.toBeInTheDocument();
  });

  it('shows another status as text in a non-default badge, and "Cancels at period end"', async () => {
    backend(buildStatus(0, 0, buildSubscription({ state: 'past_due', cancelAtPeriodEnd: true })));
    renderPage();
    const card = await screen.findByRole('region', { name: 'Current Subscription' });
    const badge = within(card).getByText('past due').closest('.mantine-Badge-root');
    expect(badge).toHaveAttribute('data-badge-style', 'secondary');
    expect(badge).toHaveAttribute('data-variant', 'outline');
    expect(within(card).getByText('Monthly')).toBeInTheDocument();
    expect(within(card).getByText('Cancels at period end')).toBeInTheDocument();
  });

  it('shows the usage bar: used = sessionsPerMonth minus the remaining subscription sessions', async () => {
    backend(buildStatus(38, 4, buildSubscription({ plan: buildPlan({ sessionsPerMonth: 50 }) })));
    renderPage();
    expect(await screen.findByTestId('usage-bar-text')).toHaveTextContent('12 of 50 used');
    const bar = screen.getByRole('progressbar', { name: 'Subscription sessions used' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
  });

  it('shows "No Active Subscription" with a link to the plans, and no usage bar or Manage Billing', async () => {
    backend(buildStatus(0, 6, null));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Subscription Plans' })).toHaveAttribute(
      'href',
      '/pricing?tab=subscription',
    );
    expect(screen.getByTestId('counter-total')).toHaveTextContent('6');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
  });

  it('shows "No usage history yet." when there is no usage', async () => {
    backend(buildStatus(0, 0));
    renderPage();
    expect(await screen.findByText('No usage history yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the usage history: date, action type, sessions cost, deducted from', async () => {
    const logs = [
      buildUsageLog({ id: 3, createdAt: '2026-03-12T09:00:00.000Z', action: 'model_generation' }),
      buildUsageLog({
        id: 2,
        createdAt: '2026-03-11T09:00:00.000Z',
        action: 'refinement',
        sessionsCost: 2,
        source: 'mixed',
      }),
      buildUsageLog({ id: 1, createdAt: '2026-03-10T09:00:00.000Z', source: 'top_up' }),
      buildUsageLog({ id: 0, createdAt: '2026-03-09T09:00:00.000Z', source: 'free_trial' }),
    ];
    backend(buildStatus(0, 0), logs);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Usage history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Action Type', 'Sessions Cost', 'Deducted From']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      [new Date('2026-03-12T09:00:00.000Z').toLocaleString(), 'Model Generation', '1', 'Subscription'],
      [new Date('2026-03-11T09:00:00.000Z').toLocaleString(), 'Refinement', '2', 'Mixed'],
      [new Date('2026-03-10T09:00:00.000Z').toLocaleString(), 'Virtual Try-On', '1', 'Top-Up'],
      [new Date('2026-03-09T09:00:00.000Z').toLocaleString(), 'Virtual Try-On', '1', 'Free Trial'],
    ]);
    expect(screen.queryByText('No usage history yet.')).not.toBeInTheDocument();
    // On phones each row is a card whose lines are labelled with their column (no sideways scroll).
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((td) => td.getAttribute('data-label'))).toEqual([
      'Date',
      'Action Type',
      'Sessions Cost',
      'Deducted From',
    ]);
    expect(table.closest('.mantine-Table-scrollContainer')).toBeNull();
  });

  it('offers the quick actions', async () => {
    backend(buildStatus(10, 0, buildSubscription()));
    renderPage();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/pricing');
    expect(within(actions).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/pricing?tab=subscription',
    );
    expect(within(actions).getByRole('link', { name: 'Start Try-On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
    expect(await within(actions).findByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
  });

  it('Manage Billing opens the portal address', async () => {
    backend(buildStatus(10, 0, buildSubscription()), [], {
      'GQL CreatePortalSession': redirectAnswer('createPortalSession', '/sandbox-portal'),
    });
    const { events } = renderPage();
    const card = await screen.findByRole('region', { name: 'Current Subscription' });
    await events.click(within(card).getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(location()).toBe('/sandbox-portal'));
  });

  it('"Top Up" opens the upgrade modal with its manual title and the recommendation', async () => {
    backend(buildStatus(0, 3));
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Top Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top Up Your Sessions' });
    expect(within(dialog).getByText('Recommended: 25 Sessions')).toBeInTheDocument();
    expect(within(dialog).getByText('Best value for regular users')).toBeInTheDocument();
  });

  it('says so when the subscription status cannot be loaded', async () => {
    mockFetch({
      'GQL SubscriptionInfo': gqlError('INTERNAL', 'Internal server error'),
      'GQL UsageLogs': usageLogsAnswer([]),
    });
    renderPage();
    expect(await screen.findByText('Could not load your subscription')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-total')).not.toBeInTheDocument();
  });

  it('asks again for the counters and the history when the balance moves (a debit elsewhere)', async () => {
    let logs: UsageLog[] = [];
    let status = buildStatus(0, 3);
    const fetchMock = mockFetch({
      'GQL SessionBalance': balanceAnswer(3),
      'GQL SubscriptionInfo': () => subscriptionInfoAnswer(status),
      'GQL UsageLogs': () => usageLogsAnswer(logs),
      'GQL UsageAnalytics': analyticsAnswer(buildAnalytics()),
    });
    function WithShell() {
      useSessionBalanceLive(true);
      return <SubscriptionManagementPage />;
    }
    const { subscriptions } = renderWithProviders(<WithShell />, {
      route: '/subscription-management',
      user: buildUser(),
    });
    expect(await screen.findByText('No usage history yet.')).toBeInTheDocument();
    expect(screen.getByTestId('counter-total')).toHaveTextContent('3');
    await waitFor(() => expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(1));

    logs = [buildUsageLog({ source: 'top_up' })];
    status = buildStatus(0, 2);
    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    act(() => subscriptions.simulateResult({ result: { data: { sessionBalanceChanged: balanceUser(2) } } }));
    expect(await screen.findByRole('table', { name: 'Usage history' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('counter-total')).toHaveTextContent('2'));
    expect(gqlCalls(fetchMock, 'UsageLogs')).toHaveLength(2);
    expect(gqlCalls(fetchMock, 'SubscriptionInfo')).toHaveLength(2);
  });
});
