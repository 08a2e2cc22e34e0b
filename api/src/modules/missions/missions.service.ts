import type { EntityManager } from "typeorm";
import { In } from "typeorm";
import type { Deps } from "../../app/deps";
import { AppError, badInput, conflict, forbidden, notFound } from "../../app/errors";
import { hasRole, requireRole, requireUser, Role } from "../../app/auth-checker";
import { BeatmapMode, BeatmapStatus, LogCategory, MissionSection, MissionStatus, Mode, MODES } from "../common/enums";
import { Artist } from "../artists/artist.entity";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { Mission } from "./mission.entity";
import {
  checkEligibility, isMissionActionable, MISSION_MSG, MissionFieldError, NEW_MISSION_DEFAULTS, parseMissionPatch,
  validateMissionFields, type Eligibility, type EligibilityBeatmap, type EligibilityMission, type MissionFields,
  type MissionPatch,
} from "./missions.rules";

export interface MissionListFilter {
  section?: MissionSection | null;
  mode?: Mode | null;
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
}

export const MISSIONS_PAGE_MAX = 500;

/** Per-beatmap facts the eligibility rule needs besides the beatmap row (one batch of queries for many maps). */
interface BeatmapFacts {
  tasks: { name: EligibilityBeatmap["tasks"][number]["name"]; mode: string }[];
  song: { artistId: number; tags: string[] };
  artistName: string;
  title: string;
  songFirstRankedAt: Date | null;
  artistFirstRankedAt: Date | null;
}

const isAdmin = (u: User) => hasRole(u, Role.ADMIN);

/** Non-admins see a mission once it is announced and not hidden (fixes the original's unannounced leak, §1.10-12). */
export function isMissionVisibleTo(user: User | null, m: Mission): boolean {
  if (user && isAdmin(user)) return true;
  return m.status !== MissionStatus.hidden && m.openingAnnounced;
}

/** Turns a failed eligibility into the AppError the original would answer with. */
export function eligibilityError(e: Exclude<Eligibility, { ok: true }>): AppError {
  switch (e.reason) {
    case "notOpen":
    case "pastDeadline":
      return forbidden(e.message);
    case "ranked":
      return notFound(e.message);
    case "linked":
      return conflict(e.message);
    default:
      return badInput(e.message);
  }
}

function parsePatch(raw: Record<string, unknown>): MissionPatch {
  try {
    return parseMissionPatch(raw);
  } catch (err) {
    if (err instanceof MissionFieldError) throw badInput(err.message);
    throw err;
  }
}

/**
 * Missions (priority quests): browsing, a host adding or removing their beatmap, the admin's winners, invalid maps and
 * mission editing, and the scheduled opening/closing. Showcase selection lives in ShowcaseService.
 */
export class MissionsService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  // ---------------------------------------------------------------- browsing

  /** Active (open, not separate), pending (open, separate) or inactive (closed) announced missions. */
  async list(viewer: User | null, filter: MissionListFilter = {}): Promise<Mission[]> {
    requireUser(viewer);
    const section = filter.section ?? MissionSection.active;
    const limit = Math.min(Math.max(filter.limit ?? MISSIONS_PAGE_MAX, 1), MISSIONS_PAGE_MAX);
    const qb = this.db
      .getRepository(Mission)
      .createQueryBuilder("m")
      .where("m.opening_announced")
      .andWhere("m.status = :status", { status: section === MissionSection.inactive ? MissionStatus.closed : MissionStatus.open });
    if (section === MissionSection.active) qb.andWhere("NOT m.is_separate");
    if (section === MissionSection.pending) qb.andWhere("m.is_separate");
    if (filter.mode) qb.andWhere(":mode = ANY(m.modes)", { mode: filter.mode });
    const search = filter.search?.trim();
    if (search) {
      if (search.length > 100) throw badInput("Search is too long");
      qb.andWhere("lower(m.name) LIKE :search ESCAPE '\\'", { search: `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    }
    qb.orderBy("m.tier", "ASC");
    if (section !== MissionSection.inactive) qb.addOrderBy("m.name", "ASC");
    qb.addOrderBy("m.created_at", "DESC").addOrderBy("m.id", "DESC");
    return qb.offset(Math.max(filter.offset ?? 0, 0)).limit(limit).getMany();
  }

  /** One mission by id: any announced, non-hidden mission; admins see every mission. */
  async getVisible(viewer: User | null, id: number): Promise<Mission> {
    const user = requireUser(viewer);
    const m = Number.isSafeInteger(id) ? await this.db.getRepository(Mission).findOneBy({ id }) : null;
    if (!m || !isMissionVisibleTo(user, m)) throw notFound(MISSION_MSG.missionNotFound);
    return m;
  }

  /** Admin page: every mission, newest first. */
  async adminList(viewer: User | null): Promise<Mission[]> {
    requireRole(viewer, Role.ADMIN);
    return this.db.getRepository(Mission).find({ order: { createdAt: "DESC", status: "DESC", name: "ASC", id: "DESC" } });
  }

  /** The viewer's maps that may be linked to something: not Ranked, no quest, no mission (newest first). */
  async myUnlinkedBeatmaps(viewer: User | null): Promise<Beatmap[]> {
    const user = requireUser(viewer);
    return this.unlinkedBeatmapsOf(this.db.manager, user.id);
  }

  private unlinkedBeatmapsOf(m: EntityManager, userId: number): Promise<Beatmap[]> {
    return m
      .getRepository(Beatmap)
      .createQueryBuilder("b")
      .where("b.host_id = :u", { u: userId })
      .andWhere("b.status <> :ranked", { ranked: BeatmapStatus.Ranked })
      .andWhere("b.quest_id IS NULL AND b.mission_id IS NULL")
      .orderBy("b.created_at", "DESC")
      .addOrderBy("b.id", "DESC")
      .getMany();
  }

  /** "My qualifying beatmaps for mission X": exactly the maps the add mutation would accept right now. */
  async qualifyingBeatmaps(viewer: User | null, missionId: number): Promise<Beatmap[]> {
    const user = requireUser(viewer);
    const mission = await this.getVisible(user, missionId);
    const m = this.db.manager;
    const host = await m.findOneByOrFail(User, { id: user.id });
    const maps = await this.unlinkedBeatmapsOf(m, user.id);
    if (!maps.length) return [];
    const [rules] = await this.missionRuleInputs(m, [mission]);
    const facts = await this.beatmapFacts(m, maps);
    const now = this.deps.now();
    return maps.filter((b) => checkEligibility(rules, host, this.ruleBeatmap(b, facts.get(b.id)!, mission), now).ok);
  }

  /**
   * The beatmap page's mission chooser (`/missions/open/:mode/:beatmapId`): open, announced missions the host's map
   * qualifies for (ignoring its current mission link, which linking would replace), newest first.
   */
  async eligibleMissionsForBeatmap(viewer: User | null, beatmapId: number, mode?: string | null): Promise<Mission[]> {
    const user = requireUser(viewer);
    const m = this.db.manager;
    const b = await m.findOneBy(Beatmap, { id: beatmapId });
    if (!b) throw notFound();
    if (b.hostId !== user.id && !isAdmin(user)) throw forbidden(MISSION_MSG.notHost);
    const qb = m
      .getRepository(Mission)
      .createQueryBuilder("mi")
      .where("mi.status = :open", { open: MissionStatus.open })
      .andWhere("mi.opening_announced");
    if (mode && mode !== BeatmapMode.hybrid) {
      if (!MODES.includes(mode as Mode)) throw notFound();
      qb.andWhere(":mode = ANY(mi.modes)", { mode });
    }
    const missions = await qb.orderBy("mi.created_at", "DESC").addOrderBy("mi.id", "DESC").getMany();
    if (!missions.length) return [];
    const host = await m.findOneByOrFail(User, { id: b.hostId });
    const rules = await this.missionRuleInputs(m, missions);
    const facts = (await this.beatmapFacts(m, [b])).get(b.id)!;
    const now = this.deps.now();
    return missions.filter((mi, i) => checkEligibility(rules[i], host, this.ruleBeatmap(b, facts, mi), now, { ignoreMissionLink: true }).ok);
  }

  // ---------------------------------------------------------------- host: add / remove / link

  /** A host adds their beatmap to an open mission before its deadline, if it meets every requirement the data allows. */
  async addBeatmap(viewer: User | null, missionId: number, beatmapId: number): Promise<Mission> {
    const user = requireUser(viewer);
    await this.db.transaction(async (m) => {
      const b = await this.lockBeatmap(m, beatmapId);
      const mission = await this.visibleMission(m, user, missionId);
      await this.addInTx(m, user, mission, b, false);
    });
    return this.db.getRepository(Mission).findOneByOrFail({ id: missionId });
  }

  /** The host removes their map from an open mission before the deadline; an admin removes any map at any time. */
  async removeBeatmap(viewer: User | null, missionId: number, beatmapId: number): Promise<Mission> {
    const user = requireUser(viewer);
    await this.db.transaction(async (m) => {
      const b = await this.lockBeatmap(m, beatmapId);
      const mission = await this.visibleMission(m, user, missionId);
      await this.removeInTx(m, user, mission, b);
    });
    return this.db.getRepository(Mission).findOneByOrFail({ id: missionId });
  }

  /**
   * `POST /beatmaps/:id/linkMission` (the beatmap page's chooser): the same rules as add/remove. An empty id unlinks
   * the map from its mission; another id moves it (removal and addition checked in one transaction).
   */
  async linkBeatmap(viewer: User | null, beatmapId: number, missionId: number | null): Promise<Beatmap> {
    const user = requireUser(viewer);
    await this.db.transaction(async (m) => {
      const b = await this.lockBeatmap(m, beatmapId);
      if (b.hostId !== user.id && !(missionId === null && isAdmin(user))) throw forbidden(MISSION_MSG.notHost);
      if (b.missionId !== null && b.missionId === missionId) return;
      if (b.missionId !== null) {
        const current = await m.findOneByOrFail(Mission, { id: b.missionId });
        await this.removeInTx(m, user, current, b);
        b.missionId = null;
      }
      if (missionId !== null) {
        const target = await this.visibleMission(m, user, missionId);
        await this.addInTx(m, user, target, b, false);
      }
    });
    return this.db.getRepository(Beatmap).findOneByOrFail({ id: beatmapId });
  }

  private async lockBeatmap(m: EntityManager, id: number): Promise<Beatmap> {
    const b = Number.isSafeInteger(id)
      ? await m.getRepository(Beatmap).createQueryBuilder("b").setLock("pessimistic_write").where("b.id = :id", { id }).getOne()
      : null;
    if (!b) throw notFound();
    return b;
  }

  private async visibleMission(m: EntityManager, user: User, id: number): Promise<Mission> {
    const mission = Number.isSafeInteger(id) ? await m.findOneBy(Mission, { id }) : null;
    if (!mission || !isMissionVisibleTo(user, mission)) throw notFound(MISSION_MSG.missionNotFound);
    return mission;
  }

  private async addInTx(m: EntityManager, user: User, mission: Mission, b: Beatmap, ignoreMissionLink: boolean): Promise<void> {
    if (b.hostId !== user.id) throw forbidden(MISSION_MSG.notHost);
    const host = await m.findOneByOrFail(User, { id: b.hostId });
    const [rules] = await this.missionRuleInputs(m, [mission]);
    const facts = (await this.beatmapFacts(m, [b])).get(b.id)!;
    const result = checkEligibility(rules, host, this.ruleBeatmap(b, facts, mission), this.deps.now(), { ignoreMissionLink });
    if (!result.ok) throw eligibilityError(result);
    await m.update(Beatmap, { id: b.id }, { missionId: mission.id });
    await this.logs.write(user.id, `added "${facts.artistName} - ${facts.title}" to mission "${mission.name}"`, LogCategory.mission, m);
  }

  private async removeInTx(m: EntityManager, user: User, mission: Mission, b: Beatmap): Promise<void> {
    if (b.missionId !== mission.id) throw badInput(MISSION_MSG.notInMission);
    if (!isAdmin(user)) {
      if (b.hostId !== user.id) throw forbidden(MISSION_MSG.notHost);
      if (b.status === BeatmapStatus.Ranked) throw notFound();
      if (mission.status !== MissionStatus.open) throw forbidden(MISSION_MSG.notOpen);
      if (!isMissionActionable(mission, this.deps.now())) throw forbidden(MISSION_MSG.pastDeadline);
    }
    const [{ winner }] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM mission_winners WHERE mission_id = $1 AND beatmap_id = $2) AS winner`,
      [mission.id, b.id],
    );
    await m.update(Beatmap, { id: b.id }, { missionId: null });
    // A map that leaves a mission is neither its winner nor its invalid map any more (§1.10-11).
    await m.query(`DELETE FROM mission_winners WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
    await m.query(`DELETE FROM mission_invalid_beatmaps WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
    const [song] = await m.query(`SELECT artist_name, title FROM featured_songs WHERE id = $1`, [b.songId]);
    await this.logs.write(user.id, `removed "${song?.artist_name} - ${song?.title}" from mission "${mission.name}"`, LogCategory.mission, m);
    if (winner) await this.points.recalculateUsers(await this.beatmapPeople(m, b.id), { manager: m });
  }

  // ---------------------------------------------------------------- admin: winners, invalid, lame

  /** Admin: (un)mark a map of this mission as a winner; recalculates the host's and task mappers' points. */
  async toggleWinner(viewer: User | null, missionId: number, beatmapId: number): Promise<Beatmap[]> {
    return this.toggleListed(viewer, missionId, beatmapId, "mission_winners", "winning");
  }

  /** Admin: (un)mark a map of this mission as invalid (an invalid map never wins); recalculates points. */
  async toggleInvalid(viewer: User | null, missionId: number, beatmapId: number): Promise<Beatmap[]> {
    return this.toggleListed(viewer, missionId, beatmapId, "mission_invalid_beatmaps", "invalid");
  }

  private async toggleListed(
    viewer: User | null, missionId: number, beatmapId: number, table: "mission_winners" | "mission_invalid_beatmaps", label: string,
  ): Promise<Beatmap[]> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const mission = await this.visibleMission(m, admin, missionId);
      const b = await this.lockBeatmap(m, beatmapId);
      if (b.missionId !== mission.id) throw badInput(MISSION_MSG.notInMission);
      const [{ listed }] = await m.query(`SELECT EXISTS (SELECT 1 FROM ${table} WHERE mission_id = $1 AND beatmap_id = $2) AS listed`, [mission.id, b.id]);
      if (listed) await m.query(`DELETE FROM ${table} WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
      else await m.query(`INSERT INTO ${table} (mission_id, beatmap_id) VALUES ($1, $2)`, [mission.id, b.id]);
      const [song] = await m.query(`SELECT artist_name, title FROM featured_songs WHERE id = $1`, [b.songId]);
      await this.logs.write(
        admin.id,
        `${listed ? "unmarked" : "marked"} "${song?.artist_name} - ${song?.title}" as ${label} beatmap for mission "${mission.name}"`,
        LogCategory.mission,
        m,
      );
      await this.points.recalculateUsers(await this.beatmapPeople(m, b.id), { manager: m });
      const ids: { beatmap_id: number }[] = await m.query(`SELECT beatmap_id FROM ${table} WHERE mission_id = $1`, [mission.id]);
      if (!ids.length) return [];
      return m.getRepository(Beatmap).find({ where: { id: In(ids.map((r) => r.beatmap_id)) }, order: { createdAt: "ASC", id: "ASC" } });
    });
  }

  /** Admin: flip the "winner but really lame" label of a map of this mission. Returns the new value. */
  async toggleLame(viewer: User | null, missionId: number, beatmapId: number): Promise<boolean> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const mission = await this.visibleMission(m, admin, missionId);
      const b = await this.lockBeatmap(m, beatmapId);
      if (b.missionId !== mission.id) throw badInput(MISSION_MSG.notInMission);
      await m.update(Beatmap, { id: b.id }, { isLame: !b.isLame });
      return !b.isLame;
    });
  }

  /** Admin: recalculate everyone on the mission's winning maps; returns how many users were processed. */
  async recalculateWinners(viewer: User | null, missionId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    const mission = await this.visibleMission(this.db.manager, admin, missionId);
    const ids = await this.winnerPeople(this.db.manager, [mission.id]);
    await this.points.recalculateUsers(ids);
    return ids.length;
  }

  /** Host and task mappers of a beatmap (the people whose points a mission change can move). */
  private async beatmapPeople(m: EntityManager, beatmapId: number): Promise<number[]> {
    const rows: { id: number }[] = await m.query(
      `SELECT host_id AS id FROM beatmaps WHERE id = $1
       UNION SELECT tm.user_id FROM tasks t JOIN task_mappers tm ON tm.task_id = t.id WHERE t.beatmap_id = $1`,
      [beatmapId],
    );
    return rows.map((r) => Number(r.id));
  }

  private async winnerPeople(m: EntityManager, missionIds: number[]): Promise<number[]> {
    const rows: { id: number }[] = await m.query(
      `SELECT b.host_id AS id FROM mission_winners w JOIN beatmaps b ON b.id = w.beatmap_id WHERE w.mission_id = ANY($1::int[])
       UNION SELECT tm.user_id FROM mission_winners w JOIN tasks t ON t.beatmap_id = w.beatmap_id
         JOIN task_mappers tm ON tm.task_id = t.id WHERE w.mission_id = ANY($1::int[])`,
      [missionIds],
    );
    return rows.map((r) => Number(r.id));
  }

  // ---------------------------------------------------------------- admin: create / update

  /** Admin: a new mission (hidden and unannounced unless told otherwise; all four modes when none is chosen). */
  async create(viewer: User | null, raw: Record<string, unknown>): Promise<Mission> {
    const admin = requireRole(viewer, Role.ADMIN);
    const patch = parsePatch(raw);
    for (const k of ["name", "tier", "objective", "deadline"] as const) {
      if (patch[k] === undefined) throw badInput(k === "deadline" ? MISSION_MSG.invalidDate : k === "tier" ? MISSION_MSG.invalidNumber : `${k === "name" ? "Name" : "Objective"} is required`);
    }
    const fields = { ...NEW_MISSION_DEFAULTS, ...patch } as MissionFields;
    if (!fields.modes.length) fields.modes = [...MODES];
    const error = validateMissionFields(fields);
    if (error) throw badInput(error);
    return this.db.transaction(async (m) => {
      await this.assertArtists(m, fields.artistIds);
      const { artistIds, ...columns } = fields;
      const saved = await m.save(m.create(Mission, columns));
      await this.replaceArtists(m, saved.id, artistIds);
      await this.logs.write(admin.id, `created mission "${saved.name}"`, LogCategory.mission, m);
      return saved;
    });
  }

  /** Admin: change any fields (validated as a whole after the change). */
  async update(viewer: User | null, id: number, raw: Record<string, unknown>): Promise<Mission> {
    const admin = requireRole(viewer, Role.ADMIN);
    const patch = parsePatch(raw);
    return this.db.transaction(async (m) => {
      const mission = await m.getRepository(Mission).createQueryBuilder("m").setLock("pessimistic_write").where("m.id = :id", { id }).getOne();
      if (!mission) throw notFound(MISSION_MSG.missionNotFound);
      const artistRows: { artist_id: number }[] = await m.query(`SELECT artist_id FROM mission_artists WHERE mission_id = $1`, [id]);
      const current = { ...mission, artistIds: artistRows.map((r) => r.artist_id) } as unknown as MissionFields;
      const next = { ...current, ...patch } as MissionFields;
      const error = validateMissionFields(next);
      if (error) throw badInput(error);
      const { artistIds, ...columns } = patch;
      if (artistIds) {
        await this.assertArtists(m, artistIds);
        await this.replaceArtists(m, id, artistIds);
      }
      if (Object.keys(columns).length) await m.update(Mission, { id }, columns);
      await this.logs.write(admin.id, `updated mission "${next.name}" (${Object.keys(patch).join(", ") || "no changes"})`, LogCategory.mission, m);
      return m.findOneByOrFail(Mission, { id });
    });
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
    const rows: { artist_id: number }[] = await this.db.query(`SELECT artist_id FROM mission_artists WHERE mission_id = $1 ORDER BY artist_id`, [missionId]);
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
    const found = await repo.createQueryBuilder("a").where("lower(a.label) = lower(:label)", { label }).orderBy("a.id").limit(2).getMany();
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

    for (const mission of await repo.find({ where: { status: MissionStatus.open, openingAnnounced: false }, order: { id: "ASC" } })) {
      const claimed = await this.db.transaction(async (m) => {
        const { affected } = await m.update(Mission, { id: mission.id, status: MissionStatus.open, openingAnnounced: false }, { openingAnnounced: true });
        if (affected) await this.logs.write(null, `"${mission.name}" opened`, LogCategory.mission, m);
        return !!affected;
      });
      if (!claimed) continue;
      opened++;
      const lines = [mission.objective];
      if (mission.userMaximumRankedBeatmapsCount !== null) lines.push(`Max ranked beatmaps: ${mission.userMaximumRankedBeatmapsCount}`);
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
      });
      closed++;
      await this.deps.notifier.devPost({ title: "Mission deadline met", description: `"${mission.name}" needs winners selected` });
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
      const winners: { artist_name: string; title: string; username: string; mode: string; url: string | null }[] = await this.db.query(
        `SELECT s.artist_name, s.title, u.username, b.mode::text AS mode, b.url FROM mission_winners w
         JOIN beatmaps b ON b.id = w.beatmap_id JOIN featured_songs s ON s.id = b.song_id JOIN users u ON u.id = b.host_id
         WHERE w.mission_id = $1 ORDER BY b.created_at, b.id`,
        [mission.id],
      );
      await this.db.transaction(async (m) => {
        await m.update(Mission, { id: mission.id }, { closingAnnounced: true });
        await this.points.recalculateUsers(await this.winnerPeople(m, [mission.id]), { manager: m });
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

  // ---------------------------------------------------------------- rule inputs

  /** Missions with their artist ids, in the given order (one query). */
  async missionRuleInputs(m: EntityManager, missions: Mission[]): Promise<EligibilityMission[]> {
    const rows: { mission_id: number; artist_id: number }[] = await m.query(
      `SELECT mission_id, artist_id FROM mission_artists WHERE mission_id = ANY($1::int[])`,
      [missions.map((x) => x.id)],
    );
    return missions.map((mi) => ({ ...mi, artistIds: rows.filter((r) => r.mission_id === mi.id).map((r) => r.artist_id) }));
  }

  /** Tasks, song and guild Ranked history of each beatmap (three queries whatever the number of maps). */
  async beatmapFacts(m: EntityManager, maps: Beatmap[]): Promise<Map<number, BeatmapFacts>> {
    const ids = maps.map((b) => b.id);
    const tasks: { beatmap_id: number; name: BeatmapFacts["tasks"][number]["name"]; mode: string }[] = await m.query(
      `SELECT beatmap_id, name::text AS name, mode::text AS mode FROM tasks WHERE beatmap_id = ANY($1::int[])`,
      [ids],
    );
    const songs: { id: number; artist_id: number; tags: string[]; artist_name: string; title: string; song_first: Date | null; artist_first: Date | null }[] =
      await m.query(
        `SELECT b.id, s.artist_id, s.tags, s.artist_name, s.title,
           (SELECT min(COALESCE(o.ranked_date, o.updated_at)) FROM beatmaps o
             WHERE o.song_id = b.song_id AND o.id <> b.id AND o.status = 'Ranked') AS song_first,
           (SELECT min(COALESCE(o.ranked_date, o.updated_at)) FROM beatmaps o JOIN featured_songs os ON os.id = o.song_id
             WHERE os.artist_id = s.artist_id AND o.id <> b.id AND o.status = 'Ranked') AS artist_first
         FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id WHERE b.id = ANY($1::int[])`,
        [ids],
      );
    const out = new Map<number, BeatmapFacts>();
    for (const s of songs) {
      out.set(s.id, {
        tasks: tasks.filter((t) => t.beatmap_id === s.id).map((t) => ({ name: t.name, mode: t.mode })),
        song: { artistId: s.artist_id, tags: s.tags ?? [] },
        artistName: s.artist_name,
        title: s.title,
        songFirstRankedAt: s.song_first ? new Date(s.song_first) : null,
        artistFirstRankedAt: s.artist_first ? new Date(s.artist_first) : null,
      });
    }
    return out;
  }

  ruleBeatmap(b: Beatmap, f: BeatmapFacts, mission: Pick<Mission, "createdAt">): EligibilityBeatmap {
    const created = mission.createdAt.getTime();
    return {
      status: b.status,
      mode: b.mode,
      questId: b.questId,
      missionId: b.missionId,
      submissionDate: b.submissionDate,
      favorites: b.favorites,
      playCount: b.playCount,
      length: b.length,
      tasks: f.tasks,
      song: f.song,
      songRankedBefore: !!f.songFirstRankedAt && f.songFirstRankedAt.getTime() < created,
      artistRankedBefore: !!f.artistFirstRankedAt && f.artistFirstRankedAt.getTime() < created,
    };
  }
}
