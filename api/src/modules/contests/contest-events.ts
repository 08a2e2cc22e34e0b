/**
 * The domain events of contests (core/events.ts) and who they concern: a phase change tells the people of that phase
 * (screeners, judges) and the entrants; results tell everyone who took part. A contest nobody may see (hidden, not
 * approved) raises none.
 */
import type { EntityManager } from "typeorm";
import { EventKind, type DomainEvent } from "../../core/events";
import { ContestStatus, type Contest } from "./contest.entity";
import { isPubliclyVisible } from "./contests.rules";

type Part = "screener" | "judge" | "entrant" | "creator";

/** Who hears of each phase, the first part listed winning for a member who plays two. */
const PHASE_AUDIENCE: Partial<Record<ContestStatus, Part[]>> = {
  [ContestStatus.screening]: ["screener", "entrant"],
  [ContestStatus.judging]: ["judge", "entrant"],
  [ContestStatus.vote]: ["entrant"],
  [ContestStatus.complete]: ["entrant", "screener", "judge"],
};

/** The members playing the given parts in a contest, each with their part, in the order of `parts`. */
export async function contestPeople(
  m: EntityManager,
  contestId: number,
  parts: readonly Part[],
): Promise<{ userId: number; role: Part }[]> {
  const rows: { user_id: number; role: Part }[] = await m.query(
    `SELECT user_id, 'screener' AS role FROM contest_screeners WHERE contest_id = $1
     UNION ALL SELECT user_id, 'judge' FROM contest_judges WHERE contest_id = $1
     UNION ALL SELECT creator_id, 'entrant' FROM contest_submissions WHERE contest_id = $1
     UNION ALL SELECT user_id, 'creator' FROM contest_creators WHERE contest_id = $1`,
    [contestId],
  );
  return parts.flatMap((part) => rows.filter((r) => r.role === part).map((r) => ({ userId: Number(r.user_id), role: part })));
}

/** The event of `contest` entering its current phase, or null when nobody is to hear of it. */
export async function contestPhaseEvent(m: EntityManager, contest: Contest, actorId: number | null): Promise<DomainEvent | null> {
  const parts = PHASE_AUDIENCE[contest.status];
  if (!isPubliclyVisible(contest) || !parts) return null;
  return {
    kind: EventKind.contestPhaseChanged,
    subject: { type: "Contest", id: contest.id },
    actorId,
    to: await contestPeople(m, contest.id, parts),
    data: { name: contest.name, phase: contest.status },
    public: true,
  };
}
