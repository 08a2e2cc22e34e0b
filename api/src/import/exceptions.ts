/**
 * The original's hard-coded ObjectIds of its points formula (original `api/helpers/points.ts` at 2026-08-21), as data
 * the importer turns into ours: `missions.all_mappers_win` for the "collab" missions, and `points_adjustments` rows for
 * the exclusions and the hand-granted missions (README.md "Points"). Another set can be given with
 * `npm run import -- <dir> --exceptions <file.json>` (the same shape).
 */
export interface PointsExceptions {
  /** Missions where every mapper of a winning map wins, not only its host. */
  allMappersWinMissions: string[];
  /** Members who never win a given all-mappers mission (the original skipped their reward). */
  excluded: { mission: string; users: string[]; note: string }[];
  /** Members credited a mission's reward by hand (before the formula ran). */
  granted: { mission: string; users: string[]; note: string }[];
}

export const ORIGINAL_POINTS_EXCEPTIONS: PointsExceptions = {
  allMappersWinMissions: [
    "65a3376e48f36f2622ef2f44", // True Cooperation
    "665bbcc1ff4c38cea1113337", // Multi-mode enthusiasts
    "66f488cc56f3f894641d4ace", // Spread coordinators
    "690be404c83d944d73db432c", // Building Bridges
  ],
  excluded: [
    {
      mission: "665bbcc1ff4c38cea1113337",
      users: ["63035eff1e8b9e4fa900836f", "62e3dedd9a268823d2e436b8", "6401d31e517b1f1d40ca78e2"],
      note: "circumvented the rules of the mission (the host keeps the reward)",
    },
    {
      mission: "690be404c83d944d73db432c",
      users: ["6706a8ccb175a7a921ca339c"],
      note: "circumvented the rules of the mission (the host keeps the reward)",
    },
  ],
  granted: [
    { mission: "66f4887f56f3f894641d4ac6", users: ["6011796a90b4092a9b56a577"], note: "legacy mission kept after an FA removal" },
    {
      mission: "665bbcd8ff4c38cea1113342",
      users: ["6310166c1e8b9e4fa901f2ce", "5f8fb4a5f3939239f54b4a09"],
      note: "legacy mission kept after an FA removal",
    },
  ],
};

const OID = /^[0-9a-f]{24}$/;

/** Checks a configuration read from a file; returns a problem or nothing. */
export function checkExceptions(value: unknown): string | null {
  const v = value as Partial<PointsExceptions> | null;
  if (!v || typeof v !== "object") return "the exceptions file must hold an object";
  if (!Array.isArray(v.allMappersWinMissions) || !v.allMappersWinMissions.every((id) => OID.test(String(id)))) {
    return "allMappersWinMissions must be a list of ObjectIds";
  }
  for (const key of ["excluded", "granted"] as const) {
    const list = v[key];
    if (!Array.isArray(list)) return `${key} must be a list`;
    for (const e of list) {
      if (!e || !OID.test(String(e.mission)) || !Array.isArray(e.users) || !e.users.every((u) => OID.test(String(u)))) {
        return `every ${key} entry needs a mission ObjectId and a list of user ObjectIds`;
      }
    }
  }
  return null;
}
