import { createTestDatabase } from "../../../test/db";
import { testDeps } from "../../../test/deps";
import { fixtures } from "../../../test/fixtures";
import type { Database } from "../../db/data-source";
import { AppError } from "../../core/errors";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { LocusCard } from "./locus-card.entity";
import { LocusRole } from "./locus.options";
import type { LocusCardFields } from "./locus.rules";
import { LocusService } from "./locus.service";

const card = (over: Partial<LocusCardFields> = {}): LocusCardFields => ({
  timezone: "UTC+1",
  availability: "evenings",
  roles: [LocusRole.mapper],
  languages: ["English"],
  discord: "disc",
  email: "me@example.com",
  about: "**hello**",
  ...over,
});

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("LocusService", () => {
  let db: Database;
  let clock: Date;
  let locus: LocusService;
  let admin: User;
  let member: User;
  let f: ReturnType<typeof fixtures>;
  const tick = () => (clock = new Date(clock.getTime() + 1000));

  beforeAll(async () => {
    db = await createTestDatabase();
    clock = new Date(Date.UTC(2026, 4, 1, 12));
    locus = new LocusService(testDeps(db, () => clock));
    f = fixtures(db.dataSource);
    admin = await f.user({ username: "Boss", group: UserGroup.admin });
    member = await f.user({ username: "Mapper", osuId: 424242 });
  });
  afterAll(() => db.close());

  test("before any season: closed for this year, every member write refused and nothing stored", async () => {
    const overview = await locus.overview(member);
    expect(overview.season).toEqual({
      hub: "locus",
      year: 2026,
      key: "locus2026",
      title: "Locus 2026",
      isOpen: false,
      closedNotice: "Locus's Nexus is closed for the year! Check back again in 2027 :)",
    });
    expect(overview.myCard).toBeNull();
    for (const p of [locus.saveMyCard(member, card()), locus.setMyCardPublic(member, true), locus.setMyCardOnTeam(member, true)])
      expect(await refusal(p)).toEqual({ code: "CONFLICT", message: "Locus's Nexus is closed for the year!" });
    expect(await db.dataSource.getRepository(LocusCard).count()).toBe(0);
    expect(await refusal(locus.overview(null))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  test("only admins open a season; the season cannot go back", async () => {
    expect(await refusal(locus.setSeason(member, 2026, true))).toMatchObject({ code: "FORBIDDEN" });
    expect(await locus.setSeason(admin, 2026, true)).toEqual({
      hub: "locus",
      year: 2026,
      key: "locus2026",
      title: "Locus 2026",
      isOpen: true,
      closedNotice: null,
    });
    expect(await refusal(locus.setSeason(admin, 2025, true))).toEqual({
      code: "CONFLICT",
      message: "Only the current season or a newer one can be changed",
    });
    expect(await refusal(locus.setSeason(admin, 1999, true))).toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await locus.overview(member)).season.isOpen).toBe(true);
  });

  test("a member saves their card: created once, normalized, every bad value refused without a change", async () => {
    tick();
    const saved = await locus.saveMyCard(
      member,
      card({ roles: [LocusRole.musician, LocusRole.mapper], languages: ["Spanish", "English"] }),
    );
    expect(saved).toMatchObject({
      userId: member.id,
      season: 2026,
      roles: ["mapper", "musician"],
      languages: ["English", "Spanish"],
    });
    expect(saved.isPublic).toBe(false);
    const before = await db.dataSource.getRepository(LocusCard).findOneByOrFail({ id: saved.id });
    const bad: [Partial<LocusCardFields>, string][] = [
      [{ timezone: "UTC+14" }, "Invalid timezone"],
      [{ roles: ["dancer" as LocusRole] }, "Invalid role"],
      [{ languages: ["Elvish"] }, "Invalid language"],
      [{ discord: "d".repeat(41) }, "Discord must be at most 40 characters"],
      [{ email: "not-an-email" }, "Not a valid email address"],
      [{ about: "a".repeat(3001) }, "About must be at most 3000 characters"],
      [{ availability: "a".repeat(401) }, "Availability must be at most 400 characters"],
    ];
    for (const [over, message] of bad) {
      expect(await refusal(locus.saveMyCard(member, card(over)))).toEqual({ code: "BAD_USER_INPUT", message });
    }
    expect(await db.dataSource.getRepository(LocusCard).findOneByOrFail({ id: saved.id })).toEqual(before);
    expect(await db.dataSource.getRepository(LocusCard).countBy({ userId: member.id })).toBe(1);
  });

  test("going public needs a role; a public card keeps one", async () => {
    const lonely = await f.user({ username: "Lonely" });
    tick();
    expect(await refusal(locus.setMyCardPublic(lonely, true))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Must add at least one role!",
    });
    await locus.saveMyCard(lonely, card({ roles: [] }));
    expect(await refusal(locus.setMyCardPublic(lonely, true))).toMatchObject({ message: "Must add at least one role!" });
    await locus.saveMyCard(lonely, card({ roles: [LocusRole.hitsounder] }));
    expect((await locus.setMyCardPublic(lonely, true)).isPublic).toBe(true);
    expect(await refusal(locus.saveMyCard(lonely, card({ roles: [] })))).toMatchObject({
      message: "Must add at least one role!",
    });
    expect((await locus.setMyCardPublic(lonely, false)).isPublic).toBe(false);
  });

  test("concurrent first saves create exactly one card", async () => {
    const racer = await f.user({ username: "Racer" });
    await Promise.all(Array.from({ length: 10 }, () => locus.saveMyCard(racer, card())));
    expect(await db.dataSource.getRepository(LocusCard).countBy({ userId: racer.id })).toBe(1);
  });

  describe("the grid", () => {
    const names: Record<string, User> = {};
    beforeAll(async () => {
      // a: public, looking; b: public, on a team; c: private; d: public, hidden; e: public, Japanese storyboarder
      for (const [name, opts] of Object.entries({
        alpha: { public: true },
        bravo: { public: true, team: true },
        charlie: {},
        delta: { public: true, hidden: true },
        echo: { public: true, roles: [LocusRole.storyboarder], languages: ["Japanese"] },
      })) {
        const u = await f.user({ username: `grid_${name}` });
        names[name] = u;
        tick();
        await locus.saveMyCard(u, card({ roles: opts.roles ?? [LocusRole.mapper], languages: opts.languages ?? ["English"] }));
        if (opts.public) await locus.setMyCardPublic(u, true);
        if (opts.team) await locus.setMyCardOnTeam(u, true);
        if (opts.hidden) {
          const c = await db.dataSource.getRepository(LocusCard).findOneByOrFail({ userId: u.id });
          await locus.setCardHidden(admin, c.id, true);
        }
      }
    });

    const usernames = async (viewer: User, args: Parameters<LocusService["cards"]>[1] = {}) => {
      const page = await locus.cards(viewer, { ...args, search: args.search ?? "grid_" });
      const users = await Promise.all(
        page.nodes.map((c) => db.dataSource.query(`SELECT username FROM users WHERE id = $1`, [c.userId])),
      );
      return users.map((r) => (r[0] as { username: string }).username.replace("grid_", ""));
    };

    test("members see public, unhidden cards: still looking first, then the most recently updated", async () => {
      expect(await usernames(member)).toEqual(["echo", "alpha", "bravo"]);
    });

    test("admins also see hidden cards", async () => {
      expect(await usernames(admin)).toEqual(["echo", "delta", "alpha", "bravo"]);
    });

    test("search by language start, osu! id, username part; filter by role", async () => {
      expect(await usernames(member, { search: "japa" })).toEqual(["echo"]);
      expect(await usernames(member, { search: "ALPH" })).toEqual(["alpha"]);
      expect(await usernames(member, { search: String(names.bravo.osuId) })).toEqual(["bravo"]);
      expect(await usernames(member, { role: LocusRole.storyboarder })).toEqual(["echo"]);
      expect(await usernames(member, { search: "100%_" })).toEqual([]);
      expect(await refusal(locus.cards(member, { search: "x".repeat(101) }))).toMatchObject({ code: "BAD_USER_INPUT" });
    });

    test("pages with cursors cover everything once", async () => {
      const seen: number[] = [];
      let after: string | null = null;
      do {
        const page = await locus.cards(admin, { search: "grid_", first: 2, after });
        seen.push(...page.nodes.map((c) => c.id));
        expect(page.totalCount).toBe(4);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(new Set(seen).size).toBe(4);
    });

    test("admin moderation: hide and mark on a team, without moving the card; members and unknown cards refused", async () => {
      const alphaCard = await db.dataSource.getRepository(LocusCard).findOneByOrFail({ userId: names.alpha.id });
      expect(await refusal(locus.setCardHidden(member, alphaCard.id, true))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(locus.setCardOnTeam(names.bravo, alphaCard.id, true))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(locus.setCardHidden(admin, 999999, true))).toMatchObject({ code: "NOT_FOUND" });
      const marked = await locus.setCardOnTeam(admin, alphaCard.id, true);
      expect(marked.isOnTeam).toBe(true);
      expect(marked.updatedAt).toEqual(alphaCard.updatedAt);
      // Now on a team: after everyone still looking, and behind bravo, who changed their card later.
      expect(await usernames(member)).toEqual(["echo", "bravo", "alpha"]);
      await locus.setCardOnTeam(admin, alphaCard.id, false);
    });

    test("a closed season empties the grid for members, not for admins; a new season starts empty", async () => {
      await locus.setSeason(admin, 2026, false);
      expect(await usernames(member)).toEqual([]);
      expect(await usernames(admin)).toHaveLength(4);
      await locus.setSeason(admin, 2027, true);
      expect(await usernames(admin)).toEqual([]);
      expect((await locus.overview(names.alpha)).myCard).toBeNull();
      await locus.setSeason(admin, 2027, false);
    });
  });
});
