import type { AuthChecker } from "type-graphql";
import type { Context } from "./context";
import { forbidden, unauthenticated } from "./errors";
import { UserGroup } from "../modules/common/enums";
import type { User } from "../modules/users/user.entity";

/** Roles usable in @Authorized(...). No role = any signed-in user. */
export enum Role {
  ADMIN = "ADMIN",
  SECRET = "SECRET",
  MENTORSHIP_ADMIN = "MENTORSHIP_ADMIN",
  WORLD_CUP_HELPER = "WORLD_CUP_HELPER",
}

export function hasRole(user: User, role: Role): boolean {
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

export function requireUser(viewer: User | null): User {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireRole(viewer: User | null, role: Role): User {
  const user = requireUser(viewer);
  if (!hasRole(user, role)) throw forbidden();
  return user;
}

/** Throws our own AppErrors so GraphQL and REST report the same codes and texts. */
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  const user = requireUser(context.viewer);
  if (roles.length && !roles.some((r) => hasRole(user, r))) throw forbidden();
  return true;
};
