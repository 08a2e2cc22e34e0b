import type { EntityManager } from "typeorm";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { badInput, conflict, notFound } from "../../core/errors";
import { requireRole, Role } from "../../core/access";
import { BeatmapStatus, LogCategory, TaskName, TaskStatus } from "../../core/enums";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import type { WebhookMessage } from "../../core/notifier";
import type { OsuBeatmapset } from "../../osu/osu-client";
import type { User } from "../users/user.entity";
import { Beatmap } from "./beatmap.entity";
import { Task } from "./task.entity";
import { involvedUserIds, loadMap, type LoadedMap } from "./beatmap-facts";
import { beatmapStatusEvent } from "./beatmaps.events";
import type { BeatmapSyncService } from "./beatmap-sync.service";
import { BEATMAP_MSG, mapLabel } from "./beatmaps.rules";
import { beatmapsetIdOf } from "./beatmap-osu.rules";
import {
  decodeCursor,
  keysetPage,
  pageOfFetched,
  pageRequest,
  type KeysetKey,
  type Page,
  type PageArgs,
} from "../../core/connection";
import { leanMany } from "../../core/lean";
import { buildBeatmapQuery, resolveSearch } from "./beatmap-search";
import { MAX_SEARCH_LENGTH } from "./beatmap-search.rules";

export const REJECT_REASON_MAX = 1000;

/**
 * The Qualified queue's order: least recently updated first, ties by id. The update time is compared truncated to
 * milliseconds, the precision a cursor keeps (core/connection.ts).
 */
const QUEUE_KEYS: readonly KeysetKey<Beatmap>[] = [
  {
    sql: "date_trunc('milliseconds', b.updated_at)",
    direction: "ASC",
    kind: "string",
    cast: "timestamptz",
    of: (b) => b.updatedAt.toISOString(),
  },
  { sql: "b.id", direction: "ASC", kind: "number", of: (b) => b.id },
];

/** The finder's cursor: the (creation time, id) of a mapset of a page, newest first like `beatmaps`. */
function finderCursor(cursor: string | null | undefined): { createdAt: Date; id: number } | null {
  if (!cursor) return null;
  const [at, id] = decodeCursor(cursor, ["string", "number"]) as [string, number];
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || !Number.isSafeInteger(id)) throw badInput("Invalid cursor");
  return { createdAt, id };
}

/** Bundle candidates: Ranked, with an Easy, a Normal, a Hard and an Insane, longer than 90 and shorter than 240 seconds. */
export const BUNDLE_LENGTH = { min: 90, max: 240 } as const;
const BUNDLE_CANDIDATE_SQL = `b.status = :ranked AND b.length > :minLength AND b.length < :maxLength
  AND (SELECT count(DISTINCT t.name) FROM tasks t WHERE t.beatmap_id = b.id AND t.name IN ('Easy', 'Normal', 'Hard', 'Insane')) = 4`;

export interface BundleCandidate {
  id: number;
  beatmap: Beatmap;
  isBundled: boolean;
}

/** A mapset as an audit entry's target, named "artist - title". */
const mapTarget = (map: LoadedMap) => auditTarget(AdminTargetType.beatmap, map.beatmap.id, mapLabel(map.song));

/**
 * Admin beatmap tools (README.md): any status (Qualified and Ranked included; Ranked runs the ranked
 * processing), the queued-for-rank gate, rejection with or without resolution, deletion, flags and modder removal.
 * Everything is logged (the original logged no admin edit), and a change to a Ranked map recalculates the points of
 * everyone it concerns.
 */
export class BeatmapsAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
    private readonly sync: BeatmapSyncService,
  ) {}

  /** Qualified mapsets nobody queued for rank yet, least recently updated first (the admin summary's queue). */
  async qualifiedQueue(viewer: User | null): Promise<Beatmap[]> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db.getRepository(Beatmap).find({
      where: { status: BeatmapStatus.Qualified, queuedForRank: false },
      order: { updatedAt: "ASC", id: "ASC" },
      take: 500,
    });
  }

  /** `adminQualifiedBeatmapsConnection`: the queue of `qualifiedQueue` as keyset pages, with the queue's length. */
  async qualifiedQueuePage(viewer: User | null, args: PageArgs): Promise<Page<Beatmap>> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.deps.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where("b.status = :qualified", { qualified: BeatmapStatus.Qualified })
      .andWhere("NOT b.queued_for_rank");
    return keysetPage(qb, QUEUE_KEYS, args, { count: true });
  }

  /**
   * `adminBeatmapsConnection`: the admin page's finder. Every mapset (the admin's own too), with the matching of the
   * /beatmaps search (beatmap-search.ts: any word in the artist, title, host or a mapper's username) and an optional
   * status, newest first, ties by id, as keyset pages.
   */
  async findPage(
    viewer: User | null,
    filter: { search?: string | null; status?: BeatmapStatus | null },
    args: PageArgs,
  ): Promise<Page<Beatmap>> {
    requireRole(viewer, Role.ADMIN);
    if (filter.search && filter.search.length > MAX_SEARCH_LENGTH) throw badInput(BEATMAP_MSG.tooManyTokens);
    if (filter.status && !Object.values(BeatmapStatus).includes(filter.status)) throw badInput(BEATMAP_MSG.invalidStatus);
    const req = pageRequest(args);
    const [after, before] = [finderCursor(req.after), finderCursor(req.before)];
    const m = this.deps.db.manager;
    const match = await resolveSearch(m, filter.search);
    const statusFilter = { status: filter.status ?? null };
    const rows = await leanMany(
      buildBeatmapQuery(m, { kind: "all" }, statusFilter, { limit: req.size + 1, after, before, backward: req.backward }, match),
    );
    return pageOfFetched(rows, req, (b) => [b.createdAt.toISOString(), b.id], {
      count: () => buildBeatmapQuery(m, { kind: "all" }, statusFilter, undefined, match).getCount(),
    });
  }

  async setStatus(viewer: User | null, id: number, status: BeatmapStatus): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (!Object.values(BeatmapStatus).includes(status)) throw badInput(BEATMAP_MSG.invalidStatus);
    let osu: OsuBeatmapset | null = null;
    if (status === BeatmapStatus.Ranked) {
      const current = await this.deps.db.getRepository(Beatmap).findOneBy({ id });
      if (!current) throw notFound(BEATMAP_MSG.notFound);
      const setId = beatmapsetIdOf(current.url);
      if (setId) {
        try {
          osu = await this.deps.osu.beatmapset(setId);
        } catch (e) {
          this.deps.logger.warn({ err: (e as Error).message, beatmapId: id }, "osu! look-up for admin ranking failed");
          throw conflict(BEATMAP_MSG.somethingWrong);
        }
      }
    }
    let webhook: WebhookMessage | null = null;
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      if (map.beatmap.status === status) return;
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `status: ${map.beatmap.status}`,
        newValue: `status: ${status}`,
      });
      if (status === BeatmapStatus.Ranked) {
        webhook = await this.sync.rank(m, map, osu, admin.id);
        return;
      }
      if (status === BeatmapStatus.Done) {
        await m.update(Task, { beatmapId: id }, { status: TaskStatus.Done });
        await m.update(Beatmap, { id }, { status, queuedForRank: false, tasksLocked: Object.values(TaskName) });
      } else {
        await m.update(Beatmap, { id }, { status, queuedForRank: false });
      }
      await this.logs.write(admin.id, `changed status of "${mapLabel(map.song)}" to "${status}"`, LogCategory.beatmap, m);
      await this.deps.events.record(m, beatmapStatusEvent(map, status, admin.id));
      await this.recalcIfWasRanked(m, map);
    });
    if (webhook) await this.deps.notifier.publicPost(webhook);
    return this.reload(id);
  }

  async setQueuedForRank(viewer: User | null, id: number, value: boolean): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      if (map.beatmap.queuedForRank === value) return;
      await m.update(Beatmap, { id }, { queuedForRank: value });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `queuedForRank: ${!value}`,
        newValue: `queuedForRank: ${value}`,
      });
      await this.logs.write(
        admin.id,
        `${value ? "queued" : "unqueued"} "${mapLabel(map.song)}" for rank`,
        LogCategory.beatmap,
        m,
      );
    });
    return this.reload(id);
  }

  /**
   * Sends a mapset back to WIP with a message to its host. Without resolution the map is also marked invalid for
   * points (the engine then ignores it even if it is ranked later: a fix, see README.md).
   */
  async reject(viewer: User | null, id: number, reason: string, resolvable: boolean): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    const text = reason?.trim() ?? "";
    if (!text) throw badInput("A reason is required");
    if (text.length > REJECT_REASON_MAX) throw badInput(`The reason must be at most ${REJECT_REASON_MAX} characters`);
    let message: WebhookMessage | null = null;
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      await m.update(
        Beatmap,
        {
          id,
        },
        {
          status: BeatmapStatus.WIP,
          queuedForRank: false,
          ...(resolvable ? {} : { invalidForPoints: true, invalidReason: text }),
        },
      );
      const [host]: { username: string; osu_id: number }[] = await m.query(`SELECT username, osu_id FROM users WHERE id = $1`, [
        map.beatmap.hostId,
      ]);
      const label = mapLabel(map.song);
      await this.logs.write(admin.id, `rejected "${label}"${resolvable ? "" : " (invalid for points)"}`, LogCategory.beatmap, m);
      const rejected = resolvable ? "rejected: WIP" : "rejected: WIP, invalid for points";
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `status: ${map.beatmap.status}`,
        newValue: rejected,
        reason: text,
      });
      await this.deps.events.record(m, beatmapStatusEvent(map, BeatmapStatus.WIP, admin.id, text));
      await this.recalcIfWasRanked(m, map);
      message = {
        title: "MG - Mapset error",
        description:
          `To ${host?.username ?? "the host"} (osu! id ${host?.osu_id ?? "?"}): your mapset [${label}](${map.beatmap.url ?? ""}) could not be processed for points.\n\n` +
          `Reason: ${text}\n\n` +
          (resolvable ? "When the issue is resolved, mark the mapset as `Done` to re-attempt points processing!" : "sorry :("),
      };
    });
    if (message) await this.deps.notifier.devPost(message);
    return this.reload(id);
  }

  /** Restores (or removes) a mapset's eligibility for points. */
  async setInvalidForPoints(viewer: User | null, id: number, value: boolean, reason?: string | null): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      await m.update(
        Beatmap,
        { id },
        { invalidForPoints: value, invalidReason: value ? reason?.trim() || map.beatmap.invalidReason : null },
      );
      await this.logs.write(
        admin.id,
        `marked "${mapLabel(map.song)}" as ${value ? "invalid" : "valid"} for points`,
        LogCategory.beatmap,
        m,
      );
      const was = `invalidForPoints: ${map.beatmap.invalidForPoints}`;
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: was,
        newValue: `invalidForPoints: ${value}`,
        reason: value ? reason : null,
      });
      await this.recalcIfRanked(m, map);
    });
    return this.reload(id);
  }

  /** Deletes any mapset; a Ranked one takes its points with it (everyone involved is recalculated). */
  async delete(viewer: User | null, id: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      const people = involvedUserIds(map);
      await m.delete(Beatmap, { id });
      await this.logs.write(admin.id, `deleted "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `status: ${map.beatmap.status}`,
        newValue: "deleted",
      });
      if (map.beatmap.status === BeatmapStatus.Ranked) await this.points.recalculateUsers(people, { manager: m });
    });
    return id;
  }

  async setShowcase(viewer: User | null, id: number, value: boolean): Promise<Beatmap> {
    return this.setFlag(viewer, id, "isShowcase", value, (label) => `${value ? "marked" : "unmarked"} "${label}" as FA showcase`);
  }

  async setSkipWebhook(viewer: User | null, id: number, value: boolean): Promise<Beatmap> {
    return this.setFlag(
      viewer,
      id,
      "skipWebhook",
      value,
      (label) => `${value ? "disabled" : "enabled"} the ranked webhook of "${label}"`,
    );
  }

  async removeModder(viewer: User | null, id: number, userId: number): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      if (!map.modderIds.includes(userId)) throw notFound("User is not a modder of this mapset!");
      await m.query(`DELETE FROM beatmap_modders WHERE beatmap_id = $1 AND user_id = $2`, [id, userId]);
      await this.logs.write(admin.id, `removed a modder from "${mapLabel(map.song)}"`, LogCategory.beatmap, m);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `modder #${userId}`,
        newValue: null,
      });
      await this.recalcIfRanked(m, map, [userId]);
    });
    return this.reload(id);
  }

  private async setFlag(
    viewer: User | null,
    id: number,
    flag: "isShowcase" | "skipWebhook",
    value: boolean,
    text: (label: string) => string,
  ): Promise<Beatmap> {
    const admin = requireRole(viewer, Role.ADMIN);
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      if (map.beatmap[flag] === value) return;
      await m.update(Beatmap, { id }, { [flag]: value });
      await this.logs.write(admin.id, text(mapLabel(map.song)), LogCategory.beatmap, m);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `${flag}: ${!value}`,
        newValue: `${flag}: ${value}`,
      });
      if (flag === "isShowcase") await this.recalcIfRanked(m, map);
    });
    return this.reload(id);
  }

  /**
   * The bundled mapsets list (the original's "Bundled beatmap list generator"): Ranked mapsets that have an Easy, a
   * Normal, a Hard and an Insane and last between 90 and 240 seconds, newest first, each with its bundled flag;
   * `bundled` keeps only the chosen ones (the final lists) or only the others.
   */
  async bundleCandidates(
    viewer: User | null,
    bundled: boolean | null | undefined,
    args: { first?: number | null; after?: string | null },
  ): Promise<Page<BundleCandidate>> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.deps.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where(BUNDLE_CANDIDATE_SQL, { ranked: BeatmapStatus.Ranked, minLength: BUNDLE_LENGTH.min, maxLength: BUNDLE_LENGTH.max });
    if (bundled !== null && bundled !== undefined) qb.andWhere("b.is_bundled = :bundled", { bundled });
    const page = await keysetPage(qb, [{ sql: "b.id", direction: "DESC", kind: "number", of: (b) => b.id }], args, {
      count: true,
    });
    return {
      ...page,
      nodes: page.nodes.map(bundleCandidate),
      edges: page.edges.map((e) => ({ cursor: e.cursor, node: bundleCandidate(e.node) })),
    };
  }

  /** One candidate of the bundled mapsets list (admins; `node(id:)`); not found unless the mapset fits a bundle. */
  async bundleCandidate(viewer: User | null, id: number): Promise<BundleCandidate> {
    requireRole(viewer, Role.ADMIN);
    const b = await this.deps.db
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where(BUNDLE_CANDIDATE_SQL, { ranked: BeatmapStatus.Ranked, minLength: BUNDLE_LENGTH.min, maxLength: BUNDLE_LENGTH.max })
      .andWhere("b.id = :id", { id })
      .getOne();
    if (!b) throw notFound(BEATMAP_MSG.notFound);
    return bundleCandidate(b);
  }

  /** Chooses a mapset for the bundled lists (or takes it off them); audited, never in the public log. */
  async setBundled(viewer: User | null, id: number, value: boolean): Promise<BundleCandidate> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (typeof value !== "boolean") throw badInput("value must be true or false");
    await this.deps.db.transaction(async (m) => {
      const map = await loadMap(m, id);
      if (map.beatmap.isBundled === value) return;
      await m.update(Beatmap, { id }, { isBundled: value });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.beatmapEdit,
        ...mapTarget(map),
        oldValue: `isBundled: ${!value}`,
        newValue: `isBundled: ${value}`,
      });
    });
    return bundleCandidate(await this.reload(id));
  }

  private async recalcIfRanked(m: EntityManager, map: LoadedMap, extra: number[] = []): Promise<void> {
    if (map.beatmap.status !== BeatmapStatus.Ranked) return;
    const after = await loadMap(m, map.beatmap.id, false);
    await this.points.recalculateUsers([...involvedUserIds(map), ...involvedUserIds(after), ...extra], { manager: m });
  }

  /** A map leaving Ranked takes its points away. */
  private async recalcIfWasRanked(m: EntityManager, map: LoadedMap): Promise<void> {
    if (map.beatmap.status === BeatmapStatus.Ranked) await this.points.recalculateUsers(involvedUserIds(map), { manager: m });
  }

  private reload(id: number): Promise<Beatmap> {
    return this.deps.db.getRepository(Beatmap).findOneByOrFail({ id });
  }
}

/** A mapset as a candidate of the bundled mapsets lists. */
const bundleCandidate = (b: Beatmap): BundleCandidate => ({ id: b.id, beatmap: b, isBundled: b.isBundled });
