/**
 * Everything about one contest's entries in one go (a fixed number of queries): the input of the results, the
 * leaderboards, the progress views and the judging page. Entries are bounded (CONTEST_LIMITS.submissionsPerContest).
 */
import type { EntityManager } from "typeorm";
import type { Contest } from "./contest.entity";
import { Criteria } from "./criteria.entity";
import { passesScreening, screeningTotalsBySubmission, tallyCommunityVotes, type VoteRow } from "./contests.rules";
import { computeLeaderboard, type Leaderboard } from "./contests-scoring.rules";

export interface SnapshotSubmission {
  id: number;
  name: string | null;
  creatorId: number;
  url: string | null;
}

export interface SnapshotScreening {
  id: number;
  screenerId: number;
  submissionId: number;
  vote: number;
  comment: string;
  reviewed: boolean;
}

export interface SnapshotJudging {
  id: number;
  judgeId: number;
  submissionId: number;
  comment: string;
}

export interface SnapshotScore {
  judgingId: number;
  judgeId: number;
  submissionId: number;
  criteriaId: number;
  score: number;
  comment: string;
}

export interface ContestSnapshot {
  contest: Contest;
  /** By anonymised name, then id. */
  submissions: SnapshotSubmission[];
  creatorIds: number[];
  /** Ascending ids: "User k" is the k-th screener (or judge) in this order. */
  screenerIds: number[];
  judgeIds: number[];
  /** Highest maximum first (the judging table's column order), then id. */
  criteria: Criteria[];
  screenings: SnapshotScreening[];
  judgings: SnapshotJudging[];
  scores: SnapshotScore[];
  votes: VoteRow[];
  /** Screening totals (the one threshold rule's input); entries without placements have none (0). */
  screeningTotals: Map<number, number>;
  /** Entries that passed screening (contests.rules.ts passesScreening). */
  passed: Set<number>;
}

export async function loadSnapshot(m: EntityManager, contest: Contest): Promise<ContestSnapshot> {
  const id = contest.id;
  const submissions: { id: number; name: string | null; creator_id: number; url: string | null }[] = await m.query(
    `SELECT id, name, creator_id, url FROM contest_submissions WHERE contest_id = $1 ORDER BY lower(coalesce(name, '')), id`,
    [id],
  );
  const staff: { user_id: number; role: string }[] = await m.query(
    `SELECT user_id, 'creator' AS role FROM contest_creators WHERE contest_id = $1
     UNION ALL SELECT user_id, 'screener' FROM contest_screeners WHERE contest_id = $1
     UNION ALL SELECT user_id, 'judge' FROM contest_judges WHERE contest_id = $1`,
    [id],
  );
  const ids = (role: string) =>
    staff
      .filter((s) => s.role === role)
      .map((s) => Number(s.user_id))
      .sort((a, b) => a - b);
  const criteria = await m.getRepository(Criteria).find({ where: { contestId: id }, order: { maxScore: "DESC", id: "ASC" } });
  const screenings: {
    id: number;
    screener_id: number;
    submission_id: number;
    vote: number;
    comment: string;
    reviewed: boolean;
  }[] = await m.query(
    `SELECT id, screener_id, submission_id, vote, comment, reviewed FROM contest_screenings WHERE contest_id = $1 ORDER BY id`,
    [id],
  );
  const judgings: { id: number; judge_id: number; submission_id: number; comment: string }[] = await m.query(
    `SELECT id, judge_id, submission_id, comment FROM contest_judgings WHERE contest_id = $1 ORDER BY id`,
    [id],
  );
  const scores: {
    judging_id: number;
    judge_id: number;
    submission_id: number;
    criteria_id: number;
    score: number;
    comment: string;
  }[] = await m.query(
    `SELECT js.judging_id, j.judge_id, j.submission_id, js.criteria_id, js.score, js.comment
         FROM contest_judging_scores js JOIN contest_judgings j ON j.id = js.judging_id
        WHERE j.contest_id = $1 ORDER BY js.judging_id, js.criteria_id`,
    [id],
  );
  const votes: { voter_id: number; submission_id: number; rank: number | null }[] = await m.query(
    `SELECT voter_id, submission_id, rank FROM contest_community_votes WHERE contest_id = $1 ORDER BY id`,
    [id],
  );

  const screenerIds = ids("screener");
  const snap: ContestSnapshot = {
    contest,
    submissions: submissions.map((s) => ({ id: s.id, name: s.name, creatorId: Number(s.creator_id), url: s.url })),
    creatorIds: ids("creator"),
    screenerIds,
    judgeIds: ids("judge"),
    criteria,
    screenings: screenings.map((s) => ({
      id: s.id,
      screenerId: Number(s.screener_id),
      submissionId: Number(s.submission_id),
      vote: Number(s.vote),
      comment: s.comment,
      reviewed: s.reviewed,
    })),
    judgings: judgings.map((j) => ({
      id: j.id,
      judgeId: Number(j.judge_id),
      submissionId: Number(j.submission_id),
      comment: j.comment,
    })),
    scores: scores.map((s) => ({
      judgingId: Number(s.judging_id),
      judgeId: Number(s.judge_id),
      submissionId: Number(s.submission_id),
      criteriaId: Number(s.criteria_id),
      score: Number(s.score),
      comment: s.comment,
    })),
    votes: votes.map((v) => ({
      voterId: Number(v.voter_id),
      submissionId: Number(v.submission_id),
      rank: v.rank === null ? null : Number(v.rank),
    })),
    screeningTotals: new Map(),
    passed: new Set(),
  };
  snap.screeningTotals = screeningTotalsBySubmission({
    screeningVoteCount: contest.screeningVoteCount,
    screeningBonus: contest.screeningBonus,
    screeners: screenerIds.map((sid) => ({ id: sid, username: "" })),
    screenings: snap.screenings.map((s) => ({
      screenerId: s.screenerId,
      screenerName: "",
      submissionId: s.submissionId,
      vote: s.vote,
    })),
  });
  for (const s of snap.submissions)
    if (passesScreening(snap.screeningTotals.get(s.id) ?? 0, contest.judgingThreshold)) snap.passed.add(s.id);
  return snap;
}

/** The leaderboard of a snapshot (current judges and criteria only). */
export function snapshotLeaderboard(s: ContestSnapshot): Leaderboard {
  return computeLeaderboard({
    submissions: s.submissions.map((x) => ({ id: x.id, name: x.name })),
    judgeIds: s.judgeIds,
    criteria: s.criteria.map((c) => ({ id: c.id, maxScore: c.maxScore })),
    scores: s.scores,
    useRawScoring: s.contest.useRawScoring,
  });
}

/** Community vote tallies of a snapshot (bad actors filtered; contests.rules.ts tallyCommunityVotes). */
export function snapshotVotes(s: ContestSnapshot) {
  return tallyCommunityVotes(s.votes, s.contest.communityVoteCount, s.contest.communityVoteOrderedPriority);
}

/** Placements (1..N) of current screeners per entry. */
export function placementsOf(s: ContestSnapshot, submissionId: number): number {
  const screeners = new Set(s.screenerIds);
  return s.screenings.filter(
    (x) =>
      x.submissionId === submissionId && screeners.has(x.screenerId) && x.vote >= 1 && x.vote <= s.contest.screeningVoteCount,
  ).length;
}
