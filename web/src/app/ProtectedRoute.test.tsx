import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AuthPage } from '../features/auth/Auth.page';
import { AuthProvider, useAuth } from '../features/auth/auth-context';
import { gqlCalls, gqlData, gqlError, mockFetch } from '../test-utils/fetch-mock';
import { buildUser } from '../test-utils/fixtures';
import { renderWithProviders, screen, waitFor } from '../test-utils/render';
import { ProtectedRoute } from './ProtectedRoute';

const location = () => screen.getByTestId('location').textContent;

describe('ProtectedRoute', () => {
  it('shows the spinner while the current user loads', () => {
    mockFetch({ 'GQL CurrentUser': () => new Promise(() => {}) });
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', askForUser: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('asks the graph who is signed in (me) and redirects a visitor to /auth, carrying the page to come back to', async () => {
    const fetchMock = mockFetch({ 'GQL CurrentUser': gqlData({ me: null }) });
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', askForUser: true });
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fgallery'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(1);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user')).toBe(false);
  });

  it('shows the page to the user the graph answers', async () => {
    mockFetch({ 'GQL CurrentUser': gqlData({ me: { __typename: 'User', ...buildUser() } }) });
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', askForUser: true });
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(location()).toBe('/gallery');
  });

  it('shows the page to a signed-in user', async () => {
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', user: buildUser() });
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(location()).toBe('/gallery');
  });

  it('treats a failing user call as signed out', async () => {
    mockFetch({ 'GQL CurrentUser': gqlError('INTERNAL', 'Network error') });
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', askForUser: true });
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fgallery'));
  });

  it('keeps the query string of the page to come back to, and sends the dashboard to plain /auth', async () => {
    mockFetch({ 'GQL CurrentUser': gqlData({ me: null }) });
    const { unmount } = renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, {
      route: '/pricing?pack=25',
      askForUser: true,
    });
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fpricing%3Fpack%3D25'));
    unmount();

    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/dashboard', askForUser: true });
    await waitFor(() => expect(location()).toBe('/auth'));
  });

  it.each([
    ['signing in', 'Sign In'],
    ['signing up', 'Create Account'],
  ])('brings a visitor back to the protected page (with its query) after %s', async (_, button) => {
    mockFetch({ 'GQL CurrentUser': gqlData({ me: null }) });
    const ada = buildUser({ email: 'ada@example.com' });
    const { events } = renderWithProviders(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/dashboard" element={<ProtectedRoute>dashboard</ProtectedRoute>} />
        <Route path="/gemini-virtual-tryon" element={<ProtectedRoute>try-on screen</ProtectedRoute>} />
      </Routes>,
      {
        route: '/gemini-virtual-tryon?from=dashboard',
        askForUser: true,
        authApi: { login: async () => ada, register: async () => ada },
      },
    );
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fgemini-virtual-tryon%3Ffrom%3Ddashboard'));

    const signUp = button === 'Create Account';
    if (signUp) await events.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await events.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'correct-horse');
    if (signUp) await events.type(screen.getByLabelText('Confirm Password'), 'correct-horse');
    await events.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText('try-on screen')).toBeInTheDocument();
    expect(location()).toBe('/gemini-virtual-tryon?from=dashboard');
  });
});

describe('useAuth', () => {
  it('is an error outside AuthProvider', () => {
    function Probe() {
      useAuth();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
    expect(AuthProvider).toBeDefined();
  });
});
