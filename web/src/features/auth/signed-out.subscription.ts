import { graphql } from '../../__generated__';

/** Emits `true` when the caller's sign-in session is revoked (for example, sign-out in another tab). */
export const SignedOutSubscription = graphql(`
  subscription SignedOut {
    signedOut
  }
`);
