import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, MissionStatus, QuestStatus, ShowcaseKind, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { AdminAuditEntry } from "../audit/admin-audit.entity";

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
const code = (e: Errors) => e?.[0]?.extensions?.code;

const WINNERS = `query ($since: DateTimeISO!) { adminMissionWinners(since: $since) { wins isQuestTrailblazer user { username } } }`;
const SHOWCASES = `{ adminShowcaseMissions { id name } }`;
const SELECTIONS = `query ($id: ID!) { adminShowcaseSelections(missionId: $id) {
  mission { name } selections { kind song artist genre genreSongs rerolls user { username } } offeredArtists { label osuId isLatest } } }`;
const BUNDLES = `query ($bundled: Boolean) { adminBundleCandidates(first: 50, bundled: $bundled) { totalCount nodes { id isBundled beatmap { id } } } }`;
const SET_BUNDLED = `mutation ($id: ID!, $v: Boolean!) { adminSetBeatmapBundled(id: $id, value: $v) { id isBundled } }`;
const NEWS = `query ($from: DateTimeISO!, $to: DateTimeISO!) { adminNewsPostInfo(from: $from, to: $to) {
  truncated quests { name currentParty { members { username } } associatedMaps { id } } beatmaps { id mode } } }`;

/** The admin tools of /admin/missions and /admin/beatmaps (issue: bundled, news post, Classified, trailblazer). */
describe("admin tools: winners, Classified draws, bundled mapsets, news post (real server, real database)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let anonymous: Visitor;
  let f: ReturnType<typeof fixtures>;
  const users: Record<string, User> = {};
  let showcaseId = 0;
  let candidate = 0;
  let shortMap = 0;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    f = fixtures(db);
    users.admin = await f.user({ osuId: 8501, username: "ToolsAdmin", group: UserGroup.admin });
    users.member = await f.user({ osuId: 8502, username: "ToolsMember" });
    for (const name of ["Ace", "Bea", "Cid", "Dot"]) users[name] = await f.user({ username: name });
    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    anonymous = new Visitor(server.url);
    await admin.login(8501);
    await member.login(8502);

    // Winners: Ace hosts winners of three closed missions, Bea of one; on an all-mappers-win mission Cid, who mapped
    // the Insane of Bea's winning map, wins too; an open mission and a mission from before `since` do not count.
    const artist = await f.artist();
    const song = await f.song(artist);
    const win = async (host: User, over: Record<string, unknown> = {}, mappers: User[] = []) => {
      const mission = await f.mission({ status: MissionStatus.closed, createdAt: new Date("2026-03-01T00:00:00Z"), ...over });
      const map = await f.beatmap(song, host, { status: BeatmapStatus.Ranked, missionId: mission.id });
      if (mappers.length) await f.task(map, TaskName.Insane, TaskMode.osu, mappers);
      await db.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [mission.id, map.id]);
    };
    await win(users.Ace);
    await win(users.Ace);
    await win(users.Ace);
    await win(users.Bea, { allMappersWin: true }, [users.Cid]);
    await win(users.Dot, { status: MissionStatus.open });
    await win(users.Dot, { createdAt: new Date("2020-01-01T00:00:00Z") });

    // A showcase mission: Ace drew a song and rerolled twice, Bea drew an artist; a newer showcase hands Bea's out again.
    const unreleased = await f.unreleasedArtist({ label: "Secret Act" });
    const released = await f.artist({ label: "Public Act", osuId: 777 });
    const secretSong = await f.song(unreleased, { title: "Hidden Track" });
    const showcase = await f.mission({
      name: "Classified 1",
      isShowcaseMission: true,
      createdAt: new Date("2026-05-01T00:00:00Z"),
    });
    showcaseId = showcase.id;
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id, rerolls) VALUES ($1, $2, $3, $4, 2)`, [
      showcase.id,
      users.Ace.id,
      ShowcaseKind.song,
      secretSong.id,
    ]);
    await db.query(
      `INSERT INTO showcase_assignments (mission_id, user_id, kind, artist_id, rerolls) VALUES ($1, $2, $3, $4, 0)`,
      [showcase.id, users.Bea.id, ShowcaseKind.artist, released.id],
    );
    const newer = await f.mission({ name: "Classified 2", isShowcaseMission: true, createdAt: new Date("2026-06-01T00:00:00Z") });
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, artist_id) VALUES ($1, $2, $3, $4)`, [
      newer.id,
      users.Cid.id,
      ShowcaseKind.artist,
      released.id,
    ]);

    // Bundles: a Ranked 120 s map with E/N/H/I is a candidate; a 60 s one is not.
    const bundle = await f.beatmap(song, users.Dot, { status: BeatmapStatus.Ranked, length: 120 });
    const short = await f.beatmap(song, users.Dot, { status: BeatmapStatus.Ranked, length: 60 });
    for (const map of [bundle, short])
      for (const t of [TaskName.Easy, TaskName.Normal, TaskName.Hard, TaskName.Insane])
        await f.task(map, t, TaskMode.osu, [users.Dot]);
    candidate = bundle.id;
    shortMap = short.id;

    // News post: a quest completed in March with its party; a map Ranked in March outside quests.
    const quest = await f.quest({ name: "March Quest", status: QuestStatus.done, completed: new Date("2026-03-15T00:00:00Z") });
    await f.party(quest, users.Ace, [users.Bea]);
    await f.quest({ name: "April Quest", status: QuestStatus.done, completed: new Date("2026-04-15T00:00:00Z") });
    await f.beatmap(song, users.Bea, { status: BeatmapStatus.Ranked, rankedDate: new Date("2026-03-20T00:00:00Z") });
  });
  afterAll(() => server.close());

  it("every tool is for admins only: anonymous and members are refused", async () => {
    for (const [q, v] of [
      [WINNERS, { since: "2026-01-01T00:00:00Z" }],
      [SHOWCASES, {}],
      [SELECTIONS, { id: String(showcaseId) }],
      [BUNDLES, {}],
      [SET_BUNDLED, { id: String(candidate), v: true }],
      [NEWS, { from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z" }],
    ] as const) {
      expect(code((await anonymous.gql(q, v)).errors)).toBe("UNAUTHENTICATED");
      expect(code((await member.gql(q, v)).errors)).toBe("FORBIDDEN");
    }
  });

  it("winners since a date: one win per mission won, all-mappers-win missions count their mappers", async () => {
    const r = await admin.gql<{ adminMissionWinners: { wins: number; user: { username: string } }[] }>(WINNERS, {
      since: "2026-01-01T00:00:00Z",
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.adminMissionWinners.map((w) => [w.user.username, w.wins])).toEqual([
      ["Ace", 3],
      ["Bea", 1],
      ["Cid", 1],
    ]);
  });

  it("the quest trailblazer toggle: granting it shows in the winners list and is audited", async () => {
    const r = await admin.gql(
      `mutation ($u: ID!) { adminSetMemberRole(userId: $u, role: QUEST_TRAILBLAZER, value: true) { isQuestTrailblazer } }`,
      {
        u: String(users.Ace.id),
      },
    );
    expect(r.errors).toBeUndefined();
    const w = await admin.gql<{ adminMissionWinners: { isQuestTrailblazer: boolean; user: { username: string } }[] }>(WINNERS, {
      since: "2026-01-01T00:00:00Z",
    });
    expect(w.data!.adminMissionWinners.find((x) => x.user.username === "Ace")?.isQuestTrailblazer).toBe(true);
    const entries = await server.database.dataSource.getRepository(AdminAuditEntry).findBy({ kind: "questTrailblazer" as never });
    expect(entries).toHaveLength(1);
  });

  it("Classified: the showcase missions, who drew what with their rerolls, and the artists it handed out", async () => {
    const list = await admin.gql<{ adminShowcaseMissions: { name: string }[] }>(SHOWCASES);
    expect(list.data!.adminShowcaseMissions.map((m) => m.name)).toEqual(["Classified 2", "Classified 1"]);
    const r = await admin.gql<{
      adminShowcaseSelections: {
        selections: { kind: string; song: string | null; artist: string | null; rerolls: number; user: { username: string } }[];
        offeredArtists: { label: string; osuId: number | null; isLatest: boolean }[];
      };
    }>(SELECTIONS, { id: String(showcaseId) });
    expect(r.errors).toBeUndefined();
    const sel = r.data!.adminShowcaseSelections;
    expect(sel.selections.map((s) => [s.user.username, s.kind, s.song ?? s.artist, s.rerolls]).sort()).toEqual([
      ["Ace", "song", "Secret Act - Hidden Track", 2],
      ["Bea", "artist", "Public Act", 0],
    ]);
    expect(sel.offeredArtists).toEqual([
      { label: "Secret Act", osuId: null, isLatest: true },
      { label: "Public Act", osuId: 777, isLatest: false },
    ]);
    const notShowcase = await admin.gql(SELECTIONS, { id: "999999" });
    expect(code(notShowcase.errors)).toBe("NOT_FOUND");
  });

  it("bundled mapsets: candidates, the toggle (audited, idempotent) and the final list", async () => {
    const all = await admin.gql<{ adminBundleCandidates: { nodes: { id: string; isBundled: boolean }[] } }>(BUNDLES);
    expect(all.data!.adminBundleCandidates.nodes.map((n) => n.id)).toEqual([String(candidate)]);
    expect(all.data!.adminBundleCandidates.nodes.map((n) => n.id)).not.toContain(String(shortMap));
    const set = await admin.gql<{ adminSetBeatmapBundled: { isBundled: boolean } }>(SET_BUNDLED, {
      id: String(candidate),
      v: true,
    });
    expect(set.data!.adminSetBeatmapBundled.isBundled).toBe(true);
    await admin.gql(SET_BUNDLED, { id: String(candidate), v: true });
    const audits = await server.database.dataSource
      .getRepository(AdminAuditEntry)
      .findBy({ kind: "beatmapEdit" as never, targetId: candidate });
    expect(audits.map((a) => a.newValue)).toEqual(["isBundled: true"]);
    const final = await admin.gql<{ adminBundleCandidates: { totalCount: number } }>(BUNDLES, { bundled: true });
    expect(final.data!.adminBundleCandidates.totalCount).toBe(1);
    const none = await admin.gql<{ adminBundleCandidates: { totalCount: number } }>(BUNDLES, { bundled: false });
    expect(none.data!.adminBundleCandidates.totalCount).toBe(0);
    expect(code((await admin.gql(SET_BUNDLED, { id: "999999", v: true })).errors)).toBe("NOT_FOUND");
  });

  it("news post: quests completed and mapsets Ranked outside quests in the period; bad periods are refused", async () => {
    const r = await admin.gql<{
      adminNewsPostInfo: {
        truncated: boolean;
        quests: { name: string; currentParty: { members: { username: string }[] } | null }[];
        beatmaps: { id: string }[];
      };
    }>(NEWS, { from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z" });
    expect(r.errors).toBeUndefined();
    const info = r.data!.adminNewsPostInfo;
    expect(info.truncated).toBe(false);
    expect(info.quests.map((q) => q.name)).toEqual(["March Quest"]);
    expect(info.quests[0].currentParty?.members.map((m) => m.username).sort()).toEqual(["Ace", "Bea"]);
    expect(info.beatmaps).toHaveLength(1);
    const backwards = await admin.gql(NEWS, { from: "2026-04-01T00:00:00Z", to: "2026-03-01T00:00:00Z" });
    expect(backwards.errors?.[0]).toMatchObject({
      message: "The end date must be after the start date",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const long = await admin.gql(NEWS, { from: "2024-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" });
    expect(code(long.errors)).toBe("BAD_USER_INPUT");
  });
});
