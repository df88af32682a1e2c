import { expect, jest } from '@jest/globals';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { render, waitFor, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppNotifications } from '../app/AppNotifications';
import { createApolloClient } from '../lib/apollo';
import { theme } from '../app/theme';
import { AuthProvider, type AuthApi } from '../features/auth/auth-context';
import { writeCurrentUser, type User } from '../features/auth/auth.api';

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

/**
 * What the test router's one route shows: the tree under test, passed by context so that rerender() updates
 * it in place, without a new router (which would start again at `route`).
 */
const RoutedTree = createContext<ReactNode>(null);

function ShowRoutedTree() {
  return useContext(RoutedTree);
}

export interface ProvidersOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The signed-in user the cache starts with, as the `CurrentUser` query's `me` (default: nobody). */
  user?: User | null;
  /**
   * Start with nothing cached, so the `CurrentUser` query goes to the mocked fetch (mock
   * `'GQL CurrentUser'`): for the loading and failure states of the current user.
   */
  askForUser?: boolean;
  /** Replaces some of the auth calls (defaults: login/register reject, logout resolves). */
  authApi?: Partial<AuthApi>;
}

/**
 * The app's own Apollo Client (same cache and type policies, same error link) for a test: queries and
 * mutations go through `fetch` (mock them with `mockFetch({ 'GQL OperationName': gqlData(...) })`), and
 * subscriptions through a link the test drives (`subscriptions.simulateResult({ result: { data } })`).
 */
export function createTestApolloClient() {
  const subscriptions = new MockSubscriptionLink();
  const opened: string[] = [];
  openedSubscriptions.set(subscriptions, opened);
  const request = subscriptions.request.bind(subscriptions);
  subscriptions.request = (operation) => {
    opened.push(operation.operationName ?? '');
    return request(operation);
  };
  return { client: createApolloClient({ subscriptionLink: subscriptions }), subscriptions };
}

/** The subscriptions (operation names) the app opened through each test link, in order. */
const openedSubscriptions = new WeakMap<MockSubscriptionLink, string[]>();

/**
 * Waits until the app has opened the subscription `operationName` through the test link: the pushes start
 * once the screen is there and the page idle (lib/use-idle-after-load.ts), not at the first render.
 */
export async function subscriptionOpened(subscriptions: MockSubscriptionLink, operationName: string) {
  await waitFor(() => expect(openedSubscriptions.get(subscriptions)).toContain(operationName));
}

/** Builds the fake auth calls (sign-in, sign-up, sign-out) a test render uses. */
export function fakeAuthApi(overrides: Partial<AuthApi> = {}) {
  return {
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
 * portals) with the toast region, the app's Apollo Client over the mocked fetch ({@link
 * createTestApolloClient}), a data memory router and the auth provider. Returns the client and the
 * subscription link beside the testing-library helpers.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    user = null,
    askForUser = false,
    authApi,
    ...options
  }: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const api = fakeAuthApi(authApi);
  const { client, subscriptions } = createTestApolloClient();
  if (!askForUser) writeCurrentUser(client, user);
  function Wrapper({ children }: { children: ReactNode }) {
    // A data router, as the app's (main.tsx), so that useBlocker works; one catch-all route, as there. Made
    // once per render: rerender() keeps its history.
    const [router] = useState(() =>
      createMemoryRouter([{ path: '*', element: <ShowRoutedTree /> }], { initialEntries: [route] }),
    );
    return (
      <MantineProvider theme={theme} env="test">
        <AppNotifications />
        <ApolloProvider client={client}>
          <RoutedTree.Provider
            value={
              <AuthProvider api={api} client={client}>
                {children}
                <LocationProbe />
              </AuthProvider>
            }
          >
            <RouterProvider router={router} />
          </RoutedTree.Provider>
        </ApolloProvider>
      </MantineProvider>
    );
  }
  return {
    events: userEvent.setup(),
    authApi: api,
    client,
    subscriptions,
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

export * from '@testing-library/react';
