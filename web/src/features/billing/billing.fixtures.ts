import type {
  SandboxCheckout,
  SubscriptionPlan,
  SubscriptionStatus,
  UsageAnalytics,
  UsageLog,
  UserSubscription,
} from './billing.api';

/** Test builders for the billing answers: `buildPlan({ name: 'pro' })`. Used by the tests only. */

export function buildPlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: 2,
    name: 'standard',
    displayName: 'Standard',
    description: 'For regular shoppers and stylists',
    priceMonthly: 1999,
    priceAnnual: 19190,
    sessionsPerMonth: 50,
    maxRefinementsPerSession: 3,
    includesModelGeneration: true,
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
    includesModelGeneration: false,
    features: ['2 free sessions'],
    sortOrder: 0,
  }),
  buildPlan(),
];

export function buildSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  const plan = overrides.plan ?? buildPlan();
  return {
    planId: plan.id,
    plan,
    status: 'active',
    billingCycle: 'monthly',
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-04-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

export function buildStatus(
  subscriptionSessions: number,
  topUpSessions: number,
  subscription: UserSubscription | null = null,
): SubscriptionStatus {
  return { balance: { subscriptionSessions, topUpSessions }, subscription };
}

export function buildUsageLog(overrides: Partial<UsageLog> = {}): UsageLog {
  return {
    id: 1,
    createdAt: '2026-03-10T12:30:00.000Z',
    actionType: 'virtual_tryon',
    sessionsCost: 1,
    deductedFrom: 'subscription',
    ...overrides,
  };
}

export function buildAnalytics(overrides: Partial<UsageAnalytics> = {}): UsageAnalytics {
  return {
    currentBalance: 5,
    isFirstTimeUser: false,
    hasUsedSessions: true,
    avgSessionsPerWeek: 2,
    totalSessions: 4,
    ...overrides,
  };
}

export function buildSandboxCheckout(overrides: Partial<SandboxCheckout> = {}): SandboxCheckout {
  return {
    id: 'cs_sandbox_1',
    mode: 'payment',
    status: 'open',
    description: '25 session top-up',
    amountInCents: 1499,
    currency: 'usd',
    sessions: 25,
    planName: null,
    planDisplayName: null,
    billingPeriod: null,
    ...overrides,
  };
}
