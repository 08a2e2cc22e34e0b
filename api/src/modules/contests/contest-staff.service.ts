import type { Deps } from "../../core/deps";
import { requireUser } from "../../core/access";
import { badInput, check, conflict, fail, notFound, type Problem } from "../../core/errors";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import { User } from "../users/user.entity";
import type { PointsService } from "../points/points.service";
import type { Contest } from "./contest.entity";
import { Criteria } from "./criteria.entity";
import { CONTEST_LIMITS, CONTEST_MSG, criteriaProblem, isProblem, likePattern } from "./contests.rules";
import { findMember, loadManaged, loadManagedForReading, withPointsRecalc } from "./contests.access";
import { MEMBERS_BY_NAME } from "../users/member-order";

export type StaffRole = "screener" | "judge";

const TABLE: Record<StaffRole, string> = { screener: "contest_screeners", judge: "contest_judges" };

export interface StaffCandidate {
  /** The contest the candidate is offered for (part of the candidate's global id). */
  contestId: number;
  user: User;
  isContestHelper: boolean;
  isCreator: boolean;
  isScreener: boolean;
  isJudge: boolean;
}

const unwrap = <T>(v: T | Problem): T => {
  if (isProblem(v)) fail(v);
  return v as T;
};

/** Screeners, judges and criteria of a contest, and the members offered as screeners and judges. */
export class ContestStaffService {
  constructor(
    private readonly deps: Deps,
    private readonly points: PointsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  async add(viewer: User | null, contestId: number, role: StaffRole, userInput: string): Promise<Contest> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      const member = await findMember(m, userInput ?? "");
      const rows: { user_id: number }[] = await m.query(`SELECT user_id FROM ${TABLE[role]} WHERE contest_id = $1`, [contestId]);
      if (rows.some((r) => r.user_id === member.id))
        throw conflict(role === "screener" ? CONTEST_MSG.alreadyScreener : CONTEST_MSG.alreadyJudge);
      if (rows.length >= CONTEST_LIMITS.staffPerContest) throw badInput(CONTEST_MSG.tooManyStaff);
      return withPointsRecalc(m, this.points, contest, async () => {
        await m.query(`INSERT INTO ${TABLE[role]} (contest_id, user_id) VALUES ($1, $2)`, [contestId, member.id]);
        return contest;
      });
    });
  }

  /** Removes a screener (with every screening they saved in this contest) or a judge (with their judgings). */
  async remove(viewer: User | null, contestId: number, role: StaffRole, userId: number): Promise<Contest> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      const [is] = await m.query(`SELECT 1 FROM ${TABLE[role]} WHERE contest_id = $1 AND user_id = $2`, [contestId, userId]);
      if (!is) throw notFound(role === "screener" ? CONTEST_MSG.notScreener : CONTEST_MSG.notJudge);
      return withPointsRecalc(m, this.points, contest, async () => {
        await m.query(`DELETE FROM ${TABLE[role]} WHERE contest_id = $1 AND user_id = $2`, [contestId, userId]);
        if (role === "screener")
          await m.query(`DELETE FROM contest_screenings WHERE contest_id = $1 AND screener_id = $2`, [contestId, userId]);
        // Scores go with their judging (ON DELETE CASCADE).
        else await m.query(`DELETE FROM contest_judgings WHERE contest_id = $1 AND judge_id = $2`, [contestId, userId]);
        return contest;
      });
    });
  }

  async addCriteria(viewer: User | null, contestId: number, name: string, maxScore: number): Promise<Criteria> {
    const user = requireUser(viewer);
    check(criteriaProblem(name ?? "", maxScore));
    const lower = name.trim().toLowerCase();
    return this.db.transaction(async (m) => {
      await loadManaged(m, user, contestId);
      const rows: { name: string }[] = await m.query(`SELECT name FROM contest_criteria WHERE contest_id = $1`, [contestId]);
      if (rows.some((r) => r.name === lower)) throw conflict(CONTEST_MSG.duplicateCriteria);
      if (rows.length >= CONTEST_LIMITS.criteriaPerContest) throw badInput(CONTEST_MSG.tooManyCriteria);
      return m.getRepository(Criteria).save(m.getRepository(Criteria).create({ contestId, name: lower, maxScore }));
    });
  }

  /** Deletes a criterion of this contest and every score given on it. */
  async deleteCriteria(viewer: User | null, contestId: number, criteriaId: number): Promise<number> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      const c = Number.isSafeInteger(criteriaId)
        ? await m.getRepository(Criteria).findOneBy({ id: criteriaId, contestId })
        : null;
      if (!c) throw notFound(CONTEST_MSG.criteriaNotFound);
      await withPointsRecalc(m, this.points, contest, () => m.delete(Criteria, { id: c.id }));
      return c.id;
    });
  }

  /**
   * Members to offer as screeners or judges: those who switched "contest helper" on come first, then everyone else,
   * each group by username; optionally filtered by part of the username.
   */
  async candidates(
    viewer: User | null,
    contestId: number,
    args: { search?: string | null; userId?: number } & PageArgs,
  ): Promise<Page<StaffCandidate>> {
    const user = requireUser(viewer);
    await loadManagedForReading(this.db.manager, user, contestId);
    const qb = this.db.getRepository(User).createQueryBuilder("u");
    if (args.search?.trim()) qb.where("lower(u.username) LIKE :q ESCAPE '\\'", { q: unwrap(likePattern(args.search)) });
    if (args.userId !== undefined) qb.andWhere("u.id = :candidate", { candidate: args.userId });
    const page = await keysetPage(
      qb,
      [
        {
          sql: "(CASE WHEN u.is_contest_helper THEN 1 ELSE 0 END)",
          direction: "DESC",
          kind: "number",
          of: (u) => (u.isContestHelper ? 1 : 0),
        },
        ...MEMBERS_BY_NAME,
      ],
      args,
    );
    const ids = page.nodes.map((u) => u.id);
    const roles: { user_id: number; role: string }[] = ids.length
      ? await this.db.query(
          `SELECT user_id, 'creator' AS role FROM contest_creators WHERE contest_id = $1 AND user_id = ANY($2::int[])
           UNION ALL SELECT user_id, 'screener' FROM contest_screeners WHERE contest_id = $1 AND user_id = ANY($2::int[])
           UNION ALL SELECT user_id, 'judge' FROM contest_judges WHERE contest_id = $1 AND user_id = ANY($2::int[])`,
          [contestId, ids],
        )
      : [];
    const has = (id: number, role: string) => roles.some((r) => r.user_id === id && r.role === role);
    const wrap = (u: User): StaffCandidate => ({
      contestId,
      user: u,
      isContestHelper: u.isContestHelper,
      isCreator: has(u.id, "creator"),
      isScreener: has(u.id, "screener"),
      isJudge: has(u.id, "judge"),
    });
    return {
      ...page,
      nodes: page.nodes.map(wrap),
      edges: page.edges.map((e) => ({ cursor: e.cursor, node: wrap(e.node) })),
    };
  }

  /** One member as `candidates` offers them for a contest (a `node` lookup), with the same checks. */
  async candidate(viewer: User | null, contestId: number, userId: number): Promise<StaffCandidate> {
    const [found] = (await this.candidates(viewer, contestId, { userId, first: 1 })).nodes;
    if (!found) throw notFound(CONTEST_MSG.userMissing);
    return found;
  }
}
