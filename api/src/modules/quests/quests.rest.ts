import type { Request, Router } from "express";
import { idParam } from "../../core/rest";
import { handle, type Context, type JsonEnv } from "../context";
import { badInput } from "../../core/errors";
import { dateInput, intInput, optionalTextInput, textInput } from "../../core/input";
import { requireRole, requireUser, Role } from "../../core/access";
import { Mode, MODES, QuestStatus } from "../../core/enums";
import { DAY_MS, QUEST_MSG } from "./quests.rules";
import type { QuestInputFields, QuestPatch, QuestsService } from "./quests.service";
import type { QuestsAdminService } from "./quests-admin.service";
import { pointsRefreshJson, questJson, questsJson } from "./quests.serialize";
import { beatmapJson as mapsetJson } from "../beatmaps/beatmaps.serialize";
import { artistById } from "../artists/artists.loaders";

/** Reads a body value as a whole number (the admin page's parseInt fields): "Invalid number" otherwise. */
function intBody(value: unknown): number {
  return intInput(value, { message: QUEST_MSG.invalidNumber });
}

/** A number field the rules check (a JSON number or a decimal string); anything else is NaN, which the rules refuse. */
function numberBody(value: unknown): number {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
}

function boolBody(value: unknown, label: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== "boolean") throw badInput(`${label} must be true or false`);
  return value;
}

/** A query-string value: one string, else nothing (repeated parameters are not a filter). */
const queryText = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function optionalInt(value: unknown): number | null {
  if (value === undefined || value === null || value === "" || value === 0 || value === "0") return null;
  return intBody(value);
}

/** The original's quest bodies: art = the featured artist's osu! id (0 / none = no artist), timeframe in ms. */
function questBody(raw: unknown): QuestInputFields {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw badInput("A quest must be an object");
  const b = raw as Record<string, unknown>;
  return {
    name: optionalTextInput(b.name, "Name") ?? "",
    descriptionMain: optionalTextInput(b.descriptionMain, "Objective") ?? "",
    price: numberBody(b.price),
    requiredMapsets: numberBody(b.requiredMapsets),
    timeframe: numberBody(b.timeframe),
    minParty: numberBody(b.minParty),
    maxParty: numberBody(b.maxParty),
    modes: Array.isArray(b.modes) ? (b.modes as Mode[]) : [],
    artistOsuId: optionalInt(b.art),
    minRank: b.minRank === undefined ? 0 : intBody(b.minRank),
    isMbc: boolBody(b.isMbc, "isMbc"),
    expiration:
      b.expiration === undefined || b.expiration === null || b.expiration === ""
        ? null
        : dateInput(b.expiration, QUEST_MSG.invalidDate),
  };
}

/** The original's /quests, /admin/quests and /beatmaps/:id/linkQuest paths over the quest services. */
export function registerQuestsRest(
  router: Router,
  services: { quests: QuestsService; questsAdmin: QuestsAdminService; deps: JsonEnv },
): void {
  const { quests, questsAdmin, deps: env } = services;
  const adminEdit = (ctx: Context, req: Request, patch: QuestPatch) =>
    questsAdmin.update(ctx.viewer, idParam(req.params.id), patch);

  // ------------------------------------------------------------------------------ /quests
  router.get(
    "/quests/search",
    handle(async (ctx, req) => {
      requireUser(ctx.viewer);
      const q = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, queryText(v)]));
      const mode = q.mode && q.mode !== "any" ? q.mode : null;
      if (mode && !MODES.includes(mode as Mode)) throw badInput("Invalid mode");
      const status = q.status && q.status !== "any" ? q.status : null;
      if (status && !Object.values(QuestStatus).includes(status as QuestStatus)) throw badInput("Invalid status");
      const limit = Math.min(Math.max(Number(q.limit) || 100, 1), 500);
      if (q.id) {
        const quest = await quests.findVisible(ctx.viewer, idParam(q.id));
        return quest ? [await questJson(ctx, env, quest)] : [];
      }
      let artist: string | null = null;
      let artistOsuId: number | null = null;
      if (q.artist === "none" || q.artist === "user" || q.artist === "custom") artist = q.artist;
      else if (q.artist) artistOsuId = intBody(q.artist);
      const page = await quests.list(ctx.viewer, {
        mode: mode as Mode | null,
        status: status as QuestStatus | null,
        artist,
        artistOsuId,
        search: q.search ?? null,
        limit,
        offset: Math.min(Math.max(Number(q.offset) || 0, 0), 1_000_000),
      });
      return questsJson(ctx, env, page.quests);
    }),
  );

  router.post(
    "/quests/:id/accept",
    handle(async (ctx, req) => pointsRefreshJson(ctx, env, await quests.accept(ctx.viewer, idParam(req.params.id)))),
  );

  router.post(
    "/quests/:id/drop",
    handle(async (ctx, req) => (await pointsRefreshJson(ctx, env, await quests.drop(ctx.viewer, idParam(req.params.id)))).quests),
  );

  router.post(
    "/quests/:id/reopen",
    handle(async (ctx, req) => pointsRefreshJson(ctx, env, await quests.reopen(ctx.viewer, idParam(req.params.id)))),
  );

  router.post(
    "/quests/submit",
    handle(async (ctx, req) => {
      const r = await quests.submit(ctx.viewer, questBody(req.body ?? {}));
      const refreshed = await pointsRefreshJson(ctx, env, r);
      return { success: QUEST_MSG.submitted, quest: refreshed.quests[0] ?? null, availablePoints: r.availablePoints };
    }),
  );

  // ------------------------------------------------------------------------------ /beatmaps/:id/linkQuest
  router.post(
    "/beatmaps/:id/linkQuest",
    handle(async (ctx, req) => {
      const raw = req.body?.questOrMissionId;
      const questId = raw === undefined || raw === null || raw === "" ? null : idParam(raw);
      const r = await quests.linkBeatmapToQuest(ctx.viewer, idParam(req.params.id), questId);
      ctx.loaders.clearAll();
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
      const page = await quests.list(ctx.viewer, { limit: 500, adminOrder: true, status: null });
      return questsJson(ctx, env, page.quests);
    }),
  );
  router.post(
    `${admin}/create`,
    handle(async (ctx, req) => {
      if (!Array.isArray(req.body?.quests)) throw badInput("quests must be a list");
      const list = req.body.quests as unknown[];
      const created = await questsAdmin.createMany(ctx.viewer, list.map(questBody));
      return { quests: await questsJson(ctx, env, created) };
    }),
  );
  router.post(
    `${admin}/:id/schedule`,
    handle(async (ctx, req) => (await questsAdmin.schedule(ctx.viewer, idParam(req.params.id))).status),
  );
  router.post(
    `${admin}/:id/reject`,
    handle(async (ctx, req) => (await questsAdmin.reject(ctx.viewer, idParam(req.params.id))).quest?.status),
  );
  router.post(
    `${admin}/:id/updateArt`,
    handle(async (ctx, req) => {
      const q = await adminEdit(ctx, req, { artistOsuId: optionalInt(req.body?.art) ?? 0 });
      return q.artistId ? ((await ctx.loaders.get(artistById).load(q.artistId))?.osuId ?? null) : null;
    }),
  );
  router.post(
    `${admin}/:id/rename`,
    handle(async (ctx, req) => (await adminEdit(ctx, req, { name: textInput(req.body?.name, "Name") })).name),
  );
  router.post(
    `${admin}/:id/updateDescription`,
    handle(
      async (ctx, req) =>
        (await adminEdit(ctx, req, { descriptionMain: textInput(req.body?.description, "Objective") })).descriptionMain,
    ),
  );
  router.post(
    `${admin}/:id/updatePrice`,
    handle(async (ctx, req) => (await adminEdit(ctx, req, { price: intBody(req.body?.price) })).price),
  );
  router.post(
    `${admin}/:id/updateRequiredMapsets`,
    handle(
      async (ctx, req) => (await adminEdit(ctx, req, { requiredMapsets: intBody(req.body?.requiredMapsets) })).requiredMapsets,
    ),
  );
  router.post(
    `${admin}/:id/updateTimeframe`,
    handle(
      async (ctx, req) => (await adminEdit(ctx, req, { timeframe: intBody(req.body?.timeframe) * DAY_MS })).timeframe / DAY_MS,
    ),
  );
  router.post(
    `${admin}/:id/updateMinParty`,
    handle(async (ctx, req) => (await adminEdit(ctx, req, { minParty: intBody(req.body?.minParty) })).minParty),
  );
  router.post(
    `${admin}/:id/updateMaxParty`,
    handle(async (ctx, req) => (await adminEdit(ctx, req, { maxParty: intBody(req.body?.maxParty) })).maxParty),
  );
  router.post(
    `${admin}/:id/updateMinRank`,
    handle(async (ctx, req) => (await adminEdit(ctx, req, { minRank: intBody(req.body?.minRank) })).minRank),
  );
  router.post(
    `${admin}/:id/toggleMode`,
    handle(async (ctx, req) => {
      const mode = req.body?.mode as Mode;
      if (!MODES.includes(mode)) throw badInput("Invalid mode");
      const current = await quests.getVisible(ctx.viewer, idParam(req.params.id));
      const modes = current.modes.includes(mode) ? current.modes.filter((m) => m !== mode) : [...current.modes, mode];
      return questJson(ctx, env, await adminEdit(ctx, req, { modes }));
    }),
  );
  router.post(
    `${admin}/:id/drop`,
    handle(async (ctx, req) => {
      const r = await questsAdmin.adminDrop(ctx.viewer, idParam(req.params.id));
      return (await pointsRefreshJson(ctx, env, r)).quests[0] ?? null;
    }),
  );
  router.post(
    `${admin}/:id/scheduleForCompletion`,
    handle(
      async (ctx, req) =>
        (await questsAdmin.setQueuedForCompletion(ctx.viewer, idParam(req.params.id), req.body?.queuedForCompletion))
          .queuedForCompletion,
    ),
  );
  router.post(
    `${admin}/:id/updateExpiration`,
    handle(
      async (ctx, req) =>
        (
          await questsAdmin.updateExpiration(
            ctx.viewer,
            idParam(req.params.id),
            req.body?.expiration === null ? null : dateInput(req.body?.expiration, QUEST_MSG.invalidDate),
          )
        ).expiration,
    ),
  );
  router.post(
    `${admin}/:id/reset`,
    handle(async (ctx, req) => (await questsAdmin.resetDeadline(ctx.viewer, idParam(req.params.id))).deadline),
  );
  router.post(
    `${admin}/:id/delete`,
    handle(async (ctx, req) => {
      await questsAdmin.delete(ctx.viewer, idParam(req.params.id));
      return { success: "ok" };
    }),
  );
}
