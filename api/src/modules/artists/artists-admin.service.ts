// Over 400 lines: the admin tools of featured artists (artists, songs, tags, reports) over the same repositories and rules.
import type { EntityManager } from "typeorm";
import type { OsuBeatmapsetSearch } from "../../osu/osu-client";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, fail, notFound, type Problem } from "../../core/errors";
import { keysetPage, lowerTextKey, type KeysetKey, type Page } from "../../core/connection";
import { requireRole, Role, type AuthViewer } from "../../core/access";
import { ArtistStatus } from "../../core/enums";
import { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { Song } from "./song.entity";
import { artistUsage, lockArtist, lockSong, songUsage } from "./artists.data";
import {
  checkDay,
  checkLabel,
  checkNotes,
  checkOsuId,
  checkSearch,
  checkSong,
  checkTag,
  checkThreshold,
  checkUrl,
  checkUserList,
  classifiedStatus,
  deleteSongProblem,
  FA_MSG,
  faScheduleAccess,
  isProblem,
  likeContainsAsTyped,
  NEEDS_REVIEW_SQL,
  osuArtistQuery,
  RECENTLY_LICENSED_SINCE,
  REVIEW_QUEUE_SIZE,
  reviewCutoff,
  tagsWith,
  tagsWithout,
  type ClassifiedStatusView,
  type Usage,
} from "./artists.rules";
import { labelTaken, lockLabels, type PageArgs } from "./fa-schedule.service";

/** Which artists the admin list shows: contacted ones (the original's "relevant") or every artist. */
export enum ArtistScope {
  relevant = "relevant",
  all = "all",
  /** The review queue's artists (`needsReview`): unreleased, unsigned, not dismissed, not reviewed for a year. */
  needsReview = "needsReview",
}

/** A patch of an artist's admin fields: absent = unchanged; null clears a nullable field. */
export interface ArtistUpdate {
  osuId?: number | null;
  label?: string | null;
  status?: ArtistStatus | null;
  referenceUrl?: string | null;
  oszTemplatesUrl?: string | null;
  notes?: string | null;
  permanentlyDismiss?: boolean | null;
  isMomentum?: boolean | null;
}

export interface SongUpdate {
  artistName?: string | null;
  title?: string | null;
  oszUrl?: string | null;
  isExcludedFromClassified?: boolean | null;
}

export interface RankedMapsRow {
  artist: Artist;
  rankedSongs: number;
  /** The report's parameters (part of the row's global id). */
  since: string;
  threshold: number;
}

const SONG_KEYS: KeysetKey<Song>[] = [
  lowerTextKey("s.title", (s) => s.title),
  { sql: "s.id", direction: "ASC", kind: "number", of: (s) => s.id },
];

/** An artist and a song as audit entries' targets. */
const artistTarget = (a: { id: number; label: string }) => auditTarget(AdminTargetType.artist, a.id, a.label);
const songTarget = (x: { id: number; artistName: string; title: string }) =>
  auditTarget(AdminTargetType.song, x.id, `${x.artistName} - ${x.title}`);

/**
 * Admin featured artists (`/admin/featuredArtists`): the artist list, every admin field, songs and their tags, the
 * classified status of a song and the two reports. Admins only, checked in every method.
 */
export class ArtistsAdminService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** Contacted (relevant) or all artists: unreleased first, then by osu! id, then by name. */
  async list(viewer: AuthViewer | null, scope: ArtistScope, args: PageArgs & { search?: string | null }): Promise<Page<Artist>> {
    requireRole(viewer, Role.ADMIN);
    const search = checkSearch(args.search);
    if (isProblem(search)) fail(search);
    const qb = this.db.getRepository(Artist).createQueryBuilder("a");
    if (scope === ArtistScope.relevant) qb.where("a.is_contacted");
    if (scope === ArtistScope.needsReview) qb.where(NEEDS_REVIEW_SQL, { reviewCutoff: reviewCutoff(this.deps.now()) });
    if (search) qb.andWhere("lower(a.label) LIKE lower(:pat)", { pat: likeContainsAsTyped(search) });
    return keysetPage(
      qb,
      [
        { sql: "coalesce(a.osu_id, 0)", direction: "ASC", kind: "number", of: (a) => a.osuId ?? 0 },
        lowerTextKey("a.label", (a) => a.label),
        { sql: "a.id", direction: "ASC", kind: "number", of: (a) => a.id },
      ],
      args,
      { count: true },
    );
  }

  /**
   * Edits an artist's admin fields in one transaction. An osu! id belongs to one artist only; giving an unreleased artist
   * its osu! id also marks it up to date (it is released), as the original's modal did.
   */
  async update(viewer: AuthViewer | null, id: number, input: ArtistUpdate): Promise<Artist> {
    const admin = requireRole(viewer, Role.ADMIN);
    const patch: Partial<Artist> = {};
    if (input.osuId !== undefined) {
      const osuId = checkOsuId(input.osuId);
      if (isProblem(osuId)) fail(osuId);
      patch.osuId = osuId;
    }
    if (input.label !== undefined) {
      const label = checkLabel(input.label);
      if (isProblem(label)) fail(label);
      patch.label = label;
    }
    if (input.status !== undefined && input.status !== null) {
      if (!Object.values(ArtistStatus).includes(input.status)) throw badInput("Invalid status");
      patch.status = input.status;
    }
    for (const [field, name] of [
      ["referenceUrl", "The reference link"],
      ["oszTemplatesUrl", "The .osz templates link"],
    ] as const) {
      if (input[field] === undefined) continue;
      const url = checkUrl(input[field], name);
      if (isProblem(url)) fail(url);
      patch[field] = url;
    }
    if (input.notes !== undefined) {
      const notes = checkNotes(input.notes);
      if (isProblem(notes)) fail(notes);
      patch.notes = notes;
    }
    if (typeof input.permanentlyDismiss === "boolean") patch.permanentlyDismiss = input.permanentlyDismiss;
    if (typeof input.isMomentum === "boolean") patch.isMomentum = input.isMomentum;

    return this.db.transaction(async (m) => {
      if (patch.label !== undefined) await lockLabels(m);
      const artist = await lockArtist(m, id);
      if (patch.label !== undefined && (await labelTaken(m, patch.label, artist.id))) throw conflict(FA_MSG.alreadyExists);
      if (patch.osuId) {
        const other = await m
          .getRepository(Artist)
          .createQueryBuilder("a")
          .where("a.osu_id = :o AND a.id <> :id", { o: patch.osuId, id: artist.id })
          .getOne();
        if (other) throw conflict(FA_MSG.osuIdTaken(patch.osuId, other.label));
        if (artist.osuId === null) patch.isUpToDate = true;
      }
      const changed = (Object.keys(patch) as (keyof Artist)[]).filter((k) => artist[k] !== patch[k]);
      if (Object.keys(patch).length) await m.update(Artist, artist.id, patch);
      const was = Object.fromEntries(changed.map((k) => [k, artist[k]]));
      const now = Object.fromEntries(changed.map((k) => [k, patch[k]]));
      if (changed.length)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.artistEdit,
          ...artistTarget(artist),
          oldValue: was,
          newValue: now,
        });
      return m.findOneByOrFail(Artist, { id: artist.id });
    });
  }

  /**
   * The review queue of /admin/summary: artists waiting for a review (`needsReview`), newest first, at most 50, with how
   * many wait in all (the admin page's "Needs review" filter lists them all).
   */
  async reviewQueue(viewer: AuthViewer | null): Promise<{ artists: Artist[]; totalCount: number }> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where(NEEDS_REVIEW_SQL, { reviewCutoff: reviewCutoff(this.deps.now()) });
    const [artists, totalCount] = await qb
      .orderBy("a.created_at", "DESC")
      .addOrderBy("a.id", "DESC")
      .take(REVIEW_QUEUE_SIZE)
      .getManyAndCount();
    return { artists, totalCount };
  }

  /**
   * osu!'s beatmapsets of an artist, most played first (the first page of 50, `artist="<name>"`, any status): to see
   * whether the community already maps an artist before contacting them. Through the app's osu! client; an osu! failure
   * is a clear "try again" (CONFLICT), never a 500.
   */
  async searchOsuBeatmapsets(viewer: AuthViewer | null, artistName: string): Promise<OsuBeatmapsetSearch & { query: string }> {
    requireRole(viewer, Role.ADMIN);
    const query = osuArtistQuery(artistName);
    if (isProblem(query)) fail(query);
    try {
      return { ...(await this.deps.osu.searchBeatmapsets({ query, status: "any", sort: "plays_desc" })), query };
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, "osu! beatmapset search failed");
      throw conflict(FA_MSG.osuUnavailable);
    }
  }

  /** "Mark reviewed": the admin looked at the artist today (it leaves the review queue for a year). */
  async markReviewed(viewer: AuthViewer | null, id: number): Promise<Artist> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, id);
      await m.update(Artist, artist.id, { lastReviewed: this.deps.now() });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...artistTarget(artist),
        oldValue: { lastReviewed: artist.lastReviewed },
        newValue: { lastReviewed: this.deps.now() },
      });
      return m.findOneByOrFail(Artist, { id: artist.id });
    });
  }

  /**
   * The members the artist was offered to, typed as usernames or osu! ids (replaces the list). Each must name exactly
   * one member: "Cannot find <x>!" otherwise, and never a guess between two members.
   */
  async setOfferedUsers(viewer: AuthViewer | null, id: number, refs: readonly string[]): Promise<Artist> {
    const admin = requireRole(viewer, Role.ADMIN);
    const list = checkUserList(refs);
    if (isProblem(list)) fail(list);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, id);
      const users: User[] = [];
      for (const ref of list) {
        const u = await resolveMember(m, ref);
        if (!users.some((x) => x.id === u.id)) users.push(u);
      }
      await m.query(`DELETE FROM artist_offered_users WHERE artist_id = $1`, [artist.id]);
      for (const u of users)
        await m.query(`INSERT INTO artist_offered_users (artist_id, user_id) VALUES ($1, $2)`, [artist.id, u.id]);
      await m.query(`UPDATE featured_artists SET updated_at = now() WHERE id = $1`, [artist.id]);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...artistTarget(artist),
        newValue: { offeredUsers: users.map((u) => u.username) },
      });
      return m.findOneByOrFail(Artist, { id: artist.id });
    });
  }

  /** What uses an artist (shown before a delete; the delete refuses while anything does). */
  async artistUsage(viewer: AuthViewer | null, id: number): Promise<Usage> {
    check(faScheduleAccess(viewer, this.deps.config.faScheduleOsuId));
    return artistUsage(this.db.manager, id);
  }

  // ---------------------------------------------------------------- songs

  /** An artist's songs by title (the FA Schedule account and admins). */
  async songs(viewer: AuthViewer | null, artistId: number, args: PageArgs): Promise<Page<Song>> {
    check(faScheduleAccess(viewer, this.deps.config.faScheduleOsuId));
    const qb = this.db.getRepository(Song).createQueryBuilder("s").where("s.artist_id = :artistId", { artistId });
    return keysetPage(qb, SONG_KEYS, args, { count: true });
  }

  async createSong(
    viewer: AuthViewer | null,
    artistId: number,
    input: { artistName?: string | null; title?: string | null; oszUrl?: string | null },
  ): Promise<Song> {
    const admin = requireRole(viewer, Role.ADMIN);
    const fields = checkSong(input);
    if (isProblem(fields)) fail(fields);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, artistId);
      const saved = await m.getRepository(Song).save(m.getRepository(Song).create({ ...fields, artistId: artist.id, tags: [] }));
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...songTarget(saved),
        newValue: "created",
      });
      return m.findOneByOrFail(Song, { id: saved.id });
    });
  }

  /** Edits a song's artist, title, .osz link and its exclusion from showcase (Classified) selection. */
  async updateSong(viewer: AuthViewer | null, songId: number, input: SongUpdate): Promise<Song> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const song = await lockSong(m, songId);
      const fields = checkSong({
        artistName: input.artistName ?? song.artistName,
        title: input.title ?? song.title,
        oszUrl: input.oszUrl === undefined ? song.oszUrl : input.oszUrl,
      });
      if (isProblem(fields)) fail(fields);
      const patch: Partial<Song> = { ...fields };
      if (typeof input.isExcludedFromClassified === "boolean") patch.isExcludedFromClassified = input.isExcludedFromClassified;
      await m.update(Song, song.id, patch);
      const changed = (Object.keys(patch) as (keyof Song)[]).filter((k) => song[k] !== patch[k]);
      const was = Object.fromEntries(changed.map((k) => [k, song[k]]));
      if (changed.length)
        await recordAdminAction(m, {
          actorId: admin.id,
          kind: AdminActionKind.artistEdit,
          ...songTarget(song),
          oldValue: was,
          newValue: Object.fromEntries(changed.map((k) => [k, patch[k]])),
        });
      return m.findOneByOrFail(Song, { id: song.id });
    });
  }

  /** Deletes a song, refused while beatmaps or priority quests use it. Its potential mappers' selections go with it. */
  async deleteSong(viewer: AuthViewer | null, songId: number): Promise<number> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const song = await lockSong(m, songId);
      check(deleteSongProblem(song.title, await songUsage(m, song.id)));
      await m.delete(Song, song.id);
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...songTarget(song),
        oldValue: "song",
        newValue: "deleted",
      });
      return song.id;
    });
  }

  async songUsage(viewer: AuthViewer | null, songId: number): Promise<Usage> {
    check(faScheduleAccess(viewer, this.deps.config.faScheduleOsuId));
    return songUsage(this.db.manager, songId);
  }

  async addSongTag(viewer: AuthViewer | null, songId: number, tag: string): Promise<Song> {
    return this.retagSong(viewer, songId, tag, tagsWith);
  }

  async removeSongTag(viewer: AuthViewer | null, songId: number, tag: string): Promise<Song> {
    return this.retagSong(viewer, songId, tag, tagsWithout);
  }

  /** One song's tags after `change` (adding or removing the checked `tag`), recorded in the admin audit log. */
  private async retagSong(
    viewer: AuthViewer | null,
    songId: number,
    tag: string,
    change: (tags: readonly string[], tag: string) => Problem | string[],
  ): Promise<Song> {
    const admin = requireRole(viewer, Role.ADMIN);
    const t = checkTag(tag);
    if (isProblem(t)) fail(t);
    return this.db.transaction(async (m) => {
      const song = await lockSong(m, songId);
      const tags = change(song.tags, t);
      if (isProblem(tags)) fail(tags);
      await m.update(Song, song.id, { tags });
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...songTarget(song),
        oldValue: { tags: song.tags },
        newValue: { tags },
      });
      return m.findOneByOrFail(Song, { id: song.id });
    });
  }

  /** Adds a tag to every song of the artist (songs that have it already, ignoring case, are left alone). */
  async addTagToAllSongs(viewer: AuthViewer | null, artistId: number, tag: string): Promise<Artist> {
    return this.retagAllSongs(viewer, artistId, tag, tagsWith, (t) => ({ newValue: { tagAddedToAllSongs: t } }));
  }

  async removeTagFromAllSongs(viewer: AuthViewer | null, artistId: number, tag: string): Promise<Artist> {
    return this.retagAllSongs(viewer, artistId, tag, tagsWithout, (t) => ({ oldValue: { tagOnAllSongs: t }, newValue: null }));
  }

  /**
   * Every song of the artist after `change` (adding or removing the checked `tag`); one song refused (over the tag
   * limit) refuses them all. Songs whose tags stay the same are not written. Recorded in the admin audit log as `audit`
   * says.
   */
  private async retagAllSongs(
    viewer: AuthViewer | null,
    artistId: number,
    tag: string,
    change: (tags: readonly string[], tag: string) => Problem | string[],
    audit: (tag: string) => { oldValue?: unknown; newValue: unknown },
  ): Promise<Artist> {
    const admin = requireRole(viewer, Role.ADMIN);
    const t = checkTag(tag);
    if (isProblem(t)) fail(t);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, artistId);
      const songs = await m
        .getRepository(Song)
        .createQueryBuilder("s")
        .setLock("pessimistic_write")
        .where("s.artist_id = :id", { id: artist.id })
        .getMany();
      const next = songs.map((s) => ({ song: s, tags: change(s.tags, t) }));
      const refused = next.find((n) => isProblem(n.tags));
      if (refused) fail(refused.tags as Problem);
      for (const { song, tags } of next) {
        if ((tags as string[]).length !== song.tags.length) await m.update(Song, song.id, { tags: tags as string[] });
      }
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.artistEdit,
        ...artistTarget(artist),
        ...audit(t),
      });
      return artist;
    });
  }

  /**
   * Which showcase mission holds a song: the newest open, non-separate showcase mission, and the members it handed the
   * song to (as their song, in their genre selection, or through its artist). Admins only: it names assignments.
   */
  async classifiedStatus(viewer: AuthViewer | null, songId: number): Promise<ClassifiedStatusView> {
    requireRole(viewer, Role.ADMIN);
    const song = await this.db.getRepository(Song).findOneBy({ id: songId });
    if (!song) throw notFound();
    const [mission] = await this.db.query(
      `SELECT id, name FROM missions WHERE is_showcase_mission AND status = 'open' AND NOT is_separate
        ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    if (!mission) return classifiedStatus(null, []);
    const claimants: { username: string }[] = await this.db.query(
      `SELECT DISTINCT u.username FROM users u WHERE u.id IN (
         SELECT user_id FROM showcase_assignments WHERE mission_id = $1 AND (song_id = $2 OR (kind = 'artist' AND artist_id = $3))
         UNION
         SELECT e.user_id FROM showcase_genre_entries e JOIN showcase_genre_songs g ON g.entry_id = e.id
          WHERE e.mission_id = $1 AND g.song_id = $2 AND g.slot IS NOT NULL)
       ORDER BY u.username`,
      [mission.id, song.id, song.artistId],
    );
    return classifiedStatus(
      mission.name,
      claimants.map((c) => c.username),
    );
  }

  // ---------------------------------------------------------------- reports

  /** Songs licensed since 2019-01-01, newest first. */
  async recentlyLicensedSongs(viewer: AuthViewer | null, args: PageArgs): Promise<Page<Song>> {
    requireRole(viewer, Role.ADMIN);
    const qb = this.db
      .getRepository(Song)
      .createQueryBuilder("s")
      .where("s.created_at >= :since", { since: RECENTLY_LICENSED_SINCE });
    return keysetPage(
      qb,
      [
        {
          sql: "date_trunc('milliseconds', s.created_at)",
          direction: "DESC",
          kind: "string",
          cast: "timestamptz",
          of: (s) => s.createdAt.toISOString(),
        },
        { sql: "s.id", direction: "DESC", kind: "number", of: (s) => s.id },
      ],
      args,
      { count: true },
    );
  }

  /**
   * Released artists with fewer than `threshold` songs that have a guild beatmap Ranked on or after `since`, by name,
   * each with that number.
   */
  async artistsWithoutRankedMaps(
    viewer: AuthViewer | null,
    sinceInput: string,
    thresholdInput: number,
    args: PageArgs & { artistId?: number },
  ): Promise<Page<RankedMapsRow>> {
    requireRole(viewer, Role.ADMIN);
    const since = checkDay(sinceInput);
    if (isProblem(since)) fail(since);
    const threshold = checkThreshold(thresholdInput);
    if (isProblem(threshold)) fail(threshold);
    const ranked = `(SELECT count(DISTINCT s.id) FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id
        WHERE s.artist_id = a.id AND b.status = 'Ranked' AND b.ranked_date >= CAST(:since AS date))`;
    const qb = this.db
      .getRepository(Artist)
      .createQueryBuilder("a")
      .where("a.osu_id IS NOT NULL")
      .andWhere(`${ranked} < :threshold`, { since, threshold });
    if (args.artistId !== undefined) qb.andWhere("a.id = :artistId", { artistId: args.artistId });
    const page = await keysetPage(
      qb,
      [lowerTextKey("a.label", (a) => a.label), { sql: "a.id", direction: "ASC", kind: "number", of: (a) => a.id }],
      args,
      { count: true },
    );
    const ids = page.nodes.map((a) => a.id);
    const counts: { artist_id: number; n: string }[] = ids.length
      ? await this.db.query(
          `SELECT s.artist_id, count(DISTINCT s.id) AS n FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id
            WHERE s.artist_id = ANY($1) AND b.status = 'Ranked' AND b.ranked_date >= CAST($2 AS date) GROUP BY s.artist_id`,
          [ids, since],
        )
      : [];
    const byArtist = new Map(counts.map((c) => [c.artist_id, Number(c.n)]));
    const rows = page.nodes.map((artist) => ({ artist, rankedSongs: byArtist.get(artist.id) ?? 0, since, threshold }));
    return {
      ...page,
      nodes: rows,
      edges: page.edges.map((e, i) => ({ cursor: e.cursor, node: rows[i] })),
    };
  }

  /** One row of `artistsWithoutRankedMaps` (a `node` lookup: the report's parameters travel in the global id). */
  async rankedMapsRow(viewer: AuthViewer | null, artistId: number, since: string, threshold: number): Promise<RankedMapsRow> {
    const [row] = (await this.artistsWithoutRankedMaps(viewer, since, threshold, { artistId, first: 1 })).nodes;
    if (!row) throw notFound();
    return row;
  }
}

/**
 * One member from what an admin typed: an osu! id (digits), else the exact username, else the username ignoring case
 * when exactly one member has it. Never a guess: "Cannot find <x>!" or "matches several members".
 */
export async function resolveMember(m: EntityManager, ref: string): Promise<User> {
  const repo = m.getRepository(User);
  if (/^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647) {
    const byOsuId = await repo.findOneBy({ osuId: Number(ref) });
    if (byOsuId) return byOsuId;
  }
  if (ref.length <= 32) {
    const exact = await repo.find({ where: { username: ref }, take: 2 });
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) throw badInput(FA_MSG.ambiguousUser(ref));
    const loose = await repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref }).take(2).getMany();
    if (loose.length === 1) return loose[0];
    if (loose.length > 1) throw badInput(FA_MSG.ambiguousUser(ref));
  }
  throw badInput(FA_MSG.cannotFind(ref));
}
