import { mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, within } from '../../test-utils/render';
import type { SubscriptionStatus } from './billing.api';
import { buildStatus, buildSubscription } from './billing.fixtures';
import { SandboxPortalPage } from './SandboxPortal.page';

function renderPortal() {
  return renderWithProviders(<SandboxPortalPage />, { route: '/sandbox-portal', user: buildUser() });
}

describe('SandboxPortalPage', () => {
  it('shows the sandbox banner, the current subscription and "Return to app"', async () => {
    mockFetch({ 'GET /api/user/subscription-status': { body: buildStatus(10, 0, buildSubscription()) } });
    renderPortal();
    const card = await screen.findByRole('region', { name: 'Standard' });
    expect(within(card).getByText('$19.99/month')).toBeInTheDocument();
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('Test payment — no real card is charged');
    expect(screen.getByRole('link', { name: 'Return to app' })).toHaveAttribute(
      'href',
      '/subscription-management',
    );
  });

  it('cancels at period end and resumes, posting {cancelAtPeriodEnd}', async () => {
    let status: SubscriptionStatus = buildStatus(10, 0, buildSubscription());
    const fetchMock = mockFetch({
      'GET /api/user/subscription-status': () => ({ body: status }),
      'POST /api/sandbox/portal/subscription': (init) => {
        const { cancelAtPeriodEnd } = JSON.parse(String(init?.body)) as { cancelAtPeriodEnd: boolean };
        status = buildStatus(10, 0, buildSubscription({ cancelAtPeriodEnd }));
        return { body: status };
      },
    });
    const { events } = renderPortal();
    await events.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancels at period end')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByText('Cancels at period end')).not.toBeInTheDocument();
    const bodies = fetchMock.mock.calls
      .filter(([url]) => url === '/api/sandbox/portal/subscription')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ cancelAtPeriodEnd: true }, { cancelAtPeriodEnd: false }]);
  });

  it('says there is nothing to manage without a subscription', async () => {
    mockFetch({ 'GET /api/user/subscription-status': { body: buildStatus(0, 4, null) } });
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
