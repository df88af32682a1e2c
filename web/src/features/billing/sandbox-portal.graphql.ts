import { graphql } from '../../__generated__';

/** Sets or clears cancel-at-period-end; answers the new subscription status. */
export const SetSandboxCancelAtPeriodEndMutation = graphql(`
  mutation SetSandboxCancelAtPeriodEnd($cancelAtPeriodEnd: Boolean!) {
    setSandboxCancelAtPeriodEnd(cancelAtPeriodEnd: $cancelAtPeriodEnd) {
      ...SubscriptionInfoFields
    }
  }
`);
