import type { EntityManager } from "typeorm";
import { QueryFailedError } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireUser } from "../../core/access";
import { badInput, check, conflict, forbidden, notFound } from "../../core/errors";
import { keysetPage, type Page } from "../../core/connection";
import type { User } from "../users/user.entity";
import { Contest, ContestStatus } from "./contest.entity";
import { Submission } from "./submission.entity";
import { Screening } from "./screening.entity";
import { Judging } from "./judging.entity";
import { CommunityVote } from "./community-vote.entity";
import { Criteria } from "./criteria.entity";
import {
  CONTEST_LIMITS,
  CONTEST_MSG,
  communityVoteProblem,
  isPubliclyVisible,
  judgingScoreProblem,
  screeningVoteProblem,
} from "./contests.rules";
import { CONTEST_LIST_KEYS, loadContest, loadRoles, loadVisible, pageFromList } from "./contests.access";
import { loadSnapshot } from "./contests.snapshot";

/** One entry on the screening page: anonymised, with the caller's own screening only. */
export interface ScreeningEntryView {
  submission: Submission;
  screening: Screening | null;
  isOwnEntry: boolean;
}

/** One entry on the judging page: passed screening; its screening total and the caller's own judging only. */
export interface JudgingEntryView {
  submission: Submission;
  screeningTotal: number;
  judging: Judging | null;
  /** Every criterion scored by the caller. */
  completed: boolean;
  isOwnEntry: boolean;
}

/** One entry on the community vote page. */
export interface VoteEntryView {
  submission: Submission;
  /** The caller's vote on it: null = none; in ordered mode `rank` is set. */
  vote: CommunityVote | null;
  isOwnEntry: boolean;
}

export interface ScreeningInput {
  vote?: number | null;
  comment?: string | null;
  reviewed?: boolean | null;
}

const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err as QueryFailedError & { code?: string }).code === "23505";

type PageArgs = import("../../core/connection").PageArgs;

/** Screening, judging and the community vote: the pages of screeners, judges and voters (README.md "Phases"). */
export class ContestPhasesService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** Contests of one phase where the caller has the given role (or, for the vote, every public one). */
  async contestsInPhase(viewer: User | null, phase: "screening" | "judging" | "vote", args: PageArgs): Promise<Page<Contest>> {
    const user = requireUser(viewer);
    const qb = this.db.getRepository(Contest).createQueryBuilder("c").where("c.status = :status", { status: phase });
    if (phase === "screening")
      qb.andWhere("EXISTS (SELECT 1 FROM contest_screeners x WHERE x.contest_id = c.id AND x.user_id = :uid)", { uid: user.id });
    else if (phase === "judging")
      qb.andWhere("EXISTS (SELECT 1 FROM contest_judges x WHERE x.contest_id = c.id AND x.user_id = :uid)", { uid: user.id });
    else qb.andWhere("c.is_approved");
    return keysetPage(qb, CONTEST_LIST_KEYS, args, { count: true });
  }

  // ---------------------------------------------------------------- screening

  /** The anonymised entries of a contest in screening, for one of its screeners, with their own screenings only. */
  async screeningEntries(viewer: User | null, contestId: number, args: PageArgs): Promise<Page<ScreeningEntryView>> {
    return pageFromList(await this.screeningViews(viewer, contestId), args, (v) => v.submission.id);
  }

  /** One entry of `screeningEntries` by its submission id (a `node` lookup), with the same checks; not found otherwise. */
  async screeningEntry(viewer: User | null, submissionId: number): Promise<ScreeningEntryView> {
    requireUser(viewer);
    const submission = await this.db.getRepository(Submission).findOneBy({ id: submissionId });
    const view =
      submission && (await this.screeningViews(viewer, submission.contestId)).find((v) => v.submission.id === submissionId);
    if (!view) throw notFound(CONTEST_MSG.submissionNotFound);
    return view;
  }

  private async screeningViews(viewer: User | null, contestId: number): Promise<ScreeningEntryView[]> {
    const user = requireUser(viewer);
    const { contest, roles } = await loadVisible(this.db.manager, user, contestId);
    if (!roles.isScreener) throw forbidden(CONTEST_MSG.notScreenerOfContest);
    if (contest.status !== ContestStatus.screening) throw forbidden(CONTEST_MSG.notInScreening);
    const subs = await this.submissionsByName(this.db.manager, contestId);
    const mine = await this.db.getRepository(Screening).findBy({ contestId, screenerId: user.id });
    const byId = new Map(mine.map((s) => [s.submissionId, s]));
    const views = subs.map((s) => ({ submission: s, screening: byId.get(s.id) ?? null, isOwnEntry: s.creatorId === user.id }));
    return views;
  }

  /**
   * Saves the caller's placement (0 = none, 1..N, each used once in the contest), comment (≤ 1,000 characters) or
   * private reviewed mark on one entry. Screeners of a contest in screening only; never on their own entry.
   */
  async saveScreening(viewer: User | null, submissionId: number, input: ScreeningInput): Promise<Screening> {
    const user = requireUser(viewer);
    const comment = input.comment == null ? null : input.comment.trim();
    if (comment !== null && comment.length > CONTEST_LIMITS.screeningCommentMax)
      throw badInput(CONTEST_MSG.screeningCommentTooLong);
    if (input.reviewed != null && typeof input.reviewed !== "boolean") throw badInput("Invalid value");
    try {
      return await this.db.transaction(async (m) => {
        const { submission, contest } = await this.entryForRole(m, user, submissionId, "screener");
        if (contest.status !== ContestStatus.screening) throw forbidden(CONTEST_MSG.notInScreening);
        if (submission.creatorId === user.id) throw forbidden(CONTEST_MSG.ownEntry);
        await this.lockUser(m, user.id);
        const existing = await m.getRepository(Screening).findOneBy({ submissionId, screenerId: user.id });
        const changes: Partial<Screening> = {};
        if (input.vote != null) {
          const used: { vote: number }[] = await m.query(
            `SELECT vote FROM contest_screenings WHERE contest_id = $1 AND screener_id = $2 AND submission_id <> $3 AND vote > 0`,
            [contest.id, user.id, submissionId],
          );
          check(
            screeningVoteProblem(
              input.vote,
              contest.screeningVoteCount,
              used.map((u) => Number(u.vote)),
            ),
          );
          changes.vote = input.vote;
        }
        if (comment !== null) changes.comment = comment;
        if (input.reviewed != null) changes.reviewed = input.reviewed;
        if (existing) {
          if (Object.keys(changes).length) await m.update(Screening, { id: existing.id }, changes);
          return m.getRepository(Screening).findOneByOrFail({ id: existing.id });
        }
        return m
          .getRepository(Screening)
          .save(m.getRepository(Screening).create({ contestId: contest.id, submissionId, screenerId: user.id, ...changes }));
      });
    } catch (err) {
      // Two placements raced past the check: the partial unique index refuses the second.
      if (isUniqueViolation(err)) throw conflict(`You already assigned ${input.vote} stars to another submission`);
      throw err;
    }
  }

  // ---------------------------------------------------------------- judging

  /** The entries that passed screening, for one judge of a contest in judging, with screening totals only. */
  async judgingEntries(viewer: User | null, contestId: number, args: PageArgs): Promise<Page<JudgingEntryView>> {
    return pageFromList(await this.judgingViews(viewer, contestId), args, (v) => v.submission.id);
  }

  /** One entry of `judgingEntries` by its submission id (a `node` lookup), with the same checks; not found otherwise. */
  async judgingEntry(viewer: User | null, submissionId: number): Promise<JudgingEntryView> {
    requireUser(viewer);
    const submission = await this.db.getRepository(Submission).findOneBy({ id: submissionId });
    const view =
      submission && (await this.judgingViews(viewer, submission.contestId)).find((v) => v.submission.id === submissionId);
    if (!view) throw notFound(CONTEST_MSG.submissionNotFound);
    return view;
  }

  private async judgingViews(viewer: User | null, contestId: number): Promise<JudgingEntryView[]> {
    const user = requireUser(viewer);
    const { contest, roles } = await loadVisible(this.db.manager, user, contestId);
    if (!roles.isJudge) throw forbidden(CONTEST_MSG.notJudgeOfContest);
    if (contest.status !== ContestStatus.judging) throw forbidden(CONTEST_MSG.notInJudging);
    const snap = await loadSnapshot(this.db.manager, contest);
    const subs = await this.submissionsByName(this.db.manager, contestId);
    const mine = await this.db.getRepository(Judging).findBy({ contestId, judgeId: user.id });
    const byId = new Map(mine.map((j) => [j.submissionId, j]));
    const criteriaIds = new Set(snap.criteria.map((c) => c.id));
    const views = subs
      .filter((s) => snap.passed.has(s.id))
      .map((s) => {
        const judging = byId.get(s.id) ?? null;
        const scored = judging
          ? new Set(
              snap.scores.filter((x) => x.judgingId === judging.id && criteriaIds.has(x.criteriaId)).map((x) => x.criteriaId),
            ).size
          : 0;
        return {
          submission: s,
          screeningTotal: snap.screeningTotals.get(s.id) ?? 0,
          judging,
          completed: criteriaIds.size > 0 && scored === criteriaIds.size,
          isOwnEntry: s.creatorId === user.id,
        };
      });
    return views;
  }

  /**
   * Saves the caller's score (0..max) and optional note on one criterion of one entry. Judges of a contest in judging
   * only, on entries that passed screening, never on their own.
   */
  async saveJudgingScore(
    viewer: User | null,
    submissionId: number,
    criteriaId: number,
    score: number,
    comment?: string | null,
  ): Promise<Judging> {
    const user = requireUser(viewer);
    const note = comment == null ? null : comment.trim();
    if (note !== null && note.length > CONTEST_LIMITS.judgingCommentMax) throw badInput(CONTEST_MSG.judgingCommentTooLong);
    return this.db.transaction(async (m) => {
      const { submission, contest } = await this.judgeableEntry(m, user, submissionId);
      const criteria = Number.isSafeInteger(criteriaId)
        ? await m.getRepository(Criteria).findOneBy({ id: criteriaId, contestId: contest.id })
        : null;
      if (!criteria) throw notFound(CONTEST_MSG.criteriaNotFound);
      check(judgingScoreProblem(score, criteria.maxScore));
      const judging = await this.ownJudging(m, contest.id, submission.id, user.id);
      await m.query(
        `INSERT INTO contest_judging_scores (judging_id, criteria_id, score, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (judging_id, criteria_id) DO UPDATE
           SET score = EXCLUDED.score, comment = CASE WHEN $5 THEN EXCLUDED.comment ELSE contest_judging_scores.comment END`,
        [judging.id, criteria.id, score, note ?? "", note !== null],
      );
      await m.query(`UPDATE contest_judgings SET updated_at = now() WHERE id = $1`, [judging.id]);
      return m.getRepository(Judging).findOneByOrFail({ id: judging.id });
    });
  }

  /** The caller's general comment on one entry (≤ 3,000 characters), when the contest has comments switched on. */
  async saveJudgingComment(viewer: User | null, submissionId: number, comment: string): Promise<Judging> {
    const user = requireUser(viewer);
    const text = (comment ?? "").trim();
    if (text.length > CONTEST_LIMITS.judgingCommentMax) throw badInput(CONTEST_MSG.judgingCommentTooLong);
    return this.db.transaction(async (m) => {
      const { submission, contest } = await this.judgeableEntry(m, user, submissionId);
      if (!contest.judgingCommentsEnabled) throw forbidden(CONTEST_MSG.commentsDisabled);
      const judging = await this.ownJudging(m, contest.id, submission.id, user.id);
      await m.update(Judging, { id: judging.id }, { comment: text });
      return m.getRepository(Judging).findOneByOrFail({ id: judging.id });
    });
  }

  // ---------------------------------------------------------------- community vote

  /** The anonymised entries of a contest in its community vote, with the caller's own votes. */
  async voteEntries(viewer: User | null, contestId: number, args: PageArgs): Promise<Page<VoteEntryView>> {
    return pageFromList(await this.voteViews(viewer, contestId), args, (v) => v.submission.id);
  }

  /** One entry of `voteEntries` by its submission id (a `node` lookup), with the same checks; not found otherwise. */
  async voteEntry(viewer: User | null, submissionId: number): Promise<VoteEntryView> {
    requireUser(viewer);
    const submission = await this.db.getRepository(Submission).findOneBy({ id: submissionId });
    const view = submission && (await this.voteViews(viewer, submission.contestId)).find((v) => v.submission.id === submissionId);
    if (!view) throw notFound(CONTEST_MSG.submissionNotFound);
    return view;
  }

  private async voteViews(viewer: User | null, contestId: number): Promise<VoteEntryView[]> {
    const user = requireUser(viewer);
    const { contest } = await loadVisible(this.db.manager, user, contestId);
    if (contest.status !== ContestStatus.vote) throw forbidden(CONTEST_MSG.notInVote);
    const subs = await this.submissionsByName(this.db.manager, contestId);
    const mine = await this.db.getRepository(CommunityVote).findBy({ contestId, voterId: user.id });
    const byId = new Map(mine.map((v) => [v.submissionId, v]));
    const views = subs.map((s) => ({ submission: s, vote: byId.get(s.id) ?? null, isOwnEntry: s.creatorId === user.id }));
    return views;
  }

  /**
   * The caller's community vote on one entry: plain mode 1 (vote) or 0 (withdraw), at most N entries; ordered mode a
   * rank 1..N (0 withdraws), each rank once. Public contests in the vote phase, before the vote end, never one's own
   * entry. Returns the caller's votes in the contest.
   */
  async castVote(viewer: User | null, submissionId: number, vote: number): Promise<{ contest: Contest; votes: CommunityVote[] }> {
    const user = requireUser(viewer);
    try {
      return await this.db.transaction(async (m) => {
        const submission = await this.submission(m, submissionId);
        // Contest first (share: a status change waits), then the voter's row: the same order as every other writer.
        const contest = await loadContest(m, submission.contestId, "share");
        if (!isPubliclyVisible(contest)) throw notFound(CONTEST_MSG.submissionNotFound);
        if (contest.status !== ContestStatus.vote) throw forbidden(CONTEST_MSG.notInVote);
        if (contest.communityVoteEnd && this.deps.now().getTime() > contest.communityVoteEnd.getTime())
          throw forbidden(CONTEST_MSG.voteClosed);
        if (submission.creatorId === user.id) throw forbidden(CONTEST_MSG.ownEntry);
        await this.lockUser(m, user.id);
        const others: { rank: number | null }[] = await m.query(
          `SELECT rank FROM contest_community_votes WHERE contest_id = $1 AND voter_id = $2 AND submission_id <> $3`,
          [contest.id, user.id, submissionId],
        );
        const ordered = contest.communityVoteOrderedPriority;
        check(
          communityVoteProblem(vote, {
            voteCount: contest.communityVoteCount,
            ordered,
            otherVotes: others.map((o) => (o.rank === null ? null : Number(o.rank))),
          }),
        );
        await m.query(`DELETE FROM contest_community_votes WHERE submission_id = $1 AND voter_id = $2`, [submissionId, user.id]);
        if (vote > 0) {
          await m.insert(CommunityVote, {
            contestId: contest.id,
            submissionId,
            voterId: user.id,
            rank: ordered ? vote : null,
          });
        }
        const votes = await m
          .getRepository(CommunityVote)
          .find({ where: { contestId: contest.id, voterId: user.id }, order: { id: "ASC" } });
        return { contest, votes };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(`You already assigned rank ${vote} to another submission`);
      throw err;
    }
  }

  /** The caller's own community votes in a contest (always theirs to see). */
  async myVotes(viewer: User | null, contestId: number): Promise<CommunityVote[]> {
    const user = requireUser(viewer);
    return this.db.getRepository(CommunityVote).find({ where: { contestId, voterId: user.id }, order: { id: "ASC" } });
  }

  // ---------------------------------------------------------------- helpers

  private async submissionsByName(m: EntityManager, contestId: number): Promise<Submission[]> {
    return m
      .getRepository(Submission)
      .createQueryBuilder("s")
      .where("s.contest_id = :contestId", { contestId })
      .orderBy("lower(coalesce(s.name, ''))", "ASC")
      .addOrderBy("s.id", "ASC")
      .getMany();
  }

  private async submission(m: EntityManager, submissionId: number): Promise<Submission> {
    const s = Number.isSafeInteger(submissionId) ? await m.getRepository(Submission).findOneBy({ id: submissionId }) : null;
    if (!s) throw notFound(CONTEST_MSG.submissionNotFound);
    return s;
  }

  /** The entry and its contest (share-locked), when the caller screens or judges that contest. */
  private async entryForRole(
    m: EntityManager,
    user: User,
    submissionId: number,
    role: "screener" | "judge",
  ): Promise<{ submission: Submission; contest: Contest }> {
    const submission = await this.submission(m, submissionId);
    const contest = await loadContest(m, submission.contestId, "share");
    const roles = await loadRoles(m, contest.id, user);
    if (role === "screener" && !roles.isScreener) throw forbidden(CONTEST_MSG.notScreenerOfContest);
    if (role === "judge" && !roles.isJudge) throw forbidden(CONTEST_MSG.notJudgeOfContest);
    return { submission, contest };
  }

  private async judgeableEntry(m: EntityManager, user: User, submissionId: number) {
    const { submission, contest } = await this.entryForRole(m, user, submissionId, "judge");
    if (contest.status !== ContestStatus.judging) throw forbidden(CONTEST_MSG.notInJudging);
    if (submission.creatorId === user.id) throw forbidden(CONTEST_MSG.ownEntry);
    const snap = await loadSnapshot(m, contest);
    if (!snap.passed.has(submission.id)) throw forbidden(CONTEST_MSG.belowThreshold);
    return { submission, contest };
  }

  private async ownJudging(m: EntityManager, contestId: number, submissionId: number, judgeId: number): Promise<Judging> {
    await m.query(
      `INSERT INTO contest_judgings (contest_id, submission_id, judge_id) VALUES ($1, $2, $3)
       ON CONFLICT (submission_id, judge_id) DO NOTHING`,
      [contestId, submissionId, judgeId],
    );
    return m.getRepository(Judging).findOneByOrFail({ submissionId, judgeId });
  }

  /** The member's row lock: their votes and placements are counted and written one change at a time. */
  private async lockUser(m: EntityManager, userId: number): Promise<void> {
    await m.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }
}
