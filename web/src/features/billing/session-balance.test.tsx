import { jest } from '@jest/globals';
import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen, waitFor, subscriptionOpened } from '../../test-utils/render';
import { BALANCE_REFETCH_MS, useSessionBalance, useSessionBalanceLive } from './session-balance';

const me = (subscriptionSessions: number, topUpSessions: number) => ({
  me: {
    __typename: 'User',
    id: 5,
    sessionBalance: {
      __typename: 'SessionBalance',
      subscriptionSessions,
      topUpSessions,
      balance: subscriptionSessions + topUpSessions,
    },
  },
});

/** The signed-in person the `me` answers are (the cache starts with them signed in, as after sign-in). */
const user = buildUser({ id: 5 });

function Shell() {
  useSessionBalanceLive(true);
  return <Reader />;
}

function Reader() {
  const balance = useSessionBalance();
  return <p>{balance ? `balance ${balance.balance}` : 'loading'}</p>;
}

describe('the session balance source', () => {
  it('asks once for every screen that shows it, and takes pushed changes at once', async () => {
    const fetchMock = mockFetch({ 'GQL SessionBalance': gqlData(me(0, 2)) });
    const { subscriptions } = renderWithProviders(
      <>
        <Shell />
        <Reader />
      </>,
      { user },
    );
    await waitFor(() => expect(screen.getAllByText('balance 2')).toHaveLength(2));
    expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(1);

    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    // Opening the push asks once more (what moved before it was open), for both readers at once.
    await waitFor(() => expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(2));
    act(() =>
      subscriptions.simulateResult({
        result: { data: { sessionBalanceChanged: { ...me(0, 1).me } } },
      }),
    );
    await waitFor(() => expect(screen.getAllByText('balance 1')).toHaveLength(2));
    expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(2);
  });

  it('catches up, as the push opens, with a change made before it was open', async () => {
    let sessions = 2;
    const fetchMock = mockFetch({ 'GQL SessionBalance': () => gqlData(me(0, sessions)) });
    const { subscriptions } = renderWithProviders(<Shell />, { user });
    expect(await screen.findByText('balance 2')).toBeInTheDocument();
    // A debit before the page was idle (a job started at once): no push can tell it.
    sessions = 1;
    await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
    expect(await screen.findByText('balance 1')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(2);
  });

  it('asks again every 30 s when no push arrives', async () => {
    jest.useFakeTimers();
    try {
      let sessions = 3;
      const fetchMock = mockFetch({ 'GQL SessionBalance': () => gqlData(me(0, sessions)) });
      renderWithProviders(<Shell />, { user });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByText('balance 3')).toBeInTheDocument();
      sessions = 7;
      await act(() => jest.advanceTimersByTimeAsync(BALANCE_REFETCH_MS));
      expect(screen.getByText('balance 7')).toBeInTheDocument();
      expect(gqlCalls(fetchMock, 'SessionBalance')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no number when the balance cannot be read', async () => {
    mockFetch({ 'GQL SessionBalance': gqlError('INTERNAL', 'Internal server error') });
    renderWithProviders(<Shell />, { user });
    await waitFor(() => expect(screen.getByText('loading')).toBeInTheDocument());
  });
});
