import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import type { Database } from "../data-source";
import { generateDemoData } from "./seed";
import { User } from "../../modules/users/user.entity";
import { AuditService } from "../../modules/audit/audit.service";
import { ArtistsAdminService } from "../../modules/artists/artists-admin.service";
import { BeatmapsAdminService } from "../../modules/beatmaps/beatmaps-admin.service";
import { OVERDUE_ARTIST } from "./admin-tools";

describe("demo data of the admin tools (admin-tools.ts)", () => {
  let db: Database;
  let admin: User;
  const now = new Date("2026-11-22T10:00:00Z");

  beforeAll(async () => {
    db = await createTestDatabase();
    await generateDemoData(testDeps(db, () => now));
    admin = await db.dataSource.getRepository(User).findOneByOrFail({ osuId: 100 });
  }, 180_000);
  afterAll(() => db.close());

  test("the audit log has DemoAdmin's setup, newest first, each entry matching the data", async () => {
    const log = await new AuditService(testDeps(db, () => now)).connection(admin, {}, { first: 100 });
    expect(log.totalCount).toBeGreaterThanOrEqual(8);
    expect(new Set(log.nodes.map((e) => e.kind))).toEqual(
      new Set(["groupSecret", "mentorshipAdmin", "worldCupHelper", "contestApproval", "merchFlag", "beatmapEdit", "artistEdit"]),
    );
    expect(log.nodes.every((e) => e.actorId === admin.id)).toBe(true);
    const secret = log.nodes.find((e) => e.kind === "groupSecret")!;
    const holder = await db.dataSource.getRepository(User).findOneByOrFail({ id: secret.targetId! });
    expect([holder.osuId, holder.group]).toEqual([103, "secret"]);
    const times = log.nodes.map((e) => e.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test("an artist overdue for a review waits in the queue; bundled mapsets exist", async () => {
    const deps = testDeps(db, () => now);
    const queue = await new ArtistsAdminService(deps).reviewQueue(admin);
    expect(queue.artists.map((a) => a.label)).toContain(OVERDUE_ARTIST);
    const bundles = await new BeatmapsAdminService(deps, null as never, null as never, null as never).bundleCandidates(
      admin,
      true,
      {
        first: 10,
      },
    );
    expect(bundles.totalCount).toBeGreaterThanOrEqual(1);
  });
});
