/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What sort of admin action an audit entry records (modules/audit/README.md) */
export type AdminActionKind =
  /** Changed a featured artist or song as an admin */
  | 'artistEdit'
  /** Set the awarded profile badge */
  | 'badge'
  /** Changed a mapset as an admin (status, rank queue, rejection, points, delete) */
  | 'beatmapEdit'
  /** Approved a contest, or withdrew the approval */
  | 'contestApproval'
  /** Changed a contest's admin flag (FA contest, points, announcements) */
  | 'contestFlag'
  /** Made a member an admin, or took the admin role away */
  | 'groupAdmin'
  /** Made a member a group secret (FA showcase), or took it away */
  | 'groupSecret'
  /** Imported data from the original site (one entry per import run) */
  | 'import'
  /** Set a member's legacy points */
  | 'legacyPoints'
  /** Hid or marked a Locus card, or opened or closed a season */
  | 'locusModeration'
  /** Granted or revoked mentorship admin */
  | 'mentorshipAdmin'
  /** Changed a member's merch access or pre-selected order */
  | 'merchFlag'
  /** Marked a priority quest's mapset winner, invalid or lame */
  | 'missionBeatmap'
  /** Created or edited a priority quest */
  | 'missionEdit'
  /** Added or removed points, with the reason */
  | 'pointsAdjustment'
  /** Recalculated a member's points */
  | 'pointsRecalculation'
  /** Created, edited, dropped, completed or deleted a quest */
  | 'questEdit'
  /** Scheduled or rejected a quest submitted for approval */
  | 'questReview'
  /** Granted or revoked quest trailblazer */
  | 'questTrailblazer'
  /** Queued a profile badge */
  | 'queuedBadge'
  /** Signed a member out everywhere */
  | 'signOut'
  /** Revoked a member's API tokens */
  | 'tokenRevocation'
  /** Granted or revoked World Cup helper */
  | 'worldCupHelper';

/** What an admin action was done to */
export type AdminTargetType =
  /** A featured artist */
  | 'artist'
  /** A mapset */
  | 'beatmap'
  /** A contest */
  | 'contest'
  /** An import run */
  | 'importRun'
  /** A Locus card */
  | 'locusCard'
  /** A Locus season (its year) */
  | 'locusSeason'
  /** A priority quest */
  | 'mission'
  /** A quest */
  | 'quest'
  /** A featured song */
  | 'song'
  /** A member */
  | 'user';

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

/** The phase of a contest */
export type ContestStatus =
  /** Participants submit entries between contestStart and contestEnd */
  | 'beatmapping'
  /** Results are public; the contest is read-only except for admins and counts for points when eligible */
  | 'complete'
  /** Not shown to anyone but its creators (the initial phase; switching back to it is never blocked) */
  | 'hidden'
  /** Judges score the entries that passed screening on every criterion */
  | 'judging'
  /** Results are being prepared; nobody screens, judges or votes */
  | 'locked'
  /** Screeners place their stars on the anonymised entries */
  | 'screening'
  /** Community vote: every member may vote until communityVoteEnd */
  | 'vote';

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

export type AdminAuditLogQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  actor?: string | null | undefined;
  member?: string | null | undefined;
  targetType?: AdminTargetType | null | undefined;
  targetId?: string | number | null | undefined;
  kinds?: Array<AdminActionKind> | AdminActionKind | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { adminAuditLog: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, createdAt: string, kind: AdminActionKind, targetType: AdminTargetType, targetId: number | null, targetLabel: string | null, oldValue: string | null, newValue: string | null, reason: string | null, actor: { id: string, username: string, osuId: number } | null } }> } };

export type AdminSummaryBeatmapsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type AdminSummaryBeatmapsQuery = { adminQualifiedBeatmapsConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, status: BeatmapStatus, mode: BeatmapMode, updatedAt: string, song: { id: string, artistName: string, title: string }, host: { id: string, username: string, osuId: number } } }> } };

export type AdminBadgeQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBadgeQueueQuery = { adminBadgeQueue: Array<{ rank: number, badge: number, queuedBadge: number, totalPoints: number, user: { id: string, username: string, osuId: number } }> };

export type AdminScheduledJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminScheduledJobsQuery = { scheduledJobs: Array<{ name: string, schedule: string, nextRunAt: string, lastStartedAt: string | null, lastFinishedAt: string | null, lastStatus: string | null, retryAt: string | null, retryAttempt: number | null, recentRuns: Array<{ slot: string, attempt: number, status: string, startedAt: string, durationMs: number | null, summary: string | null, error: string | null }> }> };

export type AdminRunScheduledJobMutationVariables = Exact<{
  name: string;
}>;


export type AdminRunScheduledJobMutation = { runScheduledJob: string };

export type SummaryArtistReviewQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type SummaryArtistReviewQueueQuery = { adminArtistReviewQueue: { totalCount: number, artists: Array<{ id: string, label: string, notes: string | null, lastReviewed: string | null, createdAt: string }> } };

export type SummaryMarkArtistReviewedMutationVariables = Exact<{
  id: string | number;
}>;


export type SummaryMarkArtistReviewedMutation = { markFeaturedArtistReviewed: { id: string, lastReviewed: string | null } };

export type SummaryDismissArtistMutationVariables = Exact<{
  id: string | number;
}>;


export type SummaryDismissArtistMutation = { updateFeaturedArtist: { id: string, permanentlyDismiss: boolean } };

export type SummaryOsuArtistSearchQueryVariables = Exact<{
  artist: string;
}>;


export type SummaryOsuArtistSearchQuery = { adminOsuArtistSearch: { query: string, total: number, beatmapsets: Array<{ id: number, artist: string, title: string, creator: string, userId: number, status: string, playCount: number, favouriteCount: number, rankedDate: string | null }> } };

export type SummaryPendingContestsQueryVariables = Exact<{ [key: string]: never; }>;


export type SummaryPendingContestsQuery = { contests: { totalCount: number, nodes: Array<{ id: string, name: string, status: ContestStatus, mode: Mode, createdAt: string, creators: Array<{ id: string, username: string, osuId: number }> }> } };

export type AdminBundleCandidatesQueryVariables = Exact<{
  bundled?: boolean | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminBundleCandidatesQuery = { adminBundleCandidates: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, isBundled: boolean, beatmap: { id: string, mode: BeatmapMode, url: string | null, song: { id: string, artistName: string, title: string }, host: { id: string, username: string, osuId: number } } }> } };

export type AdminSetBeatmapBundledMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;


export type AdminSetBeatmapBundledMutation = { adminSetBeatmapBundled: { id: string, isBundled: boolean } };

export type AdminNewsPostInfoQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdminNewsPostInfoQuery = { adminNewsPostInfo: { truncated: boolean, quests: Array<{ id: string, name: string, descriptionMain: string, art: number | null, currentParty: { id: string, members: Array<{ id: string, username: string, osuId: number }> } | null, associatedMaps: Array<{ id: string, mode: BeatmapMode, url: string | null, song: { id: string, artistName: string, title: string }, host: { id: string, username: string, osuId: number } }> }>, beatmaps: Array<{ id: string, mode: BeatmapMode, url: string | null, song: { id: string, artistName: string, title: string }, host: { id: string, username: string, osuId: number } }> } };

export type AdminMissionWinnersQueryVariables = Exact<{
  since: string;
}>;


export type AdminMissionWinnersQuery = { adminMissionWinners: Array<{ wins: number, isQuestTrailblazer: boolean, user: { id: string, username: string, osuId: number } }> };

export type AdminMarkQuestTrailblazerMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminMarkQuestTrailblazerMutation = { adminSetMemberRole: { isQuestTrailblazer: boolean, user: { id: string } } };

export type AdminShowcaseMissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminShowcaseMissionsQuery = { adminShowcaseMissions: Array<{ id: string, name: string, status: MissionStatus, isArtistShowcase: boolean, isGenreShowcase: boolean }> };

export type AdminShowcaseSelectionsQueryVariables = Exact<{
  missionId: string | number;
}>;


export type AdminShowcaseSelectionsQuery = { adminShowcaseSelections: { mission: { id: string, name: string }, selections: Array<{ kind: string, song: string | null, artist: string | null, genre: string | null, genreSongs: Array<string>, rerolls: number, updatedAt: string, user: { id: string, username: string, osuId: number } }>, offeredArtists: Array<{ label: string, osuId: number | null, isLatest: boolean }> } };


export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"member"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTargetType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminActionKind"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"actor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actor"}}},{"kind":"Argument","name":{"kind":"Name","value":"member"},"value":{"kind":"Variable","name":{"kind":"Name","value":"member"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetType"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetLabel"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminSummaryBeatmapsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSummaryBeatmaps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminQualifiedBeatmapsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminSummaryBeatmapsQuery, AdminSummaryBeatmapsQueryVariables>;
export const AdminBadgeQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBadgeQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBadgeQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"queuedBadge"}},{"kind":"Field","name":{"kind":"Name","value":"totalPoints"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBadgeQueueQuery, AdminBadgeQueueQueryVariables>;
export const AdminScheduledJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminScheduledJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"nextRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFinishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}},{"kind":"Field","name":{"kind":"Name","value":"retryAt"}},{"kind":"Field","name":{"kind":"Name","value":"retryAttempt"}},{"kind":"Field","name":{"kind":"Name","value":"recentRuns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<AdminScheduledJobsQuery, AdminScheduledJobsQueryVariables>;
export const AdminRunScheduledJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRunScheduledJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runScheduledJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}]}}]} as unknown as DocumentNode<AdminRunScheduledJobMutation, AdminRunScheduledJobMutationVariables>;
export const SummaryArtistReviewQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryArtistReviewQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminArtistReviewQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SummaryArtistReviewQueueQuery, SummaryArtistReviewQueueQueryVariables>;
export const SummaryMarkArtistReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SummaryMarkArtistReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markFeaturedArtistReviewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewed"}}]}}]}}]} as unknown as DocumentNode<SummaryMarkArtistReviewedMutation, SummaryMarkArtistReviewedMutationVariables>;
export const SummaryDismissArtistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SummaryDismissArtist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeaturedArtist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"permanentlyDismiss"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"permanentlyDismiss"}}]}}]}}]} as unknown as DocumentNode<SummaryDismissArtistMutation, SummaryDismissArtistMutationVariables>;
export const SummaryOsuArtistSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryOsuArtistSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"artist"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOsuArtistSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"artist"},"value":{"kind":"Variable","name":{"kind":"Name","value":"artist"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"beatmapsets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"creator"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"playCount"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"rankedDate"}}]}}]}}]}}]} as unknown as DocumentNode<SummaryOsuArtistSearchQuery, SummaryOsuArtistSearchQueryVariables>;
export const SummaryPendingContestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SummaryPendingContests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"EnumValue","value":"pendingApproval"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SummaryPendingContestsQuery, SummaryPendingContestsQueryVariables>;
export const AdminBundleCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBundleCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBundleCandidates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bundled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundled"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBundled"}},{"kind":"Field","name":{"kind":"Name","value":"beatmap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBundleCandidatesQuery, AdminBundleCandidatesQueryVariables>;
export const AdminSetBeatmapBundledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetBeatmapBundled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetBeatmapBundled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBundled"}}]}}]}}]} as unknown as DocumentNode<AdminSetBeatmapBundledMutation, AdminSetBeatmapBundledMutationVariables>;
export const AdminNewsPostInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsPostInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminNewsPostInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"quests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionMain"}},{"kind":"Field","name":{"kind":"Name","value":"art"}},{"kind":"Field","name":{"kind":"Name","value":"currentParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"associatedMaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"beatmaps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"song"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"artistName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminNewsPostInfoQuery, AdminNewsPostInfoQueryVariables>;
export const AdminMissionWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMissionWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMissionWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestTrailblazer"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMissionWinnersQuery, AdminMissionWinnersQueryVariables>;
export const AdminMarkQuestTrailblazerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkQuestTrailblazer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"EnumValue","value":"QUEST_TRAILBLAZER"}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isQuestTrailblazer"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMarkQuestTrailblazerMutation, AdminMarkQuestTrailblazerMutationVariables>;
export const AdminShowcaseMissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminShowcaseMissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminShowcaseMissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isArtistShowcase"}},{"kind":"Field","name":{"kind":"Name","value":"isGenreShowcase"}}]}}]}}]} as unknown as DocumentNode<AdminShowcaseMissionsQuery, AdminShowcaseMissionsQueryVariables>;
export const AdminShowcaseSelectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminShowcaseSelections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminShowcaseSelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"missionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"song"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"genreSongs"}},{"kind":"Field","name":{"kind":"Name","value":"rerolls"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offeredArtists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}}]}}]}}]}}]} as unknown as DocumentNode<AdminShowcaseSelectionsQuery, AdminShowcaseSelectionsQueryVariables>;