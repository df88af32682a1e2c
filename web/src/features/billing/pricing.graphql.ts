import { graphql } from '../../__generated__';

/** What a plan card shows of a plan. */
export const PlanCardFragment = graphql(`
  fragment PlanCard_subscriptionPlan on SubscriptionPlan {
    id
    name
    displayName
    description
    priceMonthly
    priceAnnual
    sessionsPerMonth
    features
    sortOrder
  }
`);

/** The active plans (public); loaded once per page load (cache-first), they change only with a deploy. */
export const SubscriptionPlansQuery = graphql(`
  query SubscriptionPlans {
    subscriptionPlans {
      ...PlanCard_subscriptionPlan
    }
  }
`);
