import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { MissionStatus, QuestStatus } from "../../core/enums";

describe("landing page calls (public)", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const f = fixtures(server.database.dataSource);
    const host = await f.user({ username: "HostA" });
    for (let i = 0; i < 14; i++) {
      const a = await f.artist({ osuId: 300 + i, label: `Band ${i}`, notes: "internal contract notes" });
      const s = await f.song(a, { title: `Tune ${i}` });
      await f.song(a, { title: `Unmapped ${i}` });
      await f.beatmap(s, host, { url: i % 2 ? `https://osu.ppy.sh/beatmapsets/${i}` : null });
    }
    const qa = await f.artist({ osuId: 50, label: "Quest Artist" });
    await f.quest({ name: "Quest Artist pack", artistId: qa.id, price: 10 });
    await f.quest({ name: "Hidden", status: QuestStatus.pending, artistId: qa.id });
    // The curated example is a hidden, once-announced mission with one released artist; an open one never is.
    await f.mission({ name: "Example PQ", tier: 3, objective: "**Map** it", artists: [qa], status: MissionStatus.hidden });
    await f.mission({ name: "Open PQ", artists: [qa] });
  });
  afterAll(async () => {
    await server.close();
  });

  test("GET /api/home/:limit returns released artists with 'title by host' songs, newest first, no internal fields", async () => {
    const v = new Visitor(server.url);
    const { status, json } = await v.getJson("/api/home/12");
    expect(status).toBe(200);
    const artists = json as {
      osuId: number;
      label: string;
      notes?: string;
      songs: { title: string; beatmaps: { url: string | null; host: { username: string } }[] }[];
    }[];
    expect(artists).toHaveLength(12);
    expect(artists[0]).toMatchObject({
      osuId: 313,
      label: "Band 13",
      songs: [{ title: "Tune 13", beatmaps: [{ url: "https://osu.ppy.sh/beatmapsets/13", host: { username: "HostA" } }] }],
    });
    expect(JSON.stringify(artists)).not.toContain("internal contract notes");
    expect(((await v.getJson("/api/home/24")).json as unknown[]).length).toBe(14);
    expect(((await v.getJson("/api/home/abc")).json as unknown[]).length).toBe(12);
  });

  test("GraphQL homeArtists pages by offset", async () => {
    const v = new Visitor(server.url);
    const res = await v.gql<{ homeArtists: { hasMore: boolean; artists: { label: string; songs: { title: string }[] }[] } }>(
      "{ homeArtists(limit: 12, offset: 12) { hasMore artists { label coverUrl songs(mappedOnly: true) { title beatmaps { url host { username } } } } } }",
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.homeArtists.hasMore).toBe(false);
    expect(res.data?.homeArtists.artists.map((a) => a.label)).toEqual(["Band 1", "Band 0"]);
    expect(res.data?.homeArtists.artists[0].songs.map((s) => s.title)).toEqual(["Tune 1"]);
  });

  test("a song's mapsets a few at a time: beatmaps(first:) keeps the oldest, beatmapCount counts all, node(id:) gives the rest", async () => {
    const f = fixtures(server.database.dataSource);
    const a = await f.artist({ osuId: 900, label: "Popular Band" });
    const s = await f.song(a, { title: "Hit" });
    const hosts = [];
    for (let i = 0; i < 5; i++) hosts.push(await f.user({ username: `Hitmaker${i}` }));
    for (const h of hosts) await f.beatmap(s, h);
    const v = new Visitor(server.url);
    type Song = { globalId: string; beatmapCount: number; beatmaps: { host: { username: string } }[] };
    const res = await v.gql<{ homeArtistsConnection: { nodes: { label: string; songs: Song[] }[] } }>(
      "{ homeArtistsConnection(first: 1) { nodes { label songs(mappedOnly: true) { globalId beatmapCount beatmaps(first: 3) { host { username } } } } } }",
    );
    expect(res.errors).toBeUndefined();
    const [artist] = res.data!.homeArtistsConnection.nodes;
    expect(artist.label).toBe("Popular Band");
    expect(artist.songs).toHaveLength(1);
    expect(artist.songs[0].beatmapCount).toBe(5);
    expect(artist.songs[0].beatmaps.map((b) => b.host.username)).toEqual(["Hitmaker0", "Hitmaker1", "Hitmaker2"]);
    const rest = await v.gql<{ node: { beatmaps: { host: { username: string } }[] } }>(
      "query($id: ID!) { node(id: $id) { ... on Song { beatmaps { host { username } } } } }",
      { id: artist.songs[0].globalId },
    );
    expect(rest.data?.node.beatmaps.map((b) => b.host.username)).toEqual(hosts.map((h) => h.username));
    const bad = await v.gql("{ homeArtistsConnection(first: 1) { nodes { songs { beatmaps(first: 0) { id } } } } }");
    expect(bad.errors?.[0]).toMatchObject({ message: "first must be between 1 and 200", extensions: { code: "BAD_USER_INPUT" } });
  });

  test("example quest and mission, over REST and GraphQL", async () => {
    const v = new Visitor(server.url);
    expect((await v.getJson("/api/exampleQuest")).json).toMatchObject({
      name: "Quest Artist pack",
      price: 10,
      art: 50,
      status: "open",
      isExpired: false,
    });
    expect((await v.getJson("/api/exampleMission")).json).toMatchObject({
      name: "Example PQ",
      tier: 3,
      objective: "**Map** it",
      status: "hidden",
      acceptsBeatmaps: false,
      artists: [{ label: "Quest Artist" }],
    });
    const gql = await v.gql<{ exampleQuest: { name: string; art: number }; exampleMission: { name: string } }>(
      "{ exampleQuest { name art isExpired } exampleMission { name artists { label } } }",
    );
    expect(gql.data).toMatchObject({
      exampleQuest: { name: "Quest Artist pack", art: 50 },
      exampleMission: { name: "Example PQ" },
    });
  });
});
