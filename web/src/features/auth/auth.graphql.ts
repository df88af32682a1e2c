import { graphql } from '../../__generated__';

/** The signed-in user's fields every screen may read (header, menus, greetings). */
export const CurrentUserFragment = graphql(`
  fragment CurrentUser_user on User {
    id
    username
    email
    firstName
    lastName
    role
    subscriptionState
    createdAt
    emailVerified
  }
`);

/** The signed-in person, or `null` for a visitor. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      ...CurrentUser_user
    }
  }
`);

/** Emits `true` when the caller's sign-in session is revoked (for example, sign-out in another tab). */
export const SignedOutSubscription = graphql(`
  subscription SignedOut {
    signedOut
  }
`);
