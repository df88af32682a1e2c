import { graphql } from '../../__generated__';

/** A sandbox checkout of the signed-in person (NOT_FOUND for an unknown id or anyone else's). */
export const SandboxCheckoutQuery = graphql(`
  query SandboxCheckout($id: String!) {
    sandboxCheckout(id: $id) {
      id
      kind
      state
      description
      amountInCents
      currency
      sessions
      planName
      planDisplayName
      cycle
    }
  }
`);

/** Pays it (test payment); answers the payment-success address, where the balance is asked again. */
export const CompleteSandboxCheckoutMutation = graphql(`
  mutation CompleteSandboxCheckout($id: String!) {
    completeSandboxCheckout(id: $id) {
      url
    }
  }
`);

/** Cancels it; answers the pricing address with `checkout=canceled`. */
export const CancelSandboxCheckoutMutation = graphql(`
  mutation CancelSandboxCheckout($id: String!) {
    cancelSandboxCheckout(id: $id) {
      url
    }
  }
`);
