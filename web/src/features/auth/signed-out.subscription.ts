import { gql, type TypedDocumentNode } from '@apollo/client';

/** Emits `true` when the caller's sign-in session is revoked (for example, sign-out in another tab). */
export const SIGNED_OUT_SUBSCRIPTION: TypedDocumentNode<{ signedOut: boolean }, Record<string, never>> = gql`
  subscription SignedOut {
    signedOut
  }
`;
