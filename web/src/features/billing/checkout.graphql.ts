import { graphql } from '../../__generated__';

/** Checkout for a paid plan; answers the provider's (or the sandbox's) checkout address. */
export const CreateSubscriptionCheckoutMutation = graphql(`
  mutation CreateSubscriptionCheckout($planName: String!, $cycle: BillingCycle!) {
    createSubscriptionCheckout(planName: $planName, cycle: $cycle) {
      url
    }
  }
`);

/** Checkout for a top-up pack (`amount` is the pack price in cents). */
export const CreateTopUpCheckoutMutation = graphql(`
  mutation CreateTopUpCheckout($amount: Int!, $sessions: Int!) {
    createTopUpCheckout(amount: $amount, sessions: $sessions) {
      url
    }
  }
`);

/** The billing portal (the provider's, or the sandbox portal page). */
export const CreatePortalSessionMutation = graphql(`
  mutation CreatePortalSession {
    createPortalSession {
      url
    }
  }
`);
