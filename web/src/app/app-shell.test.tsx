import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadAppClient } from './app-client-loader';
import { readInitialData } from '../lib/initial-data';
import { gqlCalls, gqlData, mockFetch } from '../test-utils/fetch-mock';
import { APP_ROUTES } from './app-route';

// The app as main.tsx renders it: no Apollo Client provided around it (the landing page and /auth show
// without it; the screens that ask the server are loaded with it, app/app-client.tsx).

// Jest's ESM loader fails when two dynamic imports link the same modules at once (the browser does not):
// Apollo Client's chunk is loaded before the tests, as the app has done by the time a person scrolls.
beforeAll(async () => {
  await loadAppClient();
});

function renderApp(route: string) {
  readInitialData();
  // The app's own routes (main.tsx), in memory.
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [route] });
  return render(<RouterProvider router={router} />);
}

it('shows the landing page and, once it is near, the footer with its links', async () => {
  const fetchMock = mockFetch({
    'GQL CurrentUser': gqlData({ me: null }),
    'GQL FooterSections': gqlData({ footerSections: [] }),
  });
  renderApp('/');
  expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  expect(await screen.findByText(/All rights reserved/)).toBeInTheDocument();
  expect(gqlCalls(fetchMock, 'FooterSections')).toHaveLength(1);
});

it('shows the sign-in form of /auth, and its footer', async () => {
  mockFetch({
    'GQL CurrentUser': gqlData({ me: null }),
    'GQL FooterSections': gqlData({ footerSections: [] }),
  });
  renderApp('/auth?mode=login');
  expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  expect(await screen.findByText(/All rights reserved/)).toBeInTheDocument();
});
