import { ArtistStatus, BeatmapMode, BeatmapStatus, MissionStatus, Mode, TaskName } from "../common/enums";
import {
  artistRerollCost, checkEligibility, genreRerollCost, isArtistPublic, isMissionActionable, isOsuOriginalSong, isSelectionOpen,
  meetsFavoritesOrPlays, MissionFieldError, NEW_MISSION_DEFAULTS, parseMissionPatch, pickGenreReplacement, pickGenreSongs,
  pickSongForSongMode, ppForBeatmap, requirementLines, showcaseMode, SONG_REROLL_COST, validateMissionFields,
  type EligibilityBeatmap, type EligibilityMission, type EligibilityUser, type MissionFields,
} from "./missions.rules";

const NOW = new Date("2026-06-01T12:00:00Z");

const mission = (over: Partial<EligibilityMission> = {}): EligibilityMission => ({
  status: MissionStatus.open,
  deadline: new Date("2026-07-01T00:00:00Z"),
  modes: [Mode.osu, Mode.taiko, Mode.catch, Mode.mania],
  artistIds: [],
  isOsuOriginal: false,
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
  isUniqueToRanked: false,
  isUniqueArtistToRanked: false,
  createdAt: new Date("2026-05-01T00:00:00Z"),
  ...over,
});

const user = (over: Partial<EligibilityUser> = {}): EligibilityUser => ({
  rank: 2, globalRank: 50_000, ppOsu: 1500, ppTaiko: 200, ppCatch: null, ppMania: 3000, rankedBeatmapsCount: 3, ...over,
});

const beatmap = (over: Partial<EligibilityBeatmap> = {}): EligibilityBeatmap => ({
  status: BeatmapStatus.WIP,
  mode: BeatmapMode.osu,
  questId: null,
  missionId: null,
  submissionDate: new Date("2026-05-20T00:00:00Z"),
  favorites: 10,
  playCount: 1000,
  length: 180,
  tasks: [{ name: TaskName.Normal, mode: "osu" }, { name: TaskName.Insane, mode: "osu" }, { name: TaskName.Hitsounds, mode: "hs" }],
  song: { artistId: 7, tags: ["rock"] },
  songRankedBefore: false,
  artistRankedBefore: false,
  ...over,
});

const check = (m: Partial<EligibilityMission>, b: Partial<EligibilityBeatmap> = {}, u: Partial<EligibilityUser> = {}, opts = {}) =>
  checkEligibility(mission(m), user(u), beatmap(b), NOW, opts);

describe("checkEligibility: which requirement fails", () => {
  test("a plain map on a plain open mission qualifies", () => {
    expect(check({})).toEqual({ ok: true });
  });

  test.each([
    ["closed mission", { status: MissionStatus.closed }, {}, {}, "notOpen", undefined, "Unauthorized"],
    ["hidden mission", { status: MissionStatus.hidden }, {}, {}, "notOpen", undefined, "Unauthorized"],
    ["past the deadline", { deadline: new Date("2026-06-01T11:59:59Z") }, {}, {}, "pastDeadline", undefined, "The deadline for this priority quest has passed"],
    ["Ranked map", {}, { status: BeatmapStatus.Ranked }, {}, "ranked", undefined, "Error: Object not found"],
    ["map in a quest", {}, { questId: 3 }, {}, "linked", undefined, "Beatmap assigned to a quest/mission already!"],
    ["map in a mission", {}, { missionId: 4 }, {}, "linked", undefined, "Beatmap assigned to a quest/mission already!"],
    ["mode not allowed", { modes: [Mode.taiko] }, {}, {}, "mode", undefined, "Mode not allowed for this quest"],
    ["hybrid with a mania difficulty on an osu/taiko mission", { modes: [Mode.osu, Mode.taiko] },
      { mode: BeatmapMode.hybrid, tasks: [{ name: TaskName.Hard, mode: "osu" }, { name: TaskName.Insane, mode: "mania" }] }, {}, "mode", undefined, "Mode not allowed for this quest"],
    ["song of another artist", { artistIds: [1, 2] }, {}, {}, "song", undefined, "Song not applicable to this quest!"],
    ["osu! original mission, untagged song", { isOsuOriginal: true }, {}, {}, "song", undefined, "Song not applicable to this quest!"],
    ["too many ranked maps", { userMaximumRankedBeatmapsCount: 2 }, {}, {}, "requirement", "rankedBeatmaps", "Beatmap does not meet quest requirements"],
    ["0 ranked maps allowed, user has one", { userMaximumRankedBeatmapsCount: 0 }, {}, { rankedBeatmapsCount: 1 }, "requirement", "rankedBeatmaps", undefined],
    ["global rank too high", { userMaximumGlobalRank: 100_000 }, {}, { globalRank: 99_999 }, "requirement", "globalRank", undefined],
    ["pp above the maximum", { userMaximumPp: 1000 }, {}, {}, "requirement", "maximumPp", undefined],
    ["pp below the minimum", { userMinimumPp: 2000 }, {}, {}, "requirement", "minimumPp", undefined],
    ["unknown catch pp is 0 for a minimum", { userMinimumPp: 1 }, { mode: BeatmapMode.catch, tasks: [] }, {}, "requirement", "minimumPp", undefined],
    ["submitted before the earliest date", { beatmapEarliestSubmissionDate: new Date("2026-05-25T00:00:00Z") }, {}, {}, "requirement", "earliestSubmission", undefined],
    ["submitted after the latest date", { beatmapLatestSubmissionDate: new Date("2026-05-10T00:00:00Z") }, {}, {}, "requirement", "latestSubmission", undefined],
    ["not submitted, latest date already past", { beatmapLatestSubmissionDate: new Date("2026-05-10T00:00:00Z") }, { submissionDate: null }, {}, "requirement", "latestSubmission", undefined],
    ["MG rank too low", { userMinimumRank: 3 }, {}, {}, "requirement", "mgRank", undefined],
    ["neither favourites nor plays", { beatmapMinimumFavorites: 20, beatmapMinimumPlayCount: 5000 }, {}, {}, "requirement", "favoritesOrPlays", undefined],
    ["zero favourites is below 1 (no plays threshold)", { beatmapMinimumFavorites: 1 }, { favorites: 0 }, {}, "requirement", "favoritesOrPlays", undefined],
    ["missing required difficulty", { beatmapDifficulties: [TaskName.Easy, TaskName.Normal] }, {}, {}, "requirement", "difficulties", undefined],
    ["storyboard required but absent", { beatmapDifficulties: [TaskName.Storyboard] }, {}, {}, "requirement", "difficulties", undefined],
    ["too short", { beatmapMinimumLength: 200 }, {}, {}, "requirement", "minimumLength", undefined],
    ["too long", { beatmapMaximumLength: 90 }, {}, {}, "requirement", "maximumLength", undefined],
    ["song ranked before the mission", { isUniqueToRanked: true }, { songRankedBefore: true }, {}, "requirement", "uniqueToRanked", undefined],
    ["artist ranked before the mission", { isUniqueArtistToRanked: true }, { artistRankedBefore: true }, {}, "requirement", "uniqueArtistToRanked", undefined],
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
    ["not submitted yet, earliest date past", { beatmapEarliestSubmissionDate: new Date("2026-01-01T00:00:00Z") }, { submissionDate: null }, {}],
    ["MG rank equal to the minimum", { userMinimumRank: 2 }, {}, {}],
    ["favourites met, plays not", { beatmapMinimumFavorites: 10, beatmapMinimumPlayCount: 5000 }, {}, {}],
    ["plays met, zero favourites", { beatmapMinimumFavorites: 10, beatmapMinimumPlayCount: 500 }, { favorites: 0 }, {}],
    ["difficulties present in any mode", { beatmapDifficulties: [TaskName.Insane, TaskName.Hitsounds] }, {}, {}],
    ["unknown length cannot be checked", { beatmapMinimumLength: 200, beatmapMaximumLength: 250 }, { length: null }, {}],
    ["length within bounds", { beatmapMinimumLength: 180, beatmapMaximumLength: 180 }, {}, {}],
    ["artist on the list", { artistIds: [7] }, {}, {}],
    ["osu! original tag", { isOsuOriginal: true }, { song: { artistId: 7, tags: ["osu!original"] } }, {}],
    ["hybrid whose difficulties are all allowed", { modes: [Mode.osu, Mode.taiko] }, { mode: BeatmapMode.hybrid, tasks: [{ name: TaskName.Hard, mode: "osu" }, { name: TaskName.Hard, mode: "taiko" }, { name: TaskName.Storyboard, mode: "sb" }] }, {}],
    ["song ranked before, but uniqueness not required", {}, { songRankedBefore: true, artistRankedBefore: true }, {}],
  ] as const)("passes: %s", (_name, m, b, u) => {
    expect(check(m as Partial<EligibilityMission>, b as Partial<EligibilityBeatmap>, u as Partial<EligibilityUser>)).toEqual({ ok: true });
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
    [BeatmapMode.hybrid, [{ name: TaskName.Hard, mode: "osu" }, { name: TaskName.Hard, mode: "taiko" }], 1500],
    [BeatmapMode.hybrid, [{ name: TaskName.Hard, mode: "taiko" }, { name: TaskName.Hard, mode: "mania" }], 3000],
    [BeatmapMode.hybrid, [{ name: TaskName.Storyboard, mode: "sb" }], 0],
  ] as const)("%s with tasks %j → %d (hybrid: the highest of its difficulties' modes)", (mode, tasks, pp) => {
    expect(ppForBeatmap(user(), { mode, tasks: tasks as unknown as EligibilityBeatmap["tasks"] })).toBe(pp);
  });
});

describe("favourites or plays", () => {
  test.each([
    [null, null, 0, 0, true],
    [5, null, 5, 0, true],
    [5, null, 4, 99999, false],
    [null, 100, 0, 100, true],
    [null, 100, 999, 99, false],
    [5, 100, 0, 0, false],
    [5, 100, 5, 0, true],
    [5, 100, 0, 100, true],
    [5, 100, null, null, false],
    [0, 0, null, null, true],
  ] as const)("min fav %s / plays %s with %s fav and %s plays → %s", (minFav, minPlays, fav, plays, ok) => {
    expect(meetsFavoritesOrPlays({ beatmapMinimumFavorites: minFav, beatmapMinimumPlayCount: minPlays }, { favorites: fav, playCount: plays })).toBe(ok);
  });
});

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
    ["earliest a day after the threshold is shown", { beatmapEarliestSubmissionDate: new Date("2007-09-18T00:00:00Z") }, ["earliestSubmission"]],
    ["latest on the threshold is not shown", { beatmapLatestSubmissionDate: new Date("2050-01-01T00:00:00Z") }, []],
    ["latest after the threshold is not shown", { beatmapLatestSubmissionDate: new Date("2100-01-01T00:00:00Z") }, []],
    ["latest just before the threshold is shown", { beatmapLatestSubmissionDate: new Date("2049-12-31T00:00:00Z") }, ["latestSubmission"]],
    ["favourites alone", { beatmapMinimumFavorites: 3 }, ["favoritesOrPlays"]],
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

describe("costs", () => {
  test("song reroll costs 35", () => expect(SONG_REROLL_COST).toBe(35));
  test.each([[0, 10], [1, 20], [2, 40], [3, 80], [6, 640]])("artist reroll after %d rerolls costs %d", (k, cost) => {
    expect(artistRerollCost(k)).toBe(cost);
  });
  test.each([[0, 2], [1, 4], [2, 6], [9, 20]])("genre reroll after %d rerolls costs %d", (k, cost) => {
    expect(genreRerollCost(k)).toBe(cost);
  });
});

describe("selection window and mission state", () => {
  const showcase = { isShowcaseMission: true, isArtistShowcase: false, isGenreShowcase: false };
  const deadline = new Date("2026-06-10T00:00:00Z");
  test.each([
    ["open, a day before the deadline", MissionStatus.open, new Date("2026-06-09T00:00:00Z"), true],
    ["open, 3 days before the deadline (no 7-day cut-off: the brief's 'after the deadline' wins)", MissionStatus.open, new Date("2026-06-07T00:00:00Z"), true],
    ["open, at the deadline", MissionStatus.open, deadline, true],
    ["open, a second after the deadline", MissionStatus.open, new Date(deadline.getTime() + 1000), false],
    ["closed before the deadline", MissionStatus.closed, new Date("2026-06-01T00:00:00Z"), false],
    ["hidden", MissionStatus.hidden, new Date("2026-06-01T00:00:00Z"), false],
  ] as const)("%s", (_n, status, now, open) => {
    expect(isSelectionOpen({ ...showcase, status, deadline }, now)).toBe(open);
    expect(isMissionActionable({ status, deadline }, now)).toBe(open);
  });
  test("no selection on a non-showcase mission", () => {
    expect(isSelectionOpen({ isShowcaseMission: false, isArtistShowcase: false, isGenreShowcase: false, status: MissionStatus.open, deadline }, new Date("2026-06-01"))).toBe(false);
  });
  test.each([
    [false, false, false, null],
    [true, false, false, "song"],
    [true, true, false, "artist"],
    [true, false, true, "genre"],
    [false, true, false, null],
  ] as const)("showcase %s / artist %s / genre %s → %s", (s, a, g, mode) => {
    expect(showcaseMode({ isShowcaseMission: s, isArtistShowcase: a, isGenreShowcase: g })).toBe(mode);
  });
});

describe("confidential artists and osu! originals", () => {
  test.each([
    [ArtistStatus.public, 12, true],
    [ArtistStatus.playlist, 12, true],
    [ArtistStatus.private, 12, false],
    [ArtistStatus.public, null, false],
    [ArtistStatus.private, null, false],
  ] as const)("status %s osuId %s → public %s", (status, osuId, pub) => {
    expect(isArtistPublic({ status, osuId })).toBe(pub);
  });
  test.each([[["osu! original"], true], [["OSU-Original"], true], [["osu original", "rock"], true], [["original"], false], [[], false]] as const)(
    "tags %j → %s", (tags, ok) => expect(isOsuOriginalSong({ tags: [...tags] })).toBe(ok),
  );
});

describe("random picks", () => {
  const seq = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length];
  };
  const songs = [
    { id: 1, artistId: 10 }, { id: 2, artistId: 10 }, { id: 3, artistId: 10 }, { id: 4, artistId: 20 }, { id: 5, artistId: 30 },
  ];

  test("song mode prefers songs nobody else holds; duplicates only once everything is taken", () => {
    for (let r = 0; r < 1; r += 0.05) {
      const pick = pickSongForSongMode(songs, new Set([1, 2, 3, 4]), () => r);
      expect(pick?.id).toBe(5);
    }
    expect(pickSongForSongMode(songs, new Set([1, 2, 3, 4, 5]), () => 0)?.id).toBeDefined();
    expect(pickSongForSongMode([], new Set(), () => 0)).toBeUndefined();
  });

  test("song mode picks an artist first (equal weight), then a song", () => {
    expect(pickSongForSongMode(songs, new Set(), seq(0.99, 0))).toEqual({ id: 5, artistId: 30 });
    expect(pickSongForSongMode(songs, new Set(), seq(0, 0.99))).toEqual({ id: 3, artistId: 10 });
  });

  test("genre: three songs of distinct artists when there are three artists", () => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const picked = pickGenreSongs(songs, 3, () => r);
      expect(picked).toHaveLength(3);
      expect(new Set(picked.map((s) => s.artistId)).size).toBe(3);
    }
  });

  test("genre: fewer artists than songs wanted → filled from the rest, no duplicates", () => {
    const two = songs.slice(0, 4);
    const picked = pickGenreSongs(two, 3, Math.random);
    expect(picked).toHaveLength(3);
    expect(new Set(picked.map((s) => s.id)).size).toBe(3);
    expect(new Set(picked.map((s) => s.artistId))).toEqual(new Set([10, 20]));
    expect(pickGenreSongs(songs.slice(0, 2), 3, Math.random)).toHaveLength(2);
  });

  test("genre reroll prefers an artist not already held", () => {
    expect(pickGenreReplacement(songs, new Set([10, 20]), () => 0)?.artistId).toBe(30);
    expect(pickGenreReplacement(songs.slice(0, 3), new Set([10]), () => 0)?.artistId).toBe(10);
  });
});

describe("admin fields", () => {
  const base = (over: Partial<MissionFields> = {}): MissionFields =>
    ({ ...NEW_MISSION_DEFAULTS, name: "PQ", tier: 2, objective: "Map", deadline: new Date("2026-09-01"), ...over }) as MissionFields;

  test("parses a full patch and ignores unknown keys", () => {
    const p = parseMissionPatch({
      name: "  Hello ", tier: 3, status: "open", objective: "**x**", deadline: "2026-09-01T00:00:00Z", modes: ["mania", "osu"],
      artistIds: ["4", 4, 5], isShowcaseMission: true, remainingArtists: 2, genreOptions: ["rock", " rock", "pop", ""],
      userMinimumRank: 3, userMaximumPp: null, beatmapDifficulties: ["Hard", "Easy"], additionalRequirement: "  ", junk: 1,
    });
    expect(p).toEqual({
      name: "Hello", tier: 3, status: "open", objective: "**x**", deadline: new Date("2026-09-01T00:00:00Z"), modes: ["osu", "mania"],
      artistIds: [4, 5], isShowcaseMission: true, remainingArtists: 2, genreOptions: ["rock", "pop"], userMinimumRank: 3,
      userMaximumPp: null, beatmapDifficulties: ["Easy", "Hard"], additionalRequirement: null,
    });
  });

  test.each([
    [{ tier: 5 }, "Invalid number"],
    [{ tier: 0 }, "Invalid number"],
    [{ tier: "x" }, "Invalid number"],
    [{ userMinimumRank: 6 }, "Invalid number"],
    [{ userMaximumPp: -1 }, "Invalid number"],
    [{ userMaximumPp: 1.5 }, "Invalid number"],
    [{ deadline: "soon" }, "Invalid date"],
    [{ deadline: null }, "Invalid date"],
    [{ beatmapEarliestSubmissionDate: "nope" }, "Invalid date"],
    [{ status: "archived" }, "Invalid status"],
    [{ modes: ["osu", "hybrid"] }, "Invalid mode"],
    [{ name: "   " }, "Name is required"],
    [{ name: "x".repeat(201) }, "Name is too long (at most 200 characters)"],
    [{ objective: "x".repeat(10_001) }, "Objective is too long (at most 10000 characters)"],
    [{ isSeparate: "yes" }, "value must be true or false"],
    [{ beatmapDifficulties: ["Ultra"] }, "Invalid difficulty"],
    [{ genreOptions: ["x".repeat(51)] }, "Genre is too long (at most 50 characters)"],
    [{ artistIds: ["abc"] }, "Invalid artist"],
  ].map(([raw, message]) => [message, raw] as [string, object]))("rejects a bad value with: %s", (message, raw) => {
    expect(() => parseMissionPatch(raw as Record<string, unknown>)).toThrow(new MissionFieldError(message));
  });

  test.each([
    [{}, null],
    [{ modes: [] }, "Select at least one mode!"],
    [{ isArtistShowcase: true, isGenreShowcase: true }, "A showcase mission is either an artist or a genre showcase, not both"],
    [{ userMinimumPp: 10, userMaximumPp: 5 }, "Minimum pp is above the maximum pp"],
    [{ beatmapMinimumLength: 100, beatmapMaximumLength: 99 }, "Minimum length is above the maximum length"],
    [{ beatmapEarliestSubmissionDate: new Date("2026-02-01"), beatmapLatestSubmissionDate: new Date("2026-01-01") }, "Earliest submission date is after the latest one"],
  ] as const)("whole-mission validation %j → %s", (over, error) => {
    expect(validateMissionFields(base(over as Partial<MissionFields>))).toBe(error);
  });
});
