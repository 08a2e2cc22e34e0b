import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapMode, BeatmapStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Song } from "../artists/song.entity";
import type { Beatmap } from "./beatmap.entity";
import type { Task } from "./task.entity";

type Actor = "anonymous" | "host" | "mapper" | "other" | "admin";
const ACTORS: Actor[] = ["anonymous", "host", "mapper", "other", "admin"];
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN";

interface Scenario {
  map: Beatmap;
  hostTask: Task;
  mapperTask: Task;
  collabTask: Task;
}

interface Case {
  name: string;
  mutation: string;
  vars: (s: Scenario) => Record<string, unknown>;
  expected: Record<Actor, Outcome>;
  /** Optional check of the stored state after a successful call. */
  check?: (s: Scenario, actor: Actor) => Promise<void>;
}

/**
 * Every beatmap and task mutation × {anonymous, host, task mapper, other user, admin}, over GraphQL against a real
 * database. Each cell runs on a fresh mapset: host with an Easy and the Hitsounds, "mapper" with an Insane, and a Hard
 * shared by the mapper and a third user.
 */
describe("beatmap and task permissions (GraphQL, real database)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let song: Song;
  const users = {} as Record<Exclude<Actor, "anonymous"> | "third", User>;
  const visitors = {} as Record<Actor, Visitor>;
  let created = 0;

  const q = (sql: string, params?: unknown[]) => server.database.dataSource.query(sql, params);

  async function scenario(status = BeatmapStatus.WIP): Promise<Scenario> {
    created++;
    const map = await f.beatmap(song, users.host, {
      status,
      mode: BeatmapMode.osu,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, created)),
    });
    const hostTask = await f.task(map, TaskName.Easy, TaskMode.osu, [users.host]);
    await f.task(map, TaskName.Hitsounds, TaskMode.hs, [users.host]);
    const mapperTask = await f.task(map, TaskName.Insane, TaskMode.osu, [users.mapper]);
    const collabTask = await f.task(map, TaskName.Hard, TaskMode.osu, [users.mapper, users.third]);
    return { map, hostTask, mapperTask, collabTask };
  }

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    song = await f.song(await f.artist());
    users.host = await f.user({ osuId: 7001, username: "Host" });
    users.mapper = await f.user({ osuId: 7002, username: "Mapper" });
    users.other = await f.user({ osuId: 7003, username: "Other" });
    users.third = await f.user({ osuId: 7004, username: "Third" });
    // osu! id 100 is a Beatmap Nominator on the offline osu! provider.
    users.admin = await f.user({ osuId: 100, username: "DemoAdmin", group: UserGroup.admin });
    for (const actor of ACTORS) {
      visitors[actor] = new Visitor(server.url);
      if (actor !== "anonymous") await visitors[actor].login(users[actor].osuId);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const ID = "id";
  const cases: Case[] = [
    {
      name: "setBeatmapStatus Done",
      mutation: `mutation($id: ID!) { setBeatmapStatus(id: $id, status: Done) { ${ID} status } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
      check: async (s) => {
        const [b] = await q(`SELECT status FROM beatmaps WHERE id = $1`, [s.map.id]);
        expect(b.status).toBe("Done");
      },
    },
    {
      name: "setBeatmapMode",
      mutation: `mutation($id: ID!) { setBeatmapMode(id: $id, mode: mania) { ${ID} mode } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "setBeatmapLink",
      mutation: `mutation($id: ID!) { setBeatmapLink(id: $id, url: "https://example.com/x") { ${ID} url } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "lockTask",
      mutation: `mutation($id: ID!) { lockTask(beatmapId: $id, name: Expert) { ${ID} tasksLocked } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "unlockTask",
      mutation: `mutation($id: ID!) { unlockTask(beatmapId: $id, name: Expert) { ${ID} tasksLocked } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "deleteBeatmap",
      mutation: `mutation($id: ID!) { deleteBeatmap(id: $id) }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
      check: async (s) => {
        expect(await q(`SELECT id FROM beatmaps WHERE id = $1`, [s.map.id])).toHaveLength(0);
      },
    },
    {
      name: "addTask for yourself",
      mutation: `mutation($id: ID!) { addTask(beatmapId: $id, name: Expert) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "ok", admin: "ok" },
      check: async (s, actor) => {
        const rows = await q(
          `SELECT tm.user_id FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = $1 AND t.name = 'Expert'`,
          [s.map.id],
        );
        expect(rows.map((r: { user_id: number }) => r.user_id)).toEqual([users[actor as Exclude<Actor, "anonymous">].id]);
      },
    },
    {
      name: "addTask for another user (a fix, see README.md)",
      mutation: `mutation($id: ID!, $user: ID!) { addTask(beatmapId: $id, name: Expert, userId: $user) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id, user: users.third.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "removeTask",
      mutation: `mutation($id: ID!, $task: ID!) { removeTask(beatmapId: $id, taskId: $task) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id, task: s.mapperTask.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "FORBIDDEN", admin: "ok" },
      check: async (s) => {
        expect(await q(`SELECT id FROM tasks WHERE id = $1`, [s.mapperTask.id])).toHaveLength(0);
      },
    },
    {
      name: "setTaskStatus",
      mutation: `mutation($id: ID!, $task: ID!) { setTaskStatus(beatmapId: $id, taskId: $task, status: Done) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id, task: s.mapperTask.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "addCollaborator",
      mutation: `mutation($id: ID!, $task: ID!, $user: ID!) { addCollaborator(beatmapId: $id, taskId: $task, userId: $user) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id, task: s.mapperTask.id, user: users.third.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "removeCollaborator",
      mutation: `mutation($id: ID!, $task: ID!, $user: ID!) { removeCollaborator(beatmapId: $id, taskId: $task, userId: $user) { ${ID} } }`,
      vars: (s) => ({ id: s.map.id, task: s.collabTask.id, user: users.third.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "toggleModder",
      mutation: `mutation($id: ID!) { toggleModder(id: $id) { ${ID} modders { id } } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "FORBIDDEN", mapper: "ok", other: "ok", admin: "ok" },
    },
    {
      name: "toggleNominator (osu! BN only, not a mapper of the map)",
      mutation: `mutation($id: ID!) { toggleNominator(id: $id) { ${ID} bns { id } } }`,
      vars: (s) => ({ id: s.map.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "FORBIDDEN", mapper: "FORBIDDEN", other: "FORBIDDEN", admin: "ok" },
    },
    {
      name: "createBeatmap",
      mutation: `mutation($song: ID!) { createBeatmap(input: { songId: $song, mode: osu, tasks: [{ name: Normal }] }) { ${ID} } }`,
      vars: () => ({ song: song.id }),
      expected: { anonymous: "UNAUTHENTICATED", host: "ok", mapper: "ok", other: "ok", admin: "ok" },
    },
  ];

  const table = cases.flatMap((c) => ACTORS.map((actor) => [c.name, actor, c.expected[actor], c] as const));

  test.each(table)("%s as %s → %s", async (_name, actor, expected, c) => {
    const s = await scenario();
    const res = await visitors[actor].gql(c.mutation, c.vars(s));
    if (expected === "ok") {
      expect(res.errors).toBeUndefined();
      if (c.check) await c.check(s, actor);
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe(expected);
    }
  });

  // Ranked maps are frozen for everyone but admins.
  const frozen: [string, string, (s: Scenario) => Record<string, unknown>][] = [
    ["setBeatmapStatus", `mutation($id: ID!) { setBeatmapStatus(id: $id, status: WIP) { id } }`, (s) => ({ id: s.map.id })],
    ["setBeatmapLink", `mutation($id: ID!) { setBeatmapLink(id: $id, url: "") { id } }`, (s) => ({ id: s.map.id })],
    ["lockTask", `mutation($id: ID!) { lockTask(beatmapId: $id, name: Skin) { id } }`, (s) => ({ id: s.map.id })],
    ["addTask", `mutation($id: ID!) { addTask(beatmapId: $id, name: Expert) { id } }`, (s) => ({ id: s.map.id })],
    [
      "removeTask",
      `mutation($id: ID!, $t: ID!) { removeTask(beatmapId: $id, taskId: $t) { id } }`,
      (s) => ({ id: s.map.id, t: s.mapperTask.id }),
    ],
    [
      "setTaskStatus",
      `mutation($id: ID!, $t: ID!) { setTaskStatus(beatmapId: $id, taskId: $t, status: WIP) { id } }`,
      (s) => ({ id: s.map.id, t: s.mapperTask.id }),
    ],
    [
      "removeCollaborator",
      `mutation($id: ID!, $t: ID!, $u: ID!) { removeCollaborator(beatmapId: $id, taskId: $t, userId: $u) { id } }`,
      (s) => ({ id: s.map.id, t: s.collabTask.id, u: users.third.id }),
    ],
    ["deleteBeatmap", `mutation($id: ID!) { deleteBeatmap(id: $id) }`, (s) => ({ id: s.map.id })],
  ];

  test.each(frozen)("a Ranked map is frozen: %s by its host and its mapper is refused", async (_n, mutation, vars) => {
    const s = await scenario(BeatmapStatus.Ranked);
    for (const actor of ["host", "mapper"] as const) {
      const res = await visitors[actor].gql(mutation, vars(s));
      expect(res.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const hostTry = await visitors.host.gql(mutation, vars(s));
    expect(hostTry.errors?.[0]?.message).toBe("Mapset ranked");
  });

  test('a Ranked map: the host\'s own mutations say "Mapset ranked"; an admin may still edit tasks', async () => {
    const s = await scenario(BeatmapStatus.Ranked);
    const res = await visitors.host.gql(`mutation($id: ID!) { setBeatmapStatus(id: $id, status: WIP) { id } }`, { id: s.map.id });
    expect(res.errors?.[0]).toMatchObject({ message: "Mapset ranked", extensions: { code: "FORBIDDEN" } });
    const admin = await visitors.admin.gql(`mutation($id: ID!, $t: ID!) { removeTask(beatmapId: $id, taskId: $t) { id } }`, {
      id: s.map.id,
      t: s.mapperTask.id,
    });
    expect(admin.errors).toBeUndefined();
  });

  // ---- the original's two worst holes (README.md): each test fails on the original's behaviour.

  test("collaborator injection: a task of another mapset cannot be joined through your own mapset id", async () => {
    const victim = await scenario(BeatmapStatus.Ranked);
    const own = await f.beatmap(song, users.other, { status: BeatmapStatus.WIP });
    // The original checked only the beatmap in the path (here: the attacker's own WIP map) and then added the
    // attacker to any task id: point farming on the next recalculation.
    const res = await visitors.other.gql(
      `mutation($id: ID!, $t: ID!, $u: ID!) { addCollaborator(beatmapId: $id, taskId: $t, userId: $u) { id } }`,
      { id: own.id, t: victim.mapperTask.id, u: users.other.id },
    );
    expect(res.errors?.[0]).toMatchObject({ message: "Task not found on this mapset!", extensions: { code: "NOT_FOUND" } });
    const direct = await visitors.other.gql(
      `mutation($id: ID!, $t: ID!) { addCollaborator(beatmapId: $id, taskId: $t) { id } }`,
      { id: victim.map.id, t: victim.mapperTask.id },
    );
    expect(direct.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const rest = await visitors.other.post(`/api/beatmaps/addCollab/${own.id}`, { task: { _id: victim.mapperTask.id } });
    expect(rest).toEqual({ status: 200, json: { error: "Task not found on this mapset!" } });
    const mappers = await q(`SELECT user_id FROM task_mappers WHERE task_id = $1`, [victim.mapperTask.id]);
    expect(mappers).toEqual([{ user_id: users.mapper.id }]);
  });

  test("cross-beatmap task deletion: the host of one mapset cannot delete a task of another", async () => {
    const victim = await scenario(BeatmapStatus.Ranked);
    const own = await f.beatmap(song, users.other, { status: BeatmapStatus.WIP });
    // The original's removeTask/:taskId/:mapId checked the host of mapId and deleted taskId wherever it was.
    const res = await visitors.other.gql(`mutation($id: ID!, $t: ID!) { removeTask(beatmapId: $id, taskId: $t) { id } }`, {
      id: own.id,
      t: victim.mapperTask.id,
    });
    expect(res.errors?.[0]).toMatchObject({ message: "Task not found on this mapset!", extensions: { code: "NOT_FOUND" } });
    const rest = await visitors.other.post(`/api/beatmaps/removeTask/${victim.mapperTask.id}/${own.id}`);
    expect(rest).toEqual({ status: 200, json: { error: "Task not found on this mapset!" } }); // the shim's refusal
    expect(await q(`SELECT id FROM tasks WHERE id = $1`, [victim.mapperTask.id])).toHaveLength(1);
  });
});
