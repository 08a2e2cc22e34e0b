import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireRole, Role, type AuthViewer } from "../../core/access";
import { badInput, check, conflict, notFound } from "../../core/errors";
import { keysetPage, lowerTextKey, pageSize, type KeysetKey, type Page } from "../../core/connection";
import { AspireSong } from "./aspire-song.entity";
import { LocusSeasonRow } from "./locus-season.entity";
import { ASPIRE_SONG_LIMITS, HUBS, TeamHub } from "./locus.options";
import { seasonTitle } from "./locus.rules";
import { MSG_ASPIRE_SONGS, normalizeSongText, parseSongLines, searchWords, songLine } from "./aspire-songs.rules";
import type { LocusService } from "./locus.service";

/** How an admin's change left a season's list. */
export interface AspireSongsChange {
  season: number;
  added: number;
  skipped: number;
  removed: number;
  total: number;
}

/** The public summary of a season's list (the search page's header). */
export interface AspireSongList {
  season: number;
  title: string;
  songCount: number;
}

/** The list in alphabetical order (lower case), then by id: the order of the search and of the admin's list. */
const SONG_KEYS: readonly KeysetKey<AspireSong>[] = [
  lowerTextKey("s.line", (s) => s.line),
  { sql: "s.id", direction: "ASC", kind: "number", of: (s) => s.id },
];

/** The rows a DELETE … RETURNING gave back (TypeORM answers a DELETE as `[rows, count]`). */
function deletedRows<T = unknown>(result: unknown): T[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : []) as T[];
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Aspire's allowed songs (modules/locus/README.md): the original's allowlist file as a table per season. Anyone
 * searches it; admins paste lines, take the released featured artists' songs, remove a song or clear a season.
 */
export class AspireSongsService {
  constructor(
    private readonly deps: Deps,
    private readonly locus: LocusService,
  ) {}

  /** The season asked for, or Aspire's current one. */
  private async seasonOf(season: number | null | undefined): Promise<number> {
    if (season === null || season === undefined) return (await this.locus.currentSeason(TeamHub.aspire)).year;
    const { firstSeason, lastSeason } = HUBS[TeamHub.aspire];
    if (!Number.isInteger(season) || season < firstSeason || season > lastSeason)
      throw badInput(`The Aspire edition must be a number from ${firstSeason} to ${lastSeason}`);
    return season;
  }

  /** Public: a season's allowed songs, alphabetically; with a search, those holding every word of it. */
  async list(args: {
    season?: number | null;
    search?: string | null;
    first?: number | null;
    after?: string | null;
  }): Promise<Page<AspireSong>> {
    const { words, problem } = searchWords(args.search);
    check(problem);
    const first = pageSize(args.first);
    const season = await this.seasonOf(args.season);
    const qb = this.deps.db.getRepository(AspireSong).createQueryBuilder("s").where("s.season = :season", { season });
    if (words.length) qb.andWhere("s.search_key LIKE ALL(:patterns)", { patterns: words.map((w) => `%${likeEscape(w)}%`) });
    return keysetPage(qb, SONG_KEYS, { first, after: args.after }, { count: true });
  }

  /** Public: a season's title and how many songs it allows. */
  /** One allowed song (public, as the search; `node(id:)`). */
  async song(id: number): Promise<AspireSong> {
    const song = await this.deps.db.getRepository(AspireSong).findOneBy({ id });
    if (!song) throw notFound("Allowed song not found");
    return song;
  }

  async summary(season?: number | null): Promise<AspireSongList> {
    const s = await this.seasonOf(season);
    const [{ n }]: { n: number }[] = await this.deps.db.query(
      `SELECT count(*)::int AS n FROM aspire_allowed_songs WHERE season = $1`,
      [s],
    );
    return { season: s, title: seasonTitle(TeamHub.aspire, s), songCount: n };
  }

  /** Admin: adds the pasted lines (one "Artist - Title" each); lines already allowed are skipped. */
  async add(viewer: AuthViewer | null, season: number, text: string): Promise<AspireSongsChange> {
    requireRole(viewer, Role.ADMIN);
    const { lines, problem } = parseSongLines(text);
    check(problem);
    return this.deps.db.transaction(async (m) => {
      await this.lockSeason(m, season);
      const added = await this.insert(
        m,
        season,
        lines,
        lines.map(() => null),
      );
      return this.change(m, season, { added, skipped: lines.length - added });
    });
  }

  /**
   * Admin: adds every song of the released featured artists (public or playlist, with an osu! listing) added to the
   * guild before `before` — the original's list was "FA songs released before" the contest's announcement.
   */
  async addFromFeaturedArtists(viewer: AuthViewer | null, season: number, before: Date): Promise<AspireSongsChange> {
    requireRole(viewer, Role.ADMIN);
    if (!(before instanceof Date) || Number.isNaN(before.getTime())) throw badInput(MSG_ASPIRE_SONGS.badDate);
    return this.deps.db.transaction(async (m) => {
      await this.lockSeason(m, season);
      const songs: { id: number; artist_name: string; title: string }[] = await m.query(
        `SELECT s.id, s.artist_name, s.title FROM featured_songs s JOIN featured_artists a ON a.id = s.artist_id
          WHERE a.osu_id IS NOT NULL AND a.status IN ('public', 'playlist') AND s.created_at < $1
          ORDER BY s.id`,
        [before],
      );
      const seen = new Set<string>();
      const lines: string[] = [];
      const ids: number[] = [];
      for (const s of songs) {
        const line = songLine(s.artist_name, s.title);
        if (seen.has(line.toLowerCase())) continue;
        seen.add(line.toLowerCase());
        lines.push(line);
        ids.push(s.id);
      }
      const added = lines.length ? await this.insert(m, season, lines, ids) : 0;
      return this.change(m, season, { added, skipped: lines.length - added });
    });
  }

  /** Admin: takes one song off its season's list. */
  async remove(viewer: AuthViewer | null, id: number): Promise<AspireSongsChange> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      const [row] = deletedRows<{ season: number }>(
        await m.query(`DELETE FROM aspire_allowed_songs WHERE id = $1 RETURNING season`, [id]),
      );
      if (!row) throw notFound("Cannot find that song on the list");
      return this.change(m, row.season, { removed: 1 });
    });
  }

  /** Admin: empties a season's list (before pasting a new one). */
  async clear(viewer: AuthViewer | null, season: number): Promise<AspireSongsChange> {
    requireRole(viewer, Role.ADMIN);
    return this.deps.db.transaction(async (m) => {
      await this.lockSeason(m, season);
      const rows = deletedRows(await m.query(`DELETE FROM aspire_allowed_songs WHERE season = $1 RETURNING id`, [season]));
      return this.change(m, season, { removed: rows.length });
    });
  }

  // ------------------------------------------------------------------------------------------------ helpers

  /** The Aspire season, locked so that changes of one season's list (and its size check) run one at a time. */
  private async lockSeason(m: EntityManager, season: number): Promise<void> {
    const { firstSeason, lastSeason } = HUBS[TeamHub.aspire];
    if (!Number.isInteger(season) || season < firstSeason || season > lastSeason)
      throw badInput(`The Aspire edition must be a number from ${firstSeason} to ${lastSeason}`);
    const row = await m
      .getRepository(LocusSeasonRow)
      .createQueryBuilder("s")
      .setLock("pessimistic_write")
      .where("s.hub = :hub AND s.year = :season", { hub: TeamHub.aspire, season })
      .getOne();
    if (!row) throw notFound(MSG_ASPIRE_SONGS.noSeason);
  }

  /** Inserts lines not yet on the season's list (ignoring case); returns how many were new. Refuses past the cap. */
  private async insert(m: EntityManager, season: number, lines: string[], songIds: (number | null)[]): Promise<number> {
    const [{ n }]: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM aspire_allowed_songs WHERE season = $1`, [
      season,
    ]);
    const rows: unknown[] = await m.query(
      `INSERT INTO aspire_allowed_songs (season, line, search_key, song_id)
       SELECT $1, t.line, t.key, t.song_id FROM unnest($2::text[], $3::text[], $4::int[]) AS t(line, key, song_id)
       ON CONFLICT DO NOTHING RETURNING id`,
      [season, lines, lines.map(normalizeSongText), songIds],
    );
    if (n + rows.length > ASPIRE_SONG_LIMITS.perSeason) throw conflict(MSG_ASPIRE_SONGS.seasonFull);
    return rows.length;
  }

  private async change(
    m: EntityManager,
    season: number,
    counts: Partial<Pick<AspireSongsChange, "added" | "skipped" | "removed">>,
  ): Promise<AspireSongsChange> {
    const [{ n }]: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM aspire_allowed_songs WHERE season = $1`, [
      season,
    ]);
    return { season, added: 0, skipped: 0, removed: 0, ...counts, total: n };
  }
}
