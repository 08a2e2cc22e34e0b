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
    "fragment WorldCupMap on Beatmap {\n  id\n  mode\n  status\n  url\n  isWorldCup\n  song {\n    id\n    artistName\n    title\n  }\n  host {\n    id\n    username\n    osuId\n  }\n}\n\nquery WorldCupBoard($after: String) {\n  worldCupBeatmaps(first: 100, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WorldCupMap\n    }\n  }\n  worldCupNotes {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}\n\nquery WorldCupSearch($search: String!) {\n  worldCupBeatmapSearch(search: $search, first: 10) {\n    nodes {\n      ...WorldCupMap\n    }\n  }\n}\n\nquery WorldCupFlag($id: ID!) {\n  beatmap(id: $id) {\n    id\n    isWorldCup\n  }\n}\n\nmutation SetBeatmapWorldCup($beatmapId: ID!, $value: Boolean!) {\n  setBeatmapWorldCup(beatmapId: $beatmapId, value: $value) {\n    id\n    isWorldCup\n  }\n}\n\nmutation UpdateWorldCupNote($mode: Mode!, $content: String!) {\n  updateWorldCupNote(mode: $mode, content: $content) {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}": typeof types.WorldCupMapFragmentDoc,
};
const documents: Documents = {
    "fragment WorldCupMap on Beatmap {\n  id\n  mode\n  status\n  url\n  isWorldCup\n  song {\n    id\n    artistName\n    title\n  }\n  host {\n    id\n    username\n    osuId\n  }\n}\n\nquery WorldCupBoard($after: String) {\n  worldCupBeatmaps(first: 100, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WorldCupMap\n    }\n  }\n  worldCupNotes {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}\n\nquery WorldCupSearch($search: String!) {\n  worldCupBeatmapSearch(search: $search, first: 10) {\n    nodes {\n      ...WorldCupMap\n    }\n  }\n}\n\nquery WorldCupFlag($id: ID!) {\n  beatmap(id: $id) {\n    id\n    isWorldCup\n  }\n}\n\nmutation SetBeatmapWorldCup($beatmapId: ID!, $value: Boolean!) {\n  setBeatmapWorldCup(beatmapId: $beatmapId, value: $value) {\n    id\n    isWorldCup\n  }\n}\n\nmutation UpdateWorldCupNote($mode: Mode!, $content: String!) {\n  updateWorldCupNote(mode: $mode, content: $content) {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}": types.WorldCupMapFragmentDoc,
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
export function graphql(source: "fragment WorldCupMap on Beatmap {\n  id\n  mode\n  status\n  url\n  isWorldCup\n  song {\n    id\n    artistName\n    title\n  }\n  host {\n    id\n    username\n    osuId\n  }\n}\n\nquery WorldCupBoard($after: String) {\n  worldCupBeatmaps(first: 100, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WorldCupMap\n    }\n  }\n  worldCupNotes {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}\n\nquery WorldCupSearch($search: String!) {\n  worldCupBeatmapSearch(search: $search, first: 10) {\n    nodes {\n      ...WorldCupMap\n    }\n  }\n}\n\nquery WorldCupFlag($id: ID!) {\n  beatmap(id: $id) {\n    id\n    isWorldCup\n  }\n}\n\nmutation SetBeatmapWorldCup($beatmapId: ID!, $value: Boolean!) {\n  setBeatmapWorldCup(beatmapId: $beatmapId, value: $value) {\n    id\n    isWorldCup\n  }\n}\n\nmutation UpdateWorldCupNote($mode: Mode!, $content: String!) {\n  updateWorldCupNote(mode: $mode, content: $content) {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}"): (typeof documents)["fragment WorldCupMap on Beatmap {\n  id\n  mode\n  status\n  url\n  isWorldCup\n  song {\n    id\n    artistName\n    title\n  }\n  host {\n    id\n    username\n    osuId\n  }\n}\n\nquery WorldCupBoard($after: String) {\n  worldCupBeatmaps(first: 100, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...WorldCupMap\n    }\n  }\n  worldCupNotes {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}\n\nquery WorldCupSearch($search: String!) {\n  worldCupBeatmapSearch(search: $search, first: 10) {\n    nodes {\n      ...WorldCupMap\n    }\n  }\n}\n\nquery WorldCupFlag($id: ID!) {\n  beatmap(id: $id) {\n    id\n    isWorldCup\n  }\n}\n\nmutation SetBeatmapWorldCup($beatmapId: ID!, $value: Boolean!) {\n  setBeatmapWorldCup(beatmapId: $beatmapId, value: $value) {\n    id\n    isWorldCup\n  }\n}\n\nmutation UpdateWorldCupNote($mode: Mode!, $content: String!) {\n  updateWorldCupNote(mode: $mode, content: $content) {\n    mode\n    content\n    updatedAt\n    updatedBy {\n      id\n      username\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;