import type { Router } from "express";
import { handle } from "../../app/rest";
import { currentUserJson } from "./users.serialize";

/** Brief §7: /me and the two own-flag toggles. */
export function registerUsersRest(router: Router): void {
  router.get("/me", handle((ctx) => (ctx.viewer ? currentUserJson(ctx.viewer, ctx.services.deps.config) : null)));

  router.post(
    "/toggleIsShowcaseMapper",
    handle(async (ctx, req) => currentUserJson(await ctx.services.users.setShowcaseMapper(ctx.viewer, req.body?.value), ctx.services.deps.config)),
  );

  router.post(
    "/toggleIsContestHelper",
    handle(async (ctx, req) => currentUserJson(await ctx.services.users.setContestHelper(ctx.viewer, req.body?.value), ctx.services.deps.config)),
  );
}
