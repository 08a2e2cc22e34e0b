import type { Router } from "express";
import type { Config } from "../../config";
import { handle } from "../context";
import type { UsersService } from "./users.service";
import { currentUserJson } from "./users.serialize";

/** README.md: /me and the two own-flag toggles. */
export function registerUsersRest(router: Router, services: { users: UsersService; deps: { config: Config } }): void {
  const { users } = services;
  const { config } = services.deps;
  router.get(
    "/me",
    handle((ctx) => (ctx.viewer ? currentUserJson(ctx.viewer, config) : null)),
  );

  router.post(
    "/toggleIsShowcaseMapper",
    handle(async (ctx, req) => currentUserJson(await users.setShowcaseMapper(ctx.viewer, req.body?.value), config)),
  );

  router.post(
    "/toggleIsContestHelper",
    handle(async (ctx, req) => currentUserJson(await users.setContestHelper(ctx.viewer, req.body?.value), config)),
  );
}
