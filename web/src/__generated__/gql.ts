/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription SignedOut {\n    signedOut\n  }\n": typeof types.SignedOutDocument,
    "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": typeof types.SessionBalanceDocument,
    "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": typeof types.SessionBalanceChangedDocument,
    "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n": typeof types.GeminiSessionUpdatedDocument,
    "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n": typeof types.EditSessionUpdatedDocument,
};
const documents: Documents = {
    "\n  subscription SignedOut {\n    signedOut\n  }\n": types.SignedOutDocument,
    "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": types.SessionBalanceDocument,
    "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n": types.SessionBalanceChangedDocument,
    "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n": types.GeminiSessionUpdatedDocument,
    "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n": types.EditSessionUpdatedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SignedOut {\n    signedOut\n  }\n"): (typeof documents)["\n  subscription SignedOut {\n    signedOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionBalance {\n    me {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SessionBalanceChanged {\n    sessionBalanceChanged {\n      id\n      sessionBalance {\n        subscriptionSessions\n        topUpSessions\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n"): (typeof documents)["\n  subscription GeminiSessionUpdated($id: Int!) {\n    geminiSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n"): (typeof documents)["\n  subscription EditSessionUpdated($id: Int!) {\n    editSessionUpdated(id: $id) {\n      id\n      status\n      resultUrl\n      errorMessage\n      offline\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;