import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { Mode, QuestStatus } from "../../core/enums";

const PAGE = `query ($mode: Mode, $status: QuestStatus, $artist: String, $search: String, $mine: Boolean, $first: Int, $after: String) {
  questsConnection(mode: $mode, status: $status, artist: $artist, search: $search, mine: $mine, first: $first, after: $after) {
    edges { cursor node { name } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

const OLD = `query ($mode: Mode, $status: QuestStatus, $artist: String, $search: String) {
  quests(mode: $mode, status: $status, artist: $artist, search: $search, limit: 100) { quests { name } totalCount }
}`;

describe("questsConnection: the quests list as keyset pages", () => {
  let server: TestServer;
  let creator: Visitor;
  let other: Visitor;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const author = await f.user({ osuId: 720, username: "QuestAuthor" });
    const reader = await f.user({ osuId: 721, username: "QuestReader" });
    const same = new Date(Date.UTC(2025, 0, 1));
    const statuses = [QuestStatus.open, QuestStatus.wip, QuestStatus.pending, QuestStatus.done, QuestStatus.hidden];
    // Five quests share one creation time; one pending and one hidden per five.
    const quests = [];
    for (let i = 0; i < 12; i++) {
      const quest = await f.quest({
        name: `Paged quest ${i}`,
        status: statuses[i % 5],
        creator: author,
        isCustom: i % 3 === 0,
        modes: i % 2 ? [Mode.taiko] : [Mode.osu, Mode.taiko],
        createdAt: i < 5 ? same : new Date(same.getTime() + i * 1000),
      });
      quests.push(quest);
    }
    // The reader leads a party on quest 1 (wip) and is a member of the author's party on quest 6 (wip) and quest 5 (open);
    // the author alone leads a party on quest 11 (wip).
    await f.party(quests[1], reader);
    await f.party(quests[6], author, [reader]);
    await f.party(quests[5], author, [reader]);
    await f.party(quests[11], author);
    creator = new Visitor(server.url);
    await creator.login(720);
    other = new Visitor(server.url);
    await other.login(721);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(v: Visitor, vars: Record<string, unknown>, first: number): Promise<{ names: string[]; total: number }> {
    const { nodes, total } = await walkForward<{ name: string }>(v, PAGE, "questsConnection", vars, first);
    return { names: nodes.map((n) => n.name), total: total! };
  }

  async function unpaged(v: Visitor, vars: Record<string, unknown>): Promise<string[]> {
    const res = await v.gql<{ quests: { quests: { name: string }[] } }>(OLD, vars);
    expect(res.errors).toBeUndefined();
    return res.data!.quests.quests.map((q) => q.name);
  }

  test.each([{}, { mode: "osu" }, { status: "pending" }, { artist: "custom" }, { search: "quest 1" }])(
    "pages of 2 give exactly the unpaged list, in its order (ties included): %j",
    async (vars) => {
      for (const v of [creator, other]) {
        const expected = await unpaged(v, vars);
        const { names, total } = await all(v, vars, 2);
        expect(names).toEqual(expected);
        expect(total).toBe(expected.length);
      }
    },
  );

  test("visibility is the old field's: pending quests only for their creator, hidden for nobody by default", async () => {
    const mine = (await all(creator, {}, 100)).names;
    const theirs = (await all(other, {}, 100)).names;
    expect(mine).toContain("Paged quest 2");
    expect(theirs).not.toContain("Paged quest 2");
    expect(mine).not.toContain("Paged quest 4");
    expect(mine).toHaveLength(10);
    expect(theirs).toHaveLength(8);
  });

  test("mine: only the quests with a party the viewer is a member of, with the other filters and across pages", async () => {
    expect((await all(other, { mine: true }, 1)).names).toEqual(["Paged quest 6", "Paged quest 5", "Paged quest 1"]);
    expect(await all(other, { mine: true, status: "wip" }, 1)).toEqual({ names: ["Paged quest 6", "Paged quest 1"], total: 2 });
    expect((await all(creator, { mine: true, status: "wip" }, 100)).names).toEqual(["Paged quest 11", "Paged quest 6"]);
    // false (or omitted) is no filter.
    expect((await all(other, { mine: false }, 100)).names).toEqual(await unpaged(other, {}));
  });

  test("first over 100 and a bad cursor are refused as bad input", async () => {
    const big = await creator.gql(PAGE, { first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    const cursor = await creator.gql(PAGE, { first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(cursor.errors?.[0].message).toBe("Invalid cursor");
  });

  test("members only, like quests", async () => {
    const res = await new Visitor(server.url).gql(PAGE, { first: 2 });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const old = await new Visitor(server.url).gql(OLD, {});
    expect(old.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
