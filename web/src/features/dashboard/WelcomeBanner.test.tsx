import { useState } from 'react';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import type { UsageAnalytics } from '../billing/billing.api';
import { DashboardPage } from './Dashboard.page';
import { analyticsCalls, mockDashboard as mockDashboardWith } from './dashboard.fixtures';
import { WELCOME_BANNER_DISMISSED_KEY } from './WelcomeBanner';

const HINT = 'Tip: start by generating an AI model, then use it to try on an outfit.';

/** A first-time user who has not used a session yet. */
const mockDashboard = (overrides: Partial<UsageAnalytics>) =>
  mockDashboardWith({
    currentBalance: 2,
    isFirstTimeUser: true,
    hasUsedSessions: false,
    avgSessionsPerWeek: 0,
    totalSessions: 0,
    ...overrides,
  });

const banner = () => screen.findByRole('region', { name: /^Welcome to / });

describe('welcome banner on the dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('welcomes a first-time user, mentions the 2 free sessions and adds the hint at a balance of exactly 2', async () => {
    mockDashboard({ currentBalance: 2 });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    const region = await banner();
    expect(within(region).getByText(/2 free sessions/)).toBeInTheDocument();
    expect(within(region).getByText(HINT)).toBeInTheDocument();
  });

  it('leaves the hint out at a balance of 1', async () => {
    mockDashboard({ currentBalance: 1, hasUsedSessions: true, totalSessions: 1 });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    const region = await banner();
    expect(within(region).getByText(/2 free sessions/)).toBeInTheDocument();
    expect(within(region).queryByText(HINT)).not.toBeInTheDocument();
  });

  it('remembers a dismissal (welcome-banner-dismissed) across visits', async () => {
    mockDashboard({ currentBalance: 2 });
    const { events, unmount } = renderWithProviders(<DashboardPage />, { user: buildUser() });
    const region = await banner();
    await events.click(within(region).getByRole('button', { name: 'Dismiss welcome banner' }));
    expect(screen.queryByRole('region', { name: /^Welcome to / })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_BANNER_DISMISSED_KEY)).toBe('true');
    unmount();

    const fetchMock = mockDashboard({ currentBalance: 2 });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    await waitFor(() => expect(analyticsCalls(fetchMock)).toBe(1));
    await act(async () => {});
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Welcome to / })).not.toBeInTheDocument();
  });

  it('gives way to a buy nudge once the free sessions are used up, even after a dismissal', async () => {
    window.localStorage.setItem(WELCOME_BANNER_DISMISSED_KEY, 'true');
    mockDashboard({ currentBalance: 0, hasUsedSessions: true, totalSessions: 2 });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    const region = await screen.findByRole('region', { name: 'Your free sessions are used up' });
    expect(within(region).getByRole('link', { name: 'View Plans & Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByText(/2 free sessions/)).not.toBeInTheDocument();
  });

  it('is not shown to a user who is not a first-time user', async () => {
    const fetchMock = mockDashboard({ isFirstTimeUser: false, currentBalance: 2 });
    renderWithProviders(<DashboardPage />, { user: buildUser() });
    await waitFor(() => expect(analyticsCalls(fetchMock)).toBe(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: /^Welcome to / })).not.toBeInTheDocument();
  });

  it('asks for the usage analytics again on every dashboard load', async () => {
    const fetchMock = mockDashboard({ currentBalance: 2 });
    // Leaving and coming back in the same app (same cache), as the header's links do.
    function LeaveAndReturn() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown && <DashboardPage />}
        </>
      );
    }
    const { events } = renderWithProviders(<LeaveAndReturn />, { user: buildUser() });
    await banner();
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByRole('region', { name: /^Welcome to / })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'toggle' }));
    await banner();
    expect(analyticsCalls(fetchMock)).toBe(2);
  });
});
