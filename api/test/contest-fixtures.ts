import type { DataSource } from "typeorm";
import type { User } from "../src/modules/users/user.entity";
import { Contest, ContestStatus } from "../src/modules/contests/contest.entity";
import { Submission } from "../src/modules/contests/submission.entity";
import { Criteria } from "../src/modules/contests/criteria.entity";
import { Judging } from "../src/modules/contests/judging.entity";

let seq = 0;
const DAY = 86_400_000;

export interface ContestSetup extends Partial<Contest> {
  creators?: User[];
  screeners?: User[];
  judges?: User[];
}

/**
 * Builders for contest tests: each inserts rows directly (no rules), so a test can start from any state.
 * `contest()` defaults to a contest that meets every status requirement except its entries: dates around now,
 * details URL, description, download link and results URL set.
 */
export function contestFixtures(db: DataSource, now: () => Date = () => new Date()) {
  return {
    async contest(setup: ContestSetup = {}): Promise<Contest> {
      const { creators = [], screeners = [], judges = [], ...over } = setup;
      const n = ++seq;
      const t = now().getTime();
      const repo = db.getRepository(Contest);
      const c = await repo.save(
        repo.create({
          name: `Contest ${n} ${Math.random().toString(36).slice(2, 7)}`,
          status: ContestStatus.hidden,
          isApproved: false,
          contestStart: new Date(t - DAY),
          contestEnd: new Date(t + 7 * DAY),
          url: "https://example.com/news",
          description: "A contest",
          download: "https://example.com/pack.zip",
          resultsUrl: "https://example.com/results",
          createdAt: new Date(t - n),
          ...over,
        }),
      );
      for (const [table, users] of [
        ["contest_creators", creators],
        ["contest_screeners", screeners],
        ["contest_judges", judges],
      ] as const) {
        for (const u of users) await db.query(`INSERT INTO ${table} (contest_id, user_id) VALUES ($1, $2)`, [c.id, u.id]);
      }
      return c;
    },
    async submission(contest: Contest, creator: User, over: Partial<Submission> = {}): Promise<Submission> {
      const repo = db.getRepository(Submission);
      return repo.save(
        repo.create({
          contestId: contest.id,
          creatorId: creator.id,
          name: `Entry ${++seq}`,
          url: "https://example.com/map.osz",
          ...over,
        }),
      );
    },
    async criteria(contest: Contest, name: string, maxScore: number): Promise<Criteria> {
      const repo = db.getRepository(Criteria);
      return repo.save(repo.create({ contestId: contest.id, name, maxScore }));
    },
    async screening(contest: Contest, submission: Submission, screener: User, vote: number, comment = ""): Promise<void> {
      await db.query(
        `INSERT INTO contest_screenings (contest_id, submission_id, screener_id, vote, comment) VALUES ($1, $2, $3, $4, $5)`,
        [contest.id, submission.id, screener.id, vote, comment],
      );
    },
    /** A judging with a score per criterion (in the order given). */
    async judging(
      contest: Contest,
      submission: Submission,
      judge: User,
      scores: [Criteria, number][],
      comment = "",
    ): Promise<Judging> {
      const repo = db.getRepository(Judging);
      const j = await repo.save(repo.create({ contestId: contest.id, submissionId: submission.id, judgeId: judge.id, comment }));
      for (const [c, score] of scores)
        await db.query(`INSERT INTO contest_judging_scores (judging_id, criteria_id, score) VALUES ($1, $2, $3)`, [
          j.id,
          c.id,
          score,
        ]);
      return j;
    },
    async vote(contest: Contest, submission: Submission, voter: User, rank: number | null = null): Promise<void> {
      await db.query(`INSERT INTO contest_community_votes (contest_id, submission_id, voter_id, rank) VALUES ($1, $2, $3, $4)`, [
        contest.id,
        submission.id,
        voter.id,
        rank,
      ]);
    },
    async reload(contest: Contest): Promise<Contest> {
      return db.getRepository(Contest).findOneByOrFail({ id: contest.id });
    },
  };
}
