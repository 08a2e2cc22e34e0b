/** Builders of the missions rules' table tests (mission-eligibility and mission-requirements). */
import { BeatmapMode, BeatmapStatus, MissionStatus, Mode, TaskName } from "../../core/enums";
import type { EligibilityBeatmap, EligibilityMission, EligibilityUser } from "./mission-eligibility.rules";
import { NO_REQUIREMENTS } from "./mission-fields.rules";

export const NOW = new Date("2026-06-01T12:00:00Z");

export const mission = (over: Partial<EligibilityMission> = {}): EligibilityMission => ({
  status: MissionStatus.open,
  deadline: new Date("2026-07-01T00:00:00Z"),
  modes: [Mode.osu, Mode.taiko, Mode.catch, Mode.mania],
  artistIds: [],
  isOsuOriginal: false,
  ...NO_REQUIREMENTS,
  isUniqueToRanked: false,
  isUniqueArtistToRanked: false,
  createdAt: new Date("2026-05-01T00:00:00Z"),
  ...over,
});

export const user = (over: Partial<EligibilityUser> = {}): EligibilityUser => ({
  rank: 2,
  globalRank: 50_000,
  ppOsu: 1500,
  ppTaiko: 200,
  ppCatch: null,
  ppMania: 3000,
  rankedBeatmapsCount: 3,
  ...over,
});

export const beatmap = (over: Partial<EligibilityBeatmap> = {}): EligibilityBeatmap => ({
  status: BeatmapStatus.WIP,
  mode: BeatmapMode.osu,
  questId: null,
  missionId: null,
  submissionDate: new Date("2026-05-20T00:00:00Z"),
  favorites: 10,
  playCount: 1000,
  length: 180,
  tasks: [
    { name: TaskName.Normal, mode: "osu" },
    { name: TaskName.Insane, mode: "osu" },
    { name: TaskName.Hitsounds, mode: "hs" },
  ],
  song: { artistId: 7, tags: ["rock"] },
  songRankedBefore: false,
  artistRankedBefore: false,
  ...over,
});
