// Over 400 lines: the showcase selections and their paid rerolls share one lock order and ledger; the FA Showcase page is showcase-mappers.service.ts.
/**
 * Showcase ("Classified") selections on showcase missions: one confidential song, artist or genre entry per member and
 * mission, with paid rerolls. The FA Showcase page (interest in artists, song showcase mappers) is
 * showcase-mappers.service.ts; the pure rules are showcase.rules.ts.
 *
 * Over 400 lines on purpose: the three selection modes share one transaction opening (lock the member's row, then the
 * mission checks) and one way of charging rerolls through the ledger; keeping them together keeps that path single.
 */
import type { EntityManager } from "typeorm";
import { In } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, notFound } from "../../core/errors";
import { requireUser } from "../../core/access";
import { LogCategory, ShowcaseKind, SpendCategory } from "../../core/enums";
import { Artist } from "../artists/artist.entity";
import { Song } from "../artists/song.entity";
import { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { LedgerService } from "../points/ledger.service";
import { pointsInfo } from "../points/points.rules";
import { Mission } from "./mission.entity";
import { ShowcaseAssignment, ShowcaseGenreEntry, ShowcaseGenreSong } from "./showcase-assignment.entity";
import {
  artistRerollCost,
  GENRE_SONGS_PER_ENTRY,
  genreRerollCost,
  pickGenreReplacement,
  pickGenreSongs,
  pickOne,
  pickSongForSongMode,
  selectionProblem,
  SONG_REROLL_COST,
  type Random,
  type ShowcaseMode,
} from "./showcase.rules";
import { visibleMission } from "./mission-store";
import { MISSION_MSG } from "./missions.rules";

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

/** Classified eligibility (README.md): unreleased artist with timed songs and no showcase map yet. */
const ELIGIBLE_ARTIST = `a.osu_id IS NULL AND a.songs_timed AND NOT a.has_ranked_maps`;
const SONG_POOL = `SELECT s.id, s.artist_id AS "artistId" FROM featured_songs s JOIN featured_artists a ON a.id = s.artist_id
  WHERE ${ELIGIBLE_ARTIST} AND NOT s.is_excluded_from_classified`;
const GENRE_POOL = `${SONG_POOL} AND s.osz_url IS NOT NULL AND EXISTS (SELECT 1 FROM unnest(s.tags) t WHERE lower(t) = lower($1))`;

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
    await visibleMission(this.db.manager, user, missionId);
    const a = await this.db.getRepository(ShowcaseAssignment).findOneBy({ missionId, userId: user.id, kind: ShowcaseKind.song });
    return a?.songId ? this.db.getRepository(Song).findOneBy({ id: a.songId }) : null;
  }

  /** My assigned artist of an artist-mode mission, or null. */
  async myArtist(viewer: User | null, missionId: number): Promise<Artist | null> {
    const user = requireUser(viewer);
    await visibleMission(this.db.manager, user, missionId);
    const a = await this.db
      .getRepository(ShowcaseAssignment)
      .findOneBy({ missionId, userId: user.id, kind: ShowcaseKind.artist });
    return a?.artistId ? this.db.getRepository(Artist).findOneBy({ id: a.artistId }) : null;
  }

  /** My genre entry, or null. `eligibleOnly`: only the songs still eligible (artist still unreleased, etc.). */
  async myGenreEntry(
    viewer: User | null,
    missionId: number,
    opts: { eligibleOnly?: boolean } = {},
  ): Promise<GenreEntryView | null> {
    const user = requireUser(viewer);
    await visibleMission(this.db.manager, user, missionId);
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
      const candidates: { id: number; artistId: number }[] = await m.query(`${SONG_POOL} AND s.id <> $1`, [
        existing?.songId ?? 0,
      ]);
      const held: { song_id: number }[] = await m.query(
        `SELECT song_id FROM showcase_assignments WHERE mission_id = $1 AND kind = 'song' AND user_id <> $2`,
        [missionId, me.id],
      );
      const pick = pickSongForSongMode(candidates, new Set(held.map((h) => h.song_id)), this.random);
      if (!pick) throw conflict(MISSION_MSG.noSongs);
      if (existing) {
        await this.ledger.spend(m, {
          userId: me.id,
          amount: SONG_REROLL_COST,
          category: SpendCategory.rerollShowcaseMissionSong,
          reason: `Rerolled the showcase song of "${mission.name}"`,
          missionId,
          insufficientMessage: MISSION_MSG.notEnoughPoints,
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
      return {
        ...r,
        artist: await m.findOneByOrFail(Artist, { id: r.artistId }),
        availablePoints: await this.availableIn(m, user.id),
      };
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
          userId: me.id,
          amount: artistRerollCost(k),
          category: SpendCategory.rerollShowcaseMissionArtist,
          reason: `Rerolled the showcase artist of "${mission.name}"`,
          missionId,
          insufficientMessage: MISSION_MSG.notEnoughPoints,
        });
        await m.update(ShowcaseAssignment, { id: existing.id }, { artistId: pick.id, rerolls: k + 1 });
        await this.detachFromArtist(m, me.id, existing.artistId!, existing.id);
        await this.logs.write(me.id, "rerolled showcase mission artist", LogCategory.mission, m);
      } else {
        await m.insert(ShowcaseAssignment, {
          missionId,
          userId: me.id,
          kind: ShowcaseKind.artist,
          artistId: pick.id,
          rerolls: 0,
        });
        await this.logs.write(me.id, "selected showcase mission artist", LogCategory.mission, m);
      }
      await m.query(`INSERT INTO user_rolled_artists (user_id, artist_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        me.id,
        pick.id,
      ]);
      await m.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        pick.id,
        me.id,
      ]);
      return { artistId: pick.id, rerolled: !!existing, changed: true, rerollCount: existing ? k + 1 : k };
    }
  }

  /**
   * After an artist reroll the user is no longer that artist's showcase mapper nor a potential mapper of its songs
   * (fixes the stale "potentially mapped by", README.md) — unless another mission still assigns them that artist.
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
   * genre options); if I already have an entry it is returned unchanged (no second free entry, README.md).
   * With `songIndex` (0-2): replaces that song for 2·(k+1) points with one I have never been offered.
   */
  async selectGenre(
    viewer: User | null,
    missionId: number,
    input: { tag?: string | null; songIndex?: number | null },
  ): Promise<GenreSelection> {
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

  private async genreStep(
    m: EntityManager,
    user: User,
    missionId: number,
    input: { tag?: string | null; songIndex?: number | null },
  ) {
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
        await m.insert(
          ShowcaseGenreSong,
          picks.map((p, slot) => ({ entryId: created.id, songId: p.id, slot })),
        );
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
      const pool = ((await m.query(GENRE_POOL, [option ?? entry.tag])) as { id: number; artistId: number }[]).filter(
        (s) => !seen.has(s.id),
      );
      if (!pool.length) throw badInput(MISSION_MSG.seenEverySong);
      const k = await this.rerollCount(m, me.id, missionId, SpendCategory.rerollShowcaseMissionSongByTag);
      await this.ledger.spend(m, {
        userId: me.id,
        amount: genreRerollCost(k),
        category: SpendCategory.rerollShowcaseMissionSongByTag,
        reason: `Rerolled a genre showcase song of "${mission.name}"`,
        missionId,
        insufficientMessage: MISSION_MSG.notEnoughPoints,
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
      const ok: { id: number }[] = await m.query(
        `SELECT id FROM (${SONG_POOL} AND s.osz_url IS NOT NULL) p WHERE p.id = ANY($1::int[])`,
        [ids],
      );
      const keep = new Set(ok.map((r) => r.id));
      ids = ids.filter((id) => keep.has(id));
    }
    const songs = ids.length ? await m.getRepository(Song).findBy({ id: In(ids) }) : [];
    const byId = new Map(songs.map((s) => [s.id, s]));
    const pick = (current: boolean) =>
      rows.filter((r) => (r.slot !== null) === current && byId.has(r.song_id)).map((r) => byId.get(r.song_id)!);
    const k = await this.rerollCount(m, entry.userId, entry.missionId, SpendCategory.rerollShowcaseMissionSongByTag);
    return {
      missionId: entry.missionId,
      tag: entry.tag,
      songs: pick(true),
      previousSongs: pick(false),
      rerollCount: k,
      nextRerollCost: genreRerollCost(k),
    };
  }

  // ---------------------------------------------------------------- shared steps

  /**
   * Start of every selection transaction: lock my user row (serialises my concurrent selections, so a load cannot
   * turn into a second assignment and rerolls are charged one at a time), then check the mission: visible, of this
   * selection mode, open and not past the deadline, and my MG rank.
   */
  private async begin(
    m: EntityManager,
    user: User,
    missionId: number,
    mode: ShowcaseMode,
  ): Promise<{ mission: Mission; me: User }> {
    const me = await this.ledger.lockUser(m, user.id);
    const mission = await visibleMission(m, user, missionId);
    check(selectionProblem(mission, mode, me.rank, this.deps.now()));
    return { mission, me };
  }

  private async availableIn(m: EntityManager, userId: number): Promise<number> {
    return pointsInfo(await m.findOneByOrFail(User, { id: userId })).available;
  }
}
