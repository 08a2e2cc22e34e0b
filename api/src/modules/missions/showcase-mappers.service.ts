import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, conflict, forbidden, notFound } from "../../core/errors";
import { hasRole, requireUser, Role } from "../../core/access";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import type { User } from "../users/user.entity";
import { MISSION_MSG } from "./missions.rules";
import { requireShowcaseSwitch } from "../artists/showcase-switch";
import { likeContainsAsTyped } from "../artists/artists.rules";
import { decodeCursor, pageOfFetched, pageRequest, type Page, type PageArgs } from "../../core/connection";
import { leanMany } from "../../core/lean";
import { SHOWCASE_SEARCH_MAX } from "./missions.types";

/** The largest PostgreSQL `integer` (artist ids). */
const INT4_MAX = 2_147_483_647;

/**
 * The FA Showcase page: the unreleased artists a member may pick songs of, marking interest in an artist (group secret
 * and admins), and becoming a potential mapper of a song of such an artist. Selections on showcase missions are
 * ShowcaseService's.
 */
export class ShowcaseMappersService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * The FA Showcase page (`/showcase`, legacy `relevantInfo`): the unreleased artists whose songs I may pick — assigned to
   * me on an artist-showcase mission or one of whose showcase mappers I am. Group secret and admins see every unreleased
   * artist (README.md: they see FA Showcase). By name (case-insensitive), then id.
   */
  async showcaseArtists(viewer: User | null): Promise<Artist[]> {
    const user = requireUser(viewer);
    return this.visibleArtists(user).orderBy("lower(a.label)", "ASC").addOrderBy("a.id", "ASC").getMany();
  }

  /**
   * The same artists as `showcaseArtists`, in the same order (name ignoring case, then id), as keyset pages
   * (core/connection.ts), optionally only those whose name contains `search` (ignoring case; LIKE wildcards in it are
   * taken literally). totalCount counts every artist matching the search.
   *
   * The cursor carries the artist's label as stored, and the next page is compared with PostgreSQL's own `lower()` of
   * it: a label that JavaScript lowercases differently (a final sigma, a dotted capital I) still continues exactly.
   */
  async showcaseArtistsPage(viewer: User | null, args: { search?: string | null } & PageArgs): Promise<Page<Artist>> {
    const user = requireUser(viewer);
    const req = pageRequest(args);
    const qb = this.visibleArtists(user);
    const search = args.search?.trim();
    if (search) {
      if (search.length > SHOWCASE_SEARCH_MAX) throw badInput("Search is too long");
      qb.andWhere("lower(a.label) LIKE lower(:pattern) ESCAPE '\\'", { pattern: likeContainsAsTyped(search) });
    }
    const totalCount = await qb.clone().getCount();
    const bound = (cursor: string | null, side: "after" | "before") => {
      if (!cursor) return;
      const [label, id] = decodeCursor(cursor, ["string", "number"]) as [string, number];
      // Ids are positive 32-bit integers; labels never hold NUL (PostgreSQL text cannot): anything else is not our cursor.
      if (!Number.isInteger(id) || id < 1 || id > INT4_MAX || label.includes("\u0000")) throw badInput("Invalid cursor");
      qb.andWhere(`(lower(a.label), a.id) ${side === "after" ? ">" : "<"} (lower(:${side}Label), :${side}Id)`, {
        [`${side}Label`]: label,
        [`${side}Id`]: id,
      });
    };
    bound(req.after, "after");
    bound(req.before, "before");
    const order = req.backward ? "DESC" : "ASC";
    const rows = await leanMany(
      qb
        .orderBy("lower(a.label)", order)
        .addOrderBy("a.id", order)
        .take(req.size + 1),
    );
    return pageOfFetched(rows, req, (a) => [a.label, a.id], { totalCount });
  }

  /** The unreleased artists the member may see on the FA Showcase page (unordered). */
  private visibleArtists(user: User) {
    const qb = this.db.getRepository(Artist).createQueryBuilder("a").where("a.osu_id IS NULL");
    if (!hasRole(user, Role.SECRET)) {
      qb.andWhere(
        `(EXISTS (SELECT 1 FROM artist_showcase_mappers x WHERE x.artist_id = a.id AND x.user_id = :u)
          OR EXISTS (SELECT 1 FROM showcase_assignments x WHERE x.artist_id = a.id AND x.user_id = :u AND x.kind = 'artist'))`,
        { u: user.id },
      );
    }
    return qb;
  }

  // ---------------------------------------------------------------- artist showcase mappers (the /showcase page)

  /**
   * FA Showcase page (legacy `/showcase/addShowcaseMapper`): mark interest in an unreleased artist, i.e. become one of its
   * showcase mappers, which lets you select its songs. Only group secret and admins, who see every unreleased artist there.
   */
  async addShowcaseMapper(viewer: User | null, artistId: number): Promise<Artist> {
    const user = requireUser(viewer);
    if (!hasRole(user, Role.SECRET)) throw forbidden();
    return this.db.transaction(async (m) => {
      // Only members who switched "FA showcase mapper" on are showcase mappers (modules/artists/README.md).
      await requireShowcaseSwitch(m, user.id);
      const artist = await this.unreleasedArtist(m, artistId);
      const inserted: unknown[] = await m.query(
        `INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING artist_id`,
        [artist.id, user.id],
      );
      if (!inserted.length) throw conflict(MISSION_MSG.alreadyInterested);
      return artist;
    });
  }

  /**
   * Withdraw interest in an artist (legacy `/showcase/removeShowcaseMapper`): no longer one of its showcase mappers, and
   * no longer a potential mapper of its songs — unless a priority quest still assigns me that artist (then the song
   * selections stay, as the assignment still entitles me).
   */
  async removeShowcaseMapper(viewer: User | null, artistId: number): Promise<Artist> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const artist = await this.unreleasedArtist(m, artistId);
      const [{ marked }] = await m.query(
        `SELECT EXISTS (SELECT 1 FROM artist_showcase_mappers WHERE artist_id = $1 AND user_id = $2) AS marked`,
        [artist.id, user.id],
      );
      if (!marked) throw badInput(MISSION_MSG.notInterested);
      await m.query(`DELETE FROM artist_showcase_mappers WHERE artist_id = $1 AND user_id = $2`, [artist.id, user.id]);
      const [{ assigned }] = await m.query(
        `SELECT EXISTS (SELECT 1 FROM showcase_assignments WHERE user_id = $1 AND artist_id = $2 AND kind = 'artist') AS assigned`,
        [user.id, artist.id],
      );
      if (!assigned) {
        await m.query(
          `DELETE FROM song_showcase_mappers WHERE user_id = $1 AND song_id IN (SELECT id FROM featured_songs WHERE artist_id = $2)`,
          [user.id, artist.id],
        );
      }
      return artist;
    });
  }

  /** An unreleased artist (the only kind the showcase page lists); released or unknown ids answer "not found". */
  private async unreleasedArtist(m: EntityManager, artistId: number): Promise<Artist> {
    const artist = Number.isSafeInteger(artistId) ? await m.findOneBy(Artist, { id: artistId }) : null;
    if (!artist || artist.osuId !== null) throw notFound();
    return artist;
  }

  // ---------------------------------------------------------------- song showcase mappers

  /** Is the user entitled to an artist's songs: assigned it on an artist-showcase mission, or one of its showcase mappers? */
  async isEntitled(m: EntityManager, userId: number, artistId: number): Promise<boolean> {
    const [{ ok }] = await m.query(
      `SELECT (EXISTS (SELECT 1 FROM artist_showcase_mappers WHERE artist_id = $2 AND user_id = $1)
            OR EXISTS (SELECT 1 FROM showcase_assignments WHERE artist_id = $2 AND user_id = $1 AND kind = 'artist')) AS ok`,
      [userId, artistId],
    );
    return !!ok;
  }

  /** "Select" a song: become one of its potential mappers. The song must be the artist's, the artist mine. */
  async addSongShowcaseMapper(viewer: User | null, artistId: number, songId: number): Promise<Artist> {
    const user = requireUser(viewer);
    const song = await this.db.transaction(async (m) => {
      const s = await this.entitledSong(m, user, artistId, songId);
      const [{ marked }] = await m.query(
        `SELECT EXISTS (SELECT 1 FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2) AS marked`,
        [s.id, user.id],
      );
      if (marked) throw conflict(MISSION_MSG.alreadyMarked);
      await m.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [s.id, user.id]);
      return { song: s, artist: await m.findOneByOrFail(Artist, { id: artistId }) };
    });
    await this.deps.notifier.devPost({
      title: "Added interest in song",
      description: `${user.username}: ${song.song.artistName} - ${song.song.title}`,
    });
    return song.artist;
  }

  /** Stop being a potential mapper of a song (only of a song of an artist I am entitled to: fixes the IDOR, README.md). */
  async removeSongShowcaseMapper(viewer: User | null, artistId: number, songId: number): Promise<Artist> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const s = await this.entitledSong(m, user, artistId, songId);
      const [{ marked }] = await m.query(
        `SELECT EXISTS (SELECT 1 FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2) AS marked`,
        [s.id, user.id],
      );
      if (!marked) throw badInput(MISSION_MSG.notMarked);
      await m.query(`DELETE FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2`, [s.id, user.id]);
      return m.findOneByOrFail(Artist, { id: artistId });
    });
  }

  private async entitledSong(m: EntityManager, user: User, artistId: number, songId: number): Promise<Song> {
    const s = Number.isSafeInteger(songId) ? await m.findOneBy(Song, { id: songId }) : null;
    // The song must belong to the named artist (README.md); the same answer whether or not the artist exists.
    if (!s || s.artistId !== artistId) throw notFound();
    if (!(await this.isEntitled(m, user.id, artistId))) throw forbidden(MISSION_MSG.notInterested);
    return s;
  }
}
