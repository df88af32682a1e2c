import type { NavigateFunction } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type {
  SubscriptionInfoFieldsFragment,
  UsageAnalyticsQuery as UsageAnalyticsAnswer,
  UsageLogsQuery as UsageLogsAnswer,
} from '../../__generated__/graphql';

/**
 * The billing operations several screens share (docs/contracts.md, "Billing"), as typed GraphQL documents
 * read through the Apollo cache, their generated answer types, and the way out of the app to a provider's
 * page. Operations only one screen uses live next to it (plans on Pricing, the sandbox checkout and portal,
 * the checkout mutations in use-checkout.ts); the balance itself is session-balance.ts.
 */

/**
 * The balance split and the current subscription (null without one). Shared by pricing, subscription
 * management and the sandbox portal, so the same answer serves them all; the portal's mutation answers the
 * same fragment, and a balance change evicts it (session-balance.ts) so the screens ask again.
 */
export const SubscriptionInfoFields = graphql(`
  fragment SubscriptionInfoFields on SubscriptionStatusInfo {
    balance {
      subscriptionSessions
      topUpSessions
    }
    subscription {
      planId
      status
      billingCycle
      currentPeriodStart
      currentPeriodEnd
      cancelAtPeriodEnd
      plan {
        id
        name
        displayName
        priceMonthly
        priceAnnual
        sessionsPerMonth
      }
    }
  }
`);

export const SubscriptionInfoQuery = graphql(`
  query SubscriptionInfo {
    me {
      id
      subscriptionInfo {
        ...SubscriptionInfoFields
      }
    }
  }
`);

/** The consumer's usage analytics: the badge's first-time flag, the dashboard's modals, the pack advice. */
export const UsageAnalyticsQuery = graphql(`
  query UsageAnalytics {
    me {
      id
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

/** The caller's usage history, newest first. */
export const UsageLogsQuery = graphql(`
  query UsageLogs {
    me {
      id
      usageLogs {
        id
        createdAt
        actionType
        sessionsCost
        deductedFrom
      }
    }
  }
`);

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
