import { gqlCalls, gqlData } from '../../../test-utils/fetch-mock';
import { screen, waitFor, within } from '../../../test-utils/render';
import { subscriptionsPage } from '../admin.fixtures';
import { renderAdmin } from '../admin.test-utils';

const plan = (id: number, displayName: string) => ({ __typename: 'SubscriptionPlan', id, displayName });

const changesPage = {
  adminPlanChanges: {
    __typename: 'AdminPlanChangePage',
    total: 2,
    rows: [
      {
        __typename: 'AdminPlanChange',
        id: 5,
        user: { __typename: 'User', id: 3, username: 'ann' },
        kind: 'downgrade',
        state: 'scheduled',
        fromPlan: plan(3, 'Pro'),
        toPlan: plan(2, 'Standard'),
        fromCycle: 'monthly',
        toCycle: 'annual',
        effectiveAt: '2026-12-01T00:00:00.000Z',
        amountInCents: 0,
        sessionsGranted: 0,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        __typename: 'AdminPlanChange',
        id: 4,
        user: { __typename: 'User', id: 3, username: 'ann' },
        kind: 'upgrade',
        state: 'applied',
        fromPlan: plan(2, 'Standard'),
        toPlan: plan(3, 'Pro'),
        fromCycle: 'monthly',
        toCycle: 'monthly',
        effectiveAt: '2026-11-10T10:00:00.000Z',
        amountInCents: 2150,
        sessionsGranted: 70,
        createdAt: '2026-11-10T10:00:00.000Z',
      },
    ],
  },
};

describe('plan changes in the admin area', () => {
  it('the Revenue tab lists them: from, to, status, what was charged and added', async () => {
    renderAdmin('/admin?tab=revenue', {
      'GQL AdminTopUps': gqlData({ adminTopUps: { __typename: 'AdminTopUpPage', total: 0, rows: [] } }),
      'GQL AdminPlanChanges': gqlData(changesPage),
    });
    const table = await screen.findByRole('table', { name: 'Plan changes' });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '5',
        'ann',
        'downgrade',
        'Pro (monthly)',
        'Standard (annual)',
        'scheduled',
        expect.any(String),
        '—',
        '0',
      ],
      [
        '4',
        'ann',
        'upgrade',
        'Standard (monthly)',
        'Pro (monthly)',
        'applied',
        expect.any(String),
        '$21.50',
        '70',
      ],
    ]);
  });

  it('the Subscriptions tab says when a subscription changes plan', async () => {
    const [row] = subscriptionsPage.adminSubscriptions.rows;
    const waiting = {
      adminSubscriptions: {
        ...subscriptionsPage.adminSubscriptions,
        rows: [
          {
            ...row,
            pendingChange: {
              __typename: 'PendingPlanChange',
              id: 5,
              kind: 'downgrade',
              cycle: 'annual',
              effectiveAt: '2026-12-01T00:00:00.000Z',
              plan: plan(2, 'Standard'),
            },
          },
        ],
      },
    };
    let answer: object = waiting;
    const { fetchMock, events } = renderAdmin('/admin?tab=subscriptions', {
      'GQL AdminSubscriptions': () => gqlData(answer),
      'GQL AdminUndoPlanChange': () => {
        answer = subscriptionsPage;
        return gqlData({
          adminUndoPlanChange: {
            __typename: 'SubscriptionStatusInfo',
            subscription: { __typename: 'UserSubscription', planId: 3 },
          },
        });
      },
    });
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const tr = (await within(table).findByText('ann')).closest('tr')!;
    expect(
      within(tr)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain(
      `changes to Standard (annual) on ${new Date('2026-12-01T00:00:00.000Z').toLocaleDateString()}Undo`,
    );
    // The admin undoes it (a customer asked support to): sent for that subscriber, the list asked again.
    await events.click(within(tr).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(gqlCalls(fetchMock, 'AdminUndoPlanChange')).toEqual([{ userId: 3 }]));
    await waitFor(() => expect(within(table).queryByText(/changes to/)).not.toBeInTheDocument());
  });
});
