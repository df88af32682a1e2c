import type { BillingCycle, SubscriptionStatus } from '../../__generated__/graphql';
import type { UsageAnalytics, UserSubscription } from './billing.api';

/**
 * The pure billing rules of the spec (consumer-app sections 4, 5 and 9; business-admin-data section 9):
 * the fixed top-up packs, prices in dollars, the pack recommendation by weekly use, the upgrade-modal
 * triggers of the dashboard and the plan saving shown on the Annual tab.
 */

/** The billing cycles of a paid plan as the Monthly / Annual tabs name them, in display order. */
export const BILLING_CYCLE_LABELS: Readonly<Record<BillingCycle, string>> = {
  monthly: 'Monthly',
  annual: 'Annual',
};

/** The billing cycles in display order. */
export const BILLING_CYCLES = Object.keys(BILLING_CYCLE_LABELS) as BillingCycle[];

/** A one-time top-up pack, fixed in the client. */
export interface TopUpPack {
  sessions: number;
  priceInCents: number;
  /** The saving badge ("Save 10%"), or null. */
  savingsLabel: string | null;
  /** Marked popular on the pricing screen. */
  popular: boolean;
}

/** 10 sessions for $6.99; 25 for $14.99 (Save 10%, popular); 50 for $24.99 (Save 29%). */
export const TOP_UP_PACKS: readonly TopUpPack[] = [
  { sessions: 10, priceInCents: 699, savingsLabel: null, popular: false },
  { sessions: 25, priceInCents: 1499, savingsLabel: 'Save 10%', popular: true },
  { sessions: 50, priceInCents: 2499, savingsLabel: 'Save 29%', popular: false },
];

/** The badge of the Annual tab. */
export const ANNUAL_SAVINGS_LABEL = 'Save 20%';

/** How long the payment-success screen waits before going to /pricing (spec: 5 seconds). */
export const PAYMENT_SUCCESS_REDIRECT_MS = 5000;

/** Balance from which the dashboard warns (1 to 3 sessions left). */
export const LOW_BALANCE_MAX = 3;

/** Weekly-use thresholds of the pack recommendation. */
export const REGULAR_USE_PER_WEEK = 5;
export const POWER_USE_PER_WEEK = 15;

/** Browser-session storage key: the low-balance modal was shown in this browser session. */
export const LOW_BALANCE_MODAL_SHOWN_KEY = 'low-balance-modal-shown';

/** Cents shown as dollars with 2 decimals: 699 -> "$6.99". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A pack's price per session in dollars with 2 decimals: 10 for 699 -> "$0.70". */
export function perSessionPrice(pack: Pick<TopUpPack, 'sessions' | 'priceInCents'>): string {
  return formatCents(pack.priceInCents / pack.sessions);
}

/** The pack with that many sessions, if it is one of the three. */
export function findPack(sessions: number): TopUpPack | undefined {
  return TOP_UP_PACKS.find((p) => p.sessions === sessions);
}

export interface PackRecommendation {
  pack: TopUpPack;
  reason: string;
}

function hasAverage(avg: number | null | undefined): avg is number {
  return typeof avg === 'number' && Number.isFinite(avg) && avg > 0;
}

/**
 * The pack for an average weekly use: missing or below 5 -> 10 pack; 5 to 15 -> 25 pack; above 15 -> 50
 * pack, each with the spec's reason.
 */
export function recommendPack(avgSessionsPerWeek: number | null | undefined): PackRecommendation {
  const avg =
    typeof avgSessionsPerWeek === 'number' && Number.isFinite(avgSessionsPerWeek) ? avgSessionsPerWeek : 0;
  if (avg > POWER_USE_PER_WEEK) {
    return { pack: TOP_UP_PACKS[2]!, reason: 'Maximum value for power users' };
  }
  if (avg >= REGULAR_USE_PER_WEEK) {
    return { pack: TOP_UP_PACKS[1]!, reason: 'Best value for regular users' };
  }
  return { pack: TOP_UP_PACKS[0]!, reason: 'Perfect for getting started or light usage' };
}

/** Weeks a pack lasts: pack size divided by the weekly average, rounded down; 2 when there is no average. */
export function estimateWeeks(packSessions: number, avgSessionsPerWeek: number | null | undefined): number {
  if (!hasAverage(avgSessionsPerWeek)) return 2;
  return Math.floor(packSessions / avgSessionsPerWeek);
}

/** "1 week", "3 weeks", or "less than a week" for 0. */
export function weeksText(weeks: number): string {
  if (weeks < 1) return 'less than a week';
  return weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/** A subscription is suggested only above 15 sessions a week. */
export function suggestsSubscription(avgSessionsPerWeek: number | null | undefined): boolean {
  return hasAverage(avgSessionsPerWeek) && avgSessionsPerWeek > POWER_USE_PER_WEEK;
}

/** Why the upgrade modal opens. */
export type UpgradeTrigger = 'no_sessions' | 'low_balance' | 'manual';

/** The modal's title per trigger. */
export const UPGRADE_TITLES: Record<UpgradeTrigger, string> = {
  no_sessions: 'Out of Sessions',
  low_balance: 'Running Low on Sessions',
  manual: 'Top Up Your Sessions',
};

/** "You have 1 session left" / "You have N sessions left". */
export function sessionsLeftText(balance: number): string {
  return `You have ${balance} ${balance === 1 ? 'session' : 'sessions'} left`;
}

/**
 * Which modal the dashboard opens: no_sessions at a balance of 0 (a first-time user whose free sessions are
 * used up too: the same path to buying as anyone out of sessions); low_balance at 1 to 3 for a user who
 * has used sessions, unless already shown in this browser session.
 */
export function dashboardUpgradeTrigger(
  analytics: Pick<UsageAnalytics, 'currentBalance' | 'isFirstTimeUser' | 'hasUsedSessions'>,
  lowBalanceAlreadyShown: boolean,
): UpgradeTrigger | null {
  const { currentBalance, hasUsedSessions } = analytics;
  if (currentBalance === 0) return 'no_sessions';
  if (
    currentBalance >= 1 &&
    currentBalance <= LOW_BALANCE_MAX &&
    hasUsedSessions &&
    !lowBalanceAlreadyShown
  ) {
    return 'low_balance';
  }
  return null;
}

/** The annual saving of a plan against twelve monthly payments, in whole percent (null for a free plan). */
export function annualSavingsPercent(plan: { priceMonthly: number; priceAnnual: number }): number | null {
  const twelveMonths = plan.priceMonthly * 12;
  if (twelveMonths <= 0) return null;
  return Math.round(((twelveMonths - plan.priceAnnual) / twelveMonths) * 100);
}

/**
 * Statuses in which a subscription is the user's current plan: the server's rule, word for word
 * (services/billing subscriptions.repository.ts CURRENT_STATUSES), so a plan the server treats as current
 * (an `unpaid` one still waiting for its payment included) is never offered again as "Subscribe".
 */
export const CURRENT_SUBSCRIPTION_STATUSES: ReadonlySet<SubscriptionStatus> = new Set<SubscriptionStatus>([
  'active',
  'trialing',
  'past_due',
  'unpaid',
]);

/** True when the subscription is the user's current plan (not ended or never paid). */
export function isCurrentSubscription(
  subscription: Pick<UserSubscription, 'state'> | null | undefined,
): boolean {
  return !!subscription && CURRENT_SUBSCRIPTION_STATUSES.has(subscription.state);
}

/** Subscription sessions used this period: sessionsPerMonth minus what remains (never below 0 or above the allowance). */
export function sessionsUsedThisPeriod(
  sessionsPerMonth: number,
  remainingSubscriptionSessions: number,
): number {
  return Math.min(sessionsPerMonth, Math.max(0, sessionsPerMonth - remainingSubscriptionSessions));
}
