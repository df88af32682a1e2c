import { readFileSync } from 'node:fs';
import {
  ANNUAL_SAVINGS_LABEL,
  BILLING_CYCLE_LABELS,
  BILLING_CYCLES,
  CURRENT_SUBSCRIPTION_STATUSES,
  LOW_BALANCE_MODAL_SHOWN_KEY,
  PAYMENT_SUCCESS_REDIRECT_MS,
  TOP_UP_PACKS,
  UPGRADE_TITLES,
  annualSavingsPercent,
  dashboardUpgradeTrigger,
  estimateWeeks,
  findPack,
  formatCents,
  isCurrentSubscription,
  perSessionPrice,
  recommendPack,
  sessionsLeftText,
  sessionsUsedThisPeriod,
  suggestsSubscription,
  weeksText,
} from './billing-rules';
import { buildSubscription } from './billing.fixtures';

describe('billing constants', () => {
  it('names the billing cycles Monthly then Annual, as the tabs show them', () => {
    expect(BILLING_CYCLES).toEqual(['monthly', 'annual']);
    expect(BILLING_CYCLES.map((cycle) => BILLING_CYCLE_LABELS[cycle])).toEqual(['Monthly', 'Annual']);
  });

  it('has the three fixed packs: 10 for $6.99, 25 for $14.99 (Save 10%, popular), 50 for $24.99 (Save 29%)', () => {
    expect(TOP_UP_PACKS).toEqual([
      { sessions: 10, priceInCents: 699, savingsLabel: null, popular: false },
      { sessions: 25, priceInCents: 1499, savingsLabel: 'Save 10%', popular: true },
      { sessions: 50, priceInCents: 2499, savingsLabel: 'Save 29%', popular: false },
    ]);
    expect(ANNUAL_SAVINGS_LABEL).toBe('Save 20%');
    expect(PAYMENT_SUCCESS_REDIRECT_MS).toBe(5000);
    expect(LOW_BALANCE_MODAL_SHOWN_KEY).toBe('low-balance-modal-shown');
    expect(UPGRADE_TITLES).toEqual({
      no_sessions: 'Out of Sessions',
      low_balance: 'Running Low on Sessions',
      manual: 'Top Up Your Sessions',
    });
  });

  it('finds a pack by its size only', () => {
    expect(findPack(25)?.priceInCents).toBe(1499);
    expect(findPack(7)).toBeUndefined();
    expect(findPack(Number.NaN)).toBeUndefined();
  });
});

describe('prices', () => {
  it.each([
    [699, '$6.99'],
    [1499, '$14.99'],
    [2499, '$24.99'],
    [0, '$0.00'],
    [19190, '$191.90'],
  ])('%i cents shows as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('gives the per-session price with 2 decimals: $0.70, $0.60, $0.50', () => {
    expect(TOP_UP_PACKS.map(perSessionPrice)).toEqual(['$0.70', '$0.60', '$0.50']);
  });

  it('gives the annual saving against twelve months in whole percent', () => {
    expect(annualSavingsPercent({ priceMonthly: 1999, priceAnnual: 19190 })).toBe(20);
    expect(annualSavingsPercent({ priceMonthly: 1000, priceAnnual: 10000 })).toBe(17);
    expect(annualSavingsPercent({ priceMonthly: 0, priceAnnual: 0 })).toBeNull();
  });
});

describe('recommendPack', () => {
  it.each([
    [null, 10, 'Perfect for getting started or light usage'],
    [undefined, 10, 'Perfect for getting started or light usage'],
    [0, 10, 'Perfect for getting started or light usage'],
    [4.9, 10, 'Perfect for getting started or light usage'],
    [5, 25, 'Best value for regular users'],
    [10, 25, 'Best value for regular users'],
    [15, 25, 'Best value for regular users'],
    [15.1, 50, 'Maximum value for power users'],
    [40, 50, 'Maximum value for power users'],
  ])('an average of %s a week gives the %i pack', (avg, sessions, reason) => {
    const { pack, reason: text } = recommendPack(avg);
    expect(pack.sessions).toBe(sessions);
    expect(text).toBe(reason);
  });
});

describe('estimateWeeks', () => {
  it('divides the pack size by the weekly average, rounded down', () => {
    expect(estimateWeeks(10, 3)).toBe(3);
    expect(estimateWeeks(25, 10)).toBe(2);
    expect(estimateWeeks(50, 16)).toBe(3);
    expect(estimateWeeks(50, 60)).toBe(0);
  });

  it('is 2 when there is no average', () => {
    expect(estimateWeeks(10, null)).toBe(2);
    expect(estimateWeeks(10, undefined)).toBe(2);
    expect(estimateWeeks(10, 0)).toBe(2);
  });

  it('words the weeks', () => {
    expect(weeksText(0)).toBe('less than a week');
    expect(weeksText(1)).toBe('1 week');
    expect(weeksText(3)).toBe('3 weeks');
  });
});

describe('suggestsSubscription', () => {
  it('suggests a subscription only above 15 a week', () => {
    expect(suggestsSubscription(null)).toBe(false);
    expect(suggestsSubscription(15)).toBe(false);
    expect(suggestsSubscription(15.5)).toBe(true);
  });
});

describe('sessionsLeftText', () => {
  it('uses the singular for 1 and the plural otherwise', () => {
    expect(sessionsLeftText(1)).toBe('You have 1 session left');
    expect(sessionsLeftText(2)).toBe('You have 2 sessions left');
    expect(sessionsLeftText(3)).toBe('You have 3 sessions left');
  });
});

describe('dashboardUpgradeTrigger', () => {
  const analytics = (currentBalance: number, isFirstTimeUser = false, hasUsedSessions = true) => ({
    currentBalance,
    isFirstTimeUser,
    hasUsedSessions,
  });

  it('opens no_sessions at 0, every time, for a first-time user whose free sessions are used up too', () => {
    expect(dashboardUpgradeTrigger(analytics(0), false)).toBe('no_sessions');
    expect(dashboardUpgradeTrigger(analytics(0), true)).toBe('no_sessions');
    expect(dashboardUpgradeTrigger(analytics(0, true), false)).toBe('no_sessions');
  });

  it('opens low_balance at 1 to 3 when sessions were used and it was not shown yet', () => {
    for (const balance of [1, 2, 3])
      expect(dashboardUpgradeTrigger(analytics(balance), false)).toBe('low_balance');
    expect(dashboardUpgradeTrigger(analytics(2), true)).toBeNull();
    expect(dashboardUpgradeTrigger(analytics(2, false, false), false)).toBeNull();
    expect(dashboardUpgradeTrigger(analytics(4), false)).toBeNull();
  });
});

describe('subscription rules', () => {
  it('counts active, trialing, past_due and unpaid as the current plan', () => {
    expect(isCurrentSubscription(null)).toBe(false);
    expect(isCurrentSubscription(buildSubscription())).toBe(true);
    expect(isCurrentSubscription(buildSubscription({ state: 'trialing' }))).toBe(true);
    expect(isCurrentSubscription(buildSubscription({ state: 'past_due' }))).toBe(true);
    expect(isCurrentSubscription(buildSubscription({ state: 'unpaid' }))).toBe(true);
    expect(isCurrentSubscription(buildSubscription({ state: 'incomplete_expired' }))).toBe(false);
    expect(isCurrentSubscription(buildSubscription({ state: 'canceled' }))).toBe(false);
    expect(isCurrentSubscription(buildSubscription({ state: 'incomplete' }))).toBe(false);
  });

  it("has exactly the server's current statuses (services/billing CURRENT_STATUSES)", () => {
    // Read from the server's source, so the two rules cannot drift apart again unnoticed.
    const source = readFileSync(
      new URL('../../../../services/billing/src/data/subscriptions.repository.ts', import.meta.url),
      'utf8',
    );
    const list = /export const CURRENT_STATUSES[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1];
    expect(list).toBeDefined();
    const serverStatuses = [...(list ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect([...CURRENT_SUBSCRIPTION_STATUSES].sort()).toEqual(serverStatuses.sort());
  });

  it('used = sessionsPerMonth minus remaining subscription sessions, kept within the allowance', () => {
    expect(sessionsUsedThisPeriod(50, 38)).toBe(12);
    expect(sessionsUsedThisPeriod(50, 50)).toBe(0);
    expect(sessionsUsedThisPeriod(50, 60)).toBe(0);
    expect(sessionsUsedThisPeriod(50, -1)).toBe(50);
  });
});
