// Over 400 lines: the beatmap use cases over one mapset aggregate; crew and osu! status live in beatmap-crew.service.ts and beatmap-osu.rules.ts.
import { In } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, fail, MSG, notFound } from "../../core/errors";
import { requireUser } from "../../core/access";
import { ArtistStatus, BeatmapMode, BeatmapStatus, LogCategory, TaskName, TaskStatus, type Mode } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { User } from "../users/user.entity";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { parseUserReference } from "../users/users.rules";
import { checkSearch, isProblem, likeContainsAsTyped } from "../artists/artists.rules";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";
import { keysetPage, lowerTextKey, pageOfFetched, pageRequest, type Page, type PageArgs } from "../../core/connection";
import {
  buildBeatmapQuery,
  PROFILE_KEYS,
  resolveSearch,
  type BeatmapFilter,
  type BeatmapScope,
  type PageRequest,
} from "./beatmap-search";
import { insertTask, loadMap, reloadBeatmap, viewerFacts } from "./beatmap-facts";
import { previewPoints, type PointsPreview } from "./beatmap-points.rules";
import {
  BEATMAP_MSG,
  createProblem,
  hostStatusProblem,
  mapEditProblem,
  mapLabel,
  modeProblem,
  normalizeLocks,
  parseTaskName,
  retaskModes,
  taskModeFor,
  withLock,
  withoutLock,
} from "./beatmaps.rules";
import { beatmapsetIdOf, normalizeUrl } from "./beatmap-osu.rules";
import {
  decodeBeatmapCursor,
  encodeBeatmapCursor,
  FIRST_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
} from "./beatmap-search.rules";
import { leanMany, type LeanProperties } from "../../core/lean";
import { withProperties } from "../../core/projection";
import { beatmapStatusEvent } from "./beatmaps.events";

/** At most this many mapsets on a member's profile (the most prolific demo mappers have a few dozen). */
export const USER_BEATMAPS_LIMIT = 500;

export interface CreateBeatmapRequest {
  songId: number;
  mode: BeatmapMode;
  tasks: { name: TaskName; mode?: Mode | null; status?: TaskStatus | null; mapperIds?: number[] | null }[];
  tasksLocked?: TaskName[] | null;
}

export interface BeatmapSearchRequest extends BeatmapFilter {
  limit?: number | null;
  after?: string | null;
  offset?: number | null;
}

export interface BeatmapPage {
  beatmaps: Beatmap[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Beatmaps (README.md): the /beatmaps lists, a mapset's detail and points preview, creation and deletion,
 * and the host's settings (status, mode, link, task locks); tasks, modders and nominators are BeatmapCrewService's.
 * Each write loads the mapset under a row lock, checks the permission matrix and the rules, writes, and logs
 * (category beatmap) in one transaction.
 */
export class BeatmapsService {
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  // ------------------------------------------------------------------------------------------------------------ reads

  async getById(viewer: User | null, id: number): Promise<Beatmap> {
    requireUser(viewer);
    const b = await this.deps.db.getRepository(Beatmap).findOneBy({ id });
    if (!b) throw notFound(BEATMAP_MSG.notFound);
    return b;
  }

  /** "Other beatmaps": everyone else's mapsets, filtered, newest first, paged by cursor (or offset). */
  async search(viewer: User | null, req: BeatmapSearchRequest, only?: LeanProperties): Promise<BeatmapPage> {
    const user = requireUser(viewer);
    if (req.search && req.search.length > MAX_SEARCH_LENGTH) throw badInput(BEATMAP_MSG.tooManyTokens);
    const limit = Math.min(Math.max(Math.floor(req.limit ?? FIRST_PAGE_SIZE), 1), MAX_PAGE_SIZE);
    const after = req.after ? decodeBeatmapCursor(req.after) : null;
    if (req.after && !after) throw badInput("Invalid cursor");
    const offset = Math.min(Math.max(Math.floor(req.offset ?? 0), 0), 1_000_000);
    // The cursor reads each row's creation time and id (core/projection.ts).
    const read = withProperties(only, "createdAt", "id");
    const rows = await this.list({ kind: "others", viewerId: user.id }, req, { limit: limit + 1, after, offset }, read);
    const beatmaps = rows.slice(0, limit);
    const hasMore = rows.length > limit;
    return { beatmaps, hasMore, nextCursor: hasMore ? encodeBeatmapCursor(beatmaps[beatmaps.length - 1]) : null };
  }

  /**
   * `beatmapsConnection`: the "Other beatmaps" list of `search` (same filters, newest first, ties by id) as a Relay
   * page (core/connection.ts); each edge's cursor is the keyset cursor `search` continues after. totalCount is
   * counted only when a query asks for it.
   */
  async connection(viewer: User | null, filter: BeatmapFilter, args: PageArgs, only?: LeanProperties): Promise<Page<Beatmap>> {
    const user = requireUser(viewer);
    return this.beatmapPage({ kind: "others", viewerId: user.id }, filter, args, withProperties(only, "createdAt", "id"));
  }

  /**
   * `myBeatmapsConnection` / `myGuestBeatmapsConnection`: the lists of `hosted` / `guest` (same scope and filters,
   * newest first, ties by id) as Relay pages (core/connection.ts) with their totalCount. The cursors are the keyset
   * cursors of `beatmapsConnection`, so the three lists of the /beatmaps page page alike.
   */
  async mineConnection(
    viewer: User | null,
    kind: "hosted" | "guest",
    filter: BeatmapFilter,
    args: PageArgs,
  ): Promise<Page<Beatmap>> {
    const user = requireUser(viewer);
    const page = await this.beatmapPage({ kind, userId: user.id }, filter, args);
    return { ...page, totalCount: await page.count!() };
  }

  /** A keyset page (either way) of a scope's mapsets, newest first, ties by id, in the cursors of `search`. */
  private async beatmapPage(
    scope: BeatmapScope,
    filter: BeatmapFilter,
    args: PageArgs,
    only?: LeanProperties,
  ): Promise<Page<Beatmap>> {
    const req = pageRequest(args);
    if (filter.search && filter.search.length > MAX_SEARCH_LENGTH) throw badInput(BEATMAP_MSG.tooManyTokens);
    const at = (cursor: string | null) => {
      if (!cursor) return null;
      const key = decodeBeatmapCursor(cursor);
      if (!key) throw badInput("Invalid cursor");
      return key;
    };
    const [after, before] = [at(req.after), at(req.before)];
    const m = this.deps.db.manager;
    const match = await resolveSearch(m, filter.search);
    const page = { limit: req.size + 1, after, before, backward: req.backward };
    const rows = await leanMany(buildBeatmapQuery(m, scope, filter, page, match), only);
    return pageOfFetched(rows, req, encodeBeatmapCursor, {
      count: () => buildBeatmapQuery(m, scope, filter, undefined, match).getCount(),
    });
  }

  /** "My mapsets": hosted by the viewer (optionally filtered like the page's filters). */
  async hosted(viewer: User | null, filter: BeatmapFilter = {}): Promise<Beatmap[]> {
    const user = requireUser(viewer);
    return this.list({ kind: "hosted", userId: user.id }, filter, { limit: 1000 });
  }

  /** "My guest difficulties": hosted by others, with a task of the viewer. */
  async guest(viewer: User | null, filter: BeatmapFilter = {}): Promise<Beatmap[]> {
    const user = requireUser(viewer);
    return this.list({ kind: "guest", userId: user.id }, filter, { limit: 1000 });
  }

  /**
   * A member's mapsets for their public profile (the users page is public, so no sign-in is needed): hosted by them or
   * with a task of theirs, newest first. Only public fields of Beatmap are readable without the admin role.
   */
  async ofUser(userId: number): Promise<Beatmap[]> {
    return leanMany(buildBeatmapQuery(this.deps.db.manager, { kind: "involved", userId }, {}, { limit: USER_BEATMAPS_LIMIT }));
  }

  /**
   * `userBeatmapsConnection`: the mapsets of `ofUser` (same scope, public, every column as `ofUser` reads them) in the
   * users page's order, WIP, Done, Qualified, Ranked and newest first within a status, ties by id (PROFILE_KEYS), as
   * keyset pages (core/connection.ts) with the total. An unknown member has no mapsets (an empty page), as in `ofUser`.
   */
  /** Our id of the member with this osu! id, or null (bots know members by osu! id). */
  async memberIdOfOsuId(osuId: number): Promise<number | null> {
    if (!Number.isSafeInteger(osuId) || osuId < 1 || osuId > 2_147_483_647) return null;
    const [row]: { id: number }[] = await this.deps.db.query(`SELECT id FROM users WHERE osu_id = $1`, [osuId]);
    return row?.id ?? null;
  }

  ofUserConnection(userId: number, args: PageArgs): Promise<Page<Beatmap>> {
    const qb = buildBeatmapQuery(this.deps.db.manager, { kind: "involved", userId }, {});
    return keysetPage(qb, PROFILE_KEYS, args, { count: true });
  }

  /** Text tokens → matching songs/users/mapsets (index look-ups), then one list query over the beatmaps indexes. */
  private async list(scope: BeatmapScope, filter: BeatmapFilter, page: PageRequest, only?: LeanProperties): Promise<Beatmap[]> {
    const m = this.deps.db.manager;
    const match = await resolveSearch(m, filter.search);
    return leanMany(buildBeatmapQuery(m, scope, filter, page, match), only);
  }

  /** Resolves "a, b, 123" (usernames or osu! ids) to members, in the order given. */
  async validateUsers(viewer: User | null, input: string): Promise<User[]> {
    requireUser(viewer);
    const parts = [
      ...new Set(
        input
          .slice(0, 1000)
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20);
    if (parts.length === 0) throw badInput(BEATMAP_MSG.noMapperInput);
    const out: User[] = [];
    for (const part of parts) {
      const ref = parseUserReference(part);
      const repo = this.deps.db.getRepository(User);
      const user = !ref
        ? null
        : "osuId" in ref
          ? await repo.findOneBy({ osuId: ref.osuId })
          : await repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
      if (!user) throw notFound(BEATMAP_MSG.userDoesntMatch(part));
      if (!out.some((u) => u.id === user.id)) out.push(user);
    }
    return out;
  }

  /** Featured artists whose songs may be mapped (status public or playlist), by label (deprecated: the whole list). */
  async mappableArtists(viewer: User | null): Promise<Artist[]> {
    requireUser(viewer);
    return this.deps.db
      .getRepository(Artist)
      .find({ where: { status: In([ArtistStatus.public, ArtistStatus.playlist]) }, order: { label: "ASC", id: "ASC" } });
  }

  /**
   * `mappableArtistsConnection`: the artists of `mappableArtists` (status public or playlist) as keyset pages, by name
   * ignoring case, ties by id; `search` keeps those whose name contains it ignoring case, wildcards taken literally.
   * The search and both sides of the cursor comparison are lowercased by the database, never by JavaScript, whose case
   * mapping differs from PostgreSQL's for a few letters (İ, final sigma).
   */
  mappableArtistsConnection(viewer: User | null, args: { search?: string | null } & PageArgs): Promise<Page<Artist>> {
    requireUser(viewer);
    const search = checkSearch(args.search);
    if (isProblem(search)) fail(search);
    const qb = this.deps.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where("a.status IN (:...st)", { st: [ArtistStatus.public, ArtistStatus.playlist] });
    if (search) qb.andWhere("lower(a.label) LIKE lower(:pat) ESCAPE '\\'", { pat: likeContainsAsTyped(search) });
    return keysetPage(
      qb,
      [lowerTextKey("a.label", (a) => a.label), { sql: "a.id", direction: "ASC", kind: "number", of: (a) => a.id }],
      args,
    );
  }

  async mappableSongs(viewer: User | null, artistId: number): Promise<Song[]> {
    requireUser(viewer);
    const artist = await this.deps.db.getRepository(Artist).findOneBy({ id: artistId });
    if (!artist || (artist.status !== ArtistStatus.public && artist.status !== ArtistStatus.playlist)) throw notFound();
    return this.deps.db.getRepository(Song).find({ where: { artistId }, order: { title: "ASC", id: "ASC" } });
  }

  /**
   * Points preview (README.md) with the engine's formulas, as if the map were ranked now. Needs a beatmapset link; the
   * length is the stored one (filled when the link is set), else looked up on osu! once and stored.
   */
  async pointsPreview(viewer: User | null, id: number): Promise<PointsPreview> {
    requireUser(viewer);
    const map = await loadMap(this.deps.db.manager, id, false);
    const setId = beatmapsetIdOf(map.beatmap.url);
    if (!map.beatmap.url || !setId) throw badInput(BEATMAP_MSG.needLink);
    let length = map.beatmap.length;
    if (!length) {
      const osu = await this.deps.osu.beatmapset(setId).catch((e) => {
        this.deps.logger.warn({ err: (e as Error).message, beatmapId: id }, "osu! beatmapset look-up failed");
        return null;
      });
      if (!osu || !osu.length) throw conflict(BEATMAP_MSG.somethingWrong);
      length = osu.length;
      if (map.beatmap.status !== BeatmapStatus.Ranked) await this.deps.db.getRepository(Beatmap).update({ id }, { length });
    }
    let quest: { id: number; deadline: Date | null; completed: Date | null } | null = null;
    if (map.beatmap.questId) {
      const [q] = await this.deps.db.query(`SELECT id, deadline, completed FROM quests WHERE id = $1`, [map.beatmap.questId]);
      quest = q ?? null;
    }
    let mission: { id: number; tier: number; allMappersWin: boolean } | null = null;
    if (map.beatmap.missionId) {
      const [mi] = await this.deps.db.query(`SELECT id, tier, all_mappers_win FROM missions WHERE id = $1`, [
        map.beatmap.missionId,
      ]);
      mission = mi ? { id: mi.id, tier: Number(mi.tier), allMappersWin: mi.all_mappers_win } : null;
    }
    return previewPoints(
      {
        id: map.beatmap.id,
        hostId: map.beatmap.hostId,
        songId: map.beatmap.songId,
        length,
        rankedDate: map.beatmap.status === BeatmapStatus.Ranked ? map.beatmap.rankedDate : null,
        isShowcase: map.beatmap.isShowcase,
        tasks: map.tasks,
        modderIds: map.modderIds,
        bnIds: map.bnIds,
        quest,
        mission,
      },
      this.deps.now(),
    );
  }

  // ------------------------------------------------------------------------------------------------------------ create / delete

  async create(viewer: User | null, req: CreateBeatmapRequest): Promise<Beatmap> {
    const user = requireUser(viewer);
    check(createProblem({ songId: req.songId, mode: req.mode, tasks: req.tasks }));
    const song = await this.deps.db.getRepository(Song).findOneBy({ id: req.songId });
    const artist = song ? await this.deps.db.getRepository(Artist).findOneBy({ id: song.artistId }) : null;
    if (!song || !artist || (artist.status !== ArtistStatus.public && artist.status !== ArtistStatus.playlist)) {
      throw badInput(BEATMAP_MSG.songNotAvailable);
    }
    const mapperIds = [...new Set(req.tasks.flatMap((t) => (t.mapperIds?.length ? t.mapperIds : [user.id])))];
    const found = await this.deps.db.getRepository(User).findBy({ id: In(mapperIds) });
    if (found.length !== mapperIds.length) throw notFound(MSG.cannotFindUser);

    const id = await this.deps.db.transaction(async (m) => {
      const now = this.deps.now();
      const inserted = await m.insert(Beatmap, {
        songId: song.id,
        hostId: user.id,
        status: BeatmapStatus.WIP,
        mode: req.mode,
        tasksLocked: normalizeLocks(req.tasksLocked ?? []),
        createdAt: now,
        updatedAt: now,
      });
      const beatmapId = (inserted.identifiers[0] as { id: number }).id;
      for (const t of req.tasks) {
        const mode = taskModeFor(t.name, req.mode, t.mode)!;
        const ids = [...new Set(t.mapperIds?.length ? t.mapperIds : [user.id])];
        await insertTask(m, beatmapId, t.name, mode, t.status ?? TaskStatus.WIP, ids, now);
      }
      await this.logs.write(user.id, `created new map "${mapLabel(song)}"`, LogCategory.beatmap, m);
      return beatmapId;
    });
    return reloadBeatmap(this.deps.db, id);
  }

  /** Host (or admin) deletes a mapset and its tasks; never a Qualified or Ranked one. */
  async delete(viewer: User | null, id: number): Promise<number> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      check(mapEditProblem(v, map.beatmap));
      if (map.beatmap.status === BeatmapStatus.Qualified || map.beatmap.status === BeatmapStatus.Ranked) {
        throw conflict(BEATMAP_MSG.alreadyMarked(map.beatmap.status));
      }
      await m.delete(Beatmap, { id });
      await this.logs.write(user.id, `deleted "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
    });
    return id;
  }

  // ------------------------------------------------------------------------------------------------------------ host settings

  async setStatus(viewer: User | null, id: number, status: BeatmapStatus): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      check(mapEditProblem(v, map.beatmap));
      check(hostStatusProblem(map.facts, status));
      if (map.beatmap.status === status) return;
      if (status === BeatmapStatus.Done) {
        // Done: every task is Done and no task name can be claimed any more.
        await m.update(Task, { beatmapId: id }, { status: TaskStatus.Done });
        await m.update(Beatmap, { id }, { status, tasksLocked: Object.values(TaskName) });
      } else {
        await m.update(Beatmap, { id }, { status });
      }
      await this.logs.write(user.id, `changed status of "${mapLabel(map.song)}" to "${status}"`, LogCategory.beatmap, m);
      await this.deps.events.record(m, beatmapStatusEvent(map, status, user.id));
    });
    return reloadBeatmap(this.deps.db, id);
  }

  async setMode(viewer: User | null, id: number, mode: BeatmapMode): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      check(mapEditProblem(v, map.beatmap));
      check(modeProblem(map.facts, mode));
      if (map.beatmap.mode === mode) return;
      await m.update(Beatmap, { id }, { mode });
      const modes = retaskModes(map.tasks, mode);
      for (const [i, t] of map.tasks.entries()) {
        if (modes[i] !== t.mode) await m.update(Task, { id: t.id }, { mode: modes[i] });
      }
      await this.logs.write(user.id, `changed mode of "${mapLabel(map.song)}" to "${mode}"`, LogCategory.beatmap, m);
    });
    return reloadBeatmap(this.deps.db, id);
  }

  /**
   * Sets (or, with an empty value, clears) the beatmapset link. osu!'s submission date, favourites, plays and length are
   * then fetched in the background; that step never fails the request (a fix, see README.md).
   */
  async setLink(viewer: User | null, id: number, url: unknown): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const parsed = normalizeUrl(url);
    if (!parsed.ok) throw badInput(BEATMAP_MSG.notValidUrl);
    let changed = false;
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      check(mapEditProblem(v, map.beatmap));
      if (!v.isAdmin && map.beatmap.status === BeatmapStatus.Qualified)
        throw conflict(BEATMAP_MSG.alreadyMarked(map.beatmap.status));
      if (map.beatmap.url === parsed.url) return;
      changed = true;
      // osu! facts of the previous link no longer apply (a Ranked map keeps its ranked-time facts).
      const reset =
        map.beatmap.status === BeatmapStatus.Ranked
          ? {}
          : { submissionDate: null, favorites: null, playCount: null, length: null };
      await m.update(Beatmap, { id }, { url: parsed.url, osuSyncedAt: null, ...reset });
      await this.logs.write(user.id, `edited link on "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
    });
    const setId = beatmapsetIdOf(parsed.url);
    if (changed && setId) this.runInBackground(() => this.fetchOsuFacts(id, setId));
    return reloadBeatmap(this.deps.db, id);
  }

  async lockTask(viewer: User | null, id: number, task: unknown): Promise<Beatmap> {
    return this.setLock(viewer, id, task, true);
  }

  async unlockTask(viewer: User | null, id: number, task: unknown): Promise<Beatmap> {
    return this.setLock(viewer, id, task, false);
  }

  private async setLock(viewer: User | null, id: number, task: unknown, locked: boolean): Promise<Beatmap> {
    const user = requireUser(viewer);
    const v = viewerFacts(user);
    const name = parseTaskName(task);
    if (!name) throw badInput(BEATMAP_MSG.notValidTask);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      check(mapEditProblem(v, map.beatmap));
      const next = locked ? withLock(map.beatmap.tasksLocked, name) : withoutLock(map.beatmap.tasksLocked, name);
      if (next.join() === normalizeLocks(map.beatmap.tasksLocked).join()) return;
      await m.update(Beatmap, { id }, { tasksLocked: next });
      await this.logs.write(
        user.id,
        `${locked ? "locked" : "unlocked"} claims for "${name}" on "${mapLabel(map.song)}"`,
        LogCategory.beatmap,
        m,
      );
    });
    return reloadBeatmap(this.deps.db, id);
  }

  // ------------------------------------------------------------------------------------------------------------ osu! facts

  /** Stores osu!'s submission date, favourites, plays and length for a freshly linked mapset. Never throws. */
  async fetchOsuFacts(beatmapId: number, beatmapsetId: number): Promise<void> {
    try {
      const s = await this.deps.osu.beatmapset(beatmapsetId);
      if (!s) return;
      // Only if the link is still the one we looked up.
      await this.deps.db.query(
        `UPDATE beatmaps SET submission_date = $3, favorites = $4, play_count = $5,
                length = CASE WHEN status = 'Ranked' AND length IS NOT NULL THEN length ELSE $6 END, osu_synced_at = $7
          WHERE id = $1 AND url ~ $2`,
        [
          beatmapId,
          `/beatmapsets/${beatmapsetId}([^0-9]|$)`,
          s.submittedDate,
          s.favouriteCount,
          s.playCount,
          s.length || null,
          this.deps.now(),
        ],
      );
    } catch (e) {
      this.deps.logger.warn({ err: (e as Error).message, beatmapId }, "osu! facts for a new link could not be fetched");
    }
  }

  /** Resolves when every background step started so far has finished (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  private runInBackground(fn: () => Promise<void>): void {
    const p = fn().finally(() => this.background.delete(p));
    this.background.add(p);
  }
}
