import { jest } from '@jest/globals';
import { SIGNED_OUT_SUBSCRIPTION } from '../features/auth/signed-out.subscription';
import { buildUser } from '../test-utils/fixtures';
import { mockFetch } from '../test-utils/fetch-mock';
import { renderWithProviders, screen, waitFor } from '../test-utils/render';
import { AppRoutes } from './AppRoutes';

const location = () => screen.getByTestId('location').textContent;

describe('AppRoutes', () => {
  beforeEach(() => {
    mockFetch({});
  });

  it('shows a Loading spinner while the current user is being fetched', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      authApi: { fetchCurrentUser: () => new Promise(() => {}) },
    });
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
  ])('sends a visitor from %s to /auth', async (route) => {
    renderWithProviders(<AppRoutes />, { route });
    await waitFor(() => expect(location()).toBe('/auth'));
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
    ['/admin', 'Admin Dashboard'],
    ['/admin-dashboard', 'Admin Dashboard'],
  ])('shows %s to a signed-in user', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route, user: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(location()).toBe(route);
  });

  it('shows the public pages to visitors', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/pages/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Page' })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('clears the user when another tab signs out (signedOut subscription)', async () => {
    const logout = jest.fn(async () => undefined);
    const { authApi } = renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      user: buildUser(),
      authApi: { logout },
      mocks: [
        { request: { query: SIGNED_OUT_SUBSCRIPTION }, result: { data: { signedOut: true } }, delay: 20 },
      ],
    });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(authApi.fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('keeps the user while the subscription reports nothing', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      user: buildUser(),
      mocks: [
        { request: { query: SIGNED_OUT_SUBSCRIPTION }, result: { data: { signedOut: false } }, delay: 20 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Try On Clothes Virtually' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location()).toBe('/dashboard');
  });
});
