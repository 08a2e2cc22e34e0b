/**
 * The roles admins grant and revoke on /admin/users (docs/domain.md "Roles"), as pure rules: what a role change does to
 * a member's row, and when it is refused. The FA Schedule account is not a role: it stays a configured osu! id.
 */
import { UserGroup } from "../../core/enums";
import { badInputProblem, conflictProblem, type Problem } from "../../core/errors";

/** The roles of brief §6 an admin may grant, plus the quest trailblazer badge flag. */
export enum MemberRole {
  ADMIN = "ADMIN",
  SECRET = "SECRET",
  MENTORSHIP_ADMIN = "MENTORSHIP_ADMIN",
  WORLD_CUP_HELPER = "WORLD_CUP_HELPER",
  QUEST_TRAILBLAZER = "QUEST_TRAILBLAZER",
}

export const ROLE_NAMES: Record<MemberRole, string> = {
  ADMIN: "admin",
  SECRET: "group secret",
  MENTORSHIP_ADMIN: "mentorship admin",
  WORLD_CUP_HELPER: "World Cup helper",
  QUEST_TRAILBLAZER: "quest trailblazer",
};

export const ROLE_TEXT = {
  lastAdmin: "You are the last admin: make another member an admin before giving up your own admin role",
  adminIncludesSecret: (name: string) =>
    `${name} is an admin, which already shows the secret pages: revoke admin first to make them a group secret`,
  invalidValue: "value must be true or false",
} as const;

/** The role-bearing columns of a member. */
export interface RoleFacts {
  id: number;
  username: string;
  group: UserGroup;
  isMentorshipAdmin: boolean;
  isWorldCupHelper: boolean;
  isQuestTrailblazer: boolean;
}

/** Whether the member holds the role now. */
export function holdsRole(u: RoleFacts, role: MemberRole): boolean {
  switch (role) {
    case MemberRole.ADMIN:
      return u.group === UserGroup.admin;
    case MemberRole.SECRET:
      return u.group === UserGroup.secret;
    case MemberRole.MENTORSHIP_ADMIN:
      return u.isMentorshipAdmin;
    case MemberRole.WORLD_CUP_HELPER:
      return u.isWorldCupHelper;
    case MemberRole.QUEST_TRAILBLAZER:
      return u.isQuestTrailblazer;
  }
}

/** The column values that give (`value` true) or take away the role. Admin and secret are values of the one group. */
export function rolePatch(
  role: MemberRole,
  value: boolean,
): Partial<Pick<RoleFacts, "group" | "isMentorshipAdmin" | "isWorldCupHelper" | "isQuestTrailblazer">> {
  switch (role) {
    case MemberRole.ADMIN:
      return { group: value ? UserGroup.admin : UserGroup.user };
    case MemberRole.SECRET:
      return { group: value ? UserGroup.secret : UserGroup.user };
    case MemberRole.MENTORSHIP_ADMIN:
      return { isMentorshipAdmin: value };
    case MemberRole.WORLD_CUP_HELPER:
      return { isWorldCupHelper: value };
    case MemberRole.QUEST_TRAILBLAZER:
      return { isQuestTrailblazer: value };
  }
}

/**
 * Whether the change may happen (null = yes). Nothing to change is not a problem (the service answers with the member
 * as they are and records nothing). `adminCount` is the number of admins, counted with their rows locked.
 */
export function roleChangeProblem(target: RoleFacts, role: MemberRole, value: unknown, adminCount: number): Problem | null {
  if (typeof value !== "boolean") return badInputProblem(ROLE_TEXT.invalidValue);
  if (!Object.values(MemberRole).includes(role)) return badInputProblem("Unknown role");
  if (holdsRole(target, role) === value) return null;
  // The actor is an admin (checked with the admins' rows locked), so the last admin can only be the actor themselves.
  if (role === MemberRole.ADMIN && !value && adminCount <= 1) return conflictProblem(ROLE_TEXT.lastAdmin);
  if (role === MemberRole.SECRET && value && target.group === UserGroup.admin)
    return conflictProblem(ROLE_TEXT.adminIncludesSecret(target.username));
  return null;
}
