import { In } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireRole, Role } from "../../core/access";
import { MissionStatus, TaskName } from "../../core/enums";
import { badInput, notFound } from "../../core/errors";
import { isStorableDate } from "../../core/input";
import { User } from "../users/user.entity";
import { Mission } from "./mission.entity";
import { MISSION_MSG } from "./missions.rules";

/** A member's priority quest wins since a date, and whether they hold the quest trailblazer badge. */
export interface MissionWinnerRow {
  user: User;
  wins: number;
  isQuestTrailblazer: boolean;
}

/** One member's draw on a showcase ("Classified") mission: a song, an artist or a genre's songs, and their rerolls. */
export interface ShowcaseSelectionRow {
  user: User;
  kind: "song" | "artist" | "genre";
  song: string | null;
  artist: string | null;
  genre: string | null;
  genreSongs: string[];
  rerolls: number;
  updatedAt: Date;
}

/** An artist a showcase mission handed out; `isLatest`: no newer showcase mission handed it out again. */
export interface ClassifiedArtistRow {
  label: string;
  osuId: number | null;
  isLatest: boolean;
}

export interface ShowcaseSelections {
  mission: Mission;
  selections: ShowcaseSelectionRow[];
  offeredArtists: ClassifiedArtistRow[];
}

/** Members listed by the winners panel, at most. */
export const WINNERS_MAX = 500;
/** Wins that earn the quest trailblazer badge (docs/domain.md "Points, ranks and badges"). */
export const TRAILBLAZER_WINS = 3;
/** Showcase missions listed by the Classified panel, newest first, at most. */
export const SHOWCASE_MISSIONS_MAX = 100;
/** Draws listed per showcase mission, at most. */
export const SELECTIONS_MAX = 2000;

/** Tasks that make a mapper of a winning mapset a winner on an all-mappers-win mission (difficulties, not extras). */
const MAPPING_TASKS = [TaskName.Easy, TaskName.Normal, TaskName.Hard, TaskName.Insane, TaskName.Expert];

/**
 * The admin tools of priority quests beyond their edits (the original's "Mission winners" and "Classified quests"
 * panels of /admin/missions): who won how many closed priority quests (for the quest trailblazer badge), and who drew
 * which song, artist or genre on a showcase mission, with their rerolls. Admins only: the draws are confidential.
 */
export class MissionsAdminToolsService {
  constructor(private readonly deps: Pick<Deps, "db">) {}

  /**
   * Winners of closed priority quests created after `since`: each member counts once per mission they won as the host
   * of a winning mapset (or, on an all-mappers-win mission, as a mapper of one of its difficulties). Most wins first.
   */
  async winners(viewer: User | null, since: Date): Promise<MissionWinnerRow[]> {
    requireRole(viewer, Role.ADMIN);
    if (!isStorableDate(since)) throw badInput("Invalid date");
    const rows: { user_id: number; wins: string }[] = await this.deps.db.query(
      `WITH won AS (
         SELECT w.mission_id, b.host_id AS user_id
           FROM mission_winners w JOIN missions mi ON mi.id = w.mission_id JOIN beatmaps b ON b.id = w.beatmap_id
          WHERE mi.status = $1 AND mi.created_at > $2
         UNION
         SELECT w.mission_id, tm.user_id
           FROM mission_winners w JOIN missions mi ON mi.id = w.mission_id AND mi.all_mappers_win
           JOIN tasks t ON t.beatmap_id = w.beatmap_id AND t.name = ANY($3::task_name[])
           JOIN task_mappers tm ON tm.task_id = t.id
          WHERE mi.status = $1 AND mi.created_at > $2)
       SELECT user_id, count(*) AS wins FROM won GROUP BY user_id ORDER BY count(*) DESC, user_id ASC LIMIT $4`,
      [MissionStatus.closed, since, MAPPING_TASKS, WINNERS_MAX],
    );
    if (rows.length === 0) return [];
    const users = await this.deps.db.getRepository(User).findBy({ id: In(rows.map((r) => Number(r.user_id))) });
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows
      .filter((r) => byId.has(Number(r.user_id)))
      .map((r) => {
        const user = byId.get(Number(r.user_id))!;
        return { user, wins: Number(r.wins), isQuestTrailblazer: user.isQuestTrailblazer };
      });
  }

  /** Showcase ("Classified") missions, newest first. */
  async showcaseMissions(viewer: User | null): Promise<Mission[]> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db
      .getRepository(Mission)
      .find({ where: { isShowcaseMission: true }, order: { createdAt: "DESC", id: "DESC" }, take: SHOWCASE_MISSIONS_MAX });
  }

  /** Who drew what on one showcase mission (songs, artists, genres with their current songs), and the artists it handed out. */
  async selections(viewer: User | null, missionId: number): Promise<ShowcaseSelections> {
    requireRole(viewer, Role.ADMIN);
    const db = this.deps.db;
    const mission = await db.getRepository(Mission).findOneBy({ id: missionId });
    if (!mission || !mission.isShowcaseMission) throw notFound(MISSION_MSG.missionNotFound);
    const draws: {
      user_id: number;
      kind: "song" | "artist";
      rerolls: number;
      updated_at: Date;
      song: string | null;
      artist: string | null;
    }[] = await db.query(
      `SELECT a.user_id, a.kind::text AS kind, a.rerolls, a.updated_at,
              CASE WHEN s.id IS NULL THEN NULL ELSE s.artist_name || ' - ' || s.title END AS song, ar.label AS artist
         FROM showcase_assignments a
         LEFT JOIN featured_songs s ON s.id = a.song_id
         LEFT JOIN featured_artists ar ON ar.id = a.artist_id
        WHERE a.mission_id = $1
        ORDER BY a.updated_at DESC, a.id DESC LIMIT $2`,
      [mission.id, SELECTIONS_MAX],
    );
    const genres: { user_id: number; tag: string; rerolls: number; updated_at: Date; songs: string[] | null }[] = await db.query(
      `SELECT e.user_id, e.tag, e.rerolls, e.updated_at,
              (SELECT array_agg(s.artist_name || ' - ' || s.title ORDER BY g.slot)
                 FROM showcase_genre_songs g JOIN featured_songs s ON s.id = g.song_id
                WHERE g.entry_id = e.id AND g.slot IS NOT NULL) AS songs
         FROM showcase_genre_entries e
        WHERE e.mission_id = $1
        ORDER BY e.updated_at DESC, e.id DESC LIMIT $2`,
      [mission.id, SELECTIONS_MAX],
    );
    const ids = [...new Set([...draws.map((d) => Number(d.user_id)), ...genres.map((g) => Number(g.user_id))])];
    const users = ids.length ? await db.getRepository(User).findBy({ id: In(ids) }) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    const selections: ShowcaseSelectionRow[] = [
      ...draws.map((d) => ({
        user: byId.get(Number(d.user_id))!,
        kind: d.kind,
        song: d.song,
        artist: d.artist,
        genre: null,
        genreSongs: [],
        rerolls: Number(d.rerolls),
        updatedAt: new Date(d.updated_at),
      })),
      ...genres.map((g) => ({
        user: byId.get(Number(g.user_id))!,
        kind: "genre" as const,
        song: null,
        artist: null,
        genre: g.tag,
        genreSongs: g.songs ?? [],
        rerolls: Number(g.rerolls),
        updatedAt: new Date(g.updated_at),
      })),
    ]
      .filter((r) => r.user)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    return { mission, selections, offeredArtists: await this.offeredArtists(mission) };
  }

  /**
   * The artists a showcase mission handed out (artist mode: the artists drawn; song and genre modes: the artists of the
   * songs drawn, rerolled-away genre songs included), unreleased first then by name; `isLatest` when no newer showcase
   * mission handed the artist out again (the original's "latest" mark).
   */
  private async offeredArtists(mission: Mission): Promise<ClassifiedArtistRow[]> {
    const handedOut = `
      SELECT a.mission_id, a.artist_id FROM showcase_assignments a WHERE a.artist_id IS NOT NULL
      UNION SELECT a.mission_id, s.artist_id FROM showcase_assignments a JOIN featured_songs s ON s.id = a.song_id
      UNION SELECT e.mission_id, s.artist_id FROM showcase_genre_entries e
              JOIN showcase_genre_songs g ON g.entry_id = e.id JOIN featured_songs s ON s.id = g.song_id`;
    const rows: { label: string; osu_id: number | null; latest: boolean }[] = await this.deps.db.query(
      `WITH h AS (${handedOut})
       SELECT ar.label, ar.osu_id,
              NOT EXISTS (SELECT 1 FROM h h2 JOIN missions m2 ON m2.id = h2.mission_id
                           WHERE h2.artist_id = ar.id AND m2.is_showcase_mission AND m2.created_at > $2) AS latest
         FROM (SELECT DISTINCT artist_id FROM h WHERE mission_id = $1) x JOIN featured_artists ar ON ar.id = x.artist_id
        ORDER BY (ar.osu_id IS NOT NULL), lower(ar.label), ar.id`,
      [mission.id, mission.createdAt],
    );
    return rows.map((r) => ({ label: r.label, osuId: r.osu_id === null ? null : Number(r.osu_id), isLatest: !!r.latest }));
  }
}
