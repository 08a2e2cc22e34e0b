/**
 * Who may do what: roles are flags and groups on the member (docs/domain.md "Roles"), never fixed account ids.
 * Generic over the viewer so this floor needs no entity: the User entity satisfies AuthViewer.
 */
import { UserGroup } from "./enums";
import { forbidden, unauthenticated } from "./errors";

/** Roles usable in @Authorized(...) and requireRole. No role = any signed-in member. */
export enum Role {
  ADMIN = "ADMIN",
  SECRET = "SECRET",
  MENTORSHIP_ADMIN = "MENTORSHIP_ADMIN",
  WORLD_CUP_HELPER = "WORLD_CUP_HELPER",
}

/** The facts about a signed-in member that access decisions read. */
export interface AuthViewer {
  id: number;
  osuId: number;
  group: UserGroup;
  isMentorshipAdmin: boolean;
  isWorldCupHelper: boolean;
  /**
   * Set on a member acting through a personal API token without the `admin` scope (modules/tokens/README.md): every
   * role beyond a plain member's is off for that request.
   */
  memberRoleOnly?: boolean;
}

export const ADMIN_SCOPE_NEEDED = "This API token lacks the `admin` scope needed for admin actions";

export function hasRole(user: AuthViewer, role: Role): boolean {
  if (user.memberRoleOnly) return false;
  const admin = user.group === UserGroup.admin;
  switch (role) {
    case Role.ADMIN:
      return admin;
    case Role.SECRET:
      return admin || user.group === UserGroup.secret;
    case Role.MENTORSHIP_ADMIN:
      return admin || user.isMentorshipAdmin;
    case Role.WORLD_CUP_HELPER:
      return admin || user.isWorldCupHelper;
  }
}

export const isAdmin = (user: AuthViewer | null | undefined): boolean => !!user && hasRole(user, Role.ADMIN);

export function requireUser<V extends AuthViewer>(viewer: V | null | undefined): V {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The refusal for a member without the role: a clear word when only their token's scopes stand in the way. */
export function roleRefusal(user: AuthViewer, role: Role) {
  return user.memberRoleOnly && hasRole({ ...user, memberRoleOnly: false }, role) ? forbidden(ADMIN_SCOPE_NEEDED) : forbidden();
}

export function requireRole<V extends AuthViewer>(viewer: V | null | undefined, role: Role): V {
  const user = requireUser(viewer);
  if (!hasRole(user, role)) throw roleRefusal(user, role);
  return user;
}
