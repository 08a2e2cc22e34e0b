import { ContestStatus } from "./contest.entity";
import {
  NO_ROLES,
  canManage,
  canReadResults,
  canSeeContest,
  canSeeDownload,
  canSeeEntrant,
  isPubliclyVisible,
  communityVoteProblem,
  contestDatesProblem,
  contestNameProblem,
  criteriaProblem,
  deleteProblem,
  editableProblem,
  judgingScoreProblem,
  likePattern,
  matchCsvNames,
  missingRequirements,
  parseAnonymisationCsv,
  parseHttpUrl,
  parseListingUrl,
  passesScreening,
  screeningTotal,
  screeningTotalsBySubmission,
  screeningVoteProblem,
  splitCsvLine,
  statusChangeProblem,
  submissionWindow,
  submissionWindowProblem,
  tallyCommunityVotes,
  thresholdProblem,
  voteCountProblem,
  type StatusFacts,
} from "./contests.rules";

const S = ContestStatus;

describe("field rules", () => {
  test.each([
    ["", "Missing contest name"],
    ["   ", "Missing contest name"],
    ["x".repeat(101), "Contest name must be at most 100 characters"],
    ["Monthly Beatmapping Contest #1", null],
  ])("contest name %j → %s", (name, message) => {
    expect(contestNameProblem(name)?.message ?? null).toBe(message);
  });

  test.each([
    ["", { url: null }],
    ["   ", { url: null }],
    [null, { url: null }],
    ["https://example.com/pack.zip", { url: "https://example.com/pack.zip" }],
    [" http://x.org/a?b=c#d ", { url: "http://x.org/a?b=c#d" }],
    ["javascript:alert(1)", "Not a valid URL"],
    ["data:text/html,hi", "Not a valid URL"],
    ["ftp://example.com/x", "Not a valid URL"],
    ["//example.com/x", "Not a valid URL"],
    ["https://", "Not a valid URL"],
    ["https://exa mple.com", "Not a valid URL"],
    ["example.com", "Not a valid URL"],
    [`https://x.com/${"a".repeat(500)}`, "Not a valid URL"],
  ])("http(s) URL %j", (value, want) => {
    const got = parseHttpUrl(value);
    if (typeof want === "string") expect(got).toEqual({ code: "BAD_USER_INPUT", message: want });
    else expect(got).toEqual(want);
  });

  test.each([
    ["https://osu.ppy.sh/community/contests/190", true],
    ["", true],
    ["https://osu.ppy.sh/beatmapsets/1", false],
    ["https://evil.example/https://osu.ppy.sh/community/contests/1", false],
    ["http://osu.ppy.sh/community/contests/1", false],
  ])("osu! listing URL %j valid=%s", (value, ok) => {
    const got = parseListingUrl(value);
    expect("code" in got).toBe(!ok);
    if (!ok) expect((got as { message: string }).message).toMatch(/^Invalid contest listing URL/);
  });

  const d = (s: string) => new Date(s);
  test.each([
    [d("2030-01-01"), d("2030-02-01"), "both", null],
    [d("2030-02-01"), d("2030-01-01"), "start", "Start date must be before end date!"],
    [d("2030-02-01"), d("2030-01-01"), "end", "End date must be after start date!"],
    [d("2030-01-01"), d("2030-01-01"), "start", "Start date must be before end date!"],
    [new Date("nope"), null, "start", "Invalid date"],
    [null, d("2030-01-01"), "end", null],
  ] as const)("dates %s – %s (%s)", (start, end, changed, message) => {
    expect(contestDatesProblem(start, end, changed)?.message ?? null).toBe(message);
  });

  test.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [2.5, false],
    [NaN, false],
  ])("vote count %s ok=%s", (n, ok) => {
    expect(voteCountProblem(n) === null).toBe(ok);
    if (!ok) expect(voteCountProblem(n)?.message).toBe("Invalid number");
  });

  test.each([
    [0, true],
    [25, true],
    [-1, false],
    [1.5, false],
    [10_001, false],
  ])("threshold %s ok=%s", (n, ok) => expect(thresholdProblem(n) === null).toBe(ok));

  test.each([
    ["musicality", 10, null],
    ["", 10, "Invalid name"],
    ["x".repeat(51), 10, "Invalid name"],
    ["creativity", 0, "Invalid maxScore"],
    ["creativity", -3, "Invalid maxScore"],
    ["creativity", 1.5, "Invalid maxScore"],
    ["creativity", 1001, "Invalid maxScore"],
  ])("criteria %j max %s", (name, max, message) => {
    expect(criteriaProblem(name, max)?.message ?? null).toBe(message);
  });

  test("completed contests are read-only except for admins", () => {
    expect(editableProblem(S.complete, false)).toEqual({
      code: "FORBIDDEN",
      message: "Cannot edit this section of completed contests",
    });
    expect(editableProblem(S.complete, true)).toBeNull();
    for (const s of Object.values(S).filter((x) => x !== S.complete)) expect(editableProblem(s, false)).toBeNull();
  });

  test.each([
    [S.hidden, 0, null],
    [S.hidden, 1, 'Cannot delete contest at this stage. Set status to "Hidden" instead.'],
    [S.beatmapping, 0, 'Cannot delete contest at this stage. Set status to "Hidden" instead.'],
    [S.complete, 0, 'Cannot delete contest at this stage. Set status to "Hidden" instead.'],
  ])("delete in %s with %s submissions", (status, n, message) => {
    expect(deleteProblem(status, n)?.message ?? null).toBe(message);
  });

  test("search pattern escapes LIKE wildcards", () => {
    expect(likePattern(" 100%_Mania\\ ")).toBe("%100\\%\\_mania\\\\%");
    expect(likePattern("x".repeat(101))).toEqual({ code: "BAD_USER_INPUT", message: "Search is too long" });
  });
});

describe("submission window", () => {
  const start = new Date("2030-01-10T00:00:00Z");
  const end = new Date("2030-01-20T00:00:00Z");
  const at = (s: string) => new Date(s);
  test.each([
    [S.beatmapping, "2030-01-15T00:00:00Z", "open", null],
    [S.beatmapping, "2030-01-10T00:00:00Z", "open", null],
    [S.beatmapping, "2030-01-20T00:00:00Z", "open", null],
    [S.beatmapping, "2030-01-09T23:59:59Z", "notYetOpen", "Contest not accepting submissions until 2030-01-10 00:00 UTC"],
    [S.beatmapping, "2030-01-20T00:00:01Z", "closed", "This contest is no longer accepting new submissions."],
    [S.screening, "2030-01-15T00:00:00Z", "closed", "Contest is not accepting new submissions!"],
    [S.hidden, "2030-01-15T00:00:00Z", "closed", "Contest is not accepting new submissions!"],
    [S.complete, "2030-01-15T00:00:00Z", "closed", "Contest is not accepting new submissions!"],
  ])("%s at %s → %s", (status, now, state, message) => {
    const c = { status, contestStart: start, contestEnd: end };
    expect(submissionWindow(c, at(now))).toBe(state);
    expect(submissionWindowProblem(c, at(now))?.message ?? null).toBe(message);
  });

  test("no dates: never open", () => {
    const c = { status: S.beatmapping, contestStart: null, contestEnd: null };
    expect(submissionWindow(c, new Date())).toBe("closed");
    expect(submissionWindowProblem(c, new Date())?.message).toBe("Contest is not accepting new submissions!");
  });
});

describe("the threshold rule (≥, with the bonus)", () => {
  test.each([
    // votes, N, bonus, total
    [[5, 3, 1], 5, false, 9],
    [[5, 3, 1], 5, true, 12],
    [[0, 0], 5, true, 0],
    [[7, 2], 5, false, 2], // 7 is out of bounds for N = 5 (left over from a lowered N): not counted
    [[], 5, true, 0],
  ])("total of %j (N=%s, bonus=%s) = %s", (votes, n, bonus, total) => {
    expect(screeningTotal(votes, n, bonus)).toBe(total);
  });

  test.each([
    [9, 9, true],
    [8, 9, false],
    [0, 0, true],
    [10, 9, true],
  ])("total %s vs threshold %s → passes=%s", (total, threshold, ok) => {
    expect(passesScreening(total, threshold)).toBe(ok);
  });
});

describe("bounds of placements, votes and scores", () => {
  test.each([
    [0, 5, [], null],
    [1, 5, [2, 3], null],
    [5, 5, [], null],
    [6, 5, [], "Vote must be a whole number from 0 to 5"],
    [-1, 5, [], "Vote must be a whole number from 0 to 5"],
    [2.5, 5, [], "Vote must be a whole number from 0 to 5"],
    [3, 5, [1, 3], "You already assigned 3 stars to another submission"],
    [0, 5, [1, 2, 3, 4, 5], null],
  ])("screening vote %s (N=%s, used elsewhere %j)", (vote, n, used, message) => {
    expect(screeningVoteProblem(vote, n, used)?.message ?? null).toBe(message);
  });

  test.each([
    // vote, N, ordered, other votes, message
    [1, 3, false, [null, null], null],
    [1, 3, false, [null, null, null], "You have already used all 3 votes"],
    [0, 3, false, [null, null, null], null],
    [2, 3, false, [], "Vote must be 0 or 1"],
    [-1, 3, false, [], "Vote must be 0 or 1"],
    [1, 3, true, [2, 3], null],
    [3, 3, true, [1], null],
    [4, 3, true, [], "Rank must be a whole number from 0 to 3"],
    [2, 3, true, [2], "You already assigned rank 2 to another submission"],
    [0, 3, true, [1, 2, 3], null],
  ])("community vote %s (N=%s, ordered=%s, others %j)", (vote, n, ordered, others, message) => {
    expect(communityVoteProblem(vote, { voteCount: n, ordered, otherVotes: others })?.message ?? null).toBe(message);
  });

  test.each([
    [0, 10, null],
    [10, 10, null],
    [11, 10, "Score is higher than expected"],
    [-1, 10, "Must be positive number or 0"],
    [1.5, 10, "Must be positive number or 0"],
  ])("judging score %s of %s", (score, max, message) => {
    expect(judgingScoreProblem(score, max)?.message ?? null).toBe(message);
  });
});

describe("community vote tallies (bad actors filtered)", () => {
  test("plain mode: a voter with more than N votes counts nowhere", () => {
    const r = tallyCommunityVotes(
      [
        { voterId: 1, submissionId: 10, rank: null },
        { voterId: 1, submissionId: 11, rank: null },
        { voterId: 2, submissionId: 10, rank: null },
        { voterId: 2, submissionId: 11, rank: null },
        { voterId: 2, submissionId: 12, rank: null },
      ],
      2,
      false,
    );
    expect(r.badActorIds).toEqual([2]);
    expect(r.countedVoterIds).toEqual([1]);
    expect(r.tallies.get(10)).toEqual({ raw: 1, weighted: 1, rankCounts: [] });
    expect(r.tallies.get(12)).toBeUndefined();
  });

  test("ordered mode: weight N+1-rank; repeated or out-of-range ranks make a bad actor", () => {
    const r = tallyCommunityVotes(
      [
        { voterId: 1, submissionId: 10, rank: 1 },
        { voterId: 1, submissionId: 11, rank: 2 },
        { voterId: 2, submissionId: 11, rank: 1 },
        { voterId: 3, submissionId: 10, rank: 1 },
        { voterId: 3, submissionId: 11, rank: 1 },
        { voterId: 4, submissionId: 12, rank: 4 },
        { voterId: 5, submissionId: 12, rank: null },
      ],
      3,
      true,
    );
    expect(r.badActorIds).toEqual([3, 4, 5]);
    expect(r.tallies.get(10)).toEqual({ raw: 1, weighted: 3, rankCounts: [1, 0, 0] });
    expect(r.tallies.get(11)).toEqual({ raw: 2, weighted: 2 + 3, rankCounts: [1, 1, 0] });
    expect(r.tallies.has(12)).toBe(false);
  });
});

describe("status change requirements", () => {
  const ready = (over: Partial<StatusFacts> = {}): StatusFacts => ({
    contestStart: new Date("2030-01-01"),
    contestEnd: new Date("2030-02-01"),
    url: "https://example.com/news",
    description: "A contest",
    mode: "osu",
    download: "https://example.com/pack.zip",
    resultsUrl: "https://example.com/results",
    screeningVoteCount: 2,
    judgingThreshold: 0,
    screeningBonus: false,
    criteriaCount: 2,
    submissions: [
      { id: 1, name: "Entry A", creatorId: 101 },
      { id: 2, name: "Entry B", creatorId: 102 },
    ],
    screeners: [{ id: 201, username: "Scr" }],
    judges: [{ id: 301, username: "Jud" }],
    screenings: [
      { screenerId: 201, screenerName: "Scr", submissionId: 1, vote: 2 },
      { screenerId: 201, screenerName: "Scr", submissionId: 2, vote: 1 },
    ],
    judgings: [
      { judgeId: 301, judgeName: "Jud", submissionId: 1, scoredCriteria: 2 },
      { judgeId: 301, judgeName: "Jud", submissionId: 2, scoredCriteria: 2 },
    ],
    ...over,
  });
  const empty: Partial<StatusFacts> = {
    contestStart: null,
    contestEnd: null,
    url: null,
    description: " ",
    mode: null,
    download: null,
    resultsUrl: null,
    criteriaCount: 0,
    submissions: [],
    screeners: [],
    judges: [],
    screenings: [],
    judgings: [],
  };

  test("switching back to Hidden is never blocked", () => {
    expect(missingRequirements(S.hidden, ready(empty))).toEqual([]);
    expect(statusChangeProblem(S.hidden, ready(empty))).toBeNull();
  });

  test.each([
    [S.beatmapping, ["start date", "end date", "details URL", "description", "mode"]],
    [
      S.screening,
      [
        "start date",
        "end date",
        "details URL",
        "description",
        "mode",
        "submissions",
        "anonymized entries download link",
        "screening users",
      ],
    ],
    [S.vote, ["start date", "end date", "details URL", "description", "mode", "submissions", "anonymized entries download link"]],
    [
      S.judging,
      [
        "start date",
        "end date",
        "details URL",
        "description",
        "mode",
        "submissions",
        "anonymized entries download link",
        "judging users",
        "judging criteria",
      ],
    ],
    [
      S.locked,
      ["start date", "end date", "details URL", "description", "mode", "submissions", "anonymized entries download link"],
    ],
    [
      S.complete,
      [
        "start date",
        "end date",
        "details URL",
        "description",
        "mode",
        "submissions",
        "anonymized entries download link",
        "results url",
      ],
    ],
  ])("an empty contest moving to %s misses %j", (target, items) => {
    expect(missingRequirements(target, ready(empty))).toEqual(items);
    expect(statusChangeProblem(target, ready(empty))?.message).toBe(`Missing requirements: ${items.join(", ")}!`);
  });

  test.each(Object.values(S))("a ready contest may move to %s", (target) => {
    expect(missingRequirements(target, ready())).toEqual([]);
  });

  test("unnamed submissions are listed by id", () => {
    const f = ready({
      submissions: [
        { id: 7, name: null, creatorId: 1 },
        { id: 8, name: "  ", creatorId: 2 },
        { id: 9, name: "ok", creatorId: 3 },
      ],
    });
    expect(missingRequirements(S.vote, f)).toEqual(["submission name (7)", "submission name (8)"]);
  });

  test("judging: incomplete screeners, out-of-bounds votes and strays", () => {
    const f = ready({
      screeningVoteCount: 2,
      screeners: [
        { id: 201, username: "Scr" },
        { id: 202, username: "Lazy" },
        { id: 203, username: "Wild" },
      ],
      screenings: [
        { screenerId: 201, screenerName: "Scr", submissionId: 1, vote: 2 },
        { screenerId: 201, screenerName: "Scr", submissionId: 2, vote: 1 },
        { screenerId: 202, screenerName: "Lazy", submissionId: 1, vote: 1 },
        { screenerId: 203, screenerName: "Wild", submissionId: 1, vote: 5 },
        { screenerId: 203, screenerName: "Wild", submissionId: 2, vote: 1 },
        { screenerId: 999, screenerName: "Gone", submissionId: 2, vote: 2 },
      ],
    });
    expect(missingRequirements(S.judging, f)).toEqual([
      "screener incomplete (Lazy)",
      "screener has a vote for a value out of bounds (Wild)",
      "Gone has a saved screening despite not being a screener",
    ]);
  });

  test("judging: a screener needs no more placements than there are other entries to place them on", () => {
    const f = ready({
      screeningVoteCount: 5,
      submissions: [
        { id: 1, name: "A", creatorId: 201 },
        { id: 2, name: "B", creatorId: 102 },
      ],
      screenings: [{ screenerId: 201, screenerName: "Scr", submissionId: 2, vote: 3 }],
    });
    expect(missingRequirements(S.judging, f)).toEqual([]);
  });

  test("complete: incomplete judges, unjudged passing entries and strays; entries below the threshold need no judging", () => {
    const f = ready({
      judgingThreshold: 2,
      judges: [
        { id: 301, username: "Jud" },
        { id: 302, username: "Half" },
      ],
      submissions: [
        { id: 1, name: "A", creatorId: 101 },
        { id: 2, name: "B", creatorId: 102 },
        { id: 3, name: "C", creatorId: 302 },
      ],
      screenings: [
        { screenerId: 201, screenerName: "Scr", submissionId: 1, vote: 2 },
        { screenerId: 201, screenerName: "Scr", submissionId: 3, vote: 1 },
        { screenerId: 202, screenerName: "S2", submissionId: 3, vote: 1 },
      ],
      screeners: [
        { id: 201, username: "Scr" },
        { id: 202, username: "S2" },
      ],
      judgings: [
        { judgeId: 301, judgeName: "Jud", submissionId: 1, scoredCriteria: 2 },
        { judgeId: 302, judgeName: "Half", submissionId: 1, scoredCriteria: 1 },
        { judgeId: 301, judgeName: "Jud", submissionId: 3, scoredCriteria: 2 },
        { judgeId: 999, judgeName: "Gone", submissionId: 3, scoredCriteria: 2 },
      ],
    });
    // entry 2 has 0 stars (< 2): not judged, fine. Entry 3 (2 stars) is Half's own: Jud's judging is enough.
    expect(missingRequirements(S.complete, f)).toEqual([
      "Gone has a saved judging despite not being a judge",
      "judge incomplete (Half)",
    ]);
    const g = ready({ ...f, judgings: f.judgings.filter((j) => j.submissionId !== 1 || j.judgeId !== 302) });
    expect(missingRequirements(S.locked, g)).toEqual([
      "Gone has a saved judging despite not being a judge",
      "judging incomplete (1)",
    ]);
  });

  test("screening totals come from current screeners only", () => {
    const totals = screeningTotalsBySubmission({
      screeningVoteCount: 3,
      screeningBonus: true,
      screeners: [{ id: 1, username: "a" }],
      screenings: [
        { screenerId: 1, screenerName: "a", submissionId: 10, vote: 3 },
        { screenerId: 2, screenerName: "b", submissionId: 10, vote: 2 },
      ],
    });
    expect(totals.get(10)).toBe(4);
  });
});

describe("the anonymiser's CSV", () => {
  test.each([
    ["a,b,c", ["a", "b", "c"]],
    ['"x, y",2,"say ""hi"""', ["x, y", "2", 'say "hi"']],
    [" a , 1 , m ", ["a", "1", "m"]],
    ['"open,1,x', null],
    ['"a"b,1,x', null],
  ])("split %j", (line, fields) => {
    expect(splitCsvLine(line)).toEqual(fields);
  });

  test("parses lines, skips a header and blank lines", () => {
    expect(parseAnonymisationCsv("username,osu id,mask\n\nAlice,123,Entry 1\r\nBob,41234,Entry 2\n")).toEqual([
      { line: 3, username: "Alice", osuId: 123, name: "Entry 1" },
      { line: 4, username: "Bob", osuId: 41234, name: "Entry 2" },
    ]);
  });

  test.each([
    ["Alice,123", 'Malformed CSV on line 1: expected "username,osu id,anonymised name"'],
    ["Alice,123,Entry\nBob,12x,Entry", 'Malformed CSV on line 2: expected "username,osu id,anonymised name"'],
    ["Alice,123,Entry\nBob,-5,Entry", 'Malformed CSV on line 2: expected "username,osu id,anonymised name"'],
    ["Alice,123,", "Malformed CSV on line 1: missing anonymised name"],
    ["Alice,123,a\nBob,123,b", "Malformed CSV on line 2: osu! id 123 appears twice"],
    ["", "The CSV has no entries"],
    ["username,id,mask", "The CSV has no entries"],
    [`a,1,${"x".repeat(101)}`, "Submission name must be at most 100 characters (line 1)"],
    ["Alice,99999999999,a", 'Malformed CSV on line 1: expected "username,osu id,anonymised name"'],
  ])("refuses %j", (text, message) => {
    expect(parseAnonymisationCsv(text)).toEqual({ code: "BAD_USER_INPUT", message });
  });

  test("name sync matches osu! ids exactly, never as a substring", () => {
    const entries = parseAnonymisationCsv("Bob,41234,Entry 2\nCarol,1234,Entry 3");
    if (!Array.isArray(entries)) throw new Error("parse failed");
    const r = matchCsvNames(
      [
        { id: 1, creatorOsuId: 123, creatorName: "Alice" },
        { id: 2, creatorOsuId: 41234, creatorName: "Bob" },
        { id: 3, creatorOsuId: 1234, creatorName: "Carol" },
      ],
      entries,
    );
    // The original matched Alice (123) to Bob's line (41234 contains "123").
    expect(r).toEqual({
      renames: [
        { submissionId: 2, name: "Entry 2" },
        { submissionId: 3, name: "Entry 3" },
      ],
      unmatched: ["Alice"],
    });
  });
});

describe("visibility", () => {
  const roles = (over: Partial<import("./contests.rules").ContestRoles> = {}) => ({ ...NO_ROLES, ...over });
  const statuses = Object.values(S);

  test.each(statuses.flatMap((status) => [true, false].map((isApproved) => [status, isApproved] as const)))(
    "%s, approved=%s",
    (status, isApproved) => {
      const c = { status, isApproved };
      const publicNow = isApproved && status !== S.hidden;
      expect(isPubliclyVisible(c)).toBe(publicNow);
      // a member with no role
      expect(canSeeContest(c, roles())).toBe(publicNow);
      expect(canReadResults(c, roles())).toBe(publicNow && status === S.complete);
      expect(canSeeEntrant(c, roles(), false)).toBe(publicNow && status === S.complete);
      expect(canSeeEntrant(c, roles(), true)).toBe(true);
      // screeners and judges: their contest once it left Hidden, but never results before completion
      for (const r of [roles({ isScreener: true }), roles({ isJudge: true })]) {
        expect(canSeeContest(c, r)).toBe(publicNow || status !== S.hidden);
        expect(canReadResults(c, r)).toBe(publicNow && status === S.complete);
      }
      // creators and admins: everything
      for (const r of [roles({ isCreator: true }), roles({ isAdmin: true })]) {
        expect(canSeeContest(c, r)).toBe(true);
        expect(canReadResults(c, r)).toBe(true);
        expect(canManage(r)).toBe(true);
        expect(canSeeDownload(c, r)).toBe(true);
      }
      expect(canSeeDownload(c, roles())).toBe(publicNow && status !== S.beatmapping);
    },
  );
});
