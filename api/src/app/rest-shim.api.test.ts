// Over 400 lines on purpose: every brief §7 path's three answers (success, "nothing", refusal) on one server and one
// guild; split, each file would start its own server.
/**
 * The REST shim as the original's own client reads it (docs/rest-shim.md): for each call of the brief's §7, the
 * success answer, the "nothing" answer and a refusal, with the shapes the original answered. Refusals are HTTP 200
 * `{ "error": "…" }`; transport problems keep their status.
 */
import { startTestServer, Visitor, type TestServer } from "../../test/harness";
import { fixtures } from "../../test/fixtures";
import { NUL_MESSAGE } from "../core/input";
import { BeatmapStatus, MissionStatus, TaskMode, TaskName, UserGroup } from "../core/enums";
import type { Artist } from "../modules/artists/artist.entity";
import type { Beatmap } from "../modules/beatmaps/beatmap.entity";
import type { Mission } from "../modules/missions/mission.entity";
import type { User } from "../modules/users/user.entity";

const DAY = 86_400_000;
const LOGIN = "Unauthorized - May need to login first";

/** A user as the original populated it where its client reads one. */
const userRef = (u: User) => ({ id: u.id, _id: u.id, osuId: u.osuId, username: u.username });
const anyUserRef = { id: expect.any(Number), osuId: expect.any(Number), username: expect.any(String) };

/** A beatmap populated as the original's mission lists were: id, song, host, and tasks with their mappers. */
function populatedBeatmap(b: Beatmap, host: User, mappers: User[]) {
  return expect.objectContaining({
    id: b.id,
    _id: b.id,
    song: expect.objectContaining({ id: b.songId, artist: expect.any(String), title: expect.any(String) }),
    host: expect.objectContaining(userRef(host)),
    tasks: [
      expect.objectContaining({ name: expect.any(String), mappers: mappers.map((u) => expect.objectContaining(userRef(u))) }),
    ],
  });
}

describe("the REST shim answers the original's client as the original did (brief §7)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let member: User;
  let other: User;
  let fa: Artist;
  const v: Record<"anon" | "member" | "admin" | "other", Visitor> = {} as never;

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    member = await f.user({ osuId: 901, username: "ShimMember", legacyPoints: 5000, totalPoints: 5000 });
    await f.user({ osuId: 902, username: "ShimAdmin", group: UserGroup.admin });
    other = await f.user({ osuId: 903, username: "ShimOther" });
    fa = await f.artist({ osuId: 7001, label: "Shim Band" });
    // The classified pool: unreleased artists with timed songs that have .osz links.
    for (let i = 0; i < 4; i++) {
      const a = await f.unreleasedArtist({ oszTemplatesUrl: `https://x/pack-${i}.zip` });
      for (let j = 0; j < 2; j++) await f.song(a, { tags: ["rock"], oszUrl: `https://x/${a.id}/${j}.osz` });
    }
    for (const k of Object.keys({ anon: 0, member: 0, admin: 0, other: 0 }) as (keyof typeof v)[]) v[k] = new Visitor(server.url);
    await v.member.login(901);
    await v.admin.login(902);
    await v.other.login(903);
  });
  afterAll(async () => {
    await server.close();
  });

  const openMission = (over: Partial<Mission> = {}) => f.mission({ deadline: new Date(Date.now() + 20 * DAY), ...over });
  async function mapOf(host: User, artist: Artist, over: Partial<Beatmap> = {}): Promise<Beatmap> {
    const b = await f.beatmap(await f.song(artist), host, { submissionDate: new Date(), ...over });
    await f.task(b, TaskName.Hard, TaskMode.osu, [host]);
    return b;
  }
  /** An empty body, as Express's res.json(undefined): 200, JSON content type, no bytes. */
  async function expectEmptyBody(visitor: Visitor, path: string): Promise<void> {
    const res = await visitor.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe("");
  }
  const refusal = (error: string) => ({ status: 200, json: { error } });

  // ---------------------------------------------------------------- the landing page and the member

  test("GET /me: the member; null signed out; a refused request is 200 { error }", async () => {
    expect(await v.member.getJson("/api/me")).toEqual({
      status: 200,
      json: expect.objectContaining({ id: member.id, osuId: 901, username: "ShimMember", group: "user", availablePoints: 5000 }),
    });
    expect(await v.anon.getJson("/api/me")).toEqual({ status: 200, json: null });
    expect(await v.anon.getJson("/api/me?x=%00")).toEqual(refusal(NUL_MESSAGE));
  });

  test("GET /home/{limit}: artists with their songs' guild maps; [] when none; a refusal", async () => {
    expect(await v.anon.getJson("/api/home/12")).toEqual({ status: 200, json: [] });
    const home = await f.artist({ osuId: 7100, label: "Home Band" });
    const song = await f.song(home, { title: "Home Tune" });
    const b = await f.beatmap(song, member, { url: "https://osu.ppy.sh/beatmapsets/7100" });
    expect(await v.anon.getJson("/api/home/12")).toEqual({
      status: 200,
      json: [
        expect.objectContaining({
          id: home.id,
          osuId: 7100,
          label: "Home Band",
          songs: [
            expect.objectContaining({
              id: song.id,
              title: "Home Tune",
              beatmaps: [{ _id: b.id, id: b.id, url: b.url, host: { _id: member.id, id: member.id, username: "ShimMember" } }],
            }),
          ],
        }),
      ],
    });
    expect(await v.anon.getJson("/api/home/12%00")).toEqual(refusal(NUL_MESSAGE));
  });

  test("GET /exampleQuest and /exampleMission: the example; an empty body when none; a refusal", async () => {
    await expectEmptyBody(v.anon, "/api/exampleQuest");
    await expectEmptyBody(v.anon, "/api/exampleMission");
    // An open mission is never the example (the original's card would offer its add-beatmap picker).
    await openMission({ name: "Open, not an example" });
    await expectEmptyBody(v.anon, "/api/exampleMission");

    await f.quest({ name: "Example quest", artistId: fa.id, price: 7 });
    expect(await v.anon.getJson("/api/exampleQuest")).toEqual({
      status: 200,
      json: expect.objectContaining({ id: expect.any(Number), name: "Example quest", price: 7, art: 7001, status: "open" }),
    });

    const example = await f.mission({ name: "The example", status: MissionStatus.hidden, createdAt: new Date("2020-01-01") });
    await f.missionArtists(example, [fa]);
    const winner = await mapOf(member, fa, { missionId: example.id, status: BeatmapStatus.Ranked });
    await server.database.dataSource.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [
      example.id,
      winner.id,
    ]);
    expect(await v.anon.getJson("/api/exampleMission")).toEqual({
      status: 200,
      json: expect.objectContaining({
        id: example.id,
        name: "The example",
        status: "hidden",
        acceptsBeatmaps: false,
        artists: [expect.objectContaining({ id: fa.id, label: "Shim Band", osuId: 7001 })],
        associatedMaps: [populatedBeatmap(winner, member, [member])],
        winningBeatmaps: [populatedBeatmap(winner, member, [member])],
        invalidBeatmaps: [],
      }),
    });
    for (const path of ["/api/exampleQuest?x=%00", "/api/exampleMission?x=%00"])
      expect(await v.anon.getJson(path)).toEqual(refusal(NUL_MESSAGE));
  });

  test("POST /toggleIsShowcaseMapper and /toggleIsContestHelper: the updated member; refusals are 200 { error }", async () => {
    expect(await v.member.post("/api/toggleIsShowcaseMapper", { value: true })).toEqual({
      status: 200,
      json: expect.objectContaining({ id: member.id, username: "ShimMember", isShowcaseMapper: true }),
    });
    expect(await v.member.post("/api/toggleIsContestHelper", { value: true })).toEqual({
      status: 200,
      json: expect.objectContaining({ id: member.id, isContestHelper: true, isShowcaseMapper: true }),
    });
    for (const path of ["/api/toggleIsShowcaseMapper", "/api/toggleIsContestHelper"]) {
      expect(await v.anon.post(path, { value: true })).toEqual(refusal(LOGIN));
      expect(await v.member.post(path, { value: "yes" })).toEqual(refusal("value must be true or false"));
    }
  });

  // ---------------------------------------------------------------- priority quests: add / remove, the admin lists

  test("POST addBeatmapToMission / removeBeatmapFromMission: the mission populated; refusals are 200 { error }", async () => {
    const m = await openMission({ name: "Shim PQ" });
    await f.missionArtists(m, [fa]);
    const mine = await mapOf(member, fa);
    const otherArtist = await mapOf(member, await f.artist());

    const added = await v.member.post(`/api/missions/${m.id}/${mine.id}/addBeatmapToMission`);
    expect(added).toEqual({
      status: 200,
      json: expect.objectContaining({
        id: m.id,
        name: "Shim PQ",
        status: "open",
        associatedMaps: [populatedBeatmap(mine, member, [member])],
        winningBeatmaps: [],
        invalidBeatmaps: [],
      }),
    });
    expect(await v.member.post(`/api/missions/${m.id}/${otherArtist.id}/addBeatmapToMission`)).toEqual(
      refusal("Song not applicable to this quest!"),
    );
    expect(await v.other.post(`/api/missions/${m.id}/${mine.id}/removeBeatmapFromMission`)).toEqual(
      refusal("You are not mapset host!"),
    );
    expect(await v.member.post(`/api/missions/999999/${mine.id}/removeBeatmapFromMission`)).toEqual(
      refusal("Mission ID does not exist!"),
    );
    expect(await v.anon.post(`/api/missions/${m.id}/${mine.id}/addBeatmapToMission`)).toEqual(refusal(LOGIN));

    // An admin marks it invalid, then the host removes it: the answer's lists are populated, and empty once it left.
    const invalid = await v.admin.post(`/api/admin/missions/${m.id}/${mine.id}/toggleInvalidBeatmap`);
    expect(invalid).toEqual({ status: 200, json: [populatedBeatmap(mine, member, [member])] });
    const listed = (await v.member.getJson(`/api/missions/searchOnLoad/${m.id}`)).json as { invalidBeatmaps: unknown[] };
    expect(listed.invalidBeatmaps).toEqual([populatedBeatmap(mine, member, [member])]);
    const removed = await v.member.post(`/api/missions/${m.id}/${mine.id}/removeBeatmapFromMission`);
    expect(removed).toEqual({
      status: 200,
      json: expect.objectContaining({ id: m.id, associatedMaps: [], winningBeatmaps: [], invalidBeatmaps: [] }),
    });
  });

  test("POST toggleWinningBeatmap / toggleInvalidBeatmap: the populated list; [] once toggled off; refusals", async () => {
    const m = await f.mission({ name: "Judged PQ", status: MissionStatus.closed });
    const b = await mapOf(member, fa, { missionId: m.id, status: BeatmapStatus.Ranked });
    await f.task(b, TaskName.Insane, TaskMode.osu, [other]);
    const stray = await mapOf(member, fa);
    const withGuest = expect.objectContaining({
      id: b.id,
      song: expect.objectContaining({ id: b.songId }),
      host: expect.objectContaining(userRef(member)),
      tasks: expect.arrayContaining([
        expect.objectContaining({ name: "Insane", mappers: [expect.objectContaining(userRef(other))] }),
        expect.objectContaining({ name: "Hard", mappers: [expect.objectContaining(userRef(member))] }),
      ]),
    });
    for (const kind of ["Winning", "Invalid"]) {
      const path = `/api/admin/missions/${m.id}/${b.id}/toggle${kind}Beatmap`;
      expect(await v.admin.post(path)).toEqual({ status: 200, json: [withGuest] });
      expect(await v.admin.post(path)).toEqual({ status: 200, json: [] });
      expect(await v.member.post(path)).toEqual(refusal("Unauthorized"));
      expect(await v.anon.post(path)).toEqual(refusal(LOGIN));
      expect(await v.admin.post(`/api/admin/missions/${m.id}/${stray.id}/toggle${kind}Beatmap`)).toEqual(
        refusal("Beatmap is not associated with this mission"),
      );
    }
    // Winners are populated in every mission object (the original's admin winners summary reads host.username).
    await v.admin.post(`/api/admin/missions/${m.id}/${b.id}/toggleWinningBeatmap`);
    const inactive = (await v.member.getJson("/api/missions/loadInactiveMissions")).json as {
      missions: { id: number; winningBeatmaps: unknown[] }[];
    };
    expect(inactive.missions.find((x) => x.id === m.id)!.winningBeatmaps).toEqual([withGuest]);
    const admins = (await v.admin.getJson("/api/admin/missions/load")).json as { id: number; winningBeatmaps: unknown[] }[];
    expect(admins.find((x) => x.id === m.id)!.winningBeatmaps).toEqual([withGuest]);
  });

  // ---------------------------------------------------------------- showcase ("Classified") selection

  test("song mode: the member's entry { song, user }; an empty body before; refusals are 200 { error }", async () => {
    const m = await openMission({ isShowcaseMission: true });
    const selected = `/api/missions/${m.id}/findSelectedShowcaseMissionSong`;
    await expectEmptyBody(v.member, selected);
    const loaded = await v.member.post(`/api/missions/${m.id}/findShowcaseMissionSong`);
    expect(loaded).toEqual({
      status: 200,
      json: { song: expect.objectContaining({ id: expect.any(Number) }), availablePoints: expect.any(Number), rerolled: false },
    });
    expect(await v.member.getJson(selected)).toEqual({
      status: 200,
      json: {
        song: {
          _id: expect.any(Number),
          id: (loaded.json as { song: { id: number } }).song.id,
          artist: expect.any(String),
          artistName: expect.any(String),
          title: expect.any(String),
          oszUrl: expect.stringMatching(/\.osz$/),
        },
        user: userRef(member),
      },
    });
    // Another member has none of their own (and never sees this one).
    await expectEmptyBody(v.other, selected);
    expect(await v.anon.getJson(selected)).toEqual(refusal(LOGIN));
    expect(await v.member.getJson("/api/missions/999999/findSelectedShowcaseMissionSong")).toEqual(
      refusal("Mission ID does not exist!"),
    );
    const closed = await f.mission({ isShowcaseMission: true, status: MissionStatus.closed });
    expect(await v.member.post(`/api/missions/${closed.id}/findShowcaseMissionSong`)).toEqual(refusal("Unauthorized"));
  });

  test("artist mode: { artist: { id, label, oszTemplatesUrl, songs[].songShowcaseMappers }, user }; reroll count; mappers", async () => {
    const m = await openMission({ isShowcaseMission: true, isArtistShowcase: true });
    const selected = `/api/missions/${m.id}/findSelectedShowcaseMissionArtist`;
    await expectEmptyBody(v.member, selected);
    expect(await v.member.getJson(`/api/missions/${m.id}/getArtistRerollCount`)).toEqual({ status: 200, json: 0 });
    const got = await v.member.post(`/api/missions/${m.id}/findShowcaseMissionArtist`);
    expect(got).toEqual({
      status: 200,
      json: expect.objectContaining({ artist: expect.objectContaining({ id: expect.any(Number) }), rerollCount: 0 }),
    });
    const entry = (await v.member.getJson(selected)).json as { artist: { id: number; songs: { id: number }[] } };
    expect(entry).toEqual({
      artist: expect.objectContaining({
        id: (got.json as { artist: { id: number } }).artist.id,
        label: expect.any(String),
        oszTemplatesUrl: expect.stringMatching(/pack-\d\.zip$/),
        songs: expect.arrayContaining([
          expect.objectContaining({
            id: expect.any(Number),
            artist: expect.any(String),
            title: expect.any(String),
            oszUrl: expect.any(String),
            songShowcaseMappers: [],
          }),
        ]),
      }),
      user: userRef(member),
    });
    await expectEmptyBody(v.other, selected);
    expect(await v.anon.getJson(selected)).toEqual(refusal(LOGIN));
    expect(await v.anon.getJson(`/api/missions/${m.id}/getArtistRerollCount`)).toEqual(refusal(LOGIN));
    const poor = await v.other.post(`/api/missions/${m.id}/findShowcaseMissionArtist`);
    expect(poor.status).toBe(200);
    expect(await v.other.post(`/api/missions/${m.id}/findShowcaseMissionArtist`)).toEqual(
      refusal("Not enough available points!"),
    );

    // The song showcase mappers of the assigned artist: the updated artist; refusals.
    const { id: artistId, songs } = entry.artist;
    const add = `/api/showcase/addSongShowcaseMapper/${artistId}/${songs[0].id}`;
    const remove = `/api/showcase/removeSongShowcaseMapper/${artistId}/${songs[0].id}`;
    const afterAdd = await v.member.post(add);
    expect(afterAdd.status).toBe(200);
    expect((afterAdd.json as { id: number; songs: { id: number; songShowcaseMappers: unknown[] }[] }).id).toBe(artistId);
    expect(
      (afterAdd.json as { songs: { id: number; songShowcaseMappers: unknown[] }[] }).songs.find((s) => s.id === songs[0].id)!
        .songShowcaseMappers,
    ).toEqual([expect.objectContaining({ ...anyUserRef, id: member.id })]);
    const withMapper = (await v.member.getJson(selected)).json as {
      artist: { songs: { id: number; songShowcaseMappers: unknown[] }[] };
    };
    expect(withMapper.artist.songs.find((s) => s.id === songs[0].id)!.songShowcaseMappers).toEqual([
      expect.objectContaining(userRef(member)),
    ]);
    expect(await v.member.post(add)).toEqual(refusal("Already marked for song. Try refreshing!"));
    expect(await v.member.post(remove)).toEqual({
      status: 200,
      json: expect.objectContaining({ id: artistId, label: expect.any(String), songs: expect.any(Array) }),
    });
    expect(await v.member.post(remove)).toEqual(refusal("Not marked for song. Try refreshing!"));
    expect(await v.anon.post(add)).toEqual(refusal(LOGIN));
  });

  test("genre mode: the member's entry or an empty body (findAll… keeps null); refusals", async () => {
    const m = await openMission({ isShowcaseMission: true, isGenreShowcase: true, genreOptions: ["rock"] });
    const selected = `/api/missions/${m.id}/findSelectedShowcaseMissionSongsByTag`;
    await expectEmptyBody(v.member, selected);
    expect(await v.member.getJson(`/api/missions/${m.id}/findAllSelectedShowcaseMissionSongsByTag`)).toEqual({
      status: 200,
      json: null,
    });
    expect(await v.member.post(`/api/missions/${m.id}/findShowcaseMissionSongByTag`, {})).toEqual(refusal("No genre selected."));
    expect((await v.member.post(`/api/missions/${m.id}/findShowcaseMissionSongByTag`, { tag: "rock" })).status).toBe(200);
    expect(await v.member.getJson(selected)).toEqual({
      status: 200,
      json: expect.objectContaining({
        user: member.id,
        songs: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number), oszUrl: expect.any(String) })]),
      }),
    });
    await expectEmptyBody(v.other, selected);
    expect(await v.anon.getJson(selected)).toEqual(refusal(LOGIN));
  });

  // ---------------------------------------------------------------- the shim's transport

  test("repeated slashes count as one (the January 2026 build asks for /api//home/12)", async () => {
    const once = await v.anon.getJson("/api/home/12");
    expect(await v.anon.getJson("/api//home/12")).toEqual(once);
    expect(await v.anon.getJson("//api///home//12?x=1")).toEqual(once);
    const m = await openMission({ isShowcaseMission: true });
    await expectEmptyBody(v.member, `/api//missions/${m.id}//findSelectedShowcaseMissionSong`);
    expect(await v.member.post(`/api//toggleIsContestHelper`, { value: false })).toMatchObject({
      status: 200,
      json: { isContestHelper: false },
    });
  });

  test("transport problems keep their status; a cross-site write is refused the shim's way", async () => {
    expect(await v.anon.getJson("/api/noSuchCall")).toEqual({ status: 404, json: { error: "Not Found" } });
    const malformed = await v.member.fetch("/api/toggleIsShowcaseMapper", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ value: ",
    });
    expect({ status: malformed.status, json: await malformed.json() }).toEqual({ status: 400, json: { error: "Bad request" } });
    const big = await v.member.fetch("/api/toggleIsShowcaseMapper", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ value: true, pad: "x".repeat(200_000) }),
    });
    expect({ status: big.status, json: await big.json() }).toEqual({ status: 413, json: { error: "Request too large" } });
    // The original had no cross-site check (its Lax cookie kept the session out, and its isLoggedIn answered 200 with an
    // error); ours refuses with a message, 200 `{ error }` like every other refusal, and changes nothing.
    const cross = await v.member.fetch("/api/toggleIsContestHelper", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ value: true }),
    });
    expect({ status: cross.status, json: await cross.json() }).toEqual(refusal("Cross-site request refused"));
    expect(((await v.member.getJson("/api/me")).json as { isContestHelper: boolean }).isContestHelper).toBe(false);
    // GraphQL keeps its own codes (the same cross-site write there is a 403).
    const gql = await v.member.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ query: "mutation { setContestHelper(value: true) { isContestHelper } }" }),
    });
    expect(gql.status).toBe(403);
  });
});
