import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, UserGroup } from "../../core/enums";
import { encodeCursor } from "../../core/connection";

interface Connection {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number | null;
}

const QUEUE = `query ($first: Int, $after: String) {
  adminQualifiedBeatmapsConnection(first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const OLD_QUEUE = `{ adminQualifiedBeatmaps { id } }`;

const FIND = `query ($search: String, $status: BeatmapStatus, $first: Int, $after: String) {
  adminBeatmapsConnection(search: $search, status: $status, first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const OLD_FIND = `query ($search: String, $status: BeatmapStatus) {
  beatmaps(search: $search, status: $status, first: 200) { beatmaps { id } hasMore }
}`;

describe("admin mapset connections: the Qualified queue and the finder as keyset pages", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  const adminMaps: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    const f = fixtures(db);
    const adminUser = await f.user({ osuId: 740, username: "QueueAdmin", group: UserGroup.admin });
    const hostA = await f.user({ osuId: 741, username: "QueueHostAlpha" });
    const hostB = await f.user({ osuId: 742, username: "QueueHostBravo" });
    const artist = await f.artist({ label: "Queue Artist" });
    const songs = [await f.song(artist, { title: "Lantern Song" }), await f.song(artist, { title: "Harbour Song" })];
    const base = Date.UTC(2025, 0, 1);
    const same = new Date(base);
    // Qualified mapsets nobody queued, four of them updated in the same millisecond; queued and other statuses around them.
    for (let i = 0; i < 11; i++) {
      const b = await f.beatmap(songs[i % 2], i % 3 ? hostA : hostB, {
        status: BeatmapStatus.Qualified,
        ...(i < 5 ? { createdAt: same } : { createdAt: new Date(base + i * 1000) }),
      });
      const updated = i < 4 ? same : new Date(base - (i % 5) * 60_000 + i);
      await db.query(`UPDATE beatmaps SET updated_at = $1 WHERE id = $2`, [updated, b.id]);
    }
    await f.beatmap(songs[0], hostA, { status: BeatmapStatus.Qualified, queuedForRank: true });
    for (const status of [BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.Ranked]) {
      await f.beatmap(songs[1], hostB, { status, createdAt: new Date(base + 20_000) });
    }
    // The admin's own mapsets: the finder lists them, "Other beatmaps" (beatmaps) does not.
    for (const status of [BeatmapStatus.WIP, BeatmapStatus.Qualified]) {
      adminMaps.push(String((await f.beatmap(songs[0], adminUser, { status, createdAt: new Date(base + 30_000) })).id));
    }
    admin = new Visitor(server.url);
    await admin.login(740);
    member = new Visitor(server.url);
    await member.login(741);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(
    field: "adminQualifiedBeatmapsConnection" | "adminBeatmapsConnection",
    vars: Record<string, unknown>,
    first: number,
  ) {
    const ids: string[] = [];
    let after: string | null = null;
    // totalCount is the same on every page
    let total: number | null | undefined;
    for (let i = 0; i < 40; i++) {
      const res: { data?: Record<string, Connection>; errors?: unknown } = await admin.gql<Record<string, Connection>>(
        field === "adminQualifiedBeatmapsConnection" ? QUEUE : FIND,
        { ...vars, first, after },
      );
      expect(res.errors).toBeUndefined();
      const page: Connection = res.data![field];
      expect(page.edges.length).toBeLessThanOrEqual(first);
      ids.push(...page.edges.map((e) => e.node.id));
      if (total !== undefined) expect(page.totalCount).toBe(total);
      total = page.totalCount;
      if (!page.pageInfo.hasNextPage) return { ids, total };
      expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      after = page.pageInfo.endCursor;
    }
    throw new Error("pages never ended");
  }

  describe("adminQualifiedBeatmapsConnection", () => {
    test.each([1, 2, 3, 100])("pages of %i give the old queue exactly, in its order, without repeats", async (first) => {
      const old = await admin.gql<{ adminQualifiedBeatmaps: { id: string }[] }>(OLD_QUEUE);
      expect(old.errors).toBeUndefined();
      const expected = old.data!.adminQualifiedBeatmaps.map((b) => b.id);
      expect(expected).toHaveLength(12);
      const { ids, total } = await all("adminQualifiedBeatmapsConnection", {}, first);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ids.length);
      expect(total).toBe(12);
    });

    test("least recently updated first, ties by id; a queued mapset leaves the queue", async () => {
      const rows: { id: number }[] = await server.database.dataSource.query(
        `SELECT id FROM beatmaps WHERE status = 'Qualified' AND NOT queued_for_rank ORDER BY updated_at, id`,
      );
      const { ids } = await all("adminQualifiedBeatmapsConnection", {}, 5);
      expect(ids).toEqual(rows.map((r) => String(r.id)));
      const queued = await server.database.dataSource.query(`SELECT id FROM beatmaps WHERE queued_for_rank`);
      expect(ids).not.toContain(String(queued[0].id));
    });

    test("admins only, refused with the old field's codes", async () => {
      for (const [visitor, code] of [
        [member, "FORBIDDEN"],
        [new Visitor(server.url), "UNAUTHENTICATED"],
      ] as const) {
        const res = await visitor.gql(QUEUE, { first: 2 });
        expect(res.errors?.[0].extensions?.code).toBe(code);
        expect(res.data ?? null).toBeNull();
        const old = await visitor.gql(OLD_QUEUE);
        expect(old.errors?.[0].extensions?.code).toBe(code);
      }
    });

    test("a bad cursor and first out of range are bad input", async () => {
      for (const after of ["nonsense", encodeCursor([1, 2]), encodeCursor(["2025-01-01T00:00:00.000Z"])]) {
        const res = await admin.gql(QUEUE, { first: 2, after });
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toBe("Invalid cursor");
      }
      // The right shape, but no time: the database refuses the value, still as bad input.
      const notATime = await admin.gql(QUEUE, { first: 2, after: encodeCursor(["not a date", 2]) });
      expect(notATime.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      for (const first of [0, 101]) {
        const res = await admin.gql(QUEUE, { first });
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toMatch(/first must be between 1 and 100/);
      }
    });
  });

  describe("adminBeatmapsConnection", () => {
    test.each([
      {},
      { search: "lantern" },
      { status: "Qualified" },
      { search: "bravo harbour", status: "Qualified" },
      { search: "nomatch" },
    ])("pages of 2 give the matching of beatmaps, plus the admin's own mapsets, newest first: %j", async (vars) => {
      const old = await admin.gql<{ beatmaps: { beatmaps: { id: string }[] } }>(OLD_FIND, vars);
      expect(old.errors).toBeUndefined();
      const others = old.data!.beatmaps.beatmaps.map((b) => b.id);
      const { ids, total } = await all("adminBeatmapsConnection", vars, 2);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => !adminMaps.includes(id))).toEqual(others);
      // totalCount is always answered (issue 26): the finder counts its matches when asked.
      expect(total).toBe(ids.length);
      // A member sees through beatmaps what the admin sees of the others' mapsets, plus the admin's own.
      const seen = await member.gql<{ beatmaps: { beatmaps: { id: string }[] } }>(OLD_FIND, vars);
      const byMember = seen.data!.beatmaps.beatmaps.map((b) => b.id);
      for (const id of byMember) expect(ids).toContain(id);
    });

    test("the admin's own mapsets are found too, by status and by the host's name", async () => {
      const { ids } = await all("adminBeatmapsConnection", { search: "queueadmin" }, 1);
      expect(ids.sort()).toEqual([...adminMaps].sort());
      expect((await all("adminBeatmapsConnection", { search: "queueadmin", status: "WIP" }, 5)).ids).toEqual([adminMaps[0]]);
    });

    test("admins only, refused with the codes of the other admin fields", async () => {
      expect((await member.gql(FIND, { first: 2 })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect((await new Visitor(server.url).gql(FIND, { first: 2 })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    test("a bad cursor, first out of range and a search too long are bad input", async () => {
      for (const after of ["nonsense", encodeCursor(["not a date", 3]), encodeCursor([3, 3])]) {
        const res = await admin.gql(FIND, { first: 2, after });
        expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
        expect(res.errors?.[0].message).toBe("Invalid cursor");
      }
      const big = await admin.gql(FIND, { first: 101 });
      expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      const long = await admin.gql(FIND, { search: "x".repeat(101) });
      expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    });
  });
});
