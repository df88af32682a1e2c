import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppNotifications } from '../app/AppNotifications';
import { theme } from '../app/theme';
import { AuthProvider, type AuthApi } from '../features/auth/auth-context';
import type { User } from '../features/auth/auth.api';

/** Shows the router's current address, so tests can check redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname}
      {search}
    </div>
  );
}

export interface ProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The user GET /api/user answers (default: nobody signed in). */
  user?: User | null;
  /** Replaces some of the auth calls (defaults: login/register reject, logout resolves). */
  authApi?: Partial<AuthApi>;
  /** Apollo mocks (MockedProvider). */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Builds the fake auth calls a test render uses. */
export function fakeAuthApi(user: User | null = null, overrides: Partial<AuthApi> = {}) {
  return {
    fetchCurrentUser: jest.fn<AuthApi['fetchCurrentUser']>(async () => user),
    login: jest.fn<AuthApi['login']>(async () => {
      throw new Error('login not mocked');
    }),
    register: jest.fn<AuthApi['register']>(async () => {
      throw new Error('register not mocked');
    }),
    logout: jest.fn<AuthApi['logout']>(async () => undefined),
    ...overrides,
  };
}

/**
 * Renders `ui` inside the app's providers for tests: MantineProvider (env "test": no transitions or
 * portals) with the toast region, a mocked Apollo provider, a memory router and the auth provider.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    user = null,
    authApi,
    mocks = [],
    ...options
  }: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const api = fakeAuthApi(user, authApi);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <AppNotifications />
        <MockedProvider mocks={mocks} showWarnings={false}>
          <MemoryRouter initialEntries={[route]}>
            <AuthProvider api={api}>
              {children}
              <LocationProbe />
            </AuthProvider>
          </MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    );
  }
  return { events: userEvent.setup(), authApi: api, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export * from '@testing-library/react';
