import type { Deps } from "../../core/deps";
import { badInput, notFound, unauthenticated, MSG } from "../../core/errors";
import { LogCategory, Mode, UserGroup } from "../../core/enums";
import {
  callsWithin,
  OsuRateLimitedError,
  USERS_PER_REQUEST,
  type OsuMe,
  type OsuUserProfile,
  type OsuUserStats,
} from "../../osu/osu-client";
import type { JobOutcome } from "../../jobs/runner";
import type { LogsService } from "../logs/logs.service";
import { User } from "./user.entity";
import { likePrefix, MODE_POINTS_COLUMN, parseUserReference } from "./users.rules";
import { keysetPage, type KeysetKey, type Page, type PageArgs } from "../../core/connection";
import { leanManyAndCount, type LeanProperties } from "../../core/lean";

export enum UserSort {
  points = "points",
  name = "name",
  joined = "joined",
}

export interface UserListFilter {
  mode?: Mode | null;
  search?: string | null;
  sort?: UserSort | null;
  ascending?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}

export interface UserList {
  users: User[];
  totalCount: number;
}

export const USERS_PAGE_MAX = 100;

/** Members refreshed per run of the osu! stats job (40 calls of 50 ids: 2,000 of osu!'s 1,200 units a minute). */
export const OSU_STATS_BATCH = 2000;
/** Members whose ranked mapset count is refreshed per hourly run (one request each: 4 minutes at 60 a minute). */
export const OSU_RANKED_COUNT_BATCH = 240;

/** A job run: its limits, passed on to the osu! client (osu-client.ts callsWithin), and its pass (JobContext). */
export interface OsuJobRun {
  deadline?: number;
  signal?: AbortSignal;
  /** Members refreshed since are this pass's: left out (a resumed run goes on with the rest). */
  cycleStart?: Date;
}

/** A run that met osu!'s rate limit: what it saved, what is left, and when to go on. */
function stoppedAt(err: OsuRateLimitedError, saved: string, left: number): JobOutcome {
  const resumeAt = new Date(Math.max(err.availableAt, Date.now() + 1000));
  return { summary: `${saved}; stopped at osu!'s rate limit with ${left} left, resuming ${resumeAt.toISOString()}`, resumeAt };
}

export class UsersService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
  ) {}

  private get repo() {
    return this.deps.db.getRepository(User);
  }

  findById(id: number): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  async getById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound();
    return user;
  }

  findByOsuId(osuId: number): Promise<User | null> {
    return this.repo.findOneBy({ osuId });
  }

  /** Our id of the member with this osu! id (the unique index answers it), or null. */
  async idOfOsuId(osuId: number): Promise<number | null> {
    if (!Number.isSafeInteger(osuId) || osuId < 1 || osuId > 2_147_483_647) return null;
    const [row]: { id: number }[] = await this.repo.query(`SELECT id FROM users WHERE osu_id = $1`, [osuId]);
    return row?.id ?? null;
  }

  /** Resolves what a person typed (username, case-insensitive, or osu! id) to a member. */
  async findByReference(input: string): Promise<User> {
    const ref = parseUserReference(input);
    if (!ref) throw badInput(MSG.cannotFindUser);
    const user =
      "osuId" in ref
        ? await this.repo.findOneBy({ osuId: ref.osuId })
        : await this.repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
    if (!user) throw notFound(MSG.cannotFindUser);
    return user;
  }

  /** Creates or refreshes the member from osu!'s /me at sign-in. osu! groups never grant MG roles. */
  async upsertFromOsu(me: OsuMe): Promise<User> {
    const existing = await this.repo.findOneBy({ osuId: me.id });
    if (existing) {
      existing.username = me.username;
      existing.coverUrl = me.coverUrl;
      existing.rankedBeatmapsCount = me.rankedBeatmapsetCount;
      existing.rankedCountRefreshedAt = this.deps.now();
      await this.repo.save(existing);
      return existing;
    }
    const created = this.repo.create({
      osuId: me.id,
      username: me.username,
      group: UserGroup.user,
      coverUrl: me.coverUrl,
      rankedBeatmapsCount: me.rankedBeatmapsetCount,
      rankedCountRefreshedAt: this.deps.now(),
    });
    await this.repo.save(created);
    await this.logs.write(created.id, "joined the Mappers' Guild", LogCategory.user);
    return created;
  }

  async setShowcaseMapper(viewer: User | null, value: boolean): Promise<User> {
    return this.setOwnFlag(viewer, "isShowcaseMapper", value);
  }

  async setContestHelper(viewer: User | null, value: boolean): Promise<User> {
    return this.setOwnFlag(viewer, "isContestHelper", value);
  }

  private async setOwnFlag(viewer: User | null, flag: "isShowcaseMapper" | "isContestHelper", value: unknown): Promise<User> {
    if (!viewer) throw unauthenticated();
    if (typeof value !== "boolean") throw badInput("value must be true or false");
    await this.repo.update({ id: viewer.id }, { [flag]: value });
    return this.getById(viewer.id);
  }

  /** The members the ranking's filters keep (a mode: points in it; a search: username prefix or osu! id). */
  private filteredUsers(filter: Pick<UserListFilter, "mode" | "search">) {
    const qb = this.repo.createQueryBuilder("u");
    const modeCol = filter.mode ? MODE_POINTS_COLUMN[filter.mode] : null;
    if (modeCol) qb.andWhere(`u.${modeCol} > 0`);
    const search = filter.search?.trim();
    if (search) {
      if (search.length > 32) throw badInput("Search is too long");
      const ref = parseUserReference(search);
      if (ref && "osuId" in ref) {
        qb.andWhere("(u.osu_id = :osuId OR lower(u.username) LIKE :prefix ESCAPE '\\')", {
          osuId: ref.osuId,
          prefix: likePrefix(search),
        });
      } else {
        qb.andWhere("lower(u.username) LIKE :prefix ESCAPE '\\'", { prefix: likePrefix(search) });
      }
    }
    return { qb, modeCol };
  }

  /** The public ranking: filter by mode (users with points in it), prefix search, sort, paged. */
  async list(filter: UserListFilter): Promise<UserList> {
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), USERS_PAGE_MAX);
    const offset = Math.max(filter.offset ?? 0, 0);
    const { qb, modeCol } = this.filteredUsers(filter);
    const dir = filter.ascending ? "ASC" : "DESC";
    switch (filter.sort ?? UserSort.points) {
      case UserSort.name:
        qb.orderBy("lower(u.username)", filter.ascending === false ? "DESC" : "ASC");
        break;
      case UserSort.joined:
        qb.orderBy("u.created_at", dir);
        break;
      default:
        qb.orderBy(modeCol ? `u.${modeCol}` : "u.total_points", dir);
    }
    qb.addOrderBy("u.id", "ASC").offset(offset).limit(limit);
    const [users, totalCount] = await leanManyAndCount(qb);
    return { users, totalCount };
  }

  /** Counts of members per MG rank (0-5), for the users page's rank sections. */
  async rankCounts(): Promise<number[]> {
    const rows: { rank: number; count: string }[] = await this.repo
      .createQueryBuilder("u")
      .select("u.rank", "rank")
      .addSelect("count(*)", "count")
      .groupBy("u.rank")
      .getRawMany();
    const counts = [0, 0, 0, 0, 0, 0];
    for (const r of rows) counts[Number(r.rank)] = Number(r.count);
    return counts;
  }

  /**
   * Refreshes members' osu! global rank and pp per mode (mission requirements need them), stalest first, in osu!'s
   * 50-id calls of `/api/v2/users` (50 units each against osu!'s 1,200 a minute: the client paces them). Each chunk is
   * saved as it arrives, so `stats_refreshed_at` is the job's cursor: a run stopped at the rate limit or its time
   * limit keeps what it fetched, and the next run (asked for at once, `resumeAt`) goes on with the stalest rest.
   * The "refresh-osu-stats" job (users.jobs.ts).
   */
  async refreshOsuStats(limit = OSU_STATS_BATCH, run: OsuJobRun = {}): Promise<JobOutcome> {
    const qb = this.repo.createQueryBuilder("u").select(["u.id", "u.osuId"]);
    if (run.cycleStart) qb.where("(u.stats_refreshed_at IS NULL OR u.stats_refreshed_at < :since)", { since: run.cycleStart });
    const users = await qb.orderBy("u.stats_refreshed_at", "ASC", "NULLS FIRST").addOrderBy("u.id", "ASC").limit(limit).getMany();
    if (users.length === 0) return { summary: "no users" };
    const call = callsWithin(run);
    let done = 0;
    let updated = 0;
    for (let i = 0; i < users.length; i += USERS_PER_REQUEST) {
      const chunk = users.slice(i, i + USERS_PER_REQUEST);
      let stats: OsuUserStats[];
      try {
        stats = await this.deps.osu.usersStats(
          chunk.map((u) => u.osuId),
          call,
        );
      } catch (err) {
        if (err instanceof OsuRateLimitedError)
          return stoppedAt(err, `refreshed ${updated} of ${users.length} users`, users.length - done);
        this.deps.logger.warn({ err: (err as Error).message, saved: updated }, "osu! stats refresh stopped");
        throw err;
      }
      const byOsuId = new Map(stats.map((s) => [s.id, s]));
      const now = this.deps.now();
      await this.deps.db.transaction(async (m) => {
        for (const u of chunk) {
          const s = byOsuId.get(u.osuId);
          // Absent: restricted, deleted or unknown on osu!; its values stay, it goes to the back of the line.
          if (!s) {
            await m.update(User, { id: u.id }, { statsRefreshedAt: now });
            continue;
          }
          await m.update(
            User,
            { id: u.id },
            {
              globalRank: s.globalRank,
              ppOsu: s.pp.osu,
              ppTaiko: s.pp.taiko,
              ppCatch: s.pp.catch,
              ppMania: s.pp.mania,
              statsRefreshedAt: now,
            },
          );
          updated++;
        }
      });
      done += chunk.length;
    }
    return { summary: `refreshed ${updated} of ${users.length} users` };
  }

  /**
   * Refreshes members' ranked mapset counts (ranked-count mission limits read them), stalest first. Only osu!'s full
   * user endpoint has the count (`/api/v2/users/{id}`, one request each; `/api/v2/users` never sends it), so each run
   * takes a bounded batch within the budget; sign-in refreshes it too (`/me`). `ranked_count_refreshed_at` is the
   * cursor, as for the stats job. The "refresh-osu-ranked-counts" job (users.jobs.ts).
   */
  async refreshRankedCounts(limit = OSU_RANKED_COUNT_BATCH, run: OsuJobRun = {}): Promise<JobOutcome> {
    const qb = this.repo.createQueryBuilder("u").select(["u.id", "u.osuId"]);
    if (run.cycleStart)
      qb.where("(u.ranked_count_refreshed_at IS NULL OR u.ranked_count_refreshed_at < :since)", { since: run.cycleStart });
    const users = await qb
      .orderBy("u.ranked_count_refreshed_at", "ASC", "NULLS FIRST")
      .addOrderBy("u.id", "ASC")
      .limit(limit)
      .getMany();
    if (users.length === 0) return { summary: "no users" };
    const call = callsWithin(run);
    let done = 0;
    let updated = 0;
    let missing = 0;
    for (const u of users) {
      let profile: OsuUserProfile | null;
      try {
        profile = await this.deps.osu.user(u.osuId, call);
      } catch (err) {
        const saved = `refreshed ${updated} of ${users.length} ranked counts (${missing} not on osu!)`;
        if (err instanceof OsuRateLimitedError) return stoppedAt(err, saved, users.length - done);
        this.deps.logger.warn({ err: (err as Error).message, saved: updated }, "osu! ranked count refresh stopped");
        throw err;
      }
      const now = this.deps.now();
      if (profile) {
        await this.repo.update(u.id, { rankedBeatmapsCount: profile.rankedBeatmapsetCount, rankedCountRefreshedAt: now });
        updated++;
      } else {
        await this.repo.update(u.id, { rankedCountRefreshedAt: now });
        missing++;
      }
      done++;
    }
    return { summary: `refreshed ${updated} of ${users.length} ranked counts (${missing} not on osu!)` };
  }

  /**
   * `usersConnection`: the members list of `list` (same filters, same order, ties broken by id) as keyset pages
   * (core/connection.ts). "joined" orders by the creation time truncated to milliseconds, the precision a cursor keeps.
   */
  connection(filter: Omit<UserListFilter, "limit" | "offset">, args: PageArgs, only?: LeanProperties): Promise<Page<User>> {
    const { qb, modeCol } = this.filteredUsers(filter);
    const dir = filter.ascending ? "ASC" : "DESC";
    let first: KeysetKey<User>;
    switch (filter.sort ?? UserSort.points) {
      case UserSort.name:
        first = {
          sql: "lower(u.username)",
          direction: filter.ascending === false ? "DESC" : "ASC",
          kind: "string",
          of: (u) => u.username.toLowerCase(),
        };
        break;
      case UserSort.joined:
        first = {
          sql: "date_trunc('milliseconds', u.created_at)",
          direction: dir,
          kind: "string",
          of: (u) => u.createdAt.toISOString(),
          cast: "timestamptz",
        };
        break;
      default: {
        const col = modeCol ?? "total_points";
        const prop = col.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof User;
        first = { sql: `u.${col}`, direction: dir, kind: "number", of: (u) => Number(u[prop]) };
      }
    }
    return keysetPage(qb, [first, { sql: "u.id", direction: "ASC", kind: "number", of: (u) => u.id }], args, {
      count: true,
      only,
    });
  }
}
