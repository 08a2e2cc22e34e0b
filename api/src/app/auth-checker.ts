import type { AuthChecker } from "type-graphql";
import type { RequestContext } from "../core/context";
import { ADMIN_SCOPE_NEEDED, hasRole, requireUser, Role } from "../core/access";
import { forbidden } from "../core/errors";

/** What a member without the role is told on GraphQL (the REST shim keeps the original site's "Unauthorized"). */
export const ROLE_REFUSALS: Record<Role, string> = {
  [Role.ADMIN]: "Only admins have permission for this",
  [Role.SECRET]: "Only the group's secret members and admins have permission for this",
  [Role.MENTORSHIP_ADMIN]: "Only mentorship admins and admins have permission for this",
  [Role.WORLD_CUP_HELPER]: "Only World Cup helpers and admins have permission for this",
};

/** @Authorized(...) for TypeGraphQL: throws our own AppErrors, with the site's words for the missing role. */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  const user = requireUser(context.viewer);
  if (!roles.length || roles.some((r) => hasRole(user, r))) return true;
  // A token without the admin scope, held by a member who has the role: say which scope is missing.
  if (user.memberRoleOnly && roles.some((r) => hasRole({ ...user, memberRoleOnly: false }, r)))
    throw forbidden(ADMIN_SCOPE_NEEDED);
  throw forbidden(ROLE_REFUSALS[roles[0]]);
};
