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
    "fragment HomeArtistFields on Artist {\n  id\n  label\n  osuId\n  coverUrl\n  songs(mappedOnly: true) {\n    id\n    globalId\n    title\n    beatmapCount\n    beatmaps(first: 2) {\n      ...HomeSongBeatmapFields\n    }\n  }\n}\n\nfragment HomeSongBeatmapFields on Beatmap {\n  id\n  url\n  host {\n    id\n    username\n  }\n}\n\nquery HomeSongBeatmaps($id: ID!) {\n  node(id: $id) {\n    globalId\n    ... on Song {\n      id\n      beatmaps {\n        ...HomeSongBeatmapFields\n      }\n    }\n  }\n}\n\nquery HomeArtists($first: Int!, $after: String) {\n  homeArtistsConnection(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...HomeArtistFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery HomeExamples {\n  exampleMission {\n    ...MissionCardFields\n  }\n  exampleQuest {\n    ...QuestCardFields\n  }\n}": typeof types.HomeArtistFieldsFragmentDoc,
    "fragment MissionCardFields on Mission {\n  id\n  name\n  tier\n  modes\n  status\n  objective\n  winCondition\n  additionalRequirement\n  deadline\n  isOsuOriginal\n  requirements {\n    key\n    text\n    checkable\n  }\n  artists {\n    id\n    label\n    osuId\n    coverUrl\n  }\n}": typeof types.MissionCardFieldsFragmentDoc,
    "fragment QuestCardFields on Quest {\n  id\n  name\n  price\n  timeframe\n  status\n  minParty\n  maxParty\n  modes\n  deadline\n  isExpired\n  isOverdue\n  isCustom\n  coverUrl\n  artist {\n    id\n    label\n  }\n  currentParty {\n    id\n    members {\n      id\n      username\n      osuId\n      avatarUrl\n    }\n  }\n}": typeof types.QuestCardFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment HomeArtistFields on Artist {\n  id\n  label\n  osuId\n  coverUrl\n  songs(mappedOnly: true) {\n    id\n    globalId\n    title\n    beatmapCount\n    beatmaps(first: 2) {\n      ...HomeSongBeatmapFields\n    }\n  }\n}\n\nfragment HomeSongBeatmapFields on Beatmap {\n  id\n  url\n  host {\n    id\n    username\n  }\n}\n\nquery HomeSongBeatmaps($id: ID!) {\n  node(id: $id) {\n    globalId\n    ... on Song {\n      id\n      beatmaps {\n        ...HomeSongBeatmapFields\n      }\n    }\n  }\n}\n\nquery HomeArtists($first: Int!, $after: String) {\n  homeArtistsConnection(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...HomeArtistFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery HomeExamples {\n  exampleMission {\n    ...MissionCardFields\n  }\n  exampleQuest {\n    ...QuestCardFields\n  }\n}": types.HomeArtistFieldsFragmentDoc,
    "fragment MissionCardFields on Mission {\n  id\n  name\n  tier\n  modes\n  status\n  objective\n  winCondition\n  additionalRequirement\n  deadline\n  isOsuOriginal\n  requirements {\n    key\n    text\n    checkable\n  }\n  artists {\n    id\n    label\n    osuId\n    coverUrl\n  }\n}": types.MissionCardFieldsFragmentDoc,
    "fragment QuestCardFields on Quest {\n  id\n  name\n  price\n  timeframe\n  status\n  minParty\n  maxParty\n  modes\n  deadline\n  isExpired\n  isOverdue\n  isCustom\n  coverUrl\n  artist {\n    id\n    label\n  }\n  currentParty {\n    id\n    members {\n      id\n      username\n      osuId\n      avatarUrl\n    }\n  }\n}": types.QuestCardFieldsFragmentDoc,
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
export function graphql(source: "fragment HomeArtistFields on Artist {\n  id\n  label\n  osuId\n  coverUrl\n  songs(mappedOnly: true) {\n    id\n    globalId\n    title\n    beatmapCount\n    beatmaps(first: 2) {\n      ...HomeSongBeatmapFields\n    }\n  }\n}\n\nfragment HomeSongBeatmapFields on Beatmap {\n  id\n  url\n  host {\n    id\n    username\n  }\n}\n\nquery HomeSongBeatmaps($id: ID!) {\n  node(id: $id) {\n    globalId\n    ... on Song {\n      id\n      beatmaps {\n        ...HomeSongBeatmapFields\n      }\n    }\n  }\n}\n\nquery HomeArtists($first: Int!, $after: String) {\n  homeArtistsConnection(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...HomeArtistFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery HomeExamples {\n  exampleMission {\n    ...MissionCardFields\n  }\n  exampleQuest {\n    ...QuestCardFields\n  }\n}"): (typeof documents)["fragment HomeArtistFields on Artist {\n  id\n  label\n  osuId\n  coverUrl\n  songs(mappedOnly: true) {\n    id\n    globalId\n    title\n    beatmapCount\n    beatmaps(first: 2) {\n      ...HomeSongBeatmapFields\n    }\n  }\n}\n\nfragment HomeSongBeatmapFields on Beatmap {\n  id\n  url\n  host {\n    id\n    username\n  }\n}\n\nquery HomeSongBeatmaps($id: ID!) {\n  node(id: $id) {\n    globalId\n    ... on Song {\n      id\n      beatmaps {\n        ...HomeSongBeatmapFields\n      }\n    }\n  }\n}\n\nquery HomeArtists($first: Int!, $after: String) {\n  homeArtistsConnection(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...HomeArtistFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery HomeExamples {\n  exampleMission {\n    ...MissionCardFields\n  }\n  exampleQuest {\n    ...QuestCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MissionCardFields on Mission {\n  id\n  name\n  tier\n  modes\n  status\n  objective\n  winCondition\n  additionalRequirement\n  deadline\n  isOsuOriginal\n  requirements {\n    key\n    text\n    checkable\n  }\n  artists {\n    id\n    label\n    osuId\n    coverUrl\n  }\n}"): (typeof documents)["fragment MissionCardFields on Mission {\n  id\n  name\n  tier\n  modes\n  status\n  objective\n  winCondition\n  additionalRequirement\n  deadline\n  isOsuOriginal\n  requirements {\n    key\n    text\n    checkable\n  }\n  artists {\n    id\n    label\n    osuId\n    coverUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuestCardFields on Quest {\n  id\n  name\n  price\n  timeframe\n  status\n  minParty\n  maxParty\n  modes\n  deadline\n  isExpired\n  isOverdue\n  isCustom\n  coverUrl\n  artist {\n    id\n    label\n  }\n  currentParty {\n    id\n    members {\n      id\n      username\n      osuId\n      avatarUrl\n    }\n  }\n}"): (typeof documents)["fragment QuestCardFields on Quest {\n  id\n  name\n  price\n  timeframe\n  status\n  minParty\n  maxParty\n  modes\n  deadline\n  isExpired\n  isOverdue\n  isCustom\n  coverUrl\n  artist {\n    id\n    label\n  }\n  currentParty {\n    id\n    members {\n      id\n      username\n      osuId\n      avatarUrl\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;