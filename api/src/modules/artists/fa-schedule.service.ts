import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { badInput, check, conflict, fail, notFound } from "../../core/errors";
import { keysetPage, lowerTextKey, type KeysetKey, type Page, type PageArgs } from "../../core/connection";
import type { AuthViewer } from "../../core/access";
import { User } from "../users/user.entity";
import { Artist } from "./artist.entity";
import { artistUsage, lockArtist } from "./artists.data";
import {
  checkContactDay,
  checkDay,
  checkNotes,
  checkSearch,
  checkUserIds,
  COLUMN_ORDER,
  COLUMN_SQL,
  createDealRow,
  deleteArtistProblem,
  FA_MSG,
  faScheduleAccess,
  FaColumn,
  FaFlag,
  flagPatch,
  isProblem,
  likeContainsAsTyped,
  resetPatch,
  type ColumnOrder,
  type CreateDealInput,
  type DealPatch,
} from "./artists.rules";
import { MEMBERS_BY_NAME } from "../users/member-order";

export type { PageArgs };

const EPOCH = new Date(0).toISOString();
const LAST_CONTACTED: KeysetKey<Artist> = {
  sql: `date_trunc('milliseconds', coalesce(a.last_contacted, 'epoch'::timestamptz))`,
  direction: "DESC",
  kind: "string",
  cast: "timestamptz",
  of: (a) => (a.lastContacted ? a.lastContacted.toISOString() : EPOCH),
};
const ID_DESC: KeysetKey<Artist> = { sql: "a.id", direction: "DESC", kind: "number", of: (a) => a.id };

/** Keyset orders of the columns (artists_rules COLUMN_ORDER; the service test checks they match compareInColumn). */
const KEYS: Record<ColumnOrder, KeysetKey<Artist>[]> = {
  release: [
    {
      sql: `coalesce(a.projected_release, DATE '9999-12-31')`,
      direction: "ASC",
      kind: "string",
      cast: "date",
      of: (a) => a.projectedRelease ?? "9999-12-31",
    },
    LAST_CONTACTED,
    ID_DESC,
  ],
  lastContacted: [LAST_CONTACTED, ID_DESC],
  created: [
    {
      sql: `date_trunc('milliseconds', a.created_at)`,
      direction: "DESC",
      kind: "string",
      cast: "timestamptz",
      of: (a) => a.createdAt.toISOString(),
    },
    ID_DESC,
  ],
  label: [lowerTextKey("a.label", (a) => a.label), { sql: "a.id", direction: "ASC", kind: "number", of: (a) => a.id }],
};

/**
 * The FA Schedule (`/artists`): the deal board of featured artists and its writes. Every method checks that the caller
 * is the configured FA Schedule account or an admin (README "Who may do what"); nothing here writes the public
 * activity log, because the licensing pipeline is confidential.
 */
export class FaScheduleService {
  constructor(private readonly deps: Deps) {}

  private get db() {
    return this.deps.db;
  }

  /** The configured FA Schedule account's osu! id. */
  get faScheduleOsuId(): number {
    return this.deps.config.faScheduleOsuId;
  }

  private access<V extends AuthViewer>(viewer: V | null | undefined): V {
    check(faScheduleAccess(viewer, this.deps.config.faScheduleOsuId));
    return viewer!;
  }

  /** One column of the board, in the column's order, optionally filtered by a part of the label. */
  async column(viewer: AuthViewer | null, column: FaColumn, args: PageArgs & { label?: string | null }): Promise<Page<Artist>> {
    this.access(viewer);
    const label = checkSearch(args.label);
    if (isProblem(label)) fail(label);
    const qb = this.db.getRepository(Artist).createQueryBuilder("a").where(COLUMN_SQL[column]);
    if (label) qb.andWhere(`lower(a.label) LIKE lower(:pat)`, { pat: likeContainsAsTyped(label) });
    return keysetPage(qb, KEYS[COLUMN_ORDER[column]], args, { count: true });
  }

  async artist(viewer: AuthViewer | null, id: number): Promise<Artist> {
    this.access(viewer);
    const artist = await this.db.getRepository(Artist).findOneBy({ id });
    if (!artist) throw notFound();
    return artist;
  }

  /**
   * Members who may be chosen as showcase mappers: those who switched "FA showcase mapper" on in their user menu,
   * by username, optionally by a username prefix or an osu! id.
   */
  async showcaseMapperCandidates(viewer: AuthViewer | null, args: PageArgs & { search?: string | null }): Promise<Page<User>> {
    this.access(viewer);
    const search = checkSearch(args.search);
    if (isProblem(search)) fail(search);
    const qb = this.db.getRepository(User).createQueryBuilder("u").where("u.is_showcase_mapper");
    if (search && /^\d{1,10}$/.test(search)) {
      qb.andWhere("(u.osu_id = :osuId OR lower(u.username) LIKE :pat)", { osuId: Number(search), pat: `${search}%` });
    } else if (search) {
      qb.andWhere("lower(u.username) LIKE :pat", { pat: `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    }
    return keysetPage(qb, MEMBERS_BY_NAME, args, { count: true });
  }

  /** "Add artist": a new deal ("already exists" when an artist has the same name, ignoring case and outer spaces). */
  async create(viewer: AuthViewer | null, input: CreateDealInput): Promise<Artist> {
    this.access(viewer);
    const row = createDealRow(input, this.deps.now());
    if (isProblem(row)) fail(row);
    return this.db.transaction(async (m) => {
      await lockLabels(m);
      if (await labelTaken(m, row.label)) throw conflict(FA_MSG.alreadyExists);
      const created = await m.getRepository(Artist).save(m.getRepository(Artist).create(row as Partial<Artist>));
      return m.findOneByOrFail(Artist, { id: created.id });
    });
  }

  /** One of the card's switches (flagPatch: up to date needs pending songs to be switched off, and so on). */
  async setFlag(viewer: AuthViewer | null, id: number, flag: FaFlag, value: boolean): Promise<Artist> {
    this.access(viewer);
    if (!Object.values(FaFlag).includes(flag) || typeof value !== "boolean") throw badInput("Invalid flag");
    return this.write(id, (a) => {
      const patch = flagPatch(a, flag, value, this.deps.now());
      if (isProblem(patch)) fail(patch);
      return patch;
    });
  }

  /** Projected release day (yyyy-mm-dd); null clears it. */
  async setProjectedRelease(viewer: AuthViewer | null, id: number, day: string | null): Promise<Artist> {
    this.access(viewer);
    let value: string | null = null;
    if (day !== null && day !== undefined) {
      const checked = checkDay(day);
      if (isProblem(checked)) fail(checked);
      value = checked;
    }
    return this.write(id, () => ({ projectedRelease: value }));
  }

  /** Day of the last contact (yyyy-mm-dd, not in the future); null = never contacted. */
  async setLastContacted(viewer: AuthViewer | null, id: number, day: string | null): Promise<Artist> {
    this.access(viewer);
    let value: Date | null = null;
    if (day !== null && day !== undefined) {
      const checked = checkContactDay(day, this.deps.now());
      if (isProblem(checked)) fail(checked);
      value = checked;
    }
    return this.write(id, () => ({ lastContacted: value }));
  }

  /** Internal notes (at most 5000 characters; empty clears them). */
  async setNotes(viewer: AuthViewer | null, id: number, notes: string | null): Promise<Artist> {
    this.access(viewer);
    const checked = checkNotes(notes);
    if (isProblem(checked)) fail(checked);
    return this.write(id, () => ({ notes: checked }));
  }

  /**
   * The artist's showcase mappers, chosen among members. A member newly added must have the "FA showcase mapper" switch
   * on; members already listed (e.g. who rolled the artist on a priority quest) may stay. A member taken off the list
   * also loses their song selections of this artist, unless a priority quest assigns them the artist.
   */
  async setShowcaseMappers(viewer: AuthViewer | null, id: number, userIds: readonly string[]): Promise<Artist> {
    this.access(viewer);
    const ids = checkUserIds(userIds);
    if (isProblem(ids)) fail(ids);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, id);
      const current = new Set<number>(
        (await m.query(`SELECT user_id FROM artist_showcase_mappers WHERE artist_id = $1`, [artist.id])).map(
          (r: { user_id: number }) => r.user_id,
        ),
      );
      const users = ids.length
        ? await m.getRepository(User).createQueryBuilder("u").where("u.id IN (:...ids)", { ids }).getMany()
        : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      for (const uid of ids) {
        const u = byId.get(uid);
        if (!u) throw badInput(FA_MSG.cannotFind(String(uid)));
        if (!current.has(uid) && !u.isShowcaseMapper) throw badInput(FA_MSG.notShowcaseMapper(u.username));
      }
      const removed = [...current].filter((uid) => !ids.includes(uid));
      const added = ids.filter((uid) => !current.has(uid));
      if (removed.length) {
        await m.query(`DELETE FROM artist_showcase_mappers WHERE artist_id = $1 AND user_id = ANY($2)`, [artist.id, removed]);
        await m.query(
          `DELETE FROM song_showcase_mappers x
            WHERE x.user_id = ANY($2) AND x.song_id IN (SELECT id FROM featured_songs WHERE artist_id = $1)
              AND NOT EXISTS (SELECT 1 FROM showcase_assignments s WHERE s.user_id = x.user_id AND s.artist_id = $1 AND s.kind = 'artist')`,
          [artist.id, removed],
        );
      }
      for (const uid of added) {
        await m.query(`INSERT INTO artist_showcase_mappers (artist_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
          artist.id,
          uid,
        ]);
      }
      await m.query(`UPDATE featured_artists SET updated_at = now() WHERE id = $1`, [artist.id]);
      return m.findOneByOrFail(Artist, { id: artist.id });
    });
  }

  /** "Reset": every progress flag off and no projected release; contact, notes and songs stay. */
  async reset(viewer: AuthViewer | null, id: number): Promise<Artist> {
    this.access(viewer);
    return this.write(id, () => resetPatch());
  }

  /** Deletes a deal, refused while quests, priority quests or beatmaps use the artist (or its songs). */
  async delete(viewer: AuthViewer | null, id: number): Promise<number> {
    this.access(viewer);
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, id);
      check(deleteArtistProblem(artist.label, await artistUsage(m, artist.id)));
      await m.delete(Artist, artist.id);
      return artist.id;
    });
  }

  /** "Mark all as rejected": every artist of the Awaiting response column becomes rejected. Returns how many. */
  async rejectAllAwaiting(viewer: AuthViewer | null): Promise<number> {
    this.access(viewer);
    const rows: unknown[] = await this.db.transaction((m) =>
      m.query(
        `UPDATE featured_artists AS a SET is_rejected = true, updated_at = now() WHERE ${COLUMN_SQL[FaColumn.awaitingResponse]} RETURNING a.id`,
      ),
    );
    // pg answers an UPDATE … RETURNING with [rows, count]
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return list.length;
  }

  /** Locks the artist, applies the patch the rule computed from its current state, answers with the new row. */
  private write(id: number, patchOf: (a: Artist) => DealPatch | Partial<Artist>): Promise<Artist> {
    return this.db.transaction(async (m) => {
      const artist = await lockArtist(m, id);
      const patch = patchOf(artist);
      await m.update(Artist, artist.id, patch as Partial<Artist>);
      return m.findOneByOrFail(Artist, { id: artist.id });
    });
  }
}

/** Serialises the "already exists" checks (creates and renames are rare): one at a time. */
export async function lockLabels(m: EntityManager): Promise<void> {
  await m.query(`LOCK TABLE featured_artists IN SHARE ROW EXCLUSIVE MODE`);
}

/** Is the name taken by another artist (ignoring case and outer spaces)? */
export async function labelTaken(m: EntityManager, label: string, exceptId?: number): Promise<boolean> {
  const [row] = await m.query(
    `SELECT EXISTS (SELECT 1 FROM featured_artists WHERE lower(trim(label)) = lower($1) AND id <> $2) AS taken`,
    [label.trim(), exceptId ?? 0],
  );
  return !!row.taken;
}
