/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** The phase of a contest */
export type ContestStatus =
  /** Participants submit entries between contestStart and contestEnd */
  | "beatmapping"
  /** Results are public; the contest is read-only except for admins and counts for points when eligible */
  | "complete"
  /** Not shown to anyone but its creators (the initial phase; switching back to it is never blocked) */
  | "hidden"
  /** Judges score the entries that passed screening on every criterion */
  | "judging"
  /** Results are being prepared; nobody screens, judges or votes */
  | "locked"
  /** Screeners place their stars on the anonymised entries */
  | "screening"
  /** Community vote: every member may vote until communityVoteEnd */
  | "vote";

/** A judge's score of one entry on one criterion */
export type JudgingScoreInput = {
  /** Optional note on this criterion (at most 3,000 characters); omitted = unchanged */
  comment?: string | null | undefined;
  /** The criterion (of the entry's contest) */
  criteriaId: string | number;
  /** 0 .. the criterion's maxScore */
  score: number;
  /** The entry */
  submissionId: string | number;
};

/** osu! game modes */
export type Mode =
  /** osu!catch */
  | "catch"
  /** osu!mania */
  | "mania"
  /** osu!standard */
  | "osu"
  /** osu!taiko */
  | "taiko";

/** A screener's change to one entry; omitted (or null) fields stay unchanged */
export type ScreeningInput = {
  /** Comment (at most 1,000 characters); an empty string removes it */
  comment?: string | null | undefined;
  /** The private "checked" mark */
  reviewed?: boolean | null | undefined;
  /** Placement: 0 removes it, 1 (lowest) .. N (highest), each used once per contest */
  vote?: number | null | undefined;
};

export type ReviewContestFieldsFragment = {
  id: string;
  name: string;
  mode: Mode;
  status: ContestStatus;
  download: string | null;
};

export type ScreeningFieldsFragment = { id: string; submissionId: string; vote: number; comment: string; reviewed: boolean };

export type JudgingFieldsFragment = {
  id: string;
  submissionId: string;
  comment: string;
  scores: Array<{ criteriaId: string; score: number; comment: string }>;
};

export type CommunityVoteFieldsFragment = { id: string; submissionId: string; rank: number | null };

export type ScreeningContestsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type ScreeningContestsQuery = {
  screeningContests: {
    nodes: Array<{
      screeningVoteCount: number;
      id: string;
      name: string;
      mode: Mode;
      status: ContestStatus;
      download: string | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ScreeningEntriesQueryVariables = Exact<{
  contestId: string | number;
  after?: string | null | undefined;
}>;

export type ScreeningEntriesQuery = {
  contest: {
    screeningVoteCount: number;
    viewerIsScreener: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    download: string | null;
    screeningEntries: {
      totalCount: number;
      nodes: Array<{
        isOwnEntry: boolean;
        submission: { id: string; name: string | null };
        screening: { id: string; submissionId: string; vote: number; comment: string; reviewed: boolean } | null;
      }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  };
};

export type SaveScreeningMutationVariables = Exact<{
  submissionId: string | number;
  input: ScreeningInput;
}>;

export type SaveScreeningMutation = {
  saveScreening: { id: string; submissionId: string; vote: number; comment: string; reviewed: boolean };
};

export type JudgingContestsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type JudgingContestsQuery = {
  judgingContests: {
    nodes: Array<{ id: string; name: string; mode: Mode; status: ContestStatus; download: string | null }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type JudgingEntriesQueryVariables = Exact<{
  contestId: string | number;
  after?: string | null | undefined;
}>;

export type JudgingEntriesQuery = {
  contest: {
    viewerIsJudge: boolean;
    judgingCommentsEnabled: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    download: string | null;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    judgingEntries: {
      totalCount: number;
      nodes: Array<{
        isOwnEntry: boolean;
        screeningTotal: number;
        submission: { id: string; name: string | null };
        judging: {
          id: string;
          submissionId: string;
          comment: string;
          scores: Array<{ criteriaId: string; score: number; comment: string }>;
        } | null;
      }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  };
};

export type SaveJudgingScoreMutationVariables = Exact<{
  input: JudgingScoreInput;
}>;

export type SaveJudgingScoreMutation = {
  saveJudgingScore: {
    id: string;
    submissionId: string;
    comment: string;
    scores: Array<{ criteriaId: string; score: number; comment: string }>;
  };
};

export type SaveJudgingCommentMutationVariables = Exact<{
  submissionId: string | number;
  comment: string;
}>;

export type SaveJudgingCommentMutation = {
  saveJudgingComment: {
    id: string;
    submissionId: string;
    comment: string;
    scores: Array<{ criteriaId: string; score: number; comment: string }>;
  };
};

export type VoteContestsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type VoteContestsQuery = {
  voteContests: {
    nodes: Array<{ id: string; name: string; mode: Mode; status: ContestStatus; download: string | null }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type CommunityVoteEntriesQueryVariables = Exact<{
  contestId: string | number;
  after?: string | null | undefined;
}>;

export type CommunityVoteEntriesQuery = {
  contest: {
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    download: string | null;
    myCommunityVotes: Array<{ id: string; submissionId: string; rank: number | null }>;
    voteEntries: {
      totalCount: number;
      nodes: Array<{ isOwnEntry: boolean; submission: { id: string; name: string | null } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    } | null;
  };
};

export type CastCommunityVoteMutationVariables = Exact<{
  submissionId: string | number;
  vote: number;
}>;

export type CastCommunityVoteMutation = {
  castCommunityVote: {
    votesLeft: number;
    contest: { id: string; myCommunityVotes: Array<{ id: string; submissionId: string; rank: number | null }> };
  };
};

export type MyContestResultsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;

export type MyContestResultsQuery = {
  myContestResults: {
    nodes: Array<{
      id: string;
      name: string | null;
      contest: { id: string; name: string; mode: Mode; contestEnd: string | null };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ContestResultsTableQueryVariables = Exact<{
  contestId: string | number;
}>;

export type ContestResultsTableQuery = {
  contestResults: {
    judgeCount: number;
    screenerCount: number;
    maxJudgingTotal: number;
    maxScreeningTotal: number;
    contest: {
      communityVoteOrderedPriority: boolean;
      useRawScoring: boolean;
      resultsUrl: string | null;
      id: string;
      name: string;
      mode: Mode;
      status: ContestStatus;
      download: string | null;
    };
    rows: Array<{
      place: number | null;
      passedScreening: boolean;
      screeningPlacements: number;
      screeningTotal: number;
      communityVotes: number;
      communityVotesWeighted: number;
      judgingRaw: number | null;
      judgingStandardised: number | null;
      finalScore: number | null;
      submission: {
        id: string;
        name: string | null;
        isMine: boolean;
        creator: { id: string; username: string; osuId: number } | null;
      };
    }>;
  };
};

export type SubmissionResultDetailQueryVariables = Exact<{
  submissionId: string | number;
}>;

export type SubmissionResultDetailQuery = {
  contestSubmissionResult: {
    place: number | null;
    passedScreening: boolean;
    screeningTotal: number;
    judgingRaw: number | null;
    judgingStandardised: number | null;
    contest: {
      hasPublicJudges: boolean;
      communityVoteOrderedPriority: boolean;
      screeningVoteCount: number;
      id: string;
      name: string;
      mode: Mode;
      status: ContestStatus;
      download: string | null;
    };
    submission: {
      id: string;
      name: string | null;
      url: string | null;
      isMine: boolean;
      creator: { id: string; username: string; osuId: number } | null;
    };
    screenings: Array<{ label: string; isMine: boolean; vote: number; comment: string }>;
    communityVotes: { raw: number; weighted: number; rankCounts: Array<number> };
    judgings: Array<{
      label: string;
      isMine: boolean;
      total: number;
      comment: string;
      judge: { id: string; username: string; osuId: number } | null;
      scores: Array<{ score: number; comment: string; criteria: { id: string; name: string; maxScore: number } }>;
    }>;
  };
};

export const ReviewContestFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewContestFieldsFragment, unknown>;
export const ScreeningFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ScreeningFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Screening" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "vote" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          { kind: "Field", name: { kind: "Name", value: "reviewed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScreeningFieldsFragment, unknown>;
export const JudgingFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "JudgingFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Judging" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "scores" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "criteriaId" } },
                { kind: "Field", name: { kind: "Name", value: "score" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JudgingFieldsFragment, unknown>;
export const CommunityVoteFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommunityVoteFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommunityVote" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "rank" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityVoteFieldsFragment, unknown>;
export const ScreeningContestsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ScreeningContests" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "screeningContests" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "20" } },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                      { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScreeningContestsQuery, ScreeningContestsQueryVariables>;
export const ScreeningEntriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ScreeningEntries" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
                { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "screeningEntries" },
                  arguments: [
                    { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "100" } },
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "after" },
                      value: { kind: "Variable", name: { kind: "Name", value: "after" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "isOwnEntry" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "submission" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "screening" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ScreeningFields" } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "pageInfo" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                            { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ScreeningFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Screening" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "vote" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          { kind: "Field", name: { kind: "Name", value: "reviewed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScreeningEntriesQuery, ScreeningEntriesQueryVariables>;
export const SaveScreeningDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveScreening" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ScreeningInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "saveScreening" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ScreeningFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ScreeningFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Screening" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "vote" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          { kind: "Field", name: { kind: "Name", value: "reviewed" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveScreeningMutation, SaveScreeningMutationVariables>;
export const JudgingContestsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "JudgingContests" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "judgingContests" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "20" } },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JudgingContestsQuery, JudgingContestsQueryVariables>;
export const JudgingEntriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "JudgingEntries" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
                { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "criteria" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "maxScore" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "judgingEntries" },
                  arguments: [
                    { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "50" } },
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "after" },
                      value: { kind: "Variable", name: { kind: "Name", value: "after" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "isOwnEntry" } },
                            { kind: "Field", name: { kind: "Name", value: "screeningTotal" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "submission" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "judging" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "JudgingFields" } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "pageInfo" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                            { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "JudgingFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Judging" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "scores" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "criteriaId" } },
                { kind: "Field", name: { kind: "Name", value: "score" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JudgingEntriesQuery, JudgingEntriesQueryVariables>;
export const SaveJudgingScoreDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveJudgingScore" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "JudgingScoreInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "saveJudgingScore" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "JudgingFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "JudgingFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Judging" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "scores" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "criteriaId" } },
                { kind: "Field", name: { kind: "Name", value: "score" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveJudgingScoreMutation, SaveJudgingScoreMutationVariables>;
export const SaveJudgingCommentDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SaveJudgingComment" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "comment" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "saveJudgingComment" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "comment" },
                value: { kind: "Variable", name: { kind: "Name", value: "comment" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "JudgingFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "JudgingFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Judging" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "comment" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "scores" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "criteriaId" } },
                { kind: "Field", name: { kind: "Name", value: "score" } },
                { kind: "Field", name: { kind: "Name", value: "comment" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveJudgingCommentMutation, SaveJudgingCommentMutationVariables>;
export const VoteContestsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "VoteContests" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "voteContests" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "20" } },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VoteContestsQuery, VoteContestsQueryVariables>;
export const CommunityVoteEntriesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "CommunityVoteEntries" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
                { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
                { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
                { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "myCommunityVotes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "CommunityVoteFields" } }],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "voteEntries" },
                  arguments: [
                    { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "100" } },
                    {
                      kind: "Argument",
                      name: { kind: "Name", value: "after" },
                      value: { kind: "Variable", name: { kind: "Name", value: "after" } },
                    },
                  ],
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "nodes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "isOwnEntry" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "submission" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "pageInfo" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                            { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommunityVoteFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommunityVote" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "rank" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityVoteEntriesQuery, CommunityVoteEntriesQueryVariables>;
export const CastCommunityVoteDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CastCommunityVote" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "vote" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "castCommunityVote" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "vote" },
                value: { kind: "Variable", name: { kind: "Name", value: "vote" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "votesLeft" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "contest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "myCommunityVotes" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "CommunityVoteFields" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "CommunityVoteFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "CommunityVote" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "submissionId" } },
          { kind: "Field", name: { kind: "Name", value: "rank" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CastCommunityVoteMutation, CastCommunityVoteMutationVariables>;
export const MyContestResultsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyContestResults" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myContestResults" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "20" } },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "contest" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "mode" } },
                            { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyContestResultsQuery, MyContestResultsQueryVariables>;
export const ContestResultsTableDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestResultsTable" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contestResults" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "contest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                      { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
                      { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
                      { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "judgeCount" } },
                { kind: "Field", name: { kind: "Name", value: "screenerCount" } },
                { kind: "Field", name: { kind: "Name", value: "maxJudgingTotal" } },
                { kind: "Field", name: { kind: "Name", value: "maxScreeningTotal" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "rows" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "place" } },
                      { kind: "Field", name: { kind: "Name", value: "passedScreening" } },
                      { kind: "Field", name: { kind: "Name", value: "screeningPlacements" } },
                      { kind: "Field", name: { kind: "Name", value: "screeningTotal" } },
                      { kind: "Field", name: { kind: "Name", value: "communityVotes" } },
                      { kind: "Field", name: { kind: "Name", value: "communityVotesWeighted" } },
                      { kind: "Field", name: { kind: "Name", value: "judgingRaw" } },
                      { kind: "Field", name: { kind: "Name", value: "judgingStandardised" } },
                      { kind: "Field", name: { kind: "Name", value: "finalScore" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "submission" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "isMine" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "creator" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "username" } },
                                  { kind: "Field", name: { kind: "Name", value: "osuId" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestResultsTableQuery, ContestResultsTableQueryVariables>;
export const SubmissionResultDetailDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "SubmissionResultDetail" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contestSubmissionResult" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "contest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "FragmentSpread", name: { kind: "Name", value: "ReviewContestFields" } },
                      { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
                      { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
                      { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "submission" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "name" } },
                      { kind: "Field", name: { kind: "Name", value: "url" } },
                      { kind: "Field", name: { kind: "Name", value: "isMine" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "creator" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "username" } },
                            { kind: "Field", name: { kind: "Name", value: "osuId" } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: "Field", name: { kind: "Name", value: "place" } },
                { kind: "Field", name: { kind: "Name", value: "passedScreening" } },
                { kind: "Field", name: { kind: "Name", value: "screeningTotal" } },
                { kind: "Field", name: { kind: "Name", value: "judgingRaw" } },
                { kind: "Field", name: { kind: "Name", value: "judgingStandardised" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "screenings" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "isMine" } },
                      { kind: "Field", name: { kind: "Name", value: "vote" } },
                      { kind: "Field", name: { kind: "Name", value: "comment" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "communityVotes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "raw" } },
                      { kind: "Field", name: { kind: "Name", value: "weighted" } },
                      { kind: "Field", name: { kind: "Name", value: "rankCounts" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "judgings" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      { kind: "Field", name: { kind: "Name", value: "isMine" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "judge" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "username" } },
                            { kind: "Field", name: { kind: "Name", value: "osuId" } },
                          ],
                        },
                      },
                      { kind: "Field", name: { kind: "Name", value: "total" } },
                      { kind: "Field", name: { kind: "Name", value: "comment" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "scores" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "score" } },
                            { kind: "Field", name: { kind: "Name", value: "comment" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "criteria" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                  { kind: "Field", name: { kind: "Name", value: "maxScore" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ReviewContestFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmissionResultDetailQuery, SubmissionResultDetailQueryVariables>;
