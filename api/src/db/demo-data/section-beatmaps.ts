/**
 * Demo data, beatmaps: the maps of held quests and of missions, DemoMapper's history and work in progress, everyone
 * else's mapsets; their tasks, mappers, modders and nominators; and the winners of closed missions.
 */
import {
  BeatmapMode,
  BeatmapStatus,
  DIFFICULTIES,
  MissionStatus,
  QuestStatus,
  TaskMode,
  TaskName,
  TaskStatus,
} from "../../core/enums";
import { Beatmap } from "../../modules/beatmaps/beatmap.entity";
import { Task } from "../../modules/beatmaps/task.entity";
import type { Rng } from "./random";
import { DAY, insertLinks, insertMany, MG_LAUNCH, type SeedRun } from "./seed-support";
import type { SeededUsers } from "./section-users";
import type { SeededArtists } from "./section-artists";
import type { SeededQuests } from "./section-quests";
import type { SeededMissions } from "./section-missions";

function difficultyModeFor(mapMode: BeatmapMode, rng: Rng): TaskMode {
  if (mapMode === BeatmapMode.hybrid) return rng.pick([TaskMode.osu, TaskMode.taiko, TaskMode.catch, TaskMode.mania]);
  return mapMode as unknown as TaskMode;
}

export interface PlannedMap {
  row: Partial<Beatmap>;
  tasks: { name: TaskName; mode: TaskMode; status: TaskStatus; mappers: number[] }[];
  modders: number[];
  bns: number[];
}

export async function seedBeatmaps(
  run: SeedRun,
  users: SeededUsers,
  artists: SeededArtists,
  quests: SeededQuests,
  missions: SeededMissions,
) {
  const { m, rng, today, days, scale } = run;
  const { MAPPER, joinedAt, active, pickMapper } = users;
  const { artistIds, releasedSongs, originalSongs, songsOfArtist } = artists;
  const { questPlans, questIds } = quests;
  const { missionPlans, missionIds, demoArtistIndex } = missions;
  const planned: PlannedMap[] = [];
  let beatmapsetId = 1_200_000;
  const planMap = (o: {
    songId: number;
    host: number;
    status: BeatmapStatus;
    mode?: BeatmapMode;
    created: Date;
    questId?: number | null;
    missionId?: number | null;
    mappersPool?: number[];
    full?: boolean;
  }) => {
    const mode =
      o.mode ??
      rng.weighted<BeatmapMode>([
        [BeatmapMode.osu, 60],
        [BeatmapMode.taiko, 12],
        [BeatmapMode.catch, 12],
        [BeatmapMode.mania, 12],
        [BeatmapMode.hybrid, 4],
      ]);
    const finished = o.status !== BeatmapStatus.WIP;
    const diffs = o.full ? [...DIFFICULTIES] : DIFFICULTIES.slice(rng.int(0, 2), rng.int(3, 5));
    const pool = o.mappersPool ?? [];
    const tasks: PlannedMap["tasks"] = diffs.map((name) => {
      const r = rng.next();
      const guest = pool.length ? rng.pick(pool) : pickMapper();
      const mappersOf = r < 0.68 || guest === o.host ? [o.host] : r < 0.9 ? [guest] : [o.host, guest];
      return {
        name,
        mode: difficultyModeFor(mode, rng),
        status: finished || rng.chance(0.4) ? TaskStatus.Done : TaskStatus.WIP,
        mappers: mappersOf,
      };
    });
    if (
      mode !== BeatmapMode.taiko &&
      (finished ? mode === BeatmapMode.osu || mode === BeatmapMode.catch || rng.chance(0.5) : rng.chance(0.4))
    ) {
      tasks.push({
        name: TaskName.Hitsounds,
        mode: TaskMode.hs,
        status: finished ? TaskStatus.Done : TaskStatus.WIP,
        mappers: [rng.chance(0.8) ? o.host : pickMapper()],
      });
    }
    if (rng.chance(0.12))
      tasks.push({
        name: TaskName.Storyboard,
        mode: TaskMode.sb,
        status: finished ? TaskStatus.Done : TaskStatus.WIP,
        mappers: [rng.chance(0.5) ? o.host : pickMapper()],
      });
    const hasUrl = finished || rng.chance(0.3);
    const submitted = hasUrl ? new Date(o.created.getTime() + rng.int(1, 40) * DAY) : null;
    const rankedDate =
      o.status === BeatmapStatus.Ranked
        ? new Date(Math.min((submitted ?? o.created).getTime() + rng.int(20, 120) * DAY, today.getTime() - DAY))
        : null;
    const bnPool = active.filter((u) => !tasks.some((t) => t.mappers.includes(u)));
    planned.push({
      row: {
        songId: o.songId,
        hostId: o.host,
        status: o.status,
        mode,
        url: hasUrl ? `https://osu.ppy.sh/beatmapsets/${++beatmapsetId}` : null,
        questId: o.questId ?? null,
        missionId: o.missionId ?? null,
        tasksLocked: finished ? [...Object.values(TaskName)] : rng.chance(0.2) ? [TaskName.Expert] : [],
        isShowcase: rng.chance(0.05),
        queuedForRank: o.status === BeatmapStatus.Qualified && rng.chance(0.5),
        length: rng.int(75, 330),
        submissionDate: submitted,
        rankedDate,
        favorites: hasUrl ? rng.int(0, 400) : null,
        playCount: hasUrl ? rng.int(0, 90000) : null,
        createdAt: o.created,
        updatedAt: rankedDate ?? submitted ?? o.created,
      },
      tasks,
      modders: rng.sample(
        active.filter((u) => u !== o.host),
        rng.int(0, 4),
      ),
      bns: o.status === BeatmapStatus.Qualified || o.status === BeatmapStatus.Ranked ? rng.sample(bnPool, 2) : [],
    });
  };

  // Quest maps: wip quests have maps in progress, done quests ranked maps, all by party members.
  questPlans.forEach((p, qi) => {
    if (!p.party) return;
    const songs = songsOfArtist(p.artistIndex);
    const n = Math.min(p.row.requiredMapsets!, songs.length);
    for (let k = 0; k < n; k++) {
      const status =
        p.row.status === QuestStatus.done
          ? BeatmapStatus.Ranked
          : rng.pick([BeatmapStatus.WIP, BeatmapStatus.WIP, BeatmapStatus.Done]);
      planMap({
        songId: songs[k],
        host: p.party.members[k % p.party.members.length],
        status,
        mode: p.party.modes[0] as unknown as BeatmapMode,
        created: new Date(p.row.accepted!.getTime() + rng.int(1, 10) * DAY),
        questId: questIds[qi],
        mappersPool: p.party.members,
      });
      if (status === BeatmapStatus.Ranked) {
        const last = planned[planned.length - 1].row;
        last.rankedDate = new Date(Math.min(p.row.completed!.getTime(), today.getTime() - DAY) - rng.int(0, 5) * DAY);
      }
    }
  });
  // Mission maps.
  missionPlans.forEach((p, mi) => {
    const closed = p.row.status === MissionStatus.closed;
    const songs = p.artists.length
      ? p.artists.flatMap((a) => songsOfArtist(artistIds.indexOf(a)))
      : p.row.isOsuOriginal
        ? originalSongs
        : releasedSongs;
    for (let k = 0; k < p.mapCount; k++) {
      planMap({
        songId: rng.pick(songs),
        host: pickMapper(),
        status: closed ? BeatmapStatus.Ranked : rng.pick([BeatmapStatus.WIP, BeatmapStatus.Done, BeatmapStatus.WIP]),
        mode: rng.pick(p.modes) as unknown as BeatmapMode,
        created: closed ? new Date(p.row.createdAt!.getTime() + rng.int(1, 20) * DAY) : rng.date(p.row.createdAt!, days(-1)),
        missionId: missionIds[mi],
      });
    }
  });
  // DemoMapper: ranked history plus unlinked work in progress that fits the "Featured Favourites" mission.
  const demoSongs = songsOfArtist(demoArtistIndex);
  for (let k = 0; k < 14; k++) {
    planMap({
      songId: rng.pick(releasedSongs),
      host: MAPPER,
      status: BeatmapStatus.Ranked,
      mode: BeatmapMode.osu,
      created: days(-900 + k * 50),
      full: true,
    });
  }
  planMap({
    songId: demoSongs[0],
    host: MAPPER,
    status: BeatmapStatus.WIP,
    mode: BeatmapMode.osu,
    created: days(-12),
    full: true,
  });
  planMap({
    songId: demoSongs[1 % demoSongs.length],
    host: MAPPER,
    status: BeatmapStatus.Done,
    mode: BeatmapMode.osu,
    created: days(-30),
    full: true,
  });
  planMap({
    songId: demoSongs[2 % demoSongs.length],
    host: MAPPER,
    status: BeatmapStatus.WIP,
    mode: BeatmapMode.taiko,
    created: days(-6),
  });
  for (const p of planned.slice(-3)) {
    p.row.submissionDate = p.row.url ? days(-5) : null;
    p.tasks.forEach((t) => (t.mappers = [MAPPER]));
  }
  // Everyone else's free-standing mapsets.
  const freeCount = 320 * scale - planned.length + 20;
  for (let k = 0; k < freeCount; k++) {
    const status = rng.weighted<BeatmapStatus>([
      [BeatmapStatus.WIP, 35],
      [BeatmapStatus.Done, 18],
      [BeatmapStatus.Qualified, 9],
      [BeatmapStatus.Ranked, 38],
    ]);
    const host = pickMapper();
    const created = rng.date(new Date(Math.max(MG_LAUNCH.getTime(), joinedAt.get(host)!.getTime())), days(-2));
    planMap({ songId: rng.pick(releasedSongs), host, status, created });
  }
  const beatmapIds = await insertMany(
    m,
    Beatmap,
    planned.map((p) => p.row),
  );
  const taskRows: Partial<Task>[] = [];
  const taskMappers: number[][] = [];
  planned.forEach((p, i) =>
    p.tasks.forEach((t) => {
      taskRows.push({ beatmapId: beatmapIds[i], name: t.name, mode: t.mode, status: t.status });
      taskMappers.push(t.mappers);
    }),
  );
  const taskIds = await insertMany(m, Task, taskRows);
  await insertLinks(
    m,
    "task_mappers",
    ["task_id", "user_id"],
    taskIds.flatMap((t, i) => taskMappers[i].map((u) => [t, u] as [number, number])),
  );
  await insertLinks(
    m,
    "beatmap_modders",
    ["beatmap_id", "user_id"],
    planned.flatMap((p, i) => p.modders.map((u) => [beatmapIds[i], u] as [number, number])),
  );
  await insertLinks(
    m,
    "beatmap_bns",
    ["beatmap_id", "user_id"],
    planned.flatMap((p, i) => p.bns.map((u) => [beatmapIds[i], u] as [number, number])),
  );

  // Winners (and the odd invalid map) of closed missions.
  const winners: [number, number][] = [];
  const invalid: [number, number][] = [];
  missionPlans.forEach((p, mi) => {
    if (p.row.status !== MissionStatus.closed) return;
    const maps = planned.map((x, i) => (x.row.missionId === missionIds[mi] ? beatmapIds[i] : 0)).filter(Boolean);
    for (const b of rng.sample(maps, Math.min(maps.length, rng.int(1, 3)))) winners.push([missionIds[mi], b]);
    if (maps.length > 4 && rng.chance(0.5)) invalid.push([missionIds[mi], maps.find((b) => !winners.some((w) => w[1] === b))!]);
  });
  await insertLinks(m, "mission_winners", ["mission_id", "beatmap_id"], winners);
  await insertLinks(
    m,
    "mission_invalid_beatmaps",
    ["mission_id", "beatmap_id"],
    invalid.filter((x) => x[1]),
  );
  return { planned, beatmapIds };
}

export type SeededBeatmaps = Awaited<ReturnType<typeof seedBeatmaps>>;
