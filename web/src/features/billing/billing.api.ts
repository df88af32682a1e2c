import type { NavigateFunction } from 'react-router-dom';
import { apiJson } from '../../lib/api';

/**
 * The billing REST calls of the web app (docs/contracts.md, "Billing"), their answer types, and the small
 * "billing changed" signal that makes the header's session badge ask for the balance again at once.
 */

/** GET /api/user/session-balance: asked again every 30 s while shown (use-session-balance.ts). */
export const SESSION_BALANCE_URL = '/api/user/session-balance';
/** GET /api/user/usage-analytics: only when signed in; the dashboard always asks again on load. */
export const USAGE_ANALYTICS_URL = '/api/user/usage-analytics';
/** GET /api/subscription-plans: the plan list (public). */
export const SUBSCRIPTION_PLANS_URL = '/api/subscription-plans';
/** GET /api/user/subscription-status: the balance split and the current subscription (or null). */
export const SUBSCRIPTION_STATUS_URL = '/api/user/subscription-status';
/** GET /api/user/usage-logs: the caller's usage history, newest first. */
export const USAGE_LOGS_URL = '/api/user/usage-logs';

/** How often the shown balance is asked again (spec section 9: 30 s). */
export const BALANCE_REFETCH_MS = 30_000;

export interface SessionBalance {
  balance: number;
  subscriptionSessions: number;
  topUpSessions: number;
}

export interface UsageAnalytics {
  currentBalance: number;
  isFirstTimeUser: boolean;
  hasUsedSessions: boolean;
  avgSessionsPerWeek: number | null;
  totalSessions: number;
}

export type PlanName = 'free' | 'standard' | 'pro';
export type BillingPeriod = 'monthly' | 'annual';

/** A subscription plan (prices in cents; annual = 12 x monthly less 20%). */
export interface SubscriptionPlan {
  id: number;
  name: PlanName;
  displayName: string;
  description: string | null;
  priceMonthly: number;
  priceAnnual: number;
  sessionsPerMonth: number;
  maxRefinementsPerSession: number;
  includesModelGeneration: boolean;
  features: string[];
  sortOrder: number;
}

export type SubscriptionStatusValue =
  'active' | 'canceled' | 'past_due' | 'trialing' | 'incomplete' | 'incomplete_expired' | 'unpaid';

export interface UserSubscription {
  planId: number;
  plan: SubscriptionPlan;
  status: SubscriptionStatusValue;
  billingCycle: BillingPeriod;
  /** ISO date-time, or null. */
  currentPeriodStart: string | null;
  /** ISO date-time, or null. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** GET /api/user/subscription-status. */
export interface SubscriptionStatus {
  balance: { subscriptionSessions: number; topUpSessions: number };
  subscription: UserSubscription | null;
}

export type UsageActionType = 'virtual_tryon' | 'refinement' | 'model_generation';
export type DeductedFrom = 'subscription' | 'top_up' | 'mixed';

/** One row of GET /api/user/usage-logs. */
export interface UsageLog {
  id: number;
  createdAt: string;
  actionType: UsageActionType;
  sessionsCost: number;
  deductedFrom: DeductedFrom;
}

/** What the checkout and portal calls answer: the address the browser goes to next. */
export interface RedirectAnswer {
  url: string;
}

/** POST /api/stripe/create-subscription-checkout. */
export function createSubscriptionCheckout(planName: PlanName, billingPeriod: BillingPeriod) {
  return apiJson<RedirectAnswer>('POST', '/api/stripe/create-subscription-checkout', {
    planName,
    billingPeriod,
  });
}

/** POST /api/stripe/create-topup-checkout (`amount` is the pack price in cents). */
export function createTopUpCheckout(amount: number, sessions: number) {
  return apiJson<RedirectAnswer>('POST', '/api/stripe/create-topup-checkout', { amount, sessions });
}

/** POST /api/stripe/create-portal-session. */
export function createPortalSession() {
  return apiJson<RedirectAnswer>('POST', '/api/stripe/create-portal-session', {});
}

/** A sandbox checkout session (used when the server has no Stripe key). */
export interface SandboxCheckout {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'canceled' | 'expired';
  description: string;
  amountInCents: number;
  currency: 'usd';
  sessions: number | null;
  planName: string | null;
  planDisplayName: string | null;
  billingPeriod: BillingPeriod | null;
}

/** GET /api/sandbox/checkout/{id}. */
export function sandboxCheckoutUrl(id: string): string {
  return `/api/sandbox/checkout/${encodeURIComponent(id)}`;
}

/** POST /api/sandbox/checkout/{id}/complete: answers the payment-success address. */
export function completeSandboxCheckout(id: string) {
  return apiJson<RedirectAnswer>('POST', `${sandboxCheckoutUrl(id)}/complete`, {});
}

/** POST /api/sandbox/checkout/{id}/cancel: answers the pricing address with `checkout=canceled`. */
export function cancelSandboxCheckout(id: string) {
  return apiJson<RedirectAnswer>('POST', `${sandboxCheckoutUrl(id)}/cancel`, {});
}

/** POST /api/sandbox/portal/subscription: sets or clears cancel-at-period-end; answers the new status. */
export function updateSandboxSubscription(cancelAtPeriodEnd: boolean) {
  return apiJson<SubscriptionStatus>('POST', '/api/sandbox/portal/subscription', { cancelAtPeriodEnd });
}

const billingListeners = new Set<() => void>();

/**
 * Subscribes to "the balance or subscription changed" (after a payment, a portal change...). Returns the
 * unsubscribe function, so it fits a `useEffect` directly.
 */
export function onBillingChanged(listener: () => void): () => void {
  billingListeners.add(listener);
  return () => {
    billingListeners.delete(listener);
  };
}

/** Tells every listener (the header's session badge) to ask for the balance again now. */
export function notifyBillingChanged(): void {
  for (const listener of [...billingListeners]) listener();
}

/** The one way out of the app to a provider's page; an object so tests can replace `assign`. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to an address a billing call answered: same-origin addresses (the sandbox checkout and
 * portal, the payment-success page) stay inside the app's router; anything else (Stripe) is a full page
 * load. Returns which of the two it did.
 */
export function goToUrl(url: string, navigate: NavigateFunction): 'internal' | 'external' {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
    return 'internal';
  }
  externalNavigation.assign(target.href);
  return 'external';
}
