import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { Mode } from "../../core/enums";
import { LogsService } from "../logs/logs.service";
import { User } from "./user.entity";
import { UsersService, UserSort } from "./users.service";

describe("UsersService", () => {
  let db: Database;
  let users: UsersService;

  beforeAll(async () => {
    db = await createTestDatabase();
    const deps = testDeps(db);
    users = new UsersService(deps, new LogsService(deps));
    const f = fixtures(db.dataSource);
    await f.user({ username: "Alpha", osuId: 11, totalPoints: 300, rank: 2, osuPoints: 250, createdAt: new Date("2020-01-01") });
    await f.user({
      username: "alphabet",
      osuId: 12,
      totalPoints: 1200,
      rank: 4,
      taikoPoints: 900,
      createdAt: new Date("2021-01-01"),
    });
    await f.user({ username: "Beta_1", osuId: 13, totalPoints: 50, rank: 0, osuPoints: 40, createdAt: new Date("2022-01-01") });
    await f.user({
      username: "Gamma%",
      osuId: 14,
      totalPoints: 600,
      rank: 3,
      maniaPoints: 500,
      createdAt: new Date("2023-01-01"),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  const names = (list: { users: User[] }) => list.users.map((u) => u.username);

  test("sorted by points, descending by default", async () => {
    expect(names(await users.list({}))).toEqual(["alphabet", "Gamma%", "Alpha", "Beta_1"]);
  });

  test("by name ascending and descending, by join date", async () => {
    expect(names(await users.list({ sort: UserSort.name }))).toEqual(["Alpha", "alphabet", "Beta_1", "Gamma%"]);
    expect(names(await users.list({ sort: UserSort.name, ascending: false }))).toEqual(["Gamma%", "Beta_1", "alphabet", "Alpha"]);
    expect(names(await users.list({ sort: UserSort.joined }))).toEqual(["Gamma%", "Beta_1", "alphabet", "Alpha"]);
  });

  test("mode filter keeps members with points in that mode, sorted by them", async () => {
    expect(names(await users.list({ mode: Mode.osu }))).toEqual(["Alpha", "Beta_1"]);
    expect(names(await users.list({ mode: Mode.catch }))).toEqual([]);
  });

  test("search is a case-insensitive prefix or an osu! id; wildcards are literal", async () => {
    expect(names(await users.list({ search: "ALPHA" }))).toEqual(["alphabet", "Alpha"]);
    expect(names(await users.list({ search: "13" }))).toEqual(["Beta_1"]);
    expect(names(await users.list({ search: "%" }))).toEqual([]);
    expect(names(await users.list({ search: "gamma%" }))).toEqual(["Gamma%"]);
    expect(names(await users.list({ search: "b_" }))).toEqual([]);
  });

  test("paging with totals", async () => {
    const page = await users.list({ limit: 2, offset: 2 });
    expect(names(page)).toEqual(["Alpha", "Beta_1"]);
    expect(page.totalCount).toBe(4);
    expect((await users.list({ limit: 1000 })).users.length).toBe(4); // capped, not an error
  });

  test("rank counts", async () => {
    expect(await users.rankCounts()).toEqual([1, 0, 1, 1, 1, 0]);
  });

  test("own flags: signed-in only, booleans only, and only your own", async () => {
    const me = await users.findByReference("Alpha");
    await expect(users.setShowcaseMapper(null, true)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    await expect(users.setContestHelper(me, "yes" as unknown as boolean)).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    const updated = await users.setShowcaseMapper(me, true);
    expect(updated.isShowcaseMapper).toBe(true);
    const other = await users.findByReference("13");
    expect((await users.getById(other.id)).isShowcaseMapper).toBe(false);
  });

  test("findByReference by name (any case) or osu! id, with the original's message when missing", async () => {
    expect((await users.findByReference("alphabet")).osuId).toBe(12);
    expect((await users.findByReference("ALPHA")).osuId).toBe(11);
    await expect(users.findByReference("nobody")).rejects.toThrow("Cannot find user!");
  });

  test("sign-in upsert creates a member once, then refreshes the profile", async () => {
    const me = {
      id: 777,
      username: "Newbie",
      avatarUrl: null,
      coverUrl: null,
      rankedBeatmapsetCount: 2,
      globalRank: 5,
      pp: 10,
      playmode: Mode.osu,
      groupIds: [],
    };
    const created = await users.upsertFromOsu(me);
    const again = await users.upsertFromOsu({ ...me, username: "Renamed", rankedBeatmapsetCount: 3 });
    expect(again.id).toBe(created.id);
    expect(again.username).toBe("Renamed");
    expect(again.rankedBeatmapsCount).toBe(3);
    expect(again.group).toBe("user");
  });
});
