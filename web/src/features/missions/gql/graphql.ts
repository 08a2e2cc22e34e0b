/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type MissionStatus =
  | 'closed'
  | 'hidden'
  | 'open';

/** osu! game modes */
export type Mode =
  | 'catch'
  | 'mania'
  | 'osu'
  | 'taiko';

/** Difficulty or extra task of a mapset, in canonical order */
export type TaskName =
  | 'Easy'
  | 'Expert'
  | 'Hard'
  | 'Hitsounds'
  | 'Insane'
  | 'Normal'
  | 'Skin'
  | 'Storyboard';

export type MissionCardFieldsFragment = { id: string, name: string, tier: number, modes: Array<Mode>, status: MissionStatus, objective: string, winCondition: string, additionalRequirement: string | null, deadline: string, createdAt: string, isOsuOriginal: boolean, isUniqueToRanked: boolean, userMaximumRankedBeatmapsCount: number | null, userMaximumGlobalRank: number | null, userMaximumPp: number | null, userMinimumPp: number | null, userMinimumRank: number | null, beatmapEarliestSubmissionDate: string | null, beatmapLatestSubmissionDate: string | null, beatmapMinimumFavorites: number | null, beatmapMinimumPlayCount: number | null, beatmapDifficulties: Array<TaskName>, beatmapMinimumLength: number | null, beatmapMaximumLength: number | null, artists: Array<{ id: string, label: string, osuId: number | null, coverUrl: string | null }> };

export const MissionCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MissionCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Mission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"modes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"winCondition"}},{"kind":"Field","name":{"kind":"Name","value":"additionalRequirement"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isOsuOriginal"}},{"kind":"Field","name":{"kind":"Name","value":"isUniqueToRanked"}},{"kind":"Field","name":{"kind":"Name","value":"userMaximumRankedBeatmapsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userMaximumGlobalRank"}},{"kind":"Field","name":{"kind":"Name","value":"userMaximumPp"}},{"kind":"Field","name":{"kind":"Name","value":"userMinimumPp"}},{"kind":"Field","name":{"kind":"Name","value":"userMinimumRank"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapEarliestSubmissionDate"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapLatestSubmissionDate"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapMinimumFavorites"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapMinimumPlayCount"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapDifficulties"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapMinimumLength"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapMaximumLength"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}}]}}]} as unknown as DocumentNode<MissionCardFieldsFragment, unknown>;