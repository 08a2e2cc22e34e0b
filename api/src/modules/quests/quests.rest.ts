import type { Request, Router } from "express";
import type { Context } from "../../app/context";
import { handle, idParam } from "../../app/rest";
import { badInput } from "../../app/errors";
import { requireRole, requireUser, Role } from "../../app/auth-checker";
import { Mode, MODES, QuestStatus } from "../common/enums";
import { DAY_MS, QUEST_MSG } from "./quests.rules";
import type { QuestInputFields, QuestPatch } from "./quests.service";
import { pointsRefreshJson, questJson, questsJson } from "./quests.json";
import { beatmapJson as mapsetJson } from "../beatmaps/beatmaps.serialize";

/** Reads a body value as a whole number (the admin page's parseInt fields): "Invalid number" otherwise. */
function intBody(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) throw badInput(QUEST_MSG.invalidNumber);
  return n;
}

function optionalInt(value: unknown): number | null {
  if (value === undefined || value === null || value === "" || value === 0 || value === "0") return null;
  return intBody(value);
}

/** The original's quest bodies: art = the featured artist's osu! id (0 / none = no artist), timeframe in ms. */
function questBody(b: Record<string, unknown>): QuestInputFields {
  return {
    name: b.name as string,
    descriptionMain: b.descriptionMain as string,
    price: Number(b.price),
    requiredMapsets: Number(b.requiredMapsets),
    timeframe: Number(b.timeframe),
    minParty: Number(b.minParty),
    maxParty: Number(b.maxParty),
    modes: Array.isArray(b.modes) ? (b.modes as Mode[]) : [],
    artistOsuId: optionalInt(b.art),
    minRank: b.minRank === undefined ? 0 : Number(b.minRank),
    isMbc: !!b.isMbc,
    expiration: b.expiration ? new Date(b.expiration as string) : null,
  };
}

async function adminEdit(ctx: Context, req: Request, patch: QuestPatch) {
  return ctx.services.quests.update(ctx.viewer, idParam(req.params.id), patch);
}

/** The original's /quests, /admin/quests and /beatmaps/:id/linkQuest paths over the quest services. */
export function registerQuestsRest(router: Router): void {
  // ------------------------------------------------------------------------------ /quests
  router.get(
    "/quests/search",
    handle(async (ctx, req) => {
      requireUser(ctx.viewer);
      const q = req.query as Record<string, string | undefined>;
      const mode = q.mode && q.mode !== "any" ? q.mode : null;
      if (mode && !MODES.includes(mode as Mode)) throw badInput("Invalid mode");
      const status = q.status && q.status !== "any" ? q.status : null;
      if (status && !Object.values(QuestStatus).includes(status as QuestStatus)) throw badInput("Invalid status");
      const limit = Math.min(Math.max(Number(q.limit) || 100, 1), 500);
      if (q.id) {
        const quest = await ctx.services.quests.findVisible(ctx.viewer, idParam(q.id));
        return quest ? [await questJson(ctx, quest)] : [];
      }
      let artist: string | null = null;
      let artistOsuId: number | null = null;
      if (q.artist === "none" || q.artist === "user" || q.artist === "custom") artist = q.artist;
      else if (q.artist) artistOsuId = intBody(q.artist);
      const page = await ctx.services.quests.list(ctx.viewer, {
        mode: mode as Mode | null, status: status as QuestStatus | null, artist, artistOsuId, search: q.search ?? null,
        limit, offset: Number(q.offset) || 0,
      });
      return questsJson(ctx, page.quests);
    }),
  );

  router.post("/quests/:id/accept", handle(async (ctx, req) => pointsRefreshJson(ctx, await ctx.services.quests.accept(ctx.viewer, idParam(req.params.id)))));

  router.post(
    "/quests/:id/drop",
    handle(async (ctx, req) => (await pointsRefreshJson(ctx, await ctx.services.quests.drop(ctx.viewer, idParam(req.params.id)))).quests),
  );

  router.post("/quests/:id/reopen", handle(async (ctx, req) => pointsRefreshJson(ctx, await ctx.services.quests.reopen(ctx.viewer, idParam(req.params.id)))));

  router.post(
    "/quests/submit",
    handle(async (ctx, req) => {
      const r = await ctx.services.quests.submit(ctx.viewer, questBody(req.body ?? {}));
      const refreshed = await pointsRefreshJson(ctx, r);
      return { success: QUEST_MSG.submitted, quest: refreshed.quests[0] ?? null, availablePoints: r.availablePoints };
    }),
  );

  // ------------------------------------------------------------------------------ /beatmaps/:id/linkQuest
  router.post(
    "/beatmaps/:id/linkQuest",
    handle(async (ctx, req) => {
      const raw = req.body?.questOrMissionId;
      const questId = raw === undefined || raw === null || raw === "" ? null : idParam(raw);
      const r = await ctx.services.quests.linkBeatmapToQuest(ctx.viewer, idParam(req.params.id), questId);
      for (const loader of Object.values(ctx.loaders)) loader.clearAll();
      // The beatmap area's standard population, as every other /beatmaps/:id action answers.
      return mapsetJson(ctx, r.beatmap);
    }),
  );

  // ------------------------------------------------------------------------------ /admin/quests
  const admin = "/admin/quests";
  router.get(
    `${admin}/load`,
    handle(async (ctx) => {
      requireRole(ctx.viewer, Role.ADMIN);
      const page = await ctx.services.quests.list(ctx.viewer, { limit: 500, adminOrder: true, status: null });
      return questsJson(ctx, page.quests);
    }),
  );
  router.post(
    `${admin}/create`,
    handle(async (ctx, req) => {
      const list = Array.isArray(req.body?.quests) ? (req.body.quests as Record<string, unknown>[]) : [];
      const created = await ctx.services.quests.createMany(ctx.viewer, list.map(questBody));
      return { quests: await questsJson(ctx, created) };
    }),
  );
  router.post(`${admin}/:id/schedule`, handle(async (ctx, req) => (await ctx.services.quests.schedule(ctx.viewer, idParam(req.params.id))).status));
  router.post(`${admin}/:id/reject`, handle(async (ctx, req) => (await ctx.services.quests.reject(ctx.viewer, idParam(req.params.id))).quest?.status));
  router.post(`${admin}/:id/updateArt`, handle(async (ctx, req) => {
    const q = await adminEdit(ctx, req, { artistOsuId: optionalInt(req.body?.art) ?? 0 });
    return q.artistId ? (await ctx.loaders.artist.load(q.artistId))?.osuId ?? null : null;
  }));
  router.post(`${admin}/:id/rename`, handle(async (ctx, req) => (await adminEdit(ctx, req, { name: req.body?.name })).name));
  router.post(`${admin}/:id/updateDescription`, handle(async (ctx, req) => (await adminEdit(ctx, req, { descriptionMain: req.body?.description })).descriptionMain));
  router.post(`${admin}/:id/updatePrice`, handle(async (ctx, req) => (await adminEdit(ctx, req, { price: intBody(req.body?.price) })).price));
  router.post(`${admin}/:id/updateRequiredMapsets`, handle(async (ctx, req) => (await adminEdit(ctx, req, { requiredMapsets: intBody(req.body?.requiredMapsets) })).requiredMapsets));
  router.post(`${admin}/:id/updateTimeframe`, handle(async (ctx, req) => (await adminEdit(ctx, req, { timeframe: intBody(req.body?.timeframe) * DAY_MS })).timeframe / DAY_MS));
  router.post(`${admin}/:id/updateMinParty`, handle(async (ctx, req) => (await adminEdit(ctx, req, { minParty: intBody(req.body?.minParty) })).minParty));
  router.post(`${admin}/:id/updateMaxParty`, handle(async (ctx, req) => (await adminEdit(ctx, req, { maxParty: intBody(req.body?.maxParty) })).maxParty));
  router.post(`${admin}/:id/updateMinRank`, handle(async (ctx, req) => (await adminEdit(ctx, req, { minRank: intBody(req.body?.minRank) })).minRank));
  router.post(`${admin}/:id/toggleMode`, handle(async (ctx, req) => {
    const mode = req.body?.mode as Mode;
    if (!MODES.includes(mode)) throw badInput("Invalid mode");
    const current = await ctx.services.quests.getVisible(ctx.viewer, idParam(req.params.id));
    const modes = current.modes.includes(mode) ? current.modes.filter((m) => m !== mode) : [...current.modes, mode];
    return questJson(ctx, await adminEdit(ctx, req, { modes }));
  }));
  router.post(`${admin}/:id/drop`, handle(async (ctx, req) => {
    const r = await ctx.services.quests.adminDrop(ctx.viewer, idParam(req.params.id));
    return (await pointsRefreshJson(ctx, r)).quests[0] ?? null;
  }));
  router.post(`${admin}/:id/scheduleForCompletion`, handle(async (ctx, req) => (await ctx.services.quests.setQueuedForCompletion(ctx.viewer, idParam(req.params.id), req.body?.queuedForCompletion)).queuedForCompletion));
  router.post(`${admin}/:id/updateExpiration`, handle(async (ctx, req) => (await ctx.services.quests.updateExpiration(ctx.viewer, idParam(req.params.id), req.body?.expiration ?? "invalid")).expiration));
  router.post(`${admin}/:id/reset`, handle(async (ctx, req) => (await ctx.services.quests.resetDeadline(ctx.viewer, idParam(req.params.id))).deadline));
  router.post(`${admin}/:id/delete`, handle(async (ctx, req) => {
    await ctx.services.quests.delete(ctx.viewer, idParam(req.params.id));
    return { success: "ok" };
  }));
}
