import type { EntityManager } from "typeorm";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import { In } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, notFound } from "../../core/errors";
import { requireRole, Role } from "../../core/access";
import { LogCategory, MissionStatus, MODES } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import type { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { Mission } from "./mission.entity";
import {
  fieldActionValue,
  fieldOfAction,
  isListAction,
  listEditPatch,
  listEditProblem,
  missionFieldsProblem,
  NEW_MISSION_DEFAULTS,
  newMissionProblem,
  parseMissionPatch,
  type MissionFields,
} from "./mission-fields.rules";
import { MISSION_MSG } from "./missions.rules";
import { beatmapPeople, lockBeatmap, visibleMission, winnerPeople } from "./mission-store";
import { NEWEST_KEYS, whereNameContains, type MissionsService } from "./missions.service";
import { keysetPage, type Page, type PageArgs } from "../../core/connection";
import { EventKind } from "../../core/events";
import { missionEvent, missionWonEvents } from "./missions.events";
import { lockById } from "../../core/locks";

/** What an admin page edit changed: one field's new value, or the mission's artists. */
export type MissionAdminEdit = { field: keyof MissionFields; value: unknown } | { artists: Artist[] };

/** A priority quest as an audit entry's target. */
const missionTarget = (x: { id: number; name: string }) => auditTarget(AdminTargetType.mission, x.id, x.name);

/**
 * The admin side of missions: every mission, winners and invalid maps, the "lame" label, creating and editing missions
 * (also through the admin page's action names), and the scheduled opening and closing. Browsing and a host's
 * add/remove/link are MissionsService's.
 */
export class MissionsAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
    private readonly missions: MissionsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  // ---------------------------------------------------------------- admin lists: winners, invalid, lame

  /** Admin page: every mission, newest first. */
  async adminList(viewer: User | null): Promise<Mission[]> {
    requireRole(viewer, Role.ADMIN);
    return this.db.getRepository(Mission).find({ order: { createdAt: "DESC", status: "DESC", name: "ASC", id: "DESC" } });
  }

  /**
   * `adminMissionsConnection`: every mission, hidden ones included, newest first (ties by id) as keyset pages, with
   * the number of missions matching; `search` keeps the names containing it (case-insensitive).
   */
  async adminPage(viewer: User | null, filter: { search?: string | null }, args: PageArgs): Promise<Page<Mission>> {
    requireRole(viewer, Role.ADMIN);
    const qb = whereNameContains(this.db.getRepository(Mission).createQueryBuilder("m"), filter.search);
    return keysetPage(qb, NEWEST_KEYS, args, { count: true });
  }

  /** Admin: (un)mark a map of this mission as a winner; recalculates the host's and task mappers' points. */
  async toggleWinner(viewer: User | null, missionId: number, beatmapId: number): Promise<Beatmap[]> {
    return this.toggleListed(viewer, missionId, beatmapId, "mission_winners", "winning");
  }

  /** Admin: (un)mark a map of this mission as invalid (an invalid map never wins); recalculates points. */
  async toggleInvalid(viewer: User | null, missionId: number, beatmapId: number): Promise<Beatmap[]> {
    return this.toggleListed(viewer, missionId, beatmapId, "mission_invalid_beatmaps", "invalid");
  }

  private async toggleListed(
    viewer: User | null,
    missionId: number,
    beatmapId: number,
    table: "mission_winners" | "mission_invalid_beatmaps",
    label: string,
  ): Promise<Beatmap[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const mission = await visibleMission(m, admin, missionId);
      const b = await lockBeatmap(m, beatmapId);
      if (b.missionId !== mission.id) throw badInput(MISSION_MSG.notInMission);
      const [{ listed }] = await m.query(
        `SELECT EXISTS (SELECT 1 FROM ${table} WHERE mission_id = $1 AND beatmap_id = $2) AS listed`,
        [mission.id, b.id],
      );
      if (listed) await m.query(`DELETE FROM ${table} WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
      else await m.query(`INSERT INTO ${table} (mission_id, beatmap_id) VALUES ($1, $2)`, [mission.id, b.id]);
      const [song] = await m.query(`SELECT artist_name, title FROM featured_songs WHERE id = $1`, [b.songId]);
      await this.logs.write(
        admin.id,
        `${listed ? "unmarked" : "marked"} "${song?.artist_name} - ${song?.title}" as ${label} beatmap for mission "${mission.name}"`,
        LogCategory.mission,
        m,
      );
      const mapset = `${label}: ${song?.artist_name} - ${song?.title} (#${b.id})`;
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.missionBeatmap,
        ...missionTarget(mission),
        oldValue: listed ? mapset : null,
        newValue: listed ? null : mapset,
      });
      await this.points.recalculateUsers(await beatmapPeople(m, b.id), { manager: m });
      const ids: { beatmap_id: number }[] = await m.query(`SELECT beatmap_id FROM ${table} WHERE mission_id = $1`, [mission.id]);
      if (!ids.length) return [];
      return m
        .getRepository(Beatmap)
        .find({ where: { id: In(ids.map((r) => r.beatmap_id)) }, order: { createdAt: "ASC", id: "ASC" } });
    });
  }

  /** Admin: flip the "winner but really lame" label of a map of this mission. Returns the new value. */
  async toggleLame(viewer: User | null, missionId: number, beatmapId: number): Promise<boolean> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const mission = await visibleMission(m, admin, missionId);
      const b = await lockBeatmap(m, beatmapId);
      if (b.missionId !== mission.id) throw badInput(MISSION_MSG.notInMission);
      await m.update(Beatmap, { id: b.id }, { isLame: !b.isLame });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.missionBeatmap,
        ...missionTarget(mission),
        oldValue: `lame #${b.id}: ${b.isLame}`,
        newValue: `lame #${b.id}: ${!b.isLame}`,
      });
      return !b.isLame;
    });
  }

  /** Admin: recalculate everyone on the mission's winning maps; returns how many users were processed. */
  async recalculateWinners(viewer: User | null, missionId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    const mission = await visibleMission(this.db.manager, admin, missionId);
    const ids = await winnerPeople(this.db.manager, [mission.id]);
    await this.points.recalculateUsers(ids);
    return ids.length;
  }

  // ---------------------------------------------------------------- admin: create / update

  /** Admin: a new mission (hidden and unannounced unless told otherwise; all four modes when none is chosen). */
  async create(viewer: User | null, raw: Record<string, unknown>): Promise<Mission> {
    const admin = requireRole(viewer, Role.ADMIN);
    const patch = parseMissionPatch(raw);
    check(newMissionProblem(patch));
    const fields = { ...NEW_MISSION_DEFAULTS, ...patch } as MissionFields;
    if (!fields.modes.length) fields.modes = [...MODES];
    check(missionFieldsProblem(fields));
    return this.db.transaction(async (m) => {
      await this.assertArtists(m, fields.artistIds);
      const { artistIds, ...columns } = fields;
      const saved = await m.save(m.create(Mission, columns));
      await this.replaceArtists(m, saved.id, artistIds);
      await this.logs.write(admin.id, `created mission "${saved.name}"`, LogCategory.mission, m);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.missionEdit,
        ...missionTarget(saved),
        newValue: "created",
      });
      return saved;
    });
  }

  /** Admin: change any fields (validated as a whole after the change). */
  async update(viewer: User | null, id: number, raw: Record<string, unknown>): Promise<Mission> {
    const admin = requireRole(viewer, Role.ADMIN);
    const patch = parseMissionPatch(raw);
    return this.db.transaction(async (m) => {
      const mission = await lockById(m, Mission, id, MISSION_MSG.missionNotFound);
      const artistRows: { artist_id: number }[] = await m.query(`SELECT artist_id FROM mission_artists WHERE mission_id = $1`, [
        id,
      ]);
      const current = { ...mission, artistIds: artistRows.map((r) => r.artist_id) } as unknown as MissionFields;
      const next = { ...current, ...patch } as MissionFields;
      check(missionFieldsProblem(next));
      const { artistIds, ...columns } = patch;
      if (artistIds) {
        await this.assertArtists(m, artistIds);
        await this.replaceArtists(m, id, artistIds);
      }
      if (Object.keys(columns).length) await m.update(Mission, { id }, columns);
      await this.logs.write(
        admin.id,
        `updated mission "${next.name}" (${Object.keys(patch).join(", ") || "no changes"})`,
        LogCategory.mission,
        m,
      );
      const keys = Object.keys(patch) as (keyof MissionFields)[];
      const was = Object.fromEntries(keys.map((k) => [k, current[k]]));
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.missionEdit,
        ...missionTarget(mission),
        oldValue: was,
        newValue: patch,
      });
      return m.findOneByOrFail(Mission, { id });
    });
  }

  /**
   * Admin: one edit of the original's admin page by its action name (`POST /admin/missions/:id/:action`): a field
   * update, a list toggle (mode, difficulty, genre option) or an artist toggle (by id or label).
   */
  async adminAction(viewer: User | null, id: number, action: string, body: Record<string, unknown>): Promise<MissionAdminEdit> {
    requireRole(viewer, Role.ADMIN);
    const field = fieldOfAction(action);
    if (field) {
      const given = fieldActionValue(body, field);
      if (!given) throw badInput("no field");
      const m = await this.update(viewer, id, { [field]: given.value });
      return { field, value: (m as unknown as Record<string, unknown>)[field] };
    }
    const current = await this.missions.getVisible(viewer, id);
    if (isListAction(action)) {
      check(listEditProblem(action, body));
      const patch = listEditPatch(current, action, body);
      const changed = Object.keys(patch)[0] as keyof MissionFields;
      const m = await this.update(viewer, id, patch);
      return { field: changed, value: (m as unknown as Record<string, unknown>)[changed] };
    }
    if (action === "toggleArtist") {
      const artist = await this.resolveArtist(body.artistId ?? body.artistLabel);
      const ids = await this.artistIdsOf(id);
      const next = ids.includes(artist.id) ? ids.filter((x) => x !== artist.id) : [...ids, artist.id];
      await this.update(viewer, id, { artistIds: next });
      return { artists: await this.artistsOf(id) };
    }
    throw notFound("Not Found");
  }

  private async assertArtists(m: EntityManager, ids: number[]): Promise<void> {
    if (!ids.length) return;
    const found = await m.countBy(Artist, { id: In(ids) });
    if (found !== ids.length) throw notFound();
  }

  private async replaceArtists(m: EntityManager, missionId: number, ids: number[]): Promise<void> {
    await m.query(`DELETE FROM mission_artists WHERE mission_id = $1`, [missionId]);
    if (ids.length) {
      await m.query(`INSERT INTO mission_artists (mission_id, artist_id) SELECT $1, unnest($2::int[])`, [missionId, ids]);
    }
  }

  /** Ids of the mission's featured artists (admin REST toggles). */
  async artistIdsOf(missionId: number): Promise<number[]> {
    const rows: { artist_id: number }[] = await this.db.query(
      `SELECT artist_id FROM mission_artists WHERE mission_id = $1 ORDER BY artist_id`,
      [missionId],
    );
    return rows.map((r) => r.artist_id);
  }

  /** The mission's featured artists (admin REST). */
  async artistsOf(missionId: number): Promise<Artist[]> {
    const ids = await this.artistIdsOf(missionId);
    return ids.length ? this.db.getRepository(Artist).find({ where: { id: In(ids) }, order: { label: "ASC", id: "ASC" } }) : [];
  }

  /** An artist by id, or by its exact label (case-insensitive) when that label is unambiguous. */
  async resolveArtist(ref: unknown): Promise<Artist> {
    const repo = this.db.getRepository(Artist);
    const asId = typeof ref === "number" ? ref : typeof ref === "string" && /^\d+$/.test(ref.trim()) ? Number(ref) : null;
    if (asId !== null) {
      const a = Number.isSafeInteger(asId) ? await repo.findOneBy({ id: asId }) : null;
      if (!a) throw notFound();
      return a;
    }
    const label = typeof ref === "string" ? ref.trim() : "";
    if (!label) throw badInput("Invalid artist");
    const found = await repo
      .createQueryBuilder("a")
      .where("lower(a.label) = lower(:label)", { label })
      .orderBy("a.id")
      .limit(2)
      .getMany();
    if (!found.length) throw notFound(`Cannot find ${label}!`);
    if (found.length > 1) throw badInput(`Several artists are called ${label}: choose by id`);
    return found[0];
  }

  // ---------------------------------------------------------------- scheduled opening and closing

  /**
   * The scheduled job: announce newly opened missions; close announced non-showcase missions past their deadline
   * (showcase missions never auto-close); announce the winners of closed missions and recalculate their points.
   */
  async processMissions(): Promise<string> {
    const now = this.deps.now();
    const repo = this.db.getRepository(Mission);
    let opened = 0;
    let closed = 0;
    let finished = 0;

    for (const mission of await repo.find({
      where: { status: MissionStatus.open, openingAnnounced: false },
      order: { id: "ASC" },
    })) {
      const claimed = await this.db.transaction(async (m) => {
        const { affected } = await m.update(
          Mission,
          { id: mission.id, status: MissionStatus.open, openingAnnounced: false },
          { openingAnnounced: true },
        );
        if (affected) await this.logs.write(null, `"${mission.name}" opened`, LogCategory.mission, m);
        if (affected) await this.deps.events.record(m, missionEvent(EventKind.missionOpened, mission));
        return !!affected;
      });
      if (!claimed) continue;
      opened++;
      const lines = [mission.objective];
      if (mission.userMaximumRankedBeatmapsCount !== null)
        lines.push(`Max ranked beatmaps: ${mission.userMaximumRankedBeatmapsCount}`);
      if (mission.userMinimumPp !== null) lines.push(`Min pp: ${mission.userMinimumPp}`);
      await this.deps.notifier.publicPost({
        title: `New priority quest: ${mission.name}`,
        description: lines.join("\n\n"),
        color: 0x8ed3ef,
        url: `${this.deps.config.baseUrl}/missions?id=${mission.id}`,
      });
    }

    const due = await repo
      .createQueryBuilder("m")
      .where("m.status = :open", { open: MissionStatus.open })
      .andWhere("m.opening_announced")
      .andWhere("NOT m.is_showcase_mission")
      .andWhere("m.deadline < :now", { now })
      .orderBy("m.id", "ASC")
      .getMany();
    for (const mission of due) {
      await this.db.transaction(async (m) => {
        await m.update(Mission, { id: mission.id }, { status: MissionStatus.closed });
        await this.logs.write(null, `"${mission.name}" closed (past deadline)`, LogCategory.mission, m);
        await this.deps.events.record(m, missionEvent(EventKind.missionClosed, mission));
      });
      closed++;
      await this.deps.notifier.devPost({
        title: "Mission deadline met",
        description: `"${mission.name}" needs winners selected`,
      });
    }

    const toAnnounce = await repo
      .createQueryBuilder("m")
      .where("m.status = :closed", { closed: MissionStatus.closed })
      .andWhere("m.opening_announced")
      .andWhere("NOT m.closing_announced")
      .andWhere("EXISTS (SELECT 1 FROM mission_winners w WHERE w.mission_id = m.id)")
      .orderBy("m.id", "ASC")
      .getMany();
    for (const mission of toAnnounce) {
      const winners: { artist_name: string; title: string; username: string; mode: string; url: string | null }[] =
        await this.db.query(
          `SELECT s.artist_name, s.title, u.username, b.mode::text AS mode, b.url FROM mission_winners w
         JOIN beatmaps b ON b.id = w.beatmap_id JOIN featured_songs s ON s.id = b.song_id JOIN users u ON u.id = b.host_id
         WHERE w.mission_id = $1 ORDER BY b.created_at, b.id`,
          [mission.id],
        );
      await this.db.transaction(async (m) => {
        await m.update(Mission, { id: mission.id }, { closingAnnounced: true });
        await this.points.recalculateUsers(await winnerPeople(m, [mission.id]), { manager: m });
        for (const event of await missionWonEvents(m, mission)) await this.deps.events.record(m, event);
      });
      finished++;
      await this.deps.notifier.publicPost({
        title: `Closed priority quest: ${mission.name}`,
        description: `Winning beatmap(s):\n${winners.map((w) => `${w.url ? `[${w.artist_name} - ${w.title}](${w.url})` : `${w.artist_name} - ${w.title}`} (${w.mode}) hosted by ${w.username}`).join("\n")}`,
        color: 0xf5a65b,
      });
    }
    return `opened ${opened}, closed ${closed}, winners announced ${finished}`;
  }
}
