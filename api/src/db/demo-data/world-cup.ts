/**
 * World Cup demo data (api/src/modules/world-cup/README.md): a tournament pool of flagged beatmaps in every mode and
 * several statuses (one already Ranked, so off the tracker), and a markdown note per mode. DemoWorldCup (osu! id 105)
 * is the helper.
 */
import { Beatmap } from "../../modules/beatmaps/beatmap.entity";
import { WorldCupNote } from "../../modules/world-cup/world-cup.entity";
import { BeatmapMode, BeatmapStatus, Mode } from "../../core/enums";
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

/** The part of areas.ts's AreaSeedContext this seeder reads (declared here: areas.ts imports this file). */
interface SeedContext {
  m: EntityManager;
  rng: Rng;
  days: (n: number) => Date;
  userIds: number[];
  demoUser: (osuId: number) => number;
}

const NOTES: Record<Mode, string> = {
  osu: "## osu! World Cup pool\n\n- **NM1–NM3** confirmed, waiting on hitsounds\n- Tiebreaker: needs a second modding round\n",
  taiko: "## osu!taiko pool\n\nStill missing a **DT** slot. Ask in the helpers channel before picking a song.",
  catch: "## osu!catch pool\n\n- Finals pool locked\n- Check spinner lengths on HR maps",
  mania: "## osu!mania pool\n\n1. 4K set is ready\n2. 7K needs one more mapper",
};

export const worldCupSeeder = {
  name: "worldCup",
  async seed({ m, rng, demoUser }: SeedContext): Promise<Record<string, number>> {
    const ids: number[] = [];
    for (const mode of [BeatmapMode.osu, BeatmapMode.taiko, BeatmapMode.catch, BeatmapMode.mania, BeatmapMode.hybrid]) {
      const candidates = await m
        .getRepository(Beatmap)
        .find({ where: { mode }, order: { id: "ASC" }, select: { id: true, status: true } });
      const open = candidates.filter((b) => b.status !== BeatmapStatus.Ranked);
      ids.push(...rng.sample(open, mode === BeatmapMode.hybrid ? 1 : 3).map((b) => b.id));
      const ranked = candidates.find((b) => b.status === BeatmapStatus.Ranked);
      if (mode === BeatmapMode.osu && ranked) ids.push(ranked.id);
    }
    if (ids.length) await m.getRepository(Beatmap).update(ids, { isWorldCup: true });
    const helper = demoUser(105);
    await m
      .getRepository(WorldCupNote)
      .insert(Object.entries(NOTES).map(([mode, content]) => ({ mode: mode as Mode, content, updatedById: helper })));
    return { beatmaps: ids.length, notes: Object.keys(NOTES).length };
  },
};
