// Over 400 lines: the contest rules are one table of small pure functions (phases, visibility, votes, scoring) that cross-reference each other; their tests mirror the sections below.
/**
 * Pure rules of the contests area (README.md in this folder): each returns a Problem (or nothing) or a plain value.
 * No I/O; the services load the facts and apply these.
 */
import { badInputProblem, conflictProblem, forbiddenProblem, type Problem } from "../../core/errors";
import { ContestStatus } from "./contest.entity";

// ---------------------------------------------------------------------------------------------------------------------
// Limits and texts

export const CONTEST_LIMITS = {
  nameMax: 100,
  submissionNameMax: 100,
  urlMax: 500,
  descriptionMax: 20_000,
  screeningCommentMax: 1000,
  judgingCommentMax: 3000,
  voteCountMin: 1,
  voteCountMax: 10,
  thresholdMax: 10_000,
  criteriaNameMax: 50,
  criteriaMaxScore: 1000,
  criteriaPerContest: 20,
  creatorsPerContest: 10,
  staffPerContest: 50,
  submissionsPerContest: 1000,
  csvLines: 1000,
  searchMax: 100,
} as const;

/** The original's user-facing texts, kept verbatim where it had one. */
export const CONTEST_MSG = {
  missingName: "Missing contest name",
  duplicateName: "Contest with this name already exists!",
  nameTooLong: `Contest name must be at most ${CONTEST_LIMITS.nameMax} characters`,
  notFound: "Cannot find contest!",
  templateNotFound: "Cannot find contest template!",
  submissionNotFound: "Cannot find submission!",
  criteriaNotFound: "Invalid criteria",
  notCreator: "You are not the contest creator!",
  noCreator: "Contest has no creator",
  completedReadOnly: "Cannot edit this section of completed contests",
  invalidUrl: "Not a valid URL",
  invalidListingUrl: "Invalid contest listing URL. If your contest isn't hosted officially on osu!, don't use this section.",
  invalidDate: "Invalid date",
  startAfterEnd: "Start date must be before end date!",
  endBeforeStart: "End date must be after start date!",
  invalidNumber: "Invalid number",
  descriptionTooLong: `Description must be at most ${CONTEST_LIMITS.descriptionMax} characters`,
  cannotDelete: 'Cannot delete contest at this stage. Set status to "Hidden" instead.',
  deleted: "Deleted",
  queuedForApproval: 'Your contest has been queued for approval. Once approved, it will appear in "Active contests".',
  // submissions
  notAccepting: "Contest is not accepting new submissions!",
  noLongerAccepting: "This contest is no longer accepting new submissions.",
  notYetAccepting: (start: Date) => `Contest not accepting submissions until ${formatDate(start)}`,
  creatorCannotSubmit: "Contest creators cannot submit entries to their own contest",
  userMissing:
    "User doesn't exist. Make sure they've logged into this website at least once! If you still run into problems, contact an admin.",
  alreadySubmitted: "This user already has a submission in this contest",
  missingSubmissionName: "Missing submission name",
  submissionNameTooLong: `Submission name must be at most ${CONTEST_LIMITS.submissionNameMax} characters`,
  tooManySubmissions: `A contest has at most ${CONTEST_LIMITS.submissionsPerContest} submissions`,
  csvOnlyWithoutSubmissions: "Submissions can only be added from CSV when the contest has no submissions",
  csvNeedsListing: "Submissions can only be added from CSV when an osu! contest listing URL is set",
  // staff
  alreadyScreener: "User is already a screener!",
  notScreener: "User is not a screener!",
  alreadyJudge: "User is already a judge!",
  notJudge: "User is not a judge!",
  alreadyCreator: "User is already a creator!",
  tooManyStaff: `A contest has at most ${CONTEST_LIMITS.staffPerContest} screeners and ${CONTEST_LIMITS.staffPerContest} judges`,
  tooManyCreators: `A contest has at most ${CONTEST_LIMITS.creatorsPerContest} creators`,
  invalidCriteriaName: "Invalid name",
  invalidMaxScore: "Invalid maxScore",
  duplicateCriteria: "This contest already has a criteria with that name",
  tooManyCriteria: `A contest has at most ${CONTEST_LIMITS.criteriaPerContest} criteria`,
  // screening / judging / voting
  notScreenerOfContest: "You're not a screener for this contest!",
  notJudgeOfContest: "You're not a judge for this contest!",
  notInScreening: "This contest is not in the screening phase",
  notInJudging: "Invalid contest",
  notInVote: "This contest is not in the community vote phase",
  voteClosed: "Community voting for this contest has ended",
  ownEntry: "You cannot vote for or score your own entry",
  screeningCommentTooLong: `Comments must be at most ${CONTEST_LIMITS.screeningCommentMax} characters`,
  judgingCommentTooLong: `Comments must be at most ${CONTEST_LIMITS.judgingCommentMax} characters`,
  negativeScore: "Must be positive number or 0",
  scoreTooHigh: "Score is higher than expected",
  belowThreshold: "This entry did not receive enough screening votes to reach the judging stage",
  commentsDisabled: "Comments are switched off for this contest",
  // results
  resultsHidden: "Results are shown once the contest is complete",
} as const;

/** "2026-11-20 18:00 UTC": dates in messages, independent of the server's locale. */
export function formatDate(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Field validation

export function contestNameProblem(name: string): Problem | null {
  if (!name.trim()) return badInputProblem(CONTEST_MSG.missingName);
  if (name.trim().length > CONTEST_LIMITS.nameMax) return badInputProblem(CONTEST_MSG.nameTooLong);
  return null;
}

/**
 * A URL a member typed: empty means "none" (null); otherwise an absolute http(s) URL without spaces, at most 500
 * characters. Anything else (javascript:, data:, ftp:, relative paths) is "Not a valid URL".
 */
export function parseHttpUrl(value: string | null | undefined): { url: string | null } | Problem {
  const v = (value ?? "").trim();
  if (!v) return { url: null };
  if (v.length > CONTEST_LIMITS.urlMax || !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v))
    return badInputProblem(CONTEST_MSG.invalidUrl);
  try {
    const u = new URL(v);
    if (u.protocol !== "http:" && u.protocol !== "https:") return badInputProblem(CONTEST_MSG.invalidUrl);
  } catch {
    return badInputProblem(CONTEST_MSG.invalidUrl);
  }
  return { url: v };
}

export const OSU_CONTEST_LISTING_PREFIX = "https://osu.ppy.sh/community/contests/";

/** The official osu! listing: empty (none) or a URL under https://osu.ppy.sh/community/contests/. */
export function parseListingUrl(value: string | null | undefined): { url: string | null } | Problem {
  const parsed = parseHttpUrl(value);
  if ("code" in parsed) return badInputProblem(CONTEST_MSG.invalidListingUrl);
  if (parsed.url && !parsed.url.startsWith(OSU_CONTEST_LISTING_PREFIX)) return badInputProblem(CONTEST_MSG.invalidListingUrl);
  return parsed;
}

/** Whether a rule's answer is a Problem (the parse rules answer with a value or a Problem). */
export const isProblem = (v: unknown): v is Problem => !!v && typeof v === "object" && "code" in v && "message" in v;

/** Start and end of the submission window: a valid date each, start strictly before end. */
export function contestDatesProblem(start: Date | null, end: Date | null, changed: "start" | "end" | "both"): Problem | null {
  for (const d of [start, end]) if (d && Number.isNaN(d.getTime())) return badInputProblem(CONTEST_MSG.invalidDate);
  if (start && end && start.getTime() >= end.getTime())
    return badInputProblem(changed === "end" ? CONTEST_MSG.endBeforeStart : CONTEST_MSG.startAfterEnd);
  return null;
}

/** Screening stars and community votes per member: an integer 1..10. */
export function voteCountProblem(n: number): Problem | null {
  return Number.isInteger(n) && n >= CONTEST_LIMITS.voteCountMin && n <= CONTEST_LIMITS.voteCountMax
    ? null
    : badInputProblem(CONTEST_MSG.invalidNumber);
}

export function thresholdProblem(n: number): Problem | null {
  return Number.isInteger(n) && n >= 0 && n <= CONTEST_LIMITS.thresholdMax ? null : badInputProblem(CONTEST_MSG.invalidNumber);
}

export function descriptionProblem(text: string): Problem | null {
  return text.length > CONTEST_LIMITS.descriptionMax ? badInputProblem(CONTEST_MSG.descriptionTooLong) : null;
}

export function submissionNameProblem(name: string): Problem | null {
  if (!name.trim()) return badInputProblem(CONTEST_MSG.missingSubmissionName);
  if (name.trim().length > CONTEST_LIMITS.submissionNameMax) return badInputProblem(CONTEST_MSG.submissionNameTooLong);
  return null;
}

/** Criteria: a lower-cased name of 1..50 characters and a whole maximum score of 1..1000. */
export function criteriaProblem(name: string, maxScore: number): Problem | null {
  const n = name.trim();
  if (!n || n.length > CONTEST_LIMITS.criteriaNameMax) return badInputProblem(CONTEST_MSG.invalidCriteriaName);
  if (!Number.isInteger(maxScore) || maxScore < 1 || maxScore > CONTEST_LIMITS.criteriaMaxScore)
    return badInputProblem(CONTEST_MSG.invalidMaxScore);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Who may edit

/** A completed contest is read-only except for admins. */
export function editableProblem(status: ContestStatus, isAdmin: boolean): Problem | null {
  return status === ContestStatus.complete && !isAdmin ? forbiddenProblem(CONTEST_MSG.completedReadOnly) : null;
}

/** Only a Hidden contest without submissions may be deleted. */
export function deleteProblem(status: ContestStatus, submissionCount: number): Problem | null {
  return status !== ContestStatus.hidden || submissionCount > 0 ? conflictProblem(CONTEST_MSG.cannotDelete) : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Submission window

export type SubmissionWindow = "open" | "notYetOpen" | "closed";

interface WindowFacts {
  status: ContestStatus;
  contestStart: Date | null;
  contestEnd: Date | null;
}

/** Whether entries are accepted now: Beatmapping phase and start ≤ now ≤ end (both dates set). */
export function submissionWindow(c: WindowFacts, now: Date): SubmissionWindow {
  if (c.status === ContestStatus.hidden || c.status === ContestStatus.beatmapping) {
    if (c.contestStart && now.getTime() < c.contestStart.getTime()) return "notYetOpen";
  }
  if (c.status !== ContestStatus.beatmapping || !c.contestStart || !c.contestEnd) return "closed";
  if (now.getTime() > c.contestEnd.getTime()) return "closed";
  return "open";
}

/** The original's texts for a participant handing in an entry outside the window. */
export function submissionWindowProblem(c: WindowFacts, now: Date): Problem | null {
  if (c.status !== ContestStatus.beatmapping || !c.contestStart || !c.contestEnd)
    return forbiddenProblem(CONTEST_MSG.notAccepting);
  if (now.getTime() < c.contestStart.getTime()) return forbiddenProblem(CONTEST_MSG.notYetAccepting(c.contestStart));
  if (now.getTime() > c.contestEnd.getTime()) return forbiddenProblem(CONTEST_MSG.noLongerAccepting);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// The threshold rule (one rule, used by judging, results, status requirements and judge points)

/**
 * An entry's screening total: the sum of its placements (only placements 1..N count; anything else can only be
 * left over from a lowered N and is reported by the status requirements), plus 1 per placement with the screening
 * bonus.
 */
export function screeningTotal(votes: readonly number[], voteCount: number, bonus: boolean): number {
  let total = 0;
  for (const v of votes) {
    if (!Number.isInteger(v) || v < 1 || v > voteCount) continue;
    total += v + (bonus ? 1 : 0);
  }
  return total;
}

/**
 * THE threshold rule: an entry goes to judging when its screening total (with the bonus) is at least the judging
 * threshold. Threshold 0 lets every entry through. Judging, results, the status requirements and judge points all
 * call this function (the original used ≥ in some places and > in others).
 */
export function passesScreening(total: number, threshold: number): boolean {
  return total >= threshold;
}

// ---------------------------------------------------------------------------------------------------------------------
// Bounds of placements, votes and scores

/** A screener's placement: 0 (none) or 1..N, and a placement other than 0 not already used on another entry. */
export function screeningVoteProblem(vote: number, voteCount: number, usedElsewhere: readonly number[]): Problem | null {
  if (!Number.isInteger(vote) || vote < 0 || vote > voteCount)
    return badInputProblem(`Vote must be a whole number from 0 to ${voteCount}`);
  if (vote > 0 && usedElsewhere.includes(vote))
    return conflictProblem(`You already assigned ${vote} stars to another submission`);
  return null;
}

/**
 * A community vote. Plain mode: vote is 1 (add) or 0 (remove), at most N entries voted. Ordered mode: vote is a
 * rank 1..N (0 removes), each rank on one entry only. `otherVotes` are the voter's votes on OTHER entries of the
 * contest (rank null in plain mode).
 */
export function communityVoteProblem(
  vote: number,
  opts: { voteCount: number; ordered: boolean; otherVotes: readonly (number | null)[] },
): Problem | null {
  const n = opts.voteCount;
  if (opts.ordered) {
    if (!Number.isInteger(vote) || vote < 0 || vote > n) return badInputProblem(`Rank must be a whole number from 0 to ${n}`);
    if (vote > 0 && opts.otherVotes.includes(vote))
      return conflictProblem(`You already assigned rank ${vote} to another submission`);
    return null;
  }
  if (vote !== 0 && vote !== 1) return badInputProblem("Vote must be 0 or 1");
  if (vote === 1 && opts.otherVotes.length >= n) return conflictProblem(`You have already used all ${n} votes`);
  return null;
}

/** A judge's score on one criterion: a whole number 0..maxScore. */
export function judgingScoreProblem(score: number, maxScore: number): Problem | null {
  if (!Number.isInteger(score) || score < 0) return badInputProblem(CONTEST_MSG.negativeScore);
  if (score > maxScore) return badInputProblem(CONTEST_MSG.scoreTooHigh);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// Community vote tallies (bad actors filtered: one function for every place that shows totals)

export interface VoteRow {
  voterId: number;
  submissionId: number;
  rank: number | null;
}

export interface VoteTally {
  /** Counted votes (ranked or not). */
  raw: number;
  /** Plain mode: = raw. Ordered mode: Σ (N + 1 − rank). */
  weighted: number;
  /** Ordered mode: how many counted voters gave rank k + 1 (length N); empty in plain mode. */
  rankCounts: number[];
}

/**
 * A voter whose votes break the contest's current bounds (more than N votes; in ordered mode a missing, out-of-range
 * or repeated rank) is a "bad actor": none of their votes count anywhere — the contest table, every entry's detail
 * and the creators' view all use this one function. Such votes can only exist when the creators lowered N after
 * voting started (the server refuses them otherwise).
 */
export function tallyCommunityVotes(
  votes: readonly VoteRow[],
  voteCount: number,
  ordered: boolean,
): { badActorIds: number[]; tallies: Map<number, VoteTally>; countedVoterIds: number[] } {
  const byVoter = new Map<number, VoteRow[]>();
  for (const v of votes) {
    const list = byVoter.get(v.voterId);
    if (list) list.push(v);
    else byVoter.set(v.voterId, [v]);
  }
  const bad: number[] = [];
  const counted: number[] = [];
  const tallies = new Map<number, VoteTally>();
  for (const [voterId, list] of byVoter) {
    let isBad = list.length > voteCount;
    if (ordered && !isBad) {
      const ranks = list.map((v) => v.rank);
      isBad =
        ranks.some((r) => r === null || !Number.isInteger(r) || r < 1 || r > voteCount) || new Set(ranks).size !== ranks.length;
    }
    if (isBad) {
      bad.push(voterId);
      continue;
    }
    counted.push(voterId);
    for (const v of list) {
      let t = tallies.get(v.submissionId);
      if (!t) tallies.set(v.submissionId, (t = { raw: 0, weighted: 0, rankCounts: ordered ? new Array(voteCount).fill(0) : [] }));
      t.raw += 1;
      if (ordered && v.rank !== null) {
        t.weighted += voteCount + 1 - v.rank;
        t.rankCounts[v.rank - 1] += 1;
      } else t.weighted += 1;
    }
  }
  return { badActorIds: bad.sort((a, b) => a - b), tallies, countedVoterIds: counted.sort((a, b) => a - b) };
}

// ---------------------------------------------------------------------------------------------------------------------
// Status change requirements

export interface StatusFacts {
  contestStart: Date | null;
  contestEnd: Date | null;
  url: string | null;
  description: string;
  mode: string | null;
  download: string | null;
  resultsUrl: string | null;
  screeningVoteCount: number;
  judgingThreshold: number;
  screeningBonus: boolean;
  criteriaCount: number;
  submissions: readonly { id: number; name: string | null; creatorId: number }[];
  screeners: readonly { id: number; username: string }[];
  judges: readonly { id: number; username: string }[];
  /** Every saved screening of the contest (whoever saved it). */
  screenings: readonly { screenerId: number; screenerName: string; submissionId: number; vote: number }[];
  /** Every saved judging of the contest, with how many criteria it scores. */
  judgings: readonly { judgeId: number; judgeName: string; submissionId: number; scoredCriteria: number }[];
}

/**
 * What is missing before the contest may move to `target`, as the original's item texts, in its order. Switching
 * to Hidden never requires anything (a contest can always be taken down).
 */
export function missingRequirements(target: ContestStatus, f: StatusFacts): string[] {
  if (target === ContestStatus.hidden) return [];
  const missing: string[] = [];
  if (!f.contestStart) missing.push("start date");
  if (!f.contestEnd) missing.push("end date");
  if (!f.url) missing.push("details URL");
  if (!f.description.trim()) missing.push("description");
  if (!f.mode) missing.push("mode");
  if (target === ContestStatus.beatmapping) return missing;

  // screening, judging, vote, locked, complete: entries exist, are downloadable and named
  if (f.submissions.length === 0) missing.push("submissions");
  if (!f.download) missing.push("anonymized entries download link");
  for (const s of f.submissions) if (!s.name?.trim()) missing.push(`submission name (${s.id})`);

  if (target === ContestStatus.screening) {
    if (f.screeners.length === 0) missing.push("screening users");
    return missing;
  }
  if (target === ContestStatus.vote) return missing;

  const screenerIds = new Set(f.screeners.map((s) => s.id));
  const judgeIds = new Set(f.judges.map((j) => j.id));

  if (target === ContestStatus.judging) {
    if (f.judges.length === 0) missing.push("judging users");
    if (f.criteriaCount === 0) missing.push("judging criteria");
    for (const s of f.screeners) {
      const mine = f.screenings.filter((x) => x.screenerId === s.id && x.vote !== 0);
      if (mine.some((x) => !Number.isInteger(x.vote) || x.vote < 0 || x.vote > f.screeningVoteCount))
        missing.push(`screener has a vote for a value out of bounds (${s.username})`);
      // A screener cannot place stars on their own entry, and never more stars than there are entries to place them on.
      const placeable = f.submissions.filter((sub) => sub.creatorId !== s.id).length;
      if (mine.length < Math.min(f.screeningVoteCount, placeable)) missing.push(`screener incomplete (${s.username})`);
    }
    const strays = new Map<number, string>();
    for (const x of f.screenings) if (!screenerIds.has(x.screenerId)) strays.set(x.screenerId, x.screenerName);
    for (const name of strays.values()) missing.push(`${name} has a saved screening despite not being a screener`);
    return missing;
  }

  // locked, complete
  if (target === ContestStatus.complete && !f.resultsUrl) missing.push("results url");
  const strays = new Map<number, string>();
  for (const j of f.judgings) if (!judgeIds.has(j.judgeId)) strays.set(j.judgeId, j.judgeName);
  for (const name of strays.values()) missing.push(`${name} has a saved judging despite not being a judge`);
  if (f.judges.length > 0) {
    const incompleteJudges = new Set<string>();
    for (const j of f.judgings)
      if (judgeIds.has(j.judgeId) && j.scoredCriteria !== f.criteriaCount) incompleteJudges.add(j.judgeName);
    for (const name of incompleteJudges) missing.push(`judge incomplete (${name})`);
    // Every entry that passed screening is judged by every judge (a judge never scores their own entry).
    const totals = screeningTotalsBySubmission(f);
    for (const s of f.submissions) {
      if (!passesScreening(totals.get(s.id) ?? 0, f.judgingThreshold)) continue;
      const expected = f.judges.filter((j) => j.id !== s.creatorId).length;
      const done = f.judgings.filter((j) => j.submissionId === s.id && judgeIds.has(j.judgeId)).length;
      if (done < expected) missing.push(`judging incomplete (${s.id})`);
    }
  }
  return missing;
}

/** Screening totals of the entries (current screeners' placements only). */
export function screeningTotalsBySubmission(
  f: Pick<StatusFacts, "screenings" | "screeners" | "screeningVoteCount" | "screeningBonus">,
): Map<number, number> {
  const screenerIds = new Set(f.screeners.map((s) => s.id));
  const votes = new Map<number, number[]>();
  for (const x of f.screenings) {
    if (!screenerIds.has(x.screenerId)) continue;
    const list = votes.get(x.submissionId);
    if (list) list.push(x.vote);
    else votes.set(x.submissionId, [x.vote]);
  }
  const totals = new Map<number, number>();
  for (const [id, list] of votes) totals.set(id, screeningTotal(list, f.screeningVoteCount, f.screeningBonus));
  return totals;
}

/** "Missing requirements: a, b, c!" when something is missing. */
export function statusChangeProblem(target: ContestStatus, facts: StatusFacts): Problem | null {
  const missing = missingRequirements(target, facts);
  return missing.length ? badInputProblem(`Missing requirements: ${missing.join(", ")}!`) : null;
}

// ---------------------------------------------------------------------------------------------------------------------
// The anonymiser's CSV

export interface CsvEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  username: string;
  osuId: number;
  name: string;
}

/** Splits one CSV line into fields (double quotes may enclose a field; "" inside quotes is a quote). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null; // unterminated quote
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += line[i++];
      }
      if (i < line.length && line[i] !== ",") return null;
    } else {
      while (i < line.length && line[i] !== ",") field += line[i++];
    }
    fields.push(field.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

/**
 * The anonymiser's output: one `username,osu id,anonymised name` line per entry (more columns are ignored; a first
 * line whose osu id column is not a number is a header and skipped; blank lines are skipped). The osu! id must be a
 * whole positive number and is matched exactly, never as a substring. A malformed line refuses the whole text.
 */
export function parseAnonymisationCsv(text: string): CsvEntry[] | Problem {
  const lines = text.split(/\r?\n/);
  if (lines.length > CONTEST_LIMITS.csvLines + 1)
    return badInputProblem(`CSV must have at most ${CONTEST_LIMITS.csvLines} lines`);
  const out: CsvEntry[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (!raw) continue;
    const fields = splitCsvLine(raw);
    const bad = () => badInputProblem(`Malformed CSV on line ${i + 1}: expected "username,osu id,anonymised name"`);
    if (!fields || fields.length < 3) return bad();
    const [username, idText, name] = fields;
    if (!/^[1-9][0-9]{0,9}$/.test(idText) || Number(idText) > 2_147_483_647) {
      if (out.length === 0 && i === lines.findIndex((l) => l.trim()) && !/^[0-9]+$/.test(idText)) continue; // header
      return bad();
    }
    if (!username || username.length > 32) return bad();
    if (!name) return badInputProblem(`Malformed CSV on line ${i + 1}: missing anonymised name`);
    if (name.length > CONTEST_LIMITS.submissionNameMax)
      return badInputProblem(`${CONTEST_MSG.submissionNameTooLong} (line ${i + 1})`);
    const osuId = Number(idText);
    if (seen.has(osuId)) return badInputProblem(`Malformed CSV on line ${i + 1}: osu! id ${osuId} appears twice`);
    seen.add(osuId);
    out.push({ line: i + 1, username, osuId, name });
  }
  if (out.length === 0) return badInputProblem("The CSV has no entries");
  return out;
}

/** Name sync: each entry's new name from the CSV line whose osu! id equals its creator's osu! id exactly. */
export function matchCsvNames(
  submissions: readonly { id: number; creatorOsuId: number; creatorName: string }[],
  entries: readonly CsvEntry[],
): { renames: { submissionId: number; name: string }[]; unmatched: string[] } {
  const byOsuId = new Map(entries.map((e) => [e.osuId, e]));
  const renames: { submissionId: number; name: string }[] = [];
  const unmatched: string[] = [];
  for (const s of submissions) {
    const e = byOsuId.get(s.creatorOsuId);
    if (e) renames.push({ submissionId: s.id, name: e.name });
    else unmatched.push(s.creatorName);
  }
  return { renames, unmatched };
}

// ---------------------------------------------------------------------------------------------------------------------
// Listing search

/** A name search: trimmed, at most 100 characters, as a LIKE pattern with %, _ and \ escaped. */
export function likePattern(search: string): string | Problem {
  const s = search.trim();
  if (s.length > CONTEST_LIMITS.searchMax) return badInputProblem("Search is too long");
  return `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Visibility (README.md "Who sees what")

/** The viewer's relation to one contest. */
export interface ContestRoles {
  isAdmin: boolean;
  isCreator: boolean;
  isScreener: boolean;
  isJudge: boolean;
}

export const NO_ROLES: ContestRoles = { isAdmin: false, isCreator: false, isScreener: false, isJudge: false };

interface VisibilityFacts {
  status: ContestStatus;
  isApproved: boolean;
}

/** Listed and searchable for every member: approved and not hidden. */
export function isPubliclyVisible(c: VisibilityFacts): boolean {
  return c.isApproved && c.status !== ContestStatus.hidden;
}

/** Creators and admins manage a contest (every creator edit, the management view). */
export function canManage(r: ContestRoles): boolean {
  return r.isAdmin || r.isCreator;
}

/**
 * Who may open a contest at all: anyone when it is public; its creators and admins always; its screeners and
 * judges once it is out of Hidden (they were invited, the contest may still await approval). Everybody else gets
 * "not found", so hidden and unapproved contests never leak.
 */
export function canSeeContest(c: VisibilityFacts, r: ContestRoles): boolean {
  if (canManage(r) || isPubliclyVisible(c)) return true;
  return (r.isScreener || r.isJudge) && c.status !== ContestStatus.hidden;
}

/**
 * Scores, votes, comments and the identities behind entries: creators and admins at any time, everyone else only
 * once the contest is complete (and public).
 */
export function canReadResults(c: VisibilityFacts, r: ContestRoles): boolean {
  return canManage(r) || (c.status === ContestStatus.complete && isPubliclyVisible(c));
}

/** The anonymised entries pack: creators always; others from screening on (it holds no names). */
export function canSeeDownload(c: VisibilityFacts, r: ContestRoles): boolean {
  if (canManage(r)) return true;
  return canSeeContest(c, r) && c.status !== ContestStatus.hidden && c.status !== ContestStatus.beatmapping;
}

/** Who handed in an entry and where it is hosted: the entrant, the creators and admins; everyone after completion. */
export function canSeeEntrant(c: VisibilityFacts, r: ContestRoles, isOwnEntry: boolean): boolean {
  return isOwnEntry || canReadResults(c, r);
}
