import type { mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import type { UsageAnalytics } from '../billing/billing.api';
import { LOW_BALANCE_MODAL_SHOWN_KEY } from '../billing/billing-rules';
import { buildAnalytics } from '../billing/billing.fixtures';
import { DashboardPage } from './Dashboard.page';
import { analyticsCalls, mockDashboard as mockDashboardWith } from './dashboard.fixtures';

/** A returning user who has used sessions. */
const mockDashboard = (overrides: Partial<UsageAnalytics>) =>
  mockDashboardWith(buildAnalytics({ totalSessions: 10, ...overrides }));

function renderDashboard() {
  return renderWithProviders(<DashboardPage />, { route: '/dashboard', user: buildUser() });
}

/** Waits until the dashboard has its analytics, then checks that no upgrade modal opened. */
async function expectNoModal(fetchMock: ReturnType<typeof mockFetch>) {
  await waitFor(() => expect(analyticsCalls(fetchMock)).toBe(1));
  await screen.findByRole('heading', { level: 1, name: 'Try On Clothes Virtually' });
  await act(async () => {});
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('upgrade modal on the dashboard', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('opens "Out of Sessions" at a balance of 0 for a returning user, reusing the dashboard analytics', async () => {
    const fetchMock = mockDashboard({ currentBalance: 0, avgSessionsPerWeek: 20 });
    renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Out of Sessions' });
    expect(within(dialog).getByText('Recommended: 50 Sessions')).toBeInTheDocument();
    expect(within(dialog).getByText('Maximum value for power users')).toBeInTheDocument();
    expect(within(dialog).getByTestId('subscription-suggestion')).toBeInTheDocument();
    expect(analyticsCalls(fetchMock)).toBe(1);
  });

  it('opens "Out of Sessions" again on the next dashboard load (no per-session limit)', async () => {
    mockDashboard({ currentBalance: 0 });
    const first = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Out of Sessions' });
    await first.events.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderDashboard();
    expect(await screen.findByRole('dialog', { name: 'Out of Sessions' })).toBeInTheDocument();
  });

  it('opens "Out of Sessions" for a first-time user whose free sessions are used up, like anyone at 0', async () => {
    mockDashboard({ currentBalance: 0, isFirstTimeUser: true, hasUsedSessions: true });
    renderDashboard();
    expect(await screen.findByRole('dialog', { name: 'Out of Sessions' })).toBeInTheDocument();
  });

  it('opens "Running Low on Sessions" at 1 to 3 with the plural wording, and remembers it', async () => {
    mockDashboard({ currentBalance: 3 });
    renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Running Low on Sessions' });
    expect(within(dialog).getByText('You have 3 sessions left')).toBeInTheDocument();
    expect(within(dialog).getByText('Recommended: 10 Sessions')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(LOW_BALANCE_MODAL_SHOWN_KEY)).toBe('true');
  });

  it('uses the singular at a balance of 1', async () => {
    mockDashboard({ currentBalance: 1 });
    renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Running Low on Sessions' });
    expect(within(dialog).getByText('You have 1 session left')).toBeInTheDocument();
  });

  it('shows the low-balance modal at most once per browser session', async () => {
    const fetchMock = mockDashboard({ currentBalance: 2 });
    const first = renderDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Running Low on Sessions' });
    await first.events.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    first.unmount();
    fetchMock.mockClear();

    renderDashboard();
    await expectNoModal(fetchMock);
  });

  it('shows it again in a new browser session', async () => {
    window.sessionStorage.setItem(LOW_BALANCE_MODAL_SHOWN_KEY, 'true');
    const fetchMock = mockDashboard({ currentBalance: 2 });
    const first = renderDashboard();
    await expectNoModal(fetchMock);
    first.unmount();

    window.sessionStorage.clear();
    renderDashboard();
    expect(await screen.findByRole('dialog', { name: 'Running Low on Sessions' })).toBeInTheDocument();
  });

  it('does not warn a user who has not used sessions, nor above 3', async () => {
    const fetchMock = mockDashboard({ currentBalance: 2, hasUsedSessions: false });
    const first = renderDashboard();
    await expectNoModal(fetchMock);
    first.unmount();
    expect(window.sessionStorage.getItem(LOW_BALANCE_MODAL_SHOWN_KEY)).toBeNull();

    const again = mockDashboard({ currentBalance: 4 });
    renderDashboard();
    await expectNoModal(again);
  });
});
