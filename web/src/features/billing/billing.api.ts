import type { NavigateFunction } from 'react-router-dom';
import type {
  SubscriptionInfoFieldsFragment,
  UsageAnalyticsQuery as UsageAnalyticsAnswer,
  UsageLogsQuery as UsageLogsAnswer,
} from '../../__generated__/graphql';

/**
 * The answer types of the billing operations several screens share (docs/contracts.md, "Billing"; the
 * documents are in billing.graphql.ts, those of one screen in its own `*.graphql.ts`), and the way out of
 * the app to a provider's page. The balance itself is session-balance.ts.
 */

/** The balance split and the current subscription, as the screens read them. */
export type SubscriptionStatus = SubscriptionInfoFieldsFragment;
/** A current subscription (status: active, trialing, past_due or unpaid on the server). */
export type UserSubscription = NonNullable<SubscriptionStatus['subscription']>;
/** The usage analytics of the consumer app. */
export type UsageAnalytics = NonNullable<UsageAnalyticsAnswer['me']>['usageAnalytics'];
/** One row of the usage history. */
export type UsageLog = NonNullable<UsageLogsAnswer['me']>['usageLogs'][number];

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
