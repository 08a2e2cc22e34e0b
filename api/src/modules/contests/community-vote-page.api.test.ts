import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { ContestStatus, type Contest } from "./contest.entity";
import type { Submission } from "./submission.entity";

/**
 * The /contests/vote page (web/src/features/contests/review/VotePage.tsx) over HTTP: what it reads and the one
 * operation it sends, for every role, and 50 simultaneous votes of one member.
 */
type Role = "anonymous" | "member" | "owner" | "creator" | "admin";
const ROLES: Role[] = ["anonymous", "member", "owner", "creator", "admin"];

const PAGE = `query ($c: ID!) {
  voteContests(first: 100) { nodes { id name } }
  contest(id: $c) { id status communityVoteCount communityVoteEnd myCommunityVotes { submissionId rank }
    voteEntries(first: 100) { totalCount nodes { isOwnEntry submission { id name creator { id } url } } } }
}`;
const CAST = `mutation ($s: ID!, $v: Int!) { castCommunityVote(submissionId: $s, vote: $v) { votesLeft votes { submissionId } } }`;

describe("the community vote page over HTTP", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let cf: ReturnType<typeof contestFixtures>;
  const users = {} as Record<Exclude<Role, "anonymous">, User>;
  const visitors = {} as Record<Role, Visitor>;
  let contest: Contest;
  const subs: Submission[] = [];
  let own: Submission;

  beforeAll(async () => {
    server = await startTestServer();
    f = fixtures(server.database.dataSource);
    cf = contestFixtures(server.database.dataSource);
    users.member = await f.user();
    users.owner = await f.user();
    users.creator = await f.user();
    users.admin = await f.user({ group: UserGroup.admin });
    contest = await cf.contest({
      creators: [users.creator],
      isApproved: true,
      status: ContestStatus.vote,
      communityVoteCount: 3,
    });
    own = await cf.submission(contest, users.owner);
    for (let i = 0; i < 9; i++) subs.push(await cf.submission(contest, await f.user()));
    for (const role of ROLES) {
      visitors[role] = new Visitor(server.url);
      if (role !== "anonymous") await visitors[role].login(users[role].osuId);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const votes = async (user: User) =>
    (await server.database.dataSource.query(
      `SELECT submission_id, rank FROM contest_community_votes WHERE contest_id = $1 AND voter_id = $2`,
      [contest.id, user.id],
    )) as { submission_id: number; rank: number | null }[];

  test.each(ROLES)("reads the page as %s: signed-in members only, entries anonymised", async (role) => {
    const res = await visitors[role].gql<{
      voteContests: { nodes: { id: string }[] };
      contest: {
        voteEntries: {
          totalCount: number;
          nodes: { isOwnEntry: boolean; submission: { id: string; creator: unknown; url: unknown } }[];
        };
      };
    }>(PAGE, { c: String(contest.id) });
    expect(res.status).toBeLessThan(500);
    if (role === "anonymous") {
      expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      return;
    }
    expect(res.errors).toBeUndefined();
    expect(res.data!.voteContests.nodes.map((c) => c.id)).toContain(String(contest.id));
    const entries = res.data!.contest.voteEntries;
    expect(entries.totalCount).toBe(10);
    for (const e of entries.nodes) {
      const mine = e.submission.id === String(own.id);
      expect(e.isOwnEntry).toBe(role === "owner" && mine);
      // Who made an entry: the entrant, the creators and admins only (contests README, "Who sees what").
      const sees = role === "creator" || role === "admin" || (role === "owner" && mine);
      expect(e.submission.creator === null).toBe(!sees);
      expect(e.submission.url === null).toBe(!sees);
    }
  });

  test.each(ROLES)("votes as %s: members vote; nobody votes for their own entry", async (role) => {
    const target = role === "owner" ? own : subs[ROLES.indexOf(role)];
    const res = await visitors[role].gql(CAST, { s: String(target.id), v: 1 });
    expect(res.status).toBeLessThan(500);
    if (role === "anonymous") expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    else if (role === "owner") {
      expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
      expect(await votes(users.owner)).toEqual([]);
    } else {
      expect(res.errors).toBeUndefined();
      expect((await votes(users[role])).map((v) => v.submission_id)).toEqual([target.id]);
    }
  });

  test("bad input changes nothing and is never a 500", async () => {
    const before = await votes(users.member);
    for (const [s, v, code] of [
      [String(subs[5].id), 2, "BAD_USER_INPUT"],
      [String(subs[5].id), -1, "BAD_USER_INPUT"],
      ["999999", 1, "NOT_FOUND"],
      ["nonsense", 1, "NOT_FOUND"],
    ] as const) {
      const res = await visitors.member.gql(CAST, { s, v });
      expect(res.status).toBeLessThan(500);
      expect(res.errors?.[0].extensions?.code).toBe(code);
    }
    expect(await votes(users.member)).toEqual(before);
  });

  test("50 simultaneous votes by one member: never more than the allowance, never counted twice", async () => {
    const voter = await f.user();
    const v = new Visitor(server.url);
    await v.login(voter.osuId);
    // Half the requests hit the same entry; the rest spread over the others.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => v.gql(CAST, { s: String((i % 2 === 0 ? subs[0] : subs[i % subs.length]).id), v: 1 })),
    );
    for (const r of results) {
      expect(r.status).toBeLessThan(500);
      if (r.errors) expect(["FORBIDDEN", "CONFLICT", "BAD_USER_INPUT"]).toContain(r.errors[0].extensions?.code);
    }
    const rows = await votes(voter);
    expect(rows.length).toBe(3);
    expect(new Set(rows.map((r) => r.submission_id)).size).toBe(rows.length);
    expect(rows.map((r) => r.submission_id)).toContain(subs[0].id);
    // The page reads the same: three votes, none left.
    const page = await v.gql<{ contest: { myCommunityVotes: unknown[] } }>(PAGE, { c: String(contest.id) });
    expect(page.data!.contest.myCommunityVotes).toHaveLength(3);
  });
});
