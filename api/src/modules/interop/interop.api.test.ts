import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { Mode, UserGroup } from "../../core/enums";
import { ContestStatus } from "../contests/contest.entity";
import { MentorshipCycle, MentorshipRecord } from "../mentorship/mentorship.entity";
import { MentorshipGroup, MentorshipMode } from "../mentorship/mentorship.enums";
import type { Contest } from "../contests/contest.entity";

// The original's bot shortcuts (issue 26, its interOp API): contest results by mode, mentorships (all and one
// member's), and a whole mentorship cycle written at once — as GraphQL fields and as /api/interOp shim paths — with
// the permissions of the data they carry, for every role.

const DAY = 86_400_000;

describe("the original's bot shortcuts", () => {
  let server: TestServer;
  const v: Record<"anonymous" | "member" | "creator" | "mentorshipAdmin" | "admin", Visitor> = {} as never;
  let done: Contest;
  let unapproved: Contest;
  let active: Contest;
  let adminToken: string;
  let readToken: string;
  let actToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.dataSource;
    const f = fixtures(db);
    const cf = contestFixtures(db);
    await f.user({ osuId: 6201, username: "ShortMember" });
    const creator = await f.user({ osuId: 6202, username: "ShortCreator" });
    await f.user({ osuId: 6203, username: "ShortMentorAdmin", isMentorshipAdmin: true });
    await f.user({ osuId: 6200, username: "ShortAdmin", group: UserGroup.admin });
    const entrants: Awaited<ReturnType<typeof f.user>>[] = [];
    for (let i = 0; i < 3; i++) entrants.push(await f.user({ osuId: 6300 + i, username: `Entrant${i}` }));
    const judges = [await f.user({ osuId: 6400, username: "JudgeA" }), await f.user({ osuId: 6401, username: "JudgeB" })];
    const build = async (name: string, status: ContestStatus, isApproved: boolean) => {
      const c = await cf.contest({ name, status, isApproved, mode: Mode.osu, creators: [creator], judges });
      const [crit] = [await cf.criteria(c, "musical", 10)];
      for (const [i, e] of entrants.entries()) {
        const s = await cf.submission(c, e);
        for (const [j, judge] of judges.entries()) await cf.judging(c, s, judge, [[crit, (i * 3 + j * 2) % 10]]);
      }
      return c;
    };
    done = await build("Short done", ContestStatus.complete, true);
    unapproved = await build("Short unapproved", ContestStatus.complete, false);
    active = await build("Short active", ContestStatus.judging, true);
    await cf.contest({ name: "Short taiko", status: ContestStatus.complete, isApproved: true, mode: Mode.taiko });

    const cycles = db.getRepository(MentorshipCycle);
    const pub = await cycles.save(
      cycles.create({
        number: 1,
        name: "Public cycle",
        startDate: new Date(Date.now() - 90 * DAY),
        endDate: new Date(),
        isPublic: true,
      }),
    );
    const priv = await cycles.save(
      cycles.create({
        number: 2,
        name: "Private cycle",
        startDate: new Date(),
        endDate: new Date(Date.now() + DAY),
        isPublic: false,
      }),
    );
    const recs = db.getRepository(MentorshipRecord);
    await recs.save(
      recs.create({ cycleId: pub.id, userId: judges[0].id, mode: MentorshipMode.osu, group: MentorshipGroup.mentor }),
    );
    await recs.save(
      recs.create({
        cycleId: pub.id,
        userId: entrants[0].id,
        mode: MentorshipMode.osu,
        group: MentorshipGroup.mentee,
        mentorId: judges[0].id,
      }),
    );
    await recs.save(
      recs.create({ cycleId: priv.id, userId: judges[1].id, mode: MentorshipMode.taiko, group: MentorshipGroup.mentor }),
    );

    v.anonymous = new Visitor(server.url);
    for (const [k, osuId] of [
      ["member", 6201],
      ["creator", 6202],
      ["mentorshipAdmin", 6203],
      ["admin", 6200],
    ] as const) {
      v[k] = new Visitor(server.url);
      await v[k].login(osuId);
    }
    const token = async (who: Visitor, scopes: string[]) => {
      const r = await who.gql<{ createApiToken: { secret: string } }>(
        `mutation ($s: [TokenScope!]!) { createApiToken(input: { name: "bot", scopes: $s }) { secret } }`,
        { s: scopes },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.createApiToken.secret;
    };
    adminToken = await token(v.admin, ["ACT", "ADMIN"]);
    actToken = await token(v.admin, ["ACT"]);
    readToken = await token(v.member, ["READ"]);
  });
  afterAll(async () => {
    await server.close();
  });

  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const gqlAs = async (secret: string, query: string, variables?: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(secret) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: res.status,
      ...((await res.json()) as { data?: Record<string, never>; errors?: { message: string; extensions?: { code?: string } }[] }),
    };
  };

  describe("contest results by mode", () => {
    const Q = `{ completedContestResults(mode: osu, first: 50) { totalCount nodes { id name standings { place standardisedScore rawScore user { osuId username } } } } }`;

    test("a member gets every completed public contest of the mode with every judged entrant's standardised score", async () => {
      const res = await v.member.gql<{
        completedContestResults: {
          totalCount: number;
          nodes: { name: string; standings: { place: number; standardisedScore: number; user: { osuId: number } }[] }[];
        };
      }>(Q);
      expect(res.errors).toBeUndefined();
      const conn = res.data!.completedContestResults;
      expect(conn.nodes.map((c) => c.name)).toEqual(["Short done"]);
      expect(conn.totalCount).toBe(1);
      const standings = conn.nodes[0].standings;
      expect(standings.map((s) => s.user.osuId).sort()).toEqual([6300, 6301, 6302]);
      expect(standings.map((s) => s.place)).toEqual([...standings.map((s) => s.place)].sort((a, b) => a - b));
      // Standardised scores sum to zero per judge, so the totals do too.
      expect(Math.abs(standings.reduce((x, s) => x + s.standardisedScore, 0))).toBeLessThan(1e-3);
    });

    test("standings are null (not an error) where the results are not yours to read; creators see their contest's", async () => {
      const q = `query ($id: ID!) { contest(id: $id) { name standings { place } } }`;
      const member = await v.member.gql<{ contest: { standings: unknown } }>(q, { id: String(active.id) });
      expect(member.errors).toBeUndefined();
      expect(member.data!.contest.standings).toBeNull();
      const creator = await v.creator.gql<{ contest: { standings: unknown[] } }>(q, { id: String(unapproved.id) });
      expect(creator.errors).toBeUndefined();
      expect(creator.data!.contest.standings).toHaveLength(3);
      const hidden = await v.member.gql(q, { id: String(unapproved.id) });
      expect(hidden.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    });

    test("anonymous visitors are asked to sign in", async () => {
      const res = await v.anonymous.gql(Q);
      expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    test("REST shim GET /api/interOp/contestResults/:mode answers the original's shape, with a token", async () => {
      const res = await fetch(`${server.url}/api/interOp/contestResults/osu`, { headers: bearer(readToken) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        contestName: string;
        contestId: number;
        contestResults: { username: string; osuId: number; finalScore: number }[];
      }[];
      expect(body.map((c) => c.contestName)).toEqual(["Short done"]);
      expect(body[0].contestId).toBe(done.id);
      expect(body[0].contestResults.map((r) => r.osuId)).toEqual([6300, 6301, 6302]);
      for (const r of body[0].contestResults) expect(Object.keys(r).sort()).toEqual(["finalScore", "osuId", "username"]);
      // No completed contest with results in a mode: the original's not-found answer.
      const none = await fetch(`${server.url}/api/interOp/contestResults/mania`, { headers: bearer(readToken) });
      expect(await none.json()).toEqual({ error: "Error: Object not found" });
      const bad = await fetch(`${server.url}/api/interOp/contestResults/golf`, { headers: bearer(readToken) });
      expect(bad.status).toBe(404);
      const anon = await fetch(`${server.url}/api/interOp/contestResults/osu`);
      expect(anon.status).toBe(401);
      // Tokens still do not open the web app's own REST paths.
      const other = await fetch(`${server.url}/api/logs/query`, { headers: bearer(readToken) });
      expect(other.status).toBe(401);
    });
  });

  describe("mentorships", () => {
    const Q = `query ($osuId: Int) { mentorships(osuId: $osuId, first: 50) { totalCount nodes { mode group phases user { osuId } mentor { osuId } cycle { name } } } }`;

    test("members read the records of public cycles; mentorship admins every cycle's; anonymous nobody's", async () => {
      const member = await v.member.gql<{ mentorships: { totalCount: number; nodes: { cycle: { name: string } }[] } }>(Q);
      expect(member.errors).toBeUndefined();
      expect(member.data!.mentorships.totalCount).toBe(2);
      expect(new Set(member.data!.mentorships.nodes.map((n) => n.cycle.name))).toEqual(new Set(["Public cycle"]));
      const admin = await v.mentorshipAdmin.gql<{ mentorships: { totalCount: number } }>(Q);
      expect(admin.data!.mentorships.totalCount).toBe(3);
      const anon = await v.anonymous.gql(Q);
      expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    });

    test("one member's, by osu! id", async () => {
      const res = await v.member.gql<{ mentorships: { nodes: { group: string; mentor: { osuId: number } }[] } }>(Q, {
        osuId: 6300,
      });
      expect(res.data!.mentorships.nodes).toEqual([expect.objectContaining({ group: "mentee", mentor: { osuId: 6400 } })]);
      const nobody = await v.member.gql<{ mentorships: { totalCount: number } }>(Q, { osuId: 999999 });
      expect(nobody.data!.mentorships.totalCount).toBe(0);
    });

    test("REST shim: allMentorships and userMentorships/:id in the original's shape", async () => {
      const all = (await (await fetch(`${server.url}/api/interOp/allMentorships`, { headers: bearer(readToken) })).json()) as {
        osuId: number;
        username: string;
        mentorships: { cycle: { name: string }; group: string; phases: number[] }[];
      }[];
      expect(all.map((u) => u.osuId).sort()).toEqual([6300, 6400]);
      expect(all.find((u) => u.osuId === 6300)!.mentorships[0]).toMatchObject({
        cycle: { name: "Public cycle" },
        group: "mentee",
      });
      const one = await fetch(`${server.url}/api/interOp/userMentorships/6400`, { headers: bearer(readToken) });
      expect(await one.json()).toMatchObject({ osuId: 6400, username: "JudgeA", mentorships: [{ group: "mentor" }] });
      const byName = await fetch(`${server.url}/api/interOp/userMentorships/judgea`, { headers: bearer(readToken) });
      expect(((await byName.json()) as { osuId: number }).osuId).toBe(6400);
      const missing = await fetch(`${server.url}/api/interOp/userMentorships/nobody-here`, { headers: bearer(readToken) });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "User not found" });
    });
  });

  describe("a whole mentorship cycle at once", () => {
    const W = `mutation ($input: MentorshipCycleWriteInput!) {
      writeMentorshipCycle(input: $input) { cycleCreated created skipped cycle { number name } records { group phases user { osuId } } }
    }`;
    const input = (number: number, participants: Record<string, unknown>[]) => ({
      number,
      startDate: new Date(Date.UTC(2027, 0, 1)).toISOString(),
      endDate: new Date(Date.UTC(2027, 3, 1)).toISOString(),
      participants,
    });
    const team = [
      { osuId: 6302, mode: "osu", group: "mentee", mentorOsuId: 6401, phases: [1, 2] },
      { osuId: 6401, mode: "osu", group: "mentor" },
      { osuId: 6301, mode: "osu", group: "extraMentor", mentorOsuId: 6401 },
    ];

    test("a mentorship admin writes the cycle and every participant in one call (mentors first)", async () => {
      const res = await v.mentorshipAdmin.gql<{
        writeMentorshipCycle: {
          cycleCreated: boolean;
          created: number;
          skipped: number;
          cycle: { name: string };
          records: { group: string; phases: number[] }[];
        };
      }>(W, { input: input(10, team) });
      expect(res.errors).toBeUndefined();
      const w = res.data!.writeMentorshipCycle;
      expect(w).toMatchObject({ cycleCreated: true, created: 3, skipped: 0, cycle: { name: "Cycle 10" } });
      expect(w.records.map((r) => r.group)).toEqual(["mentor", "mentee", "extraMentor"]);
      expect(w.records[1].phases).toEqual([1, 2]);
      // Again: the cycle exists, every participant is skipped.
      const again = await v.mentorshipAdmin.gql<{
        writeMentorshipCycle: { cycleCreated: boolean; created: number; skipped: number };
      }>(W, {
        input: input(10, team),
      });
      expect(again.data!.writeMentorshipCycle).toMatchObject({ cycleCreated: false, created: 0, skipped: 3 });
    });

    test.each([
      [
        "an osu! id nobody in the guild has",
        [
          { osuId: 6401, mode: "osu", group: "mentor" },
          { osuId: 987654, mode: "osu", group: "mentee", mentorOsuId: 6401 },
        ],
        /987654/,
      ],
      [
        "a mentee whose mentor is not a mentor",
        [
          { osuId: 6401, mode: "osu", group: "mentor" },
          { osuId: 6302, mode: "osu", group: "mentee", mentorOsuId: 6300 },
        ],
        /Participant 2 .*mentor/,
      ],
      [
        "a phase the mentor does not mentor",
        [
          { osuId: 6401, mode: "osu", group: "mentor", phases: [1] },
          { osuId: 6302, mode: "osu", group: "mentee", mentorOsuId: 6401, phases: [3] },
        ],
        /Participant 2/,
      ],
      [
        "a participant named twice",
        [
          { osuId: 6401, mode: "osu", group: "mentor" },
          { osuId: 6401, mode: "osu", group: "extraMentor", mentorOsuId: 6401 },
        ],
        /Participant 2/,
      ],
      ["neither userId nor osuId", [{ mode: "osu", group: "mentor" }], /exactly one/],
      ["a phase out of range", [{ osuId: 6401, mode: "osu", group: "mentor", phases: [4] }], /Phase must be 1, 2 or 3/],
    ])("%s refuses the whole write: no cycle, no record", async (_name, participants, message) => {
      const cyclesBefore = await server.database.dataSource.getRepository(MentorshipCycle).count();
      const recordsBefore = await server.database.dataSource.getRepository(MentorshipRecord).count();
      const res = await v.mentorshipAdmin.gql(W, { input: input(20, participants) });
      expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].message).toMatch(message);
      expect(await server.database.dataSource.getRepository(MentorshipCycle).count()).toBe(cyclesBefore);
      expect(await server.database.dataSource.getRepository(MentorshipRecord).count()).toBe(recordsBefore);
    });

    test("members and creators are refused; a token needs the admin scope (and act)", async () => {
      for (const who of [v.member, v.creator]) {
        const res = await who.gql(W, { input: input(30, [{ osuId: 6401, mode: "osu", group: "mentor" }]) });
        expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      }
      const anon = await v.anonymous.gql(W, { input: input(30, []) });
      expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      const noAdmin = await gqlAs(actToken, W, { input: input(30, [{ osuId: 6401, mode: "osu", group: "mentor" }]) });
      expect(noAdmin.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      const read = await gqlAs(readToken, W, { input: input(30, []) });
      expect(read.status).toBe(403);
      const ok = await gqlAs(adminToken, W, { input: input(30, [{ osuId: 6401, mode: "osu", group: "mentor" }]) });
      expect(ok.errors).toBeUndefined();
    });

    test("50 simultaneous writes of one new cycle: one creates it, nothing is written twice", async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          v.mentorshipAdmin.gql<{ writeMentorshipCycle: { created: number } }>(W, { input: input(40, team) }),
        ),
      );
      const created = results.filter((r) => !r.errors).map((r) => r.data!.writeMentorshipCycle.created);
      for (const r of results.filter((x) => x.errors)) expect(r.errors![0].extensions?.code).toBe("CONFLICT");
      expect(created.reduce((a, b) => a + b, 0)).toBe(3);
      const cycle = await server.database.dataSource.getRepository(MentorshipCycle).findOneByOrFail({ number: 40 });
      expect(await server.database.dataSource.getRepository(MentorshipRecord).countBy({ cycleId: cycle.id })).toBe(3);
    });

    test("REST shim POST /api/interOp/createMentorshipCycle answers { created, skipped }", async () => {
      const post = (body: unknown, secret = adminToken) =>
        fetch(`${server.url}/api/interOp/createMentorshipCycle`, {
          method: "POST",
          headers: { "content-type": "application/json", ...bearer(secret) },
          body: JSON.stringify(body),
        });
      const first = await post(input(50, team));
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ created: 3, skipped: 0 });
      expect(await (await post(input(50, team))).json()).toEqual({ created: 0, skipped: 3 });
      const missing = await post({ participants: [] });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: "number and participants are required" });
      const unknown = await post(input(51, [{ osuId: 555555, mode: "osu", group: "mentor" }]));
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { error: string }).error).toMatch(/555555/);
      const member = await post(input(52, []), readToken);
      expect(member.status).toBe(403);
    });
  });
});
