import { jest } from '@jest/globals';
import { ApiError } from '../../lib/errors';
import { UnsavedResultGuard } from '../../lib/unsaved-result-guard';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { AppHeader } from './AppHeader';

const location = () => screen.getByTestId('location').textContent;

async function openUserMenu(events: ReturnType<typeof renderWithProviders>['events']) {
  await events.click(await screen.findByRole('button', { name: /^User menu/ }));
  return screen.findByRole('menu');
}

describe('AppHeader', () => {
  // First in the file: the user menu's chunk is not loaded yet, the button stands alone until it is.
  it('opens the user menu from the keyboard, the menu loading when the focus reaches its button', async () => {
    const { events } = renderWithProviders(<AppHeader />, { user: buildUser({ email: 'kb@example.com' }) });
    const button = await screen.findByRole('button', { name: /^User menu/ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const name = button.getAttribute('aria-label');
    for (let i = 0; i < 10 && document.activeElement?.getAttribute('aria-label') !== name; i++)
      await events.tab();
    // The menu's own button replaces the stand-in and keeps the focus.
    await waitFor(() => expect(document.activeElement).not.toBe(button));
    expect(document.activeElement).toHaveAttribute('aria-label', name);
    await events.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('kb@example.com')).toBeInTheDocument();
  });

  it('shows the session badge in the header itself on every screen size, not only in the menu', async () => {
    const badge = <a href="/pricing">Free Trial: 2</a>;
    renderWithProviders(<AppHeader sessionBadge={badge} />, { route: '/dashboard', user: buildUser() });
    const slot = await screen.findByTestId('header-session-badge');
    expect(within(slot).getByRole('link', { name: 'Free Trial: 2' })).toBeInTheDocument();
    // No "visible from" class hides it below a breakpoint.
    expect(slot.closest('[class*="visible-from"]')).toBeNull();
    expect(slot.closest('[class*="hidden-from"]')).toBeNull();
  });

  it('links to Dashboard, AI Try-On, AI Models and My Gallery', async () => {
    renderWithProviders(<AppHeader />, { route: '/dashboard', user: buildUser() });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['AI Try-On', '/gemini-virtual-tryon'],
      ['AI Models', '/gemini-generate'],
      ['My Gallery', '/gallery'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the user's email and account links, without Admin Dashboard for an ordinary user", async () => {
    const { events } = renderWithProviders(<AppHeader />, { user: buildUser({ email: 'ada@example.com' }) });
    const menu = await openUserMenu(events);
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Admin Dashboard to an admin', async () => {
    const { events } = renderWithProviders(<AppHeader />, { user: buildUser({ role: 'admin' }) });
    const menu = await openUserMenu(events);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('signs out: toast, user cleared, back to the landing page', async () => {
    const logout = jest.fn(async () => undefined);
    const { events } = renderWithProviders(<AppHeader />, {
      route: '/dashboard',
      user: buildUser(),
      authApi: { logout },
    });
    const menu = await openUserMenu(events);
    await events.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));

    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('button', { name: /^User menu/ })).not.toBeInTheDocument();
  });

  it('asks before signing out from a screen with an unsaved result: Stay keeps the user, Leave signs out', async () => {
    const logout = jest.fn(async () => undefined);
    const { events } = renderWithProviders(
      <>
        <AppHeader />
        <UnsavedResultGuard when />
      </>,
      { route: '/gemini-generate', user: buildUser(), authApi: { logout } },
    );
    await events.click(within(await openUserMenu(events)).getByRole('menuitem', { name: 'Sign Out' }));
    const asked = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await events.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
    expect(location()).toBe('/gemini-generate');

    await events.click(within(await openUserMenu(events)).getByRole('menuitem', { name: 'Sign Out' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('keeps the user when sign-out fails and says why', async () => {
    const { events } = renderWithProviders(<AppHeader />, {
      route: '/dashboard',
      user: buildUser(),
      authApi: {
        logout: async () => {
          throw new ApiError(500, 'Internal Server Error');
        },
      },
    });
    const menu = await openUserMenu(events);
    await events.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Something went wrong on our end.')).toBeInTheDocument();
    expect(screen.getByText('Server Error')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('opens a right-side menu with the same links on small screens', async () => {
    const { events } = renderWithProviders(<AppHeader />, { user: buildUser({ role: 'admin' }) });
    await events.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Dashboard',
      'AI Try-On',
      'AI Models',
      'My Gallery',
      'Account Settings',
      'Notification Settings',
      'Admin Dashboard',
    ]) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    await events.click(within(drawer).getByRole('link', { name: 'My Gallery' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(location()).toBe('/gallery');
  });
});
