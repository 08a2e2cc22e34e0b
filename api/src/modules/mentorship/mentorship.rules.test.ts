import { MentorshipGroup as G, MentorshipMode } from "./mentorship.enums";
import {
  adminChangeProblem,
  badgeAdjustProblem,
  cleanCycleName,
  cycleFieldsProblem,
  cycleUniqueProblem,
  deleteConfirmationProblem,
  groupProblem,
  MENTORSHIP_TEXT as T,
  mentorDays,
  modeProblem,
  phaseProblem,
  planAddParticipant,
  planCycleWrite,
  removeParticipantProblem,
  skipsPhases,
  tenureText,
  tenureYears,
  togglePhase,
  togglePhaseProblem,
  urlProblem,
  type RecordFacts,
  type TenureRecord,
} from "./mentorship.rules";

const d = (s: string) => new Date(s);
const msg = (p: { message: string } | null) => p?.message ?? null;

describe("cycle fields", () => {
  const ok = { number: 3, name: "Cycle", startDate: d("2025-01-01"), endDate: d("2025-04-01"), url: null };
  test.each<[string, Parameters<typeof cycleFieldsProblem>[0], string | null]>([
    ["complete", ok, null],
    ["missing number", { ...ok, number: null }, T.missingInput],
    ["blank name", { ...ok, name: "   " }, T.missingInput],
    ["missing start", { ...ok, startDate: null }, T.missingInput],
    ["zero number", { ...ok, number: 0 }, T.invalidNumber],
    ["fractional number", { ...ok, number: 1.5 }, T.invalidNumber],
    ["huge number", { ...ok, number: 100_001 }, T.invalidNumber],
    ["long name", { ...ok, name: "x".repeat(101) }, T.nameTooLong],
    ["100 chars after trim", { ...ok, name: `  ${"x".repeat(100)}  ` }, null],
    ["bad url", { ...ok, url: "javascript:alert(1)" }, T.invalidUrl],
    ["ftp url", { ...ok, url: "ftp://x.org" }, T.invalidUrl],
    ["empty url = none", { ...ok, url: "  " }, null],
    ["long url", { ...ok, url: `https://x.org/${"a".repeat(500)}` }, T.urlTooLong],
    ["start after end", { ...ok, startDate: d("2025-05-01") }, T.datesOutOfOrder],
    ["same day", { ...ok, endDate: d("2025-01-01") }, null],
    ["invalid date", { ...ok, endDate: new Date("nope") }, T.invalidDate],
  ])("%s", (_name, fields, expected) => {
    expect(msg(cycleFieldsProblem(fields, { partial: false }))).toBe(expected);
  });

  test("a partial edit checks the dates against the stored ones", () => {
    const current = { startDate: d("2025-01-01"), endDate: d("2025-04-01") };
    expect(msg(cycleFieldsProblem({ endDate: d("2024-12-01") }, { partial: true, current }))).toBe(T.datesOutOfOrder);
    expect(msg(cycleFieldsProblem({ startDate: d("2025-03-01") }, { partial: true, current }))).toBe(null);
    expect(msg(cycleFieldsProblem({ name: "  " }, { partial: true, current }))).toBe(T.missingInput);
    expect(msg(cycleFieldsProblem({}, { partial: true, current }))).toBe(null);
  });

  test("names are trimmed; uniqueness ignores the cycle itself", () => {
    expect(cleanCycleName("  Spring  ")).toBe("Spring");
    expect(msg(cycleUniqueProblem({ numberTakenBy: 2 }))).toBe(T.numberTaken);
    expect(msg(cycleUniqueProblem({ nameTakenBy: 2 }))).toBe(T.nameTaken);
    expect(msg(cycleUniqueProblem({ numberTakenBy: 2, nameTakenBy: 2 }, 2))).toBe(null);
    expect(cycleUniqueProblem({ numberTakenBy: 2 })?.code).toBe("CONFLICT");
  });

  test.each([
    ["Spring", "Spring", null],
    ["Spring", "  Spring ", null],
    ["Spring", "spring", T.confirmName],
    ["Spring", "", T.confirmName],
  ])("delete confirmation %s / %j", (name, typed, expected) => {
    expect(msg(deleteConfirmationProblem(name, typed))).toBe(expected);
  });

  test("urls", () => {
    expect(urlProblem("https://osu.ppy.sh/home/news/x")).toBeNull();
    expect(msg(urlProblem("https://"))).toBe(T.invalidUrl);
  });
});

describe("options", () => {
  test.each([
    ["osu", null],
    ["maniaGraduation", null],
    ["storyboard", null],
    ["hybrid", T.invalidMode],
    ["", T.invalidMode],
  ])("mode %j", (mode, expected) => expect(msg(modeProblem(mode))).toBe(expected));
  test.each([
    ["mentor", null],
    ["extraMentor", null],
    ["mentee", null],
    ["admin", T.invalidGroup],
  ])("group %j", (group, expected) => expect(msg(groupProblem(group))).toBe(expected));
  test.each([
    [1, null],
    [3, null],
    [0, T.invalidPhase],
    [4, T.invalidPhase],
    [1.5, T.invalidPhase],
  ])("phase %j", (phase, expected) => expect(msg(phaseProblem(phase))).toBe(expected));
});

const mentor = (userId: number, phases = [1, 2, 3], id = userId * 10): RecordFacts => ({
  id,
  userId,
  group: G.mentor,
  mentorId: null,
  phases,
});
const mentee = (userId: number, mentorId: number, phases: number[], id = userId * 10 + mentorId): RecordFacts => ({
  id,
  userId,
  group: G.mentee,
  mentorId,
  phases,
});
const extra = (userId: number, mentorId: number, phases: number[]): RecordFacts => ({
  id: userId * 100,
  userId,
  group: G.extraMentor,
  mentorId,
  phases,
});

describe("adding participants", () => {
  test.each<[string, RecordFacts[], number, G, number | null, string | number[]]>([
    ["new mentor gets all phases", [], 1, G.mentor, null, [1, 2, 3]],
    ["mentor twice", [mentor(1)], 1, G.mentor, null, T.alreadyMentor],
    ["extra mentor as mentor", [mentor(2), extra(1, 2, [1])], 1, G.mentor, null, T.alreadyMentor],
    ["extra mentor takes the mentor's phases", [mentor(2, [2, 3])], 1, G.extraMentor, 2, [2, 3]],
    ["extra mentor who mentors", [mentor(1), mentor(2)], 1, G.extraMentor, 2, T.alreadyMentor],
    ["extra mentor without mentor", [], 1, G.extraMentor, 2, T.mentorMissing],
    ["mentee of a non-mentor", [mentee(2, 3, [1])], 1, G.mentee, 2, T.mentorMissing],
    ["own mentee", [mentor(1)], 1, G.mentee, 1, T.ownMentor],
    ["mentee gets all mentor phases", [mentor(2)], 1, G.mentee, 2, [1, 2, 3]],
    ["mentee gets the phases not covered", [mentor(2), mentor(3), mentee(1, 3, [1])], 1, G.mentee, 2, [2, 3]],
    ["mentee only in the mentor's phases", [mentor(2, [1, 2]), mentor(3), mentee(1, 3, [1])], 1, G.mentee, 2, [2]],
    ["mentee covered everywhere", [mentor(2), mentor(3), mentee(1, 3, [1, 2, 3])], 1, G.mentee, 2, T.alreadyMenteeAllPhases],
  ])("%s", (_name, records, userId, group, mentorId, expected) => {
    const plan = planAddParticipant(records, userId, group, mentorId);
    if (typeof expected === "string") expect("problem" in plan && plan.problem.message).toBe(expected);
    else expect(plan).toEqual({ phases: expected });
  });
});

describe("phase toggles", () => {
  const records = [mentor(1, [1, 2]), mentee(2, 1, [1]), mentor(3), mentee(2, 3, [2]), extra(4, 1, [1])];
  test.each<[string, RecordFacts, number, string | null]>([
    ["mentor drops a phase without mentees", records[0], 2, null],
    ["mentor drops a phase with a mentee", records[0], 1, T.mentorHasMenteesInPhase],
    ["mentor adds a phase", records[0], 3, null],
    ["mentee adds a phase the mentor skips", records[1], 3, T.menteeOutsideMentorPhases],
    ["mentee adds a phase another mentor covers", records[1], 2, T.menteeAlreadyInPhase],
    ["mentee drops their last phase", records[1], 1, T.lastPhase],
    ["mentee adds a free phase", records[3], 3, null],
    ["extra mentor adds a phase the mentor mentors", records[4], 2, null],
    ["extra mentor adds a phase the mentor skips", records[4], 3, T.extraMentorOutsideMentorPhases],
    ["phase 4", records[0], 4, T.invalidPhase],
  ])("%s", (_name, record, phase, expected) => {
    expect(msg(togglePhaseProblem(record, phase, records))).toBe(expected);
  });

  test("toggling keeps phases sorted", () => {
    expect(togglePhase([1, 3], 2)).toEqual([1, 2, 3]);
    expect(togglePhase([1, 2, 3], 2)).toEqual([1, 3]);
    expect(skipsPhases([1, 3])).toBe(true);
    expect(skipsPhases([1, 2, 3])).toBe(false);
  });

  test.each<[string, RecordFacts[], number, string | null]>([
    ["not in the cycle and mode", [mentor(1)], 9, T.notParticipant],
    ["mentor with a mentee", [mentor(1), mentee(2, 1, [1])], 1, T.mentorHasParticipants],
    ["mentor with an extra mentor", [mentor(1), extra(2, 1, [1])], 1, T.mentorHasParticipants],
    ["lone mentor", [mentor(1), mentor(3), mentee(2, 3, [1])], 1, null],
    ["mentee", [mentor(1), mentee(2, 1, [1])], 2, null],
  ])("remove: %s", (_name, records, userId, expected) => {
    expect(msg(removeParticipantProblem(records, userId))).toBe(expected);
  });
});

describe("tenure", () => {
  const now = d("2026-01-01");
  const cycle = (cycleId: number, start: string, end: string, phases: number[], group = G.mentor): TenureRecord => ({
    cycleId,
    group,
    phases,
    startDate: d(start),
    endDate: d(end),
  });
  const year = (n: number, phases = [1, 2, 3]) => [
    cycle(n * 10 + 1, `${2000 + n}-01-01`, `${2000 + n}-03-31`, phases),
    cycle(n * 10 + 2, `${2000 + n}-04-01`, `${2000 + n}-06-30`, phases),
    cycle(n * 10 + 3, `${2000 + n}-07-01`, `${2000 + n}-09-30`, phases),
    cycle(n * 10 + 4, `${2000 + n}-10-01`, `${2000 + n}-12-31`, phases),
  ];

  test.each<[string, TenureRecord[], number, number]>([
    ["nothing", [], 0, 0],
    ["one full 90-day cycle", [cycle(1, "2025-01-01", "2025-04-01", [1, 2, 3])], 90, 0],
    ["one phase of a 90-day cycle", [cycle(1, "2025-01-01", "2025-04-01", [2])], 30, 0],
    ["a running cycle does not count", [cycle(1, "2025-12-01", "2026-02-01", [1, 2, 3])], 0, 0],
    ["mentee records do not count", [cycle(1, "2025-01-01", "2025-04-01", [1, 2, 3], G.mentee)], 0, 0],
    ["extra mentor counts", [cycle(1, "2025-01-01", "2025-04-01", [1, 2, 3], G.extraMentor)], 90, 0],
    [
      "two modes in one cycle count once (the most phases)",
      [cycle(1, "2025-01-01", "2025-04-01", [1]), cycle(1, "2025-01-01", "2025-04-01", [1, 2, 3])],
      90,
      0,
    ],
    ["four full cycles (a leap year) = one year", year(20), 362, 1],
    ["four cycles of two phases = 8 phases, short of a year", year(20, [1, 2]), 241, 0],
    ["eight full cycles = two years", [...year(20), ...year(21)], 723, 2],
    ["six full cycles = one year", [...year(20), ...year(21).slice(0, 2)], 362 + 89 + 90, 1],
  ])("%s", (_name, records, days, years) => {
    expect(mentorDays(records, now)).toBe(days);
    expect(tenureYears(records, now)).toBe(years);
  });

  test("the tenure text", () => {
    expect(tenureText(0)).toBe("Mentor for 0 years and 0 days across all cycles and game modes");
    expect(tenureText(800)).toBe("Mentor for 2 years and 70 days across all cycles and game modes");
  });
});

describe("badges and admins", () => {
  test.each([
    [0, 1, null],
    [1, -1, null],
    [0, -1, T.badgeNegative],
    [20, 1, T.badgeTooHigh],
    [2, 2, T.badgeDelta],
    [2, 0, T.badgeDelta],
  ])("badge %i %+i", (current, delta, expected) => expect(msg(badgeAdjustProblem(current, delta))).toBe(expected));

  test.each([
    [false, true, null],
    [true, false, null],
    [true, true, T.alreadyAdmin],
    [false, false, T.notAdmin],
  ])("admin %j -> %j", (current, value, expected) => expect(msg(adminChangeProblem(current, value))).toBe(expected));
});

describe("planCycleWrite: a whole cycle at once", () => {
  const osu = MentorshipMode.osu;
  const p = (userId: number, group: G, mentorUserId: number | null = null, phases: number[] | null = null, mode = osu) => ({
    label: `Participant ${userId}`,
    userId,
    mode,
    group,
    mentorUserId,
    phases,
  });

  it("adds mentors first, then extra mentors and mentees with the mentor's phases", () => {
    const plan = planCycleWrite([], [p(3, G.mentee, 1), p(1, G.mentor, null, [1, 2]), p(2, G.extraMentor, 1)]);
    expect(plan).toEqual({
      skipped: 0,
      records: [
        { userId: 1, mode: osu, group: G.mentor, mentorId: null, phases: [1, 2] },
        { userId: 3, mode: osu, group: G.mentee, mentorId: 1, phases: [1, 2] },
        { userId: 2, mode: osu, group: G.extraMentor, mentorId: 1, phases: [1, 2] },
      ],
    });
  });

  it("skips what the cycle already has (same member, mode, group and mentor)", () => {
    const existing = [{ userId: 1, mode: osu, group: G.mentor, mentorId: null, phases: [1, 2, 3] }];
    expect(planCycleWrite(existing, [p(1, G.mentor)])).toEqual({ records: [], skipped: 1 });
    // Another mode is another participation.
    expect(planCycleWrite(existing, [p(1, G.mentor, null, null, MentorshipMode.taiko)])).toMatchObject({ skipped: 0 });
  });

  it.each([
    ["a mentee without mentor", [p(3, G.mentee)], T.mentorMissing],
    ["a mentor who is not one", [p(3, G.mentee, 9)], T.mentorMissing],
    ["their own mentor", [p(1, G.mentor), p(1, G.extraMentor, 1)], T.ownMentor],
    ["a phase outside the mentor's", [p(1, G.mentor, null, [1]), p(3, G.mentee, 1, [2])], T.menteeOutsideMentorPhases],
    ["no phase", [p(1, G.mentor, null, [])], T.lastPhase],
    ["phase 4", [p(1, G.mentor, null, [4])], T.invalidPhase],
  ])("refuses %s, naming the participant", (_name, participants, message) => {
    const plan = planCycleWrite([], participants);
    expect("problem" in plan && plan.problem.message).toBe(`${participants[participants.length - 1].label}: ${message}`);
  });
});
