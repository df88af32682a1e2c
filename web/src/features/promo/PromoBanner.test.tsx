import { jest } from '@jest/globals';
import { gqlCalls, gqlData, gqlError, mockFetch, type MockAnswer } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import {
  act,
  renderWithProviders,
  screen,
  waitFor,
  within,
  subscriptionOpened,
} from '../../test-utils/render';
import { balanceAnswer, balanceUser } from '../billing/billing.fixtures';
import { useSessionBalanceLive } from '../billing/session-balance';
import {
  DEFAULT_CTA_TEXT,
  dismissedCampaignKey,
  PROMO_REFETCH_AFTER_BALANCE_MS,
  PromoBanner,
} from './PromoBanner';

/** A campaign as the graph answers it (no call to action unless given). */
function campaign(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PromoCampaign',
    id,
    title: `Campaign ${id}`,
    message: `Message of campaign ${id}`,
    ctaText: null,
    ctaUrl: null,
    priority: 100 - id,
    ...overrides,
  };
}

const campaignsAnswer = (...campaigns: ReturnType<typeof campaign>[]) =>
  gqlData({ activePromoCampaigns: campaigns });

/** A server answering these campaigns, and a balance of 2 for the balance the banner follows. */
const mockCampaigns = (answer: MockAnswer | (() => MockAnswer)) =>
  mockFetch({ 'GQL ActivePromoCampaigns': answer, 'GQL SessionBalance': balanceAnswer(2) });

const user = buildUser({ id: 1 });
const banner = () => screen.findByRole('region', { name: 'Promotion' });
const noBanner = () => expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();

afterEach(() => window.localStorage.clear());

describe('PromoBanner', () => {
  it('shows the first campaign the person has not dismissed, with its title and message', async () => {
    window.localStorage.setItem(dismissedCampaignKey(1), 'true');
    mockCampaigns(campaignsAnswer(campaign(1), campaign(2), campaign(3)));
    renderWithProviders(<PromoBanner />, { user });
    const region = await banner();
    expect(within(region).getByText('Campaign 2')).toBeInTheDocument();
    expect(within(region).getByText('Message of campaign 2')).toBeInTheDocument();
    expect(within(region).queryByText('Campaign 1')).not.toBeInTheDocument();
    expect(within(region).queryByText('Campaign 3')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('remembers a dismissal per campaign (dismissed-campaign-{id}) and then shows the next one', async () => {
    mockCampaigns(campaignsAnswer(campaign(4), campaign(5)));
    const { events, unmount } = renderWithProviders(<PromoBanner />, { user });
    const region = await banner();
    expect(within(region).getByText('Campaign 4')).toBeInTheDocument();

    await events.click(within(region).getByRole('button', { name: 'Dismiss promotion' }));
    expect(window.localStorage.getItem('dismissed-campaign-4')).toBe('true');
    expect(within(await banner()).getByText('Campaign 5')).toBeInTheDocument();
    expect(screen.queryByText('Campaign 4')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<PromoBanner />, { user });
    expect(within(await banner()).getByText('Campaign 5')).toBeInTheDocument();
    expect(screen.queryByText('Campaign 4')).not.toBeInTheDocument();
  });

  it('routes an in-app call to action in the app', async () => {
    mockCampaigns(campaignsAnswer(campaign(1, { ctaText: 'See plans', ctaUrl: '/pricing' })));
    const { events } = renderWithProviders(<PromoBanner />, { user, route: '/gallery' });
    const cta = within(await banner()).getByRole('link', { name: 'See plans' });
    expect(cta).toHaveAttribute('href', '/pricing');
    expect(cta).not.toHaveAttribute('target');
    await events.click(cta);
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
  });

  it('opens any other call to action in a new tab, with a default label when it names none', async () => {
    mockCampaigns(campaignsAnswer(campaign(1, { ctaUrl: 'https://shop.example.com/sale' })));
    renderWithProviders(<PromoBanner />, { user });
    const cta = within(await banner()).getByRole('link', { name: DEFAULT_CTA_TEXT });
    expect(cta).toHaveAttribute('href', 'https://shop.example.com/sale');
    expect(cta).toHaveAttribute('target', '_blank');
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links a call to action that is not an app path or an http(s) address', async () => {
    mockCampaigns(campaignsAnswer(campaign(1, { ctaText: 'Click', ctaUrl: 'javascript:alert(1)' })));
    renderWithProviders(<PromoBanner />, { user });
    const region = await banner();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(region.innerHTML).not.toContain('javascript:');
  });

  it('shows nothing when there is no campaign', async () => {
    const fetchMock = mockCampaigns(campaignsAnswer());
    renderWithProviders(<PromoBanner />, { user });
    await waitFor(() => expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1));
    await act(async () => {});
    noBanner();
  });

  it('shows nothing, and logs nothing, when the campaigns cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const fetchMock = mockCampaigns(gqlError('INTERNAL', 'Internal server error'));
    renderWithProviders(<PromoBanner />, { user });
    await waitFor(() => expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1));
    await act(async () => {});
    noBanner();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor', async () => {
    const fetchMock = mockCampaigns(campaignsAnswer(campaign(1)));
    renderWithProviders(<PromoBanner />, { user: null });
    await act(async () => {});
    noBanner();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks again shortly after the person's balance moves, and shows their audience's campaign", async () => {
    jest.useFakeTimers();
    try {
      const answers = [campaignsAnswer(campaign(1)), campaignsAnswer(campaign(9, { title: 'Running low?' }))];
      const fetchMock = mockCampaigns(() => answers.shift() ?? campaignsAnswer());
      function Shell() {
        useSessionBalanceLive(true);
        return <PromoBanner />;
      }
      const { subscriptions } = renderWithProviders(<Shell />, { user });
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(
        within(screen.getByRole('region', { name: 'Promotion' })).getByText('Campaign 1'),
      ).toBeInTheDocument();
      expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1);

      // The balance push (a debit): the server's audience follows it a moment later.
      await subscriptionOpened(subscriptions, 'SessionBalanceChanged');
      act(() =>
        subscriptions.simulateResult({ result: { data: { sessionBalanceChanged: balanceUser(1) } } }),
      );
      await act(() => jest.advanceTimersByTimeAsync(PROMO_REFETCH_AFTER_BALANCE_MS - 100));
      expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(gqlCalls(fetchMock, 'ActivePromoCampaigns')).toHaveLength(2);
      expect(
        within(screen.getByRole('region', { name: 'Promotion' })).getByText('Running low?'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
