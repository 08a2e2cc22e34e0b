/**
 * Loading a contest with the viewer's roles, the checks every contest service starts with, and the points hook.
 * Every function takes the EntityManager it must use (a transaction's, or the data source's outside one).
 */
import type { EntityManager } from "typeorm";
import { isAdmin } from "../../core/access";
import { check, forbidden, notFound } from "../../core/errors";
import type { KeysetKey } from "../../core/connection";
import { User } from "../users/user.entity";
import type { PointsService } from "../points/points.service";
import { Contest, ContestStatus } from "./contest.entity";
import { CONTEST_MSG, canManage, canSeeContest, editableProblem, NO_ROLES, type ContestRoles } from "./contests.rules";

export type LockMode = "update" | "share" | "none";

/** The contest, locked as asked; "Cannot find contest!" when missing. */
export async function loadContest(m: EntityManager, id: number, lock: LockMode = "none"): Promise<Contest> {
  const qb = m.getRepository(Contest).createQueryBuilder("c").where("c.id = :id", { id });
  if (lock === "update") qb.setLock("pessimistic_write");
  if (lock === "share") qb.setLock("pessimistic_read");
  const c = Number.isSafeInteger(id) ? await qb.getOne() : null;
  if (!c) throw notFound(CONTEST_MSG.notFound);
  return c;
}

/** The viewer's roles in one contest (one query). */
export async function loadRoles(m: EntityManager, contestId: number, viewer: User | null): Promise<ContestRoles> {
  if (!viewer) return NO_ROLES;
  const [row]: { creator: boolean; screener: boolean; judge: boolean }[] = await m.query(
    `SELECT EXISTS (SELECT 1 FROM contest_creators WHERE contest_id = $1 AND user_id = $2) AS creator,
            EXISTS (SELECT 1 FROM contest_screeners WHERE contest_id = $1 AND user_id = $2) AS screener,
            EXISTS (SELECT 1 FROM contest_judges WHERE contest_id = $1 AND user_id = $2) AS judge`,
    [contestId, viewer.id],
  );
  return { isAdmin: isAdmin(viewer), isCreator: row.creator, isScreener: row.screener, isJudge: row.judge };
}

/** A contest the viewer may see (anything else reads as "not found"). */
export async function loadVisible(
  m: EntityManager,
  viewer: User,
  id: number,
  lock: LockMode = "none",
): Promise<{ contest: Contest; roles: ContestRoles }> {
  const contest = await loadContest(m, id, lock);
  const roles = await loadRoles(m, id, viewer);
  if (!canSeeContest(contest, roles)) throw notFound(CONTEST_MSG.notFound);
  return { contest, roles };
}

/**
 * A contest the viewer manages (creator or admin), locked for update, and editable: completed contests are
 * read-only except for admins. Members who may see the contest but not manage it get "You are not the contest
 * creator!"; members who may not see it get "not found".
 */
export async function loadManaged(
  m: EntityManager,
  viewer: User,
  id: number,
  opts: { editable?: boolean } = {},
): Promise<{ contest: Contest; roles: ContestRoles }> {
  const { contest, roles } = await loadVisible(m, viewer, id, "update");
  if (!canManage(roles)) throw forbidden(CONTEST_MSG.notCreator);
  if (opts.editable !== false) check(editableProblem(contest.status, roles.isAdmin));
  return { contest, roles };
}

/** The same checks for the creators' read-only views: no lock, no transaction needed. */
export async function loadManagedForReading(m: EntityManager, viewer: User, id: number): Promise<Contest> {
  const { contest, roles } = await loadVisible(m, viewer, id);
  if (!canManage(roles)) throw forbidden(CONTEST_MSG.notCreator);
  return contest;
}

/** Everyone whose contest points depend on this contest: creators, screeners, judges and entrants. */
export async function involvedUserIds(m: EntityManager, contestId: number): Promise<number[]> {
  const rows: { id: number }[] = await m.query(
    `SELECT user_id AS id FROM contest_creators WHERE contest_id = $1
     UNION SELECT user_id FROM contest_screeners WHERE contest_id = $1
     UNION SELECT user_id FROM contest_judges WHERE contest_id = $1
     UNION SELECT creator_id FROM contest_submissions WHERE contest_id = $1`,
    [contestId],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Runs a change of a contest and, when the contest is complete before or after it (only then can it count for
 * points), recalculates everyone involved before or after, inside the same transaction.
 */
export async function withPointsRecalc<T>(
  m: EntityManager,
  points: PointsService,
  contest: Contest,
  change: () => Promise<T>,
): Promise<T> {
  const wasComplete = contest.status === ContestStatus.complete;
  const before = wasComplete ? await involvedUserIds(m, contest.id) : [];
  const result = await change();
  const [{ status }]: { status: ContestStatus }[] = await m.query(`SELECT status FROM contests WHERE id = $1`, [contest.id]);
  if (wasComplete || status === ContestStatus.complete) {
    const after = await involvedUserIds(m, contest.id);
    await points.recalculateUsers([...before, ...after], { manager: m });
  }
  return result;
}

/** A member by osu! id or username (case-insensitive); "Cannot find user!" otherwise. */
export async function findMember(m: EntityManager, input: string): Promise<User> {
  const v = input.trim();
  const rows: { id: number }[] = /^[1-9][0-9]{0,9}$/.test(v)
    ? await m.query(`SELECT id FROM users WHERE osu_id = $1 OR lower(username) = lower($2) ORDER BY (osu_id = $1) DESC LIMIT 1`, [
        Number(v) <= 2_147_483_647 ? Number(v) : -1,
        v,
      ])
    : v && v.length <= 32
      ? await m.query(`SELECT id FROM users WHERE lower(username) = lower($1) ORDER BY id LIMIT 1`, [v])
      : [];
  const user = rows.length ? await m.getRepository(User).findOneBy({ id: rows[0].id }) : null;
  if (!user) throw notFound("Cannot find user!");
  return user;
}

/** A page of a list already loaded and ordered in memory (entries of one contest: at most CONTEST_LIMITS.submissionsPerContest). */
export { pageFromList } from "../../core/connection";

/** Listing order of contests: newest created, then newest start, then id (keyset keys; see core/connection.ts). */
export const CONTEST_LIST_KEYS: KeysetKey<Contest>[] = [
  {
    sql: "date_trunc('milliseconds', c.created_at)",
    direction: "DESC",
    kind: "string",
    cast: "timestamptz",
    of: (c) => c.createdAt.toISOString(),
  },
  {
    sql: "COALESCE(c.contest_start, 'epoch'::timestamptz)",
    direction: "DESC",
    kind: "string",
    cast: "timestamptz",
    of: (c) => (c.contestStart ?? new Date(0)).toISOString(),
  },
  { sql: "c.id", direction: "DESC", kind: "number", of: (c) => c.id },
];
