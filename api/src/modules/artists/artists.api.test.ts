import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { BeatmapStatus, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Artist } from "./artist.entity";

/**
 * The FA Schedule and admin featured-artist API over HTTP: every new query and mutation × every kind of visitor, and
 * bad input (unknown ids, over-long text, invalid options and links) answered with a clear message and no change.
 */
type Role = "anonymous" | "member" | "faSchedule" | "secret" | "mentorshipAdmin" | "worldCupHelper" | "admin";
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT";
const ROLES: Role[] = ["anonymous", "member", "faSchedule", "secret", "mentorshipAdmin", "worldCupHelper", "admin"];

const SCHEDULE: Record<Role, Outcome> = {
  anonymous: "UNAUTHENTICATED",
  member: "FORBIDDEN",
  faSchedule: "ok",
  secret: "FORBIDDEN",
  mentorshipAdmin: "FORBIDDEN",
  worldCupHelper: "FORBIDDEN",
  admin: "ok",
};
const ADMIN: Record<Role, Outcome> = { ...SCHEDULE, faSchedule: "FORBIDDEN" };

describe("featured artists over HTTP", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let visitors: Record<Role, Visitor>;
  let showcaseMapper: User;
  let member: User;

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    await f.user({ osuId: 800, username: "ArtAdmin", group: UserGroup.admin });
    member = await f.user({ osuId: 801, username: "ArtMember" });
    await f.user({ osuId: 107, username: "ArtScheduler" });
    await f.user({ osuId: 802, username: "ArtSecret", group: UserGroup.secret });
    await f.user({ osuId: 803, username: "ArtMentor", isMentorshipAdmin: true });
    await f.user({ osuId: 804, username: "ArtWorldCup", isWorldCupHelper: true });
    showcaseMapper = await f.user({ osuId: 805, username: "ArtShowcaser", isShowcaseMapper: true });
    visitors = Object.fromEntries(ROLES.map((r) => [r, new Visitor(server.url)])) as Record<Role, Visitor>;
    await visitors.admin.login(800);
    await visitors.member.login(801);
    await visitors.faSchedule.login(107);
    await visitors.secret.login(802);
    await visitors.mentorshipAdmin.login(803);
    await visitors.worldCupHelper.login(804);
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.database.dataSource;
  const artistRow = async (id: number) => (await db().query(`SELECT * FROM featured_artists WHERE id = $1`, [id]))[0];
  const songRow = async (id: number) => (await db().query(`SELECT * FROM featured_songs WHERE id = $1`, [id]))[0];
  const counts = async () =>
    (
      await db().query(
        `SELECT (SELECT count(*) FROM featured_artists) AS a, (SELECT count(*) FROM featured_songs) AS s,
                (SELECT count(*) FROM artist_showcase_mappers) AS m, (SELECT count(*) FROM artist_offered_users) AS o`,
      )
    )[0];

  interface Case {
    name: string;
    setup: () => Promise<{ vars: Record<string, unknown>; artistId?: number; songId?: number }>;
    query: string;
    expect: Record<Role, Outcome>;
  }
  const artist = async (over: Partial<Artist> = {}) => {
    const a = await f.unreleasedArtist({ isContacted: true, notes: "internal", ...over });
    return { vars: { id: String(a.id) }, artistId: a.id };
  };
  const song = async () => {
    const a = await f.unreleasedArtist();
    const s = await f.song(a, { tags: ["rock"] });
    return { vars: { id: String(s.id) }, artistId: a.id, songId: s.id };
  };

  const cases: Case[] = [
    // ---- FA Schedule (the configured account and admins)
    {
      name: "faSchedule",
      setup: async () => ({ vars: {} }),
      query: "{ faSchedule(column: awaitingResponse) { totalCount nodes { id notes } } }",
      expect: SCHEDULE,
    },
    { name: "faArtist", setup: () => artist(), query: "query($id: ID!) { faArtist(id: $id) { id notes } }", expect: SCHEDULE },
    {
      name: "faShowcaseMapperCandidates",
      setup: async () => ({ vars: {} }),
      query: "{ faShowcaseMapperCandidates { nodes { username } } }",
      expect: SCHEDULE,
    },
    {
      name: "createFaArtist",
      setup: async () => ({ vars: { name: `New deal ${Math.random()}` } }),
      query: "mutation($name: String!) { createFaArtist(input: { name: $name, isContacted: true }) { id isContacted } }",
      expect: SCHEDULE,
    },
    {
      name: "setFaArtistFlag",
      setup: () => artist(),
      query: "mutation($id: ID!) { setFaArtistFlag(id: $id, flag: responded, value: true) { isResponded } }",
      expect: SCHEDULE,
    },
    {
      name: "setFaProjectedRelease",
      setup: () => artist(),
      query: `mutation($id: ID!) { setFaProjectedRelease(id: $id, date: "2027-01-15") { projectedRelease } }`,
      expect: SCHEDULE,
    },
    {
      name: "setFaLastContacted",
      setup: () => artist(),
      query: `mutation($id: ID!) { setFaLastContacted(id: $id, date: "2025-01-15") { lastContacted } }`,
      expect: SCHEDULE,
    },
    {
      name: "setFaArtistNotes",
      setup: () => artist(),
      query: `mutation($id: ID!) { setFaArtistNotes(id: $id, notes: "changed") { notes } }`,
      expect: SCHEDULE,
    },
    {
      name: "setFaShowcaseMappers",
      setup: async () => {
        const a = await artist();
        return { ...a, vars: { ...a.vars, users: [String(showcaseMapper.id)] } };
      },
      query:
        "mutation($id: ID!, $users: [ID!]!) { setFaShowcaseMappers(id: $id, userIds: $users) { showcaseMappers { username } } }",
      expect: SCHEDULE,
    },
    {
      name: "resetFaArtist",
      setup: () => artist({ isResponded: true, contractSent: true }),
      query: "mutation($id: ID!) { resetFaArtist(id: $id) { contractSent } }",
      expect: SCHEDULE,
    },
    { name: "deleteFaArtist", setup: () => artist(), query: "mutation($id: ID!) { deleteFaArtist(id: $id) }", expect: SCHEDULE },
    {
      name: "rejectAllAwaitingFaArtists",
      setup: () => artist(),
      query: "mutation { rejectAllAwaitingFaArtists }",
      expect: SCHEDULE,
    },
    // ---- admin featured artists
    {
      name: "adminFeaturedArtists",
      setup: async () => ({ vars: {} }),
      query: "{ adminFeaturedArtists(scope: all) { totalCount nodes { id notes } } }",
      expect: ADMIN,
    },
    {
      name: "recentlyLicensedSongs",
      setup: async () => ({ vars: {} }),
      query: "{ recentlyLicensedSongs { nodes { title tags } } }",
      expect: ADMIN,
    },
    {
      name: "artistsWithoutRankedMaps",
      setup: async () => ({ vars: {} }),
      query: `{ artistsWithoutRankedMaps(since: "2024-01-01", threshold: 3) { nodes { rankedSongs artist { label } } } }`,
      expect: ADMIN,
    },
    {
      name: "featuredSongClassifiedStatus",
      setup: () => song(),
      query: "query($id: ID!) { featuredSongClassifiedStatus(songId: $id) { message claimedBy } }",
      expect: ADMIN,
    },
    {
      name: "updateFeaturedArtist",
      setup: () => artist(),
      query: `mutation($id: ID!) { updateFeaturedArtist(id: $id, input: { referenceUrl: "https://ref.example/a", status: playlist }) { referenceUrl } }`,
      expect: ADMIN,
    },
    {
      name: "markFeaturedArtistReviewed",
      setup: () => artist(),
      query: "mutation($id: ID!) { markFeaturedArtistReviewed(id: $id) { lastReviewed } }",
      expect: ADMIN,
    },
    {
      name: "setFeaturedArtistOfferedUsers",
      setup: () => artist(),
      query: `mutation($id: ID!) { setFeaturedArtistOfferedUsers(id: $id, users: ["ArtMember"]) { offeredUsers { username } } }`,
      expect: ADMIN,
    },
    {
      name: "createFeaturedSong",
      setup: () => artist(),
      query: `mutation($id: ID!) { createFeaturedSong(artistId: $id, input: { artistName: "A", title: "T" }) { id } }`,
      expect: ADMIN,
    },
    {
      name: "updateFeaturedSong",
      setup: () => song(),
      query: `mutation($id: ID!) { updateFeaturedSong(id: $id, input: { title: "Renamed", isExcludedFromClassified: true }) { title } }`,
      expect: ADMIN,
    },
    {
      name: "deleteFeaturedSong",
      setup: () => song(),
      query: "mutation($id: ID!) { deleteFeaturedSong(id: $id) }",
      expect: ADMIN,
    },
    {
      name: "addFeaturedSongTag",
      setup: () => song(),
      query: `mutation($id: ID!) { addFeaturedSongTag(id: $id, tag: "pop") { tags } }`,
      expect: ADMIN,
    },
    {
      name: "removeFeaturedSongTag",
      setup: () => song(),
      query: `mutation($id: ID!) { removeFeaturedSongTag(id: $id, tag: "rock") { tags } }`,
      expect: ADMIN,
    },
    {
      name: "addTagToAllFeaturedSongs",
      setup: async () => {
        const s = await song();
        return { ...s, vars: { id: String(s.artistId) } };
      },
      query: `mutation($id: ID!) { addTagToAllFeaturedSongs(artistId: $id, tag: "pop") { id } }`,
      expect: ADMIN,
    },
    {
      name: "removeTagFromAllFeaturedSongs",
      setup: async () => {
        const s = await song();
        return { ...s, vars: { id: String(s.artistId) } };
      },
      query: `mutation($id: ID!) { removeTagFromAllFeaturedSongs(artistId: $id, tag: "rock") { id } }`,
      expect: ADMIN,
    },
  ];

  test.each(cases.flatMap((c) => ROLES.map((role) => [c.name, role, c] as const)))("%s as %s", async (_name, role, c) => {
    const { vars, artistId, songId } = await c.setup();
    const before = {
      artist: artistId ? await artistRow(artistId) : null,
      song: songId ? await songRow(songId) : null,
      counts: await counts(),
    };
    const res = await visitors[role].gql(c.query, vars);
    const expected = c.expect[role];
    if (expected === "ok") {
      expect(res.errors).toBeUndefined();
      expect(res.data).toBeTruthy();
      return;
    }
    expect(res.errors?.[0].extensions?.code).toBe(expected);
    expect(res.data ?? null).toBeNull();
    // a refused call changes nothing
    expect(artistId ? await artistRow(artistId) : null).toEqual(before.artist);
    expect(songId ? await songRow(songId) : null).toEqual(before.song);
    expect(await counts()).toEqual(before.counts);
  });

  it("the matrix covers every query and mutation of the area", async () => {
    const { data } = await visitors.anonymous.gql<{
      __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } };
    }>("{ __schema { queryType { fields { name } } mutationType { fields { name } } } }");
    // (other areas' operations that merely mention featured artists, e.g. contests and Aspire, are theirs)
    const mine = (n: string) =>
      !/Contest|Aspire/.test(n) &&
      /Fa[A-Z]|^fa[A-Z]|FeaturedArtist|FeaturedSong|^featuredSong|^recentlyLicensedSongs$|^artistsWithoutRankedMaps$/.test(n);
    const names = [...data!.__schema.queryType.fields, ...data!.__schema.mutationType.fields].map((x) => x.name).filter(mine);
    expect(new Set(names)).toEqual(new Set(cases.map((c) => c.name)));
  });

  // ---------------------------------------------------------------- bad input: clear message, nothing changed

  interface BadCase {
    name: string;
    query: string;
    vars?: Record<string, unknown>;
    code: Outcome | "GRAPHQL_VALIDATION_FAILED";
    message?: string | RegExp;
  }
  let target: Artist;
  let targetSongId: number;
  beforeAll(async () => {
    target = await f.unreleasedArtist({ label: "Bad Input Target", notes: "keep", isContacted: true });
    targetSongId = (await f.song(target, { title: "Target Song" })).id;
    await f.unreleasedArtist({ label: "Existing Name" });
  });
  const bad: () => BadCase[] = () => {
    const id = String(target.id);
    const sid = String(targetSongId);
    return [
      { name: "unknown artist", query: `mutation { setFaArtistNotes(id: "999999", notes: "x") { id } }`, code: "NOT_FOUND" },
      { name: "non-canonical id", query: `mutation { setFaArtistNotes(id: "0${id}", notes: "x") { id } }`, code: "NOT_FOUND" },
      {
        name: "unknown song",
        query: `mutation { updateFeaturedSong(id: "999999", input: { title: "x" }) { id } }`,
        code: "NOT_FOUND",
      },
      {
        name: "over-long notes",
        query: `mutation($n: String) { setFaArtistNotes(id: "${id}", notes: $n) { id } }`,
        vars: { n: "x".repeat(5001) },
        code: "BAD_USER_INPUT",
        message: "Notes must be at most 5000 characters",
      },
      {
        name: "over-long name",
        query: `mutation($n: String!) { createFaArtist(input: { name: $n }) { id } }`,
        vars: { n: "x".repeat(201) },
        code: "BAD_USER_INPUT",
        message: "Artist name must be at most 200 characters",
      },
      {
        name: "a taken name",
        query: `mutation { createFaArtist(input: { name: " existing name " }) { id } }`,
        code: "CONFLICT",
        message: "already exists",
      },
      {
        name: "an invalid flag",
        query: `mutation($f: FaFlag!) { setFaArtistFlag(id: "${id}", flag: $f, value: true) { id } }`,
        vars: { f: "isSecret" },
        code: "BAD_USER_INPUT",
      },
      {
        name: "an invalid column",
        query: `query($c: FaColumn!) { faSchedule(column: $c) { totalCount } }`,
        vars: { c: "everything" },
        code: "BAD_USER_INPUT",
      },
      {
        name: "not-up-to-date without pending songs",
        query: `mutation { setFaArtistFlag(id: "${id}", flag: upToDate, value: false) { id } }`,
        code: "BAD_USER_INPUT",
        message: "Can't be not-up-to-date without pending songs!",
      },
      {
        name: "an invalid date",
        query: `mutation { setFaProjectedRelease(id: "${id}", date: "2026-13-01") { id } }`,
        code: "BAD_USER_INPUT",
        message: "Invalid date",
      },
      {
        name: "a javascript: link",
        query: `mutation { updateFeaturedArtist(id: "${id}", input: { referenceUrl: "javascript:alert(1)" }) { id } }`,
        code: "BAD_USER_INPUT",
        message: "The reference link must be an http(s) link of at most 500 characters",
      },
      {
        name: "an invalid status",
        query: `mutation { updateFeaturedArtist(id: "${id}", input: { status: hidden }) { id } }`,
        code: "GRAPHQL_VALIDATION_FAILED",
      },
      {
        name: "an unknown offered user",
        query: `mutation { setFeaturedArtistOfferedUsers(id: "${id}", users: ["ArtMember", "Nobody At All"]) { id } }`,
        code: "BAD_USER_INPUT",
        message: "Cannot find Nobody At All!",
      },
      {
        name: "a showcase mapper without the switch",
        query: `mutation($u: [ID!]!) { setFaShowcaseMappers(id: "${id}", userIds: $u) { id } }`,
        vars: { u: [String(member.id)] },
        code: "BAD_USER_INPUT",
        message: /ArtMember is not an FA showcase mapper/,
      },
      {
        name: "too many showcase mappers",
        query: `mutation($u: [ID!]!) { setFaShowcaseMappers(id: "${id}", userIds: $u) { id } }`,
        vars: { u: Array.from({ length: 51 }, (_, i) => String(i + 1)) },
        code: "BAD_USER_INPUT",
        message: "At most 50 members",
      },
      {
        name: "an over-long tag",
        query: `mutation($t: String!) { addFeaturedSongTag(id: "${sid}", tag: $t) { id } }`,
        vars: { t: "t".repeat(51) },
        code: "BAD_USER_INPUT",
        message: "A tag must be 1 to 50 characters",
      },
      {
        name: "a page too large",
        query: `{ adminFeaturedArtists(first: 101) { totalCount } }`,
        code: "BAD_USER_INPUT",
        message: "first must be between 1 and 100",
      },
      {
        name: "a bad cursor",
        query: `{ faSchedule(column: ready, after: "garbage") { totalCount } }`,
        code: "BAD_USER_INPUT",
        message: "Invalid cursor",
      },
      {
        name: "an invalid threshold",
        query: `{ artistsWithoutRankedMaps(since: "2024-01-01", threshold: -1) { totalCount } }`,
        code: "BAD_USER_INPUT",
      },
    ];
  };

  it.each(Array.from({ length: 19 }, (_, i) => [i]))("bad input #%s: clear message, no 500, nothing changed", async (i) => {
    const c = bad()[i];
    const before = { artist: await artistRow(target.id), song: await songRow(targetSongId), counts: await counts() };
    const res = await visitors.admin.gql(c.query, c.vars);
    expect(res.status).not.toBe(500);
    expect({ name: c.name, code: res.errors?.[0].extensions?.code }).toEqual({ name: c.name, code: c.code });
    if (typeof c.message === "string") expect(res.errors?.[0].message).toBe(c.message);
    else if (c.message) expect(res.errors?.[0].message).toMatch(c.message);
    expect(await artistRow(target.id)).toEqual(before.artist);
    expect(await songRow(targetSongId)).toEqual(before.song);
    expect(await counts()).toEqual(before.counts);
  });

  it("lists every bad-input case", () => {
    expect(bad()).toHaveLength(19);
  });

  // ---------------------------------------------------------------- journeys through the API

  it("pages the admin artist list by name the way PostgreSQL lowercases it (İ, Σ), with no artist skipped or repeated", async () => {
    // JavaScript lowercases İ to "i̇" (i and a combining dot), PostgreSQL to "i": a cursor holding JavaScript's form
    // would sort after "qzqiz" and skip it. The cursor keeps the stored name; the database lowercases both sides.
    for (const label of ["Qzqİx", "Qzqia", "Qzqiz", "QzqΣa", "Qzqσb"]) await f.unreleasedArtist({ label });
    type Page = {
      adminFeaturedArtists: { nodes: { label: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    };
    const q = `query($after: String, $first: Int) { adminFeaturedArtists(scope: all, search: "qzq", first: $first, after: $after) {
      nodes { label } pageInfo { hasNextPage endCursor } } }`;
    const whole = (await visitors.admin.gql<Page>(q, { first: 100 })).data!.adminFeaturedArtists.nodes.map((n) => n.label);
    expect(new Set(whole)).toEqual(new Set(["Qzqİx", "Qzqia", "Qzqiz", "QzqΣa", "Qzqσb"]));
    const paged: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page: Page["adminFeaturedArtists"] = (await visitors.admin.gql<Page>(q, { first: 1, after })).data!
        .adminFeaturedArtists;
      paged.push(...page.nodes.map((n) => n.label));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(whole);
    // The search is lowercased by the database too: the typed İ matches the stored one.
    const found = await visitors.admin.gql<Page>(
      `{ adminFeaturedArtists(scope: all, search: "QZQİX", first: 10) { nodes { label } pageInfo { hasNextPage endCursor } } }`,
    );
    expect(found.data!.adminFeaturedArtists.nodes.map((n) => n.label)).toEqual(["Qzqİx"]);
  });

  it("the FA Schedule account moves a deal across the board and admins see the same board", async () => {
    const fa = visitors.faSchedule;
    const created = await fa.gql<{ createFaArtist: { id: string } }>(
      `mutation { createFaArtist(input: { name: "Journey Artist", comment: "first note" }) { id } }`,
    );
    const id = created.data!.createFaArtist.id;
    const where = async () => {
      const cols = [
        "ready",
        "contract",
        "discussion",
        "artistUpdates",
        "awaitingResponse",
        "notContacted",
        "upToDate",
        "rejected",
      ];
      const q = `query($l: String) { ${cols.map((c) => `${c}: faSchedule(column: ${c}, label: $l, first: 100) { nodes { id } }`).join(" ")} }`;
      const res = await visitors.admin.gql<Record<string, { nodes: { id: string }[] }>>(q, { l: "journey artist" });
      return cols.filter((c) => res.data![c].nodes.some((n) => n.id === id));
    };
    expect(await where()).toEqual(["notContacted"]);
    await fa.gql(`mutation { setFaArtistFlag(id: "${id}", flag: contacted, value: true) { id } }`);
    expect(await where()).toEqual(["awaitingResponse"]);
    await fa.gql(`mutation { setFaArtistFlag(id: "${id}", flag: responded, value: true) { id } }`);
    expect(await where()).toEqual(["discussion"]);
    await fa.gql(`mutation { setFaArtistFlag(id: "${id}", flag: contractSent, value: true) { id } }`);
    expect(await where()).toEqual(["contract"]);
    await fa.gql(`mutation { setFaProjectedRelease(id: "${id}", date: "2027-03-01") { id } }`);
    expect(await where()).toEqual(["ready", "contract"]);
    const del = await fa.gql(`mutation { deleteFaArtist(id: "${id}") }`);
    expect(del.data).toEqual({ deleteFaArtist: id });
  });

  it("deleting a song or an artist that a beatmap uses is refused over HTTP with the reason", async () => {
    const a = await f.unreleasedArtist({ label: "Mapped Artist" });
    const s = await f.song(a, { title: "Mapped Song" });
    await f.beatmap(s, member, { status: BeatmapStatus.Ranked });
    const song = await visitors.admin.gql(`mutation { deleteFeaturedSong(id: "${s.id}") }`);
    expect(song.errors?.[0]).toMatchObject({
      message: "Cannot delete Mapped Song: 1 beatmap use it",
      extensions: { code: "CONFLICT" },
    });
    const art = await visitors.faSchedule.gql(`mutation { deleteFaArtist(id: "${a.id}") }`);
    expect(art.errors?.[0]).toMatchObject({
      message: "Cannot delete Mapped Artist: 1 beatmap use it",
      extensions: { code: "CONFLICT" },
    });
    const usage = await visitors.admin.gql<{ faArtist: { usage: { beatmaps: number } } }>(
      `{ faArtist(id: "${a.id}") { usage { beatmaps } } }`,
    );
    expect(usage.data!.faArtist.usage.beatmaps).toBe(1);
  });
});
