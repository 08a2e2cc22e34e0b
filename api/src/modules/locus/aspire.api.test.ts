import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { ArtistStatus, UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { LocusCard } from "./locus-card.entity";
import { AspireSong } from "./aspire-song.entity";
import { LocusRole, TeamHub } from "./locus.options";

/** The Aspire team finder and its allowed songs over GraphQL (modules/locus/README.md, "Aspire"). */
type Role = "anonymous" | "member" | "owner" | "admin";
const ROLES: Role[] = ["anonymous", "member", "owner", "admin"];
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN";
const MEMBERS: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", member: "ok", owner: "ok", admin: "ok" };
const EVERYONE: Record<Role, Outcome> = { anonymous: "ok", member: "ok", owner: "ok", admin: "ok" };
const ADMINS: Record<Role, Outcome> = { anonymous: "UNAUTHENTICATED", member: "FORBIDDEN", owner: "FORBIDDEN", admin: "ok" };

const input = {
  timezone: "UTC+1",
  availability: "weekends",
  roles: ["storyboarder"],
  languages: ["English"],
  discord: "aspire_disc",
  email: "",
  about: "I make **storyboards**",
};
const SEASON = 6;

describe("Aspire over GraphQL (real database)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const users = {} as Record<Exclude<Role, "anonymous">, User>;
  const visitors = {} as Record<Role, Visitor>;
  let ownerCard: LocusCard;
  const cards = () => server.database.dataSource.getRepository(LocusCard);
  const songs = () => server.database.dataSource.getRepository(AspireSong);

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    users.member = await f.user();
    users.owner = await f.user();
    users.admin = await f.user({ group: UserGroup.admin });
    for (const role of ROLES) {
      visitors[role] = new Visitor(server.url);
      if (role !== "anonymous") await visitors[role].login(users[role].osuId);
    }
    const { locus } = server.services;
    await locus.setSeason(users.admin, SEASON, true, TeamHub.aspire);
    await locus.saveMyCard(users.owner, { ...input, roles: [LocusRole.mapper] }, TeamHub.aspire);
    ownerCard = await locus.setMyCardPublic(users.owner, true, TeamHub.aspire);
    await server.services.aspireSongs.add(
      users.admin,
      SEASON,
      "Camellia - Arche\nCamellia - Tojita Sekai\n*namirin - Ciel etoile",
    );
  });
  afterAll(() => server.close());

  const outcome = (res: { errors?: { extensions?: { code?: string } }[] }): string =>
    res.errors?.length ? (res.errors[0].extensions?.code ?? "?") : "ok";

  interface Case {
    name: string;
    query: string;
    vars?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
    expected: Record<Role, Outcome>;
  }
  const CASES: Case[] = [
    { name: "locusOptions(aspire)", query: `{ locusOptions(hub: aspire) { roles { value } } }`, expected: EVERYONE },
    { name: "locus(aspire)", query: `{ locus(hub: aspire) { season { key title isOpen } myCard { id } } }`, expected: MEMBERS },
    {
      name: "locusCards(aspire)",
      query: `{ locusCards(hub: aspire, first: 5) { totalCount nodes { id hub } } }`,
      expected: MEMBERS,
    },
    {
      name: "saveMyLocusCard(aspire)",
      query: `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input, hub: aspire) { id hub } }`,
      vars: () => ({ input }),
      expected: MEMBERS,
    },
    {
      name: "setMyLocusCardPublic(aspire)",
      query: `mutation { setMyLocusCardPublic(isPublic: true, hub: aspire) { id isPublic } }`,
      expected: MEMBERS,
    },
    {
      name: "setMyLocusCardOnTeam(aspire)",
      query: `mutation { setMyLocusCardOnTeam(isOnTeam: false, hub: aspire) { id } }`,
      expected: MEMBERS,
    },
    {
      name: "setLocusCardHidden(an Aspire card)",
      query: `mutation($id: ID!) { setLocusCardHidden(id: $id, hidden: false) { id } }`,
      vars: () => ({ id: String(ownerCard.id) }),
      expected: ADMINS,
    },
    {
      name: "setLocusCardOnTeam(an Aspire card)",
      query: `mutation($id: ID!) { setLocusCardOnTeam(id: $id, isOnTeam: false) { id } }`,
      vars: () => ({ id: String(ownerCard.id) }),
      expected: ADMINS,
    },
    {
      name: "setLocusSeason(aspire)",
      query: `mutation { setLocusSeason(year: ${SEASON}, isOpen: true, hub: aspire) { key isOpen } }`,
      expected: ADMINS,
    },
    {
      name: "aspireSongs",
      query: `{ aspireSongs(search: "camellia", first: 5) { totalCount nodes { line } } }`,
      expected: EVERYONE,
    },
    { name: "aspireSongList", query: `{ aspireSongList { season title songCount } }`, expected: EVERYONE },
    {
      name: "addAspireSongs",
      query: `mutation { addAspireSongs(season: ${SEASON}, lines: "Frums - Wavetapper") { added total } }`,
      expected: ADMINS,
    },
    {
      name: "addAspireSongsFromFeaturedArtists",
      query: `mutation { addAspireSongsFromFeaturedArtists(season: ${SEASON}, before: "2000-01-01T00:00:00Z") { added total } }`,
      expected: ADMINS,
    },
    {
      name: "removeAspireSong",
      query: `mutation($id: ID!) { removeAspireSong(id: $id) { removed total } }`,
      vars: async () => {
        const change = await server.services.aspireSongs.add(users.admin, SEASON, `Temp ${Math.random()} - Song`);
        const [row] = await songs().find({ order: { id: "DESC" }, take: 1 });
        expect(change.added).toBe(1);
        return { id: String(row.id) };
      },
      expected: ADMINS,
    },
    {
      name: "clearAspireSongs",
      query: `mutation { clearAspireSongs(season: ${SEASON}) { removed total } }`,
      expected: ADMINS,
    },
  ];

  test.each(CASES.flatMap((c) => ROLES.map((r) => [c.name, r, c] as const)))("%s as %s", async (_n, role, c) => {
    const res = await visitors[role].gql(c.query, c.vars ? await c.vars() : undefined);
    expect(res.status).toBeLessThan(500);
    expect(outcome(res)).toBe(c.expected[role]);
  });

  test("Aspire has its own season key, roles, cards and closed notice; Locus is untouched", async () => {
    const options = await visitors.anonymous.gql<{ locusOptions: { roles: { value: string }[] } }>(
      `{ locusOptions(hub: aspire) { roles { value } } }`,
    );
    expect(options.data!.locusOptions.roles.map((r) => r.value)).toEqual(["mapper", "storyboarder"]);
    const page = await visitors.owner.gql<{ locus: { season: { key: string; title: string }; myCard: { hub: string } } }>(
      `{ locus(hub: aspire) { season { key title } myCard { hub } } }`,
    );
    expect(page.data!.locus).toEqual({ season: { key: "aspire6", title: "Aspire 6" }, myCard: { hub: "aspire" } });
    // The owner has no Locus card: Locus's season is closed and separate.
    const locus = await visitors.owner.gql<{ locus: { season: { key: string; isOpen: boolean }; myCard: unknown } }>(
      `{ locus { season { key isOpen } myCard { id } } }`,
    );
    expect(locus.data!.locus.myCard).toBeNull();
    expect(locus.data!.locus.season.isOpen).toBe(false);

    // A Locus-only role is refused on an Aspire card, and nothing is written.
    const before = await cards().findOneByOrFail({ id: ownerCard.id });
    const bad = await visitors.owner.gql(
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input, hub: aspire) { id } }`,
      {
        input: { ...input, roles: ["visualDesigner"] },
      },
    );
    expect(bad.errors?.[0]).toMatchObject({ message: "Invalid role", extensions: { code: "BAD_USER_INPUT" } });
    expect(await cards().findOneByOrFail({ id: ownerCard.id })).toEqual(before);

    // Closing Aspire closes Aspire only.
    await server.services.locus.setSeason(users.admin, 2026, true);
    await server.services.locus.setSeason(users.admin, SEASON, false, TeamHub.aspire);
    const closed = await visitors.member.gql(`mutation { setMyLocusCardOnTeam(isOnTeam: true, hub: aspire) { id } }`);
    expect(closed.errors?.[0]).toMatchObject({ message: "Aspire's Teammates Hub is closed!", extensions: { code: "CONFLICT" } });
    const notice = await visitors.member.gql<{ locus: { season: { closedNotice: string } } }>(
      `{ locus(hub: aspire) { season { closedNotice } } }`,
    );
    expect(notice.data!.locus.season.closedNotice).toBe("Aspire's Teammates Hub is closed! Check back for Aspire 7 :)");
    const locusWrite = await visitors.member.gql(`mutation { setMyLocusCardOnTeam(isOnTeam: true) { hub } }`);
    expect(locusWrite.data).toEqual({ setMyLocusCardOnTeam: { hub: "locus" } });
    await server.services.locus.setSeason(users.admin, SEASON, true, TeamHub.aspire);

    // The Aspire grid lists Aspire cards only.
    const grid = await visitors.member.gql<{ locusCards: { nodes: { hub: string }[] } }>(
      `{ locusCards(hub: aspire, first: 50) { nodes { hub } } }`,
    );
    expect(new Set(grid.data!.locusCards.nodes.map((n) => n.hub))).toEqual(new Set(["aspire"]));
  });

  test("song search: accents, case and word order ignored; every word must match; alphabetical pages", async () => {
    await server.services.aspireSongs.add(
      users.admin,
      SEASON,
      "Café Lumière - Étoile\nDJ Noriken - Story\nCamellia - Arche\nCamellia - Tojita Sekai\n*namirin - Ciel etoile",
    );
    const search = async (s: string, first = 20, after: string | null = null) =>
      (
        await visitors.anonymous.gql<{
          aspireSongs: {
            totalCount: number;
            nodes: { line: string }[];
            pageInfo: { endCursor: string | null; hasNextPage: boolean };
          };
        }>(
          `query($s: String, $first: Int, $after: String) { aspireSongs(search: $s, first: $first, after: $after) {
              totalCount nodes { line } pageInfo { endCursor hasNextPage } } }`,
          { s, first, after },
        )
      ).data!.aspireSongs;
    expect((await search("cafe etoile")).nodes.map((n) => n.line)).toEqual(["Café Lumière - Étoile"]);
    expect((await search("ARCHE camellia")).nodes.map((n) => n.line)).toEqual(["Camellia - Arche"]);
    expect((await search("camellia")).nodes.map((n) => n.line)).toEqual(["Camellia - Arche", "Camellia - Tojita Sekai"]);
    expect((await search("nothing like this")).totalCount).toBe(0);
    // LIKE wildcards are plain text.
    expect((await search("%%")).totalCount).toBe(0);
    // Pages cover the list once, alphabetically.
    const all: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await search("", 2, after);
      all.push(...page.nodes.map((n) => n.line));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(new Set(all).size).toBe(all.length);
    const list = await visitors.anonymous.gql<{ aspireSongList: { songCount: number; title: string } }>(
      `{ aspireSongList { songCount title } }`,
    );
    expect(list.data!.aspireSongList).toEqual({ songCount: all.length, title: "Aspire 6" });
  });

  test("bad input is a clear message, changes nothing, never a 500", async () => {
    const count = await songs().count();
    for (const [query, vars, code, message] of [
      [
        `query($s: String) { aspireSongs(search: $s) { totalCount } }`,
        { s: "a" },
        "BAD_USER_INPUT",
        "Type at least 2 letters to search",
      ],
      [`query($s: String) { aspireSongs(search: $s) { totalCount } }`, { s: "x".repeat(201) }, "BAD_USER_INPUT", "at most 200"],
      [`{ aspireSongs(season: 0) { totalCount } }`, {}, "BAD_USER_INPUT", "The Aspire edition must be a number from 1 to 100"],
      [`{ aspireSongs(after: "nope") { totalCount } }`, {}, "BAD_USER_INPUT", "Invalid cursor"],
      [
        `mutation($l: String!) { addAspireSongs(season: 6, lines: $l) { added } }`,
        { l: " \n \n" },
        "BAD_USER_INPUT",
        "Paste at least one song",
      ],
      [
        `mutation($l: String!) { addAspireSongs(season: 6, lines: $l) { added } }`,
        { l: `ok - fine\n${"y".repeat(301)}` },
        "BAD_USER_INPUT",
        "Line 2 is longer than 300 characters",
      ],
      [
        `mutation($l: String!) { addAspireSongs(season: 6, lines: $l) { added } }`,
        { l: "bad\u0007 - bell" },
        "BAD_USER_INPUT",
        "Line 1 contains invalid characters",
      ],
      [
        `mutation { addAspireSongs(season: 42, lines: "A - B") { added } }`,
        {},
        "NOT_FOUND",
        "There is no such Aspire season; start it first",
      ],
      [`mutation { addAspireSongs(season: 1000, lines: "A - B") { added } }`, {}, "BAD_USER_INPUT", "The Aspire edition must be"],
      [`mutation { removeAspireSong(id: "99999999") { removed } }`, {}, "NOT_FOUND", "Cannot find that song on the list"],
      [`mutation { removeAspireSong(id: "x") { removed } }`, {}, "NOT_FOUND", ""],
      [
        `mutation { setLocusSeason(year: 2026, isOpen: true, hub: aspire) { key } }`,
        {},
        "BAD_USER_INPUT",
        "The Aspire edition must be",
      ],
      [`mutation { setLocusSeason(year: 5, isOpen: true, hub: aspire) { key } }`, {}, "CONFLICT", "Only the current season"],
    ] as const) {
      const res = await visitors.admin.gql(query, vars);
      expect(res.status).toBeLessThan(500);
      expect({ query, vars, code: res.errors?.[0].extensions?.code, res }).toMatchObject({ query, vars, code });
      expect(res.errors?.[0].message).toContain(message);
    }
    expect(await songs().count()).toBe(count);
  });

  test("pasting counts new and repeated lines; the released featured artists' songs before a date", async () => {
    await server.services.locus.setSeason(users.admin, 8, true, TeamHub.aspire);
    const paste = await visitors.admin.gql<{ addAspireSongs: { added: number; skipped: number; total: number } }>(
      `mutation($l: String!) { addAspireSongs(season: 8, lines: $l) { added skipped total } }`,
      { l: "A - One\n\n  a   -  one \nB - Two\r\nA - ONE" },
    );
    // "a - one" and "A - ONE" repeat "A - One" (spaces collapsed, case ignored).
    expect(paste.data!.addAspireSongs).toEqual({ added: 2, skipped: 0, total: 2 });
    const again = await visitors.admin.gql<{ addAspireSongs: { added: number; skipped: number; total: number } }>(
      `mutation { addAspireSongs(season: 8, lines: "B - Two\\nC - Three") { added skipped total } }`,
    );
    expect(again.data!.addAspireSongs).toEqual({ added: 1, skipped: 1, total: 3 });

    const released = await f.artist({ label: "Released", status: ArtistStatus.public });
    const unreleased = await f.unreleasedArtist();
    await f.song(released, { title: "Old song", createdAt: new Date("2026-05-01T00:00:00Z") });
    await f.song(released, { title: "New song", createdAt: new Date("2026-07-01T00:00:00Z") });
    await f.song(unreleased, { title: "Secret song", createdAt: new Date("2026-05-01T00:00:00Z") });
    const fill = await visitors.admin.gql<{ addAspireSongsFromFeaturedArtists: { added: number; total: number } }>(
      `mutation { addAspireSongsFromFeaturedArtists(season: 8, before: "2026-06-14T00:00:00Z") { added total } }`,
    );
    expect(fill.errors).toBeUndefined();
    const lines = (await songs().find({ where: { season: 8 } })).map((s) => s.line);
    expect(lines).toContain("Released - Old song");
    expect(lines).not.toContain("Released - New song");
    expect(lines.some((l) => l.includes("Secret song"))).toBe(false);

    const cleared = await visitors.admin.gql<{ clearAspireSongs: { removed: number; total: number } }>(
      `mutation { clearAspireSongs(season: 8) { removed total } }`,
    );
    expect(cleared.data!.clearAspireSongs).toEqual({ removed: lines.length, total: 0 });
  });

  test("concurrency: 50 simultaneous pastes of one list add each song once; 50 first saves make one card", async () => {
    await server.services.locus.setSeason(users.admin, 9, true, TeamHub.aspire);
    const text = Array.from({ length: 30 }, (_, i) => `Artist ${i} - Song ${i}`).join("\n");
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        visitors.admin.gql<{ addAspireSongs: { added: number } }>(
          `mutation($l: String!) { addAspireSongs(season: 9, lines: $l) { added } }`,
          { l: text },
        ),
      ),
    );
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(results.reduce((sum, r) => sum + r.data!.addAspireSongs.added, 0)).toBe(30);
    expect(await songs().count({ where: { season: 9 } })).toBe(30);

    const newcomer = await f.user();
    const v = new Visitor(server.url);
    await v.login(newcomer.osuId);
    const saves = await Promise.all(
      Array.from({ length: 50 }, () =>
        v.gql(`mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input, hub: aspire) { id } }`, { input }),
      ),
    );
    for (const s of saves) expect(s.status).toBeLessThan(500);
    expect(await cards().count({ where: { userId: newcomer.id, hub: TeamHub.aspire } })).toBe(1);
  });
});
