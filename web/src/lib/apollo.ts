import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

/** The WebSocket address of /graphql on the page's own origin (ws: or wss: to match http: or https:). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * The app's Apollo Client: queries and mutations over HTTP POST /graphql with cookies, subscriptions over
 * graphql-ws on the same path (the `sid` cookie of the upgrade request authenticates it).
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const wsLink = new GraphQLWsLink(createClient({ url: graphqlWsUrl(), lazy: true, retryAttempts: 5 }));
  const link = ApolloLink.split(({ query }) => isSubscriptionOperation(query), wsLink, httpLink);
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
