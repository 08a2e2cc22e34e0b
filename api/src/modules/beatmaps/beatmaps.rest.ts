import type { Request, Router } from "express";
import { idParam } from "../../core/rest";
import { handle, type Context } from "../context";
import { badInput, notFound } from "../../core/errors";
import { parseId } from "../../core/ids";
import { requireUser } from "../../core/access";
import { BeatmapMode, BeatmapStatus, Mode, MODES, TaskName, TaskStatus } from "../../core/enums";
import { mainMode } from "../users/users.rules";
import type { Beatmap } from "./beatmap.entity";
import { beatmapJson } from "./beatmaps.serialize";
import { userRefJson } from "../users/users.serialize";
import type { User } from "../users/user.entity";
import { QuestFilter } from "./beatmap-search";
import { BEATMAP_MSG } from "./beatmaps.rules";
import { MAX_PAGE_SIZE } from "./beatmap-search.rules";
import type { BeatmapsService } from "./beatmaps.service";
import type { BeatmapCrewService } from "./beatmap-crew.service";
import type { UsersService } from "../users/users.service";
import { userById } from "../users/users.loaders";
import { songsByArtist } from "../artists/artists.loaders";

const many = (ctx: Context, list: Beatmap[]) => Promise.all(list.map((b) => beatmapJson(ctx, b)));

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

function enumValue<T extends string>(values: readonly T[], v: unknown): T | undefined {
  return typeof v === "string" && (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** An id from a body field that may be a number, a numeric string or an object with id/_id. */
function bodyId(v: unknown): number | null {
  if (v && typeof v === "object") return bodyId((v as { id?: unknown; _id?: unknown }).id ?? (v as { _id?: unknown })._id);
  return parseId(v);
}

/** `user` in a body is a username or an osu! id (the original's isValidUser); absent = yourself. */
async function bodyUser(users: UsersService, req: Request): Promise<number | null> {
  const raw = req.body?.user;
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw !== "string" && typeof raw !== "number") throw badInput("Cannot find user!");
  return (await users.findByReference(String(raw))).id;
}

/** The original's /api/beatmaps/... paths over the same services as GraphQL (README.md). */
export function registerBeatmapsRest(
  router: Router,
  services: { beatmaps: BeatmapsService; beatmapCrew: BeatmapCrewService; users: UsersService },
): void {
  const { beatmaps, beatmapCrew, users } = services;
  // ---- reads
  router.get(
    "/beatmaps/relevantInfo",
    handle(async (ctx) => {
      const viewer = requireUser(ctx.viewer);
      const main = mainMode(viewer);
      const hosted = await beatmaps.hosted(viewer, { mode: main });
      return { beatmaps: await many(ctx, hosted), mainMode: main };
    }),
  );

  router.get(
    "/beatmaps/guestBeatmaps",
    handle(async (ctx) => {
      const [hosted, guest] = await Promise.all([beatmaps.hosted(ctx.viewer), beatmaps.guest(ctx.viewer)]);
      const all = [...hosted, ...guest].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return { userBeatmaps: await many(ctx, all) };
    }),
  );

  router.get(
    "/beatmaps/search",
    handle(async (ctx, req) => {
      requireUser(ctx.viewer);
      const modeParam = str(req.query.mode);
      const limitParam = str(req.query.limit);
      if (!modeParam || !limitParam) throw badInput(BEATMAP_MSG.missingMode);
      const mode = modeParam === "any" ? null : enumValue<Mode>(MODES, modeParam);
      if (mode === undefined) throw badInput(BEATMAP_MSG.missingMode);
      const limit = Number(limitParam);
      if (!Number.isInteger(limit) || limit < 1) throw badInput("Invalid limit");
      const statusParam = str(req.query.status);
      const status = !statusParam || statusParam === "any" ? null : enumValue(Object.values(BeatmapStatus), statusParam);
      if (status === undefined) throw badInput(BEATMAP_MSG.invalidStatus);
      const page = await beatmaps.search(ctx.viewer, {
        mode,
        status,
        quest: str(req.query.quest) === "none" ? QuestFilter.none : QuestFilter.any,
        search: str(req.query.search)?.slice(0, 100) ?? null,
        limit: Math.min(limit, MAX_PAGE_SIZE),
        after: str(req.query.after) ?? null,
      });
      return { allBeatmaps: await many(ctx, page.beatmaps), nextCursor: page.nextCursor };
    }),
  );

  router.get(
    "/beatmaps/searchOnLoad/:id",
    handle(async (ctx, req) => {
      const n = parseId(req.params.id);
      if (n === null) {
        requireUser(ctx.viewer);
        throw notFound(BEATMAP_MSG.notFound);
      }
      return beatmapJson(ctx, await beatmaps.getById(ctx.viewer, n));
    }),
  );

  router.get(
    "/beatmaps/validateUsers/:input",
    handle(async (ctx, req) =>
      (await beatmaps.validateUsers(ctx.viewer, String(req.params.input).slice(0, 500))).map(userRefJson),
    ),
  );

  router.get(
    "/beatmaps/:id/findPoints",
    handle(async (ctx, req) => {
      const p = await beatmaps.pointsPreview(ctx.viewer, idParam(req.params.id));
      const people = await ctx.loaders.get(userById).loadMany(p.users.map((u) => u.userId));
      const mappers = await Promise.all(p.tasks.map((t) => ctx.loaders.get(userById).loadMany(t.mapperIds)));
      return {
        tasksPointsArray: p.tasks.map((t, i) => ({
          taskId: t.taskId,
          name: t.name,
          mode: t.mode,
          mappers: mappers[i].map((u) => (u instanceof Error ? null : userRefJson(u))).filter(Boolean),
          pointsPerMapper: t.pointsPerMapper,
          points: t.points,
        })),
        usersPointsArrays: p.users.map((u, i) => ({
          user: people[i] instanceof Error ? null : userRefJson(people[i] as User),
          ...u,
        })),
        pointsInfo: p.summary,
        totalPoints: p.totalPoints,
        bnPoints: p.bnPoints,
        hostPoints: p.hostPoints,
        length: p.length,
        lengthFactor: p.lengthFactor,
        bonusPerDifficulty: p.bonusPerDifficulty,
        bonusSource: p.bonusSource,
      };
    }),
  );

  // ---- create
  router.post(
    "/beatmaps/create",
    handle(async (ctx, req) => {
      const b = req.body ?? {};
      const mode = b.mode === undefined ? BeatmapMode.osu : enumValue(Object.values(BeatmapMode), b.mode);
      if (!mode) throw badInput("Invalid mode");
      if (b.tasks !== undefined && !Array.isArray(b.tasks)) throw badInput("Missing task or status");
      if (b.tasksLocked !== undefined && !Array.isArray(b.tasksLocked)) throw badInput(BEATMAP_MSG.notValidTask);
      const tasks = Array.isArray(b.tasks) ? b.tasks.slice(0, 60) : [];
      const created = await beatmaps.create(ctx.viewer, {
        songId: bodyId(b.song) ?? 0,
        mode,
        tasksLocked: Array.isArray(b.tasksLocked)
          ? b.tasksLocked.map((n: unknown) => {
              const name = enumValue(Object.values(TaskName), n);
              if (!name) throw badInput(BEATMAP_MSG.notValidTask);
              return name;
            })
          : [],
        tasks: tasks.map((t: Record<string, unknown>) => {
          const name = enumValue(Object.values(TaskName), t?.name);
          if (!name) throw badInput("Missing task or status");
          if (t.mappers !== undefined && !Array.isArray(t.mappers)) throw notFound("Cannot find user!");
          const ids = Array.isArray(t.mappers) ? t.mappers.map(bodyId) : [];
          if (ids.some((id: number | null) => id === null)) throw notFound("Cannot find user!");
          const taskMode = t.mode === undefined || t.mode === null ? null : enumValue<Mode>(MODES, t.mode);
          if (taskMode === undefined) throw badInput("Invalid mode");
          const status = t.status === undefined ? TaskStatus.WIP : enumValue(Object.values(TaskStatus), t.status);
          if (!status) throw badInput("Missing task or status");
          return { name, mode: taskMode, status, mapperIds: ids as number[] };
        }),
      });
      return beatmapJson(ctx, created);
    }),
  );

  // ---- mapset actions
  const mapAction = (path: string, fn: (ctx: Context, id: number, req: Request) => Promise<Beatmap>) =>
    router.post(
      `/beatmaps/:id/${path}`,
      handle(async (ctx, req) => beatmapJson(ctx, await fn(ctx, idParam(req.params.id), req))),
    );

  mapAction("updateModder", (ctx, id) => beatmapCrew.toggleModder(ctx.viewer, id));
  mapAction("updateBn", (ctx, id, req) => beatmapCrew.toggleNominator(ctx.viewer, id, { sessionId: req.sessionID }));
  mapAction("setMode", (ctx, id, req) => {
    const mode = enumValue(Object.values(BeatmapMode), req.body?.mode);
    if (!mode) throw badInput("Invalid mode");
    return beatmaps.setMode(ctx.viewer, id, mode);
  });
  mapAction("setStatus", (ctx, id, req) => {
    const status = enumValue(Object.values(BeatmapStatus), req.body?.status);
    if (!status) throw badInput(BEATMAP_MSG.invalidStatus);
    return beatmaps.setStatus(ctx.viewer, id, status);
  });
  mapAction("setLink", (ctx, id, req) => beatmaps.setLink(ctx.viewer, id, req.body?.url ?? null));
  mapAction("lockTask", (ctx, id, req) => beatmaps.lockTask(ctx.viewer, id, req.body?.task));
  mapAction("unlockTask", (ctx, id, req) => beatmaps.unlockTask(ctx.viewer, id, req.body?.task));

  router.post(
    "/beatmaps/:id/delete",
    handle(async (ctx, req) => {
      const id = idParam(req.params.id);
      const b = await beatmaps.getById(ctx.viewer, id);
      const json = await beatmapJson(ctx, b);
      await beatmaps.delete(ctx.viewer, id);
      return json;
    }),
  );

  // ---- tasks
  router.post(
    "/beatmaps/addTask/:mapId",
    handle(async (ctx, req) => {
      const name = enumValue(Object.values(TaskName), req.body?.taskName);
      if (!name) throw badInput(BEATMAP_MSG.notValidTask);
      const userId = await bodyUser(users, req);
      const b = await beatmapCrew.addTask(ctx.viewer, idParam(req.params.mapId), {
        name,
        mode: enumValue<Mode>(MODES, req.body?.mode) ?? null,
        userId,
      });
      return beatmapJson(ctx, b);
    }),
  );

  router.post(
    "/beatmaps/removeTask/:taskId/:mapId",
    handle(async (ctx, req) =>
      beatmapJson(ctx, await beatmapCrew.removeTask(ctx.viewer, idParam(req.params.mapId), idParam(req.params.taskId))),
    ),
  );

  router.post(
    "/beatmaps/addCollab/:mapId",
    handle(async (ctx, req) => {
      const taskId = bodyId(req.body?.task ?? req.body?.taskId);
      if (!taskId) throw notFound(BEATMAP_MSG.taskNotOnMap);
      const userId = await bodyUser(users, req);
      return beatmapJson(ctx, await beatmapCrew.addCollaborator(ctx.viewer, idParam(req.params.mapId), taskId, userId));
    }),
  );

  router.post(
    "/beatmaps/task/:taskId/removeCollab",
    handle(async (ctx, req) => {
      const userId = bodyId(req.body?.user);
      if (!userId) throw notFound("Cannot find user!");
      return beatmapJson(ctx, await beatmapCrew.removeCollaborator(ctx.viewer, null, idParam(req.params.taskId), userId));
    }),
  );

  router.post(
    "/beatmaps/setTaskStatus/:taskId",
    handle(async (ctx, req) => {
      const status = enumValue(Object.values(TaskStatus), req.body?.status);
      if (!status) throw badInput(BEATMAP_MSG.invalidStatus);
      return beatmapJson(ctx, await beatmapCrew.setTaskStatus(ctx.viewer, null, idParam(req.params.taskId), status));
    }),
  );

  // ---- featured artists for the create dialog: public projection only (a fix, see README.md)
  router.get(
    "/featuredArtists",
    handle(async (ctx) => {
      const artists = await beatmaps.mappableArtists(ctx.viewer);
      const songs = await Promise.all(artists.map((a) => ctx.loaders.get(songsByArtist).load(a.id)));
      return artists.map((a, i) => ({
        id: a.id,
        _id: a.id,
        osuId: a.osuId,
        label: a.label,
        songs: songs[i].map((s) => ({ id: s.id, _id: s.id, title: s.title, artist: s.artistName })),
      }));
    }),
  );

  router.get(
    "/featuredArtists/:id/songs",
    handle(async (ctx, req) => {
      const songs = await beatmaps.mappableSongs(ctx.viewer, idParam(req.params.id));
      return songs.map((s) => ({ id: s.id, _id: s.id, title: s.title, artist: s.artistName }));
    }),
  );
}
