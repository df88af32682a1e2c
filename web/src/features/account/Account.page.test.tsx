import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor, within } from '../../test-utils/render';
import { AccountPage } from './Account.page';
import { VerifyEmailReminder } from './VerifyEmailReminder';

const sessions = [
  {
    __typename: 'SignInSession',
    id: 'a1',
    createdAt: '2026-11-30T10:00:00.000Z',
    lastUsedAt: '2026-12-01T09:30:00.000Z',
    ip: '10.0.0.1',
    current: true,
  },
  {
    __typename: 'SignInSession',
    id: 'b2',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-25T08:00:00.000Z',
    ip: '10.0.0.2',
    current: false,
  },
];

function backend(verified: boolean, extra: Record<string, Parameters<typeof mockFetch>[0][string]> = {}) {
  return mockFetch({
    'GQL Account': gqlData({
      me: { __typename: 'User', id: 1, email: 'ada@example.com', emailVerified: verified },
      mySessions: sessions,
    }),
    ...extra,
  });
}

const renderPage = (path = '/account') =>
  renderWithProviders(<AccountPage />, { user: buildUser(), route: path });

describe('AccountPage', () => {
  it('shows the address as verified, the sessions with when they were last used, and the current one', async () => {
    backend(true);
    renderPage();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Signed-in sessions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('This session');
    expect(rows[1]).toHaveTextContent('10.0.0.1');
    expect(rows[2]).toHaveTextContent('10.0.0.2');
    expect(rows[2]).not.toHaveTextContent('This session');
  });

  it('offers to resend the verification mail while the address is not verified', async () => {
    const fetchMock = backend(false, {
      'GQL ResendVerificationEmail': gqlData({ resendVerificationEmail: true }),
    });
    const { events } = renderPage();
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Resend email' }));
    await screen.findByText('Verification email sent');
    expect(gqlCalls(fetchMock, 'ResendVerificationEmail')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Email sent' })).toBeDisabled();
  });

  it('changes the password with the current one, refusing a mismatch before asking', async () => {
    const fetchMock = backend(true, { 'GQL ChangePassword': gqlData({ changePassword: true }) });
    const { events } = renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await events.type(within(form).getByLabelText('Current password'), 'Old-password-11');
    await events.type(within(form).getByLabelText('New password'), 'Lantern-orbit-5517');
    await events.type(within(form).getByLabelText('Confirm new password'), 'Lantern-orbit-551');
    await events.click(within(form).getByRole('button', { name: 'Change password' }));
    await screen.findByText('Passwords do not match');
    expect(gqlCalls(fetchMock, 'ChangePassword')).toEqual([]);

    await events.type(within(form).getByLabelText('Confirm new password'), '7');
    await events.click(within(form).getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your other sessions were signed out.');
    expect(gqlCalls(fetchMock, 'ChangePassword')).toEqual([
      { input: { currentPassword: 'Old-password-11', newPassword: 'Lantern-orbit-5517' } },
    ]);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    backend(true, {
      'GQL ChangePassword': gqlError('VALIDATION', 'Your current password is not correct'),
    });
    const { events } = renderPage();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await events.type(within(form).getByLabelText('Current password'), 'wrong');
    await events.type(within(form).getByLabelText('New password'), 'Lantern-orbit-5517');
    await events.type(within(form).getByLabelText('Confirm new password'), 'Lantern-orbit-5517');
    await events.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your current password is not correct/)).toBeInTheDocument();
  });

  it('asks for an e-mail change and says the new address gets a link', async () => {
    const fetchMock = backend(true, { 'GQL RequestEmailChange': gqlData({ requestEmailChange: true }) });
    const { events } = renderPage();
    const form = await screen.findByRole('form', { name: 'Change email' });
    await events.type(within(form).getByLabelText('New email'), 'ada@new.example');
    await events.type(within(form).getByLabelText('Current password'), 'Old-password-11');
    await events.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We sent a link to ada@new.example/)).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'RequestEmailChange')).toEqual([
      { input: { newEmail: 'ada@new.example', currentPassword: 'Old-password-11' } },
    ]);
  });

  it('signs out every other session', async () => {
    const fetchMock = backend(true, { 'GQL SignOutOtherSessions': gqlData({ signOutOtherSessions: 1 }) });
    const { events } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Sign out of every other session' }));
    await screen.findByText('1 other session was signed out.');
    await waitFor(() => expect(gqlCalls(fetchMock, 'SignOutOtherSessions')).toHaveLength(1));
  });
});

describe('Delete account', () => {
  it('asks for the password and the exact phrase before asking the server', async () => {
    const fetchMock = backend(true, { 'GQL DeleteAccount': gqlData({ deleteAccount: true }) });
    const { events } = renderPage();
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await events.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(form).getByText('The phrase does not match')).toBeInTheDocument();
    await events.type(within(form).getByLabelText('Current password'), 'Old-password-11');
    await events.type(within(form).getByLabelText('Type "delete my account" to confirm'), 'delete my acount');
    await events.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(within(form).queryByText('Enter your current password')).toBeNull();
    expect(within(form).getByText('The phrase does not match')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeleteAccount')).toEqual([]);
  });

  it("shows the server's refusal of a wrong password and stays signed in", async () => {
    backend(true, { 'GQL DeleteAccount': gqlError('VALIDATION', 'Your current password is not correct') });
    const { events, authApi } = renderPage();
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await events.type(within(form).getByLabelText('Current password'), 'wrong');
    await events.type(
      within(form).getByLabelText('Type "delete my account" to confirm'),
      'Delete my account',
    );
    await events.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(authApi.logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('deletes the account, signs out and lands on the landing page with a toast', async () => {
    const fetchMock = backend(true, { 'GQL DeleteAccount': gqlData({ deleteAccount: true }) });
    const { events, authApi } = renderPage();
    const form = await screen.findByRole('form', { name: 'Delete account' });
    await events.type(within(form).getByLabelText('Current password'), 'Old-password-11');
    await events.type(
      within(form).getByLabelText('Type "delete my account" to confirm'),
      ' Delete my account ',
    );
    await events.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'DeleteAccount')).toEqual([
      { input: { currentPassword: 'Old-password-11', confirmation: ' Delete my account ' } },
    ]);
    expect(authApi.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Logged out')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('VerifyEmailReminder', () => {
  it('reminds an unverified person, and nobody else', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(<VerifyEmailReminder />, {
      user: buildUser({ emailVerified: false }),
    });
    expect(screen.getByLabelText('Verify your email')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<VerifyEmailReminder />, { user: buildUser({ emailVerified: true }) });
    expect(screen.queryByLabelText('Verify your email')).toBeNull();
  });
});
