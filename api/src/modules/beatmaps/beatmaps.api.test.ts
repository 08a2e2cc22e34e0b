// Over 400 lines on purpose: the beatmaps REST and GraphQL paths end to end on one server and one set of fixtures;
// split, each file would start its own server.
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus, BeatmapMode, BeatmapStatus, Mode, QuestStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Song } from "../artists/song.entity";
import type { Artist } from "../artists/artist.entity";

const DETAIL = `
  id status mode url osuBeatmapsetId tasksLocked viewerIsHost createdAt
  song { id artistName title }
  host { id username }
  tasks { id name mode status mappers { id username } }
  modders { id } bns { id }
  quest { id name } mission { id name tier }
`;

describe("beatmaps over HTTP (GraphQL and the REST shim)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let artist: Artist;
  let song: Song;
  let hidden: Artist;
  let host: User;
  let guest: User;
  let other: User;
  let admin: User;
  const v = {} as Record<"host" | "guest" | "other" | "admin" | "anon", Visitor>;
  const q = (sql: string, params?: unknown[]) => server.database.dataSource.query(sql, params);

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    artist = await f.artist({ label: "Camellia" });
    song = await f.song(artist, { title: "GHOST" });
    hidden = await f.artist({ label: "Secret Band", status: ArtistStatus.private, notes: "contract pending", osuId: null });
    await f.song(hidden, { title: "Unreleased" });
    host = await f.user({ osuId: 8001, username: "Hosty" });
    guest = await f.user({ osuId: 8002, username: "GuestMapper" });
    other = await f.user({ osuId: 8003, username: "Outsider" });
    admin = await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin });
    v.anon = new Visitor(server.url);
    for (const [k, u] of [
      ["host", host],
      ["guest", guest],
      ["other", other],
      ["admin", admin],
    ] as const) {
      v[k] = new Visitor(server.url);
      await v[k].login(u.osuId);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function create(who: Visitor, input: Record<string, unknown>) {
    return who.gql<{
      createBeatmap: {
        id: string;
        tasks: { id: string; name: string; mode: string; status: string; mappers: { id: string }[] }[];
      };
    }>(`mutation($input: CreateBeatmapInput!) { createBeatmap(input: $input) { ${DETAIL} } }`, { input });
  }

  describe("create", () => {
    test("creates a WIP mapset with its tasks (Skin gets mode skin) and logs it", async () => {
      const res = await create(v.host, {
        songId: song.id,
        mode: "catch",
        tasks: [
          { name: "Normal" },
          { name: "Insane", status: "Done", mapperIds: [String(guest.id), String(host.id)] },
          { name: "Skin" },
          { name: "Hitsounds" },
        ],
        tasksLocked: ["Expert", "Easy", "Expert"],
      });
      expect(res.errors).toBeUndefined();
      const b = res.data!.createBeatmap;
      expect(b).toMatchObject({
        status: "WIP",
        mode: "catch",
        tasksLocked: ["Easy", "Expert"],
        song: { artistName: "Camellia", title: "GHOST" },
        host: { username: "Hosty" },
        viewerIsHost: true,
      });
      expect(b.tasks.map((t) => [t.name, t.mode, t.status, t.mappers.map((m) => Number(m.id)).sort()])).toEqual([
        ["Normal", "catch", "WIP", [host.id]],
        ["Insane", "catch", "Done", [host.id, guest.id].sort()],
        ["Hitsounds", "hs", "WIP", [host.id]],
        ["Skin", "skin", "WIP", [host.id]],
      ]);
      const [log] = await q(
        `SELECT action, category, user_id FROM logs WHERE action LIKE 'created new map%' ORDER BY id DESC LIMIT 1`,
      );
      expect(log).toEqual({ action: 'created new map "Camellia - GHOST"', category: "beatmap", user_id: host.id });
    });

    test.each([
      ["no difficulty", { tasks: [{ name: "Storyboard" }] }, "Select at least one difficulty to map!"],
      [
        "hitsounds on taiko",
        { mode: "taiko", tasks: [{ name: "Hard" }, { name: "Hitsounds" }] },
        '"Hitsounds" are not applicable to osu!taiko',
      ],
      [
        "two storyboards",
        { tasks: [{ name: "Hard" }, { name: "Storyboard" }, { name: "Storyboard" }] },
        'Only one "Storyboard" task allowed',
      ],
      ["hybrid without modes", { mode: "hybrid", tasks: [{ name: "Hard" }] }, "Select a mode for each difficulty!"],
    ])("refuses %s", async (_n, over, message) => {
      const res = await create(v.host, Object.assign({ songId: song.id, mode: "osu", tasks: [{ name: "Hard" }] }, over));
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    });

    test("only songs of public or playlist artists (the server checks, unlike the original)", async () => {
      const secretSong = (await q(`SELECT id FROM featured_songs WHERE artist_id = $1`, [hidden.id]))[0];
      const res = await create(v.host, { songId: secretSong.id, mode: "osu", tasks: [{ name: "Hard" }] });
      expect(res.errors?.[0]).toMatchObject({
        message: "Select a song from a featured artist!",
        extensions: { code: "BAD_USER_INPUT" },
      });
      const rest = await v.host.post("/api/beatmaps/create", {
        song: { _id: secretSong.id },
        mode: "osu",
        tasks: [{ name: "Hard", mappers: [] }],
      });
      expect(rest).toEqual({ status: 200, json: { error: "Select a song from a featured artist!" } });
    });

    test("REST create with the original's body shape", async () => {
      const rest = await v.guest.post("/api/beatmaps/create", {
        song: song.id,
        mode: "osu",
        tasks: [
          { name: "Hard", mappers: [{ _id: guest.id }], status: "WIP" },
          { name: "Hitsounds", mappers: [] },
        ],
        tasksLocked: ["Insane"],
      });
      expect(rest.status).toBe(200);
      expect(rest.json).toMatchObject({
        status: "WIP",
        host: { username: "GuestMapper" },
        song: { artist: "Camellia", title: "GHOST" },
        tasksLocked: ["Insane"],
      });
      expect((rest.json as { tasks: { name: string; mode: string }[] }).tasks.map((t) => [t.name, t.mode])).toEqual([
        ["Hard", "osu"],
        ["Hitsounds", "hs"],
      ]);
    });

    test("featured artists for the dialog: public projection only (a fix, see README.md)", async () => {
      const list = await v.host.getJson("/api/featuredArtists");
      expect(list.status).toBe(200);
      const artists = list.json as Record<string, unknown>[];
      expect(artists.map((a) => a.label)).toContain("Camellia");
      expect(artists.map((a) => a.label)).not.toContain("Secret Band");
      for (const a of artists) expect(Object.keys(a).sort()).toEqual(["_id", "id", "label", "osuId", "songs"]);
      expect((artists.find((a) => a.label === "Camellia")!.songs as unknown[])[0]).toEqual({
        id: song.id,
        _id: song.id,
        title: "GHOST",
        artist: "Camellia",
      });
      expect(await v.host.getJson(`/api/featuredArtists/${artist.id}/songs`)).toEqual({
        status: 200,
        json: [{ id: song.id, _id: song.id, title: "GHOST", artist: "Camellia" }],
      });
      expect(await v.host.getJson(`/api/featuredArtists/${hidden.id}/songs`)).toEqual({
        status: 200,
        json: { error: "Error: Object not found" },
      });
      expect(await v.anon.getJson("/api/featuredArtists")).toEqual({
        status: 200,
        json: { error: "Unauthorized - May need to login first" },
      });
    });

    test("validateUsers resolves usernames and osu! ids, with the original's messages", async () => {
      const ok = await v.host.gql<{ validateUsers: { username: string }[] }>(
        `{ validateUsers(input: "guestmapper, 8003") { username } }`,
      );
      expect(ok.data?.validateUsers.map((u) => u.username)).toEqual(["GuestMapper", "Outsider"]);
      const bad = await v.host.getJson("/api/beatmaps/validateUsers/nobody%2C%20GuestMapper");
      expect(bad).toEqual({ status: 200, json: { error: '"nobody" doesn\'t match an existing user.' } });
      const empty = await v.host.gql(`{ validateUsers(input: " , ") { id } }`);
      expect(empty.errors?.[0].message).toBe("No mapper input");
    });
  });

  describe("host actions and task rules", () => {
    async function fresh(mode = BeatmapMode.osu) {
      const map = await f.beatmap(song, host, { mode });
      const easy = await f.task(map, TaskName.Easy, mode as unknown as TaskMode, [host]);
      const insane = await f.task(map, TaskName.Insane, mode as unknown as TaskMode, [guest]);
      return { map, easy, insane };
    }

    test("Done: requirements, then every task Done and every name locked; adding a task is then refused", async () => {
      const { map } = await fresh();
      const noHs = await v.host.gql(`mutation($id: ID!) { setBeatmapStatus(id: $id, status: Done) { id } }`, { id: map.id });
      expect(noHs.errors?.[0].message).toBe("Your mapset needs hitsounds!");
      await v.host.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Hitsounds) { id } }`, { id: map.id });
      const done = await v.host.gql<{ setBeatmapStatus: { status: string; tasksLocked: string[]; tasks: { status: string }[] } }>(
        `mutation($id: ID!) { setBeatmapStatus(id: $id, status: Done) { status tasksLocked tasks { status } } }`,
        { id: map.id },
      );
      expect(done.data?.setBeatmapStatus.status).toBe("Done");
      expect(done.data?.setBeatmapStatus.tasksLocked).toEqual(Object.values(TaskName));
      expect(done.data?.setBeatmapStatus.tasks.every((t) => t.status === "Done")).toBe(true);
      const add = await v.other.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Storyboard) { id } }`, { id: map.id });
      expect(add.errors?.[0]).toMatchObject({ message: "Mapset already marked as done", extensions: { code: "CONFLICT" } });
      const qualified = await v.host.gql(`mutation($id: ID!) { setBeatmapStatus(id: $id, status: Qualified) { id } }`, {
        id: map.id,
      });
      expect(qualified.errors?.[0]).toMatchObject({ message: "Invalid status", extensions: { code: "FORBIDDEN" } });
      const restRanked = await v.host.post(`/api/beatmaps/${map.id}/setStatus`, { status: "Ranked" });
      expect(restRanked).toEqual({ status: 200, json: { error: "Invalid status" } });
      const [log] = await q(
        `SELECT action FROM logs WHERE user_id = $1 AND action LIKE 'changed status of%' ORDER BY id DESC LIMIT 1`,
        [host.id],
      );
      expect(log.action).toBe('changed status of "Camellia - GHOST" to "Done"');
    });

    test("one Storyboard per mapset; locked names are for the host", async () => {
      const { map } = await fresh();
      expect(
        (await v.other.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Storyboard) { id } }`, { id: map.id })).errors,
      ).toBeUndefined();
      const second = await v.guest.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Storyboard) { id } }`, { id: map.id });
      expect(second.errors?.[0]).toMatchObject({
        message: 'Only one "Storyboard" task is allowed',
        extensions: { code: "CONFLICT" },
      });
      await v.host.post(`/api/beatmaps/${map.id}/lockTask`, { task: "Expert" });
      const locked = await v.other.post(`/api/beatmaps/addTask/${map.id}`, { taskName: "Expert" });
      expect(locked).toEqual({ status: 200, json: { error: "This task is locked by the mapset host!" } });
      const invalid = await v.host.post(`/api/beatmaps/${map.id}/lockTask`, { task: "Oni" });
      expect(invalid).toEqual({ status: 200, json: { error: "Not a valid task" } });
      // The host may assign the locked name to someone, naming them as the original's client did.
      const assigned = await v.host.post(`/api/beatmaps/addTask/${map.id}`, { taskName: "Expert", user: "Outsider" });
      expect(assigned.status).toBe(200);
      const expert = (assigned.json as { tasks: { name: string; mappers: { username: string }[] }[] }).tasks.find(
        (t) => t.name === "Expert",
      );
      expect(expert?.mappers.map((m) => m.username)).toEqual(["Outsider"]);
      const forSomeoneElse = await v.other.post(`/api/beatmaps/addTask/${map.id}`, { taskName: "Hard", user: "GuestMapper" });
      expect(forSomeoneElse).toEqual({ status: 200, json: { error: "You are not mapset host!" } });
    });

    test("setMode rewrites difficulties only; storyboard/hitsounds/skin keep their modes (a fix, see README.md)", async () => {
      const { map } = await fresh();
      await f.task(map, TaskName.Storyboard, TaskMode.sb, [other]);
      await f.task(map, TaskName.Skin, TaskMode.skin, [other]);
      const res = await v.host.gql<{ setBeatmapMode: { mode: string; tasks: { name: string; mode: string }[] } }>(
        `mutation($id: ID!) { setBeatmapMode(id: $id, mode: mania) { mode tasks { name mode } } }`,
        { id: map.id },
      );
      expect(res.data?.setBeatmapMode.tasks.map((t) => `${t.name}:${t.mode}`)).toEqual([
        "Easy:mania",
        "Insane:mania",
        "Storyboard:sb",
        "Skin:skin",
      ]);
    });

    test("quest mapsets: only the current party maps difficulties, in the quest's modes", async () => {
      const quest = await f.quest({ status: QuestStatus.wip, modes: [Mode.osu] });
      await f.party(quest, host, [guest]);
      const { map } = await fresh();
      await q(`UPDATE beatmaps SET quest_id = $2 WHERE id = $1`, [map.id, quest.id]);
      const outsider = await v.other.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Hard) { id } }`, { id: map.id });
      expect(outsider.errors?.[0].message).toBe(
        "This mapset is part of a quest, so only members of the quest's current party can add difficulties!",
      );
      const member = await v.guest.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Hard) { id quest { id name } } }`, {
        id: map.id,
      });
      expect(member.errors).toBeUndefined();
      expect(member.data).toMatchObject({ addTask: { quest: { id: String(quest.id) } } });
      const sb = await v.other.gql(`mutation($id: ID!) { addTask(beatmapId: $id, name: Storyboard) { id } }`, { id: map.id });
      expect(sb.errors).toBeUndefined();
      // A collaborator on a difficulty must be in the party too.
      const [insane] = await q(`SELECT id FROM tasks WHERE beatmap_id = $1 AND name = 'Insane'`, [map.id]);
      const collab = await v.guest.gql(
        `mutation($id: ID!, $t: ID!, $u: ID!) { addCollaborator(beatmapId: $id, taskId: $t, userId: $u) { id } }`,
        { id: map.id, t: insane.id, u: other.id },
      );
      expect(collab.errors?.[0].message).toBe(
        "This mapset is part of a quest, so only members of the quest's current party can add difficulties!",
      );
      const mode = await v.host.gql(`mutation($id: ID!) { setBeatmapMode(id: $id, mode: taiko) { id } }`, { id: map.id });
      expect(mode.errors?.[0].message).toBe("The selected quest doesn't support beatmaps of this mode!");
    });

    test("collaborators: add (no duplicates), remove (not the last mapper), over REST too", async () => {
      const { map, insane } = await fresh();
      const added = await v.guest.post(`/api/beatmaps/addCollab/${map.id}`, { task: { _id: insane.id }, user: "Outsider" });
      expect(added.status).toBe(200);
      const again = await v.guest.post(`/api/beatmaps/addCollab/${map.id}`, { task: { _id: insane.id }, user: "Outsider" });
      expect(again).toEqual({ status: 200, json: { error: "User is already a mapper for this difficulty!" } });
      const outsiderRemoves = await v.other.post(`/api/beatmaps/task/${insane.id}/removeCollab`, { user: guest.id });
      expect(outsiderRemoves.status).toBe(200); // the outsider is now a mapper of this task
      const last = await v.other.post(`/api/beatmaps/task/${insane.id}/removeCollab`, { user: other.id });
      expect(last).toEqual({ status: 200, json: { error: "A difficulty needs at least one mapper!" } });
      const logs = await q(`SELECT action FROM logs WHERE action LIKE '%collab mapper%' ORDER BY id DESC LIMIT 2`);
      expect(logs.map((l: { action: string }) => l.action)).toEqual([
        'removed "GuestMapper" from collab mapper of "Insane" on "Camellia - GHOST"',
        'added collab mapper to "Insane" difficulty on "Camellia - GHOST"',
      ]);
    });

    test("task status: mappers and host; a Done mapset keeps its tasks Done", async () => {
      const { map, insane } = await fresh();
      const done = await v.guest.post(`/api/beatmaps/setTaskStatus/${insane.id}`, { status: "Done" });
      expect(done.status).toBe(200);
      await q(`UPDATE beatmaps SET status = 'Done' WHERE id = $1`, [map.id]);
      const back = await v.guest.post(`/api/beatmaps/setTaskStatus/${insane.id}`, { status: "WIP" });
      expect(back).toEqual({ status: 200, json: { error: "Mapset already marked as done" } });
    });

    test("links: validated, empty clears, osu! facts fetched in the background", async () => {
      const { map } = await fresh();
      const bad = await v.host.post(`/api/beatmaps/${map.id}/setLink`, { url: "not a link" });
      expect(bad).toEqual({ status: 200, json: { error: "Not a valid URL" } });
      await v.host.post(`/mock-osu/_control/beatmapsets/4242`, {
        favourites: 77,
        playCount: 1234,
        length: 201,
        submittedDate: "2024-02-03T00:00:00Z",
      });
      const set = await v.host.gql<{ setBeatmapLink: { url: string; osuBeatmapsetId: number } }>(
        `mutation($id: ID!) { setBeatmapLink(id: $id, url: "https://osu.ppy.sh/beatmapsets/4242#osu/1") { url osuBeatmapsetId } }`,
        { id: map.id },
      );
      expect(set.data?.setBeatmapLink).toEqual({ url: "https://osu.ppy.sh/beatmapsets/4242#osu/1", osuBeatmapsetId: 4242 });
      await server.services.beatmaps.idle();
      const [row] = await q(`SELECT favorites, play_count, length, submission_date FROM beatmaps WHERE id = $1`, [map.id]);
      expect(row).toEqual({ favorites: 77, play_count: 1234, length: 201, submission_date: new Date("2024-02-03T00:00:00Z") });
      const cleared = await v.host.post(`/api/beatmaps/${map.id}/setLink`, { url: "" });
      expect(cleared.status).toBe(200);
      expect((cleared.json as { url: string | null }).url).toBeNull();
      await server.services.beatmaps.idle();
      const [after] = await q(`SELECT url, favorites FROM beatmaps WHERE id = $1`, [map.id]);
      expect(after).toEqual({ url: null, favorites: null });
    });

    test("modders and nominators", async () => {
      const { map } = await fresh();
      const own = await v.host.post(`/api/beatmaps/${map.id}/updateModder`, {});
      expect(own).toEqual({ status: 200, json: { error: "You can't mod your own mapset!" } });
      const mod = await v.other.post(`/api/beatmaps/${map.id}/updateModder`, {});
      expect((mod.json as { modders: { username: string }[] }).modders.map((m) => m.username)).toEqual(["Outsider"]);
      const notBn = await v.other.post(`/api/beatmaps/${map.id}/updateBn`, {});
      expect(notBn).toEqual({ status: 200, json: { error: "Something went wrong!" } });
      const bn = await v.admin.post(`/api/beatmaps/${map.id}/updateBn`, {});
      expect((bn.json as { bns: { username: string }[] }).bns.map((m) => m.username)).toEqual(["DemoAdmin"]);
      // Make the outsider a BN on the fake osu!, then try to add a third nominator.
      await v.other.post(`/mock-osu/_control/users/8003`, { groupIds: [32] });
      const third = await f.user({ osuId: 8010, username: "ThirdBn" });
      await v.other.post(`/mock-osu/_control/users/8010`, { groupIds: [28] });
      expect((await v.other.post(`/api/beatmaps/${map.id}/updateBn`, {})).status).toBe(200);
      const tv = new Visitor(server.url);
      await tv.login(third.osuId);
      expect(await tv.post(`/api/beatmaps/${map.id}/updateBn`, {})).toEqual({
        status: 200,
        json: { error: "This mapset already has two Beatmap Nominators!" },
      });
      const mapperBn = new Visitor(server.url);
      await v.guest.post(`/mock-osu/_control/users/8002`, { groupIds: [28] });
      await mapperBn.login(guest.osuId);
      expect(await mapperBn.post(`/api/beatmaps/${map.id}/updateBn`, {})).toEqual({
        status: 200,
        json: { error: "You can't nominate a mapset you've done a task for!" },
      });
      const logs = await q(`SELECT action FROM logs WHERE action LIKE '%Beatmap Nominator list%' ORDER BY id`);
      expect(logs.length).toBeGreaterThanOrEqual(2);
    });

    test("delete: host only, never Qualified or Ranked", async () => {
      const { map } = await fresh();
      await q(`UPDATE beatmaps SET status = 'Qualified' WHERE id = $1`, [map.id]);
      expect(await v.host.post(`/api/beatmaps/${map.id}/delete`, {})).toEqual({
        status: 200,
        json: { error: "Mapset already marked as qualified" },
      });
      await q(`UPDATE beatmaps SET status = 'WIP' WHERE id = $1`, [map.id]);
      const ok = await v.host.post(`/api/beatmaps/${map.id}/delete`, {});
      expect(ok.status).toBe(200);
      expect(await q(`SELECT id FROM tasks WHERE beatmap_id = $1`, [map.id])).toEqual([]);
    });
  });

  describe("detail, preview and lists", () => {
    test("a mapset by id with its quest and mission projections; unknown ids say so", async () => {
      const mission = await f.mission({ name: "Marathon", tier: 3 });
      const map = await f.beatmap(song, host, { missionId: mission.id });
      await f.task(map, TaskName.Hard, TaskMode.osu, [guest]);
      const res = await v.other.gql<{ beatmap: Record<string, unknown> }>(`query($id: ID!) { beatmap(id: $id) { ${DETAIL} } }`, {
        id: map.id,
      });
      expect(res.data?.beatmap).toMatchObject({
        mission: { name: "Marathon", tier: 3 },
        quest: null,
        viewerIsHost: false,
        tasks: [{ name: "Hard", mappers: [{ username: "GuestMapper" }] }],
      });
      const missing = await v.other.gql(`{ beatmap(id: 999999) { id } }`);
      expect(missing.errors?.[0]).toMatchObject({ message: "Beatmap ID does not exist!", extensions: { code: "NOT_FOUND" } });
      expect(await v.other.getJson("/api/beatmaps/searchOnLoad/999999")).toEqual({
        status: 200,
        json: { error: "Beatmap ID does not exist!" },
      });
      const rest = await v.other.getJson(`/api/beatmaps/searchOnLoad/${map.id}`);
      expect(rest.json).toMatchObject({
        id: map.id,
        mission: { name: "Marathon", tier: 3, closingAnnounced: false },
        host: { username: "Hosty" },
      });
      expect((await v.anon.gql(`query($id: ID!) { beatmap(id: $id) { id } }`, { id: map.id })).errors?.[0].extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
      const adminOnly = await v.other.gql(`query($id: ID!) { beatmap(id: $id) { queuedForRank } }`, { id: map.id });
      expect(adminOnly.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      const asAdmin = await v.admin.gql(`query($id: ID!) { beatmap(id: $id) { queuedForRank invalidForPoints } }`, {
        id: map.id,
      });
      expect(asAdmin.data).toEqual({ beatmap: { queuedForRank: false, invalidForPoints: false } });
    });

    test("points preview: needs a link; per task and per person; REST findPoints", async () => {
      const map = await f.beatmap(song, host);
      const ins = await f.task(map, TaskName.Insane, TaskMode.osu, [host]);
      await f.task(map, TaskName.Hard, TaskMode.osu, [guest, other]);
      const none = await v.host.gql(`query($id: ID!) { beatmap(id: $id) { id pointsPreview { totalPoints } } }`, { id: map.id });
      expect(none.errors?.[0].message).toBe("Need a beatmapset link to calculate points!");
      expect(none.data).toEqual({ beatmap: { id: String(map.id), pointsPreview: null } });
      await v.host.post(`/mock-osu/_control/beatmapsets/5151`, { length: 180 });
      await q(`UPDATE beatmaps SET url = 'https://osu.ppy.sh/beatmapsets/5151' WHERE id = $1`, [map.id]);
      const res = await v.host.gql<{
        beatmap: {
          pointsPreview: {
            length: number;
            totalPoints: number;
            tasks: { taskId: string; pointsPerMapper: number; mappers: { username: string }[] }[];
            users: { user: { username: string }; total: number }[];
            summary: string;
          };
        };
      }>(
        `query($id: ID!) { beatmap(id: $id) { pointsPreview { length totalPoints summary tasks { taskId pointsPerMapper mappers { username } } users { user { username } total } } } }`,
        { id: map.id },
      );
      const p = res.data!.beatmap.pointsPreview;
      expect(p.length).toBe(180);
      expect(p.tasks.find((t) => t.taskId === String(ins.id))?.pointsPerMapper).toBeCloseTo(8.32, 3);
      expect(p.totalPoints).toBeCloseTo(8.32 + 7 * 1.04 + 3, 3);
      expect(p.users.map((u) => u.user.username).sort()).toEqual(["GuestMapper", "Hosty", "Outsider"]);
      expect(p.summary).toBe("based on 3m0s length and 2 difficulties");
      const rest = await v.guest.getJson(`/api/beatmaps/${map.id}/findPoints`);
      expect(rest.json).toMatchObject({ pointsInfo: "based on 3m0s length and 2 difficulties", bnPoints: 1.2, hostPoints: 3 });
      expect((rest.json as { tasksPointsArray: unknown[] }).tasksPointsArray).toHaveLength(2);
    });

    describe("lists and search", () => {
      let a2: Artist;
      beforeAll(async () => {
        // A separate, known set: 90 maps by "Lister" on songs of two artists, plus one by the viewer and a hybrid.
        a2 = await f.artist({ label: "xi" });
        const s1 = await f.song(a2, { title: "Blue Zenith" });
        const s2 = await f.song(artist, { title: "Fly Away" });
        const lister = await f.user({ osuId: 8100, username: "Lister" });
        const rare = await f.user({ osuId: 8101, username: "Zyxwvut" });
        const base = Date.UTC(2030, 0, 1);
        for (let i = 0; i < 90; i++) {
          const map = await f.beatmap(i % 2 ? s1 : s2, lister, {
            mode: i % 3 === 0 ? BeatmapMode.taiko : BeatmapMode.osu,
            status: i % 5 === 0 ? BeatmapStatus.Ranked : BeatmapStatus.WIP,
            createdAt: new Date(base + i * 1000),
          });
          if (i === 7) await f.task(map, TaskName.Hard, TaskMode.osu, [rare]);
        }
        await f.beatmap(s1, lister, { mode: BeatmapMode.hybrid, createdAt: new Date(base + 100_000) });
        await f.beatmap(s1, other, { createdAt: new Date(base + 200_000) });
      });

      const page = (who: Visitor, args: string) =>
        who.gql<{
          beatmaps: {
            beatmaps: {
              id: string;
              mode: string;
              status: string;
              host: { username: string };
              song: { artistName: string; title: string };
            }[];
            nextCursor: string | null;
            hasMore: boolean;
          };
        }>(
          `{ beatmaps(${args}) { beatmaps { id mode status host { username } song { artistName title } } nextCursor hasMore } }`,
        );

      test("30 first, then 50 more by cursor; newest first; never the viewer's own", async () => {
        const all: string[] = [];
        let res = await page(v.other, `search: "lister"`);
        expect(res.data!.beatmaps.beatmaps).toHaveLength(30);
        all.push(...res.data!.beatmaps.beatmaps.map((b) => b.id));
        res = await page(v.other, `search: "lister", first: 50, after: "${res.data!.beatmaps.nextCursor}"`);
        expect(res.data!.beatmaps.beatmaps).toHaveLength(50);
        all.push(...res.data!.beatmaps.beatmaps.map((b) => b.id));
        res = await page(v.other, `search: "lister", first: 50, after: "${res.data!.beatmaps.nextCursor}"`);
        expect(res.data!.beatmaps.hasMore).toBe(false);
        all.push(...res.data!.beatmaps.beatmaps.map((b) => b.id));
        expect(all).toHaveLength(91);
        expect(new Set(all).size).toBe(91);
        const ids = all.map(Number);
        expect([...ids].sort((x, y) => y - x)).toEqual(ids);
        const offset = await page(v.other, `search: "lister", first: 10, offset: 30`);
        expect(offset.data!.beatmaps.beatmaps.map((b) => b.id)).toEqual(all.slice(30, 40));
        const bad = await page(v.other, `after: "garbage"`);
        expect(bad.errors?.[0]).toMatchObject({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } });
      });

      test.each([
        [`search: "zeni"`, (b: { song: { title: string } }) => b.song.title === "Blue Zenith", 46],
        [`search: "ENIT AWA"`, (b: { song: { title: string } }) => ["Blue Zenith", "Fly Away"].includes(b.song.title), 91],
        [`search: "YXWV"`, () => true, 1],
        [`search: "lister", mode: taiko`, (b: { mode: string }) => b.mode === "taiko" || b.mode === "hybrid", 31],
        [`search: "lister", status: Ranked`, (b: { status: string }) => b.status === "Ranked", 18],
        [`search: "lister", quest: none, mode: mania`, (b: { mode: string }) => b.mode === "hybrid", 1],
      ])("%s", async (args, predicate, count) => {
        const res = await page(v.other, `${args}, first: 200`);
        expect(res.errors).toBeUndefined();
        const maps = res.data!.beatmaps.beatmaps;
        expect(maps).toHaveLength(count);
        expect(maps.every(predicate as (b: unknown) => boolean)).toBe(true);
      });

      test("the viewer's own mapsets are excluded from 'other beatmaps' and listed as theirs", async () => {
        const res = await page(v.other, `search: "zenith", first: 200`);
        expect(res.data!.beatmaps.beatmaps.some((b) => b.host.username === "Outsider")).toBe(false);
        const mine = await v.other.gql<{ myBeatmaps: { host: { username: string } }[] }>(
          `{ myBeatmaps(search: "zenith") { host { username } } }`,
        );
        expect(mine.data!.myBeatmaps.length).toBeGreaterThanOrEqual(1);
        expect(mine.data!.myBeatmaps.every((b) => b.host.username === "Outsider")).toBe(true);
        const rare = new Visitor(server.url);
        await rare.login(8101);
        const guestMaps = await rare.gql<{ myGuestBeatmaps: { host: { username: string } }[] }>(
          `{ myGuestBeatmaps(search: "lister") { host { username } } }`,
        );
        expect(guestMaps.data!.myGuestBeatmaps.map((b) => b.host.username)).toEqual(["Lister"]);
        const none = await rare.gql<{ myGuestBeatmaps: unknown[] }>(`{ myGuestBeatmaps(search: "camellia") { id } }`);
        expect(none.data!.myGuestBeatmaps).toEqual([]);
      });

      test("REST search keeps the original's parameters and messages", async () => {
        expect(await v.other.getJson("/api/beatmaps/search?limit=30")).toEqual({
          status: 200,
          json: { error: "Missing mode filter..." },
        });
        const res = await v.other.getJson("/api/beatmaps/search?mode=taiko&limit=5&status=any&quest=any&search=lister");
        expect(res.status).toBe(200);
        const maps = (res.json as { allBeatmaps: { mode: string }[] }).allBeatmaps;
        expect(maps).toHaveLength(5);
        expect(maps.every((b) => b.mode === "taiko" || b.mode === "hybrid")).toBe(true);
        const guest = await v.guest.getJson("/api/beatmaps/guestBeatmaps");
        expect((guest.json as { userBeatmaps: unknown[] }).userBeatmaps.length).toBeGreaterThanOrEqual(1);
        const relevant = await v.host.getJson("/api/beatmaps/relevantInfo");
        expect(relevant.json).toMatchObject({ mainMode: "osu" });
      });
    });
  });
});
