import { MissionStatus } from "../../core/enums";
import { isMissionActionable, MISSION_MSG } from "./missions.rules";
import {
  artistRerollCost,
  genreRerollCost,
  isSelectionOpen,
  pickGenreReplacement,
  pickGenreSongs,
  pickSongForSongMode,
  selectionProblem,
  showcaseMode,
  SONG_REROLL_COST,
  type ShowcaseMode,
} from "./showcase.rules";

const NOW = new Date("2026-06-01T12:00:00Z");
const LATER = new Date("2026-07-01T00:00:00Z");
const EARLIER = new Date("2026-05-01T00:00:00Z");

describe("costs", () => {
  test("song reroll costs 35", () => expect(SONG_REROLL_COST).toBe(35));
  test.each([
    [0, 10],
    [1, 20],
    [2, 40],
    [3, 80],
    [6, 640],
  ])("artist reroll after %d rerolls costs %d", (k, cost) => {
    expect(artistRerollCost(k)).toBe(cost);
  });
  test.each([
    [0, 2],
    [1, 4],
    [2, 6],
    [9, 20],
  ])("genre reroll after %d rerolls costs %d", (k, cost) => {
    expect(genreRerollCost(k)).toBe(cost);
  });
});

describe("selection window and mission state", () => {
  const showcase = { isShowcaseMission: true, isArtistShowcase: false, isGenreShowcase: false };
  const deadline = new Date("2026-06-10T00:00:00Z");
  test.each([
    ["open, a day before the deadline", MissionStatus.open, new Date("2026-06-09T00:00:00Z"), true],
    [
      "open, 3 days before the deadline (no 7-day cut-off: the brief's 'after the deadline' wins)",
      MissionStatus.open,
      new Date("2026-06-07T00:00:00Z"),
      true,
    ],
    ["open, at the deadline", MissionStatus.open, deadline, true],
    ["open, a second after the deadline", MissionStatus.open, new Date(deadline.getTime() + 1000), false],
    ["closed before the deadline", MissionStatus.closed, new Date("2026-06-01T00:00:00Z"), false],
    ["hidden", MissionStatus.hidden, new Date("2026-06-01T00:00:00Z"), false],
  ] as const)("%s", (_n, status, now, open) => {
    expect(isSelectionOpen({ ...showcase, status, deadline }, now)).toBe(open);
    expect(isMissionActionable({ status, deadline }, now)).toBe(open);
  });
  test("no selection on a non-showcase mission", () => {
    expect(
      isSelectionOpen(
        { isShowcaseMission: false, isArtistShowcase: false, isGenreShowcase: false, status: MissionStatus.open, deadline },
        new Date("2026-06-01"),
      ),
    ).toBe(false);
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

describe("showcase selection window", () => {
  const base = {
    status: MissionStatus.open,
    deadline: LATER,
    isShowcaseMission: true,
    isArtistShowcase: false,
    isGenreShowcase: false,
    userMinimumRank: null as number | null,
  };
  const artist = { ...base, isArtistShowcase: true };
  const genre = { ...base, isGenreShowcase: true };

  test.each<[string, typeof base, ShowcaseMode, number, string | null]>([
    ["song mission, song selection", base, "song", 0, null],
    ["artist mission, artist selection", artist, "artist", 0, null],
    ["genre mission, genre selection", genre, "genre", 0, null],
    ["song mission, artist selection", base, "artist", 0, MISSION_MSG.notShowcase],
    ["not a showcase mission", { ...base, isShowcaseMission: false }, "song", 0, MISSION_MSG.notShowcase],
    ["closed mission", { ...base, status: MissionStatus.closed }, "song", 0, MISSION_MSG.notOpen],
    ["past the deadline (song)", { ...base, deadline: EARLIER }, "song", 0, MISSION_MSG.tooLateSong],
    ["past the deadline (artist)", { ...artist, deadline: EARLIER }, "artist", 0, MISSION_MSG.tooLateArtist],
    ["past the deadline (genre)", { ...genre, deadline: EARLIER }, "genre", 0, MISSION_MSG.tooLateGenre],
    ["at the deadline itself", { ...base, deadline: NOW }, "song", 0, null],
    ["rank below the minimum (song)", { ...base, userMinimumRank: 2 }, "song", 1, MISSION_MSG.songRankTooLow],
    ["rank below the minimum (artist)", { ...artist, userMinimumRank: 2 }, "artist", 1, MISSION_MSG.artistRankTooLow],
    ["rank below the minimum (genre)", { ...genre, userMinimumRank: 2 }, "genre", 1, MISSION_MSG.genreRankTooLow],
    ["rank at the minimum", { ...base, userMinimumRank: 2 }, "song", 2, null],
  ])("%s → %s", (_label, mission, mode, rank, message) => {
    expect(selectionProblem(mission, mode, rank, NOW)?.message ?? null).toBe(message);
  });

  test("a closed mission is FORBIDDEN, a wrong selection BAD_USER_INPUT", () => {
    expect(selectionProblem({ ...base, status: MissionStatus.closed }, "song", 0, NOW)?.code).toBe("FORBIDDEN");
    expect(selectionProblem(base, "genre", 0, NOW)?.code).toBe("BAD_USER_INPUT");
  });
});

describe("random picks", () => {
  const seq = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length];
  };
  const songs = [
    { id: 1, artistId: 10 },
    { id: 2, artistId: 10 },
    { id: 3, artistId: 10 },
    { id: 4, artistId: 20 },
    { id: 5, artistId: 30 },
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
