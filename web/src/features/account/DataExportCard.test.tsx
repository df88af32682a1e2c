import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen } from '../../test-utils/render';
import { DataExportCard } from './DataExportCard';

const exportOf = (over: Record<string, unknown>) => ({
  __typename: 'DataExport',
  id: 'e1',
  status: 'pending',
  requestedAt: '2026-12-01T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  imageCount: null,
  downloadUrl: null,
  error: null,
  ...over,
});

const ready = exportOf({
  status: 'ready',
  readyAt: '2026-12-01T10:01:00.000Z',
  expiresAt: '2026-12-02T10:01:00.000Z',
  sizeBytes: 3 * 1024 * 1024,
  imageCount: 4,
  downloadUrl: '/api/account/export/download?token=abc',
});

const renderCard = () => renderWithProviders(<DataExportCard />, { user: buildUser(), route: '/account' });

describe('DataExportCard', () => {
  it('asks for an export and shows it being prepared', async () => {
    let current: unknown = null;
    const fetchMock = mockFetch({
      'GQL MyDataExport': () => gqlData({ myDataExport: current }),
      'GQL RequestDataExport': () => {
        current = exportOf({});
        return gqlData({ requestDataExport: current });
      },
    });
    const { events } = renderCard();
    const button = await screen.findByRole('button', { name: 'Export my data' });
    await events.click(button);
    expect(await screen.findByText(/Preparing your export/)).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'RequestDataExport')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeDisabled();
  });

  it('offers the download link of a ready export, with its size and image count', async () => {
    mockFetch({ 'GQL MyDataExport': gqlData({ myDataExport: ready }) });
    renderCard();
    const link = await screen.findByRole('link', { name: 'Download ZIP' });
    expect(link).toHaveAttribute('href', '/api/account/export/download?token=abc');
    expect(screen.getByText(/4 images, 3\.0 MB/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeEnabled();
  });

  it("shows the server's refusal when the day's exports are used up", async () => {
    mockFetch({
      'GQL MyDataExport': gqlData({ myDataExport: ready }),
      'GQL RequestDataExport': gqlError(
        'RATE_LIMITED',
        'You can ask for 3 exports of your data a day. Please try again tomorrow.',
      ),
    });
    const { events } = renderCard();
    await events.click(await screen.findByRole('button', { name: 'Export again' }));
    expect(await screen.findByText(/3 exports of your data a day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download ZIP' })).toBeInTheDocument();
  });
});
