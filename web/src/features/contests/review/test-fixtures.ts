/** GraphQL answers for the review pages' component tests (shapes as the generated documents ask for them). */
import type { MockLink } from "@apollo/client/testing";
import {
  ContestResultsTableDocument,
  JudgingContestsDocument,
  JudgingEntriesDocument,
  ScreeningContestsDocument,
  ScreeningEntriesDocument,
  SubmissionResultDetailDocument,
  CommunityVoteEntriesDocument,
  VoteContestsDocument,
  MyContestResultsDocument,
} from "./gql/graphql";

const page = { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null };
const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const contestBase = (over: Record<string, unknown> = {}) => ({
  __typename: "Contest" as const,
  id: "5",
  name: "Autumn Screening Cup",
  mode: "osu",
  status: "screening",
  download: "https://example.com/pack.zip",
  ...over,
});

const submission = (id: string, name: string) => ({ __typename: "Submission" as const, id, name });

export const screening = (id: string, submissionId: string, vote: number, over: Record<string, unknown> = {}) => ({
  __typename: "Screening" as const,
  id,
  submissionId,
  vote,
  comment: "",
  reviewed: false,
  ...over,
});

export function screeningContestsMock(contests: { id: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: ScreeningContestsDocument, variables: {} },
    result: {
      data: {
        screeningContests: {
          __typename: "ContestConnection",
          pageInfo: page,
          nodes: contests.map((c) => ({ ...contestBase(c), screeningVoteCount: 3 })),
        },
      },
    },
    ...forever,
  };
}

export function screeningEntriesMock(
  entries: { id: string; name: string; own?: boolean; screening?: ReturnType<typeof screening> | null }[],
  voteCount = 3,
): MockLink.MockedResponse {
  return {
    request: { query: ScreeningEntriesDocument, variables: { contestId: "5" } },
    result: {
      data: {
        contest: {
          ...contestBase(),
          screeningVoteCount: voteCount,
          viewerIsScreener: true,
          screeningEntries: {
            __typename: "ScreeningEntryConnection",
            totalCount: entries.length,
            pageInfo: page,
            nodes: entries.map((e) => ({
              __typename: "ScreeningEntry",
              isOwnEntry: !!e.own,
              submission: submission(e.id, e.name),
              screening: e.screening ?? null,
            })),
          },
        },
      },
    },
    ...forever,
  };
}

export const criteria = [
  { __typename: "Criteria" as const, id: "c1", name: "creativity", maxScore: 10 },
  { __typename: "Criteria" as const, id: "c2", name: "mapping", maxScore: 20 },
];

export const judging = (id: string, submissionId: string, scores: [string, number, string?][], comment = "") => ({
  __typename: "Judging" as const,
  id,
  submissionId,
  comment,
  scores: scores.map(([criteriaId, score, note]) => ({
    __typename: "JudgingScore" as const,
    criteriaId,
    score,
    comment: note ?? "",
  })),
});

export function judgingContestsMock(contests: { id: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: JudgingContestsDocument, variables: {} },
    result: {
      data: {
        judgingContests: {
          __typename: "ContestConnection",
          pageInfo: page,
          nodes: contests.map((c) => contestBase({ ...c, status: "judging" })),
        },
      },
    },
    ...forever,
  };
}

export function judgingEntriesMock(
  entries: { id: string; name: string; own?: boolean; total?: number; judging?: ReturnType<typeof judging> | null }[],
  over: Record<string, unknown> = {},
): MockLink.MockedResponse {
  return {
    request: { query: JudgingEntriesDocument, variables: { contestId: "5" } },
    result: {
      data: {
        contest: {
          ...contestBase({ status: "judging", name: "Summer Judging Cup" }),
          viewerIsJudge: true,
          judgingCommentsEnabled: false,
          criteria,
          ...over,
          judgingEntries: {
            __typename: "JudgingEntryConnection",
            totalCount: entries.length,
            pageInfo: page,
            nodes: entries.map((e) => ({
              __typename: "JudgingEntry",
              isOwnEntry: !!e.own,
              screeningTotal: e.total ?? 7,
              submission: submission(e.id, e.name),
              judging: e.judging ?? null,
            })),
          },
        },
      },
    },
    ...forever,
  };
}

export function voteContestsMock(contests: { id: string; name: string }[]): MockLink.MockedResponse {
  return {
    request: { query: VoteContestsDocument, variables: {} },
    result: {
      data: {
        voteContests: {
          __typename: "ContestConnection",
          pageInfo: page,
          nodes: contests.map((c) => contestBase({ status: "vote", ...c })),
        },
      },
    },
    ...forever,
  };
}

export function voteEntriesMock(
  entries: { id: string; name: string; own?: boolean }[],
  myVotes: { id: string; submissionId: string; rank: number | null }[],
  over: Record<string, unknown> = {},
): MockLink.MockedResponse {
  return {
    request: { query: CommunityVoteEntriesDocument, variables: { contestId: "5" } },
    result: {
      data: {
        contest: {
          ...contestBase({ status: "vote" }),
          communityVoteCount: 2,
          communityVoteEnd: null,
          communityVoteOrderedPriority: false,
          communityVoteDescription: "Vote for the maps you enjoyed.",
          ...over,
          myCommunityVotes: myVotes.map((v) => ({ __typename: "CommunityVote", ...v })),
          voteEntries: {
            __typename: "VoteEntryConnection",
            totalCount: entries.length,
            pageInfo: page,
            nodes: entries.map((e) => ({ __typename: "VoteEntry", isOwnEntry: !!e.own, submission: submission(e.id, e.name) })),
          },
        },
      },
    },
    ...forever,
  };
}

const user = (id: string, username: string) => ({ __typename: "User" as const, id, username, osuId: Number(id) + 1000 });

export function myResultsMock(
  items: { id: string; name: string; contestId: string; contestName: string }[],
): MockLink.MockedResponse {
  return {
    request: { query: MyContestResultsDocument, variables: {} },
    result: {
      data: {
        myContestResults: {
          __typename: "SubmissionConnection",
          pageInfo: page,
          nodes: items.map((i) => ({
            __typename: "Submission",
            id: i.id,
            name: i.name,
            contest: {
              __typename: "Contest",
              id: i.contestId,
              name: i.contestName,
              mode: "osu",
              contestEnd: "2026-05-01T00:00:00.000Z",
            },
          })),
        },
      },
    },
    ...forever,
  };
}

export const resultRow = (
  id: string,
  name: string,
  entrant: string,
  values: {
    place: number | null;
    screening: number;
    placements: number;
    votes: number;
    raw: number | null;
    std: number | null;
    mine?: boolean;
  },
) => ({
  __typename: "ContestResultRow" as const,
  place: values.place,
  passedScreening: values.raw !== null,
  screeningPlacements: values.placements,
  screeningTotal: values.screening,
  communityVotes: values.votes,
  communityVotesWeighted: values.votes,
  judgingRaw: values.raw,
  judgingStandardised: values.std,
  finalScore: values.std,
  submission: {
    __typename: "Submission" as const,
    id,
    name,
    isMine: !!values.mine,
    creator: user(id.replace(/\D/g, "") || "1", entrant),
  },
});

export function resultsTableMock(rows: ReturnType<typeof resultRow>[]): MockLink.MockedResponse {
  return {
    request: { query: ContestResultsTableDocument, variables: { contestId: "5" } },
    result: {
      data: {
        contestResults: {
          __typename: "ContestResults",
          contest: {
            ...contestBase({ status: "complete" }),
            communityVoteOrderedPriority: false,
            useRawScoring: false,
            resultsUrl: "https://osu.ppy.sh/home/news/results",
          },
          judgeCount: 2,
          screenerCount: 3,
          maxJudgingTotal: 60,
          maxScreeningTotal: 9,
          rows,
        },
      },
    },
    ...forever,
  };
}

export function submissionResultMock(over: { publicJudges?: boolean; passed?: boolean } = {}): MockLink.MockedResponse {
  const publicJudges = over.publicJudges ?? false;
  const passed = over.passed ?? true;
  return {
    request: { query: SubmissionResultDetailDocument, variables: { submissionId: "s1" } },
    result: {
      data: {
        contestSubmissionResult: {
          __typename: "SubmissionResult",
          contest: {
            ...contestBase({ status: "complete" }),
            hasPublicJudges: publicJudges,
            communityVoteOrderedPriority: false,
            screeningVoteCount: 3,
          },
          submission: {
            __typename: "Submission",
            id: "s1",
            name: "Amber Lantern",
            url: "https://example.com/amber.osz",
            isMine: true,
            creator: user("2", "DemoMapper"),
          },
          place: passed ? 1 : null,
          passedScreening: passed,
          screeningTotal: 5,
          judgingRaw: passed ? 42 : null,
          judgingStandardised: passed ? 1.5 : null,
          screenings: [
            { __typename: "AnonymousScreening", label: "User 1", isMine: false, vote: 3, comment: "Lovely flow" },
            { __typename: "AnonymousScreening", label: "User 2", isMine: true, vote: 2, comment: "" },
          ],
          communityVotes: { __typename: "CommunityVoteTally", raw: 4, weighted: 4, rankCounts: [] },
          judgings: passed
            ? [
                {
                  __typename: "JudgingDetail",
                  label: "User 1",
                  isMine: false,
                  judge: publicJudges ? user("4", "DemoMentor") : null,
                  total: 22,
                  comment: "Strong ending",
                  scores: [
                    { __typename: "JudgingDetailScore", score: 8, comment: "fresh", criteria: criteria[0] },
                    { __typename: "JudgingDetailScore", score: 14, comment: "", criteria: criteria[1] },
                  ],
                },
              ]
            : [],
        },
      },
    },
    ...forever,
  };
}
