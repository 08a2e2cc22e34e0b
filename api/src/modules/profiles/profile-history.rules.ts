/**
 * The six lists of a member's history on their profile (modules/profiles/README.md): what each holds, in which
 * order, as data the service turns into one batched statement per list. Pure: no I/O.
 */
import { QuestStatus } from "../../core/enums";
import { PUBLIC_QUEST_STATUSES } from "../quests/quests.rules";

export type HistoryListName =
  "completedMissions" | "completedMissionsAsGuest" | "completedQuests" | "createdQuests" | "currentQuests" | "currentMissions";

export interface HistoryList {
  /** What the list's items are. */
  item: "mission" | "quest";
  /**
   * The rows of the members in `$1::int[]`: `owner` (the member), `item` (the quest or mission id) and `k` (the first
   * sort key, a time truncated to milliseconds so a cursor holds it exactly). One row per member and item.
   */
  source: string;
  /** Order of `k`, then of the item id. */
  direction: "ASC" | "DESC";
}

const createdStatuses = PUBLIC_QUEST_STATUSES.map((s) => `'${s}'`).join(", ");

/** Each list: newest first, except current priority quests (soonest deadline first). */
export const HISTORY_LISTS: Readonly<Record<HistoryListName, HistoryList>> = {
  // Won as host (or as any mapper of a collab priority quest): the points engine's completedMissionIds.
  completedMissions: {
    item: "mission",
    source: `SELECT c.user_id AS owner, m.id AS item, date_trunc('milliseconds', m.deadline) AS k
               FROM user_completed_missions c JOIN missions m ON m.id = c.mission_id
              WHERE c.user_id = ANY($1::int[]) AND NOT c.as_guest`,
    direction: "DESC",
  },
  // Won only through a guest difficulty on someone else's winning map: completedMissionAsGuestIds.
  completedMissionsAsGuest: {
    item: "mission",
    source: `SELECT c.user_id AS owner, m.id AS item, date_trunc('milliseconds', m.deadline) AS k
               FROM user_completed_missions c JOIN missions m ON m.id = c.mission_id
              WHERE c.user_id = ANY($1::int[]) AND c.as_guest`,
    direction: "DESC",
  },
  // Done quests with a task of the member on one of their Ranked maps: completedQuestIds, by completion.
  completedQuests: {
    item: "quest",
    source: `SELECT c.user_id AS owner, q.id AS item, date_trunc('milliseconds', COALESCE(q.completed, q.created_at)) AS k
               FROM user_completed_quests c JOIN quests q ON q.id = c.quest_id
              WHERE c.user_id = ANY($1::int[]) AND q.status = '${QuestStatus.done}'`,
    direction: "DESC",
  },
  // Quests the member submitted or created that everyone may see (pending, rejected, scheduled, hidden ones are not).
  createdQuests: {
    item: "quest",
    source: `SELECT q.creator_id AS owner, q.id AS item, date_trunc('milliseconds', q.created_at) AS k
               FROM quests q
              WHERE q.creator_id = ANY($1::int[]) AND q.status IN (${createdStatuses})`,
    direction: "DESC",
  },
  // Quests in progress (wip) in a party of the member, most recently accepted first.
  currentQuests: {
    item: "quest",
    source: `SELECT pm.user_id AS owner, q.id AS item, date_trunc('milliseconds', COALESCE(q.accepted, q.created_at)) AS k
               FROM party_members pm JOIN quests q ON q.id = pm.quest_id
              WHERE pm.user_id = ANY($1::int[]) AND q.status = '${QuestStatus.wip}'`,
    direction: "DESC",
  },
  // Open priority quests with a mapset the member hosts entered in them, soonest deadline first.
  currentMissions: {
    item: "mission",
    source: `SELECT DISTINCT b.host_id AS owner, m.id AS item, date_trunc('milliseconds', m.deadline) AS k
               FROM beatmaps b JOIN missions m ON m.id = b.mission_id
              WHERE b.host_id = ANY($1::int[]) AND m.status = 'open'`,
    direction: "ASC",
  },
};

/**
 * One statement for one list, for every member of `$1` at once: each member's page after the cursor (`$2` time,
 * `$3` id; both null for the first page), at most `$4` rows each, and one row per member with `item` null carrying
 * the member's total (also when the page is empty).
 */
export function historyPageSql(list: HistoryList, backward = false): string {
  const cmp = list.direction === "DESC" ? "<" : ">";
  const rev = list.direction === "DESC" ? ">" : "<";
  // A backward page (`last`) walks the window from its end: the list's order reversed, from `before`.
  const walk = backward ? (list.direction === "DESC" ? "ASC" : "DESC") : list.direction;
  return `WITH src AS (${list.source}),
     counted AS (SELECT owner, item, k, count(*) OVER (PARTITION BY owner) AS total FROM src),
     ranked AS (
       SELECT owner, item, k, total,
              row_number() OVER (PARTITION BY owner ORDER BY k ${walk}, item ${walk}) AS rn
         FROM counted
        WHERE ($2::timestamptz IS NULL OR k ${cmp} $2::timestamptz OR (k = $2::timestamptz AND item ${cmp} $3::int))
          AND ($5::timestamptz IS NULL OR k ${rev} $5::timestamptz OR (k = $5::timestamptz AND item ${rev} $6::int))
     )
SELECT owner, item, k, total::int AS total, rn FROM ranked WHERE rn <= $4::int
UNION ALL
SELECT DISTINCT owner, NULL::int, NULL::timestamptz, total::int, 0 FROM counted
ORDER BY owner, rn`;
}
