import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { theme } from '../../app/theme';
import { INITIAL_DATA_ID, readInitialData } from '../../lib/initial-data';
import { buildUser } from '../../test-utils/fixtures';
import { gqlCalls, gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { AuthProvider, useAuth } from './auth-context';

// The app's own provider, without a client given: the first screen shows before Apollo Client has loaded.

function Probe() {
  const { user, isLoading } = useAuth();
  return <p data-testid="auth">{isLoading ? 'loading' : (user?.email ?? 'visitor')}</p>;
}

function renderApp() {
  return render(
    <MantineProvider theme={theme} env="test">
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </MantineProvider>,
  );
}

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

/** The page as the gateway serves it, with these answers embedded. */
function pageCameWith(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ID;
  block.textContent = JSON.stringify(answers);
  document.body.prepend(block);
  readInitialData();
}

it('knows the person the page came with at the first render, without asking the server', () => {
  pageCameWith({ CurrentUser: { me: { __typename: 'User', ...buildUser({ email: 'ada@example.com' }) } } });
  const fetchMock = mockFetch({});
  renderApp();
  expect(screen.getByTestId('auth')).toHaveTextContent('ada@example.com');
  expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
});

it("knows a visitor's page at the first render (the gateway's visitor answers), without asking", () => {
  pageCameWith({ CurrentUser: { me: null } });
  const fetchMock = mockFetch({});
  renderApp();
  expect(screen.getByTestId('auth')).toHaveTextContent('visitor');
  expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
});

it('asks the server through the Apollo Client it loads when the page came without an answer', async () => {
  readInitialData();
  const fetchMock = mockFetch({ 'GQL CurrentUser': gqlData({ me: null }) });
  renderApp();
  expect(screen.getByTestId('auth')).toHaveTextContent('loading');
  await waitFor(() => expect(screen.getByTestId('auth')).toHaveTextContent('visitor'));
  expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(1);
});
