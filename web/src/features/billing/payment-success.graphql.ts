import { graphql } from '../../__generated__';

/** Whether billing refused the checkout's plan (the person already has one): then it was refunded. */
export const CheckoutOutcomeQuery = graphql(`
  query CheckoutOutcome($sessionId: String!) {
    checkoutOutcome(sessionId: $sessionId) {
      sessionId
      refused
      message
    }
  }
`);
