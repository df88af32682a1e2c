import type { PlanCard_SubscriptionPlanFragment, SandboxCheckoutQuery } from '../../__generated__/graphql';
import { gqlData, type MockAnswer } from '../../test-utils/fetch-mock';
import type { SubscriptionStatus, UsageAnalytics, UsageLog, UserSubscription } from './billing.api';

/**
 * Test builders for the billing answers (`buildPlan({ name: 'pro' })`) and the GraphQL answers that carry
 * them (`subscriptionInfoAnswer(buildStatus(0, 7))`). Every object has its `__typename`, as the gateway
 * answers, so the cache normalizes them as in production. Used by the tests only.
 */

/** The signed-in test user (buildUser's id), whose User the `me` answers are. */
export const ME_ID = 1;

type SubscriptionPlan = PlanCard_SubscriptionPlanFragment & { __typename: 'SubscriptionPlan' };
type SandboxCheckout = SandboxCheckoutQuery['sandboxCheckout'];

export function buildPlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    __typename: 'SubscriptionPlan',
    id: 2,
    name: 'standard',
    displayName: 'Standard',
    description: 'For regular shoppers and stylists',
    priceMonthly: 1999,
    priceAnnual: 19190,
    sessionsPerMonth: 50,
    features: ['50 sessions every month', 'AI model generation'],
    sortOrder: 1,
    ...overrides,
  };
}

/** The three seeded plans, in an order other than sortOrder (the page sorts them). */
export const PLANS: SubscriptionPlan[] = [
  buildPlan({
    id: 3,
    name: 'pro',
    displayName: 'Pro',
    description: 'For professionals',
    priceMonthly: 4999,
    priceAnnual: 47990,
    sessionsPerMonth: 150,
    features: ['150 sessions every month'],
    sortOrder: 2,
  }),
  buildPlan({
    id: 1,
    name: 'free',
    displayName: 'Free',
    description: 'Try it out',
    priceMonthly: 0,
    priceAnnual: 0,
    sessionsPerMonth: 2,
    features: ['2 free sessions'],
    sortOrder: 0,
  }),
  buildPlan(),
];

export function buildSubscription(
  overrides: Partial<UserSubscription> = {},
): UserSubscription & { __typename: 'UserSubscription' } {
  const plan = overrides.plan ?? buildPlan();
  return {
    __typename: 'UserSubscription',
    planId: plan.id,
    plan,
    state: 'active',
    cycle: 'monthly',
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    pendingChange: null,
    ...overrides,
  };
}

export function buildStatus(
  subscriptionSessions: number,
  topUpSessions: number,
  subscription: UserSubscription | null = null,
): SubscriptionStatus & { __typename: 'SubscriptionStatusInfo' } {
  return {
    __typename: 'SubscriptionStatusInfo',
    balance: {
      __typename: 'BalanceCounts',
      subscriptionSessions,
      topUpSessions,
    } as SubscriptionStatus['balance'],
    subscription,
  };
}

export function buildUsageLog(overrides: Partial<UsageLog> = {}): UsageLog & { __typename: 'UsageLog' } {
  return {
    __typename: 'UsageLog',
    id: 1,
    createdAt: '2026-03-10T12:30:00.000Z',
    action: 'virtual_tryon',
    sessionsCost: 1,
    source: 'subscription',
    ...overrides,
  };
}

export function buildAnalytics(
  overrides: Partial<UsageAnalytics> = {},
): UsageAnalytics & { __typename: 'UsageAnalytics' } {
  return {
    __typename: 'UsageAnalytics',
    currentBalance: 5,
    isFirstTimeUser: false,
    hasUsedSessions: true,
    avgSessionsPerWeek: 2,
    totalSessions: 4,
    ...overrides,
  };
}

export function buildSandboxCheckout(
  overrides: Partial<SandboxCheckout> = {},
): SandboxCheckout & { __typename: 'SandboxCheckout' } {
  return {
    __typename: 'SandboxCheckout',
    id: 'cs_sandbox_1',
    kind: 'payment',
    state: 'open',
    description: '25 session top-up',
    amountInCents: 1499,
    currency: 'usd',
    sessions: 25,
    planName: null,
    planDisplayName: null,
    cycle: null,
    ...overrides,
  };
}

/** A `me` answer: the signed-in test user with these fields. */
export function meAnswer(fields: Record<string, unknown>): MockAnswer {
  return gqlData({ me: { __typename: 'User', id: ME_ID, ...fields } });
}

/** The SessionBalance query's (or push's) User: a balance of top-up sessions only, unless split. */
export function balanceUser(topUpSessions: number, subscriptionSessions = 0) {
  return {
    __typename: 'User',
    id: ME_ID,
    sessionBalance: {
      __typename: 'SessionBalance',
      subscriptionSessions,
      topUpSessions,
      balance: subscriptionSessions + topUpSessions,
    },
  };
}

/** The answer of the SessionBalance query. */
export const balanceAnswer = (topUpSessions: number, subscriptionSessions = 0): MockAnswer =>
  gqlData({ me: balanceUser(topUpSessions, subscriptionSessions) });

/** The answer of the SubscriptionInfo query. */
export const subscriptionInfoAnswer = (status: SubscriptionStatus): MockAnswer =>
  meAnswer({ subscriptionInfo: status });

/** The answer of the UsageAnalytics query. */
export const analyticsAnswer = (analytics: UsageAnalytics): MockAnswer =>
  meAnswer({ usageAnalytics: analytics });

/** The answer of the UsageLogs query. */
export const usageLogsAnswer = (logs: UsageLog[]): MockAnswer => meAnswer({ usageLogs: logs });

/** The answer of the SubscriptionPlans query. */
export const plansAnswer = (plans: SubscriptionPlan[] = PLANS): MockAnswer =>
  gqlData({ subscriptionPlans: plans });

/** The answer of a checkout or portal mutation (`field`: createTopUpCheckout...): the next address. */
export const redirectAnswer = (field: string, url: string): MockAnswer =>
  gqlData({ [field]: { __typename: 'RedirectUrl', url } });
