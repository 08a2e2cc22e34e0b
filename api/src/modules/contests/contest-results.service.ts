import type { Deps } from "../../core/deps";
import { requireUser } from "../../core/access";
import { AppError, forbidden, MSG, notFound } from "../../core/errors";
import { keysetPage, type Page } from "../../core/connection";
import type { User } from "../users/user.entity";
import { Contest } from "./contest.entity";
import { MODES, type Mode } from "../../core/enums";
import type { Criteria } from "./criteria.entity";
import { Submission } from "./submission.entity";
import { CONTEST_MSG, canManage, canReadResults, type VoteTally } from "./contests.rules";
import { exportLeaderboard, type ExportFormat, type LeaderboardRow, type LeaderboardView } from "./contests-scoring.rules";
import { loadManagedForReading, loadVisible } from "./contests.access";
import { loadSnapshot, placementsOf, snapshotLeaderboard, snapshotVotes, type ContestSnapshot } from "./contests.snapshot";

export interface ResultRowView {
  submission: Submission;
  /** How many screeners placed stars on the entry. */
  screeningPlacements: number;
  screeningTotal: number;
  passedScreening: boolean;
  communityVotes: number;
  communityVotesWeighted: number;
  judgingRaw: number | null;
  judgingStandardised: number | null;
  /** The final score of the leaderboard (standardised, or raw with raw scoring); null when not judged. */
  finalScore: number | null;
  /** Leaderboard place; null when not judged. */
  place: number | null;
}

export interface ContestResultsView {
  contest: Contest;
  screenerCount: number;
  judgeCount: number;
  /** Highest screening total an entry can get: screeners × (N, + 1 with the bonus). */
  maxScreeningTotal: number;
  /** Highest raw judging total: Σ criteria maxScore × judges. */
  maxJudgingTotal: number;
  criteria: Criteria[];
  /** Default order: judged entries by the leaderboard, then community votes (weighted, raw), screening total, name. */
  rows: ResultRowView[];
}

export interface AnonymousScreeningView {
  /** "User k": k-th screener of the contest by a stable order (the same k on every entry of the contest). */
  label: string;
  isMine: boolean;
  vote: number;
  comment: string;
}

export interface JudgingDetailView {
  label: string;
  /** The judge's id, only when the contest has public judges. */
  judgeId: number | null;
  isMine: boolean;
  scores: { criteria: Criteria; score: number; comment: string }[];
  total: number;
  comment: string;
}

export interface SubmissionResultView {
  submission: Submission;
  contest: Contest;
  screeningTotal: number;
  passedScreening: boolean;
  screenings: AnonymousScreeningView[];
  communityVotes: VoteTally;
  judgings: JudgingDetailView[];
  judgingRaw: number | null;
  judgingStandardised: number | null;
  place: number | null;
}

export interface ScreeningResultView {
  submission: Submission;
  total: number;
  placements: number;
  passed: boolean;
  screenings: AnonymousScreeningView[];
}

/** A leaderboard row (contests-scoring.rules.ts) with its entry instead of the entry's id and name. */
export type LeaderboardRowView = Omit<LeaderboardRow, "submissionId" | "name"> & { submission: Submission };

export interface LeaderboardViewData {
  criteria: Criteria[];
  judges: { userId: number; judgedCount: number; mean: number; sd: number; correlation: number | null }[];
  rows: LeaderboardRowView[];
  maxRawTotal: number;
}

export interface CommunityVoteResultsView {
  rows: { submission: Submission; raw: number; weighted: number; rankCounts: number[] }[];
  badActorIds: number[];
  voterCount: number;
}

export interface ScreenerProgressView {
  userId: number;
  usedPlacements: number[];
  unusedPlacements: number[];
}

export interface JudgeProgressView {
  userId: number;
  expected: number;
  completed: number;
}

/** Results and the creators' result views (README.md "Results"). Nothing here is readable before completion except by creators. */
/** One entrant's final result (`standings`). */
export interface StandingView {
  submissionId: number;
  userId: number;
  standardisedScore: number;
  rawScore: number;
  place: number;
}

export class ContestResultsService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** My entries in completed contests, newest first. */
  async participated(viewer: User | null, args: { first?: number | null; after?: string | null }): Promise<Page<Submission>> {
    const user = requireUser(viewer);
    const qb = this.db
      .getRepository(Submission)
      .createQueryBuilder("s")
      .where("s.creator_id = :uid", { uid: user.id })
      .andWhere("EXISTS (SELECT 1 FROM contests c WHERE c.id = s.contest_id AND c.status = 'complete' AND c.is_approved)");
    return keysetPage(qb, [{ sql: "s.id", direction: "DESC", kind: "number", of: (s) => s.id }], args, { count: true });
  }

  /** One contest's results table. */
  async contestResults(viewer: User | null, contestId: number): Promise<ContestResultsView> {
    const snap = await this.readable(viewer, contestId);
    const board = snapshotLeaderboard(snap);
    const votes = snapshotVotes(snap);
    const subs = await this.submissions(snap);
    const byBoard = new Map(board.rows.map((r, i) => [r.submissionId, { row: r, index: i }]));
    const rows: ResultRowView[] = snap.submissions.map((s) => {
      const b = byBoard.get(s.id)?.row;
      const t = votes.tallies.get(s.id);
      return {
        submission: subs.get(s.id)!,
        screeningPlacements: placementsOf(snap, s.id),
        screeningTotal: snap.screeningTotals.get(s.id) ?? 0,
        passedScreening: snap.passed.has(s.id),
        communityVotes: t?.raw ?? 0,
        communityVotesWeighted: t?.weighted ?? 0,
        judgingRaw: b?.rawTotal ?? null,
        judgingStandardised: b?.standardisedTotal ?? null,
        finalScore: b?.finalScore ?? null,
        place: b?.place ?? null,
      };
    });
    rows.sort((a, b) => {
      const ia = byBoard.get(a.submission.id)?.index ?? Infinity;
      const ib = byBoard.get(b.submission.id)?.index ?? Infinity;
      if (ia !== ib) return ia - ib;
      return (
        b.communityVotesWeighted - a.communityVotesWeighted ||
        b.communityVotes - a.communityVotes ||
        b.screeningTotal - a.screeningTotal ||
        (a.submission.name ?? "").localeCompare(b.submission.name ?? "") ||
        a.submission.id - b.submission.id
      );
    });
    const c = snap.contest;
    return {
      contest: c,
      screenerCount: snap.screenerIds.length,
      judgeCount: snap.judgeIds.length,
      maxScreeningTotal: snap.screenerIds.length * (c.screeningVoteCount + (c.screeningBonus ? 1 : 0)),
      maxJudgingTotal: board.maxRawTotal,
      criteria: snap.criteria,
      rows,
    };
  }

  /** One entry's detail: anonymised screening comments, community votes, and judgings (judges named only when public). */
  async submissionResult(viewer: User | null, submissionId: number): Promise<SubmissionResultView> {
    const user = requireUser(viewer);
    const sub = Number.isSafeInteger(submissionId)
      ? await this.db.getRepository(Submission).findOneBy({ id: submissionId })
      : null;
    if (!sub) throw notFound(CONTEST_MSG.submissionNotFound);
    const snap = await this.readable(user, sub.contestId);
    const board = snapshotLeaderboard(snap);
    const row = board.rows.find((r) => r.submissionId === sub.id);
    const votes = snapshotVotes(snap);
    const c = snap.contest;
    const judgings: JudgingDetailView[] = [];
    if (snap.passed.has(sub.id)) {
      snap.judgeIds.forEach((judgeId, k) => {
        const j = snap.judgings.find((x) => x.submissionId === sub.id && x.judgeId === judgeId);
        if (!j) return;
        const scores = snap.criteria.map((criteria) => {
          const s = snap.scores.find((x) => x.judgingId === j.id && x.criteriaId === criteria.id);
          return { criteria, score: s?.score ?? 0, comment: s?.comment ?? "" };
        });
        judgings.push({
          label: `User ${k + 1}`,
          judgeId: c.hasPublicJudges ? judgeId : null,
          isMine: judgeId === user.id,
          scores,
          total: scores.reduce((a, s) => a + s.score, 0),
          comment: j.comment,
        });
      });
    }
    return {
      submission: sub,
      contest: c,
      screeningTotal: snap.screeningTotals.get(sub.id) ?? 0,
      passedScreening: snap.passed.has(sub.id),
      screenings: this.anonymousScreenings(snap, sub.id, user.id),
      communityVotes: votes.tallies.get(sub.id) ?? {
        raw: 0,
        weighted: 0,
        rankCounts: c.communityVoteOrderedPriority ? new Array(c.communityVoteCount).fill(0) : [],
      },
      judgings,
      judgingRaw: row?.rawTotal ?? null,
      judgingStandardised: row?.standardisedTotal ?? null,
      place: row?.place ?? null,
    };
  }

  // ---------------------------------------------------------------- the creators' views

  /** Screening totals and anonymised placements and comments per entry, highest total first. */
  async screeningResults(viewer: User | null, contestId: number): Promise<ScreeningResultView[]> {
    const snap = await this.managed(viewer, contestId);
    const subs = await this.submissions(snap);
    return snap.submissions
      .map((s) => ({
        submission: subs.get(s.id)!,
        total: snap.screeningTotals.get(s.id) ?? 0,
        placements: placementsOf(snap, s.id),
        passed: snap.passed.has(s.id),
        screenings: this.anonymousScreenings(snap, s.id, null),
      }))
      .sort(
        (a, b) =>
          b.total - a.total ||
          (a.submission.name ?? "").localeCompare(b.submission.name ?? "") ||
          a.submission.id - b.submission.id,
      );
  }

  /** The judging leaderboard with per-judge statistics (judges named: creators know them). */
  async leaderboard(viewer: User | null, contestId: number): Promise<LeaderboardViewData> {
    const snap = await this.managed(viewer, contestId);
    const board = snapshotLeaderboard(snap);
    const subs = await this.submissions(snap);
    return {
      criteria: snap.criteria,
      judges: board.judges.map((j) => ({
        userId: j.judgeId,
        judgedCount: j.judgedCount,
        mean: j.mean,
        sd: j.sd,
        correlation: j.correlation,
      })),
      rows: board.rows.map((r) => ({
        submission: subs.get(r.submissionId)!,
        criteriaSums: r.criteriaSums,
        judgeSums: r.judgeSums,
        judgeStandardised: r.judgeStandardised,
        rawTotal: r.rawTotal,
        standardisedTotal: r.standardisedTotal,
        finalScore: r.finalScore,
        place: r.place,
      })),
      maxRawTotal: board.maxRawTotal,
    };
  }

  /** The leaderboard as CSV text or a markdown table. */
  async exportResults(viewer: User | null, contestId: number, view: LeaderboardView, format: ExportFormat): Promise<string> {
    const snap = await this.managed(viewer, contestId);
    const board = snapshotLeaderboard(snap);
    const names: { id: number; username: string }[] = await this.db.query(
      `SELECT id, username FROM users WHERE id = ANY($1::int[])`,
      [[...snap.judgeIds, ...snap.submissions.map((s) => s.creatorId)]],
    );
    const nameOf = new Map(names.map((n) => [Number(n.id), n.username]));
    return exportLeaderboard(board, view, format, {
      criteriaNames: snap.criteria.map((c) => c.name),
      judgeNames: snap.judgeIds.map((id) => nameOf.get(id) ?? ""),
      entries: new Map(snap.submissions.map((s) => [s.id, { name: s.name, mapper: nameOf.get(s.creatorId) ?? "" }])),
      useRawScoring: snap.contest.useRawScoring,
    });
  }

  /** Community vote tallies (bad actors filtered and listed). */
  async communityVoteResults(viewer: User | null, contestId: number): Promise<CommunityVoteResultsView> {
    const snap = await this.managed(viewer, contestId);
    const votes = snapshotVotes(snap);
    const subs = await this.submissions(snap);
    const c = snap.contest;
    const rows = snap.submissions
      .map((s) => {
        const t = votes.tallies.get(s.id);
        return {
          submission: subs.get(s.id)!,
          raw: t?.raw ?? 0,
          weighted: t?.weighted ?? 0,
          rankCounts: t?.rankCounts ?? (c.communityVoteOrderedPriority ? new Array(c.communityVoteCount).fill(0) : []),
        };
      })
      .sort((a, b) => b.weighted - a.weighted || b.raw - a.raw || a.submission.id - b.submission.id);
    return { rows, badActorIds: votes.badActorIds, voterCount: votes.countedVoterIds.length };
  }

  async screenerProgress(viewer: User | null, contestId: number): Promise<ScreenerProgressView[]> {
    const snap = await this.managed(viewer, contestId);
    const all = Array.from({ length: snap.contest.screeningVoteCount }, (_, i) => i + 1);
    return snap.screenerIds.map((userId) => {
      const used = snap.screenings
        .filter((s) => s.screenerId === userId && s.vote > 0)
        .map((s) => s.vote)
        .sort((a, b) => a - b);
      return { userId, usedPlacements: used, unusedPlacements: all.filter((p) => !used.includes(p)) };
    });
  }

  async judgeProgress(viewer: User | null, contestId: number): Promise<JudgeProgressView[]> {
    const snap = await this.managed(viewer, contestId);
    const criteria = new Set(snap.criteria.map((c) => c.id));
    return snap.judgeIds.map((userId) => {
      const expected = snap.submissions.filter((s) => snap.passed.has(s.id) && s.creatorId !== userId).length;
      const completed = snap.judgings.filter((j) => {
        if (j.judgeId !== userId || !snap.passed.has(j.submissionId)) return false;
        const scored = new Set(
          snap.scores.filter((x) => x.judgingId === j.id && criteria.has(x.criteriaId)).map((x) => x.criteriaId),
        );
        return criteria.size > 0 && scored.size === criteria.size;
      }).length;
      return { userId, expected, completed };
    });
  }

  /** Per entry that passed screening: judges done and judges expected (the creators' judging table). */
  async entryJudgingProgress(
    viewer: User | null,
    contestId: number,
  ): Promise<{ submission: Submission; completedJudges: number; expectedJudges: number }[]> {
    const snap = await this.managed(viewer, contestId);
    const subs = await this.submissions(snap);
    const criteria = new Set(snap.criteria.map((c) => c.id));
    const judges = new Set(snap.judgeIds);
    return snap.submissions
      .filter((s) => snap.passed.has(s.id))
      .map((s) => ({
        submission: subs.get(s.id)!,
        expectedJudges: snap.judgeIds.filter((j) => j !== s.creatorId).length,
        completedJudges: snap.judgings.filter((j) => {
          if (j.submissionId !== s.id || !judges.has(j.judgeId)) return false;
          const scored = new Set(
            snap.scores.filter((x) => x.judgingId === j.id && criteria.has(x.criteriaId)).map((x) => x.criteriaId),
          );
          return criteria.size > 0 && scored.size === criteria.size;
        }).length,
      }));
  }

  // ---------------------------------------------------------------- helpers

  /** Results of a contest the viewer may read (creators and admins any time, others once complete). */
  /**
   * The final standings of a contest for bots (the original's interOp contest results): every judged entry with its
   * entrant, standardised final score (rounded to 4 decimals; 0 when undefined) and place, best first. Null when the
   * viewer may not read the contest's results (its creators and admins may; everybody once it is complete and public).
   */
  async standings(viewer: User | null, contestId: number): Promise<StandingView[] | null> {
    const user = requireUser(viewer);
    let snap: ContestSnapshot;
    try {
      snap = await this.readable(user, contestId);
    } catch (err) {
      if (err instanceof AppError && (err.code === "FORBIDDEN" || err.code === "NOT_FOUND")) return null;
      throw err;
    }
    const creators = new Map(snap.submissions.map((s) => [s.id, s.creatorId]));
    return snapshotLeaderboard(snap).rows.map((r) => ({
      submissionId: r.submissionId,
      userId: creators.get(r.submissionId)!,
      standardisedScore: Number.isFinite(r.standardisedTotal) ? Math.round(r.standardisedTotal * 10_000) / 10_000 : 0,
      rawScore: r.rawTotal,
      place: r.place,
    }));
  }

  /**
   * The original's interOp `contestResults/:mode`: every completed public contest of a mode, newest first, with each
   * judged entrant's standardised final score (4 decimals, 0 when undefined), entries in the order handed in.
   */
  async resultsByMode(
    viewer: User | null,
    mode: Mode,
  ): Promise<
    { contestName: string; contestId: number; contestResults: { username: string; osuId: number; finalScore: number }[] }[]
  > {
    requireUser(viewer);
    if (!MODES.includes(mode)) throw notFound(MSG.notFound);
    const contests = await this.db
      .getRepository(Contest)
      .createQueryBuilder("c")
      .where("c.status = 'complete' AND c.is_approved AND c.mode = :mode", { mode })
      .orderBy("c.created_at", "DESC")
      .addOrderBy("c.id", "DESC")
      .getMany();
    const out = [];
    for (const contest of contests) {
      const standings = (await this.standings(viewer, contest.id)) ?? [];
      const users = standings.length
        ? ((await this.db.query(`SELECT id, username, osu_id FROM users WHERE id = ANY($1::int[])`, [
            standings.map((s) => s.userId),
          ])) as { id: number; username: string; osu_id: number }[])
        : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      out.push({
        contestName: contest.name,
        contestId: contest.id,
        contestResults: [...standings]
          .sort((a, b) => a.submissionId - b.submissionId)
          .map((s) => ({
            username: byId.get(s.userId)?.username ?? "",
            osuId: Number(byId.get(s.userId)?.osu_id ?? 0),
            finalScore: s.standardisedScore,
          })),
      });
    }
    return out;
  }

  /**
   * One entry (a `node` lookup): the entrant's own always; anyone else's when they may read its contest's results
   * (creators and admins, or everybody once the results are out). Its entrant and link stay behind the Submission
   * fields' own checks.
   */
  async visibleSubmission(viewer: User | null, submissionId: number): Promise<Submission> {
    const user = requireUser(viewer);
    const sub = await this.db.getRepository(Submission).findOneBy({ id: submissionId });
    if (!sub) throw notFound(CONTEST_MSG.submissionNotFound);
    if (sub.creatorId === user.id) return sub;
    const { contest, roles } = await loadVisible(this.db.manager, user, sub.contestId);
    if (!canManage(roles) && !canReadResults(contest, roles)) throw notFound(CONTEST_MSG.submissionNotFound);
    return sub;
  }

  private async readable(viewer: User | null, contestId: number): Promise<ContestSnapshot> {
    const user = requireUser(viewer);
    // A contest the viewer cannot see reads as "not found", like everywhere else.
    const { contest, roles } = await loadVisible(this.db.manager, user, contestId);
    if (!canReadResults(contest, roles)) throw forbidden(CONTEST_MSG.resultsHidden);
    return loadSnapshot(this.db.manager, contest);
  }

  private async managed(viewer: User | null, contestId: number): Promise<ContestSnapshot> {
    const user = requireUser(viewer);
    const contest = await loadManagedForReading(this.db.manager, user, contestId);
    return loadSnapshot(this.db.manager, contest);
  }

  private async submissions(snap: ContestSnapshot): Promise<Map<number, Submission>> {
    const rows = await this.db.getRepository(Submission).findBy({ contestId: snap.contest.id });
    return new Map(rows.map((s) => [s.id, s]));
  }

  private anonymousScreenings(snap: ContestSnapshot, submissionId: number, viewerId: number | null): AnonymousScreeningView[] {
    return snap.screenerIds.map((screenerId, k) => {
      const s = snap.screenings.find((x) => x.submissionId === submissionId && x.screenerId === screenerId);
      return { label: `User ${k + 1}`, isMine: screenerId === viewerId, vote: s?.vote ?? 0, comment: s?.comment ?? "" };
    });
  }
}
