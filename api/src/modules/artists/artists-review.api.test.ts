import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus, BeatmapStatus, UserGroup } from "../../core/enums";
import { Artist } from "./artist.entity";
import { needsReview, REVIEW_QUEUE_SIZE } from "./artists.rules";

const NOW = new Date("2026-11-24T12:00:00Z");
const DAY = 86_400_000;

const QUEUE = `{ adminArtistReviewQueue { totalCount artists { id label lastReviewed } } }`;
const LIST = `query ($after: String) { adminFeaturedArtists(scope: needsReview, first: 100, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } nodes { id label } } }`;
const SEARCH = `query ($artist: String!) { adminOsuArtistSearch(artist: $artist) {
  query total beatmapsets { id artist title creator userId status playCount favouriteCount rankedDate } } }`;

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
const code = (e: Errors) => e?.[0]?.extensions?.code;

/** The admins' review queue of featured artists and the osu! search by artist (modules/artists/README.md). */
describe("artist review queue and osu! artist search (real server, offline osu!)", () => {
  let server: TestServer;
  let admin: Visitor;
  let member: Visitor;
  let scheduler: Visitor;
  let anonymous: Visitor;
  const expected: Artist[] = [];

  beforeAll(async () => {
    server = await startTestServer({ FA_SCHEDULE_OSU_ID: "8403" }, { now: () => NOW });
    const db = server.database.dataSource;
    const f = fixtures(db);
    await f.user({ osuId: 8401, username: "QueueAdmin", group: UserGroup.admin });
    await f.user({ osuId: 8402, username: "QueueMember" });
    await f.user({ osuId: 8403, username: "QueueScheduler" });
    const unreleased = (label: string, over: Partial<Artist> = {}) =>
      f.artist({ label, osuId: null, status: ArtistStatus.private, isUpToDate: false, ...over });
    // Waiting: never reviewed, or reviewed over a year ago; created one after the other (newest last).
    for (let i = 0; i < REVIEW_QUEUE_SIZE + 5; i++) {
      const a = await unreleased(`Waiting ${String(i).padStart(2, "0")}`, {
        lastReviewed: i % 2 ? new Date(NOW.getTime() - 400 * DAY) : null,
        createdAt: new Date(NOW.getTime() - (100 - i) * DAY),
      });
      expected.push(a);
    }
    // Not waiting: reviewed this year, released, signed, dismissed for good.
    await unreleased("Reviewed lately", { lastReviewed: new Date(NOW.getTime() - 300 * DAY) });
    await f.artist({ label: "Released" });
    await unreleased("Signed", { artistSigned: true });
    await unreleased("Dismissed", { permanentlyDismiss: true });
    // A guild map of a searched artist, linked to an osu! beatmapset.
    const cam = await f.artist({ label: "Searchable Sound" });
    const song = await f.song(cam, { title: "Glow" });
    const host = await f.user({ osuId: 8404, username: "GuildHost" });
    await f.beatmap(song, host, { status: BeatmapStatus.Ranked, url: "https://osu.ppy.sh/beatmapsets/4242#osu/1" });

    admin = new Visitor(server.url);
    member = new Visitor(server.url);
    scheduler = new Visitor(server.url);
    anonymous = new Visitor(server.url);
    await admin.login(8401);
    await member.login(8402);
    await scheduler.login(8403);
  });
  afterAll(() => server.close());

  it("admins only: anonymous, a member and the FA Schedule account are refused", async () => {
    for (const [v, c] of [
      [anonymous, "UNAUTHENTICATED"],
      [member, "FORBIDDEN"],
      [scheduler, "FORBIDDEN"],
    ] as const) {
      expect(code((await v.gql(QUEUE)).errors)).toBe(c);
      expect(code((await v.gql(LIST)).errors)).toBe(c);
      expect(code((await v.gql(SEARCH, { artist: "Searchable Sound" })).errors)).toBe(c);
    }
  });

  it("the summary queue: the newest 50 waiting artists, with how many wait in all", async () => {
    const r = await admin.gql<{ adminArtistReviewQueue: { totalCount: number; artists: { label: string }[] } }>(QUEUE);
    expect(r.errors).toBeUndefined();
    const q = r.data!.adminArtistReviewQueue;
    expect(q.totalCount).toBe(REVIEW_QUEUE_SIZE + 5);
    expect(q.artists).toHaveLength(REVIEW_QUEUE_SIZE);
    expect(q.artists.map((a) => a.label)).toEqual(
      expected
        .slice()
        .reverse()
        .slice(0, REVIEW_QUEUE_SIZE)
        .map((a) => a.label),
    );
  });

  it("the admin page's 'Needs review' filter lists every waiting artist, as the pure rule says", async () => {
    const r = await admin.gql<{ adminFeaturedArtists: { totalCount: number; nodes: { id: string }[] } }>(LIST);
    expect(r.errors).toBeUndefined();
    const all = await server.database.dataSource.getRepository(Artist).find();
    const rule = all.filter((a) => needsReview(a, NOW)).map((a) => String(a.id));
    expect(r.data!.adminFeaturedArtists.nodes.map((n) => n.id).sort()).toEqual(rule.sort());
    expect(r.data!.adminFeaturedArtists.totalCount).toBe(REVIEW_QUEUE_SIZE + 5);
  });

  it("marking an artist reviewed takes it out of the queue for a year", async () => {
    const first = expected[expected.length - 1];
    const done = await admin.gql(`mutation ($id: ID!) { markFeaturedArtistReviewed(id: $id) { id } }`, { id: String(first.id) });
    expect(done.errors).toBeUndefined();
    const r = await admin.gql<{ adminArtistReviewQueue: { totalCount: number; artists: { id: string }[] } }>(QUEUE);
    expect(r.data!.adminArtistReviewQueue.totalCount).toBe(REVIEW_QUEUE_SIZE + 4);
    expect(r.data!.adminArtistReviewQueue.artists.map((a) => a.id)).not.toContain(String(first.id));
  });

  it("searches osu! for an artist's beatmapsets, most played first, the guild's linked sets included", async () => {
    type Found = {
      adminOsuArtistSearch: { query: string; total: number; beatmapsets: { id: number; playCount: number; creator: string }[] };
    };
    const r = await admin.gql<Found>(SEARCH, { artist: ' Searchable "Sound" ' });
    expect(r.errors).toBeUndefined();
    const found = r.data!.adminOsuArtistSearch;
    expect(found.query).toBe('artist="Searchable Sound"');
    expect(found.total).toBe(found.beatmapsets.length);
    expect(found.beatmapsets.some((b) => b.id === 4242 && b.creator === "GuildHost")).toBe(true);
    const plays = found.beatmapsets.map((b) => b.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    // The same query answers the same (the offline osu! is deterministic).
    expect((await admin.gql<Found>(SEARCH, { artist: "Searchable Sound" })).data).toEqual(r.data);
  });

  it("bad input gets a clear message", async () => {
    const empty = await admin.gql(SEARCH, { artist: '  "" ' });
    expect(empty.errors?.[0]).toMatchObject({
      message: "Type an artist name to search osu! for",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(code((await admin.gql(SEARCH, { artist: "x".repeat(101) })).errors)).toBe("BAD_USER_INPUT");
  });
});
