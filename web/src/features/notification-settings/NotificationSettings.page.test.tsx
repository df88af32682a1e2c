import {
  gate,
  gqlCalls,
  gqlData,
  gqlError,
  mockFetch,
  recordBodies,
  type MockAnswer,
} from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { act, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  preferencesChanged,
  toPreferences,
  type NotificationPreferences,
} from './notification-preferences.api';
import { NotificationSettingsQuery } from './notification-settings.graphql';
import { NotificationSettingsPage } from './NotificationSettings.page';

/** The preferences as the graph answers them. */
const stored = (prefs: NotificationPreferences, updatedAt: string | null = null) => ({
  __typename: 'NotificationPreferences',
  ...prefs,
  updatedAt,
});

/**
 * A fake backend: the query answers `initial`; the mutation answers what it was sent (or `saveAnswer`).
 * `bodies.save` keeps the variables of each save.
 */
function backend(
  initial: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
  saveAnswer?: (input: NotificationPreferences) => MockAnswer | Promise<MockAnswer>,
) {
  const { bodies, record } = recordBodies();
  const fetchMock = mockFetch({
    'GQL NotificationSettings': gqlData({
      me: { __typename: 'User', id: 1, notificationPreferences: stored(initial) },
    }),
    'GQL UpdateNotificationPreferences': (init) => {
      const { input } = JSON.parse(String(init?.body)).variables as { input: NotificationPreferences };
      record('save', {})(init);
      return saveAnswer
        ? saveAnswer(input)
        : gqlData({ updateNotificationPreferences: stored(input, '2026-05-01T10:00:00.000Z') });
    },
  });
  return { fetchMock, bodies };
}

const renderPage = () => renderWithProviders(<NotificationSettingsPage />, { user: buildUser() });

const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });

describe('NotificationSettingsPage', () => {
  it('enables Save only once the form has changed', async () => {
    backend();
    const { events } = renderPage();
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    expect(saveButton()).toBeDisabled();

    await events.click(marketing);
    expect(saveButton()).toBeEnabled();

    await events.click(marketing);
    expect(saveButton()).toBeDisabled();
  });

  it('shows the three type toggles and the threshold only while the master toggle is on', async () => {
    backend();
    const { events } = renderPage();
    const master = await screen.findByRole('switch', { name: /Email notifications/ });
    expect(master).toBeChecked();
    for (const name of [/Low balance alerts/, /Renewal reminders/, /Marketing emails/]) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    const slider = screen.getByRole('slider', { name: 'Low balance threshold' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    expect(slider).toHaveAttribute('aria-valuenow', '3');

    await events.click(master);
    expect(screen.queryByRole('switch', { name: /Low balance alerts/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Renewal reminders/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Marketing emails/ })).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('moves the threshold in steps of 1 within 1-10', async () => {
    backend({ ...DEFAULT_NOTIFICATION_PREFERENCES, lowBalanceThreshold: 10 });
    const { events } = renderPage();
    const slider = await screen.findByRole('slider', { name: 'Low balance threshold' });
    act(() => slider.focus());
    await events.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(saveButton()).toBeDisabled();
    await events.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '9');
    expect(saveButton()).toBeEnabled();
  });

  it('saves, disables Save while saving, and confirms', async () => {
    const changed = { ...DEFAULT_NOTIFICATION_PREFERENCES, renewalReminders: false };
    const held = gate(
      gqlData({ updateNotificationPreferences: stored(changed, '2026-05-01T10:00:00.000Z') }),
    );
    const { bodies } = backend(DEFAULT_NOTIFICATION_PREFERENCES, () => held.answer);
    const { events } = renderPage();
    await events.click(await screen.findByRole('switch', { name: /Renewal reminders/ }));
    await events.click(saveButton());

    await waitFor(() => expect(bodies.save).toEqual([{ input: changed }]));
    expect(saveButton()).toBeDisabled();
    held.release();

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your notification preferences have been updated successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('tells the user when saving fails and keeps the changes', async () => {
    backend(DEFAULT_NOTIFICATION_PREFERENCES, () => gqlError('INTERNAL', 'Internal Server Error'));
    const { events } = renderPage();
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    await events.click(marketing);
    await events.click(saveButton());
    expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(marketing).not.toBeChecked();
  });

  it('says why when the preferences cannot be loaded', async () => {
    mockFetch({ 'GQL NotificationSettings': gqlError('UNAUTHENTICATED', 'Authentication required') });
    renderPage();
    expect(await screen.findByText('Could not load your preferences')).toBeInTheDocument();
    expect(screen.getByText('You need to sign in to continue.')).toBeInTheDocument();
  });

  it('loads through the graph and merges the saved answer into the cache, asking nothing again', async () => {
    const { fetchMock, bodies } = backend({ ...DEFAULT_NOTIFICATION_PREFERENCES, marketingEmails: false });
    const { events, client } = renderPage();
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    expect(marketing).not.toBeChecked();
    await events.click(marketing);
    await events.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    expect(bodies.save).toEqual([{ input: DEFAULT_NOTIFICATION_PREFERENCES }]);
    expect(client.readQuery({ query: NotificationSettingsQuery })?.me?.notificationPreferences).toEqual(
      expect.objectContaining({ ...DEFAULT_NOTIFICATION_PREFERENCES, updatedAt: '2026-05-01T10:00:00.000Z' }),
    );
    expect(screen.getByRole('switch', { name: /Marketing emails/ })).toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(gqlCalls(fetchMock, 'NotificationSettings')).toHaveLength(1);
    expect(fetchMock.mock.calls.every(([url]) => url === '/graphql')).toBe(true);
  });

  it('keeps only the five editable fields and compares them', () => {
    expect(toPreferences({ lowBalanceThreshold: 7, updatedAt: 'x' })).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      lowBalanceThreshold: 7,
    });
    expect(
      preferencesChanged(DEFAULT_NOTIFICATION_PREFERENCES, { ...DEFAULT_NOTIFICATION_PREFERENCES }),
    ).toBe(false);
    expect(
      preferencesChanged(DEFAULT_NOTIFICATION_PREFERENCES, {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        lowBalanceThreshold: 4,
      }),
    ).toBe(true);
  });
});
