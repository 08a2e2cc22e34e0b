import type { Request, Router } from "express";
import { handle, idParam } from "../../app/rest";
import type { Context } from "../../app/context";
import { badInput, notFound } from "../../app/errors";
import { requireRole, Role } from "../../app/auth-checker";
import { MissionSection, MODES, TASK_ORDER, type Mode, type TaskName } from "../common/enums";
import { artistCoverUrl } from "../users/avatar";
import type { Mission } from "./mission.entity";
import { MISSION_MSG } from "./missions.rules";
import { artistJson, genreEntryJson, missionJson, songJson } from "./missions.serialize";
import { beatmapJson } from "../beatmaps/beatmaps.serialize";

/** Path ids: a bad mission id answers like a missing mission. */
const missionParam = (v: unknown) => {
  try {
    return idParam(v);
  } catch {
    throw notFound(MISSION_MSG.missionNotFound);
  }
};

async function missionsJson(ctx: Context, missions: Mission[], admin = false) {
  return Promise.all(missions.map((m) => missionJson(ctx, m, { admin })));
}

/** Admin field updates of spec §1.6: path action → mission field (body carries the field's name or `value`). */
const FIELD_ACTIONS: Record<string, string> = {
  rename: "name",
  updateTier: "tier",
  updateObjective: "objective",
  updateWinCondition: "winCondition",
  updateStatus: "status",
  updateDeadline: "deadline",
  updateRemainingArtists: "remainingArtists",
  updateAdditionalRequirement: "additionalRequirement",
  updateUserMaximumRankedBeatmapsCount: "userMaximumRankedBeatmapsCount",
  updateUserMaximumGlobalRank: "userMaximumGlobalRank",
  updateUserMaximumPp: "userMaximumPp",
  updateUserMinimumPp: "userMinimumPp",
  updateUserMinimumRank: "userMinimumRank",
  updateBeatmapEarliestSubmissionDate: "beatmapEarliestSubmissionDate",
  updateBeatmapLatestSubmissionDate: "beatmapLatestSubmissionDate",
  updateBeatmapMinimumFavorites: "beatmapMinimumFavorites",
  updateBeatmapMinimumPlayCount: "beatmapMinimumPlayCount",
  updateBeatmapMinimumLength: "beatmapMinimumLength",
  updateBeatmapMaximumLength: "beatmapMaximumLength",
  toggleIsShowcaseMission: "isShowcaseMission",
  toggleIsArtistShowcase: "isArtistShowcase",
  toggleIsGenreShowcase: "isGenreShowcase",
  toggleIsSeparate: "isSeparate",
  toggleHasLameWinners: "hasLameWinners",
  toggleOpeningAnnounced: "openingAnnounced",
  toggleClosingAnnounced: "closingAnnounced",
  toggleIsUniqueToRanked: "isUniqueToRanked",
  toggleIsUniqueArtistToRanked: "isUniqueArtistToRanked",
  toggleIsOsuOriginal: "isOsuOriginal",
  toggleAllMappersWin: "allMappersWin",
};

const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === "object" ? req.body : {});

/** The value a field update writes: the body's field of that name, else `value` (the original posted either). */
function fieldValue(body: Record<string, unknown>, field: string): unknown {
  if (field in body) return body[field];
  if ("value" in body) return body.value;
  // The original sent the renamed value under a few historic keys.
  for (const k of ["name", "tier", "objective", "winCondition", "status", "deadline", "remainingArtists", "additionalRequirement", "date", "number"]) {
    if (k in body) return body[k];
  }
  throw badInput("no field");
}

/**
 * Brief §7 and spec §1.4–1.6 mission and showcase paths. Thin adapters over MissionsService and ShowcaseService.
 * Registered before the beatmaps router so `POST /beatmaps/:id/linkMission` is answered here.
 */
export function registerMissionsRest(router: Router): void {
  const { get, post } = { get: router.get.bind(router), post: router.post.bind(router) };

  // ---------------------------------------------------------------- browsing
  get("/missions/relevantInfo", handle(async (ctx) => {
    const [active, pending, beatmaps] = await Promise.all([
      ctx.services.missions.list(ctx.viewer, { section: MissionSection.active }),
      ctx.services.missions.list(ctx.viewer, { section: MissionSection.pending }),
      ctx.services.missions.myUnlinkedBeatmaps(ctx.viewer),
    ]);
    return { missions: await missionsJson(ctx, [...active, ...pending]), beatmaps: await Promise.all(beatmaps.map((b) => beatmapJson(ctx, b))) };
  }));

  get("/missions/loadInactiveMissions", handle(async (ctx) => ({
    missions: await missionsJson(ctx, await ctx.services.missions.list(ctx.viewer, { section: MissionSection.inactive })),
  })));

  get("/missions/searchOnLoad/:id", handle(async (ctx, req) => missionJson(ctx, await ctx.services.missions.getVisible(ctx.viewer, missionParam(req.params.id)))));

  get("/missions/open/:mode/:beatmapId", handle(async (ctx, req) => {
    const missions = await ctx.services.missions.eligibleMissionsForBeatmap(ctx.viewer, idParam(req.params.beatmapId), String(req.params.mode));
    return missionsJson(ctx, missions);
  }));

  // ---------------------------------------------------------------- song showcase mappers (and their /missions aliases)
  get("/showcase/relevantInfo", handle(async (ctx) => {
    const artists = await ctx.services.showcase.showcaseArtists(ctx.viewer);
    return { artists: await Promise.all(artists.map((a) => artistJson(ctx, a))) };
  }));
  for (const prefix of ["/showcase", "/missions"]) {
    post(`${prefix}/addSongShowcaseMapper/:artistId/:songId`, handle(async (ctx, req) =>
      artistJson(ctx, await ctx.services.showcase.addSongShowcaseMapper(ctx.viewer, idParam(req.params.artistId), idParam(req.params.songId)))));
    post(`${prefix}/removeSongShowcaseMapper/:artistId/:songId`, handle(async (ctx, req) =>
      artistJson(ctx, await ctx.services.showcase.removeSongShowcaseMapper(ctx.viewer, idParam(req.params.artistId), idParam(req.params.songId)))));
  }

  // ---------------------------------------------------------------- host: add / remove / link
  post("/missions/:missionId/:beatmapId/addBeatmapToMission", handle(async (ctx, req) =>
    missionJson(ctx, await ctx.services.missions.addBeatmap(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId)))));

  // On the admin page the same call answers with the admin shape (associatedMaps with tasks and mappers).
  post("/missions/:missionId/:beatmapId/removeBeatmapFromMission", handle(async (ctx, req) =>
    missionJson(ctx, await ctx.services.missions.removeBeatmap(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId)), { admin: true })));

  post("/beatmaps/:id/linkMission", handle(async (ctx, req) => {
    const raw = bodyOf(req).questOrMissionId;
    const missionId = raw === undefined || raw === null || raw === "" ? null : missionParam(raw);
    // The beatmap page replaces its mapset with the answer: the beatmaps area's populated shape.
    return beatmapJson(ctx, await ctx.services.missions.linkBeatmap(ctx.viewer, idParam(req.params.id), missionId));
  }));

  // ---------------------------------------------------------------- showcase selection (own entries only)
  get("/missions/:id/findSelectedShowcaseMissionSong", handle(async (ctx, req) => {
    const song = await ctx.services.showcase.mySong(ctx.viewer, missionParam(req.params.id));
    return song ? songJson(ctx, song) : null;
  }));

  post("/missions/:id/findShowcaseMissionSong", handle(async (ctx, req) => {
    const r = await ctx.services.showcase.selectSong(ctx.viewer, missionParam(req.params.id), "auto");
    return { song: await songJson(ctx, r.song), availablePoints: r.availablePoints, rerolled: r.rerolled };
  }));

  get("/missions/:id/findSelectedShowcaseMissionArtist", handle(async (ctx, req) => {
    const artist = await ctx.services.showcase.myArtist(ctx.viewer, missionParam(req.params.id));
    return artist ? artistJson(ctx, artist) : null;
  }));

  get("/missions/:id/getArtistRerollCount", handle((ctx, req) => ctx.services.showcase.artistRerollCount(ctx.viewer, missionParam(req.params.id))));

  post("/missions/:id/findShowcaseMissionArtist", handle(async (ctx, req) => {
    const r = await ctx.services.showcase.selectArtist(ctx.viewer, missionParam(req.params.id), "auto");
    return { artist: await artistJson(ctx, r.artist), availablePoints: r.availablePoints, rerollCount: r.rerollCount, rerolled: r.rerolled };
  }));

  post("/missions/:id/findShowcaseMissionSongByTag", handle(async (ctx, req) => {
    const body = bodyOf(req);
    const tag = typeof body.tag === "string" ? body.tag : null;
    const songIndex = body.songIndex === undefined || body.songIndex === null ? null : typeof body.songIndex === "number" ? body.songIndex : NaN;
    const r = await ctx.services.showcase.selectGenre(ctx.viewer, missionParam(req.params.id), { tag, songIndex });
    return { entry: await genreEntryJson(ctx, r.entry), availablePoints: r.availablePoints, rerolled: r.rerolled };
  }));

  get("/missions/:id/findSelectedShowcaseMissionSongsByTag", handle(async (ctx, req) => {
    const e = await ctx.services.showcase.myGenreEntry(ctx.viewer, missionParam(req.params.id), { eligibleOnly: true });
    return e ? genreEntryJson(ctx, e) : null;
  }));

  get("/missions/:id/findAllSelectedShowcaseMissionSongsByTag", handle(async (ctx, req) => {
    const e = await ctx.services.showcase.myGenreEntry(ctx.viewer, missionParam(req.params.id));
    return e ? genreEntryJson(ctx, e) : null;
  }));

  get("/missions/:id/getGenreSongRerollCount", handle((ctx, req) => ctx.services.showcase.genreRerollCount(ctx.viewer, missionParam(req.params.id))));

  // ---------------------------------------------------------------- admin (spec §1.6)
  get("/admin/missions/load", handle(async (ctx) => missionsJson(ctx, await ctx.services.missions.adminList(ctx.viewer), true)));

  post("/admin/missions/create", handle(async (ctx, req) => {
    requireRole(ctx.viewer, Role.ADMIN);
    const body = { ...bodyOf(req) };
    if (Array.isArray(body.artists) && !("artistIds" in body)) {
      body.artistIds = (body.artists as unknown[]).map((a) => (a && typeof a === "object" ? ((a as { id?: unknown; _id?: unknown }).id ?? (a as { _id?: unknown })._id) : a));
    }
    return missionJson(ctx, await ctx.services.missions.create(ctx.viewer, body), { admin: true });
  }));

  post("/admin/missions/:missionId/:beatmapId/toggleWinningBeatmap", handle(async (ctx, req) => {
    const list = await ctx.services.missions.toggleWinner(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId));
    return Promise.all(list.map((b) => beatmapJson(ctx, b)));
  }));

  post("/admin/missions/:missionId/:beatmapId/toggleInvalidBeatmap", handle(async (ctx, req) => {
    const list = await ctx.services.missions.toggleInvalid(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId));
    return Promise.all(list.map((b) => beatmapJson(ctx, b)));
  }));

  post("/admin/missions/:missionId/:beatmapId/toggleIsLame", handle((ctx, req) =>
    ctx.services.missions.toggleLame(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId))));

  post("/admin/missions/:id/calculateUserPoints", handle(async (ctx, req) => {
    const n = await ctx.services.missions.recalculateWinners(ctx.viewer, missionParam(req.params.id));
    return { success: `processed points for ${n} users` };
  }));

  post("/admin/missions/:id/:action", handle(async (ctx, req) => {
    requireRole(ctx.viewer, Role.ADMIN);
    const id = missionParam(req.params.id);
    const action = String(req.params.action);
    const body = bodyOf(req);
    const svc = ctx.services.missions;
    const field = FIELD_ACTIONS[action];
    if (field) {
      const m = await svc.update(ctx.viewer, id, { [field]: fieldValue(body, field) });
      return (m as unknown as Record<string, unknown>)[field];
    }
    const current = await svc.getVisible(ctx.viewer, id);
    switch (action) {
      case "toggleMode": {
        const mode = body.mode as Mode;
        if (!MODES.includes(mode)) throw badInput("Invalid mode");
        const modes = current.modes.includes(mode) ? current.modes.filter((x) => x !== mode) : [...current.modes, mode];
        return (await svc.update(ctx.viewer, id, { modes })).modes;
      }
      case "toggleDifficulty": {
        const d = body.difficulty as TaskName;
        if (!TASK_ORDER.includes(d)) throw badInput("Invalid difficulty");
        const list = current.beatmapDifficulties.includes(d) ? current.beatmapDifficulties.filter((x) => x !== d) : [...current.beatmapDifficulties, d];
        return (await svc.update(ctx.viewer, id, { beatmapDifficulties: list })).beatmapDifficulties;
      }
      case "addGenreOption":
      case "removeGenreOption": {
        const g = typeof body.genreOption === "string" ? body.genreOption.trim() : "";
        if (!g) throw badInput("Invalid genre");
        const rest = current.genreOptions.filter((x) => x.toLowerCase() !== g.toLowerCase());
        return (await svc.update(ctx.viewer, id, { genreOptions: action === "addGenreOption" ? [...rest, g] : rest })).genreOptions;
      }
      case "toggleArtist": {
        const artist = await svc.resolveArtist(body.artistId ?? body.artistLabel);
        const ids = await svc.artistIdsOf(id);
        const next = ids.includes(artist.id) ? ids.filter((x) => x !== artist.id) : [...ids, artist.id];
        await svc.update(ctx.viewer, id, { artistIds: next });
        const artists = await svc.artistsOf(id);
        return artists.map((a) => ({ _id: a.id, id: a.id, label: a.label, osuId: a.osuId, coverUrl: artistCoverUrl(ctx.services.deps.config, a.osuId) }));
      }
      default:
        throw notFound("Not Found");
    }
  }));
}
