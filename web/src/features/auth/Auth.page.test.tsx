import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import { ApiError } from '../../lib/errors';
import { gqlCalls, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { savedImage } from '../dashboard/dashboard.fixtures';
import { SavedModelsUserImageFragment } from '../dashboard/dashboard.graphql';
import { AuthPage, tabFromMode } from './Auth.page';
import type { User } from './auth.api';
import { CurrentUserFragment, CurrentUserQuery } from './auth.graphql';

const location = () => screen.getByTestId('location').textContent;

/** The sign-in page at its route, so that it is gone once it has sent the user on (as in the app). */
function renderAuthRoute(route: string, options: Omit<Parameters<typeof renderWithProviders>[1], 'route'>) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route, ...options },
  );
}

describe('AuthPage', () => {
  it('starts on Sign Up when mode=signup and on Sign In otherwise', async () => {
    expect(tabFromMode('signup')).toBe('signup');
    expect(tabFromMode('login')).toBe('login');
    expect(tabFromMode(null)).toBe('login');

    const { unmount } = renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<AuthPage />, { route: '/auth' });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('uses email inputs and lets the user show the password', async () => {
    const { events } = renderWithProviders(<AuthPage />, { route: '/auth?mode=login' });
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await events.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links "Forgot password?" to the reset request, and shows the strength of a new password (issue 40)', async () => {
    const { events, unmount } = renderAuthRoute('/auth?mode=login', {});
    await events.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    unmount();

    const signUp = renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    await signUp.events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await signUp.events.type(screen.getByLabelText('Password'), 'aaaaaaaa');
    expect(await screen.findByText(/Strength: (Very weak|Weak)/)).toBeInTheDocument();
    await signUp.events.clear(screen.getByLabelText('Password'));
    await signUp.events.type(screen.getByLabelText('Password'), 'Lantern-orbit-5517');
    expect(await screen.findByText(/Strength: (Strong|Very strong)$/)).toBeInTheDocument();
  });

  it('switches tabs', async () => {
    const { events } = renderWithProviders(<AuthPage />, { route: '/auth?mode=login' });
    await events.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('asks for email and password before signing in', async () => {
    const { events, authApi } = renderWithProviders(<AuthPage />, { route: '/auth' });
    await events.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email and password')).toBeInTheDocument();
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it('asks for email and password before signing up', async () => {
    const { events, authApi } = renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    await events.type(await screen.findByLabelText('Email'), 'new@example.com');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('refuses different passwords on sign up', async () => {
    const { events, authApi } = renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    await events.type(await screen.findByLabelText('Email'), 'new@example.com');
    await events.type(screen.getByLabelText('Password'), 'secret-one');
    await events.type(screen.getByLabelText('Confirm Password'), 'secret-two');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('refuses an invalid email on sign up with "Please enter a valid email address" and sends nothing', async () => {
    const register = jest.fn(async () => buildUser({ email: 'grace@example.com' }));
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth?mode=signup',
      authApi: { register },
    });
    const email = await screen.findByLabelText('Email');
    await events.type(email, 'grace@example');
    await events.type(screen.getByLabelText('Password'), 'long-enough');
    await events.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(register).not.toHaveBeenCalled();

    // Editing the address clears the mark; a valid one is sent.
    await events.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'grace@example.com' })),
    );
  });

  it('refuses an invalid email on sign in with "Please enter a valid email address" and sends nothing', async () => {
    const { events, authApi } = renderWithProviders(<AuthPage />, { route: '/auth?mode=login' });
    await events.type(await screen.findByLabelText('Email'), 'ada at example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    await events.keyboard('{Enter}');

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(authApi.login).not.toHaveBeenCalled();
  });

  it('asks for the missing fields before judging the email', async () => {
    const { events, authApi } = renderWithProviders(<AuthPage />, { route: '/auth?mode=signup' });
    await events.type(await screen.findByLabelText('Email'), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(authApi.register).not.toHaveBeenCalled();
  });

  it('shows "Signing in..." while pending, then welcomes the user and opens the dashboard', async () => {
    let resolve!: (user: User) => void;
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth',
      authApi: { login: () => new Promise<User>((r) => (resolve = r)) },
    });
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    resolve(buildUser({ email: 'ada@example.com' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Logged in successfully as ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('shows "Creating account..." while pending, then greets the new user by first name', async () => {
    let resolve!: (user: User) => void;
    const register = jest.fn(() => new Promise<User>((r) => (resolve = r)));
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth?mode=signup',
      authApi: { register },
    });
    await events.type(await screen.findByLabelText('First Name'), 'Grace');
    await events.type(screen.getByLabelText('Last Name'), 'Hopper');
    await events.type(screen.getByLabelText('Email'), 'grace@example.com');
    await events.type(screen.getByLabelText('Password'), 'long-enough');
    await events.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(register).toHaveBeenCalledWith({
      email: 'grace@example.com',
      password: 'long-enough',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    resolve(buildUser({ email: 'grace@example.com', firstName: 'Grace' }));

    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Grace!/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('a double click on Create Account creates the account once', async () => {
    const register = jest.fn(async () => buildUser({ email: 'ada@example.com', firstName: 'Ada' }));
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth?mode=signup',
      authApi: { register },
    });
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'long-enough');
    await events.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    const button = screen.getByRole('button', { name: 'Create Account' });
    // Two clicks in the same task, before React has drawn the button disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('greets by email when no first name was given', async () => {
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth?mode=signup',
      authApi: { register: async () => buildUser({ email: 'anon@example.com', firstName: null }) },
    });
    await events.type(await screen.findByLabelText('Email'), 'anon@example.com');
    await events.type(screen.getByLabelText('Password'), 'long-enough');
    await events.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/Welcome, anon@example.com!/)).toBeInTheDocument();
  });

  it('shows the friendly message of a failed sign-in and stays on the page', async () => {
    const { events } = renderWithProviders(<AuthPage />, {
      route: '/auth',
      authApi: {
        login: async () => {
          throw new ApiError(401, 'Invalid email or password', 'UNAUTHENTICATED');
        },
      },
    });
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'wrong-password');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(location()).toBe('/auth');
  });

  it.each([
    ['sign-in', '/auth?next=%2Fgallery%3Ftab%3Dresults', '/gallery?tab=results'],
    ['sign-up', '/auth?mode=signup&next=%2Fgemini-virtual-tryon', '/gemini-virtual-tryon'],
  ])('after a %s goes back to the in-app page in `next`', async (kind, route, back) => {
    const ada = buildUser({ email: 'ada@example.com' });
    const { events } = renderAuthRoute(route, {
      authApi: { login: async () => ada, register: async () => ada },
    });
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    if (kind === 'sign-up') await events.type(screen.getByLabelText('Confirm Password'), 'correct-horse');
    await events.keyboard('{Enter}');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe(back);
  });

  it.each([
    'https%3A%2F%2Fevil.example%2F',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '%2Fauth%3Fmode%3Dsignup',
    'gallery',
  ])('ignores a `next` of %p that is not an in-app page and opens the dashboard', async (next) => {
    const { events } = renderAuthRoute(`/auth?next=${next}`, {
      authApi: { login: async () => buildUser() },
    });
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    await events.keyboard('{Enter}');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('sends a signed-in user on to the page in `next`', async () => {
    renderAuthRoute('/auth?next=%2Fpricing%3Fpack%3D25', { user: buildUser() });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/pricing?pack=25');
  });

  it('sends a signed-in user to the dashboard', async () => {
    renderWithProviders(<AuthPage />, { route: '/auth', user: buildUser() });
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it("signing in as someone else drops the previous account's cached data and keeps the new user", async () => {
    const fetchMock = mockFetch({});
    const grace = buildUser({ id: 2, email: 'grace@example.com', firstName: 'Grace' });
    const { events, client } = renderWithProviders(<AuthPage />, {
      route: '/auth',
      authApi: { login: async () => grace },
    });
    // What a previous account (user 1) left in this tab's cache.
    client.writeFragment({
      fragment: CurrentUserFragment,
      data: { __typename: 'User', ...buildUser({ id: 1 }) } as User,
    });
    client.writeFragment({ fragment: SavedModelsUserImageFragment, data: savedImage(5, 'Ada at home') });
    expect(client.cache.extract()).toHaveProperty('User:1');
    expect(client.cache.extract()).toHaveProperty('SavedUserImage:5');

    await events.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location()).toBe('/dashboard'));
    const cached = client.cache.extract();
    expect(cached).not.toHaveProperty('User:1');
    expect(cached).not.toHaveProperty('SavedUserImage:5');
    expect(client.readQuery({ query: CurrentUserQuery })?.me).toMatchObject({
      id: 2,
      email: 'grace@example.com',
    });
    // The sign-in answer is the user: nobody asks who is signed in again.
    expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
  });
});
