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
const GEMINI_SESSION_FIELDS =
  'id userId sessionType status gender age ethnicity build hairColor hairStyle clothing pose background prompt personImageUrl clothingImageUrl clothingImageUrl2 garmentType1 garmentType2 category style resultUrl errorMessage offline createdAt completedAt';
const EDIT_SESSION_FIELDS =
  'id userId geminiSessionId baseImageUrl editInstructions status resultUrl errorMessage offline refinementNumber createdAt completedAt session { id }';

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
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/stripe/create-subscription-checkout',
    summary:
      'Start checkout for a plan. Body: planName (standard, pro), billingPeriod (monthly|annual). Answers { url }.',
    operation: `mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: String!) {
      createSubscriptionCheckout(planName: $planName, billingPeriod: $billingPeriod) { url } }`,
    variables: (req) => pick(req.body, ['planName', 'billingPeriod']),
    select: (d) => d.createSubscriptionCheckout,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/stripe/create-topup-checkout',
    summary:
      'Start checkout for a session pack. Body: sessions (10, 25 or 50), amount (the pack price in cents: 699, 1499, 2499). Answers { url }.',
    operation: `mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {
      createTopUpCheckout(amount: $amount, sessions: $sessions) { url } }`,
    variables: (req) => pick(req.body, ['amount', 'sessions']),
    select: (d) => d.createTopUpCheckout,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/stripe/create-portal-session',
    summary: 'Open the billing portal (Stripe’s, or the sandbox portal page). Answers { url }.',
    operation: 'mutation CreatePortalSession { createPortalSession { url } }',
    select: (d) => d.createPortalSession,
  },
  {
    kind: 'proxy',
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: 'Stripe webhook endpoint (raw body, Stripe-Signature checked by billing).',
    service: 'billing',
    upstreamPath: '/stripe/webhook',
    stream: { maxBytes: 1024 * 1024, tooLarge: 'Webhook body too large' },
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/sandbox/checkout/:id',
    summary: 'A sandbox (test payment) checkout of yours: what is being bought.',
    operation: `query SandboxCheckout($id: String!) { sandboxCheckout(id: $id) {
      id mode status description amountInCents currency sessions planName planDisplayName billingPeriod } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    select: (d) => d.sandboxCheckout,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/sandbox/checkout/:id/complete',
    summary: 'Pay a sandbox checkout of yours (test payment, nothing is charged). Answers { url }.',
    operation: 'mutation CompleteSandboxCheckout($id: String!) { completeSandboxCheckout(id: $id) { url } }',
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    select: (d) => d.completeSandboxCheckout,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/sandbox/checkout/:id/cancel',
    summary: 'Cancel an open sandbox checkout of yours. Answers { url }.',
    operation: 'mutation CancelSandboxCheckout($id: String!) { cancelSandboxCheckout(id: $id) { url } }',
    variables: (req) => ({ id: (req.params as { id: string }).id }),
    select: (d) => d.cancelSandboxCheckout,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/sandbox/portal/subscription',
    summary: 'Sandbox billing portal: body { cancelAtPeriodEnd: boolean }. Answers the subscription status.',
    operation: `mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {
      setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {
        balance { subscriptionSessions topUpSessions }
        subscription { planId plan { ${PLAN_FIELDS} } status billingCycle currentPeriodStart currentPeriodEnd cancelAtPeriodEnd }
      } }`,
    variables: (req) => pick(req.body, ['cancelAtPeriodEnd']),
    select: (d) => d.setSandboxCancelAtPeriodEnd,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/gemini/generate-person',
    summary:
      'Generate an AI person (1 session). Body: gender, age, ethnicity, build, hairColor, hairStyle, clothing, pose, background, optional prompt. Answers the session (pending); 402 NO_SESSIONS on an empty balance.',
    operation: `mutation GeneratePerson($input: GeneratePersonInput!) { generatePerson(input: $input) { ${GEMINI_SESSION_FIELDS} } }`,
    variables: (req) => ({
      input: pick(req.body, [
        'gender',
        'age',
        'ethnicity',
        'build',
        'hairColor',
        'hairStyle',
        'clothing',
        'pose',
        'background',
        'prompt',
      ]),
    }),
    select: (d) => d.generatePerson,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/gemini/session/:id',
    summary:
      'A generation or try-on of yours: status, resultUrl, errorMessage (poll every 2 s, or subscribe).',
    operation: `query GeminiSession($id: Int!) { geminiSession(id: $id) { ${GEMINI_SESSION_FIELDS} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => d.geminiSession,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/virtual-tryon',
    summary:
      'Try garments on a person (1 session). Body: personImageUrl, clothingImageUrl, clothingImageUrl2 (multi-garment), category, garmentType1, garmentType2, style, replaceFootwear. Images are /uploads/ addresses of yours.',
    operation: `mutation VirtualTryOn($input: VirtualTryOnInput!) { virtualTryOn(input: $input) { ${GEMINI_SESSION_FIELDS} } }`,
    variables: (req) => ({
      input: pick(req.body, [
        'personImageUrl',
        'clothingImageUrl',
        'clothingImageUrl2',
        'category',
        'garmentType1',
        'garmentType2',
        'style',
        'replaceFootwear',
      ]),
    }),
    select: (d) => d.virtualTryOn,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/gemini/edit-image',
    summary:
      'Edit an image of yours by instruction. Body: baseImageUrl, editInstructions. The plan includes the first refinements of a result; later ones cost 1 session.',
    operation: `mutation EditImage($input: EditImageInput!) { editImage(input: $input) { ${EDIT_SESSION_FIELDS} } }`,
    variables: (req) => ({ input: pick(req.body, ['baseImageUrl', 'editInstructions']) }),
    select: (d) => d.editImage,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/gemini/edit-session/:id',
    summary: 'An edit of yours: status, resultUrl (poll every 2 s, or subscribe).',
    operation: `query EditSession($id: Int!) { editSession(id: $id) { ${EDIT_SESSION_FIELDS} } }`,
    variables: (req) => ({ id: intParam(req, 'id') }),
    select: (d) => d.editSession,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/admin/config',
    summary: 'The AI settings (admin only): key, value, description, updatedAt.',
    operation: 'query ApiConfigurations { apiConfigurations { key value description updatedAt } }',
    select: (d) => d.apiConfigurations,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/admin/config',
    summary:
      'Change an AI setting (admin only). Body: key (active_api, gemini_enabled, fashn_enabled), value, description.',
    operation: `mutation SetApiConfiguration($key: String!, $value: String!, $description: String) {
      setApiConfiguration(key: $key, value: $value, description: $description) { key value description updatedAt } }`,
    variables: (req) => pick(req.body, ['key', 'value', 'description']),
    select: (d) => d.setApiConfiguration,
  },
  {
    kind: 'graphql',
    method: 'POST',
    path: '/api/gemini/save-person',
    summary: 'Save a completed AI model of yours. Body: geminiSessionId, name. Answers the saved person.',
    operation: `mutation SaveGeminiPerson($geminiSessionId: Int!, $name: String!) {
      saveGeminiPerson(geminiSessionId: $geminiSessionId, name: $name) {
        id userId geminiSessionId name imageUrl isFavorite savedAt
        attributes { gender age ethnicity build hairColor hairStyle clothing pose } } }`,
    variables: (req) => pick(req.body, ['geminiSessionId', 'name']),
    select: (d) => d.saveGeminiPerson,
    status: 201,
  },
  {
    kind: 'graphql',
    method: 'GET',
    path: '/api/gemini/saved-people/:userId',
    summary: 'Your saved AI people (admins: anyone’s), newest first: id, name, imageUrl, attributes.',
    operation: `query SavedGeminiPeople($userId: Int!) { savedGeminiPeople(userId: $userId) {
      id userId geminiSessionId name imageUrl thumbnailUrl isFavorite savedAt
      attributes { gender age ethnicity build hairColor hairStyle clothing pose } } }`,
    variables: (req) => ({ userId: intParam(req, 'userId') }),
    select: (d) => d.savedGeminiPeople,
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
