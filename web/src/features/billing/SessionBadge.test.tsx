import { jest } from '@jest/globals';
import { DEFAULT_THEME } from '@mantine/core';
import { HeaderWithSessionBadge } from '../../app/AppLayout/AppLayout';
import { gate, gqlCalls, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { contrast } from '../../test-utils/contrast';
import {
  act,
  renderWithProviders,
  screen,
  waitFor,
  within,
  subscriptionOpened,
} from '../../test-utils/render';
import { SessionBalanceBar } from '../tryon/SessionBalanceBar';
import { analyticsAnswer, balanceAnswer, balanceUser, buildAnalytics as analytics } from './billing.fixtures';
import { BADGE_FILL, sessionBadgeLook } from './SessionBadge';

const location = () => screen.getByTestId('location').textContent;

function mockBilling(balance: number, firstTime: boolean) {
  return mockFetch({
    'GQL SessionBalance': balanceAnswer(balance),
    'GQL UsageAnalytics': analyticsAnswer(analytics({ currentBalance: balance, isFirstTimeUser: firstTime })),
  });
}

const balanceCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  gqlCalls(fetchMock, 'SessionBalance').length;
const analyticsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  gqlCalls(fetchMock, 'UsageAnalytics').length;

describe('sessionBadgeLook', () => {
  it.each([
    [2, true, 'green', 'Free Trial: 2'],
    [10, true, 'green', 'Free Trial: 10'],
    [1, true, 'green', 'Free Trial: 1'],
    // The free sessions are used up: the same orange badge as anyone out of sessions.
    [0, true, 'orange', 'Sessions: 0'],
    [0, false, 'orange', 'Sessions: 0'],
    [3, false, 'orange', 'Sessions: 3'],
    [4, false, 'violet', 'Sessions: 4'],
    [50, false, 'violet', 'Sessions: 50'],
  ])('balance %i, first-time %s: %s "%s"', (balance, firstTime, color, label) => {
    expect(sessionBadgeLook(balance, firstTime)).toEqual({ color, label });
  });

  it('fills each badge so that its white text reads at 4.5:1 or more (WCAG AA)', () => {
    const fills = { ...BADGE_FILL, violet: DEFAULT_THEME.colors.violet[6] };
    for (const [look, fill] of Object.entries(fills)) {
      expect([look, contrast('#ffffff', fill) >= 4.5]).toEqual([look, true]);
    }
  });
});

describe('session badge in the header', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a green "Free Trial: N" for a first-time user, linking to /pricing', async () => {
    mockBilling(2, true);
    const { events } = renderWithProviders(<HeaderWithSessionBadge />, {
      route: '/dashboard',
      user: buildUser(),
    });
    const badge = await screen.findByRole('link', { name: 'Free Trial: 2' });
    expect(badge).toHaveAttribute('href', '/pricing');
    expect(badge).toHaveAttribute('data-color', 'green');
    await events.click(badge);
    await waitFor(() => expect(location()).toBe('/pricing'));
  });

  it('shows an orange "Sessions: N" at 3 or less', async () => {
    mockBilling(3, false);
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Sessions: 3' })).toHaveAttribute('data-color', 'orange');
  });

  it('shows a purple "Sessions: N" above 3', async () => {
    mockBilling(4, false);
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Sessions: 4' })).toHaveAttribute('data-color', 'violet');
  });

  it('is in the mobile menu too, and following it closes the menu', async () => {
    mockBilling(7, false);
    const { events } = renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await screen.findByRole('link', { name: 'Sessions: 7' });
    await events.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const badge = within(drawer).getByRole('link', { name: 'Sessions: 7' });
    expect(badge).toHaveAttribute('href', '/pricing');
    await events.click(badge);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(location()).toBe('/pricing');
  });

  it('keeps the "User menu" button and the header links', async () => {
    mockBilling(7, false);
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await screen.findByRole('link', { name: 'Sessions: 7' });
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'AI Try-On', 'AI Models', 'My Gallery']);
  });

  it('is hidden while loading and when the balance call fails (no made-up number)', async () => {
    const failure = gate(gqlError('INTERNAL', 'Internal Server Error'));
    const fetchMock = mockFetch({
      'GQL SessionBalance': () => failure.answer,
      'GQL UsageAnalytics': analyticsAnswer(analytics()),
    });
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await waitFor(() => expect(balanceCalls(fetchMock)).toBe(1));
    await waitFor(() => expect(analyticsCalls(fetchMock)).toBe(1));
    expect(screen.queryByRole('link', { name: /Sessions:|Free Trial:/ })).not.toBeInTheDocument();
    act(() => failure.release());
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Sessions:|Free Trial:/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
  });

  it('is hidden when the usage analytics call fails', async () => {
    const fetchMock = mockFetch({
      'GQL SessionBalance': balanceAnswer(5),
      'GQL UsageAnalytics': gqlError('INTERNAL', 'Internal Server Error'),
    });
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Sessions:|Free Trial:/ })).not.toBeInTheDocument();
  });

  it('asks nothing when nobody is signed in', async () => {
    const fetchMock = mockBilling(5, false);
    renderWithProviders(<HeaderWithSessionBadge />, { user: null });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the balance again every 30 s and shows the new value', async () => {
    jest.useFakeTimers();
    let balance = 5;
    const fetchMock = mockFetch({
      'GQL SessionBalance': () => balanceAnswer(balance),
      'GQL UsageAnalytics': analyticsAnswer(analytics()),
    });
    renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('link', { name: 'Sessions: 5' })).toHaveAttribute('data-color', 'violet');
    expect(balanceCalls(fetchMock)).toBe(1);
    // The push opens once the page is idle, and the balance is asked again then (what moved before it).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(balanceCalls(fetchMock)).toBe(2);

    balance = 3;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(28_000);
    });
    expect(balanceCalls(fetchMock)).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(balanceCalls(fetchMock)).toBe(3);
    // Let the answer arrive (a few ms, far from the next poll).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('link', { name: 'Sessions: 3' })).toHaveAttribute('data-color', 'orange');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(28_980);
    });
    expect(balanceCalls(fetchMock)).toBe(3);
    // The first-time flag is not polled: asked once, then again only because the balance moved (5 -> 3).
    expect(analyticsCalls(fetchMock)).toBe(2);
  });
});

describe('session badge refresh after a purchase', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('takes the pushed balance at once and asks for the first-time flag again', async () => {
    let balance = 2;
    const fetchMock = mockFetch({
      'GQL SessionBalance': balanceAnswer(2),
      'GQL UsageAnalytics': () =>
        analyticsAnswer(analytics({ currentBalance: balance, isFirstTimeUser: balance === 2 })),
    });
    const { subscriptions } = renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    expect(await screen.findByRole('link', { name: 'Free Trial: 2' })).toBeInTheDocument();

    balance = 12;
    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    await waitFor(() => expect(balanceCalls(fetchMock)).toBe(2));
    act(() => subscriptions.simulateResult({ result: { data: { sessionBalanceChanged: balanceUser(12) } } }));
    expect(await screen.findByRole('link', { name: 'Sessions: 12' })).toHaveAttribute('data-color', 'violet');
    // The push carried the balance: only the first-time flag is asked again.
    expect(balanceCalls(fetchMock)).toBe(2);
    expect(analyticsCalls(fetchMock)).toBe(2);
  });

  it('a push that leaves the balance as it was asks nothing again', async () => {
    const fetchMock = mockBilling(5, false);
    const { subscriptions } = renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await screen.findByRole('link', { name: 'Sessions: 5' });
    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    await waitFor(() => expect(balanceCalls(fetchMock)).toBe(2));
    act(() => subscriptions.simulateResult({ result: { data: { sessionBalanceChanged: balanceUser(5) } } }));
    await act(async () => {});
    expect(analyticsCalls(fetchMock)).toBe(1);
    expect(balanceCalls(fetchMock)).toBe(2);
  });

  it('stops asking once the header is gone', async () => {
    jest.useFakeTimers();
    const fetchMock = mockBilling(5, false);
    const { unmount } = renderWithProviders(<HeaderWithSessionBadge />, { user: buildUser() });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('link', { name: 'Sessions: 5' })).toBeInTheDocument();
    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(balanceCalls(fetchMock)).toBe(1);
  });

  it('shares one balance request with the try-on balance bar, and a push updates both', async () => {
    const fetchMock = mockBilling(5, false);
    const { subscriptions } = renderWithProviders(
      <>
        <HeaderWithSessionBadge />
        <SessionBalanceBar />
      </>,
      { user: buildUser() },
    );
    await screen.findByRole('link', { name: 'Sessions: 5' });
    await waitFor(() => expect(screen.getByTestId('session-balance-value')).toHaveTextContent('5'));
    expect(balanceCalls(fetchMock)).toBe(1);

    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    await waitFor(() => expect(balanceCalls(fetchMock)).toBe(2));

    act(() => subscriptions.simulateResult({ result: { data: { sessionBalanceChanged: balanceUser(9) } } }));
    expect(await screen.findByRole('link', { name: 'Sessions: 9' })).toBeInTheDocument();
    expect(screen.getByTestId('session-balance-value')).toHaveTextContent('9');
    expect(balanceCalls(fetchMock)).toBe(2);
  });
});
