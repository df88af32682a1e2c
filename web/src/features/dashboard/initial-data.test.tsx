import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { CurrentUserQuery } from '../auth/auth.graphql';
import { DashboardPage } from './Dashboard.page';
import { dashboardAnswer, savedImage } from './dashboard.fixtures';
import { prefetchDashboard } from './dashboard-prefetch';
import { DashboardQuery } from './dashboard.graphql';
import { buildUser } from '../../test-utils/fixtures';
import { gqlCalls, mockFetch } from '../../test-utils/fetch-mock';
import { createTestApolloClient, renderWithProviders, screen } from '../../test-utils/render';
import { ActivePromoCampaignsQuery } from '../promo/promo.graphql';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { INITIAL_DATA_ID, readInitialData, seedLaterInitialData } from '../../lib/initial-data';

const user = { __typename: 'User', ...buildUser({ firstName: '</script> Ada' }) };
const dashboard = (dashboardAnswer({ images: [savedImage(3, 'Studio portrait')] }).body as { data: unknown })
  .data;

/** Puts the gateway's block in the document, as it embeds it (every `<` escaped). */
function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ID;
  block.textContent = text;
  document.body.prepend(block);
}

const answers = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

afterEach(() => document.getElementById(INITIAL_DATA_ID)?.remove());

/** Reads the page's block, then seeds `queries` from it: what the entry and the data chunk do in turn. */
function seedInitialData(client: ApolloClient, queries: DocumentNode[]): string[] {
  readInitialData();
  return seedLaterInitialData(client, queries);
}

describe('seedInitialData', () => {
  it('writes the embedded answers of the queries it knows to the cache, and reads the block once', () => {
    embed(answers({ CurrentUser: { me: user }, Dashboard: dashboard, Other: { x: 1 } }));
    const { client } = createTestApolloClient();
    expect(seedInitialData(client, [CurrentUserQuery, DashboardQuery])).toEqual(['CurrentUser', 'Dashboard']);
    expect(client.readQuery({ query: CurrentUserQuery })?.me).toEqual(user);
    expect(client.readQuery({ query: DashboardQuery })).toEqual(dashboard);
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
    expect(seedInitialData(client, [CurrentUserQuery])).toEqual([]);
  });

  it('keeps the answers of queries a later chunk knows for it to seed, once', () => {
    embed(answers({ CurrentUser: { me: user }, ActivePromoCampaigns: { activePromoCampaigns: [] } }));
    const { client } = createTestApolloClient();
    expect(seedInitialData(client, [CurrentUserQuery])).toEqual(['CurrentUser']);
    expect(client.readQuery({ query: ActivePromoCampaignsQuery })).toBeNull();
    expect(seedLaterInitialData(client, [CurrentUserQuery, ActivePromoCampaignsQuery])).toEqual([
      'ActivePromoCampaigns',
    ]);
    expect(client.readQuery({ query: ActivePromoCampaignsQuery })).toEqual({ activePromoCampaigns: [] });
    expect(seedLaterInitialData(client, [ActivePromoCampaignsQuery])).toEqual([]);
  });

  it('seeds nothing from a page without the block, an unreadable one or one without these answers', () => {
    const { client } = createTestApolloClient();
    expect(seedInitialData(client, [CurrentUserQuery])).toEqual([]);
    embed('{not json');
    expect(seedInitialData(client, [CurrentUserQuery])).toEqual([]);
    embed(answers({ Dashboard: null }));
    expect(seedInitialData(client, [CurrentUserQuery, DashboardQuery])).toEqual([]);
    expect(client.readQuery({ query: CurrentUserQuery })).toBeNull();
  });
});

/** A page load opened on /dashboard as main.tsx starts it: the seed, then the dashboard's prefetch. */
function SeededLoad() {
  const client = useApolloClient();
  useState(() => {
    seedInitialData(client, [CurrentUserQuery, DashboardQuery]);
    prefetchDashboard(client);
    return null;
  });
  return <DashboardPage />;
}

describe('a dashboard page that came with its answers', () => {
  it('shows the screen from them without asking the server for the user or its data', async () => {
    embed(answers({ CurrentUser: { me: user }, Dashboard: dashboard }));
    const fetchMock = mockFetch({});
    renderWithProviders(<SeededLoad />, { askForUser: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Try On Clothes Virtually' })).toBeInTheDocument();
    expect(await screen.findByText('Studio portrait')).toBeInTheDocument();
    expect(gqlCalls(fetchMock, 'CurrentUser')).toHaveLength(0);
    expect(gqlCalls(fetchMock, 'Dashboard')).toHaveLength(0);
  });
});
