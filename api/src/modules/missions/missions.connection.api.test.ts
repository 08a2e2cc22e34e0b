import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { MissionStatus, Mode } from "../../core/enums";

const DAY = 86_400_000;

interface Page {
  missionsConnection: { nodes: { id: string; name: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

const PAGE = `query ($section: MissionSection!, $mode: Mode, $search: String, $first: Int, $after: String) {
  missionsConnection(section: $section, mode: $mode, search: $search, first: $first, after: $after) {
    nodes { id name }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("missionsConnection: the missions page's sections as keyset pages", () => {
  let server: TestServer;
  let member: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 710, username: "PageReader" });
    // Closed missions over three tiers, some created in the same millisecond, one not announced, one taiko-only.
    const same = new Date(Date.now() - 50 * DAY);
    for (let i = 0; i < 9; i++) {
      await f.mission({
        name: `Closed ${i}`,
        tier: 1 + (i % 3),
        status: MissionStatus.closed,
        deadline: new Date(Date.now() - DAY),
        createdAt: i < 4 ? same : new Date(Date.now() - (i + 1) * DAY),
        modes: i === 5 ? [Mode.taiko] : [Mode.osu, Mode.taiko],
      });
    }
    await f.mission({ name: "Closed unannounced", status: MissionStatus.closed, openingAnnounced: false });
    await f.mission({ name: "Still open" });
    member = new Visitor(server.url);
    await member.login(710);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(vars: Record<string, unknown>, first: number): Promise<string[]> {
    const names: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const res: { data?: Page; errors?: unknown } = await member.gql<Page>(PAGE, { ...vars, first, after });
      expect(res.errors).toBeUndefined();
      const page: Page["missionsConnection"] = res.data!.missionsConnection;
      expect(page.nodes.length).toBeLessThanOrEqual(first);
      names.push(...page.nodes.map((n) => n.name));
      if (!page.pageInfo.hasNextPage) return names;
      after = page.pageInfo.endCursor;
    }
    throw new Error("pages never ended");
  }

  test("pages of 2 give exactly the unpaged list, in its order (ties in created_at included)", async () => {
    const unpaged = await member.gql<{ missions: { name: string }[] }>(`{ missions(section: inactive) { name } }`);
    const expected = unpaged.data!.missions.map((m) => m.name);
    expect(expected).toHaveLength(9);
    expect(await all({ section: "inactive" }, 2)).toEqual(expected);
  });

  test("mode and name filters apply on the server", async () => {
    expect(await all({ section: "inactive", mode: "osu" }, 3)).not.toContain("Closed 5");
    expect(await all({ section: "inactive", search: "closed 7" }, 3)).toEqual(["Closed 7"]);
    expect(await all({ section: "active" }, 5)).toEqual(["Still open"]);
  });

  test("bad page arguments are refused as bad input", async () => {
    const big = await member.gql(PAGE, { section: "inactive", first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const cursor = await member.gql(PAGE, { section: "inactive", first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("members only", async () => {
    const res = await new Visitor(server.url).gql(PAGE, { section: "inactive", first: 2 });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
