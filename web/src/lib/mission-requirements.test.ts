import { missionRequirementLines, type MissionRequirementFields } from "./mission-requirements";

describe("missionRequirementLines", () => {
  test.each<[string, MissionRequirementFields, string[]]>([
    ["nothing set", {}, []],
    ["max ranked beatmaps of 0 still counts", { userMaximumRankedBeatmapsCount: 0 }, ["You must have no more than 0 ranked beatmaps"]],
    ["max ranked beatmaps of 1", { userMaximumRankedBeatmapsCount: 1 }, ["You must have no more than 1 ranked beatmap"]],
    ["max global rank", { userMaximumGlobalRank: 50000 }, ["You must be no higher than #50000 in global rank"]],
    [
      "max and min pp in the map's mode",
      { userMaximumPp: 3000, userMinimumPp: 100 },
      [
        "Your performance points in your map's mode must be no higher than 3000pp",
        "Your performance points in your map's mode must be at least 100pp",
      ],
    ],
    [
      "submission window inside the thresholds",
      { beatmapEarliestSubmissionDate: "2024-01-10T00:00:00Z", beatmapLatestSubmissionDate: "2025-06-01T00:00:00Z" },
      ["Your beatmap must be submitted after Jan 10, 2024", "Your beatmap must be submitted before Jun 1, 2025"],
    ],
    [
      "submission dates at the defaults are hidden",
      { beatmapEarliestSubmissionDate: "2007-01-01T00:00:00Z", beatmapLatestSubmissionDate: "2100-01-01T00:00:00Z" },
      [],
    ],
    [
      "thresholds themselves are hidden",
      { beatmapEarliestSubmissionDate: "2007-09-17T00:00:00Z", beatmapLatestSubmissionDate: "2050-01-01T00:00:00Z" },
      [],
    ],
    ["min MG rank 1", { userMinimumRank: 1 }, ["Your Mappers' Guild rank must be at least 1 (100 total points)"]],
    ["min MG rank 2", { userMinimumRank: 2 }, ["Your Mappers' Guild rank must be at least 2 (250 total points)"]],
    ["min MG rank 3", { userMinimumRank: 3 }, ["Your Mappers' Guild rank must be at least 3 (500 total points)"]],
    ["min MG rank 4", { userMinimumRank: 4 }, ["Your Mappers' Guild rank must be at least 4 (1000 total points)"]],
    ["min MG rank 5", { userMinimumRank: 5 }, ["Your Mappers' Guild rank must be at least 5 (2500 total points)"]],
    ["favorites alone is not shown", { beatmapMinimumFavorites: 50 }, []],
    ["plays alone is not shown", { beatmapMinimumPlayCount: 5000 }, []],
    [
      "favorites or plays when both are set",
      { beatmapMinimumFavorites: 50, beatmapMinimumPlayCount: 5000 },
      ["Your beatmap must have at least 50 favorites or 5000 plays"],
    ],
    [
      "difficulties in enum order",
      { beatmapDifficulties: ["Insane", "Easy", "Storyboard", "Normal"] },
      ["Your mapset must include: Easy, Normal, Insane, Storyboard"],
    ],
    [
      "length bounds in seconds",
      { beatmapMinimumLength: 90, beatmapMaximumLength: 300 },
      ["Your beatmap must be at least 90 seconds long", "Your beatmap must be no longer than 300 seconds"],
    ],
    [
      "unique to ranked as of creation",
      { isUniqueToRanked: true, createdAt: "2025-02-03T10:00:00Z" },
      ["Your beatmap's song must be unique to the Ranked section as of Feb 3, 2025"],
    ],
    ["null fields are ignored", { userMaximumRankedBeatmapsCount: null, userMinimumRank: null, isUniqueToRanked: false }, []],
  ])("%s", (_name, mission, lines) => {
    expect(missionRequirementLines(mission)).toEqual(lines);
  });
});
