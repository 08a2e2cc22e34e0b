import type { AuthChecker } from "type-graphql";
import type { RequestContext } from "../core/context";
import { hasRole, requireUser, roleRefusal, type Role } from "../core/access";

/** @Authorized(...) for TypeGraphQL: throws our own AppErrors so GraphQL and REST report the same codes and texts. */
export const authChecker: AuthChecker<RequestContext, Role> = ({ context }, roles) => {
  const user = requireUser(context.viewer);
  if (roles.length && !roles.some((r) => hasRole(user, r))) throw roleRefusal(user, roles[0]);
  return true;
};
