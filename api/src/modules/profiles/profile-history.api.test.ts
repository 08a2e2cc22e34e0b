import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { testDeps } from "../../../test/deps";
import { recordStatements } from "../../../test/statements";
import { BeatmapStatus, MissionStatus, QuestStatus, TaskMode, TaskName, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { PointsService } from "../points/points.service";
import { operationCost } from "../../app/pipeline/cost";
import { GRAPHQL_LIMITS } from "../../app/pipeline/graphql";
import { getSchema } from "../../app/schema";
import { parse } from "graphql";
import { BACKFILL_COMPLETED_MISSIONS, BACKFILL_COMPLETED_QUESTS } from "../../db/migrations/1795470000000-ProfileHistory";

const LISTS = [
  "completedMissions",
  "completedMissionsAsGuest",
  "completedQuests",
  "createdQuests",
  "currentQuests",
  "currentMissions",
] as const;
type ListName = (typeof LISTS)[number];

interface ListPage {
  totalCount: number;
  nodes: { id: string; name: string }[];
  edges: { cursor: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
type History = Record<ListName, ListPage>;

const LIST = `totalCount nodes { id name } edges { cursor } pageInfo { hasNextPage endCursor }`;
const HISTORY = `query ($id: ID!) { user(id: $id) { ${LISTS.map((l) => `${l} { ${LIST} }`).join(" ")} } }`;
const ONE = (list: ListName) =>
  `query ($id: ID!, $first: Int, $after: String) { user(id: $id) { ${list}(first: $first, after: $after) { ${LIST} } } }`;

describe("a member's history on their profile (User's six lists)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const u = {} as Record<"alice" | "bob" | "carol" | "dave" | "member" | "admin", User>;
  const ids = {} as Record<string, number>;
  const visitors = {} as Record<"anonymous" | "member" | "owner" | "admin", Visitor>;

  beforeAll(async () => {
    server = await startTestServer();
    const ds = server.database.dataSource;
    f = fixtures(ds);
    for (const name of ["alice", "bob", "carol", "dave", "member"] as const) u[name] = await f.user();
    u.admin = await f.user({ group: UserGroup.admin });
    const artist = await f.artist();
    const song = await f.song(artist);
    const ranked = { status: BeatmapStatus.Ranked, rankedDate: new Date("2025-03-01T00:00:00Z"), length: 120 };

    // A won priority quest: alice hosts the winning map, bob has a guest difficulty, dave only hitsounds it.
    const won = await f.mission({
      name: "Won mission",
      status: MissionStatus.closed,
      closingAnnounced: true,
      tier: 2,
      deadline: new Date("2025-02-01T00:00:00Z"),
    });
    const winner = await f.beatmap(song, u.alice, { ...ranked, missionId: won.id });
    await f.task(winner, TaskName.Insane, TaskMode.osu, [u.alice]);
    await f.task(winner, TaskName.Hard, TaskMode.osu, [u.bob]);
    await f.task(winner, TaskName.Hitsounds, TaskMode.hs, [u.dave]);
    await ds.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [won.id, winner.id]);
    // A closed priority quest alice entered without winning.
    const lost = await f.mission({ name: "Lost mission", status: MissionStatus.closed, closingAnnounced: true });
    const loser = await f.beatmap(song, u.alice, { ...ranked, missionId: lost.id });
    await f.task(loser, TaskName.Normal, TaskMode.osu, [u.alice]);
    // An open one alice has a map in; a hidden one too (never listed).
    const open = await f.mission({ name: "Open mission", status: MissionStatus.open });
    await f.beatmap(song, u.alice, { missionId: open.id });
    const hidden = await f.mission({ name: "Hidden mission", status: MissionStatus.hidden });
    await f.beatmap(song, u.alice, { missionId: hidden.id });

    // A completed quest: bob maps on its Ranked map.
    const done = await f.quest({ name: "Done quest", status: QuestStatus.done, completed: new Date("2025-04-01T00:00:00Z") });
    const questMap = await f.beatmap(song, u.bob, { ...ranked, questId: done.id });
    await f.task(questMap, TaskName.Easy, TaskMode.osu, [u.bob]);

    // Carol's quests: listed when open, wip or done; never pending, rejected, scheduled or hidden.
    const created: Record<string, number> = {};
    for (const status of Object.values(QuestStatus)) {
      created[status] = (await f.quest({ name: `Carol ${status}`, status, creatorId: u.carol.id, isCustom: true })).id;
    }
    // Dave is in a party of carol's wip quest (current) and of an open quest (not current).
    const wip = await f.quest({ name: "Wip quest", status: QuestStatus.wip, accepted: new Date("2025-05-01T00:00:00Z") });
    await f.party(wip, u.dave);
    const openQuest = await f.quest({ name: "Open quest", status: QuestStatus.open });
    await f.party(openQuest, u.dave);

    Object.assign(ids, { won: won.id, open: open.id, done: done.id, wip: wip.id, ...created });
    await new PointsService(testDeps(server.database)).recalculateUsers(Object.values(u).map((x) => x.id));

    visitors.anonymous = new Visitor(server.url);
    for (const [role, user] of [
      ["member", u.member],
      ["owner", u.alice],
      ["admin", u.admin],
    ] as const) {
      visitors[role] = new Visitor(server.url);
      await visitors[role].login(user.osuId);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function history(who: User, as: Visitor = visitors.anonymous): Promise<History> {
    const res = await as.gql<{ user: History }>(HISTORY, { id: String(who.id) });
    expect(res.errors).toBeUndefined();
    return res.data!.user;
  }
  const names = (p: ListPage) => p.nodes.map((n) => n.name);

  test("each list holds what the original's profile shows", async () => {
    const alice = await history(u.alice);
    expect(names(alice.completedMissions)).toEqual(["Won mission"]);
    expect(alice.completedMissionsAsGuest.nodes).toEqual([]);
    expect(names(alice.currentMissions)).toEqual(["Open mission"]);
    expect(alice.completedMissions.totalCount).toBe(1);

    const bob = await history(u.bob);
    expect(bob.completedMissions.nodes).toEqual([]);
    expect(names(bob.completedMissionsAsGuest)).toEqual(["Won mission"]);
    expect(names(bob.completedQuests)).toEqual(["Done quest"]);

    const carol = await history(u.carol);
    expect(names(carol.createdQuests).sort()).toEqual(["Carol done", "Carol open", "Carol wip"]);
    expect(carol.createdQuests.totalCount).toBe(3);

    const dave = await history(u.dave);
    expect(names(dave.currentQuests)).toEqual(["Wip quest"]);
    // Hitsounds alone never win a priority quest (points-engine.rules.ts).
    expect(dave.completedMissionsAsGuest.nodes).toEqual([]);
  });

  test("anonymous, member, owner and admin read the same public lists (nothing hidden or pending shows)", async () => {
    const seen = await Promise.all(
      (["anonymous", "member", "owner", "admin"] as const).map((r) => history(u.carol, visitors[r])),
    );
    for (const s of seen) expect(s).toEqual(seen[0]);
    const aliceSeen = await Promise.all(
      (["anonymous", "member", "owner", "admin"] as const).map((r) => history(u.alice, visitors[r])),
    );
    for (const s of aliceSeen) expect(names(s.currentMissions)).toEqual(["Open mission"]);
  });

  test("pages: first/after walk every item once in order; totalCount is the whole list", async () => {
    const more: number[] = [];
    for (let i = 0; i < 7; i++)
      more.push((await f.quest({ name: `Extra ${i}`, status: QuestStatus.open, creatorId: u.carol.id })).id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res: { data?: { user: Record<string, ListPage> }; errors?: unknown } = await visitors.anonymous.gql(
        ONE("createdQuests"),
        {
          id: String(u.carol.id),
          first: 3,
          after,
        },
      );
      expect(res.errors).toBeUndefined();
      const page = res.data!.user.createdQuests;
      expect(page.totalCount).toBe(10);
      expect(page.nodes.length).toBeLessThanOrEqual(3);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    // Newest first: the extras were created last, the newest of them first.
    expect(seen.slice(0, 7)).toEqual([...more].reverse().map(String));

    // Backward: last/before walk the same list from its end, each page in the list's order.
    const BACK = `query ($id: ID!, $last: Int, $before: String) { user(id: $id) { createdQuests(last: $last, before: $before) {
      totalCount nodes { id } pageInfo { hasPreviousPage hasNextPage startCursor } } } }`;
    const back: string[] = [];
    let before: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res: {
        data?: { user: { createdQuests: { totalCount: number; nodes: { id: string }[]; pageInfo: Record<string, unknown> } } };
        errors?: unknown;
      } = await visitors.anonymous.gql(BACK, { id: String(u.carol.id), last: 3, before });
      expect(res.errors).toBeUndefined();
      const page = res.data!.user.createdQuests;
      expect(page.totalCount).toBe(10);
      expect(page.pageInfo.hasNextPage).toBe(before !== null);
      back.unshift(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor as string;
    }
    expect(back).toEqual(seen);
  });

  test("bad input is a clear BAD_USER_INPUT, never a 500", async () => {
    for (const [vars, message] of [
      [{ first: 0 }, "first must be between 1 and 100"],
      [{ first: 101 }, "first must be between 1 and 100"],
      [{ after: "garbage" }, "Invalid cursor"],
      [{ after: Buffer.from(JSON.stringify(["not a time", 1])).toString("base64url") }, "Invalid cursor"],
      [{ after: Buffer.from(JSON.stringify([1, 2, 3])).toString("base64url") }, "Invalid cursor"],
    ] as const) {
      const res = await visitors.anonymous.gql(ONE("completedQuests"), { id: String(u.bob.id), ...vars });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toContain(message);
    }
    // An unknown member is null, as `user(id)` always answered.
    const none = await visitors.anonymous.gql<{ user: unknown }>(HISTORY, { id: "999999" });
    expect(none.errors).toBeUndefined();
    expect(none.data!.user).toBeNull();
  });

  test("no N+1: the lists of many members cost the same number of statements as those of a few", async () => {
    const q = (first: number) => `{ usersConnection(first: ${first}) { nodes { id
      ${LISTS.map((l) => `${l}(first: 5) { totalCount nodes { id name } }`).join(" ")} } } }`;
    const recorder = recordStatements();
    const count = async (first: number) => {
      recorder.take();
      const res = await visitors.anonymous.gql(q(first));
      expect(res.errors).toBeUndefined();
      const sent = recorder.take();
      if (process.env.SHOW_SQL) console.log(sent.map((x) => x.slice(0, 120)).join("\n"));
      return sent.length;
    };
    await count(2); // warm-up (sessions, prepared statements)
    const few = await count(2);
    const many = await count(7);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(10);
  });

  test("the cost walk prices the lists like other connections", async () => {
    const schema = await getSchema();
    const cost = (q: string) => operationCost(schema, parse(q), null, {});
    const one = cost(`{ user(id: "1") { completedQuests(first: 10) { nodes { id name } } } }`);
    const hundred = cost(`{ user(id: "1") { completedQuests(first: 100) { nodes { id name } } } }`);
    expect(hundred).toBeGreaterThan(8 * one);
    const wide = `{ usersConnection(first: 100) { nodes { ${LISTS.map((l) => `${l}(first: 100) { nodes { id name } }`).join(" ")} } } }`;
    expect(cost(wide)).toBeGreaterThan(GRAPHQL_LIMITS.maxCost);
    const res = await visitors.anonymous.gql(wide);
    expect(res.errors?.[0].message).toMatch(/too expensive/);
  });

  test("the migration's backfill gives what the points engine wrote", async () => {
    const ds = server.database.dataSource;
    const snapshot = async () => ({
      quests: await ds.query(`SELECT user_id, quest_id FROM user_completed_quests ORDER BY 1, 2`),
      missions: await ds.query(`SELECT user_id, mission_id, as_guest FROM user_completed_missions ORDER BY 1, 2`),
    });
    const written = await snapshot();
    expect(written.quests.length).toBeGreaterThan(0);
    expect(written.missions.length).toBe(2);
    await ds.query(`DELETE FROM user_completed_quests`);
    await ds.query(`DELETE FROM user_completed_missions`);
    await ds.query(BACKFILL_COMPLETED_QUESTS);
    await ds.query(BACKFILL_COMPLETED_MISSIONS);
    expect(await snapshot()).toEqual(written);
  });
});
