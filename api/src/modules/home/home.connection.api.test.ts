import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { walkForward } from "../../../test/connections";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus } from "../../core/enums";

const PAGE = `query ($first: Int, $after: String) {
  homeArtistsConnection(first: $first, after: $after) {
    edges { cursor node { label } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe("homeArtistsConnection: the home page's featured artists as keyset pages", () => {
  let server: TestServer;
  const visitor = () => new Visitor(server.url);

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const host = await f.user({ osuId: 740, username: "HomeHost" });
    for (let i = 0; i < 11; i++) {
      const artist = await f.artist({
        label: `Home artist ${i}`,
        osuId: 5000 + (i % 4 === 0 ? 0 : i),
        status: i === 7 ? ArtistStatus.private : ArtistStatus.public,
      });
      // Artists without a guild beatmap are not listed.
      if (i !== 3) await f.beatmap(await f.song(artist), host);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function all(first: number): Promise<string[]> {
    const { nodes } = await walkForward<{ label: string }>(visitor(), PAGE, "homeArtistsConnection", {}, first);
    return nodes.map((n) => n.label);
  }

  test("pages of 2 give exactly the unpaged list, in its order (ties in osu! id included); public like homeArtists", async () => {
    const res = await visitor().gql<{ homeArtists: { artists: { label: string }[] } }>(
      "{ homeArtists(limit: 100) { artists { label } } }",
    );
    expect(res.errors).toBeUndefined();
    const expected = res.data!.homeArtists.artists.map((a) => a.label);
    expect(expected).toHaveLength(9);
    expect(expected).not.toContain("Home artist 3");
    expect(expected).not.toContain("Home artist 7");
    expect(await all(2)).toEqual(expected);
  });

  test("first over 100 and a bad cursor are refused as bad input", async () => {
    const big = await visitor().gql(PAGE, { first: 101 });
    expect(big.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0].message).toMatch(/first must be between 1 and 100/);
    const cursor = await visitor().gql(PAGE, { first: 2, after: "nonsense" });
    expect(cursor.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(cursor.errors?.[0].message).toBe("Invalid cursor");
  });
});
