import { buildUser } from '../../test-utils/fixtures';
import { gate, gqlCalls, mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { buildAnalytics } from '../billing/billing.fixtures';
import { DashboardPage } from './Dashboard.page';
import { dashboardAnswer } from './dashboard.fixtures';

describe('DashboardPage', () => {
  it('shows the hero with two buttons, the three cards, My Saved Models, How It Works and the footer', async () => {
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
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('asks the server once: one query for the analytics and the saved models, no REST call', async () => {
    const fetchMock = mockFetch({ 'GQL Dashboard': dashboardAnswer() });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    expect(await screen.findByText('No Saved Models Yet')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [[url, init]] = fetchMock.mock.calls;
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'Dashboard' });
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
});
