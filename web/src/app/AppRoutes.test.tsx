import { jest } from '@jest/globals';
import { CurrentUserQuery } from '../features/auth/auth.graphql';
import { buildUser } from '../test-utils/fixtures';
import { gqlCalls, gqlData, mockFetch } from '../test-utils/fetch-mock';
import { act, renderWithProviders, screen, subscriptionOpened, waitFor, within } from '../test-utils/render';
import { AppRoutes } from './AppRoutes';

const location = () => screen.getByTestId('location').textContent;

describe('AppRoutes', () => {
  let fetchMock: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    fetchMock = mockFetch({});
  });

  it('shows a Loading spinner while the current user is being fetched', async () => {
    mockFetch({ 'GQL CurrentUser': () => new Promise(() => {}) });
    renderWithProviders(<AppRoutes />, { route: '/dashboard', askForUser: true });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it.each([
    '/dashboard',
    '/gemini-generate',
    '/gemini-virtual-tryon',
    '/gallery',
    '/pricing',
    '/payment/success',
    '/subscription-management',
    '/sandbox-checkout/cs_1',
    '/sandbox-portal',
    '/notification-settings',
    '/admin',
    '/admin-dashboard',
  ])('sends a visitor from %s to /auth, to come back after signing in', async (route) => {
    renderWithProviders(<AppRoutes />, { route });
    // The dashboard is where a sign-in goes anyway; any other page is carried in `next`.
    const back = route === '/dashboard' ? '' : `?next=${encodeURIComponent(route)}`;
    await waitFor(() => expect(location()).toBe(`/auth${back}`));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['/dashboard', 'Try On Clothes Virtually'],
    ['/gemini-generate', 'Generate AI Models'],
    ['/gemini-virtual-tryon', 'Virtual Try-On'],
    ['/gallery', 'My Gallery'],
    ['/pricing', 'Plans & Pricing'],
    ['/payment/success', 'Payment Successful'],
    ['/subscription-management', 'Manage Subscription'],
    ['/sandbox-checkout/cs_1', 'Checkout'],
    ['/sandbox-portal', 'Billing Portal'],
    ['/notification-settings', 'Notification Settings'],
    ['/account', 'Account Settings'],
  ])('shows %s to a signed-in user', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    expect(location()).toBe(route);
  });

  it.each(['/gallery', '/dashboard'])('shows the promo banner once on %s', async (route) => {
    const promo = {
      __typename: 'PromoCampaign',
      id: 1,
      title: 'Spring sale',
      message: '20% off every pack',
      ctaText: null,
      ctaUrl: null,
      priority: 0,
    };
    fetchMock = mockFetch({ 'GQL ActivePromoCampaigns': gqlData({ activePromoCampaigns: [promo] }) });
    renderWithProviders(<AppRoutes />, { route, user: buildUser() });
    const region = await screen.findByRole('region', { name: 'Promotion' });
    expect(within(region).getByText('Spring sale')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getAllByRole('region', { name: 'Promotion' })).toHaveLength(1);
  });

  it('shows the public pages to visitors', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/pages/about-us' });
    // Nothing mocked: the content page asks for the page and, failing, says it was not found.
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'ContentPage')).toEqual([{ slug: 'about-us' }]);
    expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
  });

  it.each([
    ['/forgot-password', 'Reset your password'],
    ['/reset-password#token=abc', 'Choose a new password'],
  ])('shows %s to visitors (issue 40)', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  /** `simulateResult` delivers on the next macrotask: let it land and React settle. */
  const delivered = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  it('clears the user and the cache when another tab signs out (signedOut subscription)', async () => {
    const logout = jest.fn(async () => undefined);
    const { client, subscriptions } = renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      user: buildUser(),
      authApi: { logout },
    });
    expect(await screen.findByRole('heading', { name: 'Try On Clothes Virtually' })).toBeInTheDocument();
    // The test link delivers only to subscriptions open at that moment; the balance's may open first.
    await subscriptionOpened(subscriptions, 'SignedOut');

    subscriptions.simulateResult({ result: { data: { signedOut: true } } });

    await waitFor(() => expect(location()).toBe('/auth'));
    expect(client.readQuery({ query: CurrentUserQuery })).toEqual({ me: null });
    expect(client.cache.extract()).not.toHaveProperty('User:1');
    // The user is known to be gone: nobody asks the server again, and nothing signs out twice.
    expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
    expect(logout).not.toHaveBeenCalled();
  });

  it('keeps the user while the subscription reports nothing', async () => {
    const { subscriptions } = renderWithProviders(<AppRoutes />, { route: '/dashboard', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Try On Clothes Virtually' })).toBeInTheDocument();
    // The test link delivers only to subscriptions open at that moment; the balance's may open first.
    await subscriptionOpened(subscriptions, 'SignedOut');

    subscriptions.simulateResult({ result: { data: { signedOut: false } } });

    await delivered();
    expect(location()).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: 'Try On Clothes Virtually' })).toBeInTheDocument();
  });
});
