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
    "fragment CurrentUserFields on CurrentUser {\n  id\n  osuId\n  username\n  group\n  avatarUrl\n  rank\n  isMentorshipAdmin\n  isWorldCupHelper\n  isShowcaseMapper\n  isContestHelper\n  canViewFaSchedule\n  unreadNotificationCount\n  pointsInfo {\n    total\n    available\n    mapping\n    modding\n    other\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SetShowcaseMapper($value: Boolean!) {\n  setShowcaseMapper(value: $value) {\n    __typename\n    id\n    isShowcaseMapper\n  }\n}\n\nmutation SetContestHelper($value: Boolean!) {\n  setContestHelper(value: $value) {\n    __typename\n    id\n    isContestHelper\n  }\n}": typeof types.CurrentUserFieldsFragmentDoc,
    "query NotificationBell {\n  me {\n    id\n    unreadNotificationCount\n  }\n}": typeof types.NotificationBellDocument,
};
const documents: Documents = {
    "fragment CurrentUserFields on CurrentUser {\n  id\n  osuId\n  username\n  group\n  avatarUrl\n  rank\n  isMentorshipAdmin\n  isWorldCupHelper\n  isShowcaseMapper\n  isContestHelper\n  canViewFaSchedule\n  unreadNotificationCount\n  pointsInfo {\n    total\n    available\n    mapping\n    modding\n    other\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SetShowcaseMapper($value: Boolean!) {\n  setShowcaseMapper(value: $value) {\n    __typename\n    id\n    isShowcaseMapper\n  }\n}\n\nmutation SetContestHelper($value: Boolean!) {\n  setContestHelper(value: $value) {\n    __typename\n    id\n    isContestHelper\n  }\n}": types.CurrentUserFieldsFragmentDoc,
    "query NotificationBell {\n  me {\n    id\n    unreadNotificationCount\n  }\n}": types.NotificationBellDocument,
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
export function graphql(source: "fragment CurrentUserFields on CurrentUser {\n  id\n  osuId\n  username\n  group\n  avatarUrl\n  rank\n  isMentorshipAdmin\n  isWorldCupHelper\n  isShowcaseMapper\n  isContestHelper\n  canViewFaSchedule\n  unreadNotificationCount\n  pointsInfo {\n    total\n    available\n    mapping\n    modding\n    other\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SetShowcaseMapper($value: Boolean!) {\n  setShowcaseMapper(value: $value) {\n    __typename\n    id\n    isShowcaseMapper\n  }\n}\n\nmutation SetContestHelper($value: Boolean!) {\n  setContestHelper(value: $value) {\n    __typename\n    id\n    isContestHelper\n  }\n}"): (typeof documents)["fragment CurrentUserFields on CurrentUser {\n  id\n  osuId\n  username\n  group\n  avatarUrl\n  rank\n  isMentorshipAdmin\n  isWorldCupHelper\n  isShowcaseMapper\n  isContestHelper\n  canViewFaSchedule\n  unreadNotificationCount\n  pointsInfo {\n    total\n    available\n    mapping\n    modding\n    other\n  }\n}\n\nquery Me {\n  me {\n    ...CurrentUserFields\n  }\n}\n\nmutation SetShowcaseMapper($value: Boolean!) {\n  setShowcaseMapper(value: $value) {\n    __typename\n    id\n    isShowcaseMapper\n  }\n}\n\nmutation SetContestHelper($value: Boolean!) {\n  setContestHelper(value: $value) {\n    __typename\n    id\n    isContestHelper\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationBell {\n  me {\n    id\n    unreadNotificationCount\n  }\n}"): (typeof documents)["query NotificationBell {\n  me {\n    id\n    unreadNotificationCount\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;