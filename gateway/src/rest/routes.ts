import { AppError } from '@tryon/kit';
import type { FastifyRequest } from 'fastify';

/** A documented `/api/*` call answered by running a GraphQL operation against the supergraph. */
export interface GraphQLRoute {
  kind: 'graphql';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  operation: string;
  variables?: (req: FastifyRequest) => Record<string, unknown>;
  /** Reshapes `data` into the documented JSON answer. */
  select: (data: Record<string, any>) => unknown;
  status?: number;
}

/** A documented call streamed to one service where GraphQL does not fit (cookies, uploads, webhooks). */
export interface ProxyRoute {
  kind: 'proxy';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  service: string;
  upstreamPath: string;
  /** The call changes who is signed in; the gateway's cookie cache drops the caller's entry. */
  changesSession?: boolean;
}

export type Route = GraphQLRoute | ProxyRoute;

const USER_FIELDS = 'id username email firstName lastName role subscriptionStatus createdAt';
const PREF_FIELDS =
  'emailNotifications lowBalanceAlerts renewalReminders marketingEmails lowBalanceThreshold updatedAt';

function signedIn<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return value;
}

/** The REST shim: every documented `/api/*` path, one row each (spec/consumer-app.md section 7). */
export const ROUTES: Route[] = [
  {
    kind: 'proxy',
    method: 'POST',
    path: '/api/register',
    summary:
      'Create an account and sign in (sets the sid cookie). Body: email, password, firstName, lastName.',
    service: 'identity',
    upstreamPath: '/auth/register',
    changesSession: true,
  },
  {
    kind: 'proxy',
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in with email and password (sets a new sid cookie).',
    service: 'identity',
    upstreamPath: '/auth/login',
    changesSession: true,
  },
  {
    kind: 'proxy',
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out: ends the session server-side and clears the cookie.',
    service: 'identity',
    upstreamPath: '/auth/logout',
    changesSession: true,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user; 401 when nobody is signed in.',
    operation: `query CurrentUser { me { ${USER_FIELDS} } }`,
    select: (d) => signedIn(d.me),
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user/notification-preferences',
    summary: 'Notification preferences of the signed-in user (defaults before the first save).',
    operation: `query NotificationPreferences { me { notificationPreferences { ${PREF_FIELDS} } } }`,
    select: (d) => signedIn(d.me).notificationPreferences,
  },
  {
    kind: 'graphql',
    method: 'PUT',
    path: '/api/user/notification-preferences',
    summary:
      'Save notification preferences. Body: emailNotifications, lowBalanceAlerts, renewalReminders, marketingEmails (booleans), lowBalanceThreshold (1-10).',
    operation: `mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
      updateNotificationPreferences(input: $input) { ${PREF_FIELDS} } }`,
    variables: (req) => ({
      input: pick(req.body, [
        'emailNotifications',
        'lowBalanceAlerts',
        'renewalReminders',
        'marketingEmails',
        'lowBalanceThreshold',
      ]),
    }),
    select: (d) => d.updateNotificationPreferences,
  },
];

/** Copies only the listed fields of a JSON body (GraphQL input types refuse unknown ones). */
export function pick(body: unknown, keys: string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', 'Invalid format: the request body must be a JSON object');
  }
  const src = body as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in src).map((k) => [k, src[k]]));
}
