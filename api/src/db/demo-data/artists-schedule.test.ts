import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import type { Database } from "../data-source";
import { generateDemoData } from "./seed";
import { User } from "../../modules/users/user.entity";
import { FaScheduleService } from "../../modules/artists/fa-schedule.service";
import { FA_COLUMNS } from "../../modules/artists/artists.rules";

describe("demo data of the FA Schedule (artists-schedule.ts)", () => {
  let db: Database;
  const now = new Date("2026-11-22T10:00:00Z");
  const q = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    await generateDemoData(testDeps(db, () => now));
  }, 180_000);
  afterAll(() => db.close());

  test("every board column has deals, as the FA Schedule account sees them", async () => {
    const fa = await db.dataSource.getRepository(User).findOneByOrFail({ osuId: 107 });
    const svc = new FaScheduleService(testDeps(db, () => now));
    for (const column of FA_COLUMNS) {
      const page = await svc.column(fa, column, { first: 5 });
      expect({ column, some: (page.totalCount ?? 0) > 0 }).toEqual({ column, some: true });
    }
  });

  test("notes, offered users, showcase mappers, tags and excluded songs exist; DemoShowcase and DemoSecret switched on", async () => {
    const [c] = await q(`SELECT
      (SELECT count(*) FROM featured_artists WHERE notes IS NOT NULL)::int AS notes,
      (SELECT count(*) FROM artist_offered_users)::int AS offered,
      (SELECT count(*) FROM artist_showcase_mappers)::int AS mappers,
      (SELECT count(*) FROM featured_songs WHERE is_excluded_from_classified)::int AS excluded,
      (SELECT count(*) FROM featured_songs WHERE cardinality(tags) > 1)::int AS multi_tagged,
      (SELECT count(*) FROM users WHERE is_showcase_mapper)::int AS switched`);
    expect(c.notes).toBeGreaterThanOrEqual(5);
    expect(c.offered).toBeGreaterThanOrEqual(3);
    expect(c.mappers).toBeGreaterThanOrEqual(3);
    expect(c.excluded).toBeGreaterThanOrEqual(2);
    expect(c.multi_tagged).toBeGreaterThanOrEqual(2);
    expect(c.switched).toBeGreaterThanOrEqual(5);
    const on = await q(`SELECT osu_id FROM users WHERE is_showcase_mapper AND osu_id IN (103, 106) ORDER BY osu_id`);
    expect(on.map((r: { osu_id: number }) => r.osu_id)).toEqual([103, 106]);
  });

  test("the new deals stay out of the showcase (Classified) pool", async () => {
    const [{ n }] = await q(
      `SELECT count(*)::int AS n FROM featured_artists WHERE osu_id IS NULL AND songs_timed AND label ~ '^[W-Z]'`,
    );
    expect(n).toBe(0);
  });
});
