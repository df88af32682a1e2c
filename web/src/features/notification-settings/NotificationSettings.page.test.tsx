import { jest } from '@jest/globals';
import { mockFetch } from '../../test-utils/fetch-mock';
import { act, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  preferencesChanged,
  toPreferences,
  type NotificationPreferences,
  type NotificationPreferencesApi,
} from './notification-preferences.api';
import { NotificationSettingsPage } from './NotificationSettings.page';

function fakeApi(initial: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  return {
    load: jest.fn<NotificationPreferencesApi['load']>(async () => initial),
    save: jest.fn<NotificationPreferencesApi['save']>(async (prefs) => prefs),
  };
}

const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });

describe('NotificationSettingsPage', () => {
  it('enables Save only once the form has changed', async () => {
    const { events } = renderWithProviders(<NotificationSettingsPage api={fakeApi()} />);
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    expect(saveButton()).toBeDisabled();

    await events.click(marketing);
    expect(saveButton()).toBeEnabled();

    await events.click(marketing);
    expect(saveButton()).toBeDisabled();
  });

  it('shows the three type toggles and the threshold only while the master toggle is on', async () => {
    const { events } = renderWithProviders(<NotificationSettingsPage api={fakeApi()} />);
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
    const { events } = renderWithProviders(
      <NotificationSettingsPage
        api={fakeApi({ ...DEFAULT_NOTIFICATION_PREFERENCES, lowBalanceThreshold: 10 })}
      />,
    );
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
    const api = fakeApi();
    let finish!: (prefs: NotificationPreferences) => void;
    api.save.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { events } = renderWithProviders(<NotificationSettingsPage api={api} />);
    await events.click(await screen.findByRole('switch', { name: /Renewal reminders/ }));
    await events.click(saveButton());

    expect(api.save).toHaveBeenCalledWith({ ...DEFAULT_NOTIFICATION_PREFERENCES, renewalReminders: false });
    expect(saveButton()).toBeDisabled();
    finish({ ...DEFAULT_NOTIFICATION_PREFERENCES, renewalReminders: false });

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your notification preferences have been updated successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('tells the user when saving fails and keeps the changes', async () => {
    const api = fakeApi();
    api.save.mockRejectedValue(new Error('Internal Server Error'));
    const { events } = renderWithProviders(<NotificationSettingsPage api={api} />);
    await events.click(await screen.findByRole('switch', { name: /Marketing emails/ }));
    await events.click(saveButton());
    expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('loads and saves through GET and PUT /api/user/notification-preferences', async () => {
    const stored = { ...DEFAULT_NOTIFICATION_PREFERENCES, marketingEmails: false, updatedAt: null };
    const fetchMock = mockFetch({
      'GET /api/user/notification-preferences': { body: stored },
      'PUT /api/user/notification-preferences': (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    const { events } = renderWithProviders(<NotificationSettingsPage />);
    const marketing = await screen.findByRole('switch', { name: /Marketing emails/ });
    expect(marketing).not.toBeChecked();
    await events.click(marketing);
    await events.click(saveButton());
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]).toMatchObject({ credentials: 'include' });
    expect(JSON.parse(String(put?.[1]?.body))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
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
