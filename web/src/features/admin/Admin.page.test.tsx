import { AppRoutes } from '../../app/AppRoutes';
import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import {
  activityFilters,
  activityPage,
  overviewData,
  settingsData,
  subscriptionsPage,
  topUpsPage,
  usersPage,
} from './admin.fixtures';

const admin = buildUser({ id: 1, role: 'admin', username: 'boss' });
const location = () => screen.getByTestId('location').textContent;

function renderAdmin(route: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GQL AdminOverview': gqlData(overviewData()), ...routes });
  return { fetchMock, ...renderWithProviders(<AppRoutes />, { route, user: admin }) };
}

describe('the admin guard', () => {
  it('sends a signed-in non-admin to /dashboard with a toast, without asking for admin data', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<AppRoutes />, { route: '/admin', user: buildUser({ role: 'user' }) });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You need an administrator account to open the admin area.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'AdminOverview')).toHaveLength(0);
  });

  it('shows the server refusal instead of figures when the server says no', async () => {
    renderAdmin('/admin', { 'GQL AdminOverview': gqlError('FORBIDDEN', 'Admin access required') });
    expect(await screen.findByText('Could not load the figures')).toBeInTheDocument();
  });
});

describe('Admin Dashboard', () => {
  it('shows the four cards with the figures, on /admin and /admin-dashboard', async () => {
    for (const route of ['/admin', '/admin-dashboard']) {
      const { unmount } = renderAdmin(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(await screen.findByTestId('card-Total Users')).toHaveTextContent('1,234');
      expect(screen.getByTestId('card-Total Revenue')).toHaveTextContent('$1234.56');
      expect(screen.getByTestId('card-Active Subscriptions')).toHaveTextContent('57');
      expect(screen.getByTestId('card-Monthly Growth')).toHaveTextContent('+25.0%');
      unmount();
    }
  });

  it('lists the tabs in the spec order, the knowledge base after the chatbot, then the mail', async () => {
    renderAdmin('/admin');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Users',
      'Subscriptions',
      'Revenue',
      'Campaigns',
      'Footer',
      'Pages',
      'Chatbot',
      'Knowledge Base',
      'Mail',
      'Settings',
      'Activity',
    ]);
  });

  it('says what the overview charts show', async () => {
    renderAdmin('/admin');
    const revenue = await screen.findByRole('region', { name: 'Revenue by month' });
    expect(revenue).toHaveTextContent('$120.00 from subscriptions, $6.99 from top-ups');
    expect(screen.getByRole('region', { name: 'Sign-ups per day' })).toHaveTextContent('3 sign-ups');
    expect(screen.getByRole('region', { name: 'AI jobs per day' })).toHaveTextContent(
      '2 generations, 1 try-ons, 0 edits, 1 failed',
    );
    expect(screen.getByRole('region', { name: 'Sessions granted vs spent' })).toHaveTextContent(
      '12 granted, 3 spent, 1 refunded',
    );
    const providers = screen.getByRole('table', { name: 'Failure rate per provider' });
    expect(within(providers).getByText('33.3%')).toBeInTheDocument();
  });

  it('lists users with the spec columns, searches on the server and keeps tab, page and query in the URL', async () => {
    const { fetchMock, events } = renderAdmin('/admin?tab=users', {
      'GQL AdminUsers': (init) => {
        const { variables } = JSON.parse(String(init?.body));
        if (variables.search?.toLowerCase() === 'ann') return gqlData(usersPage(1, [42]));
        return gqlData(usersPage(150, variables.offset === 100 ? [50, 49] : [150, 149, 1]));
      },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Username', 'Email', 'Verified', 'Role', 'Subscription', 'Created']);
    await within(table).findByText('user150');
    expect(within(table).getByText('admin')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'AdminUsers')[0]).toEqual({ search: null, limit: 100, offset: 0 });
    expect(screen.getByText('1–3 of 150')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/users.csv',
    );

    await events.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('user49');
    expect(location()).toBe('/admin?tab=users&page=2');
    expect(gqlCalls(fetchMock, 'AdminUsers').at(-1)).toEqual({ search: null, limit: 100, offset: 100 });

    await events.type(screen.getByLabelText('Search users'), 'Ann');
    await within(table).findByText('user42');
    expect(location()).toBe('/admin?tab=users&q=Ann');
    expect(gqlCalls(fetchMock, 'AdminUsers').at(-1)).toEqual({ search: 'Ann', limit: 100, offset: 0 });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/users.csv?search=Ann',
    );
  });

  it('shows whether each address is verified, and resends the verification mail of an unverified one', async () => {
    const { fetchMock, events } = renderAdmin('/admin?tab=users', {
      'GQL AdminUsers': gqlData(usersPage(2, [150, 149])),
      'GQL AdminResendVerificationEmail': gqlData({ adminResendVerificationEmail: true }),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    const unverified = (await within(table).findByText('user150')).closest('tr')!;
    const verified = within(table).getByText('user149').closest('tr')!;
    expect(verified).toHaveTextContent('verified');
    expect(within(verified).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(unverified).toHaveTextContent('unverified');
    await events.click(
      within(unverified).getByRole('button', { name: 'Resend verification email to user 150' }),
    );
    await screen.findByText('Verification email sent');
    expect(gqlCalls(fetchMock, 'AdminResendVerificationEmail')).toEqual([{ userId: 150 }]);
  });

  it('shows subscriptions with the price per month and the Stripe id cut to 20 characters', async () => {
    renderAdmin('/admin?tab=subscriptions', { 'GQL AdminSubscriptions': gqlData(subscriptionsPage) });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const row = (await within(table).findByText('ann')).closest('tr')!;
    expect(row).toHaveTextContent('Standard');
    expect(row).toHaveTextContent('$19.99/mo');
    expect(within(row).getByTitle('sub_1234567890abcdefghijklmnop')).toHaveTextContent(
      'sub_1234567890abcdef…',
    );
  });

  it('shows top-ups with the amount in dollars and any other status as failed', async () => {
    renderAdmin('/admin?tab=revenue', { 'GQL AdminTopUps': gqlData(topUpsPage) });
    const table = await screen.findByRole('table', { name: 'Top-up purchases' });
    await within(table).findAllByText('$14.99');
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[4].textContent);
    expect(statuses).toEqual(['completed', 'pending', 'failed']);
    expect(within(table).getByText('—')).toBeInTheDocument();
  });

  it('switches the active AI service with the spec toast, once, and says when it failed', async () => {
    let active = 'gemini';
    const { fetchMock, events } = renderAdmin('/admin?tab=settings', {
      'GQL AdminSettings': () => gqlData(settingsData(active)),
      'GQL SetActiveAiService': (init) => {
        active = JSON.parse(String(init?.body)).variables.value;
        return gqlData({ setApiConfiguration: settingsData(active).apiConfigurations[0] });
      },
    });
    const fashn = await screen.findByRole('radio', { name: /FASHN/ });
    await events.click(fashn);
    expect(await screen.findByText('Configuration Updated')).toBeInTheDocument();
    expect(screen.getByText('The active AI service is now FASHN.')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SetActiveAiService')).toEqual([{ value: 'fashn' }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /FASHN/ })).toBeChecked());

    mockFetch({
      'GQL AdminOverview': gqlData(overviewData()),
      'GQL SetActiveAiService': gqlError('INTERNAL', 'boom'),
    });
    await events.click(screen.getByRole('radio', { name: /Gemini/ }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update configuration. Please try again.')).toBeInTheDocument();
  });

  it('says why the server refused FASHN (no key on this server) and keeps the service as it was', async () => {
    const refusal =
      'FASHN cannot be the active try-on service: no FASHN API key is set on this server (FASHN_API_KEY). Set the key and restart the AI service first.';
    const { events } = renderAdmin('/admin?tab=settings', {
      'GQL AdminSettings': gqlData(settingsData('gemini')),
      'GQL SetActiveAiService': gqlError('VALIDATION', refusal),
    });
    await events.click(await screen.findByRole('radio', { name: /FASHN/ }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Gemini/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /FASHN/ })).not.toBeChecked();
  });

  it('lists admin activity and filters it by admin and action', async () => {
    const { fetchMock, events } = renderAdmin('/admin?tab=activity', {
      'GQL AdminActivity': gqlData(activityPage),
      'GQL AdminActivityFilters': gqlData(activityFilters),
    });
    const table = await screen.findByRole('table', { name: 'Admin activity' });
    expect(await within(table).findByText('Set active_api to fashn')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.9')).toBeInTheDocument();
    await events.click(screen.getByRole('combobox', { name: 'Admin' }));
    await events.click(await screen.findByRole('option', { name: 'boss' }));
    await waitFor(() =>
      expect(gqlCalls(fetchMock, 'AdminActivity').at(-1)).toEqual({
        adminId: 1,
        actionType: null,
        limit: 100,
        offset: 0,
      }),
    );
    expect(location()).toBe('/admin?tab=activity&adminId=1');
  });
});
