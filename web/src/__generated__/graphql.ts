/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type SignedOutSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SignedOutSubscription = { signedOut: boolean };

export type SessionBalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionBalanceQuery = { me: { id: number, sessionBalance: { subscriptionSessions: number, topUpSessions: number, balance: number } } | null };

export type SessionBalanceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionBalanceChangedSubscription = { sessionBalanceChanged: { id: number, sessionBalance: { subscriptionSessions: number, topUpSessions: number, balance: number } } };

export type GeminiSessionUpdatedSubscriptionVariables = Exact<{
  id: number;
}>;


export type GeminiSessionUpdatedSubscription = { geminiSessionUpdated: { id: number, status: string, resultUrl: string | null, errorMessage: string | null, offline: boolean } };

export type EditSessionUpdatedSubscriptionVariables = Exact<{
  id: number;
}>;


export type EditSessionUpdatedSubscription = { editSessionUpdated: { id: number, status: string, resultUrl: string | null, errorMessage: string | null, offline: boolean } };


export const SignedOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SignedOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]} as unknown as DocumentNode<SignedOutSubscription, SignedOutSubscriptionVariables>;
export const SessionBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<SessionBalanceQuery, SessionBalanceQueryVariables>;
export const SessionBalanceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionBalanceChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSessions"}},{"kind":"Field","name":{"kind":"Name","value":"topUpSessions"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<SessionBalanceChangedSubscription, SessionBalanceChangedSubscriptionVariables>;
export const GeminiSessionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GeminiSessionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geminiSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]}}]} as unknown as DocumentNode<GeminiSessionUpdatedSubscription, GeminiSessionUpdatedSubscriptionVariables>;
export const EditSessionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EditSessionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editSessionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resultUrl"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}}]}}]}}]} as unknown as DocumentNode<EditSessionUpdatedSubscription, EditSessionUpdatedSubscriptionVariables>;