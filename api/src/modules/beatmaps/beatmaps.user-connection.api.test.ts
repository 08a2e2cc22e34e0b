import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, TaskMode, TaskName } from "../../core/enums";
import type { User } from "../users/user.entity";

interface Node {
  id: string;
  status: string;
  createdAt: string;
}

interface Page {
  userBeatmapsConnection: {
    edges: { cursor: string; node: Node }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

const PAGE = `query ($userId: ID!, $first: Int, $after: String) {
  userBeatmapsConnection(userId: $userId, first: $first, after: $after) {
    edges { cursor node { id status createdAt } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

const OLD = `query ($userId: ID!) { userBeatmaps(userId: $userId) { id status createdAt } }`;

/** The users page's order: the web's compareStatus (lib/beatmaps.ts), newest first within a status. */
const STATUS_ORDER = ["WIP", "Done", "Qualified", "Ranked"];

describe("userBeatmapsConnection: a member's mapsets on the users page as keyset pages", () => {
  let server: TestServer;
  let anon: Visitor;
  let member: User;
  let other: User;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const song = await f.song(await f.artist({ label: "Paged Profile Artist" }), { title: "Paged Profile Song" });
    member = await f.user({ osuId: 7301, username: "PagedProfile" });
    other = await f.user({ osuId: 7302, username: "PagedOtherHost" });
    const same = new Date(Date.UTC(2025, 0, 1));
    const statuses = [BeatmapStatus.Ranked, BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.Qualified, BeatmapStatus.WIP];
    // Hosted: every status; five share one creation time, four a second apart, the rest the database clock (sub-ms).
    for (let i = 0; i < 15; i++) {
      const map = await f.beatmap(song, member, {
        status: statuses[i % statuses.length],
        ...(i < 5 ? { createdAt: same } : i < 9 ? { createdAt: new Date(same.getTime() + i * 1000) } : {}),
      });
      if (i % 4 === 0) await f.task(map, TaskName.Hard, TaskMode.osu, [member]);
      ids[`hosted${i}`] = map.id;
    }
    // Task only: hosted by someone else, one difficulty (or a collab) of the member's.
    for (let i = 0; i < 6; i++) {
      const map = await f.beatmap(song, other, {
        status: statuses[(i + 2) % statuses.length],
        ...(i < 3 ? { createdAt: same } : {}),
      });
      await f.task(map, TaskName.Insane, TaskMode.osu, i % 2 ? [member, other] : [member]);
      await f.task(map, TaskName.Easy, TaskMode.osu, [member]);
      ids[`guest${i}`] = map.id;
    }
    // Not theirs: hosted by someone else, no task of the member's.
    const notMine = await f.beatmap(song, other, { createdAt: same });
    await f.task(notMine, TaskName.Normal, TaskMode.osu, [other]);
    ids.notMine = notMine.id;
    anon = new Visitor(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  async function pageOf(userId: string | number, first?: number, after?: string | null) {
    return anon.gql<Page>(PAGE, { userId: String(userId), first, after });
  }

  /** Every page of `first` items, in order; checks each page's shape and total on the way. */
  async function all(userId: number, first: number): Promise<{ nodes: Node[]; totals: number[]; pages: number }> {
    const nodes: Node[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    for (let pages = 1; pages <= 40; pages++) {
      const res: { data?: Page; errors?: unknown } = await pageOf(userId, first, after);
      expect(res.errors).toBeUndefined();
      const page: Page["userBeatmapsConnection"] = res.data!.userBeatmapsConnection;
      nodes.push(...page.edges.map((e) => e.node));
      totals.push(page.totalCount);
      if (!page.pageInfo.hasNextPage) return { nodes, totals, pages };
      expect(page.edges).toHaveLength(first);
      expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      after = page.pageInfo.endCursor;
    }
    throw new Error("pages never ended");
  }

  /** The deprecated list as the web showed it: sorted by status, keeping the server's newest-first order within one. */
  async function shownBefore(userId: number): Promise<Node[]> {
    const res = await anon.gql<{ userBeatmaps: Node[] }>(OLD, { userId: String(userId) });
    expect(res.errors).toBeUndefined();
    return res
      .data!.userBeatmaps.map((b, i) => [b, i] as const)
      .sort((a, b) => STATUS_ORDER.indexOf(a[0].status) - STATUS_ORDER.indexOf(b[0].status) || a[1] - b[1])
      .map(([b]) => b);
  }

  test.each([1, 2, 3, 7, 100])(
    "pages of %i: exactly what the table showed, in its order, no repeats or gaps, one total",
    async (first) => {
      const expected = await shownBefore(member.id);
      expect(expected).toHaveLength(21);
      const { nodes, totals, pages } = await all(member.id, first);
      expect(nodes.map((n) => n.id)).toEqual(expected.map((n) => n.id));
      expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
      expect(pages).toBe(Math.max(1, Math.ceil(21 / first)));
      expect(new Set(totals)).toEqual(new Set([21]));
    },
  );

  test("the order is status (WIP, Done, Qualified, Ranked), then newest first, then the higher id first", async () => {
    const { nodes } = await all(member.id, 4);
    for (let i = 1; i < nodes.length; i++) {
      const [a, b] = [nodes[i - 1], nodes[i]];
      const byStatus = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
      expect(byStatus).toBeLessThanOrEqual(0);
      if (byStatus === 0) {
        const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
        expect(byTime).toBeLessThanOrEqual(0);
        if (byTime === 0) expect(Number(a.id)).toBeGreaterThan(Number(b.id));
      }
    }
    expect(nodes[0].status).toBe("WIP");
    expect(nodes[nodes.length - 1].status).toBe("Ranked");
  });

  test("hosted mapsets (with or without a task of theirs) and task-only mapsets, each once; nobody else's", async () => {
    const { nodes } = await all(member.id, 100);
    const got = nodes.map((n) => Number(n.id));
    const hosted = Array.from({ length: 15 }, (_, i) => ids[`hosted${i}`]);
    const guest = Array.from({ length: 6 }, (_, i) => ids[`guest${i}`]);
    expect([...got].sort((a, b) => a - b)).toEqual([...hosted, ...guest].sort((a, b) => a - b));
    expect(got).not.toContain(ids.notMine);
    // The other host's list: their six hosted (collab or not) and the one without the member.
    const theirs = await all(other.id, 100);
    expect(theirs.nodes.map((n) => Number(n.id)).sort((a, b) => a - b)).toEqual([...guest, ids.notMine].sort((a, b) => a - b));
    expect(theirs.totals).toEqual([7]);
  });

  test("public: no sign-in needed; admin-only beatmap fields stay admin-only through it", async () => {
    const res = await pageOf(member.id, 2);
    expect(res.errors).toBeUndefined();
    expect(res.data!.userBeatmapsConnection.edges).toHaveLength(2);
    const hidden = await anon.gql(`query ($u: ID!) { userBeatmapsConnection(userId: $u) { nodes { id queuedForRank } } }`, {
      u: String(member.id),
    });
    expect(hidden.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  test("first defaults to 20", async () => {
    const res = await anon.gql<Page>(
      `query ($u: ID!) { userBeatmapsConnection(userId: $u) { edges { cursor } pageInfo { hasNextPage endCursor } totalCount } }`,
      { u: String(member.id) },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.userBeatmapsConnection.edges).toHaveLength(20);
    expect(res.data!.userBeatmapsConnection.pageInfo.hasNextPage).toBe(true);
    expect(res.data!.userBeatmapsConnection.totalCount).toBe(21);
  });

  test.each([0, -1, 101])("first %i is refused as bad input", async (first) => {
    const res = await pageOf(member.id, first);
    expect(res.data?.userBeatmapsConnection ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/first must be between 1 and 100/),
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  test("a bad cursor is refused as bad input (garbage, another list's cursor, a cursor of the wrong kinds)", async () => {
    const wrongKinds = Buffer.from(JSON.stringify(["WIP", "2025-01-01T00:00:00.000Z", 1])).toString("base64url");
    const tooShort = Buffer.from(JSON.stringify([0, 1])).toString("base64url");
    // beatmapsConnection's cursor ("<createdAt>_<id>"), not this list's.
    const beatmapsCursor = Buffer.from(`2025-01-01T00:00:00.000Z_${ids.hosted0}`).toString("base64url");
    for (const after of ["nonsense", wrongKinds, tooShort, beatmapsCursor, "x".repeat(3000)]) {
      const res = await pageOf(member.id, 2, after);
      expect(res.errors?.[0]).toMatchObject({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  test("an unknown member has no mapsets (an empty page); a malformed id is not found, as in userBeatmaps", async () => {
    const res = await pageOf(999999, 5);
    expect(res.errors).toBeUndefined();
    expect(res.data!.userBeatmapsConnection).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
    const bad = await pageOf("nope", 5);
    expect(bad.errors?.[0]).toMatchObject({ message: "Cannot find user!", extensions: { code: "NOT_FOUND" } });
  });

  test("userBeatmaps is deprecated in favour of the connection", async () => {
    const res = await anon.gql<{ __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string }[] } }>(
      `{ __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
    );
    expect(res.errors).toBeUndefined();
    const field = (name: string) => res.data!.__type.fields.find((f) => f.name === name);
    expect(field("userBeatmaps")).toMatchObject({
      isDeprecated: true,
      deprecationReason: "Use userBeatmapsConnection instead. Deprecated 2026-11-24.",
    });
    expect(field("userBeatmapsConnection")).toMatchObject({ isDeprecated: false });
  });
});
