import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer, Visitor, type TestServer } from "../../../test/harness";
import { fixtures } from "../../../test/fixtures";
import { contestFixtures } from "../../../test/contest-fixtures";
import { UserGroup } from "../../core/enums";
import type { User } from "../users/user.entity";
import { ContestStatus, type Contest } from "./contest.entity";

const S = ContestStatus;
type Role = "anonymous" | "member" | "creator" | "screener" | "judge" | "admin";
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_USER_INPUT" | "CONFLICT";
const ROLES: Role[] = ["anonymous", "member", "creator", "screener", "judge", "admin"];

describe("contests over HTTP (GraphQL)", () => {
  let server: TestServer;
  let f: ReturnType<typeof fixtures>;
  let cf: ReturnType<typeof contestFixtures>;
  let users: Record<Exclude<Role, "anonymous">, User>;
  let visitors: Record<Role, Visitor>;
  const hook = { fail: false, received: [] as string[] };
  let hookServer: http.Server;

  beforeAll(async () => {
    hookServer = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        if (hook.fail) return void res.writeHead(502).end();
        hook.received.push(body);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => hookServer.listen(0, "127.0.0.1", r));
    const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
    server = await startTestServer({ DISCORD_WEBHOOK_URL: hookUrl, DISCORD_DEV_WEBHOOK_URL: hookUrl });
    f = fixtures(server.database.dataSource);
    cf = contestFixtures(server.database.dataSource);
    users = {
      member: await f.user({ osuId: 7101, username: "CtMember" }),
      creator: await f.user({ osuId: 7102, username: "CtCreator" }),
      screener: await f.user({ osuId: 7103, username: "CtScreener" }),
      judge: await f.user({ osuId: 7104, username: "CtJudge" }),
      admin: await f.user({ osuId: 7105, username: "CtAdmin", group: UserGroup.admin }),
    };
    visitors = Object.fromEntries(ROLES.map((r) => [r, new Visitor(server.url)])) as Record<Role, Visitor>;
    for (const r of ROLES) if (r !== "anonymous") await visitors[r].login(users[r].osuId);
  });
  afterAll(async () => {
    await server.close();
    await new Promise((r) => hookServer.close(r));
  });
  beforeEach(() => {
    hook.fail = false;
    hook.received.length = 0;
  });

  const db = () => server.database.dataSource;
  /** A contest with the test's creator, screener and judge. */
  const contest = (over: Partial<Contest> = {}) =>
    cf.contest({ creators: [users.creator], screeners: [users.screener], judges: [users.judge], ...over });
  const entrant = () => f.user();

  // ---------------------------------------------------------------- the permission matrix

  interface Case {
    name: string;
    setup: () => Promise<Record<string, unknown>>;
    query: string;
    expect: Record<Role, Outcome>;
  }
  const MANAGE: Record<Role, Outcome> = {
    anonymous: "UNAUTHENTICATED",
    member: "FORBIDDEN",
    creator: "ok",
    screener: "FORBIDDEN",
    judge: "FORBIDDEN",
    admin: "ok",
  };
  const ADMIN: Record<Role, Outcome> = {
    anonymous: "UNAUTHENTICATED",
    member: "FORBIDDEN",
    creator: "FORBIDDEN",
    screener: "FORBIDDEN",
    judge: "FORBIDDEN",
    admin: "ok",
  };
  const ANY_MEMBER: Record<Role, Outcome> = {
    anonymous: "UNAUTHENTICATED",
    member: "ok",
    creator: "ok",
    screener: "ok",
    judge: "ok",
    admin: "ok",
  };
  const only = (role: Role): Record<Role, Outcome> => ({
    anonymous: "UNAUTHENTICATED",
    member: "FORBIDDEN",
    creator: "FORBIDDEN",
    screener: "FORBIDDEN",
    judge: "FORBIDDEN",
    admin: "FORBIDDEN",
    [role]: "ok",
  });
  let n = 0;
  const open = async (over: Partial<Contest> = {}) => ({
    c: String((await contest({ isApproved: true, status: S.beatmapping, ...over })).id),
  });
  const withEntry = async (over: Partial<Contest> = {}) => {
    const c = await contest({ isApproved: true, status: S.beatmapping, ...over });
    const s = await cf.submission(c, await entrant());
    return { c: String(c.id), s: String(s.id) };
  };
  const judging = async () => {
    const c = await contest({ isApproved: true, status: S.judging });
    const s = await cf.submission(c, await entrant());
    const k = await cf.criteria(c, "musicality", 10);
    return { s: String(s.id), k: String(k.id) };
  };

  const cases: Case[] = [
    {
      name: "createContest",
      setup: async () => ({ name: `Matrix contest ${++n}` }),
      query: "mutation($name: String!) { createContest(input: { name: $name }) { id status isApproved } }",
      expect: ANY_MEMBER,
    },
    {
      name: "updateContest",
      setup: open,
      query: `mutation($c: ID!) { updateContest(id: $c, input: { description: "New words", screeningVoteCount: 3 }) { id description } }`,
      expect: MANAGE,
    },
    {
      name: "setContestStatus",
      setup: open,
      query: "mutation($c: ID!) { setContestStatus(id: $c, status: hidden) { id status } }",
      expect: MANAGE,
    },
    {
      name: "setCommunityVoteOrderedPriority",
      setup: open,
      query: "mutation($c: ID!) { setCommunityVoteOrderedPriority(id: $c, value: true) { id communityVoteOrderedPriority } }",
      expect: MANAGE,
    },
    {
      name: "deleteContest",
      setup: async () => ({ c: String((await contest({ isApproved: true })).id) }),
      query: "mutation($c: ID!) { deleteContest(id: $c) { deletedId message } }",
      // a hidden contest is not found by anyone but its creators (and admins)
      expect: { ...MANAGE, member: "NOT_FOUND", screener: "NOT_FOUND", judge: "NOT_FOUND" },
    },
    {
      name: "addContestCreator",
      setup: async () => ({ ...(await open()), u: (await entrant()).username }),
      query: "mutation($c: ID!, $u: String!) { addContestCreator(contestId: $c, user: $u) { id creators { username } } }",
      expect: MANAGE,
    },
    {
      name: "removeContestCreator",
      setup: async () => {
        const other = await entrant();
        const c = await contest({ isApproved: true, status: S.beatmapping, creators: [users.creator, other] });
        return { c: String(c.id), u: String(other.id) };
      },
      query: "mutation($c: ID!, $u: ID!) { removeContestCreator(contestId: $c, userId: $u) { id } }",
      expect: MANAGE,
    },
    {
      name: "setContestApproved",
      setup: () => open({ isApproved: false }),
      query: "mutation($c: ID!) { setContestApproved(id: $c, value: true) { id isApproved } }",
      expect: ADMIN,
    },
    {
      name: "setContestFeaturedArtist",
      setup: open,
      query: "mutation($c: ID!) { setContestFeaturedArtist(id: $c, value: true) { id isFeaturedArtistContest } }",
      expect: ADMIN,
    },
    {
      name: "setContestEligibleForPoints",
      setup: open,
      query: "mutation($c: ID!) { setContestEligibleForPoints(id: $c, value: false) { id isEligibleForPoints } }",
      expect: ADMIN,
    },
    {
      name: "setContestSkipWebhook",
      setup: open,
      query: "mutation($c: ID!) { setContestSkipWebhook(id: $c, value: true) { id } }",
      expect: ADMIN,
    },
    {
      name: "submitContestEntry",
      setup: open,
      query: `mutation($c: ID!) { submitContestEntry(contestId: $c, url: "https://example.com/map.osz") { id url isMine } }`,
      expect: { ...ANY_MEMBER, creator: "FORBIDDEN" },
    },
    {
      name: "addContestSubmission",
      setup: async () => ({ ...(await open()), u: (await entrant()).username }),
      query: `mutation($c: ID!, $u: String!) { addContestSubmission(contestId: $c, input: { user: $u, name: "Late" }) { id name } }`,
      expect: MANAGE,
    },
    {
      name: "renameContestSubmission",
      setup: withEntry,
      query: `mutation($c: ID!, $s: ID!) { renameContestSubmission(contestId: $c, submissionId: $s, name: "Masked") { id name } }`,
      expect: MANAGE,
    },
    {
      name: "deleteContestSubmission",
      setup: withEntry,
      query: "mutation($c: ID!, $s: ID!) { deleteContestSubmission(contestId: $c, submissionId: $s) { deletedId } }",
      expect: MANAGE,
    },
    {
      name: "syncContestSubmissionNames",
      setup: withEntry,
      query: `mutation($c: ID!) { syncContestSubmissionNames(contestId: $c, csv: "Nobody,424242,Mask") { renamed unmatched } }`,
      expect: MANAGE,
    },
    {
      name: "addContestSubmissionsFromCsv",
      setup: async () => ({
        ...(await open({ osuContestListingUrl: "https://osu.ppy.sh/community/contests/7" })),
        csv: `Csv${++n},${880000 + n},Mask`,
      }),
      query: "mutation($c: ID!, $csv: String!) { addContestSubmissionsFromCsv(contestId: $c, csv: $csv) { added } }",
      expect: MANAGE,
    },
    {
      name: "addContestStaff",
      setup: async () => ({ ...(await open()), u: String((await entrant()).osuId) }),
      query: "mutation($c: ID!, $u: String!) { addContestStaff(contestId: $c, role: judge, user: $u) { id } }",
      expect: MANAGE,
    },
    {
      name: "removeContestStaff",
      setup: async () => ({ ...(await open()), u: String(users.screener.id) }),
      query: "mutation($c: ID!, $u: ID!) { removeContestStaff(contestId: $c, role: screener, userId: $u) { id } }",
      expect: MANAGE,
    },
    {
      name: "addContestCriteria",
      setup: open,
      query: `mutation($c: ID!) { addContestCriteria(contestId: $c, name: "Musicality", maxScore: 10) { id name maxScore } }`,
      expect: MANAGE,
    },
    {
      name: "deleteContestCriteria",
      setup: async () => {
        const c = await contest({ isApproved: true, status: S.beatmapping });
        return { c: String(c.id), k: String((await cf.criteria(c, "creativity", 5)).id) };
      },
      query: "mutation($c: ID!, $k: ID!) { deleteContestCriteria(contestId: $c, criteriaId: $k) { deletedId } }",
      expect: MANAGE,
    },
    {
      name: "saveScreening",
      setup: async () => {
        const c = await contest({ isApproved: true, status: S.screening });
        return { s: String((await cf.submission(c, await entrant())).id) };
      },
      query: `mutation($s: ID!) { saveScreening(submissionId: $s, input: { vote: 1, comment: "ok" }) { id vote comment } }`,
      expect: only("screener"),
    },
    {
      name: "saveJudgingScore",
      setup: judging,
      query:
        "mutation($s: ID!, $k: ID!) { saveJudgingScore(input: { submissionId: $s, criteriaId: $k, score: 7 }) { id scores { score } } }",
      expect: only("judge"),
    },
    {
      name: "saveJudgingComment",
      setup: judging,
      query: `mutation($s: ID!) { saveJudgingComment(submissionId: $s, comment: "Nice") { id comment } }`,
      expect: only("judge"),
    },
    {
      // The creators' message to the participants (contest-messages.service.ts): a fresh contest each time.
      name: "messageContestParticipants",
      setup: withEntry,
      query: `mutation($c: ID!) { messageContestParticipants(contestId: $c, message: "Upload your maps") { recipients } }`,
      expect: MANAGE,
    },
    {
      name: "castCommunityVote",
      setup: async () => {
        const c = await contest({ isApproved: true, status: S.vote });
        return { s: String((await cf.submission(c, await entrant())).id) };
      },
      query: "mutation($s: ID!) { castCommunityVote(submissionId: $s, vote: 1) { votesLeft votes { submissionId } } }",
      expect: ANY_MEMBER,
    },
  ];

  test.each(cases.flatMap((c) => ROLES.map((role) => [c.name, role, c] as const)))("%s as %s", async (_name, role, c) => {
    const vars = await c.setup();
    const res = await visitors[role].gql(c.query, vars);
    const want = c.expect[role];
    expect(res.status).toBeLessThan(500);
    if (want === "ok") {
      expect(res.errors).toBeUndefined();
      expect(res.data).toBeTruthy();
    } else {
      expect(res.errors?.[0].extensions?.code).toBe(want);
    }
  });

  test("every contest mutation of the schema is in the permission matrix; no dummy-data generators (hole 7)", async () => {
    const { data } = await visitors.member.gql<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      "{ __schema { mutationType { fields { name } } } }",
    );
    const all = data!.__schema.mutationType.fields.map((x) => x.name);
    // setContestHelper is the users module's own switch (the member's "contest helper" flag).
    const ours = all.filter((name) => /contest|screening|judging|communityvote/i.test(name) && name !== "setContestHelper");
    expect(new Set(ours)).toEqual(new Set(cases.map((c) => c.name)));
    expect(all.filter((name) => /dummy|generate|deleteAll/i.test(name))).toEqual([]);
  });

  // ---------------------------------------------------------------- what each viewer sees

  test("projections: public view for members, management for creators; entrants hidden from screeners until completion", async () => {
    const c = await contest({ isApproved: true, status: S.screening, download: "https://example.com/pack.zip" });
    const person = await entrant();
    const s = await cf.submission(c, person, { name: "Masked entry", url: "https://example.com/secret-host.osz" });
    const q = `query($c: ID!) { contest(id: $c) {
      id name status download viewerCanManage viewerIsScreener screeners { username } judges { username } criteria { name }
      management { id judgingThreshold submissions { totalCount nodes { name url creator { username } } } }
    } }`;
    type R = {
      contest: {
        download: string | null;
        viewerCanManage: boolean;
        viewerIsScreener: boolean;
        screeners: unknown;
        judges: unknown;
        criteria: unknown;
        management: {
          submissions: { totalCount: number; nodes: { creator: { username: string } | null; url: string | null }[] };
        } | null;
      };
    };
    const asMember = await visitors.member.gql<R>(q, { c: String(c.id) });
    expect(asMember.errors).toBeUndefined();
    expect(asMember.data!.contest).toMatchObject({
      viewerCanManage: false,
      management: null,
      screeners: null,
      judges: null,
      criteria: null,
    });
    expect(asMember.data!.contest.download).toBe("https://example.com/pack.zip");
    const asCreator = await visitors.creator.gql<R>(q, { c: String(c.id) });
    expect(asCreator.data!.contest.management!.submissions.nodes[0]).toMatchObject({
      creator: { username: person.username },
      url: "https://example.com/secret-host.osz",
    });
    expect(asCreator.data!.contest.screeners).toEqual([{ username: "CtScreener" }]);

    const entries = await visitors.screener.gql<{
      contest: {
        viewerIsScreener: boolean;
        screeningEntries: { nodes: { submission: { name: string; url: null; creator: null; isMine: boolean } }[] };
      };
    }>(
      `query($c: ID!) { contest(id: $c) { viewerIsScreener screeningEntries { totalCount nodes { isOwnEntry screening { vote }
         submission { id name url isMine creator { username } } } } } }`,
      { c: String(c.id) },
    );
    expect(entries.errors).toBeUndefined();
    expect(entries.data!.contest.screeningEntries.nodes).toEqual([
      {
        isOwnEntry: false,
        screening: null,
        submission: { id: String(s.id), name: "Masked entry", url: null, isMine: false, creator: null },
      },
    ]);
    const notScreener = await visitors.judge.gql(`query($c: ID!) { contest(id: $c) { screeningEntries { totalCount } } }`, {
      c: String(c.id),
    });
    expect(notScreener.errors?.[0]).toMatchObject({
      message: "You're not a screener for this contest!",
      extensions: { code: "FORBIDDEN" },
    });
  });

  test("the creators' page in one query stays within the GraphQL limits", async () => {
    const c = await contest({ isApproved: true, status: S.judging });
    const k = await cf.criteria(c, "musicality", 10);
    const s = await cf.submission(c, await entrant(), { name: "Big query entry" });
    await cf.screening(c, s, users.screener, 2, "fine");
    await cf.judging(c, s, users.judge, [[k, 6]], "ok");
    const r = await visitors.creator.gql(
      `query($c: ID!) { contest(id: $c) {
        id name status mode isApproved isFeaturedArtistContest isEligibleForPoints url osuContestListingUrl resultsUrl bannerUrl
        description contestStart contestEnd screeningVoteCount useRawScoring hasPublicJudges judgingCommentsEnabled
        communityVoteCount communityVoteEnd communityVoteOrderedPriority communityVoteDescription createdAt download
        submissionWindow submissionCount viewerIsCreator viewerIsScreener viewerIsJudge viewerCanManage
        creators { id username } screeners { id username } judges { id username } criteria { id name maxScore }
        management {
          id skipWebhook download judgingThreshold screeningBonus awaitingApproval
          missingRequirements(status: complete)
          submissions(first: 100) { totalCount pageInfo { hasNextPage endCursor } nodes { id name url createdAt creator { id username } } }
          staffCandidates(first: 20) { pageInfo { endCursor } nodes { isContestHelper isCreator isScreener isJudge user { id username } } }
          screenerProgress { user { username } usedPlacements unusedPlacements }
          judgeProgress { user { username } expected completed }
          entryJudgingProgress { submission { id name } completedJudges expectedJudges }
          screeningResults { submission { id name creator { username } } total placements passed screenings { label vote comment } }
          leaderboard { maxRawTotal criteria { id name maxScore } judges { user { username } judgedCount mean sd correlation }
            rows { place submission { id name creator { username } } criteriaSums judgeSums judgeStandardised rawTotal standardisedTotal finalScore } }
          communityVoteResults { voterCount badActors { username } rows { submission { id name } tally { raw weighted rankCounts } } }
          csv: exportResults(view: criteria, format: csv)
          md: exportResults(view: judgeStandardised, format: markdown)
        }
      } }`,
      { c: String(c.id) },
    );
    expect(r.errors).toBeUndefined();
    expect(r.status).toBe(200);
  });

  test("the community vote page: entries anonymised, my votes, votes left", async () => {
    const c = await contest({ isApproved: true, status: S.vote, communityVoteCount: 2, communityVoteOrderedPriority: true });
    const a = await cf.submission(c, await entrant(), { name: "Vote A" });
    await cf.submission(c, users.member, { name: "Vote Mine" });
    const cast = await visitors.member.gql<{
      castCommunityVote: { votesLeft: number; votes: { submissionId: string; rank: number }[] };
    }>(`mutation($s: ID!) { castCommunityVote(submissionId: $s, vote: 2) { votesLeft votes { submissionId rank } } }`, {
      s: String(a.id),
    });
    expect(cast.data!.castCommunityVote).toEqual({ votesLeft: 1, votes: [{ submissionId: String(a.id), rank: 2 }] });
    const page = await visitors.member.gql<{
      voteContests: { nodes: { id: string }[] };
      contest: {
        myCommunityVotes: { rank: number }[];
        voteEntries: {
          nodes: { isOwnEntry: boolean; vote: { rank: number } | null; submission: { name: string; creator: unknown } }[];
        };
      };
    }>(
      `query($c: ID!) { voteContests(first: 100) { nodes { id } } contest(id: $c) { myCommunityVotes { rank }
         voteEntries { nodes { isOwnEntry vote { rank } submission { name creator { username } } } } } }`,
      { c: String(c.id) },
    );
    expect(page.data!.voteContests.nodes.map((x) => x.id)).toContain(String(c.id));
    expect(page.data!.contest.myCommunityVotes).toEqual([{ rank: 2 }]);
    expect(page.data!.contest.voteEntries.nodes).toEqual([
      { isOwnEntry: false, vote: { rank: 2 }, submission: { name: "Vote A", creator: null } },
      { isOwnEntry: true, vote: null, submission: { name: "Vote Mine", creator: { username: "CtMember" } } },
    ]);
  });

  test("hole 3: unknown categories, hidden and unapproved contests and malformed ids never leak; never a 500", async () => {
    const hidden = await contest({ isApproved: true, status: S.hidden, name: "Top secret contest" });
    const pending = await contest({ isApproved: false, status: S.beatmapping, name: "Pending contest" });
    for (const id of [String(hidden.id), String(pending.id), "abc", "0", "-1", "99999999999"]) {
      const r = await visitors.member.gql("query($c: ID!) { contest(id: $c) { id name } }", { c: id });
      expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
      expect(r.status).toBeLessThan(500);
    }
    const bad = await visitors.member.gql("{ contests(category: everything) { nodes { id } } }");
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const list = await visitors.member.gql<{ contests: { nodes: { name: string }[] } }>(
      `{ contests(category: active, search: "contest", first: 100) { nodes { name } } }`,
    );
    expect(list.data!.contests.nodes.map((x) => x.name)).not.toEqual(expect.arrayContaining(["Top secret contest"]));
    expect(list.data!.contests.nodes.map((x) => x.name)).not.toContain("Pending contest");
    const tooMany = await visitors.member.gql("{ contests(first: 101) { nodes { id } } }");
    expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const pendingForAdmin = await visitors.admin.gql<{ contests: { nodes: { name: string }[] } }>(
      `{ contests(category: pendingApproval, search: "Pending contest") { nodes { name } } }`,
    );
    expect(pendingForAdmin.data!.contests.nodes.map((x) => x.name)).toEqual(["Pending contest"]);
  });

  test("bad input gets a clear message and changes nothing", async () => {
    const c = await contest({ isApproved: true, status: S.beatmapping });
    const id = String(c.id);
    const tries: [string, Record<string, unknown>, string, string][] = [
      [
        `mutation($c: ID!) { updateContest(id: $c, input: { url: "javascript:alert(1)" }) { id } }`,
        { c: id },
        "BAD_USER_INPUT",
        "Not a valid URL",
      ],
      [
        `mutation($c: ID!) { updateContest(id: $c, input: { screeningVoteCount: 42 }) { id } }`,
        { c: id },
        "BAD_USER_INPUT",
        "Invalid number",
      ],
      [
        `mutation($c: ID!) { syncContestSubmissionNames(contestId: $c, csv: "a,b") { renamed } }`,
        { c: id },
        "BAD_USER_INPUT",
        'Malformed CSV on line 1: expected "username,osu id,anonymised name"',
      ],
      [
        `mutation($c: ID!) { addContestCriteria(contestId: $c, name: "x", maxScore: -4) { id } }`,
        { c: id },
        "BAD_USER_INPUT",
        "Invalid maxScore",
      ],
      [
        `mutation($c: ID!) { addContestStaff(contestId: $c, role: judge, user: "NoSuchMember") { id } }`,
        { c: id },
        "NOT_FOUND",
        "Cannot find user!",
      ],
      [
        `mutation($c: ID!) { setContestStatus(id: $c, status: screening) { id } }`,
        { c: id },
        "BAD_USER_INPUT",
        "Missing requirements: submissions!",
      ],
      [
        `mutation { castCommunityVote(submissionId: "1", vote: 99) { votesLeft } }`,
        {},
        "BAD_USER_INPUT",
        "Vote must be at most 10",
      ],
    ];
    for (const [query, vars, code, message] of tries) {
      const r = await visitors.creator.gql(query, vars);
      expect(r.status).toBeLessThan(500);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    // screening vote count was refused, and the screeners still exist
    await expect(cf.reload(c)).resolves.toMatchObject({ screeningVoteCount: 5, url: c.url, status: S.beatmapping });
    const tooBig = await visitors.creator.gql(
      `mutation($c: ID!, $t: Int) { updateContest(id: $c, input: { judgingThreshold: $t }) { id } }`,
      {
        c: id,
        t: 99999999999,
      },
    );
    expect(tooBig.status).toBeLessThan(500);
    expect(tooBig.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("hole 8 over HTTP: a failing announcement leaves the status unchanged with a clear error", async () => {
    const c = await cf.contest({ creators: [users.creator], isApproved: true, status: S.locked });
    await cf.submission(c, await entrant());
    hook.fail = true;
    const r = await visitors.creator.gql(`mutation($c: ID!) { setContestStatus(id: $c, status: complete) { id status } }`, {
      c: String(c.id),
    });
    expect(r.errors?.[0]).toMatchObject({
      message: "Messages were not sent. Nothing was changed; try again later.",
      extensions: { code: "CONFLICT" },
    });
    expect((await cf.reload(c)).status).toBe(S.locked);
    hook.fail = false;
    const ok = await visitors.creator.gql<{ setContestStatus: { status: string } }>(
      `mutation($c: ID!) { setContestStatus(id: $c, status: complete) { id status } }`,
      { c: String(c.id) },
    );
    expect(ok.data?.setContestStatus.status).toBe("complete");
    expect(hook.received).toHaveLength(1);
  });

  test("hole 13: results need a login and show judges only as public users; the whole flow end to end", async () => {
    const c = await contest({ isApproved: true, status: S.judging, hasPublicJudges: true, judgingThreshold: 0 });
    const k = await cf.criteria(c, "musicality", 10);
    const s = await cf.submission(c, users.member, { name: "Flow entry" });
    await cf.screening(c, s, users.screener, 3, "Screener note");
    const score = await visitors.judge.gql(
      `mutation($s: ID!, $k: ID!) { saveJudgingScore(input: { submissionId: $s, criteriaId: $k, score: 9, comment: "tight" }) { id scores { score comment criteria { name } } } }`,
      { s: String(s.id), k: String(k.id) },
    );
    expect(score.errors).toBeUndefined();
    const early = await visitors.member.gql(`query($s: ID!) { contestSubmissionResult(submissionId: $s) { screeningTotal } }`, {
      s: String(s.id),
    });
    expect(early.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    await db().query(`UPDATE contests SET status = 'complete' WHERE id = $1`, [c.id]);
    const anon = await visitors.anonymous.gql(`query($c: ID!) { contestResults(contestId: $c) { screenerCount } }`, {
      c: String(c.id),
    });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const table = await visitors.member.gql<{
      contestResults: { rows: { submission: { name: string; creator: { username: string } }; judgingRaw: number }[] };
    }>(
      `query($c: ID!) { contestResults(contestId: $c) { maxJudgingTotal rows { submission { name creator { username } } judgingRaw place } } }`,
      { c: String(c.id) },
    );
    expect(table.data!.contestResults.rows).toEqual([
      { submission: { name: "Flow entry", creator: { username: "CtMember" } }, judgingRaw: 9, place: 1 },
    ]);
    const detail = await visitors.member.gql<{ contestSubmissionResult: { screenings: unknown[]; judgings: unknown[] } }>(
      `query($s: ID!) { contestSubmissionResult(submissionId: $s) { passedScreening
          screenings { label isMine vote comment }
          judgings { label isMine total judge { username } scores { score comment criteria { name } } } } }`,
      { s: String(s.id) },
    );
    expect(detail.data!.contestSubmissionResult.screenings).toEqual([
      { label: "User 1", isMine: false, vote: 3, comment: "Screener note" },
    ]);
    expect(detail.data!.contestSubmissionResult.judgings).toEqual([
      {
        label: "User 1",
        isMine: false,
        total: 9,
        judge: { username: "CtJudge" },
        scores: [{ score: 9, comment: "tight", criteria: { name: "musicality" } }],
      },
    ]);
    const own = await visitors.member.gql<{
      contest: {
        submissionCount: number;
        submissionWindow: string;
        mySubmission: { name: string; isMine: boolean; url: string };
        myCommunityVotes: unknown[];
      };
    }>(
      `query($c: ID!) { contest(id: $c) { submissionCount submissionWindow mySubmission { name isMine url } myCommunityVotes { rank } } }`,
      {
        c: String(c.id),
      },
    );
    expect(own.data!.contest).toEqual({
      submissionCount: 1,
      submissionWindow: "closed",
      mySubmission: { name: "Flow entry", isMine: true, url: "https://example.com/map.osz" },
      myCommunityVotes: [],
    });
    const mine = await visitors.member.gql<{ myContestResults: { nodes: { name: string; contest: { id: string } }[] } }>(
      `{ myContestResults { nodes { name contest { id } } } }`,
    );
    expect(mine.data!.myContestResults.nodes).toContainEqual({ name: "Flow entry", contest: { id: String(c.id) } });
  });
});
