import { graphql } from '../../__generated__';

/** Switches the caller's plan or cycle; answers what happened and the new subscription status. */
export const ChangeSubscriptionPlanMutation = graphql(`
  mutation ChangeSubscriptionPlan($planName: String!, $cycle: BillingCycle!) {
    changeSubscriptionPlan(planName: $planName, cycle: $cycle) {
      message
      kind
      immediate
      effectiveAt
      status {
        ...SubscriptionInfoFields
      }
    }
  }
`);

/** Undoes the caller's change waiting for the period's end; answers the subscription status. */
export const UndoPlanChangeMutation = graphql(`
  mutation UndoPlanChange {
    undoPlanChange {
      ...SubscriptionInfoFields
    }
  }
`);
