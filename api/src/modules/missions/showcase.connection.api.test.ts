import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import type { Artist } from "../artists/artist.entity";

interface Node {
  id: string;
  label: string;
  viewerIsShowcaseMapper: boolean;
  songs: { id: string; title: string }[];
}

interface Connection {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

const NODE = "id label viewerIsShowcaseMapper songs { id title }";
const PAGE = `query ($search: String, $first: Int, $after: String) {
  myShowcaseArtistsConnection(search: $search, first: $first, after: $after) {
    edges { cursor node { ${NODE} } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const OLD = `{ myShowcaseArtists { ${NODE} } }`;

type Who = "admin" | "secret" | "mapper" | "assigned" | "member";

describe("myShowcaseArtistsConnection: the FA Showcase page's artists as keyset pages", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const visitors = {} as Record<Who | "anonymous", Visitor>;
  /** Every unreleased artist made here, by label. */
  const byLabel = new Map<string, Artist>();
  let released: Artist;

  // Labels chosen for the order and the search: the same name in three cases (ties broken by id), LIKE's wildcards
  // and escape character, and letters PostgreSQL's lower() and JavaScript's toLowerCase() treat differently (a final
  // sigma, a dotted capital I), between names that sort next to them.
  const LABELS = [
    "alpha",
    "Alpha",
    "ALPHA",
    "Alpha Beta",
    "100% Pure",
    "100 Percent",
    "under_score",
    "underXscore",
    "back\\slash",
    "backslash",
    "ΣΟΦΟΣ",
    "σοφοσ",
    "σοφοσ b",
    "İstanbul",
    "istanbul",
    "Zeta",
    "zeta",
    "Émilie",
    "emilie",
    "Mid",
  ];

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    const db = server.database.dataSource;
    await f.user({ osuId: 8101, username: "ShAdmin", group: UserGroup.admin, isShowcaseMapper: true });
    await f.user({ osuId: 8102, username: "ShSecret", group: UserGroup.secret, isShowcaseMapper: true });
    const mapper = await f.user({ osuId: 8103, username: "ShMapper", isShowcaseMapper: true });
    const assigned = await f.user({ osuId: 8104, username: "ShAssigned" });
    await f.user({ osuId: 8105, username: "ShMember" });
    for (const label of LABELS) {
      const a = await f.unreleasedArtist({ label });
      await f.song(a, { title: `${label} song` });
      byLabel.set(label, a);
    }
    // Unreleased in every other way too (not timed, a showcase map): still listed, as today.
    byLabel.set("Untimed", await f.unreleasedArtist({ label: "Untimed", songsTimed: false, hasRankedMaps: true }));
    released = await f.artist({ label: "Alpha Released" });

    // The plain member's own artists: interest in three (one of them released, never listed), one assigned on a mission.
    const mine = async (userId: number, artist: Artist) =>
      db.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2)`, [artist.id, userId]);
    for (const label of ["Alpha", "under_score", "ΣΟΦΟΣ"]) await mine(mapper.id, byLabel.get(label)!);
    await mine(mapper.id, released);
    const mission = await f.mission({ isShowcaseMission: true, isArtistShowcase: true, deadline: new Date(Date.now() + 1e9) });
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, artist_id) VALUES ($1, $2, 'artist', $3)`, [
      mission.id,
      assigned.id,
      byLabel.get("Mid")!.id,
    ]);
    // Someone else's song-mode assignment grants nobody the artist.
    await db.query(`INSERT INTO showcase_assignments (mission_id, user_id, kind, song_id) VALUES ($1, $2, 'song', $3)`, [
      mission.id,
      mapper.id,
      (await f.song(byLabel.get("Zeta")!)).id,
    ]);

    for (const [who, osuId] of [
      ["admin", 8101],
      ["secret", 8102],
      ["mapper", 8103],
      ["assigned", 8104],
      ["member", 8105],
    ] as const) {
      visitors[who] = new Visitor(server.url);
      await visitors[who].login(osuId);
    }
    visitors.anonymous = new Visitor(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  async function pageOf(who: Who | "anonymous", vars: { search?: string | null; first?: number; after?: string | null }) {
    return visitors[who].gql<{ myShowcaseArtistsConnection: Connection }>(PAGE, vars);
  }

  /** Every page of `first`, in order; checks each page's shape and total on the way. */
  async function all(who: Who, first: number, search?: string): Promise<{ nodes: Node[]; totals: number[]; pages: number }> {
    const nodes: Node[] = [];
    const totals: number[] = [];
    let after: string | null = null;
    for (let pages = 1; pages <= 60; pages++) {
      const res: Awaited<ReturnType<typeof pageOf>> = await pageOf(who, { search, first, after });
      expect(res.errors).toBeUndefined();
      const page: Connection = res.data!.myShowcaseArtistsConnection;
      nodes.push(...page.edges.map((e) => e.node));
      totals.push(page.totalCount);
      if (!page.pageInfo.hasNextPage) {
        if (page.edges.length) expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
        return { nodes, totals, pages };
      }
      expect(page.edges).toHaveLength(first);
      expect(page.pageInfo.endCursor).toBe(page.edges[page.edges.length - 1].cursor);
      after = page.pageInfo.endCursor;
    }
    throw new Error("pages never ended");
  }

  async function old(who: Who): Promise<Node[]> {
    const res = await visitors[who].gql<{ myShowcaseArtists: Node[] }>(OLD);
    expect(res.errors).toBeUndefined();
    return res.data!.myShowcaseArtists;
  }

  const labelsOf = (nodes: Node[]) => nodes.map((n) => n.label);

  test.each(["admin", "secret", "mapper", "assigned", "member"] as const)(
    "%s: page by page, exactly what myShowcaseArtists answers (artists, order, songs, own flag), one total",
    async (who) => {
      const expected = await old(who);
      for (const first of [1, 3, 100]) {
        const { nodes, totals, pages } = await all(who, first);
        expect(nodes).toEqual(expected);
        expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
        expect(pages).toBe(Math.max(1, Math.ceil(expected.length / first)));
        expect(new Set(totals)).toEqual(new Set([expected.length]));
      }
    },
  );

  test("admins and group secret see every unreleased artist, never a released one", async () => {
    const unreleased = await server.database.dataSource.query(
      `SELECT count(*)::int AS n FROM featured_artists WHERE osu_id IS NULL`,
    );
    expect(unreleased[0].n).toBe(LABELS.length + 1);
    for (const who of ["admin", "secret"] as const) {
      const { nodes, totals } = await all(who, 7);
      expect(nodes).toHaveLength(LABELS.length + 1);
      expect(totals[0]).toBe(LABELS.length + 1);
      expect(labelsOf(nodes)).not.toContain("Alpha Released");
      expect(nodes.map((n) => n.id)).not.toContain(String(released.id));
      // Seeing is not being entitled: they have marked interest in nothing.
      expect(nodes.every((n) => !n.viewerIsShowcaseMapper)).toBe(true);
    }
  });

  test("a plain member sees only the artists they are entitled to; one without any sees none", async () => {
    const mapper = await all("mapper", 2);
    expect(labelsOf(mapper.nodes)).toEqual(["Alpha", "under_score", "ΣΟΦΟΣ"]);
    expect(mapper.nodes.every((n) => n.viewerIsShowcaseMapper && n.songs.length === 1)).toBe(true);
    const assigned = await all("assigned", 2);
    expect(labelsOf(assigned.nodes)).toEqual(["Mid"]);
    expect(assigned.totals).toEqual([1]);
    const member = await pageOf("member", {});
    expect(member.errors).toBeUndefined();
    expect(member.data!.myShowcaseArtistsConnection).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
      totalCount: 0,
    });
  });

  test("through a personal API token: without the admin scope an admin is a plain member, as in myShowcaseArtists", async () => {
    const tokenOf = async (scopes: string[]) => {
      const r = await visitors.admin.gql<{ createApiToken: { secret: string } }>(
        `mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
        { input: { name: `showcase ${scopes.join(" ")}`, scopes } },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.createApiToken.secret;
    };
    const bearer = async (secret: string, query: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    };
    const paged = `{ myShowcaseArtistsConnection(first: 100) { nodes { id } totalCount } }`;
    const whole = `{ myShowcaseArtists { id } }`;
    const reader = await tokenOf(["READ"]);
    expect(await bearer(reader, paged)).toEqual({ data: { myShowcaseArtistsConnection: { nodes: [], totalCount: 0 } } });
    expect(await bearer(reader, whole)).toEqual({ data: { myShowcaseArtists: [] } });
    const full = await tokenOf(["ADMIN"]);
    const all = (await bearer(full, paged)).data!.myShowcaseArtistsConnection as { nodes: unknown[]; totalCount: number };
    expect(all.totalCount).toBe(LABELS.length + 1);
    expect(all.nodes).toEqual((await bearer(full, whole)).data!.myShowcaseArtists);
  });

  test("signed out: refused, as myShowcaseArtists is", async () => {
    const res = await pageOf("anonymous", { first: 5 });
    expect(res.data?.myShowcaseArtistsConnection ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const before = await visitors.anonymous.gql(OLD);
    expect(before.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("the order is the name ignoring case (as PostgreSQL lowers it), then the id", async () => {
    const { nodes } = await all("admin", 4);
    const sql: { id: number }[] = await server.database.dataSource.query(
      `SELECT id FROM featured_artists WHERE osu_id IS NULL ORDER BY lower(label), id`,
    );
    expect(nodes.map((n) => Number(n.id))).toEqual(sql.map((r) => r.id));
    // One name in three cases: by id, i.e. in the order they were made; the longer name after them.
    const at = (label: string) => nodes.findIndex((n) => n.label === label);
    const ids = (labels: string[]) => labels.map((l) => String(byLabel.get(l)!.id));
    expect(nodes.slice(at("alpha"), at("alpha") + 4).map((n) => n.id)).toEqual(ids(["alpha", "Alpha", "ALPHA", "Alpha Beta"]));
    expect(labelsOf(nodes).indexOf("Zeta") + 1).toBe(labelsOf(nodes).indexOf("zeta"));
  });

  /** The labels whose lowered form contains the lowered search (strpos, not LIKE), in the page's order. */
  async function containing(search: string): Promise<string[]> {
    const rows: { label: string }[] = await server.database.dataSource.query(
      `SELECT label FROM featured_artists WHERE osu_id IS NULL AND strpos(lower(label), lower($1)) > 0 ORDER BY lower(label), id`,
      [search],
    );
    return rows.map((r) => r.label);
  }

  test("search: part of the name, ignoring case; totalCount counts the matches; pages within a search", async () => {
    const alpha = await all("admin", 2, "LPH");
    expect(labelsOf(alpha.nodes)).toEqual(["alpha", "Alpha", "ALPHA", "Alpha Beta"]);
    expect(alpha.totals).toEqual([4, 4]);
    // Non-ASCII names: ignoring case as PostgreSQL does (a database with a C locale leaves them as they are).
    for (const term of ["σοφ", "ΣΟΦ", "émil", "stan"]) {
      const expected = await containing(term);
      expect(expected.length).toBeGreaterThan(0);
      const got = await all("admin", 1, term);
      expect(labelsOf(got.nodes)).toEqual(expected);
      expect(new Set(got.totals)).toEqual(new Set([expected.length]));
    }
    expect(await all("admin", 5, "  zeta  ")).toMatchObject({ totals: [2] });
    // A member searches only among their own artists.
    expect(labelsOf((await all("mapper", 5, "alpha")).nodes)).toEqual(["Alpha"]);
    expect((await all("member", 5, "alpha")).totals).toEqual([0]);
    // Blank is no search.
    expect((await all("admin", 100, " ")).totals).toEqual([LABELS.length + 1]);
  });

  test("search: LIKE wildcards and the escape character are taken literally", async () => {
    expect(labelsOf((await all("admin", 5, "%")).nodes)).toEqual(["100% Pure"]);
    expect(labelsOf((await all("admin", 5, "0%")).nodes)).toEqual(["100% Pure"]);
    expect(labelsOf((await all("admin", 5, "_")).nodes)).toEqual(["under_score"]);
    expect(labelsOf((await all("admin", 5, "r_s")).nodes)).toEqual(["under_score"]);
    expect(labelsOf((await all("admin", 5, "\\")).nodes)).toEqual(["back\\slash"]);
    expect(labelsOf((await all("admin", 5, "k\\s")).nodes)).toEqual(["back\\slash"]);
    expect((await all("admin", 5, "%%_")).totals).toEqual([0]);
  });

  test("a search over 100 characters is refused as bad input", async () => {
    const res = await pageOf("admin", { search: "a".repeat(101) });
    expect(res.data?.myShowcaseArtistsConnection ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await pageOf("admin", { search: "a".repeat(100) })).errors).toBeUndefined();
  });

  test("first defaults to 20", async () => {
    const res = await visitors.admin.gql<{ myShowcaseArtistsConnection: Connection }>(
      `{ myShowcaseArtistsConnection { edges { cursor } pageInfo { hasNextPage } totalCount } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.myShowcaseArtistsConnection.edges).toHaveLength(20);
    expect(res.data!.myShowcaseArtistsConnection.pageInfo.hasNextPage).toBe(true);
    expect(res.data!.myShowcaseArtistsConnection.totalCount).toBe(LABELS.length + 1);
  });

  test.each([0, -1, 101])("first %i is refused as bad input", async (first) => {
    const res = await pageOf("admin", { first });
    expect(res.data?.myShowcaseArtistsConnection ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/first must be between 1 and 100/),
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  test("a bad cursor is refused as bad input, never a server error", async () => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const cursors = [
      "nonsense",
      "x".repeat(600),
      enc(["alpha"]),
      enc([1, "alpha"]),
      enc(["alpha", 1, 2]),
      enc(["alpha", 1e20]),
      enc(["alpha", 1.5]),
      enc(["alpha", -3]),
      enc(["al\u0000pha", 1]),
      enc(["a".repeat(201), 1]),
      // Another list's cursor (missionsConnection's tier, time and id).
      enc([1, "2025-01-01T00:00:00.000Z", 1]),
    ];
    for (const after of cursors) {
      const res = await pageOf("admin", { first: 2, after });
      expect(res.errors?.[0]).toMatchObject({ message: "Invalid cursor", extensions: { code: "BAD_USER_INPUT" } });
    }
    // A cursor past the end is a valid, empty page.
    const end = await pageOf("admin", { first: 2, after: enc(["\uffff", 1]) });
    expect(end.errors).toBeUndefined();
    expect(end.data!.myShowcaseArtistsConnection).toMatchObject({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  test("a cursor carries no more than what the page shows: the name and id of its artist", async () => {
    const res = await pageOf("mapper", { first: 1 });
    const cursor = res.data!.myShowcaseArtistsConnection.edges[0].cursor;
    expect(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"))).toEqual(["Alpha", byLabel.get("Alpha")!.id]);
  });

  test("myShowcaseArtists is deprecated in favour of the connection", async () => {
    const res = await visitors.admin.gql<{
      __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] };
    }>(`{ __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`);
    expect(res.errors).toBeUndefined();
    const field = (name: string) => res.data!.__type.fields.find((x) => x.name === name);
    expect(field("myShowcaseArtists")).toMatchObject({
      isDeprecated: true,
      deprecationReason: "Use myShowcaseArtistsConnection instead. Deprecated 2026-11-24.",
    });
    expect(field("myShowcaseArtistsConnection")).toMatchObject({ isDeprecated: false });
  });
});
