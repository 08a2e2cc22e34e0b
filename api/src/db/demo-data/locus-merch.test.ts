import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../data-source";
import { UserGroup } from "../../core/enums";
import { LocusService } from "../../modules/locus/locus.service";
import { MerchService } from "../../modules/merch/merch.service";
import { OfflineStore } from "../../modules/merch/offline-store/offline-store";
import type { User } from "../../modules/users/user.entity";
import { areaRng, type AreaSeedContext } from "./areas";
import { locusSeeder } from "./locus";
import { DEMO_MERCH_CHECKOUT_ID, merchSeeder } from "./merch";

describe("Locus and merch demo data", () => {
  let db: Database;
  const now = new Date("2026-11-22T10:00:00Z");
  const byOsu = new Map<number, User>();
  let counts: Record<string, Record<string, number>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const f = fixtures(db.dataSource);
    for (let osuId = 100; osuId <= 107; osuId++)
      byOsu.set(
        osuId,
        await f.user({ osuId, username: `Demo${osuId}`, group: osuId === 100 ? UserGroup.admin : UserGroup.user }),
      );
    const others: User[] = [];
    for (let i = 0; i < 40; i++) others.push(await f.user());
    const today = new Date(Date.UTC(2026, 10, 22));
    const ctx = (name: string): AreaSeedContext => ({
      m: db.dataSource.manager,
      rng: areaRng(name, 20190301),
      now,
      today,
      days: (n) => new Date(today.getTime() + n * 86_400_000),
      scale: 1,
      userIds: [...[...byOsu.values()].map((u) => u.id), ...others.map((u) => u.id)],
      demoUser: (osuId) => byOsu.get(osuId)!.id,
      artistIds: [],
      songIds: [],
      beatmapIds: [],
    });
    counts = {};
    await db.dataSource.transaction(async (m) => {
      for (const seeder of [locusSeeder, merchSeeder]) counts[seeder.name] = await seeder.seed({ ...ctx(seeder.name), m });
    });
  });
  afterAll(() => db.close());

  test("Locus: this year's season open; a grid with public, private, on-team and hidden cards", async () => {
    const locus = new LocusService(testDeps(db, () => now));
    expect(counts.locus.cards).toBe(27);
    expect(counts.locus.hidden).toBe(1);
    const newcomer = byOsu.get(102)!;
    const overview = await locus.overview(newcomer);
    expect(overview.season).toMatchObject({ year: 2026, isOpen: true });
    expect(overview.myCard).toBeNull();
    const grid = await locus.cards(newcomer, { first: 100 });
    expect(grid.totalCount).toBe(counts.locus.publicCards);
    expect(grid.nodes[0].userId).toBe(byOsu.get(101)!.id);
    expect(grid.nodes.some((c) => c.isOnTeam)).toBe(true);
    expect(grid.nodes.some((c) => !c.discord && c.email)).toBe(true);
    expect((await locus.cards(byOsu.get(100)!, { first: 100 })).totalCount).toBe(counts.locus.publicCards + 1);
    expect((await locus.overview(byOsu.get(103)!)).myCard?.isPublic).toBe(false);
  });

  test("merch: 102 picks from the products, 101 has a pre-selected order, the demo order is found by its checkout id", async () => {
    const merch = new MerchService(
      testDeps(db, () => now),
      new OfflineStore(db.dataSource),
    );
    expect(await merch.page(byOsu.get(102)!)).toMatchObject({ hasAccess: true, hasSpecificOrder: false });
    expect((await merch.page(byOsu.get(102)!)).products).toHaveLength(3);
    expect(await merch.page(byOsu.get(101)!)).toMatchObject({ hasAccess: true, hasSpecificOrder: true, products: [] });
    expect(await merch.page(byOsu.get(103)!)).toMatchObject({ hasAccess: false });
    const order = await merch.findOrder(byOsu.get(100)!, DEMO_MERCH_CHECKOUT_ID);
    expect(order).toMatchObject({ orderNumber: "OFF-100001", checkout: { status: "confirmed" } });
    const members = await merch.members(byOsu.get(100)!, { flag: "hasMerchAccess" as never, first: 100 });
    expect(members.totalCount).toBe(counts.merch.withAccess);
  });
});
