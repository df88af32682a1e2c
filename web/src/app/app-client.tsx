import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext, useQuery, useSubscription } from '@apollo/client/react';
import { useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { User } from '../features/auth/auth.api';
import { CurrentUserQuery, SignedOutSubscription } from '../features/auth/auth.graphql';
import { DashboardQuery } from '../features/dashboard/dashboard.graphql';
import { createApolloClient } from '../lib/apollo';
import { seedLaterInitialData } from '../lib/initial-data';

// Apollo Client and what needs it before a screen does, in a chunk of their own (app/app-client-loader.ts
// loads it): the landing page and /auth show without it, and it loads beside the first render.

let client: ApolloClient | undefined;

/** The app's Apollo Client, made once, its cache seeded with the answers the page came with. */
export function appClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    seedLaterInitialData(client, [CurrentUserQuery, DashboardQuery]);
  }
  return client;
}

/** Provides the app's client to `children`, unless a client is already provided above (a test's). */
export function WithAppClient({ children }: { children: ReactNode }) {
  const above = useContext(getApolloContext()).client;
  if (above) return children;
  return <ApolloProvider client={appClient()}>{children}</ApolloProvider>;
}

const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `component` inside {@link WithAppClient}; the same wrapper each time for the same component. */
export function withAppClient<P extends object>(component: ComponentType<P>): ComponentType<P> {
  let wrapper = wrapped.get(component as ComponentType<never>) as ComponentType<P> | undefined;
  if (!wrapper) {
    const Component = component;
    wrapper = (props: P) => (
      <WithAppClient>
        <Component {...props} />
      </WithAppClient>
    );
    wrapped.set(component as ComponentType<never>, wrapper as ComponentType<never>);
  }
  return wrapper;
}

/** The current user as the auth provider follows it: `loading` until the first answer. */
export interface CurrentUserState {
  user: User | null;
  loading: boolean;
}

/**
 * Follows the `CurrentUser` query (the graph's `me`, null for a visitor; a failure counts as signed out)
 * for the auth provider, which lives outside this chunk: each change is reported through `onChange`.
 */
export function CurrentUserFollower({
  client: given,
  onChange,
}: {
  client: ApolloClient;
  onChange: (state: CurrentUserState) => void;
}) {
  const { data, loading, error } = useQuery(CurrentUserQuery, { client: given });
  const user = error ? null : (data?.me ?? null);
  const pending = loading && !data;
  useEffect(() => onChange({ user, loading: pending }), [user, pending, onChange]);
  return null;
}

/** Calls `onSignedOut` when the server reports that this browser's session was revoked elsewhere. */
export function SignedOutListener({
  client: given,
  onSignedOut,
}: {
  client: ApolloClient;
  onSignedOut: () => void;
}) {
  useSubscription(SignedOutSubscription, {
    client: given,
    onData: ({ data }) => {
      if (data.data?.signedOut) onSignedOut();
    },
  });
  return null;
}
