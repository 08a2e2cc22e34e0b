import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { MerchAccess } from "../merch/merch-access.entity";
import { LocusCard } from "./locus-card.entity";
import { ACTORS, type Actor, type Outcome } from "../../../test/actors";

const everyMember = (anonymous: Outcome = "UNAUTHENTICATED"): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((a) => [a, a === "anonymous" ? anonymous : "ok"])) as Record<Actor, Outcome>;
const adminsOnly = (): Record<Actor, Outcome> =>
  Object.fromEntries(
    ACTORS.map((a) => [a, a === "anonymous" ? "UNAUTHENTICATED" : a === "admin" ? "ok" : "FORBIDDEN"]),
  ) as Record<Actor, Outcome>;

const CARD = `id userId: user { id } discord email isPublic isOnTeam isHiddenByAdmin roles languages timezone availability about`;
const input = {
  timezone: "UTC-3:30",
  availability: "weekends",
  roles: ["mapper", "hitsounder"],
  languages: ["Portuguese", "English"],
  discord: "disc_name",
  email: "me@example.com",
  about: "I map **fast** songs",
};

describe("Locus over GraphQL (real database)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const users = {} as Record<Exclude<Actor, "anonymous"> | "owner" | "quiet", User>;
  const visitors = {} as Record<Actor | "owner" | "quiet", Visitor>;
  let ownerCard: LocusCard;
  const year = new Date().getUTCFullYear();
  const cards = () => server.database.dataSource.getRepository(LocusCard);

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    const specs: Record<keyof typeof users, Partial<User>> = {
      member: {},
      merchMember: {},
      secret: { group: UserGroup.secret },
      mentorshipAdmin: { isMentorshipAdmin: true },
      worldCupHelper: { isWorldCupHelper: true },
      showcaseMapper: { isShowcaseMapper: true },
      admin: { group: UserGroup.admin },
      owner: {},
      quiet: {},
    };
    for (const [name, over] of Object.entries(specs)) users[name as keyof typeof users] = await f.user(over);
    await server.database.dataSource
      .getRepository(MerchAccess)
      .insert({ userId: users.merchMember.id, hasMerchAccess: true, updatedAt: new Date() });
    visitors.anonymous = new Visitor(server.url);
    for (const name of Object.keys(users) as (keyof typeof users)[]) {
      visitors[name] = new Visitor(server.url);
      await visitors[name].login(users[name].osuId);
    }
    await server.services.locus.setSeason(users.admin, year, true);
    // The owner's public card with both contacts; "quiet" keeps a private card with contacts.
    await server.services.locus.saveMyCard(users.owner, { ...input, roles: ["mapper"] } as never);
    ownerCard = await server.services.locus.setMyCardPublic(users.owner, true);
    await server.services.locus.saveMyCard(users.quiet, {
      ...input,
      discord: "secret_disc",
      email: "quiet@example.com",
    } as never);
  });
  afterAll(() => server.close());

  const outcome = (res: { data?: unknown; errors?: { extensions?: { code?: string } }[] }): string =>
    res.errors?.length ? (res.errors[0].extensions?.code ?? "?") : "ok";

  interface Case {
    name: string;
    query: string;
    vars?: () => Record<string, unknown>;
    expected: Record<Actor, Outcome>;
  }

  const CASES: Case[] = [
    { name: "locusOptions", query: `{ locusOptions { timezones languages limits { about } } }`, expected: everyMember("ok") },
    { name: "locus", query: `{ locus { season { year isOpen } myCard { id } } }`, expected: everyMember() },
    { name: "locusCards", query: `{ locusCards(first: 5) { totalCount nodes { id } } }`, expected: everyMember() },
    {
      name: "saveMyLocusCard",
      query: `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      vars: () => ({ input }),
      expected: everyMember(),
    },
    {
      name: "setMyLocusCardPublic",
      query: `mutation { setMyLocusCardPublic(isPublic: true) { id isPublic } }`,
      expected: everyMember(),
    },
    { name: "setMyLocusCardOnTeam", query: `mutation { setMyLocusCardOnTeam(isOnTeam: true) { id } }`, expected: everyMember() },
    {
      name: "setLocusCardHidden",
      query: `mutation($id: ID!) { setLocusCardHidden(id: $id, hidden: false) { id } }`,
      vars: () => ({ id: String(ownerCard.id) }),
      expected: adminsOnly(),
    },
    {
      name: "setLocusCardOnTeam",
      query: `mutation($id: ID!) { setLocusCardOnTeam(id: $id, isOnTeam: false) { id } }`,
      vars: () => ({ id: String(ownerCard.id) }),
      expected: adminsOnly(),
    },
    {
      name: "setLocusSeason",
      query: `mutation($year: Int!) { setLocusSeason(year: $year, isOpen: true) { year isOpen } }`,
      vars: () => ({ year }),
      expected: adminsOnly(),
    },
  ];

  describe.each(CASES)("$name", (c) => {
    test.each(ACTORS)("%s", async (actor) => {
      const before = await cards().findOneByOrFail({ id: ownerCard.id });
      const res = await visitors[actor].gql(c.query, c.vars?.());
      expect(res.status).toBeLessThan(500);
      expect(outcome(res)).toBe(c.expected[actor]);
      if (c.expected[actor] !== "ok") {
        expect(res.data ?? null).toBeNull();
        expect(await cards().findOneByOrFail({ id: ownerCard.id })).toEqual(before);
      }
    });
  });

  test("members' own cards: one each, and it is theirs", async () => {
    for (const actor of ACTORS.filter((a) => a !== "anonymous") as Exclude<Actor, "anonymous">[]) {
      const mine = await cards().findBy({ userId: users[actor].id });
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ roles: ["mapper", "hitsounder"], languages: ["English", "Portuguese"], isPublic: true });
    }
  });

  test("contacts: on public cards to signed-in members; private cards are never listed; the owner sees their own", async () => {
    const res = await visitors.member.gql<{
      locusCards: { nodes: { id: string; discord: string | null; email: string | null }[] };
    }>(`{ locusCards(first: 100) { nodes { ${CARD} } } }`);
    const listed = res.data!.locusCards.nodes;
    const owner = listed.find((n) => n.id === String(ownerCard.id))!;
    expect(owner).toMatchObject({ discord: "disc_name", email: "me@example.com" });
    expect(JSON.stringify(listed)).not.toContain("secret_disc");
    expect(JSON.stringify(listed)).not.toContain("quiet@example.com");
    const own = await visitors.quiet.gql<{ locus: { myCard: { discord: string; email: string; isPublic: boolean } } }>(
      `{ locus { myCard { ${CARD} } } }`,
    );
    expect(own.data!.locus.myCard).toMatchObject({ isPublic: false, discord: "secret_disc", email: "quiet@example.com" });
    const anon = await visitors.anonymous.gql(`{ locusCards(first: 100) { nodes { discord email } } }`);
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(anon.data ?? null).toBeNull();
  });

  test("a card with a single contact shows it and null for the other", async () => {
    const single = await f.user();
    const v = new Visitor(server.url);
    await v.login(single.osuId);
    await v.gql(`mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`, {
      input: { ...input, discord: "", email: "only@example.com" },
    });
    await v.gql(`mutation { setMyLocusCardPublic(isPublic: true) { id } }`);
    const res = await visitors.member.gql<{
      locusCards: { nodes: { userId: { id: string }; discord: string | null; email: string | null }[] };
    }>(`{ locusCards(first: 100) { nodes { ${CARD} } } }`);
    expect(res.data!.locusCards.nodes.find((n) => n.userId.id === String(single.id))).toMatchObject({
      discord: null,
      email: "only@example.com",
    });
  });

  test("an admin hides a card: gone for members, flagged for admins; then marks it on a team", async () => {
    const hide = await visitors.admin.gql<{ setLocusCardHidden: { isHiddenByAdmin: boolean } }>(
      `mutation($id: ID!) { setLocusCardHidden(id: $id, hidden: true) { isHiddenByAdmin } }`,
      { id: String(ownerCard.id) },
    );
    expect(hide.data!.setLocusCardHidden.isHiddenByAdmin).toBe(true);
    const ids = async (v: Visitor) =>
      (
        await v.gql<{ locusCards: { nodes: { id: string }[] } }>(`{ locusCards(first: 100) { nodes { id } } }`)
      ).data!.locusCards.nodes.map((n) => n.id);
    expect(await ids(visitors.member)).not.toContain(String(ownerCard.id));
    expect(await ids(visitors.admin)).toContain(String(ownerCard.id));
    const team = await visitors.admin.gql<{ setLocusCardOnTeam: { isOnTeam: boolean } }>(
      `mutation($id: ID!) { setLocusCardOnTeam(id: $id, isOnTeam: true) { isOnTeam } }`,
      { id: String(ownerCard.id) },
    );
    expect(team.data!.setLocusCardOnTeam.isOnTeam).toBe(true);
    await visitors.admin.gql(`mutation($id: ID!) { setLocusCardHidden(id: $id, hidden: false) { id } }`, {
      id: String(ownerCard.id),
    });
  });

  test.each<[string, string, Record<string, unknown>, string, string | RegExp]>([
    [
      "an unknown role",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, roles: ["dancer"] } },
      "BAD_USER_INPUT",
      /dancer/,
    ],
    [
      "an unknown language",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, languages: ["Elvish"] } },
      "BAD_USER_INPUT",
      "Invalid language",
    ],
    [
      "an unknown timezone",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, timezone: "Mars" } },
      "BAD_USER_INPUT",
      "Invalid timezone",
    ],
    [
      "an over-long about",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, about: "a".repeat(3001) } },
      "BAD_USER_INPUT",
      "About must be at most 3000 characters",
    ],
    [
      "an over-long discord",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, discord: "d".repeat(41) } },
      "BAD_USER_INPUT",
      "Discord must be at most 40 characters",
    ],
    [
      "a missing field",
      `mutation($input: LocusCardInput!) { saveMyLocusCard(input: $input) { id } }`,
      { input: { ...input, about: undefined } },
      "BAD_USER_INPUT",
      /about/,
    ],
    [
      "an over-long search",
      `query($s: String) { locusCards(search: $s) { totalCount } }`,
      { s: "x".repeat(101) },
      "BAD_USER_INPUT",
      "Search text must be at most 100 characters",
    ],
    ["a page too large", `{ locusCards(first: 1000) { totalCount } }`, {}, "BAD_USER_INPUT", "first must be between 1 and 100"],
    ["a forged cursor", `{ locusCards(after: "garbage") { totalCount } }`, {}, "BAD_USER_INPUT", "Invalid cursor"],
  ])("bad input from a member: %s → clear message, nothing changed", async (_name, query, vars, code, message) => {
    const before = await cards().findOneByOrFail({ userId: users.member.id });
    const res = await visitors.member.gql(query, vars);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(res.errors?.[0].message).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    expect(await cards().findOneByOrFail({ userId: users.member.id })).toEqual(before);
  });

  test.each<[string, string, string]>([
    ["a non-id card", `mutation { setLocusCardHidden(id: "abc", hidden: true) { id } }`, "NOT_FOUND"],
    ["an unknown card", `mutation { setLocusCardOnTeam(id: "987654", isOnTeam: true) { id } }`, "NOT_FOUND"],
    ["an impossible year", `mutation { setLocusSeason(year: 99999, isOpen: true) { year } }`, "BAD_USER_INPUT"],
    ["an older season", `mutation { setLocusSeason(year: 2020, isOpen: false) { year } }`, "CONFLICT"],
  ])("bad input from an admin: %s", async (_name, query, code) => {
    const res = await visitors.admin.gql(query);
    expect(res.status).toBeLessThan(500);
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect((await server.services.locus.currentSeason()).year).toBe(year);
  });

  test("a closed season shows the notice and refuses writes", async () => {
    await visitors.admin.gql(`mutation($y: Int!) { setLocusSeason(year: $y, isOpen: false) { year } }`, { y: year });
    const page = await visitors.member.gql<{ locus: { season: { isOpen: boolean; closedNotice: string } } }>(
      `{ locus { season { isOpen closedNotice } } }`,
    );
    expect(page.data!.locus.season).toEqual({
      isOpen: false,
      closedNotice: `Locus's Nexus is closed for the year! Check back again in ${year + 1} :)`,
    });
    const res = await visitors.member.gql(`mutation { setMyLocusCardOnTeam(isOnTeam: false) { id } }`);
    expect(res.errors?.[0]).toMatchObject({ message: "Locus's Nexus is closed for the year!", extensions: { code: "CONFLICT" } });
    await visitors.admin.gql(`mutation($y: Int!) { setLocusSeason(year: $y, isOpen: true) { year } }`, { y: year });
  });
});
