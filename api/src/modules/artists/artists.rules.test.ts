import { UserGroup } from "../../core/enums";
import {
  checkContactDay,
  checkDay,
  checkLabel,
  checkNotes,
  checkOsuId,
  checkSearch,
  checkSong,
  checkTag,
  checkThreshold,
  checkUrl,
  checkUserIds,
  checkUserList,
  classifiedStatus,
  columnsOf,
  compareInColumn,
  createDealRow,
  deleteArtistProblem,
  deleteSongProblem,
  describeUsage,
  FA_COLUMNS,
  FaColumn,
  FaFlag,
  faScheduleAccess,
  flagPatch,
  isProblem,
  needsReview,
  osuArtistQuery,
  likeContainsAsTyped,
  resetPatch,
  tagsWith,
  tagsWithout,
  type DealFacts,
  type DealFlags,
} from "./artists.rules";

const FA_ACCOUNT = 107;
const viewer = (
  over: Partial<{ osuId: number; group: UserGroup; isMentorshipAdmin: boolean; isWorldCupHelper: boolean }> = {},
) => ({
  id: 1,
  osuId: 1,
  group: UserGroup.user,
  isMentorshipAdmin: false,
  isWorldCupHelper: false,
  ...over,
});

describe("faScheduleAccess: the configured account and admins, nobody else", () => {
  test.each([
    ["anonymous", null, "UNAUTHENTICATED"],
    ["member", viewer(), "FORBIDDEN"],
    ["FA Schedule account", viewer({ osuId: FA_ACCOUNT }), null],
    ["admin", viewer({ group: UserGroup.admin }), null],
    ["secret", viewer({ group: UserGroup.secret }), "FORBIDDEN"],
    ["mentorship admin", viewer({ isMentorshipAdmin: true }), "FORBIDDEN"],
    ["World Cup helper", viewer({ isWorldCupHelper: true }), "FORBIDDEN"],
  ])("%s", (_name, v, code) => {
    expect(faScheduleAccess(v, FA_ACCOUNT)?.code ?? null).toBe(code);
  });
});

const deal = (over: Partial<DealFacts> = {}): DealFacts => ({
  id: 1,
  osuId: null,
  isContacted: false,
  isResponded: false,
  isRejected: false,
  contractSent: false,
  ppySigned: false,
  isUpToDate: false,
  hasNewSongs: false,
  projectedRelease: null,
  lastContacted: null,
  createdAt: new Date("2025-01-01T00:00:00Z"),
  label: "A",
  ...over,
});

describe("board columns (filters, an artist may sit in several or none)", () => {
  test.each<[string, Partial<DealFacts>, FaColumn[]]>([
    ["a fresh artist is not contacted", {}, [FaColumn.notContacted]],
    ["contacted, no answer: awaiting response", { isContacted: true }, [FaColumn.awaitingResponse]],
    [
      "contacted with a projected release: ready, not awaiting",
      { isContacted: true, projectedRelease: "2030-01-01" },
      [FaColumn.ready],
    ],
    ["responded, no contract: discussion", { isContacted: true, isResponded: true }, [FaColumn.discussion]],
    ["contract sent: contract", { isContacted: true, isResponded: true, contractSent: true }, [FaColumn.contract]],
    [
      "ppy signed: ready, out of contract",
      { isContacted: true, isResponded: true, contractSent: true, ppySigned: true },
      [FaColumn.ready],
    ],
    ["rejected after contact", { isContacted: true, isRejected: true }, [FaColumn.rejected]],
    ["rejected but responded: not discussion", { isContacted: true, isResponded: true, isRejected: true }, [FaColumn.rejected]],
    ["released and up to date", { isContacted: true, osuId: 5, isUpToDate: true }, [FaColumn.upToDate]],
    [
      "released with new songs: an update and up to date",
      { isContacted: true, osuId: 5, isUpToDate: true, hasNewSongs: true },
      [FaColumn.artistUpdates, FaColumn.upToDate],
    ],
    [
      "released, not up to date, new songs: only an update",
      { isContacted: true, osuId: 5, hasNewSongs: true },
      [FaColumn.artistUpdates],
    ],
    ["released, contacted, responded, not up to date: nowhere", { isContacted: true, isResponded: true, osuId: 5 }, []],
    ["up to date but never contacted: not contacted only", { isUpToDate: true }, [FaColumn.notContacted]],
    ["up to date and rejected: up to date only", { isContacted: true, isUpToDate: true, isRejected: true }, [FaColumn.upToDate]],
    ["not contacted with ppy signed: ready too", { ppySigned: true }, [FaColumn.ready, FaColumn.notContacted]],
  ])("%s", (_name, over, columns) => {
    expect(columnsOf(deal(over))).toEqual(columns);
  });

  it("lists every column once, in board order", () => {
    expect(FA_COLUMNS).toEqual([
      "ready",
      "contract",
      "discussion",
      "artistUpdates",
      "awaitingResponse",
      "notContacted",
      "upToDate",
      "rejected",
    ]);
  });
});

describe("order inside a column", () => {
  const sorted = (column: FaColumn, rows: DealFacts[]) =>
    [...rows].sort((a, b) => compareInColumn(column, a, b)).map((r) => r.id);
  const d = (id: number, over: Partial<DealFacts>) => deal({ id, ...over });

  it("ready: projected release soonest first, then the undated ones by latest contact", () => {
    const rows = [
      d(1, { projectedRelease: null, lastContacted: new Date("2025-01-01") }),
      d(2, { projectedRelease: "2030-05-01" }),
      d(3, { projectedRelease: "2030-01-01" }),
      d(4, { projectedRelease: null, lastContacted: new Date("2025-06-01") }),
      d(5, { projectedRelease: null, lastContacted: null }),
    ];
    expect(sorted(FaColumn.ready, rows)).toEqual([3, 2, 4, 1, 5]);
  });

  it("by last contact, newest first; never contacted last; ties by newest row", () => {
    const t = new Date("2025-03-01");
    const rows = [
      d(1, { lastContacted: null }),
      d(2, { lastContacted: t }),
      d(3, { lastContacted: new Date("2025-04-01") }),
      d(4, { lastContacted: t }),
    ];
    for (const c of [
      FaColumn.contract,
      FaColumn.discussion,
      FaColumn.artistUpdates,
      FaColumn.awaitingResponse,
      FaColumn.rejected,
    ])
      expect(sorted(c, rows)).toEqual([3, 4, 2, 1]);
  });

  it("not contacted: newest additions first", () => {
    const rows = [
      d(1, { createdAt: new Date("2025-01-01") }),
      d(2, { createdAt: new Date("2025-02-01") }),
      d(3, { createdAt: new Date("2025-01-01") }),
    ];
    expect(sorted(FaColumn.notContacted, rows)).toEqual([2, 3, 1]);
  });

  it("up to date: by name, ignoring case", () => {
    const rows = [d(1, { label: "beta" }), d(2, { label: "Alpha" }), d(3, { label: "alpha" })];
    expect(sorted(FaColumn.upToDate, rows)).toEqual([2, 3, 1]);
  });
});

const flags = (over: Partial<DealFlags & { lastContacted: Date | null }> = {}) => ({
  isContacted: true,
  isResponded: true,
  isRejected: false,
  contractSent: true,
  artistSigned: true,
  ppyPaid: true,
  ppySigned: true,
  songsTimed: true,
  songsReceived: true,
  assetsReceived: true,
  isUpToDate: false,
  hasRankedMaps: false,
  hasNewSongs: false,
  isMomentum: false,
  lastContacted: new Date("2025-01-01"),
  ...over,
});
const NOW = new Date("2026-03-10T12:00:00Z");

describe("flagPatch", () => {
  test.each<[string, ReturnType<typeof flags>, FaFlag, boolean, unknown]>([
    [
      "a contact switch off stamps the contact too",
      flags(),
      FaFlag.artistSigned,
      false,
      { artistSigned: false, lastContacted: NOW },
    ],
    ["momentum (no contact)", flags(), FaFlag.momentum, true, { isMomentum: true }],
    ["has showcase map (no contact)", flags(), FaFlag.hasRankedMaps, true, { hasRankedMaps: true }],
    ["songs timed (no contact)", flags(), FaFlag.songsTimed, true, { songsTimed: true }],
    ["songs received (no contact)", flags(), FaFlag.songsReceived, true, { songsReceived: true }],
    ["assets received (no contact)", flags(), FaFlag.assetsReceived, true, { assetsReceived: true }],
    ["new songs (no contact)", flags(), FaFlag.hasNewSongs, true, { hasNewSongs: true }],
    [
      "contacting dates the contact",
      flags({ isContacted: false, lastContacted: null }),
      FaFlag.contacted,
      true,
      { isContacted: true, lastContacted: NOW },
    ],
    [
      "contacting again moves an earlier date to now",
      flags({ isContacted: false }),
      FaFlag.contacted,
      true,
      { isContacted: true, lastContacted: NOW },
    ],
    ["responded", flags(), FaFlag.responded, true, { isResponded: true, lastContacted: NOW }],
    ["rejected", flags(), FaFlag.rejected, true, { isRejected: true, lastContacted: NOW }],
    ["contract sent", flags(), FaFlag.contractSent, true, { contractSent: true, lastContacted: NOW }],
    ["ppy signed", flags(), FaFlag.ppySigned, true, { ppySigned: true, lastContacted: NOW }],
    ["ppy paid", flags(), FaFlag.ppyPaid, true, { ppyPaid: true, lastContacted: NOW }],
    [
      "up to date keeps the finished cycle's flags (hole fix), clears the projected release, stamps the contact",
      flags(),
      FaFlag.upToDate,
      true,
      { isUpToDate: true, projectedRelease: null, lastContacted: NOW },
    ],
    [
      "not up to date with pending songs starts a new cycle",
      flags({ isUpToDate: true, hasNewSongs: true }),
      FaFlag.upToDate,
      false,
      {
        isUpToDate: false,
        isResponded: false,
        contractSent: false,
        artistSigned: false,
        ppyPaid: false,
        ppySigned: false,
        songsReceived: false,
        songsTimed: false,
        assetsReceived: false,
        projectedRelease: null,
        lastContacted: NOW,
      },
    ],
  ])("%s", (_name, a, flag, value, expected) => {
    expect(flagPatch(a, flag, value, NOW)).toEqual(expected);
  });

  it("refuses not-up-to-date without pending songs", () => {
    expect(flagPatch(flags({ isUpToDate: true }), FaFlag.upToDate, false, NOW)).toEqual({
      code: "BAD_USER_INPUT",
      message: "Can't be not-up-to-date without pending songs!",
    });
  });

  it("reset switches every progress flag off and clears the projected release, not contact or momentum", () => {
    const p = resetPatch();
    expect(p.projectedRelease).toBeNull();
    expect(p).not.toHaveProperty("isContacted");
    expect(p).not.toHaveProperty("isMomentum");
    expect(p).not.toHaveProperty("lastContacted");
    for (const k of [
      "isResponded",
      "isRejected",
      "contractSent",
      "artistSigned",
      "ppyPaid",
      "ppySigned",
      "songsTimed",
      "songsReceived",
      "assetsReceived",
      "hasRankedMaps",
      "isUpToDate",
    ])
      expect(p).toHaveProperty(k, false);
  });
});

describe("createDealRow", () => {
  test.each<[string, Parameters<typeof createDealRow>[0], unknown]>([
    ["plain", { name: "  Camellia  " }, { label: "Camellia", notes: null }],
    ["comment becomes the notes", { name: "X", comment: "met at a convention" }, { label: "X", notes: "met at a convention" }],
    [
      "contacted dates the contact",
      { name: "X", isContacted: true },
      { label: "X", notes: null, isContacted: true, lastContacted: NOW },
    ],
    [
      "responded implies contacted",
      { name: "X", isResponded: true },
      { label: "X", notes: null, isContacted: true, lastContacted: NOW, isResponded: true },
    ],
  ])("%s", (_name, input, expected) => {
    expect(createDealRow(input, NOW)).toEqual(expected);
  });

  it("announced sets every progress flag", () => {
    expect(createDealRow({ name: "X", isAnnounced: true }, NOW)).toMatchObject({
      isContacted: true,
      isResponded: true,
      contractSent: true,
      artistSigned: true,
      ppyPaid: true,
      ppySigned: true,
      songsTimed: true,
      songsReceived: true,
      assetsReceived: true,
      isUpToDate: true,
      hasRankedMaps: true,
    });
  });

  test.each([
    ["empty name", { name: "   " }, "Artist name is required"],
    ["long name", { name: "x".repeat(201) }, "Artist name must be at most 200 characters"],
    ["long comment", { name: "x", comment: "y".repeat(5001) }, "Notes must be at most 5000 characters"],
  ])("refuses %s", (_name, input, message) => {
    expect(createDealRow(input, NOW)).toEqual({ code: "BAD_USER_INPUT", message });
  });
});

describe("input checks", () => {
  const msg = (v: unknown) => (isProblem(v) ? v.message : v);

  test.each<[string, unknown, unknown]>([
    ["label trimmed", checkLabel("  a b "), "a b"],
    ["notes empty → null", checkNotes("   "), null],
    ["notes kept as typed", checkNotes(" x "), " x "],
    ["url https", checkUrl(" https://x.org/a.zip ", "Link"), "https://x.org/a.zip"],
    ["url empty → null", checkUrl("", "Link"), null],
    ["url javascript:", checkUrl("javascript:alert(1)", "Link"), "Link must be an http(s) link of at most 500 characters"],
    ["url not a url", checkUrl("not a link", "Link"), "Link must be an http(s) link of at most 500 characters"],
    [
      "url too long",
      checkUrl(`https://x.org/${"a".repeat(500)}`, "Link"),
      "Link must be an http(s) link of at most 500 characters",
    ],
    ["osu id", checkOsuId(42), 42],
    ["osu id null", checkOsuId(null), null],
    ["osu id 0", checkOsuId(0), "Invalid osu! id"],
    ["osu id negative", checkOsuId(-3), "Invalid osu! id"],
    ["osu id fraction", checkOsuId(1.5), "Invalid osu! id"],
    ["osu id too big", checkOsuId(2 ** 31), "Invalid osu! id"],
    ["day", checkDay("2026-02-28"), "2026-02-28"],
    ["day 31 Feb", checkDay("2026-02-31"), "Invalid date"],
    ["day US order", checkDay("02-28-2026"), "Invalid date"],
    ["day year 1999", checkDay("1999-12-31"), "Invalid date"],
    ["day garbage", checkDay("soon"), "Invalid date"],
    ["contact today", (checkContactDay("2026-03-10", NOW) as Date).toISOString(), "2026-03-10T00:00:00.000Z"],
    [
      "contact tomorrow (a time zone ahead)",
      (checkContactDay("2026-03-11", NOW) as Date).toISOString(),
      "2026-03-11T00:00:00.000Z",
    ],
    ["contact in two days", checkContactDay("2026-03-12", NOW), "Last contact can't be in the future"],
    ["tag collapsed", checkTag("  hip   hop "), "hip hop"],
    ["tag empty", checkTag("  "), "A tag must be 1 to 50 characters"],
    ["tag long", checkTag("x".repeat(51)), "A tag must be 1 to 50 characters"],
    ["search empty → null", checkSearch("  "), null],
    ["search long", checkSearch("x".repeat(201)), "Search must be at most 200 characters"],
    ["threshold", checkThreshold(3), 3],
    ["threshold 0", checkThreshold(0), "Threshold must be a whole number from 1 to 1000"],
    ["threshold fraction", checkThreshold(2.5), "Threshold must be a whole number from 1 to 1000"],
  ])("%s", (_name, value, expected) => {
    expect(msg(value)).toEqual(expected);
  });

  it("tags: no duplicate ignoring case, at most 20, removal ignoring case", () => {
    expect(tagsWith(["rock"], "Rock")).toEqual(["rock"]);
    expect(tagsWith(["rock"], "pop")).toEqual(["rock", "pop"]);
    expect(
      msg(
        tagsWith(
          Array.from({ length: 20 }, (_, i) => `t${i}`),
          "new",
        ),
      ),
    ).toBe("A song can have at most 20 tags");
    expect(tagsWithout(["Rock", "pop"], "rock")).toEqual(["pop"]);
  });

  test.each<[string, Parameters<typeof checkSong>[0], unknown]>([
    [
      "trimmed, empty link → none",
      { artistName: " A ", title: " T ", oszUrl: " " },
      { artistName: "A", title: "T", oszUrl: null },
    ],
    ["no title", { artistName: "A", title: " " }, "Song title is required"],
    ["no artist", { artistName: "", title: "T" }, "Song artist is required"],
    ["long title", { artistName: "A", title: "t".repeat(301) }, "Song title must be at most 300 characters"],
    [
      "bad link",
      { artistName: "A", title: "T", oszUrl: "ftp://x/y.osz" },
      "The .osz link must be an http(s) link of at most 500 characters",
    ],
  ])("song: %s", (_name, input, expected) => {
    expect(msg(checkSong(input))).toEqual(expected);
  });

  it("user lists: trimmed, unique ignoring case, at most 50", () => {
    expect(checkUserList([" Alice ", "alice", "", "123"])).toEqual(["Alice", "123"]);
    expect(msg(checkUserList(Array.from({ length: 51 }, (_, i) => `u${i}`)))).toBe("At most 50 members");
    expect(msg(checkUserList(["x".repeat(40)]))).toBe(`Cannot find ${"x".repeat(40)}!`);
  });

  it("user ids: canonical ids only, unique", () => {
    expect(checkUserIds(["3", "3", "12"])).toEqual([3, 12]);
    expect(msg(checkUserIds(["01"]))).toBe("Cannot find 01!");
    expect(msg(checkUserIds(["abc"]))).toBe("Cannot find abc!");
  });

  it("likeContainsAsTyped escapes wildcards and keeps the case (the query lowercases both sides)", () => {
    expect(likeContainsAsTyped("50%_Off\\")).toBe("%50\\%\\_Off\\\\%");
  });
});

describe("deleting what is used is refused", () => {
  test.each<[string, { quests: number; missions: number; beatmaps: number }, string]>([
    ["one use", { quests: 1, missions: 0, beatmaps: 0 }, "1 quest"],
    ["two kinds", { quests: 0, missions: 2, beatmaps: 1 }, "2 priority quests and 1 beatmap"],
    ["three kinds", { quests: 2, missions: 1, beatmaps: 3 }, "2 quests, 1 priority quest and 3 beatmaps"],
  ])("%s", (_name, usage, text) => {
    expect(describeUsage(usage)).toBe(text);
    expect(deleteArtistProblem("Camellia", usage)).toEqual({
      code: "CONFLICT",
      message: `Cannot delete Camellia: ${text} use it`,
    });
    expect(deleteSongProblem("Song", usage)).toEqual({ code: "CONFLICT", message: `Cannot delete Song: ${text} use it` });
  });

  it("an unused artist or song may go", () => {
    expect(deleteArtistProblem("A", { quests: 0, missions: 0, beatmaps: 0 })).toBeNull();
    expect(deleteSongProblem("S", { quests: 0, missions: 0, beatmaps: 0 })).toBeNull();
  });
});

describe("classified status", () => {
  test.each([
    ["no open showcase mission", null, [], { message: "No active classified quest", claimedBy: [], missionName: null }],
    ["claimed", "Classified", ["Alice"], { message: "Claimed by", claimedBy: ["Alice"], missionName: "Classified" }],
    ["unclaimed", "Classified", [], { message: "Unclaimed", claimedBy: [], missionName: "Classified" }],
  ])("%s", (_name, mission, claimants, expected) => {
    expect(classifiedStatus(mission, claimants)).toEqual(expected);
  });
});

describe("the review queue rule", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const day = 86_400_000;
  const a = (over: Partial<Parameters<typeof needsReview>[0]> = {}) => ({
    osuId: null,
    artistSigned: false,
    permanentlyDismiss: false,
    lastReviewed: null,
    ...over,
  });
  it.each([
    ["never reviewed", a(), true],
    ["reviewed 366 days ago", a({ lastReviewed: new Date(now.getTime() - 366 * day) }), true],
    ["reviewed exactly 365 days ago", a({ lastReviewed: new Date(now.getTime() - 365 * day) }), false],
    ["reviewed this year", a({ lastReviewed: new Date(now.getTime() - 10 * day) }), false],
    ["released (osu! id)", a({ osuId: 5 }), false],
    ["signed", a({ artistSigned: true }), false],
    ["dismissed for good", a({ permanentlyDismiss: true }), false],
  ])("%s → %p", (_n, artist, expected) => {
    expect(needsReview(artist, now)).toBe(expected);
  });
});

describe("osuArtistQuery", () => {
  it("builds osu!'s artist filter, dropping quotes and extra spaces", () => {
    expect(osuArtistQuery("  Camellia ")).toBe('artist="Camellia"');
    expect(osuArtistQuery('The "Quoted"   Band')).toBe('artist="The Quoted Band"');
  });
  it("refuses an empty or too long name", () => {
    expect(osuArtistQuery(' "" ')).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(osuArtistQuery(null)).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(osuArtistQuery("x".repeat(101))).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(osuArtistQuery("x".repeat(100))).toBe(`artist="${"x".repeat(100)}"`);
  });
});
