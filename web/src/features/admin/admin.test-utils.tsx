import { AppRoutes } from '../../app/AppRoutes';
import { gqlData, mockFetch } from '../../test-utils/fetch-mock';
import { buildUser } from '../../test-utils/fixtures';
import { renderWithProviders, screen } from '../../test-utils/render';
import { overviewData } from './admin.fixtures';

/** The admin the admin screen tests sign in as. */
export const testAdmin = buildUser({ id: 1, role: 'admin', username: 'boss' });

/**
 * Renders the app at `route` (an admin screen) for the signed-in admin, with the overview figures and no
 * campaigns for the banner, over a fetch mocked with `routes`.
 */
export function renderAdmin(route: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GQL AdminOverview': gqlData(overviewData()),
    'GQL ActivePromoCampaigns': gqlData({ activePromoCampaigns: [] }),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<AppRoutes />, { route, user: testAdmin }) };
}

/** The dialog (modal) with this title. */
export const dialog = (name: string) => screen.getByRole('dialog', { name });
