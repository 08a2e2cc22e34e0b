/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** Categories of the contests listing */
export type ContestCategory =
  /** Approved contests that are neither hidden nor complete */
  | "active"
  /** Approved, completed contests */
  | "completed"
  /** Contests I created (any phase, approved or not) */
  | "mine"
  /** Admins only: contests out of Hidden that wait for approval */
  | "pendingApproval";

/** A role a creator hands out */
export type ContestStaffRole =
  /** Scores the entries that passed screening in the judging phase */
  | "judge"
  /** Places stars on the anonymised entries in the screening phase */
  | "screener";

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

/** A new contest */
export type CreateContestInput = {
  /** Unique name */
  name: string;
  /** One of my own contests to copy the mode, details URL and description from */
  templateId?: string | number | null | undefined;
};

/** Text format of an export */
export type ExportFormat =
  /** Comma-separated values */
  | "csv"
  /** A markdown table (the Final Score header links to the MBC judging wiki unless raw scoring) */
  | "markdown";

/** Columns of a leaderboard export */
export type LeaderboardView =
  /** One column per criterion (summed across judges) */
  | "criteria"
  /** One column per judge (their raw sum), with AVG, SD and COR rows */
  | "judge"
  /** One column per judge (their standardised score), with AVG, SD and COR rows */
  | "judgeStandardised";

/** A late entry added by a creator */
export type ManualSubmissionInput = {
  /** Anonymised name */
  name?: string | null | undefined;
  /** Where the entry is hosted (http or https) */
  url?: string | null | undefined;
  /** The entrant: username or osu! id of a member who signed in at least once */
  user: string;
};

/** osu! game modes */
export type Mode = "catch" | "mania" | "osu" | "taiko";

/** Whether the contest accepts entries right now */
export type SubmissionWindowState =
  /** "This contest is no longer accepting new submissions." */
  | "closed"
  /** Before contestStart ("Maps can be submitted after <contestStart>") */
  | "notYetOpen"
  /** Beatmapping phase, between contestStart and contestEnd ("Maps can be submitted until <contestEnd>") */
  | "open";

/** The creators' settings. Omitted fields stay unchanged; for the URL and date fields null (or an empty string) clears the value; for the others null means unchanged. */
export type UpdateContestInput = {
  /** Banner image URL */
  bannerUrl?: string | null | undefined;
  /** Community votes per member, 1-10 */
  communityVoteCount?: number | null | undefined;
  /** Markdown shown on the community vote page */
  communityVoteDescription?: string | null | undefined;
  /** Community voting closes at this instant */
  communityVoteEnd?: string | null | undefined;
  /** Submissions close (must be after contestStart) */
  contestEnd?: string | null | undefined;
  /** Submissions open (must be before contestEnd) */
  contestStart?: string | null | undefined;
  /** Markdown description (at most 20,000 characters) */
  description?: string | null | undefined;
  /** Anonymised entries pack URL (shown on the screening, judging, vote and results pages) */
  download?: string | null | undefined;
  /** Name judges next to their scores in the results */
  hasPublicJudges?: boolean | null | undefined;
  /** Judges may write a general comment per entry (the criteria set's comments switch) */
  judgingCommentsEnabled?: boolean | null | undefined;
  /** Screening total an entry needs to go to judging (≥); 0 lets every entry through */
  judgingThreshold?: number | null | undefined;
  /** Game mode */
  mode?: Mode | null | undefined;
  /** Unique name */
  name?: string | null | undefined;
  /** Official osu! listing (must start with https://osu.ppy.sh/community/contests/) */
  osuContestListingUrl?: string | null | undefined;
  /** Results post URL (required before completion) */
  resultsUrl?: string | null | undefined;
  /** Each placement adds 1 to the screening total */
  screeningBonus?: boolean | null | undefined;
  /** Stars per screener, 1-10 */
  screeningVoteCount?: number | null | undefined;
  /** Details/news URL (http or https) */
  url?: string | null | undefined;
  /** Rank results by raw judging totals */
  useRawScoring?: boolean | null | undefined;
};

export type ContestSettingsFieldsFragment = {
  useRawScoring: boolean;
  hasPublicJudges: boolean;
  screeningVoteCount: number;
  judgingCommentsEnabled: boolean;
  communityVoteCount: number;
  communityVoteEnd: string | null;
  communityVoteOrderedPriority: boolean;
  communityVoteDescription: string;
  bannerUrl: string | null;
  description: string;
  osuContestListingUrl: string | null;
  resultsUrl: string | null;
  download: string | null;
  isFeaturedArtistContest: boolean;
  isEligibleForPoints: boolean;
  submissionWindow: SubmissionWindowState;
  submissionCount: number;
  viewerCanManage: boolean;
  viewerIsScreener: boolean;
  viewerIsJudge: boolean;
  id: string;
  name: string;
  mode: Mode;
  status: ContestStatus;
  url: string | null;
  isApproved: boolean;
  contestStart: string | null;
  contestEnd: string | null;
  viewerIsCreator: boolean;
  criteria: Array<{ id: string; name: string; maxScore: number }> | null;
  management: {
    id: string;
    awaitingApproval: boolean;
    judgingThreshold: number;
    screeningBonus: boolean;
    skipWebhook: boolean;
  } | null;
  creators: Array<{ id: string; username: string; osuId: number }>;
  screeners: Array<{ id: string; username: string; osuId: number }> | null;
  judges: Array<{ id: string; username: string; osuId: number }> | null;
  mySubmission: { id: string; url: string | null; createdAt: string } | null;
};

export type ContestManageQueryVariables = Exact<{
  id: string | number;
}>;

export type ContestManageQuery = {
  contest: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type ContestMissingRequirementsQueryVariables = Exact<{
  id: string | number;
  status: ContestStatus;
}>;

export type ContestMissingRequirementsQuery = {
  contest: { id: string; management: { id: string; missingRequirements: Array<string> } | null };
};

export type ContestSubmissionsQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;

export type ContestSubmissionsQuery = {
  contest: {
    id: string;
    management: {
      id: string;
      submissions: {
        totalCount: number | null;
        nodes: Array<{
          id: string;
          name: string | null;
          url: string | null;
          createdAt: string;
          creator: { id: string; username: string; osuId: number } | null;
        }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } | null;
  };
};

export type ContestStaffCandidatesQueryVariables = Exact<{
  id: string | number;
  search?: string | null | undefined;
}>;

export type ContestStaffCandidatesQuery = {
  contest: {
    id: string;
    management: {
      id: string;
      staffCandidates: {
        nodes: Array<{
          isContestHelper: boolean;
          isCreator: boolean;
          isScreener: boolean;
          isJudge: boolean;
          user: { id: string; username: string; osuId: number };
        }>;
      };
    } | null;
  };
};

export type ContestCreatorResultsQueryVariables = Exact<{
  id: string | number;
}>;

export type ContestCreatorResultsQuery = {
  contest: {
    id: string;
    management: {
      id: string;
      screenerProgress: Array<{
        usedPlacements: Array<number>;
        unusedPlacements: Array<number>;
        user: { id: string; username: string; osuId: number };
      }>;
      judgeProgress: Array<{ completed: number; expected: number; user: { id: string; username: string; osuId: number } }>;
      entryJudgingProgress: Array<{
        completedJudges: number;
        expectedJudges: number;
        submission: { id: string; name: string | null };
      }>;
      screeningResults: Array<{
        total: number;
        placements: number;
        passed: boolean;
        submission: { id: string; name: string | null; creator: { id: string; username: string; osuId: number } | null };
        screenings: Array<{ label: string; vote: number; comment: string; isMine: boolean }>;
      }>;
      leaderboard: {
        maxRawTotal: number;
        criteria: Array<{ id: string; name: string; maxScore: number }>;
        judges: Array<{
          judgedCount: number;
          mean: number;
          sd: number;
          correlation: number | null;
          user: { id: string; username: string; osuId: number };
        }>;
        rows: Array<{
          place: number;
          criteriaSums: Array<number>;
          judgeSums: Array<number | null>;
          judgeStandardised: Array<number | null>;
          rawTotal: number;
          standardisedTotal: number;
          finalScore: number;
          submission: { id: string; name: string | null; creator: { id: string; username: string; osuId: number } | null };
        }>;
      };
      communityVoteResults: {
        voterCount: number;
        badActors: Array<{ id: string; username: string; osuId: number }>;
        rows: Array<{
          submission: { id: string; name: string | null };
          tally: { raw: number; weighted: number; rankCounts: Array<number> };
        }>;
      };
    } | null;
  };
};

export type ContestExportQueryVariables = Exact<{
  id: string | number;
  view: LeaderboardView;
  format: ExportFormat;
}>;

export type ContestExportQuery = { contest: { id: string; management: { id: string; exportResults: string } | null } };

export type UpdateContestMutationVariables = Exact<{
  id: string | number;
  input: UpdateContestInput;
}>;

export type UpdateContestMutation = {
  updateContest: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type SetContestStatusMutationVariables = Exact<{
  id: string | number;
  status: ContestStatus;
}>;

export type SetContestStatusMutation = {
  setContestStatus: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type SetCommunityVoteOrderedPriorityMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type SetCommunityVoteOrderedPriorityMutation = {
  setCommunityVoteOrderedPriority: { id: string; communityVoteOrderedPriority: boolean };
};

export type DeleteContestMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteContestMutation = { deleteContest: { deletedId: string; message: string } };

export type AddContestCreatorMutationVariables = Exact<{
  contestId: string | number;
  user: string;
}>;

export type AddContestCreatorMutation = {
  addContestCreator: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type RemoveContestCreatorMutationVariables = Exact<{
  contestId: string | number;
  userId: string | number;
}>;

export type RemoveContestCreatorMutation = {
  removeContestCreator: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type AddContestStaffMutationVariables = Exact<{
  contestId: string | number;
  role: ContestStaffRole;
  user: string;
}>;

export type AddContestStaffMutation = {
  addContestStaff: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type RemoveContestStaffMutationVariables = Exact<{
  contestId: string | number;
  role: ContestStaffRole;
  userId: string | number;
}>;

export type RemoveContestStaffMutation = {
  removeContestStaff: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type AddContestCriteriaMutationVariables = Exact<{
  contestId: string | number;
  name: string;
  maxScore: number;
}>;

export type AddContestCriteriaMutation = { addContestCriteria: { id: string; name: string; maxScore: number } };

export type DeleteContestCriteriaMutationVariables = Exact<{
  contestId: string | number;
  criteriaId: string | number;
}>;

export type DeleteContestCriteriaMutation = { deleteContestCriteria: { deletedId: string; message: string } };

export type AddContestSubmissionMutationVariables = Exact<{
  contestId: string | number;
  input: ManualSubmissionInput;
}>;

export type AddContestSubmissionMutation = { addContestSubmission: { id: string; name: string | null; url: string | null } };

export type RenameContestSubmissionMutationVariables = Exact<{
  contestId: string | number;
  submissionId: string | number;
  name: string;
}>;

export type RenameContestSubmissionMutation = { renameContestSubmission: { id: string; name: string | null } };

export type DeleteContestSubmissionMutationVariables = Exact<{
  contestId: string | number;
  submissionId: string | number;
}>;

export type DeleteContestSubmissionMutation = { deleteContestSubmission: { deletedId: string; message: string } };

export type SyncContestSubmissionNamesMutationVariables = Exact<{
  contestId: string | number;
  csv: string;
}>;

export type SyncContestSubmissionNamesMutation = { syncContestSubmissionNames: { renamed: number; unmatched: Array<string> } };

export type AddContestSubmissionsFromCsvMutationVariables = Exact<{
  contestId: string | number;
  csv: string;
}>;

export type AddContestSubmissionsFromCsvMutation = {
  addContestSubmissionsFromCsv: { added: number; contest: { id: string; submissionCount: number } };
};

export type SetContestApprovedMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type SetContestApprovedMutation = {
  setContestApproved: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type SetContestFeaturedArtistMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type SetContestFeaturedArtistMutation = {
  setContestFeaturedArtist: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type SetContestEligibleForPointsMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type SetContestEligibleForPointsMutation = {
  setContestEligibleForPoints: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type SetContestSkipWebhookMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type SetContestSkipWebhookMutation = {
  setContestSkipWebhook: {
    useRawScoring: boolean;
    hasPublicJudges: boolean;
    screeningVoteCount: number;
    judgingCommentsEnabled: boolean;
    communityVoteCount: number;
    communityVoteEnd: string | null;
    communityVoteOrderedPriority: boolean;
    communityVoteDescription: string;
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    criteria: Array<{ id: string; name: string; maxScore: number }> | null;
    management: {
      id: string;
      awaitingApproval: boolean;
      judgingThreshold: number;
      screeningBonus: boolean;
      skipWebhook: boolean;
    } | null;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type ContestUserFieldsFragment = { id: string; username: string; osuId: number };

export type ContestCardFieldsFragment = {
  id: string;
  name: string;
  mode: Mode;
  status: ContestStatus;
  url: string | null;
  isApproved: boolean;
  contestStart: string | null;
  contestEnd: string | null;
  viewerIsCreator: boolean;
};

export type ContestPublicFieldsFragment = {
  bannerUrl: string | null;
  description: string;
  osuContestListingUrl: string | null;
  resultsUrl: string | null;
  download: string | null;
  isFeaturedArtistContest: boolean;
  isEligibleForPoints: boolean;
  submissionWindow: SubmissionWindowState;
  submissionCount: number;
  viewerCanManage: boolean;
  viewerIsScreener: boolean;
  viewerIsJudge: boolean;
  id: string;
  name: string;
  mode: Mode;
  status: ContestStatus;
  url: string | null;
  isApproved: boolean;
  contestStart: string | null;
  contestEnd: string | null;
  viewerIsCreator: boolean;
  creators: Array<{ id: string; username: string; osuId: number }>;
  screeners: Array<{ id: string; username: string; osuId: number }> | null;
  judges: Array<{ id: string; username: string; osuId: number }> | null;
  mySubmission: { id: string; url: string | null; createdAt: string } | null;
};

export type ContestsListingQueryVariables = Exact<{
  category: ContestCategory;
  search?: string | null | undefined;
  mode?: Mode | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type ContestsListingQuery = {
  contests: {
    totalCount: number | null;
    nodes: Array<{
      id: string;
      name: string;
      mode: Mode;
      status: ContestStatus;
      url: string | null;
      isApproved: boolean;
      contestStart: string | null;
      contestEnd: string | null;
      viewerIsCreator: boolean;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type ContestTemplatesQueryVariables = Exact<{ [key: string]: never }>;

export type ContestTemplatesQuery = { contests: { nodes: Array<{ id: string; name: string }> } };

export type ContestDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type ContestDetailQuery = {
  contest: {
    bannerUrl: string | null;
    description: string;
    osuContestListingUrl: string | null;
    resultsUrl: string | null;
    download: string | null;
    isFeaturedArtistContest: boolean;
    isEligibleForPoints: boolean;
    submissionWindow: SubmissionWindowState;
    submissionCount: number;
    viewerCanManage: boolean;
    viewerIsScreener: boolean;
    viewerIsJudge: boolean;
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
    creators: Array<{ id: string; username: string; osuId: number }>;
    screeners: Array<{ id: string; username: string; osuId: number }> | null;
    judges: Array<{ id: string; username: string; osuId: number }> | null;
    mySubmission: { id: string; url: string | null; createdAt: string } | null;
  };
};

export type CreateContestMutationVariables = Exact<{
  input: CreateContestInput;
}>;

export type CreateContestMutation = {
  createContest: {
    id: string;
    name: string;
    mode: Mode;
    status: ContestStatus;
    url: string | null;
    isApproved: boolean;
    contestStart: string | null;
    contestEnd: string | null;
    viewerIsCreator: boolean;
  };
};

export type SubmitContestEntryMutationVariables = Exact<{
  contestId: string | number;
  url: string;
}>;

export type SubmitContestEntryMutation = {
  submitContestEntry: {
    id: string;
    url: string | null;
    createdAt: string;
    contest: { id: string; submissionCount: number; mySubmission: { id: string; url: string | null; createdAt: string } | null };
  };
};

export const ContestCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestCardFieldsFragment, unknown>;
export const ContestUserFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
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
} as unknown as DocumentNode<ContestUserFieldsFragment, unknown>;
export const ContestPublicFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
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
} as unknown as DocumentNode<ContestPublicFieldsFragment, unknown>;
export const ContestSettingsFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestSettingsFieldsFragment, unknown>;
export const ContestManageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestManage" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestManageQuery, ContestManageQueryVariables>;
export const ContestMissingRequirementsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestMissingRequirements" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ContestStatus" } } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "management" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "missingRequirements" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "status" },
                            value: { kind: "Variable", name: { kind: "Name", value: "status" } },
                          },
                        ],
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
} as unknown as DocumentNode<ContestMissingRequirementsQuery, ContestMissingRequirementsQueryVariables>;
export const ContestSubmissionsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestSubmissions" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "management" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "submissions" },
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
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                  { kind: "Field", name: { kind: "Name", value: "url" } },
                                  { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "creator" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
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
} as unknown as DocumentNode<ContestSubmissionsQuery, ContestSubmissionsQueryVariables>;
export const ContestStaffCandidatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestStaffCandidates" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "management" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "staffCandidates" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "search" },
                            value: { kind: "Variable", name: { kind: "Name", value: "search" } },
                          },
                          { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "10" } },
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
                                  { kind: "Field", name: { kind: "Name", value: "isContestHelper" } },
                                  { kind: "Field", name: { kind: "Name", value: "isCreator" } },
                                  { kind: "Field", name: { kind: "Name", value: "isScreener" } },
                                  { kind: "Field", name: { kind: "Name", value: "isJudge" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "user" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
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
} as unknown as DocumentNode<ContestStaffCandidatesQuery, ContestStaffCandidatesQueryVariables>;
export const ContestCreatorResultsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestCreatorResults" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "management" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "screenerProgress" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "user" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "usedPlacements" } },
                            { kind: "Field", name: { kind: "Name", value: "unusedPlacements" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "judgeProgress" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "user" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "completed" } },
                            { kind: "Field", name: { kind: "Name", value: "expected" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "entryJudgingProgress" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
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
                            { kind: "Field", name: { kind: "Name", value: "completedJudges" } },
                            { kind: "Field", name: { kind: "Name", value: "expectedJudges" } },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "screeningResults" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "submission" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "id" } },
                                  { kind: "Field", name: { kind: "Name", value: "name" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "creator" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "total" } },
                            { kind: "Field", name: { kind: "Name", value: "placements" } },
                            { kind: "Field", name: { kind: "Name", value: "passed" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "screenings" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "label" } },
                                  { kind: "Field", name: { kind: "Name", value: "vote" } },
                                  { kind: "Field", name: { kind: "Name", value: "comment" } },
                                  { kind: "Field", name: { kind: "Name", value: "isMine" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "leaderboard" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "maxRawTotal" } },
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
                              name: { kind: "Name", value: "judges" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "user" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } },
                                      ],
                                    },
                                  },
                                  { kind: "Field", name: { kind: "Name", value: "judgedCount" } },
                                  { kind: "Field", name: { kind: "Name", value: "mean" } },
                                  { kind: "Field", name: { kind: "Name", value: "sd" } },
                                  { kind: "Field", name: { kind: "Name", value: "correlation" } },
                                ],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "rows" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
                                  { kind: "Field", name: { kind: "Name", value: "place" } },
                                  {
                                    kind: "Field",
                                    name: { kind: "Name", value: "submission" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "Field", name: { kind: "Name", value: "id" } },
                                        { kind: "Field", name: { kind: "Name", value: "name" } },
                                        {
                                          kind: "Field",
                                          name: { kind: "Name", value: "creator" },
                                          selectionSet: {
                                            kind: "SelectionSet",
                                            selections: [
                                              { kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                  { kind: "Field", name: { kind: "Name", value: "criteriaSums" } },
                                  { kind: "Field", name: { kind: "Name", value: "judgeSums" } },
                                  { kind: "Field", name: { kind: "Name", value: "judgeStandardised" } },
                                  { kind: "Field", name: { kind: "Name", value: "rawTotal" } },
                                  { kind: "Field", name: { kind: "Name", value: "standardisedTotal" } },
                                  { kind: "Field", name: { kind: "Name", value: "finalScore" } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "communityVoteResults" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "voterCount" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "badActors" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
                              },
                            },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "rows" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [
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
                                    name: { kind: "Name", value: "tally" },
                                    selectionSet: {
                                      kind: "SelectionSet",
                                      selections: [
                                        { kind: "Field", name: { kind: "Name", value: "raw" } },
                                        { kind: "Field", name: { kind: "Name", value: "weighted" } },
                                        { kind: "Field", name: { kind: "Name", value: "rankCounts" } },
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
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
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
} as unknown as DocumentNode<ContestCreatorResultsQuery, ContestCreatorResultsQueryVariables>;
export const ContestExportDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestExport" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "view" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "LeaderboardView" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "format" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ExportFormat" } } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "management" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "exportResults" },
                        arguments: [
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "view" },
                            value: { kind: "Variable", name: { kind: "Name", value: "view" } },
                          },
                          {
                            kind: "Argument",
                            name: { kind: "Name", value: "format" },
                            value: { kind: "Variable", name: { kind: "Name", value: "format" } },
                          },
                        ],
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
} as unknown as DocumentNode<ContestExportQuery, ContestExportQueryVariables>;
export const UpdateContestDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UpdateContest" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "UpdateContestInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "updateContest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateContestMutation, UpdateContestMutationVariables>;
export const SetContestStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetContestStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ContestStatus" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setContestStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContestStatusMutation, SetContestStatusMutationVariables>;
export const SetCommunityVoteOrderedPriorityDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetCommunityVoteOrderedPriority" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setCommunityVoteOrderedPriority" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCommunityVoteOrderedPriorityMutation, SetCommunityVoteOrderedPriorityMutationVariables>;
export const DeleteContestDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteContest" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteContest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "deletedId" } },
                { kind: "Field", name: { kind: "Name", value: "message" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteContestMutation, DeleteContestMutationVariables>;
export const AddContestCreatorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddContestCreator" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "user" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addContestCreator" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "user" },
                value: { kind: "Variable", name: { kind: "Name", value: "user" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddContestCreatorMutation, AddContestCreatorMutationVariables>;
export const RemoveContestCreatorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RemoveContestCreator" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "removeContestCreator" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveContestCreatorMutation, RemoveContestCreatorMutationVariables>;
export const AddContestStaffDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddContestStaff" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "role" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ContestStaffRole" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "user" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addContestStaff" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "Variable", name: { kind: "Name", value: "role" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "user" },
                value: { kind: "Variable", name: { kind: "Name", value: "user" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddContestStaffMutation, AddContestStaffMutationVariables>;
export const RemoveContestStaffDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RemoveContestStaff" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "role" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ContestStaffRole" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "removeContestStaff" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "role" },
                value: { kind: "Variable", name: { kind: "Name", value: "role" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveContestStaffMutation, RemoveContestStaffMutationVariables>;
export const AddContestCriteriaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddContestCriteria" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "maxScore" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addContestCriteria" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "maxScore" },
                value: { kind: "Variable", name: { kind: "Name", value: "maxScore" } },
              },
            ],
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
} as unknown as DocumentNode<AddContestCriteriaMutation, AddContestCriteriaMutationVariables>;
export const DeleteContestCriteriaDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteContestCriteria" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "criteriaId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteContestCriteria" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "criteriaId" },
                value: { kind: "Variable", name: { kind: "Name", value: "criteriaId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "deletedId" } },
                { kind: "Field", name: { kind: "Name", value: "message" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteContestCriteriaMutation, DeleteContestCriteriaMutationVariables>;
export const AddContestSubmissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddContestSubmission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ManualSubmissionInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addContestSubmission" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddContestSubmissionMutation, AddContestSubmissionMutationVariables>;
export const RenameContestSubmissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RenameContestSubmission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "renameContestSubmission" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
            ],
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
  ],
} as unknown as DocumentNode<RenameContestSubmissionMutation, RenameContestSubmissionMutationVariables>;
export const DeleteContestSubmissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteContestSubmission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
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
            name: { kind: "Name", value: "deleteContestSubmission" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "submissionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "submissionId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "deletedId" } },
                { kind: "Field", name: { kind: "Name", value: "message" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteContestSubmissionMutation, DeleteContestSubmissionMutationVariables>;
export const SyncContestSubmissionNamesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SyncContestSubmissionNames" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "csv" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "syncContestSubmissionNames" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "csv" },
                value: { kind: "Variable", name: { kind: "Name", value: "csv" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "renamed" } },
                { kind: "Field", name: { kind: "Name", value: "unmatched" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SyncContestSubmissionNamesMutation, SyncContestSubmissionNamesMutationVariables>;
export const AddContestSubmissionsFromCsvDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddContestSubmissionsFromCsv" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "csv" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addContestSubmissionsFromCsv" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "csv" },
                value: { kind: "Variable", name: { kind: "Name", value: "csv" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "added" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "contest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
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
} as unknown as DocumentNode<AddContestSubmissionsFromCsvMutation, AddContestSubmissionsFromCsvMutationVariables>;
export const SetContestApprovedDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetContestApproved" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setContestApproved" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContestApprovedMutation, SetContestApprovedMutationVariables>;
export const SetContestFeaturedArtistDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetContestFeaturedArtist" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setContestFeaturedArtist" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContestFeaturedArtistMutation, SetContestFeaturedArtistMutationVariables>;
export const SetContestEligibleForPointsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetContestEligibleForPoints" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setContestEligibleForPoints" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContestEligibleForPointsMutation, SetContestEligibleForPointsMutationVariables>;
export const SetContestSkipWebhookDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetContestSkipWebhook" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setContestSkipWebhook" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestSettingsFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestSettingsFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } },
          { kind: "Field", name: { kind: "Name", value: "useRawScoring" } },
          { kind: "Field", name: { kind: "Name", value: "hasPublicJudges" } },
          { kind: "Field", name: { kind: "Name", value: "screeningVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "judgingCommentsEnabled" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteCount" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteEnd" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteOrderedPriority" } },
          { kind: "Field", name: { kind: "Name", value: "communityVoteDescription" } },
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
            name: { kind: "Name", value: "management" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "awaitingApproval" } },
                { kind: "Field", name: { kind: "Name", value: "judgingThreshold" } },
                { kind: "Field", name: { kind: "Name", value: "screeningBonus" } },
                { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetContestSkipWebhookMutation, SetContestSkipWebhookMutationVariables>;
export const ContestsListingDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestsListing" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "category" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ContestCategory" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Mode" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
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
            name: { kind: "Name", value: "contests" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "category" },
                value: { kind: "Variable", name: { kind: "Name", value: "category" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
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
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } }],
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
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestsListingQuery, ContestsListingQueryVariables>;
export const ContestTemplatesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestTemplates" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "contests" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "category" }, value: { kind: "EnumValue", value: "mine" } },
              { kind: "Argument", name: { kind: "Name", value: "first" }, value: { kind: "IntValue", value: "100" } },
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
} as unknown as DocumentNode<ContestTemplatesQuery, ContestTemplatesQueryVariables>;
export const ContestDetailDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ContestDetail" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
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
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestPublicFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestUserFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestPublicFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "bannerUrl" } },
          { kind: "Field", name: { kind: "Name", value: "description" } },
          { kind: "Field", name: { kind: "Name", value: "osuContestListingUrl" } },
          { kind: "Field", name: { kind: "Name", value: "resultsUrl" } },
          { kind: "Field", name: { kind: "Name", value: "download" } },
          { kind: "Field", name: { kind: "Name", value: "isFeaturedArtistContest" } },
          { kind: "Field", name: { kind: "Name", value: "isEligibleForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "submissionWindow" } },
          { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
          { kind: "Field", name: { kind: "Name", value: "viewerCanManage" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsScreener" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsJudge" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "creators" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "screeners" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "judges" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestUserFields" } }],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mySubmission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContestDetailQuery, ContestDetailQueryVariables>;
export const CreateContestDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateContest" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "CreateContestInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createContest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "ContestCardFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "ContestCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Contest" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "name" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "isApproved" } },
          { kind: "Field", name: { kind: "Name", value: "contestStart" } },
          { kind: "Field", name: { kind: "Name", value: "contestEnd" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsCreator" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateContestMutation, CreateContestMutationVariables>;
export const SubmitContestEntryDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SubmitContestEntry" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "url" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "submitContestEntry" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "contestId" },
                value: { kind: "Variable", name: { kind: "Name", value: "contestId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "url" },
                value: { kind: "Variable", name: { kind: "Name", value: "url" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "url" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "contest" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "submissionCount" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "mySubmission" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "url" } },
                            { kind: "Field", name: { kind: "Name", value: "createdAt" } },
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
} as unknown as DocumentNode<SubmitContestEntryMutation, SubmitContestEntryMutationVariables>;
