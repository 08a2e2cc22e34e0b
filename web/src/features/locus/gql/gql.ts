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
    "fragment LocusCardFields on LocusCard {\n  id\n  season\n  timezone\n  availability\n  roles\n  languages\n  discord\n  email\n  about\n  isPublic\n  isOnTeam\n  isHiddenByAdmin\n  updatedAt\n  viewerIsOwner\n  user {\n    id\n    osuId\n    username\n    avatarUrl\n  }\n}\n\nfragment LocusSeasonFields on LocusSeason {\n  year\n  isOpen\n  closedNotice\n}\n\nquery LocusPage {\n  locusOptions {\n    timezones\n    languages\n    roles {\n      value\n      label\n    }\n    limits {\n      availability\n      discord\n      email\n      about\n      languages\n      search\n    }\n  }\n  locus {\n    season {\n      ...LocusSeasonFields\n    }\n    myCard {\n      ...LocusCardFields\n    }\n  }\n}\n\nquery LocusCards($search: String, $role: LocusRole, $first: Int, $after: String) {\n  locusCards(search: $search, role: $role, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...LocusCardFields\n    }\n  }\n}\n\nmutation SaveMyLocusCard($input: LocusCardInput!) {\n  saveMyLocusCard(input: $input) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardPublic($isPublic: Boolean!) {\n  setMyLocusCardPublic(isPublic: $isPublic) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardOnTeam($isOnTeam: Boolean!) {\n  setMyLocusCardOnTeam(isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardHidden($id: ID!, $hidden: Boolean!) {\n  setLocusCardHidden(id: $id, hidden: $hidden) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardOnTeam($id: ID!, $isOnTeam: Boolean!) {\n  setLocusCardOnTeam(id: $id, isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusSeason($year: Int!, $isOpen: Boolean!) {\n  setLocusSeason(year: $year, isOpen: $isOpen) {\n    ...LocusSeasonFields\n  }\n}": typeof types.LocusCardFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment LocusCardFields on LocusCard {\n  id\n  season\n  timezone\n  availability\n  roles\n  languages\n  discord\n  email\n  about\n  isPublic\n  isOnTeam\n  isHiddenByAdmin\n  updatedAt\n  viewerIsOwner\n  user {\n    id\n    osuId\n    username\n    avatarUrl\n  }\n}\n\nfragment LocusSeasonFields on LocusSeason {\n  year\n  isOpen\n  closedNotice\n}\n\nquery LocusPage {\n  locusOptions {\n    timezones\n    languages\n    roles {\n      value\n      label\n    }\n    limits {\n      availability\n      discord\n      email\n      about\n      languages\n      search\n    }\n  }\n  locus {\n    season {\n      ...LocusSeasonFields\n    }\n    myCard {\n      ...LocusCardFields\n    }\n  }\n}\n\nquery LocusCards($search: String, $role: LocusRole, $first: Int, $after: String) {\n  locusCards(search: $search, role: $role, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...LocusCardFields\n    }\n  }\n}\n\nmutation SaveMyLocusCard($input: LocusCardInput!) {\n  saveMyLocusCard(input: $input) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardPublic($isPublic: Boolean!) {\n  setMyLocusCardPublic(isPublic: $isPublic) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardOnTeam($isOnTeam: Boolean!) {\n  setMyLocusCardOnTeam(isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardHidden($id: ID!, $hidden: Boolean!) {\n  setLocusCardHidden(id: $id, hidden: $hidden) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardOnTeam($id: ID!, $isOnTeam: Boolean!) {\n  setLocusCardOnTeam(id: $id, isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusSeason($year: Int!, $isOpen: Boolean!) {\n  setLocusSeason(year: $year, isOpen: $isOpen) {\n    ...LocusSeasonFields\n  }\n}": types.LocusCardFieldsFragmentDoc,
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
export function graphql(source: "fragment LocusCardFields on LocusCard {\n  id\n  season\n  timezone\n  availability\n  roles\n  languages\n  discord\n  email\n  about\n  isPublic\n  isOnTeam\n  isHiddenByAdmin\n  updatedAt\n  viewerIsOwner\n  user {\n    id\n    osuId\n    username\n    avatarUrl\n  }\n}\n\nfragment LocusSeasonFields on LocusSeason {\n  year\n  isOpen\n  closedNotice\n}\n\nquery LocusPage {\n  locusOptions {\n    timezones\n    languages\n    roles {\n      value\n      label\n    }\n    limits {\n      availability\n      discord\n      email\n      about\n      languages\n      search\n    }\n  }\n  locus {\n    season {\n      ...LocusSeasonFields\n    }\n    myCard {\n      ...LocusCardFields\n    }\n  }\n}\n\nquery LocusCards($search: String, $role: LocusRole, $first: Int, $after: String) {\n  locusCards(search: $search, role: $role, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...LocusCardFields\n    }\n  }\n}\n\nmutation SaveMyLocusCard($input: LocusCardInput!) {\n  saveMyLocusCard(input: $input) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardPublic($isPublic: Boolean!) {\n  setMyLocusCardPublic(isPublic: $isPublic) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardOnTeam($isOnTeam: Boolean!) {\n  setMyLocusCardOnTeam(isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardHidden($id: ID!, $hidden: Boolean!) {\n  setLocusCardHidden(id: $id, hidden: $hidden) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardOnTeam($id: ID!, $isOnTeam: Boolean!) {\n  setLocusCardOnTeam(id: $id, isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusSeason($year: Int!, $isOpen: Boolean!) {\n  setLocusSeason(year: $year, isOpen: $isOpen) {\n    ...LocusSeasonFields\n  }\n}"): (typeof documents)["fragment LocusCardFields on LocusCard {\n  id\n  season\n  timezone\n  availability\n  roles\n  languages\n  discord\n  email\n  about\n  isPublic\n  isOnTeam\n  isHiddenByAdmin\n  updatedAt\n  viewerIsOwner\n  user {\n    id\n    osuId\n    username\n    avatarUrl\n  }\n}\n\nfragment LocusSeasonFields on LocusSeason {\n  year\n  isOpen\n  closedNotice\n}\n\nquery LocusPage {\n  locusOptions {\n    timezones\n    languages\n    roles {\n      value\n      label\n    }\n    limits {\n      availability\n      discord\n      email\n      about\n      languages\n      search\n    }\n  }\n  locus {\n    season {\n      ...LocusSeasonFields\n    }\n    myCard {\n      ...LocusCardFields\n    }\n  }\n}\n\nquery LocusCards($search: String, $role: LocusRole, $first: Int, $after: String) {\n  locusCards(search: $search, role: $role, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    nodes {\n      ...LocusCardFields\n    }\n  }\n}\n\nmutation SaveMyLocusCard($input: LocusCardInput!) {\n  saveMyLocusCard(input: $input) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardPublic($isPublic: Boolean!) {\n  setMyLocusCardPublic(isPublic: $isPublic) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetMyLocusCardOnTeam($isOnTeam: Boolean!) {\n  setMyLocusCardOnTeam(isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardHidden($id: ID!, $hidden: Boolean!) {\n  setLocusCardHidden(id: $id, hidden: $hidden) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusCardOnTeam($id: ID!, $isOnTeam: Boolean!) {\n  setLocusCardOnTeam(id: $id, isOnTeam: $isOnTeam) {\n    ...LocusCardFields\n  }\n}\n\nmutation SetLocusSeason($year: Int!, $isOpen: Boolean!) {\n  setLocusSeason(year: $year, isOpen: $isOpen) {\n    ...LocusSeasonFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;