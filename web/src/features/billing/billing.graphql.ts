import { graphql } from '../../__generated__';

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
      state
      cycle
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
      pendingChange {
        id
        kind
        cycle
        effectiveAt
        plan {
          id
          name
          displayName
        }
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
        action
        sessionsCost
        source
      }
    }
  }
`);
