/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Whether a priority quest (mission) takes beatmaps */
export type MissionStatus =
  /** No longer takes beatmaps */
  | 'closed'
  /** Not shown to members */
  | 'hidden'
  /** Takes beatmaps until its deadline */
  | 'open';

/** osu! game modes */
export type Mode =
  /** osu!catch */
  | 'catch'
  /** osu!mania */
  | 'mania'
  /** osu!standard */
  | 'osu'
  /** osu!taiko */
  | 'taiko';

/** Where a quest stands in its lifecycle */
export type QuestStatus =
  /** Completed */
  | 'done'
  /** Hidden by an admin */
  | 'hidden'
  /** Open: a party may accept it */
  | 'open'
  /** Submitted by a member, waiting for an admin's review */
  | 'pending'
  /** Refused by an admin after review */
  | 'rejected'
  /** Approved, opens later */
  | 'scheduled'
  /** Accepted by a party, being mapped */
  | 'wip';

export type HomeArtistFieldsFragment = { id: string, label: string, osuId: number | null, coverUrl: string | null, songs: Array<{ id: string, globalId: string, title: string, beatmapCount: number, beatmaps: Array<{ id: string, url: string | null, host: { id: string, username: string } }> }> };

export type HomeSongBeatmapFieldsFragment = { id: string, url: string | null, host: { id: string, username: string } };

export type HomeSongBeatmapsQueryVariables = Exact<{
  id: string | number;
}>;


export type HomeSongBeatmapsQuery = { node:
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { id: string, globalId: string, beatmaps: Array<{ id: string, url: string | null, host: { id: string, username: string } }> }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
    | { globalId: string }
   | null };

export type HomeArtistsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type HomeArtistsQuery = { homeArtistsConnection: { edges: Array<{ cursor: string, node: { id: string, label: string, osuId: number | null, coverUrl: string | null, songs: Array<{ id: string, globalId: string, title: string, beatmapCount: number, beatmaps: Array<{ id: string, url: string | null, host: { id: string, username: string } }> }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type HomeExamplesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeExamplesQuery = { exampleMission: { id: string, name: string, tier: number, modes: Array<Mode>, status: MissionStatus, objective: string, winCondition: string, additionalRequirement: string | null, deadline: string, isOsuOriginal: boolean, requirements: Array<{ key: string, text: string, checkable: boolean }>, artists: Array<{ id: string, label: string, osuId: number | null, coverUrl: string | null }> } | null, exampleQuest: { id: string, name: string, price: number, timeframe: number, status: QuestStatus, minParty: number, maxParty: number, modes: Array<Mode>, deadline: string | null, isExpired: boolean, isOverdue: boolean, isCustom: boolean, coverUrl: string | null, artist: { id: string, label: string } | null, currentParty: { id: string, members: Array<{ id: string, username: string, osuId: number, avatarUrl: string }> } | null } | null };

export type MissionCardFieldsFragment = { id: string, name: string, tier: number, modes: Array<Mode>, status: MissionStatus, objective: string, winCondition: string, additionalRequirement: string | null, deadline: string, isOsuOriginal: boolean, requirements: Array<{ key: string, text: string, checkable: boolean }>, artists: Array<{ id: string, label: string, osuId: number | null, coverUrl: string | null }> };

export type QuestCardFieldsFragment = { id: string, name: string, price: number, timeframe: number, status: QuestStatus, minParty: number, maxParty: number, modes: Array<Mode>, deadline: string | null, isExpired: boolean, isOverdue: boolean, isCustom: boolean, coverUrl: string | null, artist: { id: string, label: string } | null, currentParty: { id: string, members: Array<{ id: string, username: string, osuId: number, avatarUrl: string }> } | null };

export const HomeSongBeatmapFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSongBeatmapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beatmap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<HomeSongBeatmapFieldsFragment, unknown>;
export const HomeArtistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeArtistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mappedOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"globalId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapCount"}},{"kind":"Field","name":{"kind":"Name","value":"beatmaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeSongBeatmapFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSongBeatmapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beatmap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<HomeArtistFieldsFragment, unknown>;
export const MissionCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"winCondition"}},{"kind":"Field","name":{"kind":"Name","value":"additionalRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isOsuOriginal"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"checkable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}}]}}]} as unknown as DocumentNode<MissionCardFieldsFragment, unknown>;
export const QuestCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"minParty"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"isOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"artist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<QuestCardFieldsFragment, unknown>;
export const HomeSongBeatmapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeSongBeatmaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Song"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"beatmaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeSongBeatmapFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSongBeatmapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beatmap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<HomeSongBeatmapsQuery, HomeSongBeatmapsQueryVariables>;
export const HomeArtistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeArtists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeArtistsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeArtistFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeSongBeatmapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Beatmap"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeArtistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Artist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"songs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mappedOnly"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"globalId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapCount"}},{"kind":"Field","name":{"kind":"Name","value":"beatmaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeSongBeatmapFields"}}]}}]}}]}}]} as unknown as DocumentNode<HomeArtistsQuery, HomeArtistsQueryVariables>;
export const HomeExamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeExamples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exampleMission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MissionCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exampleQuest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"winCondition"}},{"kind":"Field","name":{"kind":"Name","value":"additionalRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isOsuOriginal"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"checkable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"timeframe"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"minParty"}},{"kind":"Field","name":{"kind":"Name","value":"maxParty"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isExpired"}},{"kind":"Field","name":{"kind":"Name","value":"isOverdue"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"artist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<HomeExamplesQuery, HomeExamplesQueryVariables>;