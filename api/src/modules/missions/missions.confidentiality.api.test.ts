import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { MissionStatus, ShowcaseKind, TaskMode, TaskName } from "../../core/enums";
import type { Artist } from "../artists/artist.entity";
import type { Song } from "../artists/song.entity";
import type { Mission } from "./mission.entity";

const DAY = 86_400_000;

/**
 * Confidentiality of showcase assignments: user A walks every mission query and mutation (GraphQL and REST) and no
 * response may contain user B's assigned song or artist — neither their titles nor their ids as a song/artist.
 */
describe("showcase confidentiality: A never sees B's assignments", () => {
  let server: TestServer;
  let bArtist: Artist;
  let bSongs: Song[];
  let publicArtist: Artist;
  let missions: {
    song: Mission;
    song2: Mission;
    artist: Mission;
    genre: Mission;
    plain: Mission;
    restricted: Mission;
    closed: Mission;
  };
  let aBeatmapId: number;
  const A = new Map<string, unknown>();
  let a: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    const f = fixtures(db);
    const userA = await f.user({ osuId: 801, username: "UserA", legacyPoints: 2000 });
    const userB = await f.user({ osuId: 802, username: "UserB", legacyPoints: 2000 });
    const deadline = new Date(Date.now() + 20 * DAY);

    // B's confidential artist (out of the draw pool, so A can never be handed it) and B's songs.
    bArtist = await f.unreleasedArtist({
      label: "B-SECRET-ARTIST",
      hasRankedMaps: true,
      oszTemplatesUrl: "https://x/B-SECRET-PACK.zip",
    });
    bSongs = [];
    for (let i = 1; i <= 3; i++)
      bSongs.push(await f.song(bArtist, { title: `B-SECRET-SONG-${i}`, tags: ["rock"], oszUrl: `https://x/B-SECRET-${i}.osz` }));
    // A's pool.
    for (let i = 0; i < 3; i++) {
      const x = await f.unreleasedArtist({ label: `A-POOL-ARTIST-${i}` });
      for (let j = 0; j < 3; j++)
        await f.song(x, { title: `A-POOL-SONG-${i}-${j}`, tags: ["rock"], oszUrl: `https://x/a-${i}-${j}.osz` });
    }
    publicArtist = await f.artist({ label: "Public Band" });
    const publicSong = await f.song(publicArtist, { title: "Public Tune" });

    missions = {
      song: await f.mission({ name: "Classified Song", isShowcaseMission: true, deadline }),
      song2: await f.mission({ name: "Classified Song Two", isShowcaseMission: true, deadline }),
      artist: await f.mission({ name: "Classified Artist", isShowcaseMission: true, isArtistShowcase: true, deadline }),
      genre: await f.mission({
        name: "Classified Genre",
        isShowcaseMission: true,
        isGenreShowcase: true,
        genreOptions: ["rock"],
        deadline,
      }),
      plain: await f.mission({ name: "Plain PQ", deadline }),
      restricted: await f.mission({ name: "Restricted PQ", deadline, isSeparate: true }),
      closed: await f.mission({ name: "Closed PQ", status: MissionStatus.closed }),
    };
    await f.missionArtists(missions.restricted, [publicArtist, bArtist]);
    await f.missionArtists(missions.closed, [bArtist]);

    // B's assignments, written as the services would.
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, $3, $4)`, [
      missions.song.id,
      userB.id,
      ShowcaseKind.song,
      bSongs[0].id,
    ]);
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, artist_id) VALUES ($1, $2, $3, $4)`, [
      missions.artist.id,
      userB.id,
      ShowcaseKind.artist,
      bArtist.id,
    ]);
    await db.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [bArtist.id, userB.id]);
    await db.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [bSongs[1].id, userB.id]);
    const [{ id: entryId }] = await db.query(
      `INSERT INTO showcase_genre_entries (mission_id, user_id, tag) VALUES ($1, $2, 'rock') RETURNING id`,
      [missions.genre.id, userB.id],
    );
    for (let i = 0; i < 3; i++)
      await db.query(`INSERT INTO showcase_genre_songs (entry_id, song_id, slot) VALUES ($1, $2, $3)`, [
        entryId,
        bSongs[i].id,
        i,
      ]);
    // An artist both hold a song of on another song mission: A may see their own song and its artist, never B's song.
    const shared = await f.unreleasedArtist({ label: "Z-SHARED-ARTIST", hasRankedMaps: true });
    const aSong = await f.song(shared, { title: "A-OWN-SONG-OF-Z" });
    const bSongZ = await f.song(shared, { title: "B-SECRET-SONG-Z" });
    bSongs.push(bSongZ);
    await db.query(
      `INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, 'song', $3), ($1, $4, 'song', $5)`,
      [missions.song2.id, userA.id, aSong.id, userB.id, bSongZ.id],
    );
    // Beatmaps in the plain mission by both users; A also has an unlinked one.
    for (const u of [userA, userB]) {
      const b = await f.beatmap(publicSong, u, { missionId: missions.plain.id });
      await f.task(b, TaskName.Hard, TaskMode.osu, [u]);
    }
    const free = await f.beatmap(publicSong, userA, { submissionDate: new Date() });
    await f.task(free, TaskName.Hard, TaskMode.osu, [userA]);
    aBeatmapId = free.id;

    a = new Visitor(server.url);
    await a.login(801);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Fails if a response carries any of B's secrets: by text, or by id as a song/artist object or reference. */
  function assertClean(label: string, body: unknown): void {
    const text = JSON.stringify(body) ?? "";
    expect({ label, leaks: text.match(/B-SECRET[-A-Z0-9]*/g) ?? [] }).toEqual({ label, leaks: [] });
    const songIds = new Set(bSongs.map((s) => s.id));
    const walk = (v: unknown, path: string): void => {
      if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i}]`));
      if (!v || typeof v !== "object") return;
      const o = v as Record<string, unknown>;
      const id = Number(o.id ?? o._id);
      if ("title" in o && songIds.has(id)) throw new Error(`${label}: B's song ${id} at ${path}`);
      if ("label" in o && id === bArtist.id) throw new Error(`${label}: B's artist ${id} at ${path}`);
      if (songIds.has(Number(o.songId))) throw new Error(`${label}: B's song id at ${path}.songId`);
      if (Number(o.artistId) === bArtist.id) throw new Error(`${label}: B's artist id at ${path}.artistId`);
      for (const [k, x] of Object.entries(o)) walk(x, `${path}.${k}`);
    };
    walk(body, label);
  }

  const MISSION_FIELDS = `id name status objective remainingArtists genreOptions selectionOpen acceptsBeatmaps
    requirements { key text checkable }
    artists { id label osuId oszTemplatesUrl songs { id title oszUrl songShowcaseMappers { username } } }
    associatedMaps { id host { username } song { id title artistName songShowcaseMappers { username } artist { id label oszTemplatesUrl songs { id title } } } }
    winningBeatmaps { id } invalidBeatmaps { id }`;
  const SONG = `id title artistName oszUrl songShowcaseMappers { username } artist { id label oszTemplatesUrl songs { id title songShowcaseMappers { username } } }`;
  const ARTIST = `id label oszTemplatesUrl songs { ${SONG} }`;

  test("every GraphQL query and mutation", async () => {
    const ids = Object.fromEntries(Object.entries(missions).map(([k, m]) => [k, String(m.id)]));
    const calls: [string, string, Record<string, unknown>?][] = [
      ["active", `{ missions(section: active) { ${MISSION_FIELDS} } }`],
      ["pending", `{ missions(section: pending) { ${MISSION_FIELDS} } }`],
      ["inactive", `{ missions(section: inactive) { ${MISSION_FIELDS} } }`],
      ...Object.entries(ids).map(
        ([k, id]) =>
          [`mission ${k}`, `query($id: ID!) { mission(id: $id) { ${MISSION_FIELDS} } }`, { id }] as [
            string,
            string,
            Record<string, unknown>,
          ],
      ),
      ["qualifying", `query($m: ID!) { myQualifyingBeatmaps(missionId: $m) { id song { ${SONG} } } }`, { m: ids.plain }],
      [
        "chooser",
        `query($b: ID!) { eligibleMissionsForBeatmap(beatmapId: $b) { ${MISSION_FIELDS} } }`,
        { b: String(aBeatmapId) },
      ],
      ["my song before", `query($m: ID!) { myShowcaseSong(missionId: $m) { ${SONG} } }`, { m: ids.song }],
      [
        "load song",
        `mutation($m: ID!) { loadShowcaseSong(missionId: $m) { song { ${SONG} } availablePoints } }`,
        { m: ids.song },
      ],
      [
        "reroll song",
        `mutation($m: ID!) { rerollShowcaseSong(missionId: $m) { song { ${SONG} } availablePoints } }`,
        { m: ids.song },
      ],
      ["my song after", `query($m: ID!) { myShowcaseSong(missionId: $m) { ${SONG} } }`, { m: ids.song }],
      ["my song on a shared artist", `query($m: ID!) { myShowcaseSong(missionId: $m) { ${SONG} } }`, { m: ids.song2 }],
      [
        "load artist",
        `mutation($m: ID!) { loadShowcaseArtist(missionId: $m) { artist { ${ARTIST} } rerollCount } }`,
        { m: ids.artist },
      ],
      [
        "reroll artist",
        `mutation($m: ID!) { rerollShowcaseArtist(missionId: $m) { artist { ${ARTIST} } rerollCount } }`,
        { m: ids.artist },
      ],
      ["my artist", `query($m: ID!) { myShowcaseArtist(missionId: $m) { ${ARTIST} } }`, { m: ids.artist }],
      ["artist rerolls", `query($m: ID!) { myArtistRerollCount(missionId: $m) }`, { m: ids.artist }],
      [
        "load genre",
        `mutation($m: ID!) { loadShowcaseGenre(missionId: $m, tag: "rock") { entry { tag songs { ${SONG} } previousSongs { ${SONG} } } } }`,
        { m: ids.genre },
      ],
      [
        "reroll genre",
        `mutation($m: ID!) { rerollShowcaseGenreSong(missionId: $m, songIndex: 2) { entry { songs { ${SONG} } previousSongs { ${SONG} } } } }`,
        { m: ids.genre },
      ],
      [
        "my genre",
        `query($m: ID!) { myShowcaseGenreEntry(missionId: $m) { songs { ${SONG} } previousSongs { ${SONG} } rerollCount } }`,
        { m: ids.genre },
      ],
      ["genre rerolls", `query($m: ID!) { myGenreRerollCount(missionId: $m) }`, { m: ids.genre }],
      [
        "add map",
        `mutation($m: ID!, $b: ID!) { addBeatmapToMission(missionId: $m, beatmapId: $b) { ${MISSION_FIELDS} } }`,
        { m: ids.plain, b: String(aBeatmapId) },
      ],
      [
        "remove map",
        `mutation($m: ID!, $b: ID!) { removeBeatmapFromMission(missionId: $m, beatmapId: $b) { ${MISSION_FIELDS} } }`,
        { m: ids.plain, b: String(aBeatmapId) },
      ],
      [
        "link map",
        `mutation($m: ID, $b: ID!) { linkBeatmapMission(beatmapId: $b, missionId: $m) { id song { ${SONG} } } }`,
        { m: ids.plain, b: String(aBeatmapId) },
      ],
      [
        "B's artist: add mapper",
        `mutation($a: ID!, $s: ID!) { addSongShowcaseMapper(artistId: $a, songId: $s) { ${ARTIST} } }`,
        { a: String(bArtist.id), s: String(bSongs[1].id) },
      ],
      [
        "B's artist: remove mapper",
        `mutation($a: ID!, $s: ID!) { removeSongShowcaseMapper(artistId: $a, songId: $s) { ${ARTIST} } }`,
        { a: String(bArtist.id), s: String(bSongs[1].id) },
      ],
      ["FA showcase artists", `{ myShowcaseArtists { ${ARTIST} } }`],
      [
        "FA showcase artists, paged",
        `{ myShowcaseArtistsConnection(first: 100) { edges { cursor node { ${ARTIST} } } totalCount } }`,
      ],
      ["home", `{ homeArtists { artists { ${ARTIST} } } exampleMission { ${MISSION_FIELDS} } }`],
    ];
    for (const [label, query, vars] of calls) {
      const res = await a.gql(query, vars);
      A.set(label, res);
      assertClean(label, res);
    }
    // A did get their own secrets (the walk is not vacuous).
    expect(JSON.stringify(A.get("my song after"))).toMatch(/A-POOL-SONG/);
    expect(JSON.stringify(A.get("my artist"))).toMatch(/A-POOL-ARTIST/);
    expect(JSON.stringify(A.get("my song on a shared artist"))).toMatch(/A-OWN-SONG-OF-Z.*Z-SHARED-ARTIST/);
    expect(JSON.stringify(A.get("my genre"))).toMatch(/A-POOL-SONG/);
    expect((A.get("B's artist: remove mapper") as { errors?: unknown[] }).errors).toBeDefined();
  });

  test("every REST path", async () => {
    const m = missions;
    const posts: [string, string, unknown?][] = [
      ["song", `/api/missions/${m.song.id}/findShowcaseMissionSong`],
      ["artist", `/api/missions/${m.artist.id}/findShowcaseMissionArtist`],
      ["genre load", `/api/missions/${m.genre.id}/findShowcaseMissionSongByTag`, { tag: "rock" }],
      ["genre reroll", `/api/missions/${m.genre.id}/findShowcaseMissionSongByTag`, { songIndex: 0 }],
      ["add", `/api/missions/${m.plain.id}/${aBeatmapId}/addBeatmapToMission`],
      ["remove", `/api/missions/${m.plain.id}/${aBeatmapId}/removeBeatmapFromMission`],
      ["link", `/api/beatmaps/${aBeatmapId}/linkMission`, { questOrMissionId: String(m.plain.id) }],
      ["unlink", `/api/beatmaps/${aBeatmapId}/linkMission`, { questOrMissionId: "" }],
      ["B add /showcase", `/api/showcase/addSongShowcaseMapper/${bArtist.id}/${bSongs[1].id}`],
      ["B remove /showcase", `/api/showcase/removeSongShowcaseMapper/${bArtist.id}/${bSongs[1].id}`],
      ["B add /missions", `/api/missions/addSongShowcaseMapper/${bArtist.id}/${bSongs[2].id}`],
      ["B remove /missions", `/api/missions/removeSongShowcaseMapper/${bArtist.id}/${bSongs[1].id}`],
    ];
    for (const [label, path, body] of posts) assertClean(label, await a.post(path, body));

    const mine = (
      (await a.getJson(`/api/missions/${m.artist.id}/findSelectedShowcaseMissionArtist`)).json as {
        artist: { id: number; songs: { id: number }[] };
      }
    ).artist;
    for (const p of ["/api/showcase", "/api/missions"]) {
      assertClean(`own add ${p}`, await a.post(`${p}/addSongShowcaseMapper/${mine.id}/${mine.songs[0].id}`));
      assertClean(`own remove ${p}`, await a.post(`${p}/removeSongShowcaseMapper/${mine.id}/${mine.songs[0].id}`));
    }

    const gets = [
      "/api/missions/relevantInfo",
      "/api/missions/loadInactiveMissions",
      ...Object.values(m).map((x) => `/api/missions/searchOnLoad/${x.id}`),
      `/api/missions/open/osu/${aBeatmapId}`,
      `/api/missions/open/hybrid/${aBeatmapId}`,
      `/api/missions/${m.song.id}/findSelectedShowcaseMissionSong`,
      `/api/missions/${m.artist.id}/findSelectedShowcaseMissionArtist`,
      `/api/missions/${m.artist.id}/getArtistRerollCount`,
      `/api/missions/${m.genre.id}/findSelectedShowcaseMissionSongsByTag`,
      `/api/missions/${m.genre.id}/findAllSelectedShowcaseMissionSongsByTag`,
      `/api/missions/${m.genre.id}/getGenreSongRerollCount`,
      "/api/showcase/relevantInfo",
      "/api/home/24",
      "/api/exampleMission",
    ];
    for (const path of gets) assertClean(path, await a.getJson(path));
    expect(JSON.stringify((await a.getJson(`/api/missions/${m.song.id}/findSelectedShowcaseMissionSong`)).json)).toMatch(
      /A-POOL-SONG/,
    );
  });

  test("the Mission type has no assignment lists; B still sees their own", async () => {
    const { data } = await a.gql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "Mission") { fields { name } } }');
    const names = data!.__type.fields.map((x) => x.name);
    expect(names.filter((n) => /showcase|assign|entr/i.test(n) && !/^is/.test(n))).toEqual([]);
    const b = new Visitor(server.url);
    await b.login(802);
    const own = await b.gql<{
      myShowcaseArtist: {
        label: string;
        oszTemplatesUrl: string;
        songs: { title: string; songShowcaseMappers: { username: string }[] }[];
      };
    }>(
      `query($m: ID!) { myShowcaseArtist(missionId: $m) { label oszTemplatesUrl songs { title songShowcaseMappers { username } } } }`,
      { m: String(missions.artist.id) },
    );
    expect(own.data!.myShowcaseArtist).toMatchObject({
      label: "B-SECRET-ARTIST",
      oszTemplatesUrl: "https://x/B-SECRET-PACK.zip",
    });
    expect(own.data!.myShowcaseArtist.songs.find((s) => s.title === "B-SECRET-SONG-2")!.songShowcaseMappers).toEqual([
      { username: "UserB" },
    ]);
  });
});
