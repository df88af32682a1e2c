import type { ApolloClient } from '@apollo/client';
import { DashboardQuery } from './dashboard.graphql';

/** Whether this page load asked for the dashboard's data already and no dashboard has shown it yet. */
let prefetched = false;

/**
 * Asks for the dashboard's data when the page is opened on /dashboard, in parallel with the current-user
 * query and the screen's chunk, instead of after both (a waterfall). The dashboard then reads the answer
 * from the cache (an identical request still under way is shared: Apollo's query deduplication). A failure
 * is left to the dashboard's own query, which asks again. A page that came with the answer asks nothing.
 */
export function prefetchDashboard(client: ApolloClient): void {
  prefetched = true;
  // Answered already: the gateway put this load's answer in the page (lib/initial-data.ts).
  if (client.readQuery({ query: DashboardQuery })) return;
  client.query({ query: DashboardQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/**
 * The fetch policy of a dashboard's first query: `cache-first` for the first dashboard after a prefetch (its
 * answer is this load's, fresh), else `cache-and-network` (the analytics are asked again on every load).
 */
export function dashboardFetchPolicy(): 'cache-first' | 'cache-and-network' {
  return prefetched ? 'cache-first' : 'cache-and-network';
}

/** The first dashboard has shown the prefetched answer: later visits ask the server again. */
export function dashboardPrefetchUsed(): void {
  prefetched = false;
}
