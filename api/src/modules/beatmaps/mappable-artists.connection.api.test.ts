import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus } from "../../core/enums";

interface Page {
  mappableArtistsConnection: {
    edges: { cursor: string; node: { id: string; label: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const PAGE = `query ($search: String, $first: Int!, $after: String) {
  mappableArtistsConnection(search: $search, first: $first, after: $after) {
    edges { cursor node { id label } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Mappable artists (public or playlist) in the order the tests expect; the private ones never show. */
const LABELS: [string, ArtistStatus][] = [
  ["beta", ArtistStatus.public],
  ["Alpha", ArtistStatus.public],
  ["alpha", ArtistStatus.playlist],
  ["ALPHA", ArtistStatus.public],
  ["Private alpha", ArtistStatus.private],
  ["100% Pure", ArtistStatus.public],
  ["100 Pure", ArtistStatus.public],
  ["a_b", ArtistStatus.public],
  ["axb", ArtistStatus.public],
  ["back\\slash", ArtistStatus.public],
  ["backslash", ArtistStatus.public],
  // JavaScript lowercases İ to "i̇" (two code points), PostgreSQL to "i": the cursor must not skip "iz".
  ["İx", ArtistStatus.public],
  ["ia", ArtistStatus.public],
  ["iz", ArtistStatus.public],
  ["Éclair", ArtistStatus.public],
  ["éclair", ArtistStatus.playlist],
  ["zeta", ArtistStatus.private],
];

describe("mappableArtistsConnection: the artist pickers' server-side search as keyset pages", () => {
  let server: TestServer;
  let member: Visitor;
  const ids = new Map<string, string>();
  const id = (label: string) => ids.get(label)!;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    await f.user({ osuId: 760, username: "PickerMember" });
    for (const [label, status] of LABELS) ids.set(label, String((await f.artist({ label, status })).id));
    member = new Visitor(server.url);
    await member.login(760);
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(vars: Record<string, unknown>, first: number): Promise<string[]> {
    const { nodes } = await walkForward<{ label: string }>(member, PAGE, "mappableArtistsConnection", vars, first);
    return nodes.map((n) => n.label);
  }

  /** The database's own order (lower(label), then id) over the mappable artists: the unpaged list. */
  async function unpaged(): Promise<string[]> {
    const rows: { label: string }[] = await server.database.dataSource.query(
      `SELECT label FROM featured_artists WHERE status IN ('public', 'playlist') ORDER BY lower(label), id`,
    );
    return rows.map((r) => r.label);
  }

  test("by name ignoring case, ties by id; only public and playlist artists; pages of 1, 2 and 5 give the same list", async () => {
    const expected = await unpaged();
    expect(expected).toHaveLength(LABELS.filter(([, s]) => s !== ArtistStatus.private).length);
    // Same letters in another case: by id (the order they were created in).
    const alphas = expected.filter((l) => l.toLowerCase() === "alpha");
    expect(alphas).toEqual(["Alpha", "alpha", "ALPHA"]);
    expect(expected.indexOf("beta")).toBeGreaterThan(expected.indexOf("ALPHA"));
    expect(expected.indexOf("Éclair")).toBe(expected.indexOf("éclair") - 1);
    for (const first of [1, 2, 5, 100]) expect(await all({}, first)).toEqual(expected);
    // The same artists as the deprecated unpaged field.
    const old = await member.gql<{ mappableArtists: { label: string }[] }>("{ mappableArtists { label } }");
    expect(old.data!.mappableArtists.map((a) => a.label).sort()).toEqual([...expected].sort());
    expect(expected).not.toContain("Private alpha");
    expect(expected).not.toContain("zeta");
  });

  test.each<[string, string[]]>([
    ["ALP", ["Alpha", "alpha", "ALPHA"]],
    ["  lph  ", ["Alpha", "alpha", "ALPHA"]],
    ["%", ["100% Pure"]],
    ["0%", ["100% Pure"]],
    ["_", ["a_b"]],
    ["a_b", ["a_b"]],
    ["\\", ["back\\slash"]],
    ["k\\s", ["back\\slash"]],
    ["ÉCLAIR", ["Éclair", "éclair"]],
    // Lowercased by the database on both sides (JavaScript would make "i̇x" of it and find nothing).
    ["İX", ["İx"]],
    ["gamma", []],
    ["private", []],
  ])("search %j matches names containing it, ignoring case, wildcards literal", async (search, labels) => {
    const want = (await unpaged()).filter((l) => labels.includes(l));
    expect(want).toHaveLength(labels.length);
    expect(await all({ search }, 1)).toEqual(want);
  });

  test("an empty or blank search is no filter; a search pages like the whole list", async () => {
    const expected = await unpaged();
    expect(await all({ search: "" }, 3)).toEqual(expected);
    expect(await all({ search: "   " }, 3)).toEqual(expected);
    const withA = expected.filter((l) => l.toLowerCase().includes("a"));
    expect(withA.length).toBeGreaterThan(5);
    expect(await all({ search: "a" }, 2)).toEqual(withA);
    const res = await member.gql<Page>(PAGE, { search: "alpha", first: 1 });
    expect(res.data!.mappableArtistsConnection.edges[0].node.id).toBe(id("Alpha"));
    expect(res.data!.mappableArtistsConnection.pageInfo.hasNextPage).toBe(true);
  });

  test("refused: anonymous, a bad cursor, first out of range, a search over 200 characters", async () => {
    const anonymous = await new Visitor(server.url).gql(PAGE, { first: 5 });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    for (const after of ["nonsense", Buffer.from(JSON.stringify([1, 2])).toString("base64url")]) {
      const res = await member.gql(PAGE, { first: 2, after });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toBe("Invalid cursor");
    }
    for (const first of [0, 101]) {
      const res = await member.gql(PAGE, { first });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    }
    const long = await member.gql(PAGE, { first: 2, search: "x".repeat(201) });
    expect(long.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(long.errors?.[0].message).toBe("Search must be at most 200 characters");
  });
});
