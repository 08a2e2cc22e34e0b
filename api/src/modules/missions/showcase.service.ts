import type { EntityManager } from "typeorm";
import { In } from "typeorm";
import type { Deps } from "../../app/deps";
import { badInput, conflict, forbidden, notFound } from "../../app/errors";
import { hasRole, requireUser, Role } from "../../app/auth-checker";
import { LogCategory, MissionStatus, ShowcaseKind, SpendCategory } from "../common/enums";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import { pointsInfo } from "../points/points.rules";
import { Mission } from "./mission.entity";
import { ShowcaseAssignment, ShowcaseGenreEntry, ShowcaseGenreSong } from "./showcase-assignment.entity";
import { isMissionVisibleTo } from "./missions.service";
import {
  artistRerollCost, GENRE_SONGS_PER_ENTRY, genreRerollCost, MISSION_MSG, pickGenreReplacement, pickGenreSongs, pickOne,
  pickSongForSongMode, showcaseMode, SONG_REROLL_COST, type Random, type ShowcaseMode,
} from "./missions.rules";

/** load = assign once (idempotent, free); reroll = replace (paid); auto = reroll if assigned else load (the REST calls). */
export type SelectionIntent = "load" | "reroll" | "auto";

export interface SongSelection {
  song: Song;
  availablePoints: number;
  rerolled: boolean;
  /** What the next reroll costs. */
  rerollCost: number;
}

export interface ArtistSelection {
  artist: Artist;
  availablePoints: number;
  rerolled: boolean;
  rerollCount: number;
  nextRerollCost: number;
}

export interface GenreEntryView {
  missionId: number;
  tag: string;
  /** The songs currently held, in slot order (index = songIndex of a reroll). */
  songs: Song[];
  /** Songs rerolled away (never offered again). */
  previousSongs: Song[];
  rerollCount: number;
  nextRerollCost: number;
}

export interface GenreSelection {
  entry: GenreEntryView;
  availablePoints: number;
  rerolled: boolean;
}

/** Classified eligibility (spec §1.5): unreleased artist with timed songs and no showcase map yet. */
const ELIGIBLE_ARTIST = `a.osu_id IS NULL AND a.songs_timed AND NOT a.has_ranked_maps`;
const SONG_POOL = `SELECT s.id, s.artist_id AS "artistId" FROM featured_songs s JOIN featured_artists a ON a.id = s.artist_id
  WHERE ${ELIGIBLE_ARTIST} AND NOT s.is_excluded_from_classified`;
const GENRE_POOL = `${SONG_POOL} AND s.osz_url IS NOT NULL AND EXISTS (SELECT 1 FROM unnest(s.tags) t WHERE lower(t) = lower($1))`;

const TOO_LATE: Record<ShowcaseMode, string> = { song: MISSION_MSG.tooLateSong, artist: MISSION_MSG.tooLateArtist, genre: MISSION_MSG.tooLateGenre };
const RANK_TOO_LOW: Record<ShowcaseMode, string> = { song: MISSION_MSG.songRankTooLow, artist: MISSION_MSG.artistRankTooLow, genre: MISSION_MSG.genreRankTooLow };

/**
 * Showcase ("Classified") selection: one confidential song, artist or genre entry per user and mission, rerolls paid
 * through the ledger in the same transaction (user row locked first, availability checked before charging), and the
 * song showcase mappers of an artist the caller is entitled to. Nothing here ever returns another user's assignment.
 */
export class ShowcaseService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly ledger: LedgerService,
    private readonly random: Random = Math.random,
  ) {}

  private get db() {
    return this.deps.db;
  }

  // ---------------------------------------------------------------- my own entries (read)

  /** My assigned song of a song-mode mission, or null. */
  async mySong(viewer: User | null, missionId: number): Promise<Song | null> {
    const user = requireUser(viewer);
    await this.visibleMission(this.db.manager, user, missionId);
    const a = await this.db.getRepository(ShowcaseAssignment).findOneBy({ missionId, userId: user.id, kind: ShowcaseKind.song });
    return a?.songId ? this.db.getRepository(Song).findOneBy({ id: a.songId }) : null;
  }

  /** My assigned artist of an artist-mode mission, or null. */
  async myArtist(viewer: User | null, missionId: number): Promise<Artist | null> {
    const user = requireUser(viewer);
    await this.visibleMission(this.db.manager, user, missionId);
    const a = await this.db.getRepository(ShowcaseAssignment).findOneBy({ missionId, userId: user.id, kind: ShowcaseKind.artist });
    return a?.artistId ? this.db.getRepository(Artist).findOneBy({ id: a.artistId }) : null;
  }

  /** My genre entry, or null. `eligibleOnly`: only the songs still eligible (artist still unreleased, etc.). */
  async myGenreEntry(viewer: User | null, missionId: number, opts: { eligibleOnly?: boolean } = {}): Promise<GenreEntryView | null> {
    const user = requireUser(viewer);
    await this.visibleMission(this.db.manager, user, missionId);
    const entry = await this.db.getRepository(ShowcaseGenreEntry).findOneBy({ missionId, userId: user.id });
    return entry ? this.genreView(this.db.manager, entry, opts.eligibleOnly ?? false) : null;
  }

  /** My artist rerolls on this mission = my artist-reroll ledger rows for it. */
  async artistRerollCount(viewer: User | null, missionId: number): Promise<number> {
    const user = requireUser(viewer);
    return this.rerollCount(this.db.manager, user.id, missionId, SpendCategory.rerollShowcaseMissionArtist);
  }

  async genreRerollCount(viewer: User | null, missionId: number): Promise<number> {
    const user = requireUser(viewer);
    return this.rerollCount(this.db.manager, user.id, missionId, SpendCategory.rerollShowcaseMissionSongByTag);
  }

  private async rerollCount(m: EntityManager, userId: number, missionId: number, category: SpendCategory): Promise<number> {
    const [{ n }] = await m.query(
      `SELECT count(*)::int AS n FROM spent_points WHERE user_id = $1 AND mission_id = $2 AND category = $3 AND amount > 0`,
      [userId, missionId, category],
    );
    return Number(n);
  }

  // ---------------------------------------------------------------- song mode

  async selectSong(viewer: User | null, missionId: number, intent: SelectionIntent): Promise<SongSelection> {
    const user = requireUser(viewer);
    // Everything, including the answer's reads, inside the transaction (one connection for the whole call).
    const out = await this.db.transaction(async (m) => {
      const r = await this.songStep(m, user, missionId, intent);
      return { ...r, song: await m.findOneByOrFail(Song, { id: r.songId }), availablePoints: await this.availableIn(m, user.id) };
    });
    const song = out.song;
    if (out.changed) {
      await this.deps.notifier.devPost({
        title: `Showcase mission song ${out.rerolled ? "rerolled" : "selected"}`,
        description: `${user.username}: ${song.artistName} - ${song.title}`,
      });
    }
    return { song, availablePoints: out.availablePoints, rerolled: out.rerolled, rerollCost: SONG_REROLL_COST };
  }

  private async songStep(m: EntityManager, user: User, missionId: number, intent: SelectionIntent) {
    {
      const { mission, me } = await this.begin(m, user, missionId, "song");
      const existing = await m.findOneBy(ShowcaseAssignment, { missionId, userId: me.id, kind: ShowcaseKind.song });
      if (existing && intent === "load") return { songId: existing.songId!, rerolled: false, changed: false };
      if (!existing && intent === "reroll") throw notFound(MISSION_MSG.entryNotFound);
      // Availability first: a reroll that cannot be fulfilled costs nothing.
      const candidates: { id: number; artistId: number }[] = await m.query(`${SONG_POOL} AND s.id <> $1`, [existing?.songId ?? 0]);
      const held: { song_id: number }[] = await m.query(
        `SELECT song_id FROM showcase_assignments WHERE mission_id = $1 AND kind = 'song' AND user_id <> $2`,
        [missionId, me.id],
      );
      const pick = pickSongForSongMode(candidates, new Set(held.map((h) => h.song_id)), this.random);
      if (!pick) throw conflict(MISSION_MSG.noSongs);
      if (existing) {
        await this.ledger.spend(m, {
          userId: me.id, amount: SONG_REROLL_COST, category: SpendCategory.rerollShowcaseMissionSong,
          reason: `Rerolled the showcase song of "${mission.name}"`, missionId, insufficientMessage: MISSION_MSG.notEnoughPoints,
        });
        await m.update(ShowcaseAssignment, { id: existing.id }, { songId: pick.id, rerolls: existing.rerolls + 1 });
        await this.logs.write(me.id, "rerolled showcase mission song", LogCategory.mission, m);
      } else {
        await m.insert(ShowcaseAssignment, { missionId, userId: me.id, kind: ShowcaseKind.song, songId: pick.id, rerolls: 0 });
        await this.logs.write(me.id, "found showcase mission song", LogCategory.mission, m);
      }
      return { songId: pick.id, rerolled: !!existing, changed: true };
    }
  }

  // ---------------------------------------------------------------- artist mode

  async selectArtist(viewer: User | null, missionId: number, intent: SelectionIntent): Promise<ArtistSelection> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const r = await this.artistStep(m, user, missionId, intent);
      return { ...r, artist: await m.findOneByOrFail(Artist, { id: r.artistId }), availablePoints: await this.availableIn(m, user.id) };
    });
    const artist = out.artist;
    if (out.changed) {
      await this.deps.notifier.devPost({
        title: `Showcase mission artist ${out.rerolled ? "rerolled" : "selected"}`,
        description: `${user.username}: ${artist.label}`,
      });
    }
    return {
      artist,
      availablePoints: out.availablePoints,
      rerolled: out.rerolled,
      rerollCount: out.rerollCount,
      nextRerollCost: artistRerollCost(out.rerollCount),
    };
  }

  private async artistStep(m: EntityManager, user: User, missionId: number, intent: SelectionIntent) {
    {
      const { mission, me } = await this.begin(m, user, missionId, "artist");
      const existing = await m.findOneBy(ShowcaseAssignment, { missionId, userId: me.id, kind: ShowcaseKind.artist });
      const k = await this.rerollCount(m, me.id, missionId, SpendCategory.rerollShowcaseMissionArtist);
      if (existing && intent === "load") return { artistId: existing.artistId!, rerolled: false, changed: false, rerollCount: k };
      if (!existing && intent === "reroll") throw notFound(MISSION_MSG.entryNotFound);
      const candidates: { id: number }[] = await m.query(
        `SELECT a.id FROM featured_artists a WHERE ${ELIGIBLE_ARTIST}
           AND EXISTS (SELECT 1 FROM featured_songs s WHERE s.artist_id = a.id AND NOT s.is_excluded_from_classified)
           AND NOT EXISTS (SELECT 1 FROM user_rolled_artists r WHERE r.user_id = $1 AND r.artist_id = a.id)
           AND a.id <> $2
         ORDER BY a.id`,
        [me.id, existing?.artistId ?? 0],
      );
      const pick = pickOne(candidates, this.random);
      if (!pick) throw conflict(MISSION_MSG.noArtists);
      if (existing) {
        await this.ledger.spend(m, {
          userId: me.id, amount: artistRerollCost(k), category: SpendCategory.rerollShowcaseMissionArtist,
          reason: `Rerolled the showcase artist of "${mission.name}"`, missionId, insufficientMessage: MISSION_MSG.notEnoughPoints,
        });
        await m.update(ShowcaseAssignment, { id: existing.id }, { artistId: pick.id, rerolls: k + 1 });
        await this.detachFromArtist(m, me.id, existing.artistId!, existing.id);
        await this.logs.write(me.id, "rerolled showcase mission artist", LogCategory.mission, m);
      } else {
        await m.insert(ShowcaseAssignment, { missionId, userId: me.id, kind: ShowcaseKind.artist, artistId: pick.id, rerolls: 0 });
        await this.logs.write(me.id, "selected showcase mission artist", LogCategory.mission, m);
      }
      await m.query(`INSERT INTO user_rolled_artists (user_id, artist_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [me.id, pick.id]);
      await m.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [pick.id, me.id]);
      return { artistId: pick.id, rerolled: !!existing, changed: true, rerollCount: existing ? k + 1 : k };
    }
  }

  /**
   * After an artist reroll the user is no longer that artist's showcase mapper nor a potential mapper of its songs
   * (fixes the stale "potentially mapped by", §1.10-7) — unless another mission still assigns them that artist.
   */
  private async detachFromArtist(m: EntityManager, userId: number, artistId: number, assignmentId: number): Promise<void> {
    const [{ other }] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM showcase_assignments WHERE user_id = $1 AND artist_id = $2 AND kind = 'artist' AND id <> $3) AS other`,
      [userId, artistId, assignmentId],
    );
    if (other) return;
    await m.query(`DELETE FROM artist_showcase_mappers WHERE artist_id = $1 AND user_id = $2`, [artistId, userId]);
    await m.query(
      `DELETE FROM song_showcase_mappers WHERE user_id = $1 AND song_id IN (SELECT id FROM featured_songs WHERE artist_id = $2)`,
      [userId, artistId],
    );
  }

  // ---------------------------------------------------------------- genre mode

  /**
   * Genre mode. Without `songIndex`: the first load picks 3 songs of the tag (which must be one of the mission's
   * genre options); if I already have an entry it is returned unchanged (no second free entry, §1.10-6).
   * With `songIndex` (0-2): replaces that song for 2·(k+1) points with one I have never been offered.
   */
  async selectGenre(viewer: User | null, missionId: number, input: { tag?: string | null; songIndex?: number | null }): Promise<GenreSelection> {
    const user = requireUser(viewer);
    const out = await this.db.transaction(async (m) => {
      const r = await this.genreStep(m, user, missionId, input);
      const entry = await m.findOneByOrFail(ShowcaseGenreEntry, { id: r.entryId });
      const songs = "newSongId" in r ? await m.findBy(Song, { id: In([r.oldSongId, r.newSongId]) }) : [];
      return { ...r, view: await this.genreView(m, entry, false), availablePoints: await this.availableIn(m, user.id), songs };
    });
    if ("newSongId" in out) {
      const oldSong = out.songs.find((s) => s.id === out.oldSongId);
      const newSong = out.songs.find((s) => s.id === out.newSongId);
      await this.deps.notifier.devPost({
        title: "Genre showcase mission song rerolled",
        description: `${user.username} (${out.cost} pts): ${oldSong?.artistName} - ${oldSong?.title} → ${newSong?.artistName} - ${newSong?.title}`,
      });
    }
    return { entry: out.view, availablePoints: out.availablePoints, rerolled: out.rerolled };
  }

  private async genreStep(m: EntityManager, user: User, missionId: number, input: { tag?: string | null; songIndex?: number | null }) {
    {
      const { mission, me } = await this.begin(m, user, missionId, "genre");
      const entry = await m.findOneBy(ShowcaseGenreEntry, { missionId, userId: me.id });
      const songIndex = input.songIndex;
      const tag = typeof input.tag === "string" ? input.tag.trim() : "";
      const option = tag ? mission.genreOptions.find((g) => g.toLowerCase() === tag.toLowerCase()) : undefined;
      if (tag && !option) throw badInput(MISSION_MSG.invalidGenre);

      if (songIndex === null || songIndex === undefined) {
        if (entry) return { entryId: entry.id, rerolled: false };
        if (!option) throw badInput(MISSION_MSG.noGenre);
        const pool: { id: number; artistId: number }[] = await m.query(GENRE_POOL, [option]);
        if (!pool.length) throw badInput(MISSION_MSG.noGenreSongs);
        const picks = pickGenreSongs(pool, GENRE_SONGS_PER_ENTRY, this.random);
        const created = await m.save(m.create(ShowcaseGenreEntry, { missionId, userId: me.id, tag: option, rerolls: 0 }));
        await m.insert(ShowcaseGenreSong, picks.map((p, slot) => ({ entryId: created.id, songId: p.id, slot })));
        await this.logs.write(me.id, "selected genre showcase mission songs", LogCategory.mission, m);
        return { entryId: created.id, rerolled: false };
      }

      if (!entry) throw notFound(MISSION_MSG.entryNotFound);
      const held: { song_id: number; slot: number | null; artist_id: number }[] = await m.query(
        `SELECT g.song_id, g.slot, s.artist_id FROM showcase_genre_songs g JOIN featured_songs s ON s.id = g.song_id WHERE g.entry_id = $1`,
        [entry.id],
      );
      const old = Number.isInteger(songIndex) ? held.find((h) => h.slot === songIndex) : undefined;
      if (!old) throw badInput(MISSION_MSG.invalidSongIndex);
      const seen = new Set(held.map((h) => h.song_id));
      const pool = ((await m.query(GENRE_POOL, [option ?? entry.tag])) as { id: number; artistId: number }[]).filter((s) => !seen.has(s.id));
      if (!pool.length) throw badInput(MISSION_MSG.seenEverySong);
      const k = await this.rerollCount(m, me.id, missionId, SpendCategory.rerollShowcaseMissionSongByTag);
      await this.ledger.spend(m, {
        userId: me.id, amount: genreRerollCost(k), category: SpendCategory.rerollShowcaseMissionSongByTag,
        reason: `Rerolled a genre showcase song of "${mission.name}"`, missionId, insufficientMessage: MISSION_MSG.notEnoughPoints,
      });
      const avoid = new Set(held.filter((h) => h.slot !== null).map((h) => h.artist_id));
      const pick = pickGenreReplacement(pool, avoid, this.random)!;
      await m.update(ShowcaseGenreSong, { entryId: entry.id, songId: old.song_id }, { slot: null });
      await m.insert(ShowcaseGenreSong, { entryId: entry.id, songId: pick.id, slot: songIndex });
      await m.update(ShowcaseGenreEntry, { id: entry.id }, { rerolls: k + 1 });
      await this.logs.write(me.id, "rerolled genre showcase mission song", LogCategory.mission, m);
      return { entryId: entry.id, rerolled: true, cost: genreRerollCost(k), oldSongId: old.song_id, newSongId: pick.id };
    }
  }

  private async genreView(m: EntityManager, entry: ShowcaseGenreEntry, eligibleOnly: boolean): Promise<GenreEntryView> {
    const rows: { song_id: number; slot: number | null }[] = await m.query(
      `SELECT song_id, slot FROM showcase_genre_songs WHERE entry_id = $1 ORDER BY slot NULLS LAST, created_at, song_id`,
      [entry.id],
    );
    let ids = rows.map((r) => r.song_id);
    if (eligibleOnly && ids.length) {
      const ok: { id: number }[] = await m.query(`SELECT id FROM (${SONG_POOL} AND s.osz_url IS NOT NULL) p WHERE p.id = ANY($1::int[])`, [ids]);
      const keep = new Set(ok.map((r) => r.id));
      ids = ids.filter((id) => keep.has(id));
    }
    const songs = ids.length ? await m.getRepository(Song).findBy({ id: In(ids) }) : [];
    const byId = new Map(songs.map((s) => [s.id, s]));
    const pick = (current: boolean) =>
      rows.filter((r) => (r.slot !== null) === current && byId.has(r.song_id)).map((r) => byId.get(r.song_id)!);
    const k = await this.rerollCount(m, entry.userId, entry.missionId, SpendCategory.rerollShowcaseMissionSongByTag);
    return { missionId: entry.missionId, tag: entry.tag, songs: pick(true), previousSongs: pick(false), rerollCount: k, nextRerollCost: genreRerollCost(k) };
  }

  /**
   * The FA Showcase page (`/showcase`, legacy `relevantInfo`): the unreleased artists whose songs I may pick — assigned to
   * me on an artist-showcase mission or one of whose showcase mappers I am. Group secret and admins see every unreleased
   * artist (brief §6: they see FA Showcase).
   */
  async showcaseArtists(viewer: User | null): Promise<Artist[]> {
    const user = requireUser(viewer);
    const qb = this.db.getRepository(Artist).createQueryBuilder("a").where("a.osu_id IS NULL");
    if (!hasRole(user, Role.SECRET)) {
      qb.andWhere(
        `(EXISTS (SELECT 1 FROM artist_showcase_mappers x WHERE x.artist_id = a.id AND x.user_id = :u)
          OR EXISTS (SELECT 1 FROM showcase_assignments x WHERE x.artist_id = a.id AND x.user_id = :u AND x.kind = 'artist'))`,
        { u: user.id },
      );
    }
    return qb.orderBy("lower(a.label)", "ASC").addOrderBy("a.id", "ASC").getMany();
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
      const [{ marked }] = await m.query(`SELECT EXISTS (SELECT 1 FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2) AS marked`, [s.id, user.id]);
      if (marked) throw conflict(MISSION_MSG.alreadyMarked);
      await m.query(`INSERT INTO song_showcase_mappers (song_id, user_id) VALUES ($1, $2)`, [s.id, user.id]);
      return { song: s, artist: await m.findOneByOrFail(Artist, { id: artistId }) };
    });
    await this.deps.notifier.devPost({ title: "Added interest in song", description: `${user.username}: ${song.song.artistName} - ${song.song.title}` });
    return song.artist;
  }

  /** Stop being a potential mapper of a song (only of a song of an artist I am entitled to: fixes the IDOR, §1.10-3). */
  async removeSongShowcaseMapper(viewer: User | null, artistId: number, songId: number): Promise<Artist> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const s = await this.entitledSong(m, user, artistId, songId);
      const [{ marked }] = await m.query(`SELECT EXISTS (SELECT 1 FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2) AS marked`, [s.id, user.id]);
      if (!marked) throw badInput(MISSION_MSG.notMarked);
      await m.query(`DELETE FROM song_showcase_mappers WHERE song_id = $1 AND user_id = $2`, [s.id, user.id]);
      return m.findOneByOrFail(Artist, { id: artistId });
    });
  }

  private async entitledSong(m: EntityManager, user: User, artistId: number, songId: number): Promise<Song> {
    const s = Number.isSafeInteger(songId) ? await m.findOneBy(Song, { id: songId }) : null;
    // The song must belong to the named artist (§1.10-9); the same answer whether or not the artist exists.
    if (!s || s.artistId !== artistId) throw notFound();
    if (!(await this.isEntitled(m, user.id, artistId))) throw forbidden(MISSION_MSG.notInterested);
    return s;
  }

  // ---------------------------------------------------------------- shared steps

  /**
   * Start of every selection transaction: lock my user row (serialises my concurrent selections, so a load cannot
   * turn into a second assignment and rerolls are charged one at a time), then check the mission: visible, of this
   * selection mode, open and not past the deadline, and my MG rank.
   */
  private async begin(m: EntityManager, user: User, missionId: number, mode: ShowcaseMode): Promise<{ mission: Mission; me: User }> {
    const me = await this.ledger.lockUser(m, user.id);
    const mission = await this.visibleMission(m, user, missionId);
    if (showcaseMode(mission) !== mode) throw badInput(MISSION_MSG.notShowcase);
    if (mission.status !== MissionStatus.open) throw forbidden(MISSION_MSG.notOpen);
    if (this.deps.now().getTime() > mission.deadline.getTime()) throw forbidden(TOO_LATE[mode]);
    if (mission.userMinimumRank !== null && me.rank < mission.userMinimumRank) throw forbidden(RANK_TOO_LOW[mode]);
    return { mission, me };
  }

  private async visibleMission(m: EntityManager, user: User, id: number): Promise<Mission> {
    const mission = Number.isSafeInteger(id) ? await m.findOneBy(Mission, { id }) : null;
    if (!mission || !isMissionVisibleTo(user, mission)) throw notFound(MISSION_MSG.missionNotFound);
    return mission;
  }

  private async availableIn(m: EntityManager, userId: number): Promise<number> {
    return pointsInfo(await m.findOneByOrFail(User, { id: userId })).available;
  }
}
