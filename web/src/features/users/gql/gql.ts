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
    "query UserBeatmaps($userId: ID!) {\n  userBeatmaps(userId: $userId) {\n    id\n    status\n    mode\n    url\n    song {\n      id\n      artistName\n      title\n    }\n    host {\n      id\n      username\n      osuId\n    }\n    tasks {\n      id\n      name\n      mode\n      mappers {\n        id\n      }\n    }\n  }\n}": typeof types.UserBeatmapsDocument,
    "fragment UserCardFields on User {\n  id\n  osuId\n  username\n  avatarUrl\n  coverUrl\n  rank\n  pointsInfo {\n    total\n    available\n  }\n  pointsBreakdown {\n    osu\n    taiko\n    catch\n    mania\n  }\n}\n\nquery UsersList($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean, $limit: Int, $offset: Int) {\n  users(\n    mode: $mode\n    search: $search\n    sort: $sort\n    ascending: $ascending\n    limit: $limit\n    offset: $offset\n  ) {\n    totalCount\n    users {\n      ...UserCardFields\n    }\n  }\n}\n\nquery UserRankCounts {\n  userRankCounts\n}\n\nquery UserDetail($id: ID!) {\n  user(id: $id) {\n    ...UserCardFields\n    mainMode\n    createdAt\n    badgeProgress {\n      rank\n      rankName\n      nextRank\n      nextRankName\n      nextThreshold\n      pointsToNext\n      progress\n    }\n    pointsBreakdown {\n      categories {\n        key\n        label\n        points\n      }\n      osu\n      taiko\n      catch\n      mania\n      total\n      spent\n      available\n    }\n  }\n}\n\nquery UserSpentPoints($id: ID!) {\n  user(id: $id) {\n    id\n    spentPoints {\n      id\n      amount\n      category\n      reason\n      createdAt\n    }\n  }\n}": typeof types.UserCardFieldsFragmentDoc,
};
const documents: Documents = {
    "query UserBeatmaps($userId: ID!) {\n  userBeatmaps(userId: $userId) {\n    id\n    status\n    mode\n    url\n    song {\n      id\n      artistName\n      title\n    }\n    host {\n      id\n      username\n      osuId\n    }\n    tasks {\n      id\n      name\n      mode\n      mappers {\n        id\n      }\n    }\n  }\n}": types.UserBeatmapsDocument,
    "fragment UserCardFields on User {\n  id\n  osuId\n  username\n  avatarUrl\n  coverUrl\n  rank\n  pointsInfo {\n    total\n    available\n  }\n  pointsBreakdown {\n    osu\n    taiko\n    catch\n    mania\n  }\n}\n\nquery UsersList($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean, $limit: Int, $offset: Int) {\n  users(\n    mode: $mode\n    search: $search\n    sort: $sort\n    ascending: $ascending\n    limit: $limit\n    offset: $offset\n  ) {\n    totalCount\n    users {\n      ...UserCardFields\n    }\n  }\n}\n\nquery UserRankCounts {\n  userRankCounts\n}\n\nquery UserDetail($id: ID!) {\n  user(id: $id) {\n    ...UserCardFields\n    mainMode\n    createdAt\n    badgeProgress {\n      rank\n      rankName\n      nextRank\n      nextRankName\n      nextThreshold\n      pointsToNext\n      progress\n    }\n    pointsBreakdown {\n      categories {\n        key\n        label\n        points\n      }\n      osu\n      taiko\n      catch\n      mania\n      total\n      spent\n      available\n    }\n  }\n}\n\nquery UserSpentPoints($id: ID!) {\n  user(id: $id) {\n    id\n    spentPoints {\n      id\n      amount\n      category\n      reason\n      createdAt\n    }\n  }\n}": types.UserCardFieldsFragmentDoc,
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
export function graphql(source: "query UserBeatmaps($userId: ID!) {\n  userBeatmaps(userId: $userId) {\n    id\n    status\n    mode\n    url\n    song {\n      id\n      artistName\n      title\n    }\n    host {\n      id\n      username\n      osuId\n    }\n    tasks {\n      id\n      name\n      mode\n      mappers {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["query UserBeatmaps($userId: ID!) {\n  userBeatmaps(userId: $userId) {\n    id\n    status\n    mode\n    url\n    song {\n      id\n      artistName\n      title\n    }\n    host {\n      id\n      username\n      osuId\n    }\n    tasks {\n      id\n      name\n      mode\n      mappers {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserCardFields on User {\n  id\n  osuId\n  username\n  avatarUrl\n  coverUrl\n  rank\n  pointsInfo {\n    total\n    available\n  }\n  pointsBreakdown {\n    osu\n    taiko\n    catch\n    mania\n  }\n}\n\nquery UsersList($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean, $limit: Int, $offset: Int) {\n  users(\n    mode: $mode\n    search: $search\n    sort: $sort\n    ascending: $ascending\n    limit: $limit\n    offset: $offset\n  ) {\n    totalCount\n    users {\n      ...UserCardFields\n    }\n  }\n}\n\nquery UserRankCounts {\n  userRankCounts\n}\n\nquery UserDetail($id: ID!) {\n  user(id: $id) {\n    ...UserCardFields\n    mainMode\n    createdAt\n    badgeProgress {\n      rank\n      rankName\n      nextRank\n      nextRankName\n      nextThreshold\n      pointsToNext\n      progress\n    }\n    pointsBreakdown {\n      categories {\n        key\n        label\n        points\n      }\n      osu\n      taiko\n      catch\n      mania\n      total\n      spent\n      available\n    }\n  }\n}\n\nquery UserSpentPoints($id: ID!) {\n  user(id: $id) {\n    id\n    spentPoints {\n      id\n      amount\n      category\n      reason\n      createdAt\n    }\n  }\n}"): (typeof documents)["fragment UserCardFields on User {\n  id\n  osuId\n  username\n  avatarUrl\n  coverUrl\n  rank\n  pointsInfo {\n    total\n    available\n  }\n  pointsBreakdown {\n    osu\n    taiko\n    catch\n    mania\n  }\n}\n\nquery UsersList($mode: Mode, $search: String, $sort: UserSort, $ascending: Boolean, $limit: Int, $offset: Int) {\n  users(\n    mode: $mode\n    search: $search\n    sort: $sort\n    ascending: $ascending\n    limit: $limit\n    offset: $offset\n  ) {\n    totalCount\n    users {\n      ...UserCardFields\n    }\n  }\n}\n\nquery UserRankCounts {\n  userRankCounts\n}\n\nquery UserDetail($id: ID!) {\n  user(id: $id) {\n    ...UserCardFields\n    mainMode\n    createdAt\n    badgeProgress {\n      rank\n      rankName\n      nextRank\n      nextRankName\n      nextThreshold\n      pointsToNext\n      progress\n    }\n    pointsBreakdown {\n      categories {\n        key\n        label\n        points\n      }\n      osu\n      taiko\n      catch\n      mania\n      total\n      spent\n      available\n    }\n  }\n}\n\nquery UserSpentPoints($id: ID!) {\n  user(id: $id) {\n    id\n    spentPoints {\n      id\n      amount\n      category\n      reason\n      createdAt\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;