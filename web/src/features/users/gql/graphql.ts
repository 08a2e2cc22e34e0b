/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A beatmap's mode; hybrid = several modes, one per task */
export type BeatmapMode =
  /** osu!catch only */
  | 'catch'
  /** Difficulties in several modes */
  | 'hybrid'
  /** osu!mania only */
  | 'mania'
  /** osu!standard only */
  | 'osu'
  /** osu!taiko only */
  | 'taiko';

/** Where a guild mapset stands on its way to Ranked */
export type BeatmapStatus =
  /** Mapping finished, not yet qualified on osu! */
  | 'Done'
  /** Qualified on osu! */
  | 'Qualified'
  /** Ranked on osu! */
  | 'Ranked'
  /** Being mapped */
  | 'WIP';

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

/** What a member spent points on */
export type SpendCategory =
  /** Accepting a quest */
  | 'acceptQuest'
  /** Submitting a quest */
  | 'createQuest'
  /** Extending a quest's deadline */
  | 'extendDeadline'
  /** A refund (a negative spend) */
  | 'refund'
  /** Re-opening an expired quest */
  | 'reopenQuest'
  /** Rerolling the artist of a showcase mission */
  | 'rerollShowcaseMissionArtist'
  /** Rerolling the song of a showcase mission */
  | 'rerollShowcaseMissionSong'
  /** Rerolling a showcase mission's song within a genre */
  | 'rerollShowcaseMissionSongByTag';

/** The mode of a task: a game mode for difficulties, or the kind of extra task */
export type TaskMode =
  /** An osu!catch difficulty */
  | 'catch'
  /** The hitsounds */
  | 'hs'
  /** An osu!mania difficulty */
  | 'mania'
  /** An osu!standard difficulty */
  | 'osu'
  /** The storyboard */
  | 'sb'
  /** The skin */
  | 'skin'
  /** An osu!taiko difficulty */
  | 'taiko';

/** Difficulty or extra task of a mapset, in canonical order */
export type TaskName =
  /** An Easy difficulty */
  | 'Easy'
  /** An Expert difficulty */
  | 'Expert'
  /** A Hard difficulty */
  | 'Hard'
  /** The hitsounds */
  | 'Hitsounds'
  /** An Insane difficulty */
  | 'Insane'
  /** A Normal difficulty */
  | 'Normal'
  /** The skin */
  | 'Skin'
  /** The storyboard */
  | 'Storyboard';

/** Order of the members list */
export type UserSort =
  /** By when they first signed in */
  | 'joined'
  /** By username */
  | 'name'
  /** By total points (or the chosen mode's points) */
  | 'points';

export type AdminPointsFieldsFragment = { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } };

export type AdminUserSearchQueryVariables = Exact<{
  search: string;
}>;


export type AdminUserSearchQuery = { usersConnection: { totalCount: number, nodes: Array<{ id: string, username: string, osuId: number, avatarUrl: string, rank: number }> } };

export type AdminUserPointsQueryVariables = Exact<{
  userId: string | number;
}>;


export type AdminUserPointsQuery = { adminUserPoints: { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } }, pointsAdjustments: Array<{ id: string, amount: number, reason: string, createdAt: string }> };

export type AdminSetQueuedBadgeMutationVariables = Exact<{
  userId: string | number;
  badge: number;
}>;


export type AdminSetQueuedBadgeMutation = { adminSetQueuedBadge: { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } } };

export type AdminSetBadgeMutationVariables = Exact<{
  userId: string | number;
  badge: number;
}>;


export type AdminSetBadgeMutation = { adminSetBadge: { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } } };

export type AdminSetLegacyPointsMutationVariables = Exact<{
  userId: string | number;
  points: number;
}>;


export type AdminSetLegacyPointsMutation = { adminSetLegacyPoints: { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } } };

export type AdminRecalculatePointsMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminRecalculatePointsMutation = { adminRecalculatePoints: { rank: number, badge: number, queuedBadge: number, legacyPoints: number, adjustmentPoints: number, totalPoints: number, user: { id: string, username: string, osuId: number, avatarUrl: string, rank: number, pointsInfo: { total: number, available: number, mapping: number, modding: number, other: number } } } };

export type AdminAdjustPointsMutationVariables = Exact<{
  userId: string | number;
  amount: number;
  reason: string;
}>;


export type AdminAdjustPointsMutation = { adminAdjustPoints: { id: string, amount: number, reason: string, createdAt: string } };

export type UserBeatmapsQueryVariables = Exact<{
  userId: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type UserBeatmapsQuery = { userBeatmapsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: BeatmapStatus, mode: BeatmapMode, url: string | null, song: { id: string, artistName: string, title: string }, host: { id: string, username: string, osuId: number }, tasks: Array<{ id: string, name: TaskName, mode: TaskMode, mappers: Array<{ id: string }> }> } }> } };

export type UserCardFieldsFragment = { id: string, osuId: number, username: string, avatarUrl: string, coverUrl: string | null, rank: number, pointsInfo: { total: number, available: number }, pointsBreakdown: { osu: number, taiko: number, catch: number, mania: number } };

export type UsersListQueryVariables = Exact<{
  mode?: Mode | null | undefined;
  search?: string | null | undefined;
  sort?: UserSort | null | undefined;
  ascending?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type UsersListQuery = { usersConnection: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, osuId: number, username: string, avatarUrl: string, coverUrl: string | null, rank: number, pointsInfo: { total: number, available: number }, pointsBreakdown: { osu: number, taiko: number, catch: number, mania: number } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type UserRankCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRankCountsQuery = { userRankCounts: Array<number> };

export type UserDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type UserDetailQuery = { user: { mainMode: Mode, createdAt: string, id: string, osuId: number, username: string, avatarUrl: string, coverUrl: string | null, rank: number, badgeProgress: { rank: number, rankName: string, nextRank: number | null, nextRankName: string | null, nextThreshold: number | null, pointsToNext: number, progress: number }, pointsBreakdown: { osu: number, taiko: number, catch: number, mania: number, total: number, spent: number, available: number, categories: Array<{ key: string, label: string, points: number }> }, pointsInfo: { total: number, available: number } } | null };

export type UserSpentPointsQueryVariables = Exact<{
  id: string | number;
}>;


export type UserSpentPointsQuery = { user: { id: string, spentPoints: Array<{ id: string, amount: number, category: SpendCategory, reason: string, createdAt: string }> | null } | null };

export const AdminPointsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPointsFieldsFragment, unknown>;
export const UserCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"osu"}},{"kind":"Field","name":{"kind":"Name","value":"taiko"}},{"kind":"Field","name":{"kind":"Name","value":"catch"}},{"kind":"Field","name":{"kind":"Name","value":"mania"}}]}}]}}]} as unknown as DocumentNode<UserCardFieldsFragment, unknown>;
export const AdminUserSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserSearchQuery, AdminUserSearchQueryVariables>;
export const AdminUserPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPointsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsAdjustments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserPointsQuery, AdminUserPointsQueryVariables>;
export const AdminSetQueuedBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetQueuedBadge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetQueuedBadge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPointsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetQueuedBadgeMutation, AdminSetQueuedBadgeMutationVariables>;
export const AdminSetBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetBadge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetBadge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPointsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetBadgeMutation, AdminSetBadgeMutationVariables>;
export const AdminSetLegacyPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetLegacyPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetLegacyPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPointsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetLegacyPointsMutation, AdminSetLegacyPointsMutationVariables>;
export const AdminRecalculatePointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRecalculatePoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRecalculatePoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPointsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPointsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPoints"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"legacyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentPoints"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"mapping"}},{"kind":"Field","name":{"kind":"Name","value":"modding"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRecalculatePointsMutation, AdminRecalculatePointsMutationVariables>;
export const AdminAdjustPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdjustPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAdjustPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminAdjustPointsMutation, AdminAdjustPointsMutationVariables>;
export const UserBeatmapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserBeatmaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userBeatmapsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"mappers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserBeatmapsQuery, UserBeatmapsQueryVariables>;
export const UsersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Mode"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ascending"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"ascending"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ascending"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"osu"}},{"kind":"Field","name":{"kind":"Name","value":"taiko"}},{"kind":"Field","name":{"kind":"Name","value":"catch"}},{"kind":"Field","name":{"kind":"Name","value":"mania"}}]}}]}}]} as unknown as DocumentNode<UsersListQuery, UsersListQueryVariables>;
export const UserRankCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRankCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRankCounts"}}]}}]} as unknown as DocumentNode<UserRankCountsQuery, UserRankCountsQueryVariables>;
export const UserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"mainMode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"badgeProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"rankName"}},{"kind":"Field","name":{"kind":"Name","value":"nextRank"}},{"kind":"Field","name":{"kind":"Name","value":"nextRankName"}},{"kind":"Field","name":{"kind":"Name","value":"nextThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"pointsToNext"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"osu"}},{"kind":"Field","name":{"kind":"Name","value":"taiko"}},{"kind":"Field","name":{"kind":"Name","value":"catch"}},{"kind":"Field","name":{"kind":"Name","value":"mania"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointsInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"osu"}},{"kind":"Field","name":{"kind":"Name","value":"taiko"}},{"kind":"Field","name":{"kind":"Name","value":"catch"}},{"kind":"Field","name":{"kind":"Name","value":"mania"}}]}}]}}]} as unknown as DocumentNode<UserDetailQuery, UserDetailQueryVariables>;
export const UserSpentPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSpentPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spentPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<UserSpentPointsQuery, UserSpentPointsQueryVariables>;