import { BeatmapMode, BeatmapStatus, MissionStatus, Mode, TaskName } from "../../core/enums";
import {
  checkEligibility,
  eligibilityProblem,
  meetsFavoritesOrPlays,
  ppForBeatmap,
  removalProblem,
  type Eligibility,
  type EligibilityBeatmap,
  type EligibilityMission,
  type EligibilityUser,
} from "./mission-eligibility.rules";
import { MISSION_MSG } from "./missions.rules";
import { beatmap, mission, NOW, user } from "./mission-rules.fixtures";

const LATER = new Date("2026-07-01T00:00:00Z");
const EARLIER = new Date("2026-05-01T00:00:00Z");

const check = (
  m: Partial<EligibilityMission>,
  b: Partial<EligibilityBeatmap> = {},
  u: Partial<EligibilityUser> = {},
  opts = {},
) => checkEligibility(mission(m), user(u), beatmap(b), NOW, opts);

describe("checkEligibility: which requirement fails", () => {
  test("a plain map on a plain open mission qualifies", () => {
    expect(check({})).toEqual({ ok: true });
  });

  test.each([
    ["closed mission", { status: MissionStatus.closed }, {}, {}, "notOpen", undefined, "Unauthorized"],
    ["hidden mission", { status: MissionStatus.hidden }, {}, {}, "notOpen", undefined, "Unauthorized"],
    [
      "past the deadline",
      { deadline: new Date("2026-06-01T11:59:59Z") },
      {},
      {},
      "pastDeadline",
      undefined,
      "The deadline for this priority quest has passed",
    ],
    ["Ranked map", {}, { status: BeatmapStatus.Ranked }, {}, "ranked", undefined, "Error: Object not found"],
    ["map in a quest", {}, { questId: 3 }, {}, "linked", undefined, "Beatmap assigned to a quest/mission already!"],
    ["map in a mission", {}, { missionId: 4 }, {}, "linked", undefined, "Beatmap assigned to a quest/mission already!"],
    ["mode not allowed", { modes: [Mode.taiko] }, {}, {}, "mode", undefined, "Mode not allowed for this quest"],
    [
      "hybrid with a mania difficulty on an osu/taiko mission",
      { modes: [Mode.osu, Mode.taiko] },
      {
        mode: BeatmapMode.hybrid,
        tasks: [
          { name: TaskName.Hard, mode: "osu" },
          { name: TaskName.Insane, mode: "mania" },
        ],
      },
      {},
      "mode",
      undefined,
      "Mode not allowed for this quest",
    ],
    ["song of another artist", { artistIds: [1, 2] }, {}, {}, "song", undefined, "Song not applicable to this quest!"],
    [
      "osu! original mission, untagged song",
      { isOsuOriginal: true },
      {},
      {},
      "song",
      undefined,
      "Song not applicable to this quest!",
    ],
    [
      "too many ranked maps",
      { userMaximumRankedBeatmapsCount: 2 },
      {},
      {},
      "requirement",
      "rankedBeatmaps",
      "Beatmap does not meet quest requirements",
    ],
    [
      "0 ranked maps allowed, user has one",
      { userMaximumRankedBeatmapsCount: 0 },
      {},
      { rankedBeatmapsCount: 1 },
      "requirement",
      "rankedBeatmaps",
      undefined,
    ],
    [
      "global rank too high",
      { userMaximumGlobalRank: 100_000 },
      {},
      { globalRank: 99_999 },
      "requirement",
      "globalRank",
      undefined,
    ],
    ["pp above the maximum", { userMaximumPp: 1000 }, {}, {}, "requirement", "maximumPp", undefined],
    ["pp below the minimum", { userMinimumPp: 2000 }, {}, {}, "requirement", "minimumPp", undefined],
    [
      "unknown catch pp is 0 for a minimum",
      { userMinimumPp: 1 },
      { mode: BeatmapMode.catch, tasks: [] },
      {},
      "requirement",
      "minimumPp",
      undefined,
    ],
    [
      "submitted before the earliest date",
      { beatmapEarliestSubmissionDate: new Date("2026-05-25T00:00:00Z") },
      {},
      {},
      "requirement",
      "earliestSubmission",
      undefined,
    ],
    [
      "submitted after the latest date",
      { beatmapLatestSubmissionDate: new Date("2026-05-10T00:00:00Z") },
      {},
      {},
      "requirement",
      "latestSubmission",
      undefined,
    ],
    [
      "not submitted, latest date already past",
      { beatmapLatestSubmissionDate: new Date("2026-05-10T00:00:00Z") },
      { submissionDate: null },
      {},
      "requirement",
      "latestSubmission",
      undefined,
    ],
    ["MG rank too low", { userMinimumRank: 3 }, {}, {}, "requirement", "mgRank", undefined],
    [
      "neither favourites nor plays",
      { beatmapMinimumFavorites: 20, beatmapMinimumPlayCount: 5000 },
      {},
      {},
      "requirement",
      "favoritesOrPlays",
      undefined,
    ],
    [
      "zero favourites is below 1 (both thresholds set)",
      { beatmapMinimumFavorites: 1, beatmapMinimumPlayCount: 10 },
      { favorites: 0, playCount: 9 },
      {},
      "requirement",
      "favoritesOrPlays",
      undefined,
    ],
    [
      "missing required difficulty",
      { beatmapDifficulties: [TaskName.Easy, TaskName.Normal] },
      {},
      {},
      "requirement",
      "difficulties",
      undefined,
    ],
    [
      "storyboard required but absent",
      { beatmapDifficulties: [TaskName.Storyboard] },
      {},
      {},
      "requirement",
      "difficulties",
      undefined,
    ],
    ["too short", { beatmapMinimumLength: 200 }, {}, {}, "requirement", "minimumLength", undefined],
    ["too long", { beatmapMaximumLength: 90 }, {}, {}, "requirement", "maximumLength", undefined],
    [
      "song ranked before the mission",
      { isUniqueToRanked: true },
      { songRankedBefore: true },
      {},
      "requirement",
      "uniqueToRanked",
      undefined,
    ],
    [
      "artist ranked before the mission",
      { isUniqueArtistToRanked: true },
      { artistRankedBefore: true },
      {},
      "requirement",
      "uniqueArtistToRanked",
      undefined,
    ],
  ] as const)("%s", (_name, m, b, u, reason, requirement, message) => {
    const r = check(m as Partial<EligibilityMission>, b as Partial<EligibilityBeatmap>, u as Partial<EligibilityUser>);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe(reason);
    expect(r.requirement).toBe(requirement);
    if (message) expect(r.message).toBe(message);
  });

  test.each([
    ["deadline exactly now", { deadline: NOW }, {}, {}],
    ["ranked count equal to the maximum", { userMaximumRankedBeatmapsCount: 3 }, {}, {}],
    ["global rank equal to the limit", { userMaximumGlobalRank: 50_000 }, {}, {}],
    ["no global rank (unranked player) is below every rank", { userMaximumGlobalRank: 1000 }, {}, { globalRank: null }],
    ["unknown pp is 0 for a maximum", { userMaximumPp: 0 }, { mode: BeatmapMode.catch, tasks: [] }, {}],
    ["pp equal to the minimum", { userMinimumPp: 1500 }, {}, {}],
    [
      "not submitted yet, earliest date past",
      { beatmapEarliestSubmissionDate: new Date("2026-01-01T00:00:00Z") },
      { submissionDate: null },
      {},
    ],
    ["MG rank equal to the minimum", { userMinimumRank: 2 }, {}, {}],
    ["favourites met, plays not", { beatmapMinimumFavorites: 10, beatmapMinimumPlayCount: 5000 }, {}, {}],
    ["plays met, zero favourites", { beatmapMinimumFavorites: 10, beatmapMinimumPlayCount: 500 }, { favorites: 0 }, {}],
    ["a favourites threshold alone is not enforced", { beatmapMinimumFavorites: 1 }, { favorites: 0, playCount: 0 }, {}],
    ["a plays threshold alone is not enforced", { beatmapMinimumPlayCount: 10_000 }, { favorites: 0, playCount: 0 }, {}],
    ["difficulties present in any mode", { beatmapDifficulties: [TaskName.Insane, TaskName.Hitsounds] }, {}, {}],
    ["unknown length cannot be checked", { beatmapMinimumLength: 200, beatmapMaximumLength: 250 }, { length: null }, {}],
    ["length within bounds", { beatmapMinimumLength: 180, beatmapMaximumLength: 180 }, {}, {}],
    ["artist on the list", { artistIds: [7] }, {}, {}],
    ["osu! original tag", { isOsuOriginal: true }, { song: { artistId: 7, tags: ["osu!original"] } }, {}],
    [
      "hybrid whose difficulties are all allowed",
      { modes: [Mode.osu, Mode.taiko] },
      {
        mode: BeatmapMode.hybrid,
        tasks: [
          { name: TaskName.Hard, mode: "osu" },
          { name: TaskName.Hard, mode: "taiko" },
          { name: TaskName.Storyboard, mode: "sb" },
        ],
      },
      {},
    ],
    ["song ranked before, but uniqueness not required", {}, { songRankedBefore: true, artistRankedBefore: true }, {}],
  ] as const)("passes: %s", (_name, m, b, u) => {
    expect(check(m as Partial<EligibilityMission>, b as Partial<EligibilityBeatmap>, u as Partial<EligibilityUser>)).toEqual({
      ok: true,
    });
  });

  test("ignoreMissionLink lets a linked map be checked for another mission, but never a quest map", () => {
    expect(check({}, { missionId: 9 }, {}, { ignoreMissionLink: true })).toEqual({ ok: true });
    expect(check({}, { questId: 9 }, {}, { ignoreMissionLink: true })).toMatchObject({ ok: false, reason: "linked" });
  });

  test("the first failure in display order wins", () => {
    const r = check({ userMaximumRankedBeatmapsCount: 0, userMinimumRank: 5, beatmapMaximumLength: 10 });
    expect(r).toMatchObject({ ok: false, requirement: "rankedBeatmaps" });
  });
});

describe("pp of a map's mode", () => {
  test.each([
    [BeatmapMode.osu, [], 1500],
    [BeatmapMode.taiko, [], 200],
    [BeatmapMode.catch, [], 0],
    [BeatmapMode.mania, [], 3000],
    [
      BeatmapMode.hybrid,
      [
        { name: TaskName.Hard, mode: "osu" },
        { name: TaskName.Hard, mode: "taiko" },
      ],
      1500,
    ],
    [
      BeatmapMode.hybrid,
      [
        { name: TaskName.Hard, mode: "taiko" },
        { name: TaskName.Hard, mode: "mania" },
      ],
      3000,
    ],
    [BeatmapMode.hybrid, [{ name: TaskName.Storyboard, mode: "sb" }], 0],
  ] as const)("%s with tasks %j → %d (hybrid: the highest of its difficulties' modes)", (mode, tasks, pp) => {
    expect(ppForBeatmap(user(), { mode, tasks: tasks as unknown as EligibilityBeatmap["tasks"] })).toBe(pp);
  });
});

describe("favourites or plays", () => {
  test.each([
    [null, null, 0, 0, true],
    [5, null, 5, 0, true],
    [5, null, 4, 99999, true],
    [5, null, 0, 0, true],
    [null, 100, 0, 100, true],
    [null, 100, 999, 99, true],
    [null, 100, 0, 0, true],
    [5, 100, 0, 0, false],
    [5, 100, 5, 0, true],
    [5, 100, 0, 100, true],
    [5, 100, null, null, false],
    [0, 0, null, null, true],
  ] as const)("min fav %s / plays %s with %s fav and %s plays → %s", (minFav, minPlays, fav, plays, ok) => {
    expect(
      meetsFavoritesOrPlays(
        { beatmapMinimumFavorites: minFav, beatmapMinimumPlayCount: minPlays },
        { favorites: fav, playCount: plays },
      ),
    ).toBe(ok);
  });
});

describe("a failed eligibility as a problem (the original's codes)", () => {
  const no = (reason: Extract<Eligibility, { ok: false }>["reason"]): Eligibility => ({ ok: false, reason, message: reason });
  test.each([
    ["notOpen", "FORBIDDEN"],
    ["pastDeadline", "FORBIDDEN"],
    ["ranked", "NOT_FOUND"],
    ["linked", "CONFLICT"],
    ["mode", "BAD_USER_INPUT"],
    ["song", "BAD_USER_INPUT"],
    ["requirement", "BAD_USER_INPUT"],
  ] as const)("%s → %s", (reason, code) => {
    expect(eligibilityProblem(no(reason))).toEqual({ code, message: reason });
  });

  test("eligible → no problem", () => {
    expect(eligibilityProblem({ ok: true })).toBeNull();
  });
});

describe("removing a beatmap from a mission", () => {
  const HOST = { id: 1, isAdmin: false };
  const OTHER = { id: 2, isAdmin: false };
  const ADMIN = { id: 9, isAdmin: true };
  const open = { id: 5, status: MissionStatus.open, deadline: LATER };
  const map = (over: Partial<{ missionId: number | null; hostId: number; status: BeatmapStatus }> = {}) => ({
    missionId: 5,
    hostId: HOST.id,
    status: BeatmapStatus.WIP,
    ...over,
  });

  test.each([
    ["the host, open mission", HOST, open, map(), null],
    ["the host, a map of another mission", HOST, open, map({ missionId: 6 }), MISSION_MSG.notInMission],
    ["an admin, a map of another mission", ADMIN, open, map({ missionId: null }), MISSION_MSG.notInMission],
    ["someone else", OTHER, open, map(), MISSION_MSG.notHost],
    ["the host, a Ranked map", HOST, open, map({ status: BeatmapStatus.Ranked }), "Error: Object not found"],
    ["the host, a closed mission", HOST, { ...open, status: MissionStatus.closed }, map(), MISSION_MSG.notOpen],
    ["the host, past the deadline", HOST, { ...open, deadline: EARLIER }, map(), MISSION_MSG.pastDeadline],
    [
      "an admin, someone's Ranked map of a closed mission",
      ADMIN,
      { ...open, status: MissionStatus.closed },
      map({ status: BeatmapStatus.Ranked }),
      null,
    ],
    ["an admin, past the deadline", ADMIN, { ...open, deadline: EARLIER }, map(), null],
  ] as const)("%s → %s", (_label, who, mission, b, message) => {
    expect(removalProblem(who, mission, b, NOW)?.message ?? null).toBe(message);
  });
});
