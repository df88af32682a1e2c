import { jest } from '@jest/globals';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { ProtectedRoute } from './ProtectedRoute';
import { AuthProvider, useAuth } from './auth-context';
import { render } from '@testing-library/react';

const location = () => screen.getByTestId('location').textContent;

describe('ProtectedRoute', () => {
  it('shows the spinner while loading', () => {
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, {
      route: '/gallery',
      authApi: { fetchCurrentUser: () => new Promise(() => {}) },
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('redirects to /auth when nobody is signed in', async () => {
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery' });
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, { route: '/gallery', user: buildUser() });
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(location()).toBe('/gallery');
  });

  it('treats a failing user call as signed out', async () => {
    renderWithProviders(<ProtectedRoute>secret</ProtectedRoute>, {
      route: '/gallery',
      authApi: {
        fetchCurrentUser: async () => {
          throw new Error('Network error');
        },
      },
    });
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
