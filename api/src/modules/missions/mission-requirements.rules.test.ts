import { TaskName } from "../../core/enums";
import type { EligibilityMission } from "./mission-eligibility.rules";
import { requirementLines } from "./mission-requirements.rules";
import { mission } from "./mission-rules.fixtures";

describe("requirement lines (brief §5)", () => {
  const lines = (over: Partial<EligibilityMission>) => requirementLines(mission(over));

  test("none for a mission without requirements", () => {
    expect(lines({})).toEqual([]);
  });

  test("each requirement with its wording and whether the server checks it, in the brief's order", () => {
    const out = lines({
      userMaximumRankedBeatmapsCount: 0,
      userMaximumGlobalRank: 10000,
      userMaximumPp: 4000,
      userMinimumPp: 500,
      beatmapEarliestSubmissionDate: new Date("2024-01-02T00:00:00Z"),
      beatmapLatestSubmissionDate: new Date("2026-12-31T00:00:00Z"),
      userMinimumRank: 3,
      beatmapMinimumFavorites: 25,
      beatmapMinimumPlayCount: 5000,
      beatmapDifficulties: [TaskName.Storyboard, TaskName.Hard, TaskName.Easy],
      beatmapMinimumLength: 60,
      beatmapMaximumLength: 300,
      isUniqueToRanked: true,
      isUniqueArtistToRanked: true,
    });
    expect(out).toEqual([
      { key: "rankedBeatmaps", text: "You must have no more than 0 ranked beatmaps", checkable: true },
      { key: "globalRank", text: "You must be no higher than 10,000 global rank", checkable: true },
      { key: "maximumPp", text: "Your performance points in your map's mode must be no higher than 4,000", checkable: true },
      { key: "minimumPp", text: "Your performance points in your map's mode must be higher than 500", checkable: true },
      { key: "earliestSubmission", text: "Beatmap must be submitted after 2024-01-02", checkable: true },
      { key: "latestSubmission", text: "Beatmap must be submitted before 2026-12-31", checkable: true },
      { key: "mgRank", text: "Your Mappers' Guild rank must be at least 3 (500 total points)", checkable: true },
      { key: "favoritesOrPlays", text: "Beatmap must have at least 25 favorites or 5,000 plays", checkable: true },
      { key: "difficulties", text: "Mapset must include these difficulties: Easy, Hard, Storyboard", checkable: true },
      { key: "minimumLength", text: "Beatmap must be at least 60 seconds long", checkable: true },
      { key: "maximumLength", text: "Beatmap must be no longer than 300 seconds", checkable: true },
      { key: "uniqueToRanked", text: "Song must be unique to the Ranked section as of 2026-05-01", checkable: false },
      { key: "uniqueArtistToRanked", text: "Artist must have no Ranked beatmaps as of 2026-05-01", checkable: false },
    ]);
  });

  test.each([
    ["earliest on the threshold is not shown", { beatmapEarliestSubmissionDate: new Date("2007-09-17T00:00:00Z") }, []],
    ["earliest before the threshold is not shown", { beatmapEarliestSubmissionDate: new Date("2007-01-01T00:00:00Z") }, []],
    [
      "earliest a day after the threshold is shown",
      { beatmapEarliestSubmissionDate: new Date("2007-09-18T00:00:00Z") },
      ["earliestSubmission"],
    ],
    ["latest on the threshold is not shown", { beatmapLatestSubmissionDate: new Date("2050-01-01T00:00:00Z") }, []],
    ["latest after the threshold is not shown", { beatmapLatestSubmissionDate: new Date("2100-01-01T00:00:00Z") }, []],
    [
      "latest just before the threshold is shown",
      { beatmapLatestSubmissionDate: new Date("2049-12-31T00:00:00Z") },
      ["latestSubmission"],
    ],
    ["favourites alone is not shown", { beatmapMinimumFavorites: 3 }, []],
    ["plays alone is not shown", { beatmapMinimumPlayCount: 3 }, []],
    ["favourites and plays", { beatmapMinimumFavorites: 3, beatmapMinimumPlayCount: 0 }, ["favoritesOrPlays"]],
    ["0 ranked beatmaps is a limit", { userMaximumRankedBeatmapsCount: 0 }, ["rankedBeatmaps"]],
  ] as const)("%s", (_n, over, keys) => {
    expect(lines(over as Partial<EligibilityMission>).map((l) => l.key)).toEqual(keys);
  });

  test("MG rank thresholds 100/250/500/1000/2500", () => {
    expect([1, 2, 3, 4, 5].map((r) => lines({ userMinimumRank: r })[0].text)).toEqual([
      "Your Mappers' Guild rank must be at least 1 (100 total points)",
      "Your Mappers' Guild rank must be at least 2 (250 total points)",
      "Your Mappers' Guild rank must be at least 3 (500 total points)",
      "Your Mappers' Guild rank must be at least 4 (1,000 total points)",
      "Your Mappers' Guild rank must be at least 5 (2,500 total points)",
    ]);
  });
});
