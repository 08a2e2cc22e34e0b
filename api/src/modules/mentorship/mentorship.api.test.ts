import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { MENTORSHIP_TEXT as T } from "./mentorship.rules";

type Persona = "anonymous" | "member" | "mentorshipAdmin" | "worldCupHelper" | "secret" | "faSchedule" | "admin";
const PERSONAS: Persona[] = ["anonymous", "member", "mentorshipAdmin", "worldCupHelper", "secret", "faSchedule", "admin"];
const MENTORSHIP: Persona[] = ["mentorshipAdmin", "admin"];
const SIGNED_IN: Persona[] = PERSONAS.filter((p) => p !== "anonymous");

type Result = Awaited<ReturnType<Visitor["gql"]>>;

/**
 * Mentorship over GraphQL against a real database: every query and mutation × {anonymous, member, mentorship admin,
 * World Cup helper, secret, the FA Schedule account, admin}; the original's holes (README.md "Fixed holes"); bad input.
 */
describe("mentorship over HTTP", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  const users = {} as Record<Exclude<Persona, "anonymous">, User>;
  const v = {} as Record<Persona, Visitor>;
  let publicCycle: string;
  let privateCycle: string;
  let seq = 0;

  const q = <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
    server.database.dataSource.query(sql, params) as Promise<R[]>;
  const count = async (table: string) => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  async function cycle(over: { isPublic?: boolean; name?: string; start?: string; end?: string } = {}): Promise<string> {
    seq++;
    const [row] = await q<{ id: number }>(
      `INSERT INTO mentorship_cycles (number, name, start_date, end_date, is_public) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [1000 + seq, over.name ?? `Cycle ${seq}`, over.start ?? "2025-01-01", over.end ?? "2025-04-01", over.isPublic ?? false],
    );
    return String(row.id);
  }
  async function record(cycleId: string, userId: number, group = "mentor", mentorId: number | null = null, mode = "osu") {
    const [row] = await q<{ id: number }>(
      `INSERT INTO mentorship_records (cycle_id, user_id, mode, "group", mentor_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [cycleId, userId, mode, group, mentorId],
    );
    return String(row.id);
  }

  /** Runs `op` as every persona; the allowed ones must succeed, the others get UNAUTHENTICATED or `denied`. */
  async function matrix(
    allowed: Persona[],
    op: (persona: Persona) => Promise<Result>,
    denied: "FORBIDDEN" | "NOT_FOUND" = "FORBIDDEN",
  ): Promise<Record<Persona, string>> {
    const outcome = {} as Record<Persona, string>;
    for (const p of PERSONAS) {
      const res = await op(p);
      expect(res.status).toBeLessThan(500);
      outcome[p] = res.errors ? String(res.errors[0].extensions?.code) : "ok";
    }
    const expected = Object.fromEntries(
      PERSONAS.map((p) => [p, allowed.includes(p) ? "ok" : p === "anonymous" ? "UNAUTHENTICATED" : denied]),
    );
    expect(outcome).toEqual(expected);
    return outcome;
  }

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    users.member = await f.user({ osuId: 201, username: "Member" });
    users.mentorshipAdmin = await f.user({ osuId: 202, username: "Mentor Admin", isMentorshipAdmin: true });
    users.worldCupHelper = await f.user({ osuId: 203, username: "Helper", isWorldCupHelper: true });
    users.secret = await f.user({ osuId: 204, username: "Secret", group: UserGroup.secret });
    users.faSchedule = await f.user({ osuId: 107, username: "Scheduler" });
    users.admin = await f.user({ osuId: 205, username: "Admin", group: UserGroup.admin });
    for (const p of PERSONAS) {
      v[p] = new Visitor(server.url);
      if (p !== "anonymous") await v[p].login(users[p].osuId);
    }
    publicCycle = await cycle({ isPublic: true, name: "Public cycle" });
    privateCycle = await cycle({ name: "Secret cycle" });
    await record(publicCycle, users.member.id);
  });
  afterAll(async () => {
    await server.close();
  });

  // ------------------------------------------------------------------------------------------- reads

  test("mentorshipCycles: signed-in members see public cycles, mentorship admins and admins every cycle", async () => {
    const seen = {} as Record<Persona, string[]>;
    await matrix(SIGNED_IN, async (p) => {
      const res = await v[p].gql<{ mentorshipCycles: { nodes: { name: string }[]; totalCount: number } }>(
        `{ mentorshipCycles(first: 100) { totalCount nodes { name } } }`,
      );
      seen[p] = res.data?.mentorshipCycles.nodes.map((n) => n.name) ?? [];
      return res;
    });
    expect(seen.member).toContain("Public cycle");
    expect(seen.member).not.toContain("Secret cycle");
    expect(seen.secret).not.toContain("Secret cycle");
    expect(seen.mentorshipAdmin).toContain("Secret cycle");
    expect(seen.admin).toContain("Secret cycle");
  });

  test("mentorshipCycle: a public cycle and its participants for members, a non-public one NOT_FOUND to them", async () => {
    const query = `query($id: ID!) { mentorshipCycle(id: $id) { name records(first: 100) { nodes { group phases user { username osuId } } } } }`;
    await matrix(SIGNED_IN, (p) => v[p].gql(query, { id: publicCycle }));
    await matrix(MENTORSHIP, (p) => v[p].gql(query, { id: privateCycle }), "NOT_FOUND");
    const res = await v.member.gql<{ mentorshipCycle: { records: { nodes: { user: { username: string } }[] } } }>(query, {
      id: publicCycle,
    });
    expect(res.data!.mentorshipCycle.records.nodes[0].user).toEqual({ username: "Member", osuId: 201 });
  });

  test("participants and admins come as the public projection: private member fields do not exist there", async () => {
    const res = await v.admin.gql(`query($id: ID!) { mentorshipCycle(id: $id) { records { nodes { user { group } } } } }`, {
      id: publicCycle,
    });
    expect(res.errors?.[0].message).toMatch(/Cannot query field "group" on type "User"/);
    const admins = await v.admin.gql(`{ mentorshipAdmins { nodes { isMentorshipAdmin } } }`);
    expect(admins.errors?.[0].message).toMatch(/Cannot query field "isMentorshipAdmin"/);
  });

  test("member history, admins list and badge queue: mentorship admins and admins only", async () => {
    await matrix(MENTORSHIP, (p) => v[p].gql(`{ mentorshipMember(user: "Member") { tenureText user { username } } }`));
    await matrix(MENTORSHIP, (p) => v[p].gql(`{ mentorshipAdmins(first: 10) { totalCount nodes { username } } }`));
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(`{ mentorshipBadgeQueue(first: 10) { nodes { badge tenureYears user { username } } } }`),
    );
    const admins = await v.admin.gql<{ mentorshipAdmins: { nodes: { username: string }[] } }>(
      `{ mentorshipAdmins { nodes { username } } }`,
    );
    expect(admins.data!.mentorshipAdmins.nodes.map((n) => n.username)).toEqual(["Mentor Admin"]);
  });

  // ------------------------------------------------------------------------------------------- writes

  test("createMentorshipCycle: mentorship admins and admins; nothing stored for the others", async () => {
    const before = await count("mentorship_cycles");
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(`mutation($input: CreateMentorshipCycleInput!) { createMentorshipCycle(input: $input) { id name } }`, {
        input: {
          number: 500 + PERSONAS.indexOf(p),
          name: ` New ${p} `,
          startDate: "2026-01-01T00:00:00Z",
          endDate: "2026-03-01T00:00:00Z",
        },
      }),
    );
    expect(await count("mentorship_cycles")).toBe(before + 2);
    expect((await q<{ name: string }>(`SELECT name FROM mentorship_cycles WHERE number = 502`))[0].name).toBe(
      "New mentorshipAdmin",
    );
  });

  test("updateMentorshipCycle: mentorship admins and admins", async () => {
    const id = await cycle();
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(
        `mutation($id: ID!, $input: UpdateMentorshipCycleInput!) { updateMentorshipCycle(id: $id, input: $input) { isPublic } }`,
        {
          id,
          input: { isPublic: p === "admin", url: `https://example.org/${p}` },
        },
      ),
    );
    expect((await q(`SELECT is_public, url FROM mentorship_cycles WHERE id = $1`, [id]))[0]).toEqual({
      is_public: true,
      url: "https://example.org/admin",
    });
  });

  test("deleteMentorshipCycle: admins only, confirmed by the cycle's name, with its records", async () => {
    const ids: Record<string, string> = {};
    for (const p of PERSONAS) {
      ids[p] = await cycle({ name: `Doomed ${p}` });
      await record(ids[p], users.member.id);
    }
    await matrix(["admin"], (p) =>
      v[p].gql(
        `mutation($id: ID!, $name: String!) { deleteMentorshipCycle(id: $id, confirmName: $name) { id deletedRecords } }`,
        {
          id: ids[p],
          name: `Doomed ${p}`,
        },
      ),
    );
    const left = await q<{ name: string }>(`SELECT name FROM mentorship_cycles WHERE name LIKE 'Doomed %' ORDER BY name`);
    expect(left.map((r) => r.name)).not.toContain("Doomed admin");
    expect(left).toHaveLength(PERSONAS.length - 1);
    expect(await q(`SELECT 1 FROM mentorship_records WHERE cycle_id = $1`, [ids.admin])).toHaveLength(0);
    const logs = await q<{ action: string }>(`SELECT action FROM logs WHERE category = 'mentorship' ORDER BY id DESC LIMIT 1`);
    expect(logs[0].action).toMatch(/^deleted mentorship cycle #\d+ and 1 mentorship record\(s\)$/);

    // A wrong name changes nothing, even for an admin.
    const wrong = await v.admin.gql(
      `mutation($id: ID!) { deleteMentorshipCycle(id: $id, confirmName: "doomed member") { id } }`,
      {
        id: ids.member,
      },
    );
    expect(wrong.errors?.[0]).toMatchObject({ message: T.confirmName, extensions: { code: "BAD_USER_INPUT" } });
    expect(await q(`SELECT 1 FROM mentorship_cycles WHERE id = $1`, [ids.member])).toHaveLength(1);
  });

  test("addMentorshipParticipant: mentorship admins and admins", async () => {
    const id = await cycle();
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(
        `mutation($input: AddMentorshipParticipantInput!) { addMentorshipParticipant(input: $input) { group phases user { username } } }`,
        { input: { cycleId: id, mode: "taiko", group: "mentor", user: users[p === "anonymous" ? "member" : p].username } },
      ),
    );
    const rows = await q<{ user_id: number }>(`SELECT user_id FROM mentorship_records WHERE cycle_id = $1 ORDER BY user_id`, [
      id,
    ]);
    expect(rows.map((r) => r.user_id)).toEqual([users.mentorshipAdmin.id, users.admin.id]);
  });

  test("removeMentorshipParticipant: mentorship admins and admins", async () => {
    const id = await cycle();
    for (const p of SIGNED_IN) await record(id, users[p as Exclude<Persona, "anonymous">].id, "mentor", null, "mania");
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(
        `mutation($c: ID!, $u: ID!) { removeMentorshipParticipant(cycleId: $c, userId: $u, mode: mania) { removedRecords } }`,
        {
          c: id,
          u: String(users[p === "anonymous" ? "member" : p].id),
        },
      ),
    );
    expect(await q(`SELECT 1 FROM mentorship_records WHERE cycle_id = $1`, [id])).toHaveLength(SIGNED_IN.length - 2);
  });

  test("toggleMentorshipPhase: mentorship admins and admins", async () => {
    const id = await cycle();
    const rec = await record(id, users.member.id);
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(`mutation($r: ID!) { toggleMentorshipPhase(recordId: $r, phase: 2) { phases skipsPhases } }`, { r: rec }),
    );
    // Two toggles: off and on again.
    expect((await q<{ phases: number[] }>(`SELECT phases FROM mentorship_records WHERE id = $1`, [rec]))[0].phases).toEqual([
      1, 2, 3,
    ]);
  });

  test("setMentorshipAdmin: admins only (a mentorship admin cannot grant or revoke)", async () => {
    const target = await f.user({ username: "Candidate" });
    await matrix(["admin"], (p) => v[p].gql(`mutation { setMentorshipAdmin(user: "candidate", value: true) { username } }`));
    expect(
      (await q<{ is_mentorship_admin: boolean }>(`SELECT is_mentorship_admin FROM users WHERE id = $1`, [target.id]))[0]
        .is_mentorship_admin,
    ).toBe(true);
    const revoke = await v.mentorshipAdmin.gql(`mutation { setMentorshipAdmin(user: "Candidate", value: false) { username } }`);
    expect(revoke.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const again = await v.admin.gql(`mutation { setMentorshipAdmin(user: "Candidate", value: true) { username } }`);
    expect(again.errors?.[0]).toMatchObject({ message: T.alreadyAdmin, extensions: { code: "CONFLICT" } });
    const ok = await v.admin.gql(`mutation { setMentorshipAdmin(user: "Candidate", value: false) { username } }`);
    expect(ok.errors).toBeUndefined();
  });

  test("adjustMentorshipBadge: mentorship admins and admins, logged", async () => {
    const target = await f.user({ username: "Badged" });
    await matrix(MENTORSHIP, (p) =>
      v[p].gql(`mutation($u: ID!) { adjustMentorshipBadge(userId: $u, delta: 1) { badge tenureYears user { username } } }`, {
        u: String(target.id),
      }),
    );
    expect((await q<{ badge: number }>(`SELECT badge FROM mentorship_badges WHERE user_id = $1`, [target.id]))[0].badge).toBe(2);
    const logs = await q<{ action: string }>(`SELECT action FROM logs WHERE category = 'mentorship' ORDER BY id DESC LIMIT 1`);
    expect(logs[0].action).toBe("adjusted badge value for Badged (2)");
  });

  // ------------------------------------------------------------------------------------------- participants by osu! id

  test("an unknown osu! id is looked up on osu! and the member created; an unknown username is refused clearly", async () => {
    const id = await cycle();
    const add = (user: string) =>
      v.mentorshipAdmin.gql<{ addMentorshipParticipant: { user: { username: string; osuId: number } } }>(
        `mutation($input: AddMentorshipParticipantInput!) { addMentorshipParticipant(input: $input) { user { username osuId } } }`,
        { input: { cycleId: id, mode: "osu", group: "mentor", user } },
      );
    // An account osu! does not have is refused; one it has (made on the offline osu!) is looked up and created.
    expect((await add("777002")).errors?.[0]).toMatchObject({ message: T.invalidOsuId, extensions: { code: "BAD_USER_INPUT" } });
    await v.admin.post(`/mock-osu/_control/users/777001`, { username: "Mapper777001" });
    const created = await add("777001");
    expect(created.errors).toBeUndefined();
    expect(created.data!.addMentorshipParticipant.user).toEqual({ username: "Mapper777001", osuId: 777001 });
    expect(await q(`SELECT 1 FROM users WHERE osu_id = 777001`)).toHaveLength(1);

    const before = await count("mentorship_records");
    const unknown = await add("Nobody Here");
    expect(unknown.errors?.[0]).toMatchObject({ message: T.cannotFindUser, extensions: { code: "NOT_FOUND" } });
    const huge = await add("99999999999");
    expect(huge.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const tooBig = await add("9999999999");
    expect(tooBig.errors?.[0]).toMatchObject({ message: T.invalidOsuId, extensions: { code: "BAD_USER_INPUT" } });
    const blank = await add("   ");
    expect(blank.errors?.[0]).toMatchObject({ message: T.cannotFindUser, extensions: { code: "BAD_USER_INPUT" } });
    expect(await count("mentorship_records")).toBe(before);
  });

  // ------------------------------------------------------------------------------------------- bad input

  test("bad input gets a clear message, changes nothing and never a 500", async () => {
    const cyclesBefore = await count("mentorship_cycles");
    const recordsBefore = await count("mentorship_records");
    const create = (input: Record<string, unknown>) =>
      v.admin.gql(`mutation($input: CreateMentorshipCycleInput!) { createMentorshipCycle(input: $input) { id } }`, {
        input: { number: 900, name: "Fine", startDate: "2026-01-01T00:00:00Z", endDate: "2026-02-01T00:00:00Z", ...input },
      });
    const cases: [Promise<Result>, string, string | RegExp][] = [
      [create({ startDate: "2026-03-01T00:00:00Z" }), "BAD_USER_INPUT", T.datesOutOfOrder],
      [create({ name: "x".repeat(101) }), "BAD_USER_INPUT", T.nameTooLong],
      [create({ name: "  " }), "BAD_USER_INPUT", T.missingInput],
      [create({ number: -1 }), "BAD_USER_INPUT", T.invalidNumber],
      [create({ url: "javascript:alert(1)" }), "BAD_USER_INPUT", T.invalidUrl],
      [create({ name: " Public cycle " }), "CONFLICT", T.nameTaken],
      [create({ duplicateFromCycleId: "999999" }), "NOT_FOUND", T.cycleNotFound],
      [create({ duplicateFromCycleId: "abc" }), "NOT_FOUND", /not found/],
      [create({ startDate: "not a date" }), "BAD_USER_INPUT", /invalid date-time/],
      [v.admin.gql(`{ mentorshipCycle(id: "999999") { id } }`), "NOT_FOUND", T.cycleNotFound],
      [
        v.admin.gql(`mutation($id: ID!) { updateMentorshipCycle(id: $id, input: { endDate: "2020-01-01T00:00:00Z" }) { id } }`, {
          id: publicCycle,
        }),
        "BAD_USER_INPUT",
        T.datesOutOfOrder,
      ],
      [
        v.admin.gql(
          `mutation { addMentorshipParticipant(input: { cycleId: "999999", mode: osu, group: mentor, user: "Member" }) { id } }`,
        ),
        "NOT_FOUND",
        T.cycleNotFound,
      ],
      [
        v.admin.gql(
          `mutation($c: ID!) { addMentorshipParticipant(input: { cycleId: $c, mode: hybrid, group: mentor, user: "Member" }) { id } }`,
          {
            c: publicCycle,
          },
        ),
        "GRAPHQL_VALIDATION_FAILED",
        /hybrid/,
      ],
      [
        v.admin.gql(
          `mutation($c: ID!, $g: MentorshipGroup!) { addMentorshipParticipant(input: { cycleId: $c, mode: osu, group: $g, user: "Member" }) { id } }`,
          {
            c: publicCycle,
            g: "boss",
          },
        ),
        "BAD_USER_INPUT",
        /boss/,
      ],
      [
        v.admin.gql(
          `mutation($c: ID!) { addMentorshipParticipant(input: { cycleId: $c, mode: osu, group: mentee, user: "Admin" }) { id } }`,
          {
            c: publicCycle,
          },
        ),
        "BAD_USER_INPUT",
        T.mentorMissing,
      ],
      [
        v.admin.gql(
          `mutation($c: ID!) { addMentorshipParticipant(input: { cycleId: $c, mode: osu, group: mentor, user: "Member" }) { id } }`,
          {
            c: publicCycle,
          },
        ),
        "CONFLICT",
        T.alreadyMentor,
      ],
      [v.admin.gql(`mutation { toggleMentorshipPhase(recordId: "999999", phase: 1) { id } }`), "NOT_FOUND", T.recordNotFound],
      [v.admin.gql(`mutation { toggleMentorshipPhase(recordId: "1", phase: 4) { id } }`), "BAD_USER_INPUT", T.invalidPhase],
      [
        v.admin.gql(
          `mutation($c: ID!) { removeMentorshipParticipant(cycleId: $c, userId: "999999", mode: osu) { removedRecords } }`,
          {
            c: publicCycle,
          },
        ),
        "NOT_FOUND",
        T.notParticipant,
      ],
      [v.admin.gql(`mutation { adjustMentorshipBadge(userId: "999999", delta: 1) { badge } }`), "NOT_FOUND", T.cannotFindUser],
      [
        v.admin.gql(`mutation($u: ID!) { adjustMentorshipBadge(userId: $u, delta: 3) { badge } }`, {
          u: String(users.member.id),
        }),
        "BAD_USER_INPUT",
        T.badgeDelta,
      ],
      [
        v.admin.gql(`mutation($u: ID!) { adjustMentorshipBadge(userId: $u, delta: -1) { badge } }`, {
          u: String(users.member.id),
        }),
        "BAD_USER_INPUT",
        T.badgeNegative,
      ],
      [
        v.admin.gql(`mutation { setMentorshipAdmin(user: "${"x".repeat(200)}", value: true) { id } }`),
        "BAD_USER_INPUT",
        T.cannotFindUser,
      ],
      [v.admin.gql(`{ mentorshipMember(user: "Nobody Here") { tenureText } }`), "NOT_FOUND", T.cannotFindUser],
      [v.admin.gql(`{ mentorshipCycles(first: 101) { totalCount } }`), "BAD_USER_INPUT", /first must be between 1 and 100/],
      [v.admin.gql(`{ mentorshipCycles(after: "garbage") { totalCount } }`), "BAD_USER_INPUT", "Invalid cursor"],
    ];
    const wrong: unknown[] = [];
    for (const [i, [pending, code, message]] of cases.entries()) {
      const res = await pending;
      const got = { status: res.status < 500, code: res.errors?.[0].extensions?.code, message: res.errors?.[0].message ?? "" };
      const okMessage = typeof message === "string" ? got.message === message : message.test(got.message);
      if (!got.status || got.code !== code || !okMessage)
        wrong.push({ case: i, expected: { code, message: String(message) }, got });
    }
    expect(wrong).toEqual([]);
    expect(await count("mentorship_cycles")).toBe(cyclesBefore);
    expect(await count("mentorship_records")).toBe(recordsBefore);
    expect(await q(`SELECT 1 FROM mentorship_badges WHERE user_id = $1`, [users.member.id])).toHaveLength(0);
  });
});
