import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapMode, BeatmapStatus, UserGroup } from "../../core/enums";
import type { Song } from "../artists/song.entity";
import type { User } from "../users/user.entity";
import { WORLD_CUP_TEXT as T } from "./world-cup.rules";

type Persona = "anonymous" | "member" | "mentorshipAdmin" | "worldCupHelper" | "secret" | "faSchedule" | "admin";
const PERSONAS: Persona[] = ["anonymous", "member", "mentorshipAdmin", "worldCupHelper", "secret", "faSchedule", "admin"];
const WORLD_CUP: Persona[] = ["worldCupHelper", "admin"];

type Result = Awaited<ReturnType<Visitor["gql"]>>;

/**
 * World Cup over GraphQL against a real database: every query and mutation × {anonymous, member, mentorship admin,
 * World Cup helper, secret, the FA Schedule account, admin}; the flag is not a public field; bad input.
 */
describe("world cup over HTTP", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let song: Song;
  const users = {} as Record<Exclude<Persona, "anonymous">, User>;
  const v = {} as Record<Persona, Visitor>;

  const q = <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
    server.database.dataSource.query(sql, params) as Promise<R[]>;

  async function matrix(op: (persona: Persona) => Promise<Result>): Promise<void> {
    const outcome = {} as Record<Persona, string>;
    for (const p of PERSONAS) {
      const res = await op(p);
      expect(res.status).toBeLessThan(500);
      outcome[p] = res.errors ? String(res.errors[0].extensions?.code) : "ok";
    }
    expect(outcome).toEqual(
      Object.fromEntries(
        PERSONAS.map((p) => [p, WORLD_CUP.includes(p) ? "ok" : p === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN"]),
      ),
    );
  }

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    users.member = await f.user({ osuId: 301, username: "Member" });
    users.mentorshipAdmin = await f.user({ osuId: 302, username: "Mentor Admin", isMentorshipAdmin: true });
    users.worldCupHelper = await f.user({ osuId: 303, username: "Helper", isWorldCupHelper: true });
    users.secret = await f.user({ osuId: 304, username: "Secret", group: UserGroup.secret });
    users.faSchedule = await f.user({ osuId: 107, username: "Scheduler" });
    users.admin = await f.user({ osuId: 305, username: "Admin", group: UserGroup.admin });
    for (const p of PERSONAS) {
      v[p] = new Visitor(server.url);
      if (p !== "anonymous") await v[p].login(users[p].osuId);
    }
    song = await f.song(await f.artist({ label: "Camellia" }), { title: "Ghost" });
  });
  afterAll(async () => {
    await server.close();
  });

  test("the tracker lists flagged maps that are not Ranked, by mode; helpers and admins only", async () => {
    const host = users.member;
    const wip = await f.beatmap(song, host, { mode: BeatmapMode.taiko, isWorldCup: true });
    const qualified = await f.beatmap(song, host, { mode: BeatmapMode.osu, status: BeatmapStatus.Qualified, isWorldCup: true });
    await f.beatmap(song, host, { mode: BeatmapMode.osu, status: BeatmapStatus.Ranked, isWorldCup: true });
    await f.beatmap(song, host, { mode: BeatmapMode.osu });
    const query = `{ worldCupBeatmaps(first: 100) { totalCount nodes { id mode status isWorldCup host { username } song { title } } } }`;
    await matrix((p) => v[p].gql(query));
    const res = await v.worldCupHelper.gql<{
      worldCupBeatmaps: { totalCount: number; nodes: { id: string; isWorldCup: boolean }[] };
    }>(query);
    expect(res.data!.worldCupBeatmaps.nodes.map((n) => n.id)).toEqual([String(qualified.id), String(wip.id)]);
    expect(res.data!.worldCupBeatmaps.nodes[0]).toMatchObject({ isWorldCup: true, host: { username: "Member" } });
    await matrix((p) => v[p].gql(`{ worldCupNotes { mode content } }`));
    await matrix((p) => v[p].gql(`{ worldCupBeatmapSearch(search: "camellia", first: 5) { nodes { id } } }`));
  });

  test("the flag is null for everyone but World Cup helpers and admins", async () => {
    const map = await f.beatmap(song, users.member, { isWorldCup: true });
    const seen = {} as Record<Persona, unknown>;
    for (const p of PERSONAS.filter((x) => x !== "anonymous")) {
      const res = await v[p].gql<{ beatmap: { isWorldCup: boolean | null } }>(
        `query($id: ID!) { beatmap(id: $id) { isWorldCup } }`,
        {
          id: String(map.id),
        },
      );
      seen[p] = res.data?.beatmap.isWorldCup;
    }
    expect(seen).toEqual({
      member: null,
      mentorshipAdmin: null,
      worldCupHelper: true,
      secret: null,
      faSchedule: null,
      admin: true,
    });
  });

  test("setBeatmapWorldCup: helpers and admins; nothing changes for the others", async () => {
    const map = await f.beatmap(song, users.member);
    await matrix((p) =>
      v[p].gql(`mutation($id: ID!, $v: Boolean!) { setBeatmapWorldCup(beatmapId: $id, value: $v) { id isWorldCup } }`, {
        id: String(map.id),
        v: p !== "admin",
      }),
    );
    // helper flagged it, admin unflagged it; nobody else changed it
    expect(
      (await q<{ is_world_cup: boolean }>(`SELECT is_world_cup FROM beatmaps WHERE id = $1`, [map.id]))[0].is_world_cup,
    ).toBe(false);
    const other = await f.beatmap(song, users.member);
    for (const p of PERSONAS.filter((x) => !WORLD_CUP.includes(x)))
      await v[p].gql(`mutation($id: ID!) { setBeatmapWorldCup(beatmapId: $id, value: true) { id } }`, { id: String(other.id) });
    expect(
      (await q<{ is_world_cup: boolean }>(`SELECT is_world_cup FROM beatmaps WHERE id = $1`, [other.id]))[0].is_world_cup,
    ).toBe(false);
  });

  test("updateWorldCupNote: helpers and admins; one note per mode", async () => {
    await matrix((p) =>
      v[p].gql(`mutation($c: String!) { updateWorldCupNote(mode: mania, content: $c) { mode content updatedBy { username } } }`, {
        c: `# Pool by ${p}\n`,
      }),
    );
    const notes = await v.worldCupHelper.gql<{
      worldCupNotes: { mode: string; content: string; updatedBy: { username: string } | null }[];
    }>(`{ worldCupNotes { mode content updatedBy { username } } }`);
    expect(notes.data!.worldCupNotes.map((n) => n.mode)).toEqual(["osu", "taiko", "catch", "mania"]);
    expect(notes.data!.worldCupNotes[3]).toEqual({ mode: "mania", content: "# Pool by admin", updatedBy: { username: "Admin" } });
    expect(notes.data!.worldCupNotes[0]).toEqual({ mode: "osu", content: "", updatedBy: null });
  });

  test("search by words, osu! link or id", async () => {
    const linked = await f.beatmap(song, users.admin, { url: "https://osu.ppy.sh/beatmapsets/424242#osu/1" });
    const search = async (s: string) =>
      (
        await v.admin.gql<{ worldCupBeatmapSearch: { nodes: { id: string }[] } }>(
          `query($s: String!) { worldCupBeatmapSearch(search: $s, first: 20) { nodes { id } } }`,
          { s },
        )
      ).data!.worldCupBeatmapSearch.nodes.map((n) => n.id);
    expect(await search("https://osu.ppy.sh/beatmapsets/424242")).toEqual([String(linked.id)]);
    expect(await search("424242")).toEqual([String(linked.id)]);
    expect(await search(String(linked.id))).toContain(String(linked.id));
    expect(await search("ghost admin")).toEqual([String(linked.id)]);
    expect(await search("GHOST ADMIN")).toEqual([String(linked.id)]);
    expect(await search("4242")).toEqual([]);
    // Ranked maps are not offered for flagging.
    await f.beatmap(song, users.admin, { url: "https://osu.ppy.sh/beatmapsets/515151", status: BeatmapStatus.Ranked });
    expect(await search("515151")).toEqual([]);
    expect(await search("nothing-like-this")).toEqual([]);
  });

  test("bad input gets a clear message, changes nothing and never a 500", async () => {
    const notesBefore = await q(`SELECT mode, content FROM world_cup_notes ORDER BY mode`);
    const cases: [Promise<Result>, string, string | RegExp][] = [
      [
        v.admin.gql(`mutation($c: String!) { updateWorldCupNote(mode: osu, content: $c) { mode } }`, { c: "x".repeat(10_001) }),
        "BAD_USER_INPUT",
        T.noteTooLong,
      ],
      [
        v.admin.gql(`mutation { updateWorldCupNote(mode: hybrid, content: "x") { mode } }`),
        "GRAPHQL_VALIDATION_FAILED",
        /hybrid/,
      ],
      [v.admin.gql(`mutation { setBeatmapWorldCup(beatmapId: "999999", value: true) { id } }`), "NOT_FOUND", T.beatmapNotFound],
      [v.admin.gql(`mutation { setBeatmapWorldCup(beatmapId: "-1", value: true) { id } }`), "NOT_FOUND", /not found/],
      [v.admin.gql(`{ worldCupBeatmapSearch(search: "x") { nodes { id } } }`), "BAD_USER_INPUT", T.searchTooShort],
      [
        v.admin.gql(`query($s: String!) { worldCupBeatmapSearch(search: $s) { nodes { id } } }`, { s: "y".repeat(101) }),
        "BAD_USER_INPUT",
        T.searchTooLong,
      ],
      [v.admin.gql(`{ worldCupBeatmaps(first: 0) { totalCount } }`), "BAD_USER_INPUT", /first must be between 1 and 100/],
      [v.admin.gql(`{ worldCupBeatmaps(after: "bad") { totalCount } }`), "BAD_USER_INPUT", "Invalid cursor"],
    ];
    const wrong: unknown[] = [];
    for (const [i, [pending, code, message]] of cases.entries()) {
      const res = await pending;
      const got = { status: res.status < 500, code: res.errors?.[0].extensions?.code, message: res.errors?.[0].message ?? "" };
      const okMessage = typeof message === "string" ? got.message === message : message.test(got.message);
      if (!got.status || got.code !== code || !okMessage)
        wrong.push({ case: i, expected: { code, message: String(message) }, got });
    }
    expect(wrong).toEqual([]);
    expect(await q(`SELECT mode, content FROM world_cup_notes ORDER BY mode`)).toEqual(notesBefore);
  });
});
