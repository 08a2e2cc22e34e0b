/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A member to add to a cycle and mode */
export type AddMentorshipParticipantInput = {
  /** The cycle */
  cycleId: string | number;
  /** Mentor, extra mentor or mentee */
  group: MentorshipGroup;
  /** The main mentor (member id); required for extra mentors and mentees */
  mentorUserId?: string | number | null | undefined;
  /** The mode */
  mode: MentorshipMode;
  /** Username or osu! id; an osu! id nobody in the guild has is looked up on osu! and the member created */
  user: string;
};

/** A new mentorship cycle */
export type CreateMentorshipCycleInput = {
  /** Copy every participant record of this cycle into the new one */
  duplicateFromCycleId?: string | number | null | undefined;
  /** When the cycle ends (not before it starts) */
  endDate: string;
  /** Whether signed-in members may read the cycle (default false) */
  isPublic?: boolean | null | undefined;
  /** Cycle name (unique; surrounding spaces are dropped; at most 100 characters) */
  name: string;
  /** Cycle number (unique, 1 to 100000) */
  number: number;
  /** When the cycle starts */
  startDate: string;
  /** http(s) link to the cycle's announcement; empty = none */
  url?: string | null | undefined;
};

/** How the cycle view groups modes */
export type MentorshipCategory =
  /** Graduation (mentoring mentors) in the four modes */
  | 'graduation'
  /** osu!, osu!taiko, osu!catch and osu!mania mapping */
  | 'mapping'
  /** Modding in the four modes */
  | 'modding'
  /** Storyboarding */
  | 'other';

/** A participant's role in one cycle and mode */
export type MentorshipGroup =
  /** Co-mentor attached to a main mentor */
  | 'extraMentor'
  /** Mentored by a main mentor */
  | 'mentee'
  /** Main mentor; has mentees and extra mentors attached */
  | 'mentor';

/** What a mentorship is about */
export type MentorshipMode =
  /** Mapping for osu!catch */
  | 'catch'
  /** Mentoring osu!catch mentors (graduation) */
  | 'catchGraduation'
  /** Modding osu!catch maps */
  | 'catchModding'
  /** Mapping for osu!mania */
  | 'mania'
  /** Mentoring osu!mania mentors (graduation) */
  | 'maniaGraduation'
  /** Modding osu!mania maps */
  | 'maniaModding'
  /** Mapping for osu! */
  | 'osu'
  /** Mentoring osu! mentors (graduation) */
  | 'osuGraduation'
  /** Modding osu! maps */
  | 'osuModding'
  /** Storyboarding */
  | 'storyboard'
  /** Mapping for osu!taiko */
  | 'taiko'
  /** Mentoring osu!taiko mentors (graduation) */
  | 'taikoGraduation'
  /** Modding osu!taiko maps */
  | 'taikoModding';

/** Changes to a mentorship cycle; omitted fields stay as they are */
export type UpdateMentorshipCycleInput = {
  /** When the cycle ends */
  endDate?: string | null | undefined;
  /** Whether signed-in members may read the cycle */
  isPublic?: boolean | null | undefined;
  /** Cycle name (unique; trimmed; at most 100 characters) */
  name?: string | null | undefined;
  /** Cycle number (unique, 1 to 100000) */
  number?: number | null | undefined;
  /** When the cycle starts */
  startDate?: string | null | undefined;
  /** http(s) link; an empty string removes it */
  url?: string | null | undefined;
};

export type MentorshipCycleFieldsFragment = { id: string, number: number, name: string, url: string | null, startDate: string, endDate: string, isPublic: boolean, hasEnded: boolean };

export type MentorshipPersonFragment = { id: string, username: string, osuId: number };

export type MentorshipRecordFieldsFragment = { id: string, mode: MentorshipMode, group: MentorshipGroup, phases: Array<number>, skipsPhases: boolean, user: { id: string, username: string, osuId: number }, mentor: { id: string } | null };

export type MentorshipCyclesQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorshipCyclesQuery = { mentorshipCycles: { nodes: Array<{ id: string, number: number, name: string, url: string | null, startDate: string, endDate: string, isPublic: boolean, hasEnded: boolean }> } };

export type MentorshipCycleRecordsQueryVariables = Exact<{
  id: string | number;
  category: MentorshipCategory;
  after?: string | null | undefined;
}>;


export type MentorshipCycleRecordsQuery = { mentorshipCycle: { id: string, records: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, mode: MentorshipMode, group: MentorshipGroup, phases: Array<number>, skipsPhases: boolean, user: { id: string, username: string, osuId: number }, mentor: { id: string } | null }> } } };

export type MentorshipMemberQueryVariables = Exact<{
  user: string;
}>;


export type MentorshipMemberQuery = { mentorshipMember: { mentorDays: number, tenureText: string, tenureYears: number, badge: number, user: { id: string, username: string, osuId: number }, records: { nodes: Array<{ id: string, mode: MentorshipMode, group: MentorshipGroup, phases: Array<number>, cycle: { id: string, number: number, name: string } }> } } };

export type MentorshipAdminsQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorshipAdminsQuery = { mentorshipAdmins: { nodes: Array<{ id: string, username: string, osuId: number }> } };

export type MentorshipBadgeQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type MentorshipBadgeQueueQuery = { mentorshipBadgeQueue: { nodes: Array<{ badge: number, tenureYears: number, user: { id: string, username: string, osuId: number } }> } };

export type CreateMentorshipCycleMutationVariables = Exact<{
  input: CreateMentorshipCycleInput;
}>;


export type CreateMentorshipCycleMutation = { createMentorshipCycle: { id: string, number: number, name: string, url: string | null, startDate: string, endDate: string, isPublic: boolean, hasEnded: boolean } };

export type UpdateMentorshipCycleMutationVariables = Exact<{
  id: string | number;
  input: UpdateMentorshipCycleInput;
}>;


export type UpdateMentorshipCycleMutation = { updateMentorshipCycle: { id: string, number: number, name: string, url: string | null, startDate: string, endDate: string, isPublic: boolean, hasEnded: boolean } };

export type DeleteMentorshipCycleMutationVariables = Exact<{
  id: string | number;
  confirmName: string;
}>;


export type DeleteMentorshipCycleMutation = { deleteMentorshipCycle: { id: string, deletedRecords: number } };

export type AddMentorshipParticipantMutationVariables = Exact<{
  input: AddMentorshipParticipantInput;
}>;


export type AddMentorshipParticipantMutation = { addMentorshipParticipant: { id: string, mode: MentorshipMode, group: MentorshipGroup, phases: Array<number>, skipsPhases: boolean, user: { id: string, username: string, osuId: number }, mentor: { id: string } | null } };

export type RemoveMentorshipParticipantMutationVariables = Exact<{
  cycleId: string | number;
  userId: string | number;
  mode: MentorshipMode;
}>;


export type RemoveMentorshipParticipantMutation = { removeMentorshipParticipant: { removedRecords: number } };

export type ToggleMentorshipPhaseMutationVariables = Exact<{
  recordId: string | number;
  phase: number;
}>;


export type ToggleMentorshipPhaseMutation = { toggleMentorshipPhase: { id: string, phases: Array<number>, skipsPhases: boolean } };

export type SetMentorshipAdminMutationVariables = Exact<{
  user: string;
  value: boolean;
}>;


export type SetMentorshipAdminMutation = { setMentorshipAdmin: { id: string, username: string, osuId: number } };

export type AdjustMentorshipBadgeMutationVariables = Exact<{
  userId: string | number;
  delta: number;
}>;


export type AdjustMentorshipBadgeMutation = { adjustMentorshipBadge: { badge: number, tenureYears: number } };

export const MentorshipCycleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasEnded"}}]}}]} as unknown as DocumentNode<MentorshipCycleFieldsFragment, unknown>;
export const MentorshipPersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]} as unknown as DocumentNode<MentorshipPersonFragment, unknown>;
export const MentorshipRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"skipsPhases"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MentorshipRecordFieldsFragment, unknown>;
export const MentorshipCyclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentorshipCycles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentorshipCycles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipCycleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasEnded"}}]}}]} as unknown as DocumentNode<MentorshipCyclesQuery, MentorshipCyclesQueryVariables>;
export const MentorshipCycleRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentorshipCycleRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentorshipCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipRecordFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"skipsPhases"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MentorshipCycleRecordsQuery, MentorshipCycleRecordsQueryVariables>;
export const MentorshipMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentorshipMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentorshipMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentorDays"}},{"kind":"Field","name":{"kind":"Name","value":"tenureText"}},{"kind":"Field","name":{"kind":"Name","value":"tenureYears"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]} as unknown as DocumentNode<MentorshipMemberQuery, MentorshipMemberQueryVariables>;
export const MentorshipAdminsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentorshipAdmins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentorshipAdmins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipPerson"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]} as unknown as DocumentNode<MentorshipAdminsQuery, MentorshipAdminsQueryVariables>;
export const MentorshipBadgeQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MentorshipBadgeQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentorshipBadgeQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"tenureYears"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipPerson"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]} as unknown as DocumentNode<MentorshipBadgeQueueQuery, MentorshipBadgeQueueQueryVariables>;
export const CreateMentorshipCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMentorshipCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMentorshipCycleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMentorshipCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipCycleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasEnded"}}]}}]} as unknown as DocumentNode<CreateMentorshipCycleMutation, CreateMentorshipCycleMutationVariables>;
export const UpdateMentorshipCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMentorshipCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMentorshipCycleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMentorshipCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipCycleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipCycleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipCycle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"hasEnded"}}]}}]} as unknown as DocumentNode<UpdateMentorshipCycleMutation, UpdateMentorshipCycleMutationVariables>;
export const DeleteMentorshipCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMentorshipCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMentorshipCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletedRecords"}}]}}]}}]} as unknown as DocumentNode<DeleteMentorshipCycleMutation, DeleteMentorshipCycleMutationVariables>;
export const AddMentorshipParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMentorshipParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMentorshipParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMentorshipParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"skipsPhases"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddMentorshipParticipantMutation, AddMentorshipParticipantMutationVariables>;
export const RemoveMentorshipParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMentorshipParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MentorshipMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMentorshipParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cycleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cycleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedRecords"}}]}}]}}]} as unknown as DocumentNode<RemoveMentorshipParticipantMutation, RemoveMentorshipParticipantMutationVariables>;
export const ToggleMentorshipPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleMentorshipPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleMentorshipPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"phase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phases"}},{"kind":"Field","name":{"kind":"Name","value":"skipsPhases"}}]}}]}}]} as unknown as DocumentNode<ToggleMentorshipPhaseMutation, ToggleMentorshipPhaseMutationVariables>;
export const SetMentorshipAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMentorshipAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMentorshipAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MentorshipPerson"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MentorshipPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"osuId"}}]}}]} as unknown as DocumentNode<SetMentorshipAdminMutation, SetMentorshipAdminMutationVariables>;
export const AdjustMentorshipBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustMentorshipBadge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"delta"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustMentorshipBadge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"delta"},"value":{"kind":"Variable","name":{"kind":"Name","value":"delta"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"tenureYears"}}]}}]}}]} as unknown as DocumentNode<AdjustMentorshipBadgeMutation, AdjustMentorshipBadgeMutationVariables>;