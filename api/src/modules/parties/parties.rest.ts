import type { Router } from "express";
import { idParam } from "../../core/rest";
import { handle, type Context, type JsonEnv } from "../context";
import { badInput, MSG } from "../../core/errors";
import { parseId } from "../../core/ids";
import { partyJson, questJson } from "../quests/quests.serialize";
import type { QuestActionResult } from "../quests/quests.service";
import type { PartiesService } from "./parties.service";

function fresh(ctx: Context): void {
  ctx.loaders.clearAll();
}

async function partyOut(ctx: Context, r: QuestActionResult) {
  fresh(ctx);
  return r.party ? partyJson(ctx, r.party) : null;
}

async function questOut(ctx: Context, env: JsonEnv, r: QuestActionResult) {
  fresh(ctx);
  return r.quest ? questJson(ctx, env, r.quest) : null;
}

/** A user id from the body (`userId`), or the original's "Cannot find user!". */
function userIdBody(value: unknown): number {
  const n = parseId(value);
  if (n === null) throw badInput(MSG.cannotFindUser);
  return n;
}

/** The original's /parties paths over PartiesService. */
export function registerPartiesRest(router: Router, services: { parties: PartiesService; deps: JsonEnv }): void {
  const { parties, deps: env } = services;
  router.post(
    "/parties/create",
    handle(async (ctx, req) => questOut(ctx, env, await parties.create(ctx.viewer, idParam(req.body?.questId)))),
  );

  // With `user` (a username or osu! id) the leader invites; without, the viewer joins.
  router.post(
    "/parties/:id/add",
    handle(async (ctx, req) => {
      const partyId = idParam(req.params.id);
      const user = req.body?.user;
      const r =
        user !== undefined && user !== null && String(user).trim() !== ""
          ? await parties.invite(ctx.viewer, partyId, String(user))
          : await parties.join(ctx.viewer, partyId);
      return partyOut(ctx, r);
    }),
  );

  router.post(
    "/parties/:id/leave",
    handle(async (ctx, req) => partyOut(ctx, await parties.leave(ctx.viewer, idParam(req.params.id)))),
  );
  router.post(
    "/parties/:id/removeFromPendingMembers",
    handle(async (ctx, req) =>
      partyOut(ctx, await parties.removeInvite(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId))),
    ),
  );
  router.post(
    "/parties/:id/delete",
    handle(async (ctx, req) => questOut(ctx, env, await parties.delete(ctx.viewer, idParam(req.params.id)))),
  );
  router.post(
    "/parties/:id/toggleLock",
    handle(async (ctx, req) => partyOut(ctx, await parties.toggleLock(ctx.viewer, idParam(req.params.id)))),
  );
  router.post(
    "/parties/:id/toggleMode",
    handle(async (ctx, req) =>
      partyOut(ctx, await parties.toggleMode(ctx.viewer, idParam(req.params.id), String(req.body?.mode ?? ""))),
    ),
  );
  router.post(
    "/parties/:id/transferLeadership",
    handle(async (ctx, req) =>
      partyOut(ctx, await parties.transferLeadership(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId))),
    ),
  );
  router.post(
    "/parties/:id/kick",
    handle(async (ctx, req) =>
      partyOut(ctx, await parties.kick(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId))),
    ),
  );
}
