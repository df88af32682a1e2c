import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
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

  it('asks the graph who is signed in (me) and redirects to /auth for a visitor', async () => {
    const fetchMock = mockFetch({ 'GQL CurrentUser': gqlData({ me: null }) });
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', askForUser: true });
    await waitFor(() => expect(location()).toBe('/auth'));
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
    await waitFor(() => expect(location()).toBe('/auth'));
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
