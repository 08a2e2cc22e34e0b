import type { Router } from "express";
import type { Context } from "../../app/context";
import { handle, idParam } from "../../app/rest";
import { badInput, MSG } from "../../app/errors";
import { partyJson, questJson } from "../quests/quests.json";
import type { QuestActionResult } from "../quests/quests.service";

function fresh(ctx: Context): void {
  for (const loader of Object.values(ctx.loaders)) loader.clearAll();
}

async function partyOut(ctx: Context, r: QuestActionResult) {
  fresh(ctx);
  return r.party ? partyJson(ctx, r.party) : null;
}

async function questOut(ctx: Context, r: QuestActionResult) {
  fresh(ctx);
  return r.quest ? questJson(ctx, r.quest) : null;
}

/** A user id from the body (`userId`), or the original's "Cannot find user!". */
function userIdBody(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw badInput(MSG.cannotFindUser);
  return n;
}

/** The original's /parties paths over PartiesService. */
export function registerPartiesRest(router: Router): void {
  router.post("/parties/create", handle(async (ctx, req) => questOut(ctx, await ctx.services.parties.create(ctx.viewer, idParam(req.body?.questId)))));

  // With `user` (a username or osu! id) the leader invites; without, the viewer joins.
  router.post(
    "/parties/:id/add",
    handle(async (ctx, req) => {
      const partyId = idParam(req.params.id);
      const user = req.body?.user;
      const r = user !== undefined && user !== null && String(user).trim() !== ""
        ? await ctx.services.parties.invite(ctx.viewer, partyId, String(user))
        : await ctx.services.parties.join(ctx.viewer, partyId);
      return partyOut(ctx, r);
    }),
  );

  router.post("/parties/:id/leave", handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.leave(ctx.viewer, idParam(req.params.id)))));
  router.post(
    "/parties/:id/removeFromPendingMembers",
    handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.removeInvite(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId)))),
  );
  router.post("/parties/:id/delete", handle(async (ctx, req) => questOut(ctx, await ctx.services.parties.delete(ctx.viewer, idParam(req.params.id)))));
  router.post("/parties/:id/toggleLock", handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.toggleLock(ctx.viewer, idParam(req.params.id)))));
  router.post(
    "/parties/:id/toggleMode",
    handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.toggleMode(ctx.viewer, idParam(req.params.id), String(req.body?.mode ?? "")))),
  );
  router.post(
    "/parties/:id/transferLeadership",
    handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.transferLeadership(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId)))),
  );
  router.post(
    "/parties/:id/kick",
    handle(async (ctx, req) => partyOut(ctx, await ctx.services.parties.kick(ctx.viewer, idParam(req.params.id), userIdBody(req.body?.userId)))),
  );
}
