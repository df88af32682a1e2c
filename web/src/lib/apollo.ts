import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type DefaultContext,
  type FieldPolicy,
  type TypePolicies,
} from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { ServerError } from '@apollo/client/errors';
import { catchError, map, Observable, throwError, type Subscription } from 'rxjs';
import { ApiError, extractErrorText } from './errors';

/** The WebSocket address of /graphql on the page's own origin (ws: or wss: to match http: or https:). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

/**
 * How the cache keys and merges what the graph answers. Every type with an `id` is normalized by it
 * (User, GeminiSession, EditSession, SavedUserImage, SavedTryOnResult, SavedGeminiPerson,
 * SubscriptionPlan, SandboxCheckout, AdminStats), and an AI setting by its key, so a push or a mutation
 * answer updates every screen that shows it.
 * Objects without an id (a user's balance, subscription info, analytics, preferences) live inside their
 * User and are merged field by field.
 */
/** A page of a keyset list as the cache keeps it: the pages loaded so far, one after the other. */
interface CursorPage {
  items: unknown[];
  nextCursor?: string | null;
}

/**
 * A keyset-paged list (`savedUserImagesPage`, ...): one cached list per `keyArgs`; the first page (no
 * `cursor`) replaces it, a later page (asked with the `nextCursor` the list gave) is appended to it.
 */
export function cursorPagePolicy(keyArgs: string[] | false): FieldPolicy<CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.cursor) return incoming;
      return { ...incoming, items: [...existing.items, ...incoming.items] };
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // A job read by id is the job the cache already holds (from the mutation that started it).
      geminiSession: {
        read: (_, { args, toReference }) => toReference({ __typename: 'GeminiSession', id: args?.id }),
      },
      editSession: {
        read: (_, { args, toReference }) => toReference({ __typename: 'EditSession', id: args?.id }),
      },
    },
  },
  User: {
    fields: {
      // One list per kind of image (person, clothing) and one of every image.
      savedUserImages: { keyArgs: ['kind'] },
      // The gallery's lists, loaded page after page as the person scrolls.
      savedUserImagesPage: cursorPagePolicy(['kind']),
      savedTryOnResultsPage: cursorPagePolicy(false),
      savedGeminiPeoplePage: cursorPagePolicy(false),
    },
  },
  ApiConfiguration: { keyFields: ['key'] },
  // One for the whole system: a mutation's answer replaces the settings the query showed.
  SupportSettings: { keyFields: [] },
  // The public footer holds only visible items and the admin's holds all of them: each query keeps its own
  // copy of a section instead of one normalized by id (which the other would overwrite).
  FooterSection: { keyFields: false },
  SessionBalance: { merge: true },
  SubscriptionStatusInfo: { merge: true },
  BalanceCounts: { merge: true },
  UsageAnalytics: { merge: true },
  NotificationPreferences: { merge: true },
};

/** A new cache with the app's type policies (tests use the same one). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** HTTP status of a platform error code (services/kit ERROR_STATUS), so GraphQL errors read like REST's. */
const CODE_STATUS: Record<string, number> = {
  VALIDATION: 400,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_SESSIONS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
};

/** The first GraphQL error of an answer as an {@link ApiError} (status and code as the REST shim gives). */
export function apiErrorFromGraphQL(error: GraphQLErrorLike): ApiError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
  const status =
    typeof error.extensions?.status === 'number' ? error.extensions.status : (CODE_STATUS[code ?? ''] ?? 500);
  return new ApiError(status, error.message, code, { error: error.message, code });
}

/**
 * Turns an answer with GraphQL errors (or a non-GraphQL error answer, such as a proxy's 502) into a thrown
 * {@link ApiError}, so screens handle GraphQL and REST failures with one rule (lib/errors.ts):
 * `error.status`, `error.code` and the friendly message.
 */
export const apiErrorLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    map((result) => {
      const first = result.errors?.[0];
      if (first) throw apiErrorFromGraphQL(first as GraphQLErrorLike);
      return result;
    }),
    catchError((error: unknown) =>
      throwError(() =>
        ServerError.is(error)
          ? new ApiError(error.statusCode, extractErrorText(error.bodyText) || String(error.statusCode))
          : error,
      ),
    ),
  ),
);

/**
 * The context of a public query that is sent as GET /graphql (`useQuery(Doc, { context: CACHEABLE_GET })`):
 * the gateway answers those root fields with an ETag and Cache-Control, so the browser's HTTP cache
 * revalidates them. Apollo Server's CSRF prevention blocks a GET without a preflight-forcing header; the
 * HttpLink's `content-type: application/json` already is one, and `apollo-require-preflight` keeps the GET
 * accepted should that header ever be dropped from bodiless requests.
 */
export const CACHEABLE_GET: DefaultContext = {
  fetchOptions: { method: 'GET' },
  headers: { 'apollo-require-preflight': 'true' },
};

/**
 * The graphql-ws link on the page's origin, with graphql-ws itself loaded on the first subscription (a
 * visitor never opens one, so the first load of the public pages does without it).
 */
export function lazyWebSocketLink(): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]).then(
      ([{ GraphQLWsLink }, { createClient }]) =>
        new GraphQLWsLink(createClient({ url: graphqlWsUrl(), lazy: true, retryAttempts: 5 })),
    ));
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        load().then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export interface ApolloClientOptions {
  /** The link that carries subscriptions (default: graphql-ws on the page's origin). */
  subscriptionLink?: ApolloLink;
}

/**
 * The app's Apollo Client: queries and mutations over HTTP POST /graphql with cookies (GET for the public
 * queries that ask for it, {@link CACHEABLE_GET}), subscriptions over graphql-ws on the same path (the `sid`
 * cookie of the upgrade request authenticates it).
 */
export function createApolloClient({ subscriptionLink }: ApolloClientOptions = {}): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const wsLink = subscriptionLink ?? lazyWebSocketLink();
  const link = ApolloLink.from([
    apiErrorLink,
    ApolloLink.split(({ query }) => isSubscriptionOperation(query), wsLink, httpLink),
  ]);
  return new ApolloClient({ link, cache: createCache() });
}
