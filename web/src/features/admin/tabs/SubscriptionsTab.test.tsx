import { gqlCalls, gqlData } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { subscriptionsPage, usersPage } from '../admin.fixtures';
import { renderAdmin } from '../admin.test-utils';
import { SUBSCRIPTION_STATUS_OPTIONS } from './SubscriptionsTab';

const location = () => screen.getByTestId('location').textContent;

describe('the subscriptions tab', () => {
  it('offers every status, in order, as it is named', () => {
    expect(Object.values(SUBSCRIPTION_STATUS_OPTIONS)).toEqual([
      'active',
      'canceled',
      'past_due',
      'trialing',
      'incomplete',
      'incomplete_expired',
      'unpaid',
    ]);
  });

  it('shows the state and filters by it on the server, in the URL and in the export', async () => {
    const { fetchMock, events } = renderAdmin('/admin?tab=subscriptions', {
      'GQL AdminSubscriptions': gqlData(subscriptionsPage),
    });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const row = (await within(table).findByText('ann')).closest('tr')!;
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('active');
    expect(gqlCalls(fetchMock, 'AdminSubscriptions')[0]).toEqual({ state: null, limit: 100, offset: 0 });

    await events.click(screen.getByRole('combobox', { name: 'Status' }));
    await events.click(await screen.findByRole('option', { name: 'past_due' }));
    await waitFor(() =>
      expect(gqlCalls(fetchMock, 'AdminSubscriptions').at(-1)).toEqual({
        state: 'past_due',
        limit: 100,
        offset: 0,
      }),
    );
    expect(location()).toBe('/admin?tab=subscriptions&status=past_due');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/subscriptions.csv?status=past_due',
    );
  });

  it('says when a subscription that cancels at the period end ends, not just "active"', async () => {
    const [row] = subscriptionsPage.adminSubscriptions.rows;
    const end = '2027-03-15T12:00:00.000Z';
    renderAdmin('/admin?tab=subscriptions', {
      'GQL AdminSubscriptions': gqlData({
        adminSubscriptions: {
          ...subscriptionsPage.adminSubscriptions,
          total: 2,
          rows: [
            { ...row, cancelAtPeriodEnd: true, currentPeriodEnd: end },
            { ...row, id: 8, user: { ...row.user, id: 4, username: 'bob' } },
          ],
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const cancelling = (await within(table).findByText('ann')).closest('tr')!;
    expect(within(cancelling).getAllByRole('cell')[4]).toHaveTextContent(
      `activecancels on ${new Date(end).toLocaleDateString()}`,
    );
    const renewing = within(table).getByText('bob').closest('tr')!;
    expect(within(renewing).getAllByRole('cell')[4]).toHaveTextContent(/^active$/);
  });

  it('filters nothing for a ?status that is none of the statuses', async () => {
    const { fetchMock } = renderAdmin('/admin?tab=subscriptions&status=gone', {
      'GQL AdminSubscriptions': gqlData(subscriptionsPage),
    });
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(gqlCalls(fetchMock, 'AdminSubscriptions')[0]).toEqual({ state: null, limit: 100, offset: 0 });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/subscriptions.csv',
    );
  });
});

describe('the users tab', () => {
  it("shows each account's subscription state", async () => {
    renderAdmin('/admin?tab=users', { 'GQL AdminUsers': gqlData(usersPage(1, [42])) });
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByText('user42')).closest('tr')!;
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Subscription');
    expect(column).toBeGreaterThan(0);
    expect(within(row).getAllByRole('cell')[column]).toHaveTextContent('inactive');
  });
});
