/** Test data for the missions components (shapes of the generated fragments, with __typename as the cache stores them). */
import type { AdminMissionFieldsFragment, MissionFieldsFragment, MissionMapFieldsFragment } from "./gql/graphql";

export function testMap(
  id: string,
  over: Partial<MissionMapFieldsFragment> & { hostId?: string; day?: number } = {},
): MissionMapFieldsFragment {
  const { hostId = `h${id}`, day = Number(id), ...rest } = over;
  return {
    __typename: "Beatmap",
    id,
    status: "WIP",
    mode: "osu",
    url: null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + day * 3_600_000).toISOString(),
    isLame: false,
    viewerIsHost: false,
    song: { __typename: "Song", id: `s${id}`, title: `Song ${id}`, artistName: "Band" },
    host: { __typename: "User", id: hostId, username: `Host${hostId}`, osuId: 1000 + Number(id) },
    ...rest,
  } as MissionMapFieldsFragment;
}

export function testMission(over: Partial<MissionFieldsFragment> = {}): MissionFieldsFragment {
  return {
    __typename: "Mission",
    id: "9",
    name: "Featured Favourites",
    tier: 2,
    modes: ["osu", "taiko", "catch", "mania"],
    status: "open",
    objective: "Map a **favourite** song",
    winCondition: "The best map wins",
    additionalRequirement: null,
    deadline: "2030-03-05T00:00:00.000Z",
    isOsuOriginal: false,
    requirements: [],
    artists: [],
    createdAt: "2025-01-01T00:00:00.000Z",
    isShowcaseMission: false,
    isArtistShowcase: false,
    isGenreShowcase: false,
    isSeparate: false,
    selectionOpen: false,
    acceptsBeatmaps: true,
    remainingArtists: 0,
    genreOptions: [],
    associatedMaps: [],
    winningBeatmaps: [],
    invalidBeatmaps: [],
    ...over,
  } as MissionFieldsFragment;
}

export function testAdminMission(over: Partial<AdminMissionFieldsFragment> = {}): AdminMissionFieldsFragment {
  return {
    ...testMission(),
    openingAnnounced: true,
    closingAnnounced: false,
    isUniqueToRanked: false,
    isUniqueArtistToRanked: false,
    hasLameWinners: false,
    allMappersWin: false,
    userMaximumRankedBeatmapsCount: null,
    userMaximumGlobalRank: null,
    userMinimumRank: null,
    userMaximumPp: null,
    userMinimumPp: null,
    beatmapEarliestSubmissionDate: null,
    beatmapLatestSubmissionDate: null,
    beatmapMinimumFavorites: null,
    beatmapMinimumPlayCount: null,
    beatmapDifficulties: [],
    beatmapMinimumLength: null,
    beatmapMaximumLength: null,
    ...over,
  } as unknown as AdminMissionFieldsFragment;
}
