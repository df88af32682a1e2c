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
  /** Path at the service; a function receives the request (e.g. to keep the path and query). */
  upstreamPath: string | ((req: FastifyRequest) => string);
  /** The body is streamed through unparsed (multipart uploads); its declared size is capped. */
  stream?: { maxBytes: number; tooLarge: string };
  /** The call changes who is signed in; the gateway's cookie cache drops the caller's entry. */
  changesSession?: boolean;
}

export type Route = GraphQLRoute | ProxyRoute;

const SAVED_IMAGE_FIELDS = 'id userId imageUrl thumbnailUrl name category isFavorite uploadedAt';
const SAVED_RESULT_FIELDS =
  'id userId geminiSessionId name resultImageUrl thumbnailUrl personImageUrl clothingImageUrl category style isFavorite savedAt';
const PLAN_FIELDS =
  'id name displayName description priceMonthly priceAnnual sessionsPerMonth maxRefinementsPerSession includesModelGeneration features sortOrder';
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A positive integer path parameter, or a 400 in the catalogue's wording. */
export function intParam(req: FastifyRequest, name: string): number {
  const raw = (req.params as Record<string, string | undefined>)[name];
  const n = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(n) || n < 1) {
    throw new AppError('VALIDATION', `Invalid format: ${name} must be a positive whole number`);
  }
  return n;
}

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
  {
    kind: 'proxy',
    method: 'POST',
    path: '/api/upload',
    summary: 'Upload an image (multipart, field "image"; JPG, PNG or WEBP up to 10 MB). Answers { url }.',
    service: 'media',
    upstreamPath: '/upload',
    // Multipart framing adds a little to the file itself.
    stream: { maxBytes: MAX_UPLOAD_BYTES + 64 * 1024, tooLarge: 'File size too large. Maximum size is 10MB' },
  },
  {
    kind: 'proxy',
    method: 'GET',
    path: '/uploads/*',
    summary:
      'An image of yours (owner or admin only); ?size=thumb for the thumbnail; Range and ETag supported.',
    service: 'media',
    upstreamPath: (req) => req.url,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/save-user-image',
    summary:
      'Save an uploaded image to your gallery. Body: imageUrl (an /uploads/ address of yours), name, category (person|clothing).',
    operation: `mutation SaveUserImage($input: SaveUserImageInput!) { saveUserImage(input: $input) { ${SAVED_IMAGE_FIELDS} } }`,
    variables: (req) => ({ input: pick(req.body, ['imageUrl', 'name', 'category']) }),
    select: (d) => d.saveUserImage,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/saved-user-images/:userId',
    summary: 'Your saved images (admins: anyone’s), newest first.',
    operation: `query SavedUserImages($userId: Int!) { savedUserImages(userId: $userId) { ${SAVED_IMAGE_FIELDS} } }`,
    variables: (req) => ({ userId: intParam(req, 'userId') }),
    select: (d) => d.savedUserImages,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/saved-user-images-by-category/:userId/:category',
    summary: 'Your saved images of one category (person or clothing), newest first.',
    operation: `query SavedUserImagesByCategory($userId: Int!, $category: String) {
      savedUserImages(userId: $userId, category: $category) { ${SAVED_IMAGE_FIELDS} } }`,
    variables: (req) => ({
      userId: intParam(req, 'userId'),
      category: (req.params as { category: string }).category,
    }),
    select: (d) => d.savedUserImages,
  },
  {
    kind: 'graphql',
    method: 'DELETE',
    path: '/api/saved-user-images/:id',
    summary: 'Delete a saved image of yours (and its stored file when nothing else uses it).',
    operation: 'mutation DeleteSavedUserImage($id: Int!) { deleteSavedUserImage(id: $id) }',
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: () => ({ success: true }),
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/save-try-on-result',
    summary:
      'Save a try-on result to your gallery. Body: geminiSessionId, name, resultImageUrl, personImageUrl, clothingImageUrl, category, style.',
    operation: `mutation SaveTryOnResult($input: SaveTryOnResultInput!) { saveTryOnResult(input: $input) { ${SAVED_RESULT_FIELDS} } }`,
    variables: (req) => ({
      input: pick(req.body, [
        'geminiSessionId',
        'name',
        'resultImageUrl',
        'personImageUrl',
        'clothingImageUrl',
        'category',
        'style',
      ]),
    }),
    select: (d) => d.saveTryOnResult,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/saved-try-on-results/:userId',
    summary: 'Your saved try-on results (admins: anyone’s), newest first.',
    operation: `query SavedTryOnResults($userId: Int!) { savedTryOnResults(userId: $userId) { ${SAVED_RESULT_FIELDS} } }`,
    variables: (req) => ({ userId: intParam(req, 'userId') }),
    select: (d) => d.savedTryOnResults,
  },
  {
    kind: 'graphql',
    method: 'DELETE',
    path: '/api/saved-try-on-results/:id',
    summary: 'Delete a saved try-on result of yours.',
    operation: 'mutation DeleteSavedTryOnResult($id: Int!) { deleteSavedTryOnResult(id: $id) }',
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: () => ({ success: true }),
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/subscription-plans',
    summary: 'The active subscription plans in display order (prices in cents).',
    operation: `query SubscriptionPlans { subscriptionPlans { ${PLAN_FIELDS} } }`,
    select: (d) => d.subscriptionPlans,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user/session-balance',
    summary: 'Your session balance: { balance, subscriptionSessions, topUpSessions }.',
    operation:
      'query SessionBalance { me { sessionBalance { balance subscriptionSessions topUpSessions } } }',
    select: (d) => signedIn(d.me).sessionBalance,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user/subscription-status',
    summary: 'Your balance { subscriptionSessions, topUpSessions } and subscription (null without one).',
    operation: `query SubscriptionStatus { me { subscriptionInfo {
      balance { subscriptionSessions topUpSessions }
      subscription { planId plan { ${PLAN_FIELDS} } status billingCycle currentPeriodStart currentPeriodEnd cancelAtPeriodEnd }
    } } }`,
    select: (d) => signedIn(d.me).subscriptionInfo,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user/usage-logs',
    summary: 'Your usage history, newest first: id, createdAt, actionType, sessionsCost, deductedFrom.',
    operation: 'query UsageLogs { me { usageLogs { id createdAt actionType sessionsCost deductedFrom } } }',
    select: (d) => signedIn(d.me).usageLogs,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/user/usage-analytics',
    summary:
      'currentBalance, isFirstTimeUser (never paid), hasUsedSessions, avgSessionsPerWeek (sessions used / weeks since the first use, at least 1), totalSessions.',
    operation:
      'query UsageAnalytics { me { usageAnalytics { currentBalance isFirstTimeUser hasUsedSessions avgSessionsPerWeek totalSessions } } }',
    select: (d) => signedIn(d.me).usageAnalytics,
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
