/**
 * The admin audit log's vocabulary and its pure rules (modules/audit/README.md): what kinds of admin action exist,
 * what they act on, how long a stored value may be, and which filters a reader may combine.
 */
import { badInputProblem, type Problem } from "../../core/errors";

/**
 * What an admin did. Each kind is one sort of change; the entry's old and new value say what changed. Filterable, so
 * a new admin action adds a kind here (and a line in the README's table).
 */
export enum AdminActionKind {
  /** The member's group became admin, or stopped being admin. */
  groupAdmin = "groupAdmin",
  /** The member's group became secret (FA showcase), or stopped being secret. */
  groupSecret = "groupSecret",
  mentorshipAdmin = "mentorshipAdmin",
  worldCupHelper = "worldCupHelper",
  questTrailblazer = "questTrailblazer",
  pointsAdjustment = "pointsAdjustment",
  legacyPoints = "legacyPoints",
  pointsRecalculation = "pointsRecalculation",
  queuedBadge = "queuedBadge",
  badge = "badge",
  contestApproval = "contestApproval",
  contestFlag = "contestFlag",
  questReview = "questReview",
  questEdit = "questEdit",
  missionEdit = "missionEdit",
  missionBeatmap = "missionBeatmap",
  beatmapEdit = "beatmapEdit",
  artistEdit = "artistEdit",
  merchFlag = "merchFlag",
  locusModeration = "locusModeration",
  signOut = "signOut",
  tokenRevocation = "tokenRevocation",
  /**
   * Reserved for the importer of the original site's data (`npm run import`): one entry per run, target the import
   * itself (`importRun`), the new value its summary. Written by the importer (`api/src/import/importer.ts`) in the import's transaction.
   */
  import = "import",
}

/** What an admin action acted on (with the target's id, when it has one). */
export enum AdminTargetType {
  user = "user",
  contest = "contest",
  quest = "quest",
  mission = "mission",
  beatmap = "beatmap",
  artist = "artist",
  song = "song",
  locusCard = "locusCard",
  locusSeason = "locusSeason",
  importRun = "importRun",
}

/** The role kinds, for the web's "Roles" filter and the role tests. */
export const ROLE_KINDS: readonly AdminActionKind[] = [
  AdminActionKind.groupAdmin,
  AdminActionKind.groupSecret,
  AdminActionKind.mentorshipAdmin,
  AdminActionKind.worldCupHelper,
  AdminActionKind.questTrailblazer,
];

/** A stored value or reason is cut to this many characters (an audit row never refuses an admin action). */
export const AUDIT_VALUE_MAX = 2000;
/** The target's name as it was, cut to this many characters. */
export const AUDIT_LABEL_MAX = 300;

/** A value as the log stores it: text as given, numbers and booleans printed, objects as JSON, cut to the limit. */
export function auditValue(value: unknown, max = AUDIT_VALUE_MAX): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface AuditFilterInput {
  from?: Date | null;
  to?: Date | null;
  targetType?: AdminTargetType | null;
  targetId?: number | null;
}

/** A reader's filters make sense together: a date range that runs forwards, a target id only with its type. */
export function auditFilterProblem(f: AuditFilterInput): Problem | null {
  if (f.from && Number.isNaN(f.from.getTime())) return badInputProblem("Invalid date");
  if (f.to && Number.isNaN(f.to.getTime())) return badInputProblem("Invalid date");
  if (f.from && f.to && f.from.getTime() > f.to.getTime()) return badInputProblem("The start date must be before the end date");
  if (f.targetId != null && !f.targetType) return badInputProblem("Choose what the target is (member, contest, …) with its id");
  return null;
}
