import { graphql } from '../../__generated__';

/** The /account page: the address and whether it is verified, and the signed-in sessions. */
export const AccountQuery = graphql(`
  query Account {
    me {
      id
      email
      emailVerified
    }
    mySessions {
      id
      createdAt
      lastUsedAt
      ip
      current
    }
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($input: ChangeEmailInput!) {
    requestEmailChange(input: $input)
  }
`);

export const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input)
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
