import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { BeatmapMode, BeatmapStatus } from "../../core/enums";

interface Page {
  beatmapsConnection: {
    edges: { cursor: string; node: { id: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const PAGE = `query ($mode: Mode, $status: BeatmapStatus, $quest: BeatmapQuestFilter, $search: String, $first: Int, $after: String) {
  beatmapsConnection(mode: $mode, status: $status, quest: $quest, search: $search, first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const OLD = `query ($mode: Mode, $status: BeatmapStatus, $quest: BeatmapQuestFilter, $search: String) {
  beatmaps(mode: $mode, status: $status, quest: $quest, search: $search, first: 200) { beatmaps { id } hasMore }
}`;

describe("beatmapsConnection: 'Other beatmaps' as keyset pages", () => {
  let server: TestServer;
  let reader: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const host = await f.user({ osuId: 730, username: "PagedHost" });
    await f.user({ osuId: 731, username: "PagedReader" });
    const artist = await f.artist({ label: "Paged Artist" });
    const song = await f.song(artist, { title: "Paged Song" });
    const same = new Date(Date.UTC(2025, 0, 1));
    // Five mapsets share one creation time; the rest are created by the database clock.
    for (let i = 0; i < 14; i++) {
      await f.beatmap(song, host, {
        mode: i % 2 ? BeatmapMode.taiko : BeatmapMode.osu,
        status: i % 3 ? BeatmapStatus.WIP : BeatmapStatus.Done,
        ...(i < 5 ? { createdAt: same } : i < 9 ? { createdAt: new Date(same.getTime() + i * 1000) } : {}),
      });
    }
    reader = new Visitor(server.url);
    await reader.login(731);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(vars: Record<string, unknown>, first: number): Promise<string[]> {
    const { nodes } = await walkForward<{ id: string }>(reader, PAGE, "beatmapsConnection", vars, first);
    return nodes.map((n) => n.id);
  }

  test.each([{}, { mode: "taiko" }, { status: "Done" }, { quest: "none" }, { search: "paged song" }])(
    "pages of 2 give exactly the unpaged list, in its order (ties included): %j",
    async (vars) => {
      const res = await reader.gql<{ beatmaps: { beatmaps: { id: string }[]; hasMore: boolean } }>(OLD, vars);
      expect(res.errors).toBeUndefined();
      const expected = res.data!.beatmaps.beatmaps.map((b) => b.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await all(vars, 2)).toEqual(expected);
    },
  );

  test("the host does not see their own mapsets, as in beatmaps", async () => {
    const host = new Visitor(server.url);
    await host.login(730);
    const res = await host.gql<Page>(PAGE, { first: 100 });
    expect(res.data!.beatmapsConnection.edges).toEqual([]);
    expect(res.data!.beatmapsConnection.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });

  test("first over 100 and a bad cursor are refused as bad input", async () => {
    const big = await reader.gql(PAGE, { first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    const cursor = await reader.gql(PAGE, { first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(cursor.errors?.[0].message).toBe("Invalid cursor");
  });

  test("members only, like beatmaps", async () => {
    const res = await new Visitor(server.url).gql(PAGE, { first: 2 });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
