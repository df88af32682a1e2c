import { mockFetch } from '../../test-utils/fetch-mock';
import type { UsageAnalytics } from '../billing/billing.api';

/** Test helpers for the dashboard screen. Used by the tests only. */

/** A fake backend for user 1's dashboard: no footer sections, no saved images, and these usage analytics. */
export function mockDashboard(analytics: UsageAnalytics) {
  return mockFetch({
    'GET /api/footer/sections': { body: [] },
    'GET /api/saved-user-images/1': { body: [] },
    'GET /api/user/usage-analytics': { body: analytics },
  });
}

/** How many times the dashboard asked for the usage analytics. */
export const analyticsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/user/usage-analytics').length;
