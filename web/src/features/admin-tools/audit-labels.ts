/** Names the audit page shows for kinds and targets (api/src/modules/audit/README.md), and where a target lives. */
import type { AdminActionKind, AdminTargetType } from "./gql/graphql";

export const KIND_LABELS: Record<AdminActionKind, string> = {
  groupAdmin: "Admin role",
  groupSecret: "Group secret role",
  mentorshipAdmin: "Mentorship admin role",
  worldCupHelper: "World Cup helper role",
  questTrailblazer: "Quest trailblazer",
  pointsAdjustment: "Points adjustment",
  legacyPoints: "Legacy points",
  pointsRecalculation: "Points recalculation",
  queuedBadge: "Queued badge",
  badge: "Awarded badge",
  contestApproval: "Contest approval",
  contestFlag: "Contest flag",
  questReview: "Quest review",
  questEdit: "Quest edit",
  missionEdit: "Priority quest edit",
  missionBeatmap: "Priority quest mapset",
  beatmapEdit: "Mapset edit",
  artistEdit: "Featured artist edit",
  merchFlag: "Merch flag",
  locusModeration: "Locus moderation",
  signOut: "Signed out everywhere",
  tokenRevocation: "API tokens revoked",
  import: "Import",
};

/** The kind filter: one kind, or a group of kinds under one name. */
export const KIND_GROUPS: readonly { value: string; label: string; kinds: readonly AdminActionKind[] }[] = [
  {
    value: "roles",
    label: "All role changes",
    kinds: ["groupAdmin", "groupSecret", "mentorshipAdmin", "worldCupHelper", "questTrailblazer"],
  },
  {
    value: "points",
    label: "All points and badges",
    kinds: ["pointsAdjustment", "legacyPoints", "pointsRecalculation", "queuedBadge", "badge"],
  },
  { value: "approvals", label: "All approvals", kinds: ["contestApproval", "questReview"] },
  { value: "access", label: "All sign-outs and token revocations", kinds: ["signOut", "tokenRevocation"] },
];

export const TARGET_LABELS: Record<AdminTargetType, string> = {
  user: "Member",
  contest: "Contest",
  quest: "Quest",
  mission: "Priority quest",
  beatmap: "Mapset",
  artist: "Featured artist",
  song: "Song",
  locusCard: "Locus card",
  locusSeason: "Locus season",
  importRun: "Import run",
};

/** The page that shows a target, when there is one. */
export function targetPath(type: AdminTargetType, id: number | null): string | null {
  if (id == null) return null;
  switch (type) {
    case "user":
      return `/users?id=${id}`;
    case "contest":
      return `/contests/listing?contest=${id}`;
    case "quest":
      return `/admin/quests?id=${id}`;
    case "mission":
      return `/missions?id=${id}`;
    case "beatmap":
      return `/admin/beatmaps?id=${id}`;
    default:
      return null;
  }
}

/** The kinds a filter value stands for ("" = every kind). */
export function kindsOf(value: string): AdminActionKind[] | null {
  if (!value) return null;
  const group = KIND_GROUPS.find((g) => g.value === value);
  if (group) return [...group.kinds];
  return value in KIND_LABELS ? [value as AdminActionKind] : null;
}

/** A `yyyy-mm-dd` day as the UTC instant it starts (the end of a range is the next day's start: inclusive days). */
export function dayStart(day: string, plusDays = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(t)) return null;
  return new Date(t + plusDays * 86_400_000).toISOString();
}
