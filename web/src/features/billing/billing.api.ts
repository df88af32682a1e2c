/** The billing REST answers the web app reads (docs/contracts.md, "Billing (issue 4, part 1)"). */

/** GET /api/user/session-balance: refetched every 30 s by the session badge. */
export const SESSION_BALANCE_URL = '/api/user/session-balance';
/** GET /api/user/usage-analytics: only when signed in; the dashboard always asks again on load. */
export const USAGE_ANALYTICS_URL = '/api/user/usage-analytics';

/** How often the session badge asks for the balance again (spec section 9: 30 s). */
export const BALANCE_REFETCH_MS = 30_000;

export interface SessionBalance {
  balance: number;
  subscriptionSessions: number;
  topUpSessions: number;
}

export interface UsageAnalytics {
  currentBalance: number;
  isFirstTimeUser: boolean;
  hasUsedSessions: boolean;
  avgSessionsPerWeek: number | null;
  totalSessions: number;
}
