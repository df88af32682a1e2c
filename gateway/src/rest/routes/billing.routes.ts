import { AppError } from '@tryon/kit';
import { BillingCycle, PaymentStatus, SubscriptionStatus, toGraphQLEnum } from '@tryon/proto-events';
import { graphql } from '../__generated__/index.js';
import type * as Gql from '../__generated__/graphql.js';
import {
  csvRoute,
  enumInput,
  graphqlRoute,
  pageQuery,
  pick,
  proxyRoute,
  signedIn,
  stringParam,
  stringQuery,
  totalHeader,
  type RouteTable,
} from '../route-kit.js';

// billing: plans, balances and usage, checkout (Stripe or the sandbox), and Stripe's webhook (a raw body
// whose signature billing checks, so proxied); for admins the revenue and subscription figures and the
// subscription and top-up lists (rows, the total in X-Total-Count, and a CSV download). Money in cents.
// The graph's enum fields are asked under the documented keys (`status: state`, `billingCycle: cycle`,
// ...); their values are the documented ones as they are (none of these sets has a value with a `-`).

/** A subscription plan as the REST calls answer it (prices in cents). */
export const SubscriptionPlanFields = graphql(`
  fragment SubscriptionPlanFields on SubscriptionPlan {
    id
    name
    displayName
    description
    priceMonthly
    priceAnnual
    sessionsPerMonth
    maxRefinementsPerSession
    includesModelGeneration
    features
    sortOrder
  }
`);

/** A balance and subscription, as GET /api/user/subscription-status and the sandbox portal answer it. */
export const SubscriptionStatusFields = graphql(`
  fragment SubscriptionStatusFields on SubscriptionStatusInfo {
    balance {
      subscriptionSessions
      topUpSessions
    }
    subscription {
      planId
      plan {
        ...SubscriptionPlanFields
      }
      status: state
      billingCycle: cycle
      currentPeriodStart
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

const SubscriptionPlans = graphql(`
  query SubscriptionPlans {
    subscriptionPlans {
      ...SubscriptionPlanFields
    }
  }
`);

const SessionBalance = graphql(`
  query SessionBalance {
    me {
      sessionBalance {
        balance
        subscriptionSessions
        topUpSessions
      }
    }
  }
`);

const SubscriptionStatusInfo = graphql(`
  query SubscriptionStatus {
    me {
      subscriptionInfo {
        ...SubscriptionStatusFields
      }
    }
  }
`);

const UsageLogs = graphql(`
  query UsageLogs {
    me {
      usageLogs {
        id
        createdAt
        actionType: action
        sessionsCost
        deductedFrom: source
      }
    }
  }
`);

const UsageAnalytics = graphql(`
  query UsageAnalytics {
    me {
      usageAnalytics {
        currentBalance
        isFirstTimeUser
        hasUsedSessions
        avgSessionsPerWeek
        totalSessions
      }
    }
  }
`);

// The body's billingPeriod is the graph's cycle; the variable keeps the body's name, so that leaving it
// out answers "Missing required field: billingPeriod" as before.
const CreateSubscriptionCheckout = graphql(`
  mutation CreateSubscriptionCheckout($planName: String!, $billingPeriod: BillingCycle!) {
    createSubscriptionCheckout(planName: $planName, cycle: $billingPeriod) {
      url
    }
  }
`);

const CreateTopUpCheckout = graphql(`
  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {
    createTopUpCheckout(amount: $amount, sessions: $sessions) {
      url
    }
  }
`);

const CreatePortalSession = graphql(`
  mutation CreatePortalSession {
    createPortalSession {
      url
    }
  }
`);

const SandboxCheckout = graphql(`
  query SandboxCheckout($id: String!) {
    sandboxCheckout(id: $id) {
      id
      mode: kind
      status: state
      description
      amountInCents
      currency
      sessions
      planName
      planDisplayName
      billingPeriod: cycle
    }
  }
`);

const CompleteSandboxCheckout = graphql(`
  mutation CompleteSandboxCheckout($id: String!) {
    completeSandboxCheckout(id: $id) {
      url
      message
    }
  }
`);

const CheckoutOutcome = graphql(`
  query CheckoutOutcome($sessionId: String!) {
    checkoutOutcome(sessionId: $sessionId) {
      sessionId
      refused
      message
    }
  }
`);

const CancelSandboxCheckout = graphql(`
  mutation CancelSandboxCheckout($id: String!) {
    cancelSandboxCheckout(id: $id) {
      url
    }
  }
`);

const SetSandboxCancelAtPeriodEnd = graphql(`
  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {
    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {
      ...SubscriptionStatusFields
    }
  }
`);

const AdminRevenueStats = graphql(`
  query AdminRevenueStats {
    adminStats {
      totalRevenue
      thisMonthRevenue
      lastMonthRevenue
      subscriptionRevenue
      topUpRevenue
      monthlyGrowth
    }
  }
`);

const AdminSubscriptionStats = graphql(`
  query AdminSubscriptionStats {
    adminStats {
      totalActiveSubscriptions
      subscriptionsByPlan {
        planName
        displayName
        count
      }
    }
  }
`);

const AdminSubscriptions = graphql(`
  query AdminSubscriptionsPage($state: SubscriptionStatus, $limit: Int, $offset: Int) {
    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        id
        user {
          id
          username
          email
        }
        plan {
          id
          name
          displayName
          priceMonthly
          priceAnnual
        }
        status: state
        billingCycle: cycle
        currentPeriodStart
        currentPeriodEnd
        cancelAtPeriodEnd
        stripeSubscriptionId
        createdAt
      }
    }
  }
`);

const AdminTopUps = graphql(`
  query AdminTopUpsPage($state: PaymentStatus, $limit: Int, $offset: Int) {
    adminTopUps(state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        id
        user {
          id
          username
          email
        }
        sessions
        priceInCents
        status: state
        stripePaymentIntentId
        purchasedAt
      }
    }
  }
`);

/**
 * A body's billingPeriod as the graph's cycle: absent (or null) stays absent (the graph then names it
 * missing); anything but monthly or annual is refused in billing's words.
 */
function billingPeriodInput(value: unknown): Gql.BillingCycle | undefined {
  if (value === undefined || value === null) return undefined;
  const cycle = typeof value === 'string' ? toGraphQLEnum(BillingCycle, value) : undefined;
  if (cycle === undefined) {
    throw new AppError('VALIDATION', 'Invalid data: billingPeriod must be monthly or annual');
  }
  return cycle as Gql.BillingCycle;
}

/** The ?status filter of the admin's subscription list and export. */
const subscriptionState = (req: Parameters<typeof stringQuery>[0]) =>
  enumInput(SubscriptionStatus, 'status', stringQuery(req, 'status')) as Gql.SubscriptionStatus | undefined;

/** The ?status filter of the admin's top-up list and export. */
const topUpState = (req: Parameters<typeof stringQuery>[0]) =>
  enumInput(PaymentStatus, 'status', stringQuery(req, 'status')) as Gql.PaymentStatus | undefined;

/** billing's documented calls. */
export const billingRoutes: RouteTable = () => [
  graphqlRoute({
    method: 'GET',
    path: '/api/subscription-plans',
    summary: 'The active subscription plans in display order (prices in cents).',
    document: SubscriptionPlans,
    select: (d) => d.subscriptionPlans,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user/session-balance',
    summary: 'Your session balance: { balance, subscriptionSessions, topUpSessions }.',
    document: SessionBalance,
    select: (d) => signedIn(d.me).sessionBalance,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user/subscription-status',
    summary: 'Your balance { subscriptionSessions, topUpSessions } and subscription (null without one).',
    document: SubscriptionStatusInfo,
    select: (d) => signedIn(d.me).subscriptionInfo,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user/usage-logs',
    summary: 'Your usage history, newest first: id, createdAt, actionType, sessionsCost, deductedFrom.',
    document: UsageLogs,
    select: (d) => signedIn(d.me).usageLogs,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/user/usage-analytics',
    summary:
      'currentBalance, isFirstTimeUser (never paid), hasUsedSessions, avgSessionsPerWeek (sessions used / weeks since the first use, at least 1), totalSessions.',
    document: UsageAnalytics,
    select: (d) => signedIn(d.me).usageAnalytics,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/stripe/create-subscription-checkout',
    summary:
      'Start checkout for a plan. Body: planName (standard, pro), billingPeriod (monthly|annual). Answers { url }.',
    document: CreateSubscriptionCheckout,
    variables: (req) => {
      const { billingPeriod, ...rest } = pick<Gql.CreateSubscriptionCheckoutMutationVariables>(req.body, [
        'planName',
        'billingPeriod',
      ]);
      const cycle = billingPeriodInput(billingPeriod);
      return { ...rest, ...(cycle === undefined ? {} : { billingPeriod: cycle }) } as typeof rest & {
        billingPeriod: Gql.BillingCycle;
      };
    },
    select: (d) => d.createSubscriptionCheckout,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/stripe/create-topup-checkout',
    summary:
      'Start checkout for a session pack. Body: sessions (10, 25 or 50), amount (the pack price in cents: 699, 1499, 2499). Answers { url }.',
    document: CreateTopUpCheckout,
    variables: (req) => pick(req.body, ['amount', 'sessions']),
    select: (d) => d.createTopUpCheckout,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/stripe/create-portal-session',
    summary: 'Open the billing portal (Stripe’s, or the sandbox portal page). Answers { url }.',
    document: CreatePortalSession,
    select: (d) => d.createPortalSession,
  }),
  proxyRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: 'Stripe webhook endpoint (raw body, Stripe-Signature checked by billing).',
    service: 'billing',
    upstreamPath: '/stripe/webhook',
    stream: { maxBytes: 1024 * 1024, tooLarge: 'Webhook body too large' },
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/sandbox/checkout/:id',
    summary: 'A sandbox (test payment) checkout of yours: what is being bought.',
    document: SandboxCheckout,
    variables: (req) => ({ id: stringParam(req, 'id') }),
    select: (d) => d.sandboxCheckout,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/sandbox/checkout/:id/complete',
    summary:
      'Pay a sandbox checkout of yours (test payment, nothing is charged). Answers { url }, with a message when the plan was refused because you already have one (refunded).',
    document: CompleteSandboxCheckout,
    variables: (req) => ({ id: stringParam(req, 'id') }),
    select: ({ completeSandboxCheckout: { url, message } }) => (message ? { url, message } : { url }),
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/stripe/checkout-outcome/:sessionId',
    summary:
      'What became of a checkout of yours (the session_id of /payment/success): { sessionId, refused, message }; refused when the plan was a second one (not started, refunded).',
    document: CheckoutOutcome,
    variables: (req) => ({ sessionId: stringParam(req, 'sessionId') }),
    select: (d) => d.checkoutOutcome,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/sandbox/checkout/:id/cancel',
    summary: 'Cancel an open sandbox checkout of yours. Answers { url }.',
    document: CancelSandboxCheckout,
    variables: (req) => ({ id: stringParam(req, 'id') }),
    select: (d) => d.cancelSandboxCheckout,
  }),
  graphqlRoute({
    method: 'POST',
    path: '/api/sandbox/portal/subscription',
    summary: 'Sandbox billing portal: body { cancelAtPeriodEnd: boolean }. Answers the subscription status.',
    document: SetSandboxCancelAtPeriodEnd,
    variables: (req) => pick(req.body, ['cancelAtPeriodEnd']),
    select: (d) => d.setSandboxCancelAtPeriodEnd,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/stats/revenue',
    summary:
      'Revenue in cents (admin only): totalRevenue, thisMonthRevenue, lastMonthRevenue, subscriptionRevenue, topUpRevenue, monthlyGrowth (percent).',
    document: AdminRevenueStats,
    select: (d) => d.adminStats,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/stats/subscriptions',
    summary:
      'Subscription figures (admin only): totalActiveSubscriptions, subscriptionsByPlan (planName, displayName, count).',
    document: AdminSubscriptionStats,
    select: (d) => d.adminStats,
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/subscriptions',
    summary:
      'Subscriptions, newest first (admin only), with user and plan. Query: status, limit (default 100, at most 500), offset; the total is in X-Total-Count.',
    document: AdminSubscriptions,
    variables: (req) => ({ state: subscriptionState(req), ...pageQuery(req) }),
    select: (d) => d.adminSubscriptions.rows,
    headers: (d) => totalHeader(d.adminSubscriptions.total),
  }),
  csvRoute({
    path: '/api/admin/export/subscriptions.csv',
    summary: 'Every subscription (of ?status), as a CSV download (admin only).',
    document: AdminSubscriptions,
    variables: (req, page) => ({ state: subscriptionState(req), ...page }),
    page: (d) => d.adminSubscriptions,
    filename: 'subscriptions',
    columns: [
      { header: 'id', value: (s) => s.id },
      { header: 'userId', value: (s) => s.user?.id },
      { header: 'username', value: (s) => s.user?.username },
      { header: 'plan', value: (s) => s.plan.displayName },
      { header: 'priceMonthly', value: (s) => (s.plan.priceMonthly / 100).toFixed(2) },
      { header: 'status', value: (s) => s.status },
      { header: 'billingCycle', value: (s) => s.billingCycle },
      { header: 'currentPeriodStart', value: (s) => s.currentPeriodStart },
      { header: 'currentPeriodEnd', value: (s) => s.currentPeriodEnd },
      { header: 'cancelAtPeriodEnd', value: (s) => s.cancelAtPeriodEnd },
      { header: 'stripeSubscriptionId', value: (s) => s.stripeSubscriptionId },
      { header: 'createdAt', value: (s) => s.createdAt },
    ],
  }),
  graphqlRoute({
    method: 'GET',
    path: '/api/admin/topups',
    summary:
      'Pack purchases, newest first (admin only), with the buyer; amounts in cents. Query: status, limit (default 100, at most 500), offset; the total is in X-Total-Count.',
    document: AdminTopUps,
    variables: (req) => ({ state: topUpState(req), ...pageQuery(req) }),
    select: (d) => d.adminTopUps.rows,
    headers: (d) => totalHeader(d.adminTopUps.total),
  }),
  csvRoute({
    path: '/api/admin/export/topups.csv',
    summary: 'Every pack purchase (of ?status), as a CSV download (admin only).',
    document: AdminTopUps,
    variables: (req, page) => ({ state: topUpState(req), ...page }),
    page: (d) => d.adminTopUps,
    filename: 'topups',
    columns: [
      { header: 'id', value: (t) => t.id },
      { header: 'userId', value: (t) => t.user?.id },
      { header: 'username', value: (t) => t.user?.username },
      { header: 'sessions', value: (t) => t.sessions },
      { header: 'amount', value: (t) => (t.priceInCents / 100).toFixed(2) },
      { header: 'status', value: (t) => t.status },
      { header: 'stripePaymentIntentId', value: (t) => t.stripePaymentIntentId },
      { header: 'purchasedAt', value: (t) => t.purchasedAt },
    ],
  }),
];
