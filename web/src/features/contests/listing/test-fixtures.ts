/** Builders for the contest listing's component tests (answers shaped like the generated documents). */
import { ContestDetailDocument, ContestManageDocument, ContestsListingDocument } from "./gql/graphql";
import type { ContestSettingsFieldsFragment } from "./gql/graphql";

export const person = (id: string, username: string, osuId = Number(id)) => ({
  __typename: "User" as const,
  id,
  username,
  osuId,
});

export function contest(patch: Partial<ContestSettingsFieldsFragment> = {}): ContestSettingsFieldsFragment {
  const id = patch.id ?? "5";
  return {
    __typename: "Contest",
    id,
    name: "Monthly Beatmapping Contest #1",
    mode: "osu",
    status: "beatmapping",
    url: "https://osu.ppy.sh/home/news/mbc-1",
    isApproved: true,
    contestStart: "2026-11-01T00:00:00.000Z",
    contestEnd: "2026-12-01T00:00:00.000Z",
    viewerIsCreator: false,
    bannerUrl: null,
    description: "Map **this** song.",
    osuContestListingUrl: null,
    resultsUrl: null,
    download: null,
    isFeaturedArtistContest: false,
    isEligibleForPoints: true,
    submissionWindow: "open",
    submissionCount: 0,
    viewerCanManage: false,
    viewerIsScreener: false,
    viewerIsJudge: false,
    creators: [person("101", "DemoMapper")],
    screeners: null,
    judges: null,
    mySubmission: null,
    useRawScoring: false,
    hasPublicJudges: false,
    screeningVoteCount: 5,
    judgingCommentsEnabled: false,
    communityVoteCount: 5,
    communityVoteEnd: null,
    communityVoteOrderedPriority: false,
    communityVoteDescription: "",
    criteria: null,
    management: null,
    ...patch,
  } as ContestSettingsFieldsFragment;
}

export function managed(patch: Partial<ContestSettingsFieldsFragment> = {}): ContestSettingsFieldsFragment {
  const id = patch.id ?? "5";
  return contest({
    viewerIsCreator: true,
    viewerCanManage: true,
    screeners: [],
    judges: [],
    criteria: [],
    management: {
      __typename: "ContestManagement",
      id,
      awaitingApproval: false,
      judgingThreshold: 0,
      screeningBonus: false,
      skipWebhook: false,
    } as ContestSettingsFieldsFragment["management"],
    ...patch,
  });
}

export const listVars = (category = "active", extra: Record<string, unknown> = {}) => ({
  category,
  search: null,
  mode: null,
  first: 20,
  ...extra,
});

export function listMock(
  vars: Record<string, unknown>,
  nodes: ContestSettingsFieldsFragment[],
  next: string | null = null,
  maxUsageCount = 10,
) {
  return {
    request: { query: ContestsListingDocument, variables: vars },
    result: {
      data: {
        contests: {
          __typename: "ContestConnection",
          totalCount: nodes.length,
          nodes,
          pageInfo: { __typename: "PageInfo", hasNextPage: next !== null, endCursor: next },
        },
      },
    },
    maxUsageCount,
  };
}

export const detailMock = (c: ContestSettingsFieldsFragment, maxUsageCount = 10) => ({
  request: { query: ContestDetailDocument, variables: { id: c.id } },
  result: { data: { contest: c } },
  maxUsageCount,
});

export const manageMock = (c: ContestSettingsFieldsFragment, maxUsageCount = 10) => ({
  request: { query: ContestManageDocument, variables: { id: c.id } },
  result: { data: { contest: c } },
  maxUsageCount,
});
