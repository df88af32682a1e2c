import { gqlCalls, gqlData } from '../../../test-utils/fetch-mock';
import { screen, waitFor } from '../../../test-utils/render';
import { topUpsPage } from '../admin.fixtures';
import { renderAdmin } from '../admin.test-utils';
import { TOP_UP_STATUS_OPTIONS } from './RevenueTab';

const location = () => screen.getByTestId('location').textContent;

describe('the revenue tab', () => {
  it('offers every status, in the order it always had', () => {
    expect(Object.values(TOP_UP_STATUS_OPTIONS)).toEqual(['completed', 'pending', 'failed', 'refunded']);
  });

  it('filters top-ups by state on the server, in the URL and in the export', async () => {
    const { fetchMock, events } = renderAdmin('/admin?tab=revenue', {
      'GQL AdminTopUps': gqlData(topUpsPage),
    });
    await screen.findByRole('table', { name: 'Top-up purchases' });
    expect(gqlCalls(fetchMock, 'AdminTopUps')[0]).toEqual({ state: null, limit: 100, offset: 0 });

    await events.click(screen.getByRole('combobox', { name: 'Status' }));
    await events.click(await screen.findByRole('option', { name: 'refunded' }));
    await waitFor(() =>
      expect(gqlCalls(fetchMock, 'AdminTopUps').at(-1)).toEqual({ state: 'refunded', limit: 100, offset: 0 }),
    );
    expect(location()).toBe('/admin?tab=revenue&status=refunded');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/export/topups.csv?status=refunded',
    );
  });

  it('shows why a failed purchase granted nothing', async () => {
    const reason = 'Paid 1 cents for the 25 sessions pack, which costs 1499 cents';
    const failed = { ...topUpsPage.adminTopUps.rows[0], id: 20, state: 'failed', failureReason: reason };
    const page = {
      adminTopUps: { ...topUpsPage.adminTopUps, total: 4, rows: [...topUpsPage.adminTopUps.rows, failed] },
    };
    renderAdmin('/admin?tab=revenue', { 'GQL AdminTopUps': gqlData(page) });
    const table = await screen.findByRole('table', { name: 'Top-up purchases' });
    expect(table).toHaveTextContent(reason);
    expect(screen.getAllByText(/^Paid /)).toHaveLength(1);
  });

  it('keeps a ?status of the address that is one of the statuses', async () => {
    const { fetchMock } = renderAdmin('/admin?tab=revenue&status=pending', {
      'GQL AdminTopUps': gqlData(topUpsPage),
    });
    await screen.findByRole('table', { name: 'Top-up purchases' });
    expect(gqlCalls(fetchMock, 'AdminTopUps')[0]).toEqual({ state: 'pending', limit: 100, offset: 0 });
  });
});
