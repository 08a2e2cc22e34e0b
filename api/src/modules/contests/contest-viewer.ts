/**
 * What the contest resolvers read about the viewer and the members they show, through the request's loaders: shared
 * by the resolver files of every audience (contests.resolver.ts and the contest-*.resolver.ts files).
 */
import { isAdmin } from "../../core/access";
import type { Context } from "../context";
import type { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import type { ContestRoles } from "./contests.rules";
import { memberRoles, viewerKey } from "./contests.loaders";

/** The viewer's roles in a contest, through the request's loaders. */
export async function rolesOf(ctx: Context, contestId: number): Promise<ContestRoles> {
  if (!ctx.viewer) return { isAdmin: false, isCreator: false, isScreener: false, isJudge: false };
  const r = await ctx.loaders.get(memberRoles).load(viewerKey(contestId, ctx.viewer.id));
  return { ...r, isAdmin: isAdmin(ctx.viewer) };
}

/** The members with these ids that still exist, through the request's loaders. */
export async function usersByIds(ctx: Context, ids: number[]): Promise<User[]> {
  const users = await ctx.loaders.get(userById).loadMany(ids);
  return users.filter((u): u is User => !!u && !(u instanceof Error));
}
