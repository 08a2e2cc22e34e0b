/** Demo data, the activity log: what the generated maps, quests, parties, missions and selections would have logged. */
import { BeatmapStatus, LogCategory, MissionStatus, QuestStatus, ShowcaseKind } from "../../core/enums";
import { Log } from "../../modules/logs/log.entity";
import { DAY, insertMany, type SeedRun } from "./seed-support";
import type { SeededUsers } from "./section-users";
import type { SeededArtists } from "./section-artists";
import type { SeededQuests } from "./section-quests";
import type { SeededMissions } from "./section-missions";
import type { SeededBeatmaps } from "./section-beatmaps";
import type { SeededShowcase } from "./section-showcase";

/** Returns how many entries were generated (the summary's count, future ones included). */
export async function seedLogs(
  run: SeedRun,
  users: SeededUsers,
  artists: SeededArtists,
  quests: SeededQuests,
  missions: SeededMissions,
  beatmaps: SeededBeatmaps,
  showcase: SeededShowcase,
): Promise<number> {
  const { m, rng, now, days } = run;
  const { ADMIN } = users;
  const { songLabel } = artists;
  const { questPlans } = quests;
  const { missionPlans, missionIds } = missions;
  const { planned } = beatmaps;
  const { assignments } = showcase;
  const logs: Partial<Log>[] = [];
  const log = (userId: number | null, action: string, category: LogCategory, at: Date) =>
    logs.push({ userId, action, category, createdAt: at });
  planned.forEach((p, i) => {
    const label = songLabel.get(p.row.songId!)!;
    log(p.row.hostId!, `created new map "${label}"`, LogCategory.beatmap, p.row.createdAt!);
    for (const t of p.tasks) {
      for (const u of t.mappers)
        if (u !== p.row.hostId)
          log(
            u,
            `added "${t.name}" difficulty to "${label}"`,
            LogCategory.beatmap,
            new Date(p.row.createdAt!.getTime() + 3600_000),
          );
    }
    if (p.row.status !== BeatmapStatus.WIP)
      log(p.row.hostId!, `changed status of "${label}" to "Done"`, LogCategory.beatmap, p.row.submissionDate ?? p.row.createdAt!);
    for (const u of p.modders)
      log(
        u,
        `modded "${label}"`,
        LogCategory.beatmap,
        new Date((p.row.submissionDate ?? p.row.createdAt!).getTime() + rng.int(1, 10) * DAY),
      );
    if (p.row.missionId)
      log(
        p.row.hostId!,
        `added "${label}" to mission "${missionPlans[missionIds.indexOf(p.row.missionId)].row.name}"`,
        LogCategory.mission,
        new Date(p.row.createdAt!.getTime() + 7200_000),
      );
    void i;
  });
  questPlans.forEach((p) => {
    if (p.row.status === QuestStatus.pending || p.row.status === QuestStatus.rejected)
      log(p.row.creatorId!, "submitted quest for approval", LogCategory.quest, p.row.createdAt!);
    else log(ADMIN, `created quest "${p.row.name}"`, LogCategory.quest, p.row.createdAt!);
    for (const f of p.forming)
      log(f.leader, `created a party for ${p.row.name}`, LogCategory.party, new Date(p.row.createdAt!.getTime() + DAY));
    if (p.party) {
      log(p.party.leader, `created a party for ${p.row.name}`, LogCategory.party, new Date(p.row.accepted!.getTime() - DAY));
      for (const u of p.party.members.slice(1))
        log(u, `joined party for ${p.row.name}`, LogCategory.party, new Date(p.row.accepted!.getTime() - 3600_000));
      log(
        p.party.leader,
        `party accepted quest "${p.row.name}" for ${p.party.modes.length > 1 ? "modes" : "mode"} "${p.party.modes.join(", ")}"`,
        LogCategory.quest,
        p.row.accepted!,
      );
    }
  });
  missionPlans.forEach((p) => {
    if (p.row.openingAnnounced)
      log(null, `"${p.row.name}" opened`, LogCategory.mission, new Date(p.row.createdAt!.getTime() + DAY));
    if (p.row.status === MissionStatus.closed)
      log(null, `"${p.row.name}" closed (past deadline)`, LogCategory.mission, p.row.deadline!);
  });
  assignments.forEach((a) =>
    log(
      a.userId!,
      a.kind === ShowcaseKind.song ? "found showcase mission song" : "selected showcase mission artist",
      LogCategory.mission,
      days(-3),
    ),
  );
  logs.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  await insertMany(
    m,
    Log,
    logs.filter((l) => l.createdAt!.getTime() <= now.getTime()),
  );
  return logs.length;
}
