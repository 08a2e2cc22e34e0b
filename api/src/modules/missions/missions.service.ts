import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, forbidden, notFound } from "../../core/errors";
import { hasRole, requireUser, Role } from "../../core/access";
import { BeatmapMode, BeatmapStatus, LogCategory, MissionSection, MissionStatus, Mode, MODES } from "../../core/enums";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { Mission } from "./mission.entity";
import {
  checkEligibility,
  eligibilityProblem,
  removalProblem,
  type EligibilityBeatmap,
  type EligibilityMission,
} from "./mission-eligibility.rules";
import { isMissionVisibleTo, MISSION_MSG } from "./missions.rules";
import { beatmapPeople, lockBeatmap, visibleMission } from "./mission-store";
import { keysetPage, type KeysetKey, type Page, type PageArgs } from "../../core/connection";
import { leanMany, type LeanProperties } from "../../core/lean";

export interface MissionListFilter {
  section?: MissionSection | null;
  mode?: Mode | null;
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
}

export const MISSIONS_PAGE_MAX = 500;

const TIER_KEY: KeysetKey<Mission> = { sql: "m.tier", direction: "ASC", kind: "number", of: (m) => m.tier };
/** Newest first, ties by id; the creation time compared truncated to milliseconds, the precision a cursor keeps. */
export const NEWEST_KEYS: readonly KeysetKey<Mission>[] = [
  {
    sql: "date_trunc('milliseconds', m.created_at)",
    direction: "DESC",
    kind: "string",
    cast: "timestamptz",
    of: (m) => m.createdAt.toISOString(),
  },
  { sql: "m.id", direction: "DESC", kind: "number", of: (m) => m.id },
];
/** Open sections: by tier, then name (as `list`). */
const OPEN_KEYS = [
  TIER_KEY,
  { sql: "m.name", direction: "ASC", kind: "string", of: (m) => m.name },
  ...NEWEST_KEYS,
] as const satisfies readonly KeysetKey<Mission>[];
/** The inactive section: by tier, then newest first (as `list`). */
const INACTIVE_KEYS = [TIER_KEY, ...NEWEST_KEYS] as const satisfies readonly KeysetKey<Mission>[];

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

/** Keeps the missions (alias `m`) whose name contains `search`, ignoring case (LIKE wildcards taken literally). */
export function whereNameContains<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, search: string | null | undefined) {
  const text = search?.trim();
  if (!text) return qb;
  if (text.length > 100) throw badInput("Search is too long");
  return qb.andWhere("lower(m.name) LIKE :search ESCAPE '\\'", {
    search: `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  });
}

/**
 * Missions (priority quests) for members: browsing, the beatmaps a mission would accept, and a host adding, removing
 * or linking their beatmap. The admin side and the scheduled opening/closing are MissionsAdminService's
 * (missions-admin.service.ts); showcase selection is ShowcaseService's.
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
    const qb = this.sectionQuery(filter);
    qb.orderBy("m.tier", "ASC");
    if (section !== MissionSection.inactive) qb.addOrderBy("m.name", "ASC");
    qb.addOrderBy("m.created_at", "DESC").addOrderBy("m.id", "DESC");
    return leanMany(qb.offset(Math.max(filter.offset ?? 0, 0)).limit(limit));
  }

  /**
   * The same sections as `list`, in the same order, as keyset pages (core/connection.ts): the inactive section grows
   * with every closed mission, so the missions page loads it a page at a time.
   */
  async page(
    viewer: User | null,
    filter: Pick<MissionListFilter, "section" | "mode" | "search">,
    args: PageArgs,
    only?: LeanProperties,
  ): Promise<Page<Mission>> {
    requireUser(viewer);
    const section = filter.section ?? MissionSection.active;
    const keys = section === MissionSection.inactive ? INACTIVE_KEYS : OPEN_KEYS;
    return keysetPage(this.sectionQuery(filter), keys, args, { only });
  }

  /** The announced missions of a section, filtered by mode and name (unordered). */
  private sectionQuery(filter: Pick<MissionListFilter, "section" | "mode" | "search">) {
    const section = filter.section ?? MissionSection.active;
    const qb = this.db
      .getRepository(Mission)
      .createQueryBuilder("m")
      .where("m.opening_announced")
      .andWhere("m.status = :status", {
        status: section === MissionSection.inactive ? MissionStatus.closed : MissionStatus.open,
      });
    if (section === MissionSection.active) qb.andWhere("NOT m.is_separate");
    if (section === MissionSection.pending) qb.andWhere("m.is_separate");
    if (filter.mode) qb.andWhere(":mode = ANY(m.modes)", { mode: filter.mode });
    return whereNameContains(qb, filter.search);
  }

  /** One mission by id: any announced, non-hidden mission; admins see every mission. */
  async getVisible(viewer: User | null, id: number): Promise<Mission> {
    const user = requireUser(viewer);
    const m = Number.isSafeInteger(id) ? await this.db.getRepository(Mission).findOneBy({ id }) : null;
    if (!m || !isMissionVisibleTo(user, m)) throw notFound(MISSION_MSG.missionNotFound);
    return m;
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
    return missions.filter(
      (mi, i) => checkEligibility(rules[i], host, this.ruleBeatmap(b, facts, mi), now, { ignoreMissionLink: true }).ok,
    );
  }

  // ---------------------------------------------------------------- host: add / remove / link

  /** A host adds their beatmap to an open mission before its deadline, if it meets every requirement the data allows. */
  async addBeatmap(viewer: User | null, missionId: number, beatmapId: number): Promise<Mission> {
    const user = requireUser(viewer);
    await this.db.transaction(async (m) => {
      const b = await lockBeatmap(m, beatmapId);
      const mission = await visibleMission(m, user, missionId);
      await this.addInTx(m, user, mission, b, false);
    });
    return this.db.getRepository(Mission).findOneByOrFail({ id: missionId });
  }

  /** The host removes their map from an open mission before the deadline; an admin removes any map at any time. */
  async removeBeatmap(viewer: User | null, missionId: number, beatmapId: number): Promise<Mission> {
    const user = requireUser(viewer);
    await this.db.transaction(async (m) => {
      const b = await lockBeatmap(m, beatmapId);
      const mission = await visibleMission(m, user, missionId);
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
      const b = await lockBeatmap(m, beatmapId);
      if (b.hostId !== user.id && !(missionId === null && isAdmin(user))) throw forbidden(MISSION_MSG.notHost);
      if (b.missionId !== null && b.missionId === missionId) return;
      if (b.missionId !== null) {
        const current = await m.findOneByOrFail(Mission, { id: b.missionId });
        await this.removeInTx(m, user, current, b);
        b.missionId = null;
      }
      if (missionId !== null) {
        const target = await visibleMission(m, user, missionId);
        await this.addInTx(m, user, target, b, false);
      }
    });
    return this.db.getRepository(Beatmap).findOneByOrFail({ id: beatmapId });
  }

  private async addInTx(m: EntityManager, user: User, mission: Mission, b: Beatmap, ignoreMissionLink: boolean): Promise<void> {
    if (b.hostId !== user.id) throw forbidden(MISSION_MSG.notHost);
    const host = await m.findOneByOrFail(User, { id: b.hostId });
    const [rules] = await this.missionRuleInputs(m, [mission]);
    const facts = (await this.beatmapFacts(m, [b])).get(b.id)!;
    const result = checkEligibility(rules, host, this.ruleBeatmap(b, facts, mission), this.deps.now(), { ignoreMissionLink });
    check(eligibilityProblem(result));
    await m.update(Beatmap, { id: b.id }, { missionId: mission.id });
    await this.logs.write(
      user.id,
      `added "${facts.artistName} - ${facts.title}" to mission "${mission.name}"`,
      LogCategory.mission,
      m,
    );
  }

  private async removeInTx(m: EntityManager, user: User, mission: Mission, b: Beatmap): Promise<void> {
    check(removalProblem({ id: user.id, isAdmin: isAdmin(user) }, mission, b, this.deps.now()));
    const [{ winner }] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM mission_winners WHERE mission_id = $1 AND beatmap_id = $2) AS winner`,
      [mission.id, b.id],
    );
    await m.update(Beatmap, { id: b.id }, { missionId: null });
    // A map that leaves a mission is neither its winner nor its invalid map any more (README.md).
    await m.query(`DELETE FROM mission_winners WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
    await m.query(`DELETE FROM mission_invalid_beatmaps WHERE mission_id = $1 AND beatmap_id = $2`, [mission.id, b.id]);
    const [song] = await m.query(`SELECT artist_name, title FROM featured_songs WHERE id = $1`, [b.songId]);
    await this.logs.write(
      user.id,
      `removed "${song?.artist_name} - ${song?.title}" from mission "${mission.name}"`,
      LogCategory.mission,
      m,
    );
    if (winner) await this.points.recalculateUsers(await beatmapPeople(m, b.id), { manager: m });
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
    const songs: {
      id: number;
      artist_id: number;
      tags: string[];
      artist_name: string;
      title: string;
      song_first: Date | null;
      artist_first: Date | null;
    }[] = await m.query(
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
