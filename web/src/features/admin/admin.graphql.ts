import { graphql } from '../../__generated__';

// The admin screen's operations. Every one is refused by the owning service to anyone but an admin
// (401 for a visitor, 403 for a user); the screen's guard only spares a user the round trip.

/** The summary cards and the overview charts: one federated query (identity, billing and ai-jobs). */
export const AdminOverviewQuery = graphql(`
  query AdminOverview {
    adminStats {
      id
      totalUsers
      usersWithActiveSubscriptions
      totalRevenue
      thisMonthRevenue
      lastMonthRevenue
      subscriptionRevenue
      topUpRevenue
      totalActiveSubscriptions
      monthlyGrowth
      subscriptionsByPlan {
        planName
        displayName
        count
      }
      revenueByMonth(months: 12) {
        month
        subscriptionRevenue
        topUpRevenue
      }
      signUpsByDay(days: 30) {
        day
        count
      }
      jobsByDay(days: 30) {
        day
        generations
        tryOns
        edits
        failed
      }
      providerFailures(days: 30) {
        engine
        total
        failed
        failureRate
      }
      sessionsByDay(days: 30) {
        day
        granted
        spent
        refunded
      }
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $limit: Int, $offset: Int) {
    adminUsers(search: $search, limit: $limit, offset: $offset) {
      total
      rows {
        id
        username
        email
        role
        subscriptionState
        createdAt
        emailVerified
      }
    }
  }
`);

/** Mails a person a new verification link (audited). */
export const AdminResendVerificationEmailMutation = graphql(`
  mutation AdminResendVerificationEmail($userId: Int!) {
    adminResendVerificationEmail(userId: $userId)
  }
`);

export const AdminSubscriptionsQuery = graphql(`
  query AdminSubscriptions($state: SubscriptionStatus, $limit: Int, $offset: Int) {
    adminSubscriptions(state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        id
        user {
          id
          username
        }
        pendingChange {
          id
          kind
          cycle
          effectiveAt
          plan {
            id
            displayName
          }
        }
        plan {
          id
          displayName
          priceMonthly
        }
        state
        currentPeriodStart
        currentPeriodEnd
        cancelAtPeriodEnd
        stripeSubscriptionId
      }
    }
  }
`);

export const AdminTopUpsQuery = graphql(`
  query AdminTopUps($state: PaymentStatus, $limit: Int, $offset: Int) {
    adminTopUps(state: $state, limit: $limit, offset: $offset) {
      total
      rows {
        id
        user {
          id
          username
        }
        sessions
        priceInCents
        state
        failureReason
        purchasedAt
      }
    }
  }
`);

export const AdminActivityQuery = graphql(`
  query AdminActivity($adminId: Int, $actionType: String, $limit: Int, $offset: Int) {
    adminActivity(adminId: $adminId, actionType: $actionType, limit: $limit, offset: $offset) {
      total
      rows {
        id
        admin {
          id
          username
        }
        adminId
        actionType
        targetUserId
        description
        ipAddress
        createdAt
      }
    }
  }
`);

export const AdminActivityFiltersQuery = graphql(`
  query AdminActivityFilters {
    adminActivityFilters {
      admins {
        id
        username
      }
      actionTypes
    }
  }
`);

export const AdminSettingsQuery = graphql(`
  query AdminSettings {
    apiConfigurations {
      key
      value
      description
      updatedAt
    }
  }
`);

export const SetActiveAiServiceMutation = graphql(`
  mutation SetActiveAiService($value: String!, $description: String) {
    setApiConfiguration(key: "active_api", value: $value, description: $description) {
      key
      value
      description
      updatedAt
    }
  }
`);
