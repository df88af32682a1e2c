import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, within } from '../../test-utils/render';
import { SubscriptionInfoQuery } from './billing.graphql';
import { buildStatus, buildSubscription, subscriptionInfoAnswer } from './billing.fixtures';
import { SandboxPortalPage } from './SandboxPortal.page';

function renderPortal() {
  return renderWithProviders(<SandboxPortalPage />, { route: '/sandbox-portal', user: buildUser() });
}

/** Answers the "Cancel your subscription?" dialog with its red Cancel Subscription button. */
async function confirmCancel(events: ReturnType<typeof renderPortal>['events']) {
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
  await events.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
}

describe('SandboxPortalPage', () => {
  it('asks before cancelling: Keep Subscription changes nothing', async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionInfo': subscriptionInfoAnswer(
        buildStatus(10, 0, buildSubscription({ currentPeriodEnd: '2027-01-15T12:00:00.000Z' })),
      ),
      'GQL SetSandboxCancelAtPeriodEnd': gqlError('INTERNAL', 'must not be called'),
    });
    const { events } = renderPortal();
    await events.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent(/Your Standard plan stays active until .*2027/);
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel your subscription?' })).not.toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SetSandboxCancelAtPeriodEnd')).toEqual([]);
    expect(screen.queryByText('Cancels at period end')).not.toBeInTheDocument();
  });

  it('shows the sandbox banner, the current subscription and "Return to app"', async () => {
    mockFetch({ 'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(10, 0, buildSubscription())) });
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

  it('cancels at period end and resumes, sending {cancelAtPeriodEnd}', async () => {
    const fetchMock = mockFetch({
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(10, 0, buildSubscription())),
      'GQL SetSandboxCancelAtPeriodEnd': (init) => {
        const { variables } = JSON.parse(String(init?.body)) as { variables: { cancelAtPeriodEnd: boolean } };
        const { cancelAtPeriodEnd } = variables;
        return gqlData({
          setSandboxCancelAtPeriodEnd: buildStatus(10, 0, buildSubscription({ cancelAtPeriodEnd })),
        });
      },
    });
    const { events, client } = renderPortal();
    await events.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await confirmCancel(events);
    expect(await screen.findByText('Cancels at period end')).toBeInTheDocument();
    // The answer is merged into the cache, so every screen reading the subscription sees it.
    expect(
      client.readQuery({ query: SubscriptionInfoQuery })?.me?.subscriptionInfo.subscription
        ?.cancelAtPeriodEnd,
    ).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.queryByText('Cancels at period end')).not.toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'SetSandboxCancelAtPeriodEnd')).toEqual([
      { cancelAtPeriodEnd: true },
      { cancelAtPeriodEnd: false },
    ]);
    // Nothing is asked again: the mutation's answer is what the screen shows.
    expect(gqlCalls(fetchMock, 'SubscriptionInfo')).toHaveLength(1);
  });

  it('says so when the change fails and keeps the subscription as it was', async () => {
    mockFetch({
      'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(10, 0, buildSubscription())),
      'GQL SetSandboxCancelAtPeriodEnd': gqlError('NOT_FOUND', 'No subscription to change'),
    });
    const { events } = renderPortal();
    await events.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await confirmCancel(events);
    expect(await screen.findByText('No subscription to change')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(screen.queryByText('Cancels at period end')).not.toBeInTheDocument();
  });

  it('says there is nothing to manage without a subscription', async () => {
    mockFetch({ 'GQL SubscriptionInfo': subscriptionInfoAnswer(buildStatus(0, 4, null)) });
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
