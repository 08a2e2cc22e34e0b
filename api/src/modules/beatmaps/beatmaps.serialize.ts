import type { Context } from "../context";
import { userRefJson } from "../users/users.serialize";
import type { Beatmap } from "./beatmap.entity";
import { beatmapsetIdOf } from "./beatmap-osu.rules";
import { compareTasks } from "./beatmaps.rules";
import { userById } from "../users/users.loaders";
import { artistById, songById } from "../artists/artists.loaders";
import { beatmapBns, beatmapModders, beatmapTasks, taskMappers } from "./beatmaps.loaders";
import { questById } from "../quests/quests.loaders";
import { missionById } from "../missions/missions.loaders";

/** The populated mapset the original's client reads (README.md "standard population"), public fields only. */
export async function beatmapJson(ctx: Context, b: Beatmap) {
  const [host, song, tasks, modders, bns, quest, mission] = await Promise.all([
    ctx.loaders.get(userById).load(b.hostId),
    ctx.loaders.get(songById).load(b.songId),
    ctx.loaders.get(beatmapTasks).load(b.id),
    ctx.loaders.get(beatmapModders).load(b.id),
    ctx.loaders.get(beatmapBns).load(b.id),
    b.questId ? ctx.loaders.get(questById).load(b.questId) : null,
    b.missionId ? ctx.loaders.get(missionById).load(b.missionId) : null,
  ]);
  const questArtist = quest?.artistId ? await ctx.loaders.get(artistById).load(quest.artistId) : null;
  const sorted = [...tasks].sort(compareTasks);
  const mappers = await Promise.all(sorted.map((t) => ctx.loaders.get(taskMappers).load(t.id)));
  return {
    id: b.id,
    _id: b.id,
    status: b.status,
    mode: b.mode,
    url: b.url,
    osuBeatmapsetId: beatmapsetIdOf(b.url),
    song: song ? { id: song.id, _id: song.id, artist: song.artistName, title: song.title } : null,
    host: host ? { ...userRefJson(host), createdAt: host.createdAt } : null,
    tasks: sorted.map((t, i) => ({
      id: t.id,
      _id: t.id,
      name: t.name,
      mode: t.mode,
      status: t.status,
      mappers: mappers[i].map(userRefJson),
    })),
    tasksLocked: b.tasksLocked,
    modders: modders.map(userRefJson),
    bns: bns.map(userRefJson),
    quest: quest
      ? {
          id: quest.id,
          _id: quest.id,
          name: quest.name,
          art: questArtist?.osuId ?? null,
          modes: quest.modes,
          deadline: quest.deadline,
          isMbc: quest.isMbc,
          status: quest.status,
        }
      : null,
    mission: mission
      ? {
          id: mission.id,
          _id: mission.id,
          name: mission.name,
          tier: mission.tier,
          status: mission.status,
          closingAnnounced: mission.closingAnnounced,
        }
      : null,
    isShowcase: b.isShowcase,
    isLame: b.isLame,
    length: b.length,
    rankedDate: b.rankedDate,
    submissionDate: b.submissionDate,
    favorites: b.favorites,
    playCount: b.playCount,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}
