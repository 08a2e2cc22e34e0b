import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";

/**
 * Two small reads for the web pages: a member's mapsets on their public profile (userBeatmaps) and the admin summary's
 * badge queue (adminBadgeQueue).
 */
describe("profile beatmaps and the badge queue", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let host: User;
  let guest: User;
  let stranger: User;
  let anon: Visitor;
  let member: Visitor;
  let admin: Visitor;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    const song = await f.song(await f.artist({ label: "Profile Artist" }), { title: "Profile Song" });
    host = await f.user({ osuId: 7101, username: "ProfileHost" });
    guest = await f.user({ osuId: 7102, username: "ProfileGuest" });
    stranger = await f.user({ osuId: 7103, username: "Stranger", rank: 3, badge: 1, totalPoints: 600 } as Partial<User>);
    await f.user({ osuId: 7104, username: "Promoted", rank: 2, badge: 2, totalPoints: 300 } as Partial<User>);
    await f.user({ osuId: 7105, username: "Climber", rank: 3, badge: 0, totalPoints: 900 } as Partial<User>);
    await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin });

    const hosted = await f.beatmap(song, host, { status: BeatmapStatus.Ranked, createdAt: new Date("2024-01-01") });
    await f.task(hosted, TaskName.Insane, TaskMode.osu, [host]);
    const guestOnly = await f.beatmap(song, stranger, { createdAt: new Date("2024-02-01") });
    await f.task(guestOnly, TaskName.Hard, TaskMode.osu, [guest, host]);
    const hostNoTask = await f.beatmap(song, host, { createdAt: new Date("2024-03-01") });
    const notMine = await f.beatmap(song, stranger, { createdAt: new Date("2024-04-01") });
    await f.task(notMine, TaskName.Easy, TaskMode.osu, [stranger]);
    Object.assign(ids, { hosted: hosted.id, guestOnly: guestOnly.id, hostNoTask: hostNoTask.id, notMine: notMine.id });

    anon = new Visitor(server.url);
    member = new Visitor(server.url);
    await member.login(7102);
    admin = new Visitor(server.url);
    await admin.login(100);
  });
  afterAll(async () => {
    await server.close();
  });

  const userBeatmaps = (who: Visitor, userId: number | string, fields = "id status") =>
    who.gql<{ userBeatmaps: { id: string; status: string }[] }>(`query($u: ID!) { userBeatmaps(userId: $u) { ${fields} } }`, {
      u: String(userId),
    });

  test("hosted mapsets and mapsets with a task of theirs, newest first; public (signed out too)", async () => {
    const res = await userBeatmaps(
      anon,
      host.id,
      "id status host { username } song { title } tasks { name mappers { username } }",
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.userBeatmaps.map((b) => Number(b.id))).toEqual([ids.hostNoTask, ids.guestOnly, ids.hosted]);
    const guestRes = await userBeatmaps(member, guest.id);
    expect(guestRes.data!.userBeatmaps.map((b) => Number(b.id))).toEqual([ids.guestOnly]);
  });

  test("unknown or malformed users: an empty list or not found", async () => {
    expect((await userBeatmaps(anon, 999999)).data).toEqual({ userBeatmaps: [] });
    const bad = await userBeatmaps(anon, "nope");
    expect(bad.errors?.[0]).toMatchObject({ message: "Cannot find user!", extensions: { code: "NOT_FOUND" } });
  });

  test("admin-only beatmap fields stay admin-only through the public list", async () => {
    const res = await userBeatmaps(anon, host.id, "id queuedForRank");
    expect(res.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  test("badge queue: rank above the awarded badge, highest rank then most points; admins only", async () => {
    const res = await admin.gql<{ adminBadgeQueue: { rank: number; badge: number; user: { username: string } }[] }>(
      `{ adminBadgeQueue { rank badge queuedBadge totalPoints user { username } } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.adminBadgeQueue.map((r) => [r.user.username, r.rank, r.badge])).toEqual([
      ["Climber", 3, 0],
      ["Stranger", 3, 1],
    ]);
    expect((await member.gql(`{ adminBadgeQueue { rank } }`)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await anon.gql(`{ adminBadgeQueue { rank } }`)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
