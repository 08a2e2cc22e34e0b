import type { Request, Router } from "express";
import { EMPTY_BODY, idParam } from "../../core/rest";
import { handle, type Context, type JsonEnv } from "../context";
import { notFound } from "../../core/errors";
import { requireRole, requireUser, Role } from "../../core/access";
import { MissionSection } from "../../core/enums";
import { artistCoverUrl } from "../users/avatar";
import type { Mission } from "./mission.entity";
import { MISSION_MSG } from "./missions.rules";
import { artistEntryJson, artistJson, genreEntryJson, missionJson, songEntryJson, songJson } from "./missions.serialize";
import { beatmapJson } from "../beatmaps/beatmaps.serialize";
import type { MissionsService } from "./missions.service";
import type { MissionsAdminService } from "./missions-admin.service";
import type { ShowcaseService } from "./showcase.service";
import type { ShowcaseMappersService } from "./showcase-mappers.service";

/** Path ids: a bad mission id answers like a missing mission. */
const missionParam = (v: unknown) => {
  try {
    return idParam(v);
  } catch {
    throw notFound(MISSION_MSG.missionNotFound);
  }
};

async function missionsJson(ctx: Context, env: JsonEnv, missions: Mission[], admin = false) {
  return Promise.all(missions.map((m) => missionJson(ctx, env, m, { admin })));
}

const bodyOf = (req: Request): Record<string, unknown> => (req.body && typeof req.body === "object" ? req.body : {});

/**
 * The mission and showcase REST paths (README.md). Thin adapters over MissionsService and ShowcaseService.
 * Registered before the beatmaps router so `POST /beatmaps/:id/linkMission` is answered here.
 */
export function registerMissionsRest(
  router: Router,
  services: {
    missions: MissionsService;
    missionsAdmin: MissionsAdminService;
    showcase: ShowcaseService;
    showcaseMappers: ShowcaseMappersService;
    deps: JsonEnv;
  },
): void {
  const { missions, missionsAdmin, showcase, showcaseMappers, deps: env } = services;
  const { get, post } = { get: router.get.bind(router), post: router.post.bind(router) };

  // ---------------------------------------------------------------- browsing
  get(
    "/missions/relevantInfo",
    handle(async (ctx) => {
      const [active, pending, beatmaps] = await Promise.all([
        missions.list(ctx.viewer, { section: MissionSection.active }),
        missions.list(ctx.viewer, { section: MissionSection.pending }),
        missions.myUnlinkedBeatmaps(ctx.viewer),
      ]);
      return {
        missions: await missionsJson(ctx, env, [...active, ...pending]),
        beatmaps: await Promise.all(beatmaps.map((b) => beatmapJson(ctx, b))),
      };
    }),
  );

  get(
    "/missions/loadInactiveMissions",
    handle(async (ctx) => ({
      missions: await missionsJson(ctx, env, await missions.list(ctx.viewer, { section: MissionSection.inactive })),
    })),
  );

  get(
    "/missions/searchOnLoad/:id",
    handle(async (ctx, req) => missionJson(ctx, env, await missions.getVisible(ctx.viewer, missionParam(req.params.id)))),
  );

  get(
    "/missions/open/:mode/:beatmapId",
    handle(async (ctx, req) => {
      const eligible = await missions.eligibleMissionsForBeatmap(
        ctx.viewer,
        idParam(req.params.beatmapId),
        String(req.params.mode),
      );
      return missionsJson(ctx, env, eligible);
    }),
  );

  // ---------------------------------------------------------------- song showcase mappers (and their /missions aliases)
  get(
    "/showcase/relevantInfo",
    handle(async (ctx) => {
      const artists = await showcaseMappers.showcaseArtists(ctx.viewer);
      return { artists: await Promise.all(artists.map((a) => artistJson(ctx, env, a))) };
    }),
  );
  for (const prefix of ["/showcase", "/missions"]) {
    post(
      `${prefix}/addSongShowcaseMapper/:artistId/:songId`,
      handle(async (ctx, req) =>
        artistJson(
          ctx,
          env,
          await showcaseMappers.addSongShowcaseMapper(ctx.viewer, idParam(req.params.artistId), idParam(req.params.songId)),
        ),
      ),
    );
    post(
      `${prefix}/removeSongShowcaseMapper/:artistId/:songId`,
      handle(async (ctx, req) =>
        artistJson(
          ctx,
          env,
          await showcaseMappers.removeSongShowcaseMapper(ctx.viewer, idParam(req.params.artistId), idParam(req.params.songId)),
        ),
      ),
    );
  }

  // ---------------------------------------------------------------- host: add / remove / link
  post(
    "/missions/:missionId/:beatmapId/addBeatmapToMission",
    handle(async (ctx, req) =>
      missionJson(
        ctx,
        env,
        await missions.addBeatmap(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId)),
      ),
    ),
  );

  // On the admin page the same call answers with the admin shape (associatedMaps with tasks and mappers).
  post(
    "/missions/:missionId/:beatmapId/removeBeatmapFromMission",
    handle(async (ctx, req) =>
      missionJson(
        ctx,
        env,
        await missions.removeBeatmap(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId)),
        { admin: true },
      ),
    ),
  );

  post(
    "/beatmaps/:id/linkMission",
    handle(async (ctx, req) => {
      const raw = bodyOf(req).questOrMissionId;
      const missionId = raw === undefined || raw === null || raw === "" ? null : missionParam(raw);
      // The beatmap page replaces its mapset with the answer: the beatmaps area's populated shape.
      return beatmapJson(ctx, await missions.linkBeatmap(ctx.viewer, idParam(req.params.id), missionId));
    }),
  );

  // ---------------------------------------------------------------- showcase selection (own entries only)
  // The three "my selection" reads answer the caller's entry as the original did, or an empty body when there is none
  // (its `res.json(undefined)`; docs/rest-shim.md). `findAllSelected…` answered `null`, and still does.
  get(
    "/missions/:id/findSelectedShowcaseMissionSong",
    handle(async (ctx, req) => {
      const song = await showcase.mySong(ctx.viewer, missionParam(req.params.id));
      return song ? songEntryJson(ctx, song, requireUser(ctx.viewer)) : EMPTY_BODY;
    }),
  );

  post(
    "/missions/:id/findShowcaseMissionSong",
    handle(async (ctx, req) => {
      const r = await showcase.selectSong(ctx.viewer, missionParam(req.params.id), "auto");
      return { song: await songJson(ctx, r.song), availablePoints: r.availablePoints, rerolled: r.rerolled };
    }),
  );

  get(
    "/missions/:id/findSelectedShowcaseMissionArtist",
    handle(async (ctx, req) => {
      const artist = await showcase.myArtist(ctx.viewer, missionParam(req.params.id));
      return artist ? artistEntryJson(ctx, env, artist, requireUser(ctx.viewer)) : EMPTY_BODY;
    }),
  );

  get(
    "/missions/:id/getArtistRerollCount",
    handle((ctx, req) => showcase.artistRerollCount(ctx.viewer, missionParam(req.params.id))),
  );

  post(
    "/missions/:id/findShowcaseMissionArtist",
    handle(async (ctx, req) => {
      const r = await showcase.selectArtist(ctx.viewer, missionParam(req.params.id), "auto");
      return {
        artist: await artistJson(ctx, env, r.artist),
        availablePoints: r.availablePoints,
        rerollCount: r.rerollCount,
        rerolled: r.rerolled,
      };
    }),
  );

  post(
    "/missions/:id/findShowcaseMissionSongByTag",
    handle(async (ctx, req) => {
      const body = bodyOf(req);
      const tag = typeof body.tag === "string" ? body.tag : null;
      const songIndex =
        body.songIndex === undefined || body.songIndex === null
          ? null
          : typeof body.songIndex === "number"
            ? body.songIndex
            : NaN;
      const r = await showcase.selectGenre(ctx.viewer, missionParam(req.params.id), { tag, songIndex });
      return {
        entry: await genreEntryJson(ctx, r.entry, requireUser(ctx.viewer)),
        availablePoints: r.availablePoints,
        rerolled: r.rerolled,
      };
    }),
  );

  get(
    "/missions/:id/findSelectedShowcaseMissionSongsByTag",
    handle(async (ctx, req) => {
      const e = await showcase.myGenreEntry(ctx.viewer, missionParam(req.params.id), { eligibleOnly: true });
      return e ? genreEntryJson(ctx, e, requireUser(ctx.viewer)) : EMPTY_BODY;
    }),
  );

  get(
    "/missions/:id/findAllSelectedShowcaseMissionSongsByTag",
    handle(async (ctx, req) => {
      const e = await showcase.myGenreEntry(ctx.viewer, missionParam(req.params.id));
      return e ? genreEntryJson(ctx, e, requireUser(ctx.viewer)) : null;
    }),
  );

  get(
    "/missions/:id/getGenreSongRerollCount",
    handle((ctx, req) => showcase.genreRerollCount(ctx.viewer, missionParam(req.params.id))),
  );

  // ---------------------------------------------------------------- admin (README.md)
  get(
    "/admin/missions/load",
    handle(async (ctx) => missionsJson(ctx, env, await missionsAdmin.adminList(ctx.viewer), true)),
  );

  post(
    "/admin/missions/create",
    handle(async (ctx, req) => {
      requireRole(ctx.viewer, Role.ADMIN);
      const body = { ...bodyOf(req) };
      if (Array.isArray(body.artists) && !("artistIds" in body)) {
        body.artistIds = (body.artists as unknown[]).map((a) =>
          a && typeof a === "object" ? ((a as { id?: unknown; _id?: unknown }).id ?? (a as { _id?: unknown })._id) : a,
        );
      }
      return missionJson(ctx, env, await missionsAdmin.create(ctx.viewer, body), { admin: true });
    }),
  );

  post(
    "/admin/missions/:missionId/:beatmapId/toggleWinningBeatmap",
    handle(async (ctx, req) => {
      const list = await missionsAdmin.toggleWinner(
        ctx.viewer,
        missionParam(req.params.missionId),
        idParam(req.params.beatmapId),
      );
      return Promise.all(list.map((b) => beatmapJson(ctx, b)));
    }),
  );

  post(
    "/admin/missions/:missionId/:beatmapId/toggleInvalidBeatmap",
    handle(async (ctx, req) => {
      const list = await missionsAdmin.toggleInvalid(
        ctx.viewer,
        missionParam(req.params.missionId),
        idParam(req.params.beatmapId),
      );
      return Promise.all(list.map((b) => beatmapJson(ctx, b)));
    }),
  );

  post(
    "/admin/missions/:missionId/:beatmapId/toggleIsLame",
    handle((ctx, req) => missionsAdmin.toggleLame(ctx.viewer, missionParam(req.params.missionId), idParam(req.params.beatmapId))),
  );

  post(
    "/admin/missions/:id/calculateUserPoints",
    handle(async (ctx, req) => {
      const n = await missionsAdmin.recalculateWinners(ctx.viewer, missionParam(req.params.id));
      return { success: `processed points for ${n} users` };
    }),
  );

  post(
    "/admin/missions/:id/:action",
    handle(async (ctx, req) => {
      requireRole(ctx.viewer, Role.ADMIN);
      const edit = await missionsAdmin.adminAction(
        ctx.viewer,
        missionParam(req.params.id),
        String(req.params.action),
        bodyOf(req),
      );
      if (!("artists" in edit)) return edit.value;
      return edit.artists.map((a) => ({
        _id: a.id,
        id: a.id,
        label: a.label,
        osuId: a.osuId,
        coverUrl: artistCoverUrl(env.config, a.osuId),
      }));
    }),
  );
}
