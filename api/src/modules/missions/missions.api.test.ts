// Over 400 lines on purpose: the missions REST and GraphQL paths end to end on one server and one set of demo-like
// fixtures; split, each file would start its own server.
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { recordStatements } from "../../../test/statements";
import { BeatmapStatus, MissionStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { Beatmap } from "../beatmaps/beatmap.entity";
import type { Song } from "../artists/song.entity";
import type { User } from "../users/user.entity";
import type { Mission } from "./mission.entity";

const DAY = 86_400_000;

type Role = "anonymous" | "user" | "host" | "admin";
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT";

describe("missions over HTTP (GraphQL and the REST shim)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let host: User;
  let admin: User;
  let visitors: Record<Role, Visitor>;
  const rockSongs: Song[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    admin = await f.user({
      osuId: 700,
      username: "PermAdmin",
      group: UserGroup.admin,
      legacyPoints: 1000,
      isShowcaseMapper: true,
    });
    await f.user({ osuId: 701, username: "PermUser", legacyPoints: 1000 });
    host = await f.user({ osuId: 702, username: "PermHost", legacyPoints: 5000, totalPoints: 5000 });
    // The classified pool: unreleased artists with timed, tagged songs that have .osz links.
    for (let i = 0; i < 12; i++) {
      const a = await f.unreleasedArtist();
      for (let j = 0; j < 3; j++) rockSongs.push(await f.song(a, { tags: ["rock"], oszUrl: `https://x/${a.id}/${j}.osz` }));
    }
    visitors = {
      anonymous: new Visitor(server.url),
      user: new Visitor(server.url),
      host: new Visitor(server.url),
      admin: new Visitor(server.url),
    };
    await visitors.admin.login(700);
    await visitors.user.login(701);
    await visitors.host.login(702);
  });
  afterAll(async () => {
    await server.close();
  });

  const svc = () => server.services;
  const openMission = (over: Partial<Mission> = {}) => f.mission({ deadline: new Date(Date.now() + 20 * DAY), ...over });
  async function hostMap(over: Partial<Beatmap> = {}): Promise<Beatmap> {
    const song = await f.song(await f.artist());
    const b = await f.beatmap(song, host, { submissionDate: new Date(), ...over });
    await f.task(b, TaskName.Hard, TaskMode.osu, [host]);
    return b;
  }

  // ---------------------------------------------------------------- permissions: every mutation × every role

  interface Case {
    name: string;
    /** Fresh state for one call; returns the GraphQL variables. */
    setup: () => Promise<Record<string, unknown>>;
    query: string;
    expect: Record<Role, Outcome>;
  }
  const ADMIN_ONLY: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "FORBIDDEN", host: "FORBIDDEN", admin: "ok" };
  const ANY_MEMBER: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "ok", host: "ok", admin: "ok" };
  const OWNER_ONLY: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", user: "FORBIDDEN", host: "ok", admin: "FORBIDDEN" };

  const winnerSetup = async () => {
    const m = await f.mission({ status: MissionStatus.closed });
    const b = await hostMap({ missionId: m.id, status: BeatmapStatus.Ranked });
    return { m: String(m.id), b: String(b.id) };
  };
  const showcaseMission = (over: Partial<Mission> = {}) => openMission({ isShowcaseMission: true, ...over });
  /** The host already holds an entry on a fresh showcase mission (so "host" can reroll; others have none). */
  const heldBy = async (kind: "song" | "artist" | "genre") => {
    const m = await showcaseMission({
      isArtistShowcase: kind === "artist",
      isGenreShowcase: kind === "genre",
      genreOptions: ["rock"],
    });
    if (kind === "song") await svc().showcase.selectSong(host, m.id, "load");
    if (kind === "artist") await svc().showcase.selectArtist(host, m.id, "load");
    if (kind === "genre") await svc().showcase.selectGenre(host, m.id, { tag: "rock" });
    return { m: String(m.id) };
  };
  const entitled = async (marked: boolean) => {
    const a = await f.unreleasedArtist({ hasRankedMaps: true });
    const s = await f.song(a);
    await server.database.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
      a.id,
      host.id,
    ]);
    if (marked) {
      for (const u of [host, admin])
        await server.database.dataSource.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [
          s.id,
          u.id,
        ]);
    }
    return { a: String(a.id), s: String(s.id) };
  };

  const cases: Case[] = [
    {
      name: "addBeatmapToMission",
      setup: async () => ({ m: String((await openMission()).id), b: String((await hostMap()).id) }),
      query: "mutation($m: ID!, $b: ID!) { addBeatmapToMission(missionId: $m, beatmapId: $b) { id associatedMaps { id } } }",
      expect: OWNER_ONLY,
    },
    {
      name: "removeBeatmapFromMission",
      setup: async () => {
        const m = await openMission();
        return { m: String(m.id), b: String((await hostMap({ missionId: m.id })).id) };
      },
      query: "mutation($m: ID!, $b: ID!) { removeBeatmapFromMission(missionId: $m, beatmapId: $b) { id } }",
      expect: { anonymous: "UNAUTHENTICATED", user: "FORBIDDEN", host: "ok", admin: "ok" },
    },
    {
      name: "linkBeatmapMission",
      setup: async () => ({ m: String((await openMission()).id), b: String((await hostMap()).id) }),
      query: "mutation($m: ID, $b: ID!) { linkBeatmapMission(beatmapId: $b, missionId: $m) { id } }",
      expect: OWNER_ONLY,
    },
    {
      name: "toggleMissionWinner",
      setup: winnerSetup,
      query: "mutation($m: ID!, $b: ID!) { toggleMissionWinner(missionId: $m, beatmapId: $b) { id } }",
      expect: ADMIN_ONLY,
    },
    {
      name: "toggleMissionInvalid",
      setup: winnerSetup,
      query: "mutation($m: ID!, $b: ID!) { toggleMissionInvalid(missionId: $m, beatmapId: $b) { id } }",
      expect: ADMIN_ONLY,
    },
    {
      name: "toggleMissionLame",
      setup: winnerSetup,
      query: "mutation($m: ID!, $b: ID!) { toggleMissionLame(missionId: $m, beatmapId: $b) }",
      expect: ADMIN_ONLY,
    },
    {
      name: "createMission",
      setup: async () => ({}),
      query: `mutation { createMission(input: { name: "Perm PQ", tier: 1, objective: "o", deadline: "2030-01-01T00:00:00Z" }) { id status } }`,
      expect: ADMIN_ONLY,
    },
    {
      name: "updateMission",
      setup: async () => ({ m: String((await openMission()).id) }),
      query: `mutation($m: ID!) { updateMission(id: $m, input: { tier: 4, userMinimumRank: 2 }) { id tier } }`,
      expect: ADMIN_ONLY,
    },
    {
      name: "recalculateMissionPoints",
      setup: winnerSetup,
      query: "mutation($m: ID!) { recalculateMissionPoints(missionId: $m) }",
      expect: ADMIN_ONLY,
    },
    {
      name: "loadShowcaseSong",
      setup: async () => ({ m: String((await showcaseMission()).id) }),
      query: "mutation($m: ID!) { loadShowcaseSong(missionId: $m) { song { id } availablePoints } }",
      expect: ANY_MEMBER,
    },
    {
      name: "rerollShowcaseSong",
      setup: () => heldBy("song"),
      query: "mutation($m: ID!) { rerollShowcaseSong(missionId: $m) { song { id } rerolled } }",
      expect: { anonymous: "UNAUTHENTICATED", user: "NOT_FOUND", host: "ok", admin: "NOT_FOUND" },
    },
    {
      name: "loadShowcaseArtist",
      setup: async () => ({ m: String((await showcaseMission({ isArtistShowcase: true })).id) }),
      query: "mutation($m: ID!) { loadShowcaseArtist(missionId: $m) { artist { id } rerollCount } }",
      expect: ANY_MEMBER,
    },
    {
      name: "rerollShowcaseArtist",
      setup: () => heldBy("artist"),
      query: "mutation($m: ID!) { rerollShowcaseArtist(missionId: $m) { artist { id } rerollCount } }",
      expect: { anonymous: "UNAUTHENTICATED", user: "NOT_FOUND", host: "ok", admin: "NOT_FOUND" },
    },
    {
      name: "loadShowcaseGenre",
      setup: async () => ({ m: String((await showcaseMission({ isGenreShowcase: true, genreOptions: ["rock"] })).id) }),
      query: `mutation($m: ID!) { loadShowcaseGenre(missionId: $m, tag: "rock") { entry { songs { id } } } }`,
      expect: ANY_MEMBER,
    },
    {
      name: "rerollShowcaseGenreSong",
      setup: () => heldBy("genre"),
      query: "mutation($m: ID!) { rerollShowcaseGenreSong(missionId: $m, songIndex: 0) { entry { songs { id } } } }",
      expect: { anonymous: "UNAUTHENTICATED", user: "NOT_FOUND", host: "ok", admin: "NOT_FOUND" },
    },
    {
      name: "addSongShowcaseMapper",
      setup: () => entitled(false),
      query:
        "mutation($a: ID!, $s: ID!) { addSongShowcaseMapper(artistId: $a, songId: $s) { id songs { songShowcaseMappers { username } } } }",
      expect: OWNER_ONLY,
    },
    {
      name: "removeSongShowcaseMapper",
      setup: () => entitled(true),
      query: "mutation($a: ID!, $s: ID!) { removeSongShowcaseMapper(artistId: $a, songId: $s) { id } }",
      expect: OWNER_ONLY,
    },
    {
      name: "addShowcaseMapper",
      setup: async () => ({ a: String((await f.unreleasedArtist()).id) }),
      query: "mutation($a: ID!) { addShowcaseMapper(artistId: $a) { id viewerIsShowcaseMapper } }",
      expect: ADMIN_ONLY,
    },
    {
      name: "removeShowcaseMapper",
      setup: async () => {
        const a = await f.unreleasedArtist();
        for (const u of [host, admin])
          await server.database.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
            a.id,
            u.id,
          ]);
        return { a: String(a.id) };
      },
      query: "mutation($a: ID!) { removeShowcaseMapper(artistId: $a) { id viewerIsShowcaseMapper } }",
      expect: { anonymous: "UNAUTHENTICATED", user: "BAD_USER_INPUT", host: "ok", admin: "ok" },
    },
  ];

  test.each(cases.flatMap((c) => (["anonymous", "user", "host", "admin"] as Role[]).map((role) => [c.name, role, c] as const)))(
    "%s as %s",
    async (_name, role, c) => {
      const vars = await c.setup();
      const res = await visitors[role].gql(c.query, vars);
      const want = c.expect[role];
      if (want === "ok") {
        expect(res.errors).toBeUndefined();
        expect(res.data).toBeTruthy();
      } else {
        expect(res.errors?.[0].extensions?.code).toBe(want);
      }
    },
  );

  test("every mission mutation of the schema is in the permission table", async () => {
    const { data } = await visitors.user.gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      "{ __schema { mutationType { fields { name } } } }",
    );
    const ours = new Set([
      "addBeatmapToMission",
      "removeBeatmapFromMission",
      "linkBeatmapMission",
      "toggleMissionWinner",
      "toggleMissionInvalid",
      "toggleMissionLame",
      "createMission",
      "updateMission",
      "recalculateMissionPoints",
      "loadShowcaseSong",
      "rerollShowcaseSong",
      "loadShowcaseArtist",
      "rerollShowcaseArtist",
      "loadShowcaseGenre",
      "rerollShowcaseGenreSong",
      "addSongShowcaseMapper",
      "removeSongShowcaseMapper",
      "addShowcaseMapper",
      "removeShowcaseMapper",
    ]);
    const schemaOurs = data!.__schema.mutationType.fields.map((x) => x.name).filter((n) => ours.has(n));
    expect(new Set(schemaOurs)).toEqual(ours);
    expect(new Set(cases.map((c) => c.name))).toEqual(ours);
  });

  test("GraphQL: Artist.viewerIsShowcaseMapper is the viewer's own entitlement; interest lets an admin select songs", async () => {
    const a = await f.unreleasedArtist({ hasRankedMaps: true });
    const s = await f.song(a);
    await server.database.dataSource.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [
      a.id,
      host.id,
    ]);
    const q = "{ myShowcaseArtists { id viewerIsShowcaseMapper } }";
    const mine = await visitors.host.gql<{ myShowcaseArtists: { id: string; viewerIsShowcaseMapper: boolean }[] }>(q);
    expect(mine.data!.myShowcaseArtists.find((x) => x.id === String(a.id))?.viewerIsShowcaseMapper).toBe(true);
    const seen = await visitors.admin.gql<{ myShowcaseArtists: { id: string; viewerIsShowcaseMapper: boolean }[] }>(q);
    expect(seen.data!.myShowcaseArtists.find((x) => x.id === String(a.id))?.viewerIsShowcaseMapper).toBe(false);

    const add = await visitors.admin.gql<{ addShowcaseMapper: { viewerIsShowcaseMapper: boolean } }>(
      "mutation($a: ID!) { addShowcaseMapper(artistId: $a) { viewerIsShowcaseMapper } }",
      { a: String(a.id) },
    );
    expect(add.data!.addShowcaseMapper.viewerIsShowcaseMapper).toBe(true);
    const pick = await visitors.admin.gql<{
      addSongShowcaseMapper: { songs: { songShowcaseMappers: { username: string }[] }[] };
    }>(
      "mutation($a: ID!, $s: ID!) { addSongShowcaseMapper(artistId: $a, songId: $s) { songs { songShowcaseMappers { username } } } }",
      { a: String(a.id), s: String(s.id) },
    );
    expect(pick.data!.addSongShowcaseMapper.songs[0].songShowcaseMappers.map((u) => u.username)).toContain("PermAdmin");
    const again = await visitors.admin.gql("mutation($a: ID!) { addShowcaseMapper(artistId: $a) { id } }", { a: String(a.id) });
    expect(again.errors?.[0].message).toBe("Already marked as interested in artist");
    const released = await f.artist();
    const bad = await visitors.admin.gql("mutation($a: ID!) { addShowcaseMapper(artistId: $a) { id } }", {
      a: String(released.id),
    });
    expect(bad.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  // ---------------------------------------------------------------- REST shim: paths, payloads, shapes, errors

  test("REST: add and remove a beatmap answer with the updated mission; errors as { error } with the original texts", async () => {
    const m = await openMission({ name: "REST PQ", userMaximumRankedBeatmapsCount: 0 });
    const b = await hostMap();
    const hostV = visitors.host;
    // the mock osu! profile gives the host some ranked maps: the 0 limit refuses the add
    await server.database.dataSource.query(`UPDATE users SET ranked_beatmaps_count = 3 WHERE id = $1`, [host.id]);
    expect(await hostV.post(`/api/missions/${m.id}/${b.id}/addBeatmapToMission`)).toEqual({
      status: 200,
      json: { error: "Beatmap does not meet quest requirements" },
    });
    await server.database.dataSource.query(`UPDATE missions SET user_maximum_ranked_beatmaps_count = NULL WHERE id = $1`, [m.id]);
    expect(await visitors.user.post(`/api/missions/${m.id}/${b.id}/addBeatmapToMission`)).toEqual({
      status: 200,
      json: { error: "You are not mapset host!" },
    });
    expect(await visitors.anonymous.post(`/api/missions/${m.id}/${b.id}/addBeatmapToMission`)).toEqual({
      status: 200,
      json: { error: "Unauthorized - May need to login first" },
    });
    expect(await hostV.post(`/api/missions/999999/${b.id}/addBeatmapToMission`)).toEqual({
      status: 200,
      json: { error: "Mission ID does not exist!" },
    });
    const added = await hostV.post(`/api/missions/${m.id}/${b.id}/addBeatmapToMission`);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      id: m.id,
      name: "REST PQ",
      associatedMaps: [{ id: b.id, host: { username: "PermHost" }, song: { title: expect.any(String) } }],
    });
    expect(await hostV.post(`/api/missions/${m.id}/${b.id}/addBeatmapToMission`)).toEqual({
      status: 200,
      json: { error: "Beatmap assigned to a quest/mission already!" },
    });
    const removed = await hostV.post(`/api/missions/${m.id}/${b.id}/removeBeatmapFromMission`);
    expect(removed).toMatchObject({ status: 200, json: { id: m.id, associatedMaps: [] } });
  });

  test("REST: admin page: load, remove any map (associatedMaps with tasks), toggles answer with the lists", async () => {
    const m = await f.mission({ status: MissionStatus.closed, name: "Admin PQ" });
    const b1 = await hostMap({ missionId: m.id, status: BeatmapStatus.Ranked });
    const b2 = await hostMap({ missionId: m.id });
    const a = visitors.admin;
    expect(await visitors.user.getJson("/api/admin/missions/load")).toEqual({ status: 200, json: { error: "Unauthorized" } });
    const load = (await a.getJson("/api/admin/missions/load")).json as {
      id: number;
      openingAnnounced: boolean;
      associatedMaps: { tasks: unknown[] }[];
    }[];
    const mine = load.find((x) => x.id === m.id)!;
    expect(mine.openingAnnounced).toBe(true);
    expect(mine.associatedMaps[0].tasks).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        name: "Hard",
        mode: "osu",
        status: "WIP",
        mappers: [expect.objectContaining({ username: "PermHost" })],
      }),
    ]);
    expect(
      ((await a.post(`/api/admin/missions/${m.id}/${b1.id}/toggleWinningBeatmap`)).json as { id: number }[]).map((x) => x.id),
    ).toEqual([b1.id]);
    expect(
      ((await a.post(`/api/admin/missions/${m.id}/${b2.id}/toggleInvalidBeatmap`)).json as { id: number }[]).map((x) => x.id),
    ).toEqual([b2.id]);
    // `{ id }` alone reads the ids only (missionBeatmapIds); with more fields the whole rows: the same mapsets either way.
    type Lists = { mission: { winningBeatmaps: { id: string; status?: string }[]; invalidBeatmaps: { id: string }[] } };
    const statements = recordStatements();
    statements.take();
    const idsOnly = await a.gql<Lists>(`{ mission(id: "${m.id}") { winningBeatmaps { id } invalidBeatmaps { __typename id } } }`);
    const links = statements.take().filter((sql) => /mission_winners|mission_invalid_beatmaps/.test(sql));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/mission_winners[\s\S]*UNION ALL[\s\S]*mission_invalid_beatmaps/);
    const whole = await a.gql<Lists>(
      `{ mission(id: "${m.id}") { winningBeatmaps { id status } invalidBeatmaps { ...on Beatmap { id mode } } } }`,
    );
    expect(idsOnly.data!.mission.winningBeatmaps).toEqual([{ id: String(b1.id) }]);
    expect(idsOnly.data!.mission.invalidBeatmaps).toEqual([{ __typename: "Beatmap", id: String(b2.id) }]);
    expect(whole.data!.mission.winningBeatmaps).toEqual([{ id: String(b1.id), status: expect.any(String) }]);
    expect(whole.data!.mission.invalidBeatmaps.map((b) => b.id)).toEqual([String(b2.id)]);
    expect(await visitors.host.post(`/api/admin/missions/${m.id}/${b1.id}/toggleWinningBeatmap`)).toEqual({
      status: 200,
      json: { error: "Unauthorized" },
    });
    const stray = await hostMap();
    expect(await a.post(`/api/admin/missions/${m.id}/${stray.id}/toggleWinningBeatmap`)).toEqual({
      status: 200,
      json: { error: "Beatmap is not associated with this mission" },
    });
    expect(await visitors.host.post(`/api/missions/${m.id}/${b2.id}/removeBeatmapFromMission`)).toEqual({
      status: 200,
      json: { error: "Unauthorized" },
    });
    const removed = (await a.post(`/api/missions/${m.id}/${b1.id}/removeBeatmapFromMission`)).json as {
      associatedMaps: { id: number; tasks: unknown[] }[];
      winningBeatmaps: unknown[];
    };
    expect(removed.associatedMaps.map((x) => x.id)).toEqual([b2.id]);
    expect(removed.associatedMaps[0].tasks).toHaveLength(1);
    expect(removed.winningBeatmaps).toEqual([]);
    expect((await a.post(`/api/admin/missions/${m.id}/calculateUserPoints`)).json).toEqual({
      success: "processed points for 0 users",
    });
  });

  test("REST: admin create and field updates of README.md return the value written", async () => {
    const a = visitors.admin;
    const artist = await f.artist({ label: "Unique Label For Toggle" });
    const created = await a.post("/api/admin/missions/create", {
      name: "Made over REST",
      tier: 3,
      objective: "Go",
      deadline: "2030-02-01T00:00:00Z",
      artists: [{ _id: artist.id }],
      modes: ["osu"],
      winCondition: "w",
    });
    expect(created).toMatchObject({
      status: 200,
      json: { name: "Made over REST", status: "hidden", modes: ["osu"], artists: [{ id: artist.id }] },
    });
    const id = (created.json as { id: number }).id;
    expect((await a.post(`/api/admin/missions/${id}/rename`, { name: "Renamed" })).json).toBe("Renamed");
    expect(await a.post(`/api/admin/missions/${id}/updateTier`, { tier: 9 })).toEqual({
      status: 200,
      json: { error: "Invalid number" },
    });
    expect((await a.post(`/api/admin/missions/${id}/updateStatus`, { status: "open" })).json).toBe("open");
    expect((await a.post(`/api/admin/missions/${id}/updateUserMinimumRank`, { value: 2 })).json).toBe(2);
    expect(await a.post(`/api/admin/missions/${id}/updateBeatmapEarliestSubmissionDate`, { date: "nonsense" })).toEqual({
      status: 200,
      json: { error: "Invalid date" },
    });
    expect((await a.post(`/api/admin/missions/${id}/toggleMode`, { mode: "taiko" })).json).toEqual(["osu", "taiko"]);
    expect((await a.post(`/api/admin/missions/${id}/toggleMode`, { mode: "osu" })).json).toEqual(["taiko"]);
    expect(await a.post(`/api/admin/missions/${id}/toggleMode`, { mode: "taiko" })).toEqual({
      status: 200,
      json: { error: "Select at least one mode!" },
    });
    expect((await a.post(`/api/admin/missions/${id}/toggleDifficulty`, { difficulty: "Expert" })).json).toEqual(["Expert"]);
    expect((await a.post(`/api/admin/missions/${id}/addGenreOption`, { genreOption: "rock" })).json).toEqual(["rock"]);
    expect((await a.post(`/api/admin/missions/${id}/toggleIsSeparate`, { value: true })).json).toBe(true);
    expect((await a.post(`/api/admin/missions/${id}/toggleArtist`, { artistLabel: "unique label for toggle" })).json).toEqual([]);
    expect(
      ((await a.post(`/api/admin/missions/${id}/toggleArtist`, { artistId: artist.id })).json as { label: string }[]).map(
        (x) => x.label,
      ),
    ).toEqual(["Unique Label For Toggle"]);
    expect(await visitors.user.post(`/api/admin/missions/${id}/rename`, { name: "x" })).toEqual({
      status: 200,
      json: { error: "Unauthorized" },
    });
  });

  test("REST: showcase song/artist calls and the /showcase and /missions song-mapper aliases", async () => {
    const hostV = visitors.host;
    const songM = await openMission({ isShowcaseMission: true, remainingArtists: 3 });
    // Nothing selected: an empty body, as the original's res.json(undefined) (docs/rest-shim.md).
    expect(await hostV.getJson(`/api/missions/${songM.id}/findSelectedShowcaseMissionSong`)).toEqual({
      status: 200,
      json: undefined,
    });
    const loaded = (await hostV.post(`/api/missions/${songM.id}/findShowcaseMissionSong`)).json as {
      song: { id: number; title: string; oszUrl: string };
      availablePoints: number;
      rerolled: boolean;
    };
    expect(loaded).toMatchObject({ song: { id: expect.any(Number), title: expect.any(String) }, rerolled: false });
    const rerolled = (await hostV.post(`/api/missions/${songM.id}/findShowcaseMissionSong`)).json as {
      availablePoints: number;
      rerolled: boolean;
    };
    expect(rerolled.rerolled).toBe(true);
    expect(rerolled.availablePoints).toBe(loaded.availablePoints - 35);
    // The member's selection entry, song and user populated.
    expect((await hostV.getJson(`/api/missions/${songM.id}/findSelectedShowcaseMissionSong`)).json).toEqual({
      song: expect.objectContaining({ id: expect.any(Number), artist: expect.any(String), title: expect.any(String) }),
      user: expect.objectContaining({ id: host.id, username: "PermHost", osuId: 702 }),
    });
    expect(
      ((await hostV.getJson(`/api/missions/searchOnLoad/${songM.id}`)).json as { remainingArtists: number }).remainingArtists,
    ).toBe(3);

    const artistM = await openMission({ isShowcaseMission: true, isArtistShowcase: true });
    expect(await hostV.getJson(`/api/missions/${artistM.id}/getArtistRerollCount`)).toEqual({ status: 200, json: 0 });
    const got = (await hostV.post(`/api/missions/${artistM.id}/findShowcaseMissionArtist`)).json as {
      artist: { id: number; songs: { id: number; songShowcaseMappers: unknown[] }[] };
      rerollCount: number;
    };
    expect(got.rerollCount).toBe(0);
    const again = (await hostV.post(`/api/missions/${artistM.id}/findShowcaseMissionArtist`)).json as {
      artist: { id: number; songs: { id: number }[] };
      rerollCount: number;
    };
    expect(again.rerollCount).toBe(1);
    expect(await hostV.getJson(`/api/missions/${artistM.id}/getArtistRerollCount`)).toEqual({ status: 200, json: 1 });
    const entry = (await hostV.getJson(`/api/missions/${artistM.id}/findSelectedShowcaseMissionArtist`)).json as {
      artist: { id: number; songs: { id: number }[] };
      user: { id: number };
    };
    expect(entry.user.id).toBe(host.id);
    const mineNow = entry.artist;
    expect(mineNow.id).toBe(again.artist.id);
    const songId = mineNow.songs[0].id;
    const sel = (await hostV.post(`/api/showcase/addSongShowcaseMapper/${mineNow.id}/${songId}`)).json as {
      songs: { id: number; songShowcaseMappers: { username: string }[] }[];
    };
    expect(sel.songs.find((s) => s.id === songId)!.songShowcaseMappers.map((u) => u.username)).toEqual(["PermHost"]);
    expect(await hostV.post(`/api/missions/addSongShowcaseMapper/${mineNow.id}/${songId}`)).toEqual({
      status: 200,
      json: { error: "Already marked for song. Try refreshing!" },
    });
    const rem = (await hostV.post(`/api/missions/removeSongShowcaseMapper/${mineNow.id}/${songId}`)).json as {
      songs: { id: number; songShowcaseMappers: unknown[] }[];
    };
    expect(rem.songs.find((s) => s.id === songId)!.songShowcaseMappers).toEqual([]);
    expect(await hostV.post(`/api/showcase/removeSongShowcaseMapper/${mineNow.id}/${songId}`)).toEqual({
      status: 200,
      json: { error: "Not marked for song. Try refreshing!" },
    });

    const poor = new Visitor(server.url);
    await f.user({ osuId: 703, username: "PoorOne" });
    await poor.login(703);
    await poor.post(`/api/missions/${artistM.id}/findShowcaseMissionArtist`);
    expect(await poor.post(`/api/missions/${artistM.id}/findShowcaseMissionArtist`)).toEqual({
      status: 200,
      json: { error: "Not enough available points!" },
    });
  });

  test("REST: genre selection", async () => {
    const hostV = visitors.host;
    const g = await openMission({ isShowcaseMission: true, isGenreShowcase: true, genreOptions: ["rock"] });
    expect(await hostV.post(`/api/missions/${g.id}/findShowcaseMissionSongByTag`, {})).toEqual({
      status: 200,
      json: { error: "No genre selected." },
    });
    const first = (await hostV.post(`/api/missions/${g.id}/findShowcaseMissionSongByTag`, { tag: "rock" })).json as {
      entry: { songs: { id: number }[]; previouslySelectedSongs: unknown[] };
      availablePoints: number;
    };
    expect(first.entry.songs).toHaveLength(3);
    expect(await hostV.post(`/api/missions/${g.id}/findShowcaseMissionSongByTag`, { songIndex: "1" })).toEqual({
      status: 200,
      json: { error: "Invalid song index." },
    });
    const r = (await hostV.post(`/api/missions/${g.id}/findShowcaseMissionSongByTag`, { songIndex: 1 })).json as {
      entry: { songs: { id: number }[]; previouslySelectedSongs: { id: number }[] };
      availablePoints: number;
    };
    expect(r.entry.previouslySelectedSongs.map((s) => s.id)).toEqual([first.entry.songs[1].id]);
    expect(r.availablePoints).toBe(first.availablePoints - 2);
    expect(await hostV.getJson(`/api/missions/${g.id}/getGenreSongRerollCount`)).toEqual({ status: 200, json: 1 });
    expect(
      ((await hostV.getJson(`/api/missions/${g.id}/findAllSelectedShowcaseMissionSongsByTag`)).json as { songs: unknown[] })
        .songs,
    ).toHaveLength(3);
    expect(
      ((await hostV.getJson(`/api/missions/${g.id}/findSelectedShowcaseMissionSongsByTag`)).json as { songs: unknown[] }).songs,
    ).toHaveLength(3);
    // No entry: findAll… answers null (the original's `entry || null`), findSelected… an empty body (its res.json(undefined)).
    expect(await visitors.user.getJson(`/api/missions/${g.id}/findAllSelectedShowcaseMissionSongsByTag`)).toEqual({
      status: 200,
      json: null,
    });
    expect(await visitors.user.getJson(`/api/missions/${g.id}/findSelectedShowcaseMissionSongsByTag`)).toEqual({
      status: 200,
      json: undefined,
    });
  });

  test("REST: relevantInfo, inactive missions, searchOnLoad (no unannounced leak), open/:mode/:beatmapId, linkMission", async () => {
    const hostV = visitors.host;
    const m = await openMission({ name: "Listed PQ" });
    const unannounced = await openMission({ name: "Secret PQ", openingAnnounced: false });
    const closed = await f.mission({ name: "Old PQ", status: MissionStatus.closed });
    const free = await hostMap();
    const info = (await hostV.getJson("/api/missions/relevantInfo")).json as {
      missions: { name: string }[];
      beatmaps: { id: number }[];
    };
    expect(info.missions.map((x) => x.name)).toContain("Listed PQ");
    expect(info.missions.map((x) => x.name)).not.toContain("Secret PQ");
    expect(info.beatmaps.map((b) => b.id)).toContain(free.id);
    expect(
      ((await hostV.getJson("/api/missions/loadInactiveMissions")).json as { missions: { id: number }[] }).missions.map(
        (x) => x.id,
      ),
    ).toContain(closed.id);
    expect(await hostV.getJson(`/api/missions/searchOnLoad/${unannounced.id}`)).toEqual({
      status: 200,
      json: { error: "Mission ID does not exist!" },
    });
    expect(await hostV.getJson(`/api/missions/searchOnLoad/abc`)).toEqual({
      status: 200,
      json: { error: "Mission ID does not exist!" },
    });
    expect(((await hostV.getJson(`/api/missions/open/osu/${free.id}`)).json as { id: number }[]).map((x) => x.id)).toContain(
      m.id,
    );
    const linked = await hostV.post(`/api/beatmaps/${free.id}/linkMission`, { questOrMissionId: String(m.id) });
    expect(linked).toMatchObject({
      status: 200,
      json: { id: free.id, mission: { id: m.id, name: "Listed PQ" }, host: { username: "PermHost" } },
    });
    expect(await visitors.user.post(`/api/beatmaps/${free.id}/linkMission`, { questOrMissionId: "" })).toEqual({
      status: 200,
      json: { error: "You are not mapset host!" },
    });
    expect(await hostV.post(`/api/beatmaps/${free.id}/linkMission`, { questOrMissionId: String(unannounced.id) })).toEqual({
      status: 200,
      json: { error: "Mission ID does not exist!" },
    });
    expect(await hostV.post(`/api/beatmaps/${free.id}/linkMission`, { questOrMissionId: "" })).toMatchObject({
      status: 200,
      json: { id: free.id, mission: null },
    });
  });

  test("GraphQL: requirements lines, selection state, qualifying beatmaps and admin-only fields", async () => {
    const m = await openMission({
      userMinimumRank: 1,
      beatmapMinimumFavorites: 5,
      beatmapMinimumPlayCount: 10,
      isShowcaseMission: true,
      isArtistShowcase: true,
    });
    const res = await visitors.host.gql<{
      mission: {
        requirements: { key: string; text: string; checkable: boolean }[];
        selectionOpen: boolean;
        acceptsBeatmaps: boolean;
      };
    }>("query($id: ID!) { mission(id: $id) { requirements { key text checkable } selectionOpen acceptsBeatmaps } }", {
      id: String(m.id),
    });
    expect(res.data!.mission).toEqual({
      requirements: [
        { key: "mgRank", text: "Your Mappers' Guild rank must be at least 1 (100 total points)", checkable: true },
        { key: "favoritesOrPlays", text: "Beatmap must have at least 5 favorites or 10 plays", checkable: true },
      ],
      selectionOpen: true,
      acceptsBeatmaps: true,
    });
    const denied = await visitors.host.gql("query($id: ID!) { mission(id: $id) { openingAnnounced } }", { id: String(m.id) });
    expect(denied.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const ok = await visitors.admin.gql<{ mission: { openingAnnounced: boolean } }>(
      "query($id: ID!) { mission(id: $id) { openingAnnounced closingAnnounced } }",
      { id: String(m.id) },
    );
    expect(ok.data!.mission.openingAnnounced).toBe(true);
    const plain = await openMission();
    const b = await hostMap();
    const q = await visitors.host.gql<{ myQualifyingBeatmaps: { id: string }[] }>(
      "query($m: ID!) { myQualifyingBeatmaps(missionId: $m) { id } }",
      { m: String(plain.id) },
    );
    expect(q.data!.myQualifyingBeatmaps.map((x) => Number(x.id))).toContain(b.id);
    const anon = await visitors.anonymous.gql("{ missions { id } }");
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const bad = await visitors.admin.gql(
      `mutation { createMission(input: { name: "x", tier: 7, objective: "o", deadline: "2030-01-01T00:00:00Z" }) { id } }`,
    );
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });
});
