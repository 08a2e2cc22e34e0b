import type { EntityManager } from "typeorm";
import type { Deps } from "../../core/deps";
import { requireUser } from "../../core/access";
import { badInput, check, conflict, fail, forbidden, notFound, type Problem } from "../../core/errors";
import { keysetPage, type Page } from "../../core/connection";
import { AppError } from "../../core/errors";
import type { User } from "../users/user.entity";
import type { PointsService } from "../points/points.service";
import { Submission } from "./submission.entity";
import {
  CONTEST_LIMITS,
  CONTEST_MSG,
  isProblem,
  matchCsvNames,
  parseAnonymisationCsv,
  parseHttpUrl,
  submissionNameProblem,
  submissionWindowProblem,
} from "./contests.rules";
import { findMember, loadManaged, loadManagedForReading, loadVisible, withPointsRecalc } from "./contests.access";

const unwrap = <T>(v: T | Problem): T => {
  if (isProblem(v)) fail(v);
  return v as T;
};

export interface CsvSyncResult {
  renamed: number;
  /** Usernames of entrants whose osu! id is not in the CSV: their entries need renaming by hand. */
  unmatched: string[];
}

/** Entries: participants hand in theirs; creators name, add, delete and import them (README.md "Entries"). */
export class ContestEntriesService {
  constructor(
    private readonly deps: Deps,
    private readonly points: PointsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Hands in (or replaces) the caller's entry: Beatmapping phase, between start and end, an http(s) URL. Creators do
   * not enter their own contest. One entry per member and contest.
   */
  async submit(viewer: User | null, contestId: number, url: string): Promise<Submission> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      // A share lock: a status change (which locks the contest for update) waits for this entry, or this for it.
      const { contest, roles } = await loadVisible(m, user, contestId, "share");
      if (roles.isCreator) throw forbidden(CONTEST_MSG.creatorCannotSubmit);
      check(submissionWindowProblem(contest, this.deps.now()));
      const parsed = unwrap(parseHttpUrl(url)).url;
      if (!parsed) throw badInput(CONTEST_MSG.invalidUrl);
      const [existing] = await m.query(`SELECT id FROM contest_submissions WHERE contest_id = $1 AND creator_id = $2`, [
        contestId,
        user.id,
      ]);
      if (!existing) await this.checkRoom(m, contestId, 1);
      const [row]: { id: number }[] = await m.query(
        `INSERT INTO contest_submissions (contest_id, creator_id, url) VALUES ($1, $2, $3)
         ON CONFLICT (contest_id, creator_id) DO UPDATE SET url = EXCLUDED.url, updated_at = now()
         RETURNING id`,
        [contestId, user.id, parsed],
      );
      return m.getRepository(Submission).findOneByOrFail({ id: row.id });
    });
  }

  /** The creators' table of entries (with entrants), in the order they were handed in. */
  async list(
    viewer: User | null,
    contestId: number,
    args: { first?: number | null; after?: string | null },
  ): Promise<Page<Submission>> {
    const user = requireUser(viewer);
    await loadManagedForReading(this.db.manager, user, contestId);
    const qb = this.db.getRepository(Submission).createQueryBuilder("s").where("s.contest_id = :id", { id: contestId });
    return keysetPage(qb, [{ sql: "s.id", direction: "ASC", kind: "number", of: (s) => s.id }], args, { count: true });
  }

  /** A late entry added by a creator (any phase but complete; admins also then). */
  async addManually(
    viewer: User | null,
    contestId: number,
    input: { user: string; name?: string | null; url?: string | null },
  ): Promise<Submission> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      let entrant: User;
      try {
        entrant = await findMember(m, input.user ?? "");
      } catch (err) {
        if (err instanceof AppError && err.code === "NOT_FOUND") throw notFound(CONTEST_MSG.userMissing);
        throw err;
      }
      await this.checkNotCreator(m, contestId, [entrant.id]);
      const name = input.name?.trim() ? input.name.trim() : null;
      if (name) check(submissionNameProblem(name));
      const url = unwrap(parseHttpUrl(input.url)).url;
      const [dup] = await m.query(`SELECT 1 FROM contest_submissions WHERE contest_id = $1 AND creator_id = $2`, [
        contestId,
        entrant.id,
      ]);
      if (dup) throw conflict(CONTEST_MSG.alreadySubmitted);
      await this.checkRoom(m, contestId, 1);
      return withPointsRecalc(m, this.points, contest, () =>
        m.getRepository(Submission).save(m.getRepository(Submission).create({ contestId, creatorId: entrant.id, name, url })),
      );
    });
  }

  /** Sets an entry's anonymised name; the entry must belong to this contest. */
  async rename(viewer: User | null, contestId: number, submissionId: number, name: string): Promise<Submission> {
    const user = requireUser(viewer);
    check(submissionNameProblem(name ?? ""));
    return this.db.transaction(async (m) => {
      await loadManaged(m, user, contestId);
      const s = await this.ownSubmission(m, contestId, submissionId);
      await m.update(Submission, { id: s.id }, { name: name.trim() });
      return m.getRepository(Submission).findOneByOrFail({ id: s.id });
    });
  }

  /** Deletes an entry of this contest with its screenings, judgings and votes. */
  async remove(viewer: User | null, contestId: number, submissionId: number): Promise<number> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      const s = await this.ownSubmission(m, contestId, submissionId);
      await withPointsRecalc(m, this.points, contest, () => m.delete(Submission, { id: s.id }));
      return s.id;
    });
  }

  /**
   * Renames every entry from the anonymiser's CSV (`username,osu id,name` lines), matching the entrant's osu! id
   * exactly. A malformed CSV changes nothing.
   */
  async syncNames(viewer: User | null, contestId: number, csv: string): Promise<CsvSyncResult> {
    const user = requireUser(viewer);
    const entries = unwrap(parseAnonymisationCsv(csv ?? ""));
    return this.db.transaction(async (m) => {
      await loadManaged(m, user, contestId);
      const subs: { id: number; osu_id: number; username: string }[] = await m.query(
        `SELECT s.id, u.osu_id, u.username FROM contest_submissions s JOIN users u ON u.id = s.creator_id
          WHERE s.contest_id = $1 ORDER BY s.id`,
        [contestId],
      );
      const { renames, unmatched } = matchCsvNames(
        subs.map((s) => ({ id: s.id, creatorOsuId: Number(s.osu_id), creatorName: s.username })),
        entries,
      );
      for (const r of renames) await m.update(Submission, { id: r.submissionId }, { name: r.name });
      return { renamed: renames.length, unmatched };
    });
  }

  /**
   * Creates the entries of a contest run on the official osu! listing from its CSV (only while the contest has no
   * entries and a listing URL is set). osu! accounts that never signed in here become members without points.
   */
  async addFromCsv(viewer: User | null, contestId: number, csv: string): Promise<number> {
    const user = requireUser(viewer);
    const entries = unwrap(parseAnonymisationCsv(csv ?? ""));
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, contestId);
      const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM contest_submissions WHERE contest_id = $1`, [contestId]);
      if (Number(n) > 0) throw conflict(CONTEST_MSG.csvOnlyWithoutSubmissions);
      if (!contest.osuContestListingUrl) throw badInput(CONTEST_MSG.csvNeedsListing);
      await this.checkRoom(m, contestId, entries.length);
      for (const e of entries) {
        await m.query(`INSERT INTO users (osu_id, username) VALUES ($1, $2) ON CONFLICT (osu_id) DO NOTHING`, [
          e.osuId,
          e.username,
        ]);
      }
      const users: { id: number; osu_id: number }[] = await m.query(
        `SELECT id, osu_id FROM users WHERE osu_id = ANY($1::int[])`,
        [entries.map((e) => e.osuId)],
      );
      const idByOsu = new Map(users.map((u) => [Number(u.osu_id), u.id]));
      await this.checkNotCreator(m, contestId, [...idByOsu.values()]);
      await withPointsRecalc(m, this.points, contest, async () => {
        for (const e of entries) {
          await m.insert(Submission, { contestId, creatorId: idByOsu.get(e.osuId)!, name: e.name, url: null });
        }
      });
      return entries.length;
    });
  }

  // ---------------------------------------------------------------- helpers

  /** The entry, when it belongs to this contest; "Cannot find submission!" otherwise. */
  private async ownSubmission(m: EntityManager, contestId: number, submissionId: number): Promise<Submission> {
    const s = Number.isSafeInteger(submissionId)
      ? await m.getRepository(Submission).findOneBy({ id: submissionId, contestId })
      : null;
    if (!s) throw notFound(CONTEST_MSG.submissionNotFound);
    return s;
  }

  private async checkRoom(m: EntityManager, contestId: number, adding: number): Promise<void> {
    const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM contest_submissions WHERE contest_id = $1`, [contestId]);
    if (Number(n) + adding > CONTEST_LIMITS.submissionsPerContest) throw badInput(CONTEST_MSG.tooManySubmissions);
  }

  private async checkNotCreator(m: EntityManager, contestId: number, userIds: number[]): Promise<void> {
    const [hit] = await m.query(`SELECT 1 FROM contest_creators WHERE contest_id = $1 AND user_id = ANY($2::int[])`, [
      contestId,
      userIds,
    ]);
    if (hit) throw forbidden(CONTEST_MSG.creatorCannotSubmit);
  }
}
