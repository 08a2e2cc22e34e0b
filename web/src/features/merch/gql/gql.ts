/* eslint-disable */
import * as types from './graphql';
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
    "query MerchPage {\n  merch {\n    hasAccess\n    hasSpecificOrder\n    store\n    products {\n      id\n      title\n      variants {\n        id\n        title\n        available\n        price\n      }\n    }\n    lastOrder {\n      orderNumber\n      confirmedAt\n    }\n    pendingCheckout {\n      url\n      startedAt\n      specificOrder\n      items\n    }\n  }\n}\n\nmutation StartMerchCheckout($productId: ID, $variantId: ID) {\n  startMerchCheckout(productId: $productId, variantId: $variantId) {\n    url\n  }\n}\n\nfragment MerchMemberFields on MerchMember {\n  hasMerchAccess\n  hasSpecificMerchOrder\n  updatedAt\n  user {\n    id\n    osuId\n    username\n  }\n}\n\nquery MerchMembers($flag: MerchFlag!, $first: Int, $after: String) {\n  merchMembers(flag: $flag, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...MerchMemberFields\n    }\n  }\n}\n\nquery MerchMember($user: String!) {\n  merchMember(user: $user) {\n    ...MerchMemberFields\n  }\n}\n\nquery MerchOrder($checkoutId: String!) {\n  merchOrder(checkoutId: $checkoutId) {\n    checkoutId\n    orderNumber\n    checkout {\n      id\n      status\n      specificOrder\n      createdAt\n      confirmedAt\n      lines {\n        productId\n        variantId\n        quantity\n      }\n      user {\n        id\n        osuId\n        username\n      }\n    }\n  }\n}\n\nmutation SetMerchFlag($userId: ID!, $flag: MerchFlag!, $value: Boolean!) {\n  setMerchFlag(userId: $userId, flag: $flag, value: $value) {\n    ...MerchMemberFields\n  }\n}\n\nmutation ResetMerchFlag($flag: MerchFlag!, $exceptOsuIds: [Int!]!) {\n  resetMerchFlag(flag: $flag, exceptOsuIds: $exceptOsuIds) {\n    count\n  }\n}": typeof types.MerchPageDocument,
};
const documents: Documents = {
    "query MerchPage {\n  merch {\n    hasAccess\n    hasSpecificOrder\n    store\n    products {\n      id\n      title\n      variants {\n        id\n        title\n        available\n        price\n      }\n    }\n    lastOrder {\n      orderNumber\n      confirmedAt\n    }\n    pendingCheckout {\n      url\n      startedAt\n      specificOrder\n      items\n    }\n  }\n}\n\nmutation StartMerchCheckout($productId: ID, $variantId: ID) {\n  startMerchCheckout(productId: $productId, variantId: $variantId) {\n    url\n  }\n}\n\nfragment MerchMemberFields on MerchMember {\n  hasMerchAccess\n  hasSpecificMerchOrder\n  updatedAt\n  user {\n    id\n    osuId\n    username\n  }\n}\n\nquery MerchMembers($flag: MerchFlag!, $first: Int, $after: String) {\n  merchMembers(flag: $flag, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...MerchMemberFields\n    }\n  }\n}\n\nquery MerchMember($user: String!) {\n  merchMember(user: $user) {\n    ...MerchMemberFields\n  }\n}\n\nquery MerchOrder($checkoutId: String!) {\n  merchOrder(checkoutId: $checkoutId) {\n    checkoutId\n    orderNumber\n    checkout {\n      id\n      status\n      specificOrder\n      createdAt\n      confirmedAt\n      lines {\n        productId\n        variantId\n        quantity\n      }\n      user {\n        id\n        osuId\n        username\n      }\n    }\n  }\n}\n\nmutation SetMerchFlag($userId: ID!, $flag: MerchFlag!, $value: Boolean!) {\n  setMerchFlag(userId: $userId, flag: $flag, value: $value) {\n    ...MerchMemberFields\n  }\n}\n\nmutation ResetMerchFlag($flag: MerchFlag!, $exceptOsuIds: [Int!]!) {\n  resetMerchFlag(flag: $flag, exceptOsuIds: $exceptOsuIds) {\n    count\n  }\n}": types.MerchPageDocument,
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
export function graphql(source: "query MerchPage {\n  merch {\n    hasAccess\n    hasSpecificOrder\n    store\n    products {\n      id\n      title\n      variants {\n        id\n        title\n        available\n        price\n      }\n    }\n    lastOrder {\n      orderNumber\n      confirmedAt\n    }\n    pendingCheckout {\n      url\n      startedAt\n      specificOrder\n      items\n    }\n  }\n}\n\nmutation StartMerchCheckout($productId: ID, $variantId: ID) {\n  startMerchCheckout(productId: $productId, variantId: $variantId) {\n    url\n  }\n}\n\nfragment MerchMemberFields on MerchMember {\n  hasMerchAccess\n  hasSpecificMerchOrder\n  updatedAt\n  user {\n    id\n    osuId\n    username\n  }\n}\n\nquery MerchMembers($flag: MerchFlag!, $first: Int, $after: String) {\n  merchMembers(flag: $flag, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...MerchMemberFields\n    }\n  }\n}\n\nquery MerchMember($user: String!) {\n  merchMember(user: $user) {\n    ...MerchMemberFields\n  }\n}\n\nquery MerchOrder($checkoutId: String!) {\n  merchOrder(checkoutId: $checkoutId) {\n    checkoutId\n    orderNumber\n    checkout {\n      id\n      status\n      specificOrder\n      createdAt\n      confirmedAt\n      lines {\n        productId\n        variantId\n        quantity\n      }\n      user {\n        id\n        osuId\n        username\n      }\n    }\n  }\n}\n\nmutation SetMerchFlag($userId: ID!, $flag: MerchFlag!, $value: Boolean!) {\n  setMerchFlag(userId: $userId, flag: $flag, value: $value) {\n    ...MerchMemberFields\n  }\n}\n\nmutation ResetMerchFlag($flag: MerchFlag!, $exceptOsuIds: [Int!]!) {\n  resetMerchFlag(flag: $flag, exceptOsuIds: $exceptOsuIds) {\n    count\n  }\n}"): (typeof documents)["query MerchPage {\n  merch {\n    hasAccess\n    hasSpecificOrder\n    store\n    products {\n      id\n      title\n      variants {\n        id\n        title\n        available\n        price\n      }\n    }\n    lastOrder {\n      orderNumber\n      confirmedAt\n    }\n    pendingCheckout {\n      url\n      startedAt\n      specificOrder\n      items\n    }\n  }\n}\n\nmutation StartMerchCheckout($productId: ID, $variantId: ID) {\n  startMerchCheckout(productId: $productId, variantId: $variantId) {\n    url\n  }\n}\n\nfragment MerchMemberFields on MerchMember {\n  hasMerchAccess\n  hasSpecificMerchOrder\n  updatedAt\n  user {\n    id\n    osuId\n    username\n  }\n}\n\nquery MerchMembers($flag: MerchFlag!, $first: Int, $after: String) {\n  merchMembers(flag: $flag, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...MerchMemberFields\n    }\n  }\n}\n\nquery MerchMember($user: String!) {\n  merchMember(user: $user) {\n    ...MerchMemberFields\n  }\n}\n\nquery MerchOrder($checkoutId: String!) {\n  merchOrder(checkoutId: $checkoutId) {\n    checkoutId\n    orderNumber\n    checkout {\n      id\n      status\n      specificOrder\n      createdAt\n      confirmedAt\n      lines {\n        productId\n        variantId\n        quantity\n      }\n      user {\n        id\n        osuId\n        username\n      }\n    }\n  }\n}\n\nmutation SetMerchFlag($userId: ID!, $flag: MerchFlag!, $value: Boolean!) {\n  setMerchFlag(userId: $userId, flag: $flag, value: $value) {\n    ...MerchMemberFields\n  }\n}\n\nmutation ResetMerchFlag($flag: MerchFlag!, $exceptOsuIds: [Int!]!) {\n  resetMerchFlag(flag: $flag, exceptOsuIds: $exceptOsuIds) {\n    count\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;