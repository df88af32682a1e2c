import { gqlCalls, gqlData, gqlError, mockFetch } from '../../test-utils/fetch-mock';
import { renderWithProviders, screen } from '../../test-utils/render';
import { ForgotPasswordPage } from './ForgotPassword.page';
import { ResetPasswordPage, tokenFromHash } from './ResetPassword.page';
import { ownWordsProblem } from './password-strength';
import { PasswordStrength } from './PasswordStrength';

describe('ForgotPasswordPage', () => {
  it('asks for an address and answers without saying whether it has an account', async () => {
    const fetchMock = mockFetch({ 'GQL RequestPasswordReset': gqlData({ requestPasswordReset: true }) });
    const { events } = renderWithProviders(<ForgotPasswordPage />);
    await events.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/If an account uses ada@example.com, we have sent it a link/),
    ).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'RequestPasswordReset')).toEqual([{ email: 'ada@example.com' }]);
  });

  it('refuses an invalid address before asking', async () => {
    const fetchMock = mockFetch({});
    const { events } = renderWithProviders(<ForgotPasswordPage />);
    await events.type(screen.getByLabelText('Email'), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('Please enter a valid email address');
    expect(gqlCalls(fetchMock, 'RequestPasswordReset')).toEqual([]);
  });
});

describe('ResetPasswordPage', () => {
  it('reads the token from the fragment', () => {
    expect(tokenFromHash('#token=abc_DEF-1')).toBe('abc_DEF-1');
    expect(tokenFromHash('')).toBeNull();
  });

  it('sets the new password with the link token and says every session was signed out', async () => {
    const fetchMock = mockFetch({ 'GQL ResetPassword': gqlData({ resetPassword: true }) });
    const { events } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=tok123' });
    await events.type(screen.getByLabelText('New password'), 'Lantern-orbit-5517');
    await events.type(screen.getByLabelText('Confirm new password'), 'Lantern-orbit-5517');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/every session was signed out/)).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'ResetPassword')).toEqual([
      { input: { token: 'tok123', password: 'Lantern-orbit-5517' } },
    ]);
  });

  it('shows why a used or expired link is refused', async () => {
    mockFetch({
      'GQL ResetPassword': gqlError(
        'VALIDATION',
        'This link is invalid or has expired. Links work once and only for a limited time.',
      ),
    });
    const { events } = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password#token=old' });
    await events.type(screen.getByLabelText('New password'), 'Lantern-orbit-5517');
    await events.type(screen.getByLabelText('Confirm new password'), 'Lantern-orbit-5517');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/);
  });

  it('says a link without a token is incomplete', () => {
    mockFetch({});
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});

describe('password strength', () => {
  it('rates weak and strong passwords as they are typed, and names the own-address problem', async () => {
    const { rerender } = renderWithProviders(
      <PasswordStrength password="aaaaaaaa" email="ada@example.com" />,
    );
    expect(await screen.findByText(/Strength: (Very weak|Weak)/)).toBeInTheDocument();
    rerender(<PasswordStrength password="Lantern-orbit-5517" email="ada@example.com" />);
    expect(await screen.findByText(/Strength: (Strong|Very strong)$/)).toBeInTheDocument();
    rerender(<PasswordStrength password="ada@example.com-2027!" email="ada@example.com" />);
    expect(await screen.findByText(/Must not contain your email address/)).toBeInTheDocument();
  });

  it('finds the address or its name part in a password', () => {
    expect(ownWordsProblem('xxADA.xx', 'ada@example.com')).toBe('Must not contain your email address');
    expect(ownWordsProblem('Lantern-orbit', 'ada@example.com')).toBeNull();
  });
});
