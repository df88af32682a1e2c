import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { buildUser } from '../../test-utils/fixtures';
import { gate, gqlCalls, gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { buildAnalytics } from '../billing/billing.fixtures';
import { DashboardPage } from './Dashboard.page';
import { dashboardAnswer } from './dashboard.fixtures';
import { prefetchDashboard } from './dashboard-prefetch';

/**
 * A page load opened on /dashboard: main.tsx asks for the dashboard's data before the first render
 * (visit 0, nothing shown); then the dashboard's first visit, then a later one.
 */
function Visits() {
  const client = useApolloClient();
  const [visit, setVisit] = useState(() => {
    prefetchDashboard(client);
    return 0;
  });
  return (
    <>
      <button type="button" onClick={() => setVisit(visit + 1)}>
        Next visit
      </button>
      {visit > 0 && <DashboardPage key={visit} />}
    </>
  );
}

describe('DashboardPage', () => {
  it('shows the hero with two buttons, the three cards, My Saved Models and How It Works', async () => {
    mockFetch({ 'GQL Dashboard': dashboardAnswer() });
    renderWithProviders(<DashboardPage />, { user: buildUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Try On Clothes Virtually' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Virtual Try-On' })).toHaveAttribute(
      'href',
      '/gemini-virtual-tryon',
    );
    expect(screen.getByRole('link', { name: 'Create AI Model' })).toHaveAttribute('href', '/gemini-generate');
    for (const name of ['Generate AI Models', 'Virtual Try-On', 'Conversational Editing']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'My Saved Models' })).toBeInTheDocument();
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    for (const name of ['Generate or Upload', 'Choose Clothing', 'See the Magic']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('asks once for its own data (analytics and saved models), besides the campaigns; no REST call', async () => {
    const fetchMock = mockFetch({ 'GQL Dashboard': dashboardAnswer() });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    await waitFor(() => expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1));
    expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(1);
    expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1);
    // The balance the promo banner follows (the shell keeps it; here nothing has it cached yet).
    expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith('/graphql'))).toBe(true);
  });

  it('shows the promo banner below the welcome banner, both at once', async () => {
    window.localStorage.clear();
    mockFetch({
      'GQL Dashboard': dashboardAnswer({
        analytics: buildAnalytics({ isFirstTimeUser: true, currentBalance: 2 }),
      }),
      'GQL ActivePromoCampaigns': gqlData({
        activePromoCampaigns: [
          {
            __typename: 'PromoCampaign',
            id: 3,
            title: 'Spring sale',
            message: '20% off every pack',
            ctaText: 'See plans',
            ctaUrl: '/pricing',
            priority: 5,
          },
        ],
      }),
    });
    renderWithProviders(<DashboardPage />, { user: buildUser() });

    const welcome = await screen.findByRole('region', { name: /^Welcome to / });
    const promo = await screen.findByRole('region', { name: 'Promotion' });
    expect(within(promo).getByText('Spring sale')).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(welcome.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks again when a balance change evicts the analytics, keeping the last answer shown meanwhile', async () => {
    const first = dashboardAnswer({
      analytics: buildAnalytics({ isFirstTimeUser: true, currentBalance: 2 }),
    });
    const next = gate(dashboardAnswer({ analytics: buildAnalytics({ isFirstTimeUser: false }) }));
    const answers = [first, next.answer];
    const fetchMock = mockFetch({ 'GQL Dashboard': () => answers.shift() ?? next.answer });
    const { client } = renderWithProviders(<DashboardPage />, { user: buildUser() });
    expect(await screen.findByRole('region', { name: /^Welcome to / })).toBeInTheDocument();

    // What the balance push does (features/billing/session-balance.ts).
    act(() => {
      client.cache.evict({ id: 'User:1', fieldName: 'usageAnalytics' });
      client.cache.gc();
    });
    await waitFor(() => expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(2));
    expect(screen.getByRole('region', { name: /^Welcome to / })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved models...')).not.toBeInTheDocument();

    next.release();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Welcome to / })).not.toBeInTheDocument(),
    );
  });

  it('shows the answer asked for at the start without asking again, and asks again on a later visit', async () => {
    const fetchMock = mockFetch({
      'GQL Dashboard': dashboardAnswer({
        analytics: buildAnalytics({ isFirstTimeUser: true, currentBalance: 2 }),
      }),
    });
    const { client, events } = renderWithProviders(<Visits />, { user: buildUser() });
    await waitFor(() => expect(client.cache.extract()).toHaveProperty(['User:1', 'usageAnalytics']));
    expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'Next visit' }));
    expect(screen.getByRole('region', { name: /^Welcome to / })).toBeInTheDocument();
    expect(screen.queryByText('Loading your saved models...')).not.toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(1);

    await events.click(screen.getByRole('button', { name: 'Next visit' }));
    await waitFor(() => expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(2));
  });
});
