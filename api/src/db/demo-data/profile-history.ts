/**
 * Demo data for the profile's history (modules/profiles/README.md): DemoMapper (101) gets something in each of the six
 * lists — a priority quest won with a mapset of theirs, a guest difficulty on another member's winning mapset, a quest
 * completed with a Ranked mapset, a quest they submitted, a quest in progress with their party and an open priority
 * quest with a mapset of theirs entered. Built on the missions and quests the core guild already has; the points
 * recalculation that follows the seeders fills the completed lists.
 */
import type { EntityManager } from "typeorm";
import { BeatmapMode, BeatmapStatus, SpendCategory, TaskMode, TaskName, TaskStatus } from "../../core/enums";
import { Beatmap } from "../../modules/beatmaps/beatmap.entity";
import { Task } from "../../modules/beatmaps/task.entity";
import { SpentPoints } from "../../modules/points/spent-points.entity";
import type { Rng } from "./random";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  now: Date;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
  songIds: number[];
}

const DAY = 86_400_000;

export const profileHistorySeeder = {
  name: "profileHistory",
  async seed(ctx: SeedContext): Promise<Record<string, number>> {
    const { m, rng, now, days, demoUser } = ctx;
    const mapper = demoUser(101);
    const demo = new Set([100, 101, 102, 103, 104, 105, 106, 107].map(demoUser));
    const others = ctx.userIds.filter((id) => !demo.has(id));
    const counts = { wonAsHost: 0, wonAsGuest: 0, completedQuests: 0, createdQuests: 0, currentQuests: 0, currentMissions: 0 };

    /** A song of the priority quest's artists when it names some, else any. */
    const songFor = async (missionId: number | null): Promise<number> => {
      if (missionId !== null) {
        const rows: { id: number }[] = await m.query(
          `SELECT s.id FROM featured_songs s JOIN mission_artists ma ON ma.artist_id = s.artist_id
            WHERE ma.mission_id = $1 ORDER BY s.id`,
          [missionId],
        );
        if (rows.length) return rng.pick(rows).id;
      }
      return rng.pick(ctx.songIds);
    };
    const mode = async (missionId: number): Promise<BeatmapMode> => {
      const [row]: { modes: string }[] = await m.query(`SELECT modes::text FROM missions WHERE id = $1`, [missionId]);
      const modes = row.modes.replace(/[{}]/g, "").split(",");
      return modes.includes("osu") ? BeatmapMode.osu : (modes[0] as BeatmapMode);
    };
    const mapset = async (over: Partial<Beatmap>, tasks: [TaskName, number][]): Promise<number> => {
      const map = await m.save(m.create(Beatmap, { status: BeatmapStatus.WIP, mode: BeatmapMode.osu, ...over }));
      const taskMode = map.mode === BeatmapMode.hybrid ? TaskMode.osu : (map.mode as unknown as TaskMode);
      for (const [name, userId] of tasks) {
        const task = await m.save(
          m.create(Task, {
            beatmapId: map.id,
            name,
            mode: taskMode,
            status: map.status === BeatmapStatus.WIP ? TaskStatus.WIP : TaskStatus.Done,
          }),
        );
        await m.query(`INSERT INTO task_mappers (task_id, user_id) VALUES ($1, $2)`, [task.id, userId]);
      }
      return map.id;
    };
    const ranked = (deadline: Date) => {
      const rankedDate = new Date(deadline.getTime() - rng.int(5, 25) * DAY);
      return {
        status: BeatmapStatus.Ranked,
        rankedDate,
        submissionDate: new Date(rankedDate.getTime() - rng.int(20, 60) * DAY),
        length: rng.int(120, 240),
      };
    };

    // Two announced, closed priority quests: DemoMapper hosts a winning mapset of the newer, maps a guest difficulty on
    // another member's winning mapset of the older.
    const closed: { id: number; deadline: Date }[] = await m.query(
      `SELECT id, deadline FROM missions WHERE status = 'closed' AND closing_announced AND NOT is_showcase_mission
        ORDER BY deadline DESC, id LIMIT 2`,
    );
    if (closed.length === 2) {
      const [mine, guest] = closed;
      const hostMode = await mode(mine.id);
      const won = await mapset(
        { songId: await songFor(mine.id), hostId: mapper, missionId: mine.id, mode: hostMode, ...ranked(mine.deadline) },
        [
          [TaskName.Insane, mapper],
          [TaskName.Hard, rng.pick(others)],
        ],
      );
      await m.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [mine.id, won]);
      counts.wonAsHost++;
      const host = rng.pick(others);
      const theirs = await mapset(
        {
          songId: await songFor(guest.id),
          hostId: host,
          missionId: guest.id,
          mode: await mode(guest.id),
          ...ranked(guest.deadline),
        },
        [
          [TaskName.Expert, host],
          [TaskName.Hard, mapper],
        ],
      );
      await m.query(`INSERT INTO mission_winners (mission_id, beatmap_id) VALUES ($1, $2)`, [guest.id, theirs]);
      counts.wonAsGuest++;
    }

    // A done quest completed with a Ranked mapset of DemoMapper's.
    const [done]: { id: number; deadline: Date | null; completed: Date | null }[] = await m.query(
      `SELECT id, deadline, completed FROM quests WHERE status = 'done' AND artist_id IS NOT NULL ORDER BY completed DESC NULLS LAST, id LIMIT 1`,
    );
    if (done) {
      const deadline = done.deadline ?? done.completed ?? days(-30);
      const [song]: { id: number }[] = await m.query(
        `SELECT s.id FROM featured_songs s JOIN quests q ON q.artist_id = s.artist_id WHERE q.id = $1 ORDER BY s.id LIMIT 1`,
        [done.id],
      );
      await mapset({ songId: song?.id ?? rng.pick(ctx.songIds), hostId: mapper, questId: done.id, ...ranked(deadline) }, [
        [TaskName.Hard, mapper],
        [TaskName.Insane, mapper],
      ]);
      counts.completedQuests++;
    }

    // A quest DemoMapper submitted that was published: an open member quest becomes theirs.
    const [submitted]: { id: number }[] = await m.query(
      `SELECT q.id FROM quests q JOIN users u ON u.id = q.creator_id
        WHERE q.status = 'open' AND q.is_custom AND u."group" <> 'admin' ORDER BY q.created_at DESC, q.id LIMIT 1`,
    );
    if (submitted) {
      await m.query(`UPDATE quests SET creator_id = $2 WHERE id = $1`, [submitted.id, mapper]);
      counts.createdQuests++;
    }

    // A quest in progress: DemoMapper joins a wip party with room (and pays the quest's price, as joining does).
    const [wip]: { id: number; party_id: number; price: number; name: string }[] = await m.query(
      `SELECT q.id, p.id AS party_id, q.price, q.name FROM quests q JOIN parties p ON p.quest_id = q.id
        WHERE q.status = 'wip' AND (SELECT count(*) FROM party_members pm WHERE pm.party_id = p.id) < q.max_party
          AND NOT EXISTS (SELECT 1 FROM party_members pm WHERE pm.quest_id = q.id AND pm.user_id = $1)
        ORDER BY q.accepted DESC NULLS LAST, q.id LIMIT 1`,
      [mapper],
    );
    if (wip) {
      const joined = days(-rng.int(3, 10));
      await m.query(`INSERT INTO party_members (party_id, user_id, quest_id, created_at) VALUES ($1, $2, $3, $4)`, [
        wip.party_id,
        mapper,
        wip.id,
        joined,
      ]);
      await m.insert(SpentPoints, {
        userId: mapper,
        category: SpendCategory.acceptQuest,
        amount: wip.price,
        reason: `Joined quest "${wip.name}"`,
        questId: wip.id,
        createdAt: joined,
      });
      counts.currentQuests++;
    }

    // An open priority quest with a WIP mapset of DemoMapper's entered (one with no member requirements).
    const [open]: { id: number }[] = await m.query(
      `SELECT id FROM missions WHERE status = 'open' AND opening_announced AND NOT is_showcase_mission AND deadline > $1
          AND user_minimum_rank IS NULL AND user_maximum_ranked_beatmaps_count IS NULL AND user_minimum_pp IS NULL
          AND user_maximum_pp IS NULL AND user_maximum_global_rank IS NULL
        ORDER BY deadline, id LIMIT 1`,
      [now],
    );
    if (open) {
      await mapset({ songId: await songFor(open.id), hostId: mapper, missionId: open.id, mode: await mode(open.id) }, [
        [TaskName.Normal, mapper],
      ]);
      counts.currentMissions++;
    }
    return counts;
  },
};
