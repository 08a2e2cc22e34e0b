import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import {
  calculateUserPoints,
  type EngineBeatmap,
  type EngineContest,
  type EngineResult,
  type EngineTask,
} from "./points-engine.rules";
import { screeningTotal } from "../contests/contests.rules";

/** Users recalculated per transaction (and per batch of loading queries). */
export const RECALC_CHUNK_SIZE = 500;

export interface PointsServiceOptions {
  chunkSize?: number;
}

export interface RecalculateOptions {
  /**
   * Run inside the caller's transaction. Needed when the caller already holds a transaction: on the embedded
   * database a query outside an open transaction waits for it to finish (docs/architecture.md, "Transactions on the embedded database").
   */
  manager?: EntityManager;
}

/** Stored column ← engine field, for every column the recalculation owns. */
const WRITTEN_COLUMNS = [
  ["easy_points", "easyPoints"],
  ["normal_points", "normalPoints"],
  ["hard_points", "hardPoints"],
  ["insane_points", "insanePoints"],
  ["expert_points", "expertPoints"],
  ["storyboard_points", "storyboardPoints"],
  ["hitsound_points", "hitsoundPoints"],
  ["skin_points", "skinPoints"],
  ["quest_points", "questPoints"],
  ["mission_points", "missionPoints"],
  ["mod_points", "modPoints"],
  ["host_points", "hostPoints"],
  ["contest_creator_points", "contestCreatorPoints"],
  ["contest_participant_points", "contestParticipantPoints"],
  ["contest_screener_points", "contestScreenerPoints"],
  ["contest_judge_points", "contestJudgePoints"],
  ["osu_points", "osuPoints"],
  ["taiko_points", "taikoPoints"],
  ["catch_points", "catchPoints"],
  ["mania_points", "maniaPoints"],
  ["total_points", "totalPoints"],
  ["rank", "rank"],
] as const satisfies readonly (readonly [string, keyof EngineResult])[];

// legacy_points and adjustment_points are admin-set inputs: read under the row lock, never written here.
const UPDATE_SQL = `UPDATE users SET ${[
  ...WRITTEN_COLUMNS.map(([column], i) => `${column} = $${i + 2}`),
  `completed_quests_count = $${WRITTEN_COLUMNS.length + 2}`,
  `completed_missions_count = $${WRITTEN_COLUMNS.length + 3}`,
  `points_calculated_at = $${WRITTEN_COLUMNS.length + 4}`,
].join(", ")} WHERE id = $1`;

interface UserRow {
  id: number;
  legacy_points: number;
  adjustment_points: number;
}

interface BeatmapRow {
  id: number;
  host_id: number;
  song_id: number;
  length: number | null;
  ranked_date: Date | null;
  is_showcase: boolean;
  invalid_for_points: boolean;
  quest_id: number | null;
  quest_status: string | null;
  quest_deadline: Date | null;
  quest_completed: Date | null;
  mission_id: number | null;
  mission_tier: number | null;
  mission_status: string | null;
  mission_closing_announced: boolean | null;
  mission_all_mappers_win: boolean | null;
  is_mission_winner: boolean;
  is_mission_invalid: boolean;
}

interface TaskRow {
  beatmap_id: number;
  name: EngineTask["name"];
  mode: EngineTask["mode"];
  mapper_ids: number[];
}

interface PairRow {
  beatmap_id: number;
  user_id: number;
}

/**
 * Recalculates the cached earned points of users from source data (README.md) with the pure
 * engine in points-engine.rules.ts. Work is done per chunk of users in one transaction: the user rows are
 * locked (so admin edits of legacy/adjustment points cannot interleave), the facts for every Ranked map any of
 * them touched are loaded with a fixed number of queries, and each user row is written with one UPDATE.
 */
export class PointsService {
  private readonly chunkSize: number;

  constructor(
    private readonly deps: Deps,
    options: PointsServiceOptions = {},
  ) {
    this.chunkSize = Math.max(1, Math.floor(options.chunkSize ?? RECALC_CHUNK_SIZE));
  }

  async recalculateUsers(userIds: number[], options: RecalculateOptions = {}): Promise<void> {
    const ids = [...new Set(userIds.filter((id) => Number.isSafeInteger(id)))].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += this.chunkSize) {
      const chunk = ids.slice(i, i + this.chunkSize);
      if (options.manager) await this.recalculateChunk(options.manager, chunk);
      else await this.deps.db.transaction((m) => this.recalculateChunk(m, chunk));
    }
  }

  /** Every user, in id order and in chunks; returns how many users were recalculated. */
  async recalculateAll(): Promise<number> {
    let count = 0;
    let after = -2147483648;
    for (;;) {
      const rows: { id: number }[] = await this.deps.db.query(`SELECT id FROM users WHERE id > $1 ORDER BY id LIMIT $2`, [
        after,
        this.chunkSize,
      ]);
      if (rows.length === 0) break;
      const ids = rows.map((r) => r.id);
      count += await this.deps.db.transaction((m) => this.recalculateChunk(m, ids));
      after = ids[ids.length - 1];
      if (rows.length < this.chunkSize) break;
    }
    this.deps.logger.info({ users: count }, "points recalculated for all users");
    return count;
  }

  /** Returns how many existing users were recalculated. */
  private async recalculateChunk(m: EntityManager, userIds: number[]): Promise<number> {
    const started = Date.now();
    const users: UserRow[] = await m.query(
      `SELECT id, legacy_points, adjustment_points FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [userIds],
    );
    if (users.length === 0) return 0;
    const ids = users.map((u) => u.id);

    const mapsByUser = await this.loadBeatmaps(m, ids);
    const contests = await this.loadContests(m, ids);
    const now = this.deps.now();
    const completed = { questUsers: [] as number[], quests: [] as number[] };
    const won = { users: [] as number[], missions: [] as number[], asGuest: [] as boolean[] };

    for (const user of users) {
      const result = calculateUserPoints(user.id, {
        beatmaps: mapsByUser.get(user.id) ?? [],
        contests,
        legacyPoints: Number(user.legacy_points),
        adjustmentPoints: Number(user.adjustment_points),
      });
      await m.query(UPDATE_SQL, [
        user.id,
        ...WRITTEN_COLUMNS.map(([, field]) => result[field]),
        result.completedQuestIds.length,
        result.completedMissionIds.length,
        now,
      ]);
      for (const id of result.completedQuestIds) {
        completed.questUsers.push(user.id);
        completed.quests.push(id);
      }
      for (const [ids, asGuest] of [
        [result.completedMissionIds, false],
        [result.completedMissionAsGuestIds, true],
      ] as const) {
        for (const id of ids) {
          won.users.push(user.id);
          won.missions.push(id);
          won.asGuest.push(asGuest);
        }
      }
    }
    await this.writeCompletions(m, ids, completed, won);
    this.deps.logger.debug({ users: users.length, ms: Date.now() - started }, "points recalculated");
    return users.length;
  }

  /**
   * The engine's lists of completed quests and won priority quests (the profile's history, modules/profiles/), replaced
   * for the chunk's members in the recalculation's transaction: at most four statements per chunk.
   */
  private async writeCompletions(
    m: EntityManager,
    userIds: number[],
    completed: { questUsers: number[]; quests: number[] },
    won: { users: number[]; missions: number[]; asGuest: boolean[] },
  ): Promise<void> {
    await m.query(`DELETE FROM user_completed_quests WHERE user_id = ANY($1::int[])`, [userIds]);
    await m.query(`DELETE FROM user_completed_missions WHERE user_id = ANY($1::int[])`, [userIds]);
    if (completed.quests.length) {
      await m.query(`INSERT INTO user_completed_quests (user_id, quest_id) SELECT * FROM unnest($1::int[], $2::int[])`, [
        completed.questUsers,
        completed.quests,
      ]);
    }
    if (won.missions.length) {
      await m.query(
        `INSERT INTO user_completed_missions (user_id, mission_id, as_guest) SELECT * FROM unnest($1::int[], $2::int[], $3::boolean[])`,
        [won.users, won.missions, won.asGuest],
      );
    }
  }

  /**
   * Every Ranked beatmap where any of the users is host, task mapper, modder or BN, with its facts, grouped by
   * the users it concerns. Four queries however many users or beatmaps there are. Modder and BN lists are
   * restricted to these users (the engine only asks whether the user is in them); task mapper lists are
   * complete (they give each collaborator's share).
   */
  private async loadBeatmaps(m: EntityManager, userIds: number[]): Promise<Map<number, EngineBeatmap[]>> {
    const rows: BeatmapRow[] = await m.query(
      `WITH relevant AS (
         SELECT b.id AS beatmap_id FROM beatmaps b WHERE b.host_id = ANY($1::int[])
         UNION
         SELECT t.beatmap_id FROM task_mappers tm JOIN tasks t ON t.id = tm.task_id WHERE tm.user_id = ANY($1::int[])
         UNION
         SELECT bm.beatmap_id FROM beatmap_modders bm WHERE bm.user_id = ANY($1::int[])
         UNION
         SELECT bb.beatmap_id FROM beatmap_bns bb WHERE bb.user_id = ANY($1::int[])
       )
       SELECT b.id, b.host_id, b.song_id, b.length, b.ranked_date, b.is_showcase, b.invalid_for_points,
              q.id AS quest_id, q.status::text AS quest_status, q.deadline AS quest_deadline, q.completed AS quest_completed,
              mi.id AS mission_id, mi.tier AS mission_tier, mi.status::text AS mission_status,
              mi.closing_announced AS mission_closing_announced, mi.all_mappers_win AS mission_all_mappers_win,
              EXISTS (SELECT 1 FROM mission_winners w WHERE w.mission_id = b.mission_id AND w.beatmap_id = b.id)
                AS is_mission_winner,
              EXISTS (SELECT 1 FROM mission_invalid_beatmaps ib WHERE ib.mission_id = b.mission_id AND ib.beatmap_id = b.id)
                AS is_mission_invalid
         FROM relevant r
         JOIN beatmaps b ON b.id = r.beatmap_id
         LEFT JOIN quests q ON q.id = b.quest_id
         LEFT JOIN missions mi ON mi.id = b.mission_id
        WHERE b.status = 'Ranked'
        ORDER BY b.id`,
      [userIds],
    );
    const byUser = new Map<number, EngineBeatmap[]>();
    if (rows.length === 0) return byUser;
    const mapIds = rows.map((r) => r.id);

    const [tasks, modders, bns]: [TaskRow[], PairRow[], PairRow[]] = [
      await m.query(
        `SELECT t.beatmap_id, t.name::text AS name, t.mode::text AS mode,
                COALESCE(array_agg(tm.user_id ORDER BY tm.user_id) FILTER (WHERE tm.user_id IS NOT NULL), '{}'::int[])
                  AS mapper_ids
           FROM tasks t
           LEFT JOIN task_mappers tm ON tm.task_id = t.id
          WHERE t.beatmap_id = ANY($1::int[])
          GROUP BY t.id
          ORDER BY t.beatmap_id, t.id`,
        [mapIds],
      ),
      await m.query(
        `SELECT beatmap_id, user_id FROM beatmap_modders WHERE beatmap_id = ANY($1::int[]) AND user_id = ANY($2::int[])`,
        [mapIds, userIds],
      ),
      await m.query(
        `SELECT beatmap_id, user_id FROM beatmap_bns WHERE beatmap_id = ANY($1::int[]) AND user_id = ANY($2::int[])`,
        [mapIds, userIds],
      ),
    ];

    const maps = new Map<number, EngineBeatmap & { tasks: EngineTask[]; modderIds: number[]; bnIds: number[] }>();
    for (const r of rows) {
      maps.set(r.id, {
        id: r.id,
        hostId: r.host_id,
        songId: r.song_id,
        length: r.length,
        rankedDate: r.ranked_date,
        isShowcase: r.is_showcase,
        invalidForPoints: r.invalid_for_points,
        tasks: [],
        modderIds: [],
        bnIds: [],
        quest:
          r.quest_id == null
            ? null
            : { id: r.quest_id, status: r.quest_status ?? "", deadline: r.quest_deadline, completed: r.quest_completed },
        mission:
          r.mission_id == null
            ? null
            : {
                id: r.mission_id,
                tier: Number(r.mission_tier),
                status: r.mission_status ?? "",
                closingAnnounced: !!r.mission_closing_announced,
                allMappersWin: !!r.mission_all_mappers_win,
              },
        isMissionWinner: r.is_mission_winner,
        isMissionInvalid: r.is_mission_invalid,
      });
    }
    for (const t of tasks) {
      maps.get(t.beatmap_id)?.tasks.push({ name: t.name, mode: t.mode, mapperIds: (t.mapper_ids ?? []).map(Number) });
    }
    for (const p of modders) maps.get(p.beatmap_id)?.modderIds.push(p.user_id);
    for (const p of bns) maps.get(p.beatmap_id)?.bnIds.push(p.user_id);

    const wanted = new Set(userIds);
    for (const map of maps.values()) {
      const concerned = new Set<number>([map.hostId, ...map.modderIds, ...map.bnIds]);
      for (const t of map.tasks) for (const id of t.mapperIds) concerned.add(id);
      for (const id of concerned) {
        if (!wanted.has(id)) continue;
        let list = byUser.get(id);
        if (!list) byUser.set(id, (list = []));
        list.push(map);
      }
    }
    return byUser;
  }

  /**
   * Contest facts for these users: only contests that are approved, Featured Artist contests, eligible for points and
   * complete (api/src/modules/contests/README.md "Points"), with their complete creator, screener and judge lists and
   * every entry's screening total. Three queries however many contests there are.
   *
   * The judge scaling counts the entries that passed screening by the contests' one threshold rule (total with the
   * screening bonus ≥ threshold). Totals are whole numbers, so the engine's "total > threshold" is given threshold − ½;
   * threshold 0 lets every entry through, which the engine's "no threshold" case already counts.
   */
  private async loadContests(m: EntityManager, userIds: number[]): Promise<EngineContest[]> {
    const contests: { id: number; judging_threshold: number; screening_vote_count: number; screening_bonus: boolean }[] =
      await m.query(
        `WITH relevant AS (
           SELECT contest_id FROM contest_creators WHERE user_id = ANY($1::int[])
           UNION SELECT contest_id FROM contest_screeners WHERE user_id = ANY($1::int[])
           UNION SELECT contest_id FROM contest_judges WHERE user_id = ANY($1::int[])
           UNION SELECT contest_id FROM contest_submissions WHERE creator_id = ANY($1::int[])
         )
         SELECT c.id, c.judging_threshold, c.screening_vote_count, c.screening_bonus
           FROM relevant r JOIN contests c ON c.id = r.contest_id
          WHERE c.status = 'complete' AND c.is_approved AND c.is_featured_artist_contest AND c.is_eligible_for_points
          ORDER BY c.id`,
        [userIds],
      );
    if (contests.length === 0) return [];
    const ids = contests.map((c) => c.id);
    const staff: { contest_id: number; user_id: number; role: string }[] = await m.query(
      `SELECT contest_id, user_id, 'creator' AS role FROM contest_creators WHERE contest_id = ANY($1::int[])
       UNION ALL SELECT contest_id, user_id, 'screener' FROM contest_screeners WHERE contest_id = ANY($1::int[])
       UNION ALL SELECT contest_id, user_id, 'judge' FROM contest_judges WHERE contest_id = ANY($1::int[])`,
      [ids],
    );
    // Placements of current screeners only, per entry (screeningTotal ignores out-of-range ones).
    const entries: { id: number; contest_id: number; creator_id: number; votes: number[] }[] = await m.query(
      `SELECT s.id, s.contest_id, s.creator_id,
              COALESCE(array_agg(sc.vote) FILTER (WHERE sc.vote > 0 AND cs.user_id IS NOT NULL), '{}'::smallint[]) AS votes
         FROM contest_submissions s
         LEFT JOIN contest_screenings sc ON sc.submission_id = s.id
         LEFT JOIN contest_screeners cs ON cs.contest_id = s.contest_id AND cs.user_id = sc.screener_id
        WHERE s.contest_id = ANY($1::int[])
        GROUP BY s.id
        ORDER BY s.id`,
      [ids],
    );
    return contests.map((c) => {
      const of = (role: string) => staff.filter((x) => x.contest_id === c.id && x.role === role).map((x) => Number(x.user_id));
      const threshold = Number(c.judging_threshold);
      return {
        id: c.id,
        isFeaturedArtistContest: true,
        isEligibleForPoints: true,
        completed: true,
        creatorIds: of("creator"),
        screenerIds: of("screener"),
        judgeIds: of("judge"),
        judgingThreshold: threshold > 0 ? threshold - 0.5 : null,
        submissions: entries
          .filter((e) => e.contest_id === c.id)
          .map((e) => ({
            creatorId: Number(e.creator_id),
            screeningVoteTotal: screeningTotal((e.votes ?? []).map(Number), Number(c.screening_vote_count), c.screening_bonus),
          })),
      };
    });
  }
}
