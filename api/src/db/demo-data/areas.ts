/**
 * Demo data of the areas built after the core guild (contests, featured-artist schedule, programmes, ...): each area
 * has its own file in this folder exporting one seeder, listed in AREA_SEEDERS. Seeders run inside the demo data
 * transaction after users, artists, songs, beatmaps, quests and missions exist, and before points are recalculated.
 * Each gets its own deterministic random source, so adding an area never changes another area's data.
 */
import type { EntityManager } from "typeorm";
import { Rng } from "./random";
import { seedContests } from "./contests";
import { mentorshipSeeder } from "./mentorship";
import { worldCupSeeder } from "./world-cup";
import { locusSeeder } from "./locus";
import { merchSeeder } from "./merch";
import { artistsScheduleSeeder } from "./artists-schedule";
import { notificationsSeeder } from "./notifications";
import { profileHistorySeeder } from "./profile-history";
import { aspireSeeder } from "./aspire";
import { adminToolsSeeder } from "./admin-tools";
import { webhooksSeeder } from "./webhooks";

export interface AreaSeedContext {
  /** The demo data transaction: every query goes through it. */
  m: EntityManager;
  rng: Rng;
  now: Date;
  /** Midnight UTC of today; `days(n)` is n days from it (negative = past). */
  today: Date;
  days: (n: number) => Date;
  scale: number;
  /** Every member's row id, demo accounts first. */
  userIds: number[];
  /** Row id of a demo account by its osu! id (100 admin ... 107 FA Schedule account). */
  demoUser: (osuId: number) => number;
  artistIds: number[];
  songIds: number[];
  beatmapIds: number[];
}

export interface AreaSeeder {
  /** Also the key of the area's counts in the seed summary. */
  name: string;
  seed: (ctx: AreaSeedContext) => Promise<Record<string, number>>;
}

export const AREA_SEEDERS: AreaSeeder[] = [
  { name: "contests", seed: seedContests },
  mentorshipSeeder,
  worldCupSeeder,
  locusSeeder,
  merchSeeder,
  artistsScheduleSeeder,
  notificationsSeeder,
  profileHistorySeeder,
  aspireSeeder,
  webhooksSeeder,
  // Last: its audit entries describe the other areas' rows.
  adminToolsSeeder,
];

/** A stable per-area seed, so areas do not shift each other's random choices. */
export function areaRng(name: string, base: number): Rng {
  let h = base >>> 0;
  for (const ch of name) h = (Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0) ^ (h >>> 13);
  return new Rng(h >>> 0);
}
