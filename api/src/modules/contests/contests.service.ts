// Over 400 lines: the transactional use cases of contests; the rules are in contests.rules.ts and the reads in the resolver's loaders.
import type { EntityManager } from "typeorm";
import { auditTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../audit/audit.rules";
import { QueryFailedError } from "typeorm";
import type { Deps } from "../../core/deps";
import { Role, requireRole, requireUser } from "../../core/access";
import { LogCategory, MODES, Mode } from "../../core/enums";
import { badInput, check, conflict, fail, notFound, type Problem } from "../../core/errors";
import { keysetPage, type Page } from "../../core/connection";
import type { WebhookMessage } from "../../core/notifier";
import type { User } from "../users/user.entity";
import type { LogsService } from "../logs/logs.service";
import type { PointsService } from "../points/points.service";
import { Contest, ContestStatus } from "./contest.entity";
import {
  CONTEST_LIMITS,
  CONTEST_MSG,
  contestDatesProblem,
  contestNameProblem,
  deleteProblem,
  descriptionProblem,
  isProblem,
  isPubliclyVisible,
  likePattern,
  missingRequirements,
  parseHttpUrl,
  parseListingUrl,
  statusChangeProblem,
  thresholdProblem,
  voteCountProblem,
  type StatusFacts,
} from "./contests.rules";
import {
  CONTEST_LIST_KEYS,
  findMember,
  loadContest,
  loadManaged,
  loadManagedForReading,
  loadVisible,
  withPointsRecalc,
} from "./contests.access";
import { contestPhaseEvent } from "./contest-events";

export enum ContestCategoryValue {
  active = "active",
  completed = "completed",
  mine = "mine",
  pendingApproval = "pendingApproval",
}

export interface ContestListArgs {
  category?: ContestCategoryValue | null;
  search?: string | null;
  mode?: Mode | null;
  first?: number | null;
  after?: string | null;
}

/** A creator's edit: undefined = unchanged; null (or "") clears an optional field. */
export interface ContestPatch {
  name?: string;
  mode?: Mode;
  url?: string | null;
  osuContestListingUrl?: string | null;
  resultsUrl?: string | null;
  bannerUrl?: string | null;
  download?: string | null;
  description?: string;
  contestStart?: Date | null;
  contestEnd?: Date | null;
  useRawScoring?: boolean;
  hasPublicJudges?: boolean;
  screeningVoteCount?: number;
  judgingThreshold?: number;
  screeningBonus?: boolean;
  judgingCommentsEnabled?: boolean;
  communityVoteCount?: number;
  communityVoteEnd?: Date | null;
  communityVoteDescription?: string;
}

export type AdminFlag = "isApproved" | "isFeaturedArtistContest" | "isEligibleForPoints" | "skipWebhook";

export const ANNOUNCEMENT_FAILED = "Messages were not sent. Nothing was changed; try again later.";

const unwrap = <T>(v: T | Problem): T => {
  if (isProblem(v)) fail(v);
  return v as T;
};

const isUniqueViolation = (err: unknown) =>
  err instanceof QueryFailedError && (err as QueryFailedError & { code?: string }).code === "23505";

/**
 * Contests themselves: listing, one contest, creation, the creators' edits and status changes (with their
 * announcements), creators, deletion and the admin flags. Entries, staff, phases and results have their own services.
 */
export class ContestsService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
    private readonly points: PointsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  // ---------------------------------------------------------------- reading

  /**
   * Active (approved, not hidden, not complete), Completed (approved, complete), Mine (I am a creator, any phase) or,
   * for admins, Pending approval: every contest not approved yet, Hidden ones included (a new contest is Hidden while
   * its creators prepare it, and it waits for an admin from the moment it exists). 20 a page, newest created first.
   */
  async list(viewer: User | null, args: ContestListArgs = {}): Promise<Page<Contest>> {
    const user = requireUser(viewer);
    const category = args.category ?? ContestCategoryValue.active;
    const qb = this.db.getRepository(Contest).createQueryBuilder("c");
    switch (category) {
      case ContestCategoryValue.active:
        qb.where("c.is_approved AND c.status NOT IN ('hidden', 'complete')");
        break;
      case ContestCategoryValue.completed:
        qb.where("c.is_approved AND c.status = 'complete'");
        break;
      case ContestCategoryValue.mine:
        qb.where("EXISTS (SELECT 1 FROM contest_creators cc WHERE cc.contest_id = c.id AND cc.user_id = :uid)", { uid: user.id });
        break;
      case ContestCategoryValue.pendingApproval:
        requireRole(user, Role.ADMIN);
        qb.where("NOT c.is_approved");
        break;
      default:
        throw badInput("Unknown category");
    }
    if (args.search?.trim()) qb.andWhere("lower(c.name) LIKE :q ESCAPE '\\'", { q: unwrap(likePattern(args.search)) });
    if (args.mode) qb.andWhere("c.mode = :mode", { mode: args.mode });
    return keysetPage(qb, CONTEST_LIST_KEYS, args, { count: true });
  }

  /** One contest the viewer may see; hidden and unapproved contests read as "not found" to everybody else. */
  async get(viewer: User | null, id: number): Promise<Contest> {
    const user = requireUser(viewer);
    return (await loadVisible(this.db.manager, user, id)).contest;
  }

  /** What is missing before the contest may move to `status` (the creators' page shows it before they try). */
  async missingRequirements(viewer: User | null, id: number, status: ContestStatus): Promise<string[]> {
    const user = requireUser(viewer);
    const contest = await loadManagedForReading(this.db.manager, user, id);
    return missingRequirements(status, await this.statusFacts(this.db.manager, contest));
  }

  // ---------------------------------------------------------------- creating and deleting

  /**
   * A new Hidden contest with the caller as its creator, waiting for an admin's approval. A template must be one of
   * the caller's own contests (its mode, details URL and description are copied).
   */
  async create(viewer: User | null, input: { name: string; templateId?: number | null }): Promise<Contest> {
    const user = requireUser(viewer);
    const name = (input.name ?? "").trim();
    check(contestNameProblem(name));
    try {
      return await this.db.transaction(async (m) => {
        await this.checkNameFree(m, name, null);
        let template: Contest | null = null;
        if (input.templateId != null) {
          const [own] = await m.query(`SELECT 1 FROM contest_creators WHERE contest_id = $1 AND user_id = $2`, [
            input.templateId,
            user.id,
          ]);
          if (!own) throw notFound(CONTEST_MSG.templateNotFound);
          template = await loadContest(m, input.templateId);
        }
        const contest = await m.getRepository(Contest).save(
          m.getRepository(Contest).create({
            name,
            status: ContestStatus.hidden,
            isApproved: false,
            mode: template?.mode ?? Mode.osu,
            url: template?.url ?? null,
            description: template?.description ?? "",
            createdAt: this.deps.now(),
          }),
        );
        await m.query(`INSERT INTO contest_creators (contest_id, user_id) VALUES ($1, $2)`, [contest.id, user.id]);
        return contest;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(CONTEST_MSG.duplicateName);
      throw err;
    }
  }

  /** Deletes a Hidden contest without submissions. */
  async delete(viewer: User | null, id: number): Promise<number> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, id);
      const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM contest_submissions WHERE contest_id = $1`, [id]);
      check(deleteProblem(contest.status, Number(n)));
      await m.delete(Contest, { id });
      return id;
    });
  }

  // ---------------------------------------------------------------- editing

  /** Any of the creators' settings at once; every value is validated before anything is written. */
  async update(viewer: User | null, id: number, patch: ContestPatch): Promise<Contest> {
    const user = requireUser(viewer);
    try {
      return await this.db.transaction(async (m) => {
        const { contest } = await loadManaged(m, user, id);
        const changes: Partial<Contest> = {};
        if (patch.name !== undefined) {
          const name = patch.name.trim();
          check(contestNameProblem(name));
          if (name.toLowerCase() !== contest.name.toLowerCase()) await this.checkNameFree(m, name, id);
          changes.name = name;
        }
        if (patch.mode !== undefined) {
          if (!MODES.includes(patch.mode)) throw badInput("Invalid mode");
          changes.mode = patch.mode;
        }
        for (const key of ["url", "resultsUrl", "bannerUrl", "download"] as const) {
          if (patch[key] !== undefined) changes[key] = unwrap(parseHttpUrl(patch[key])).url;
        }
        if (patch.osuContestListingUrl !== undefined)
          changes.osuContestListingUrl = unwrap(parseListingUrl(patch.osuContestListingUrl)).url;
        if (patch.description !== undefined) {
          check(descriptionProblem(patch.description));
          changes.description = patch.description;
        }
        if (patch.communityVoteDescription !== undefined) {
          check(descriptionProblem(patch.communityVoteDescription));
          changes.communityVoteDescription = patch.communityVoteDescription;
        }
        if (patch.contestStart !== undefined || patch.contestEnd !== undefined) {
          const start = patch.contestStart !== undefined ? patch.contestStart : contest.contestStart;
          const end = patch.contestEnd !== undefined ? patch.contestEnd : contest.contestEnd;
          const changed =
            patch.contestStart !== undefined && patch.contestEnd !== undefined
              ? "both"
              : patch.contestEnd !== undefined
                ? "end"
                : "start";
          check(contestDatesProblem(start, end, changed));
          changes.contestStart = start;
          changes.contestEnd = end;
        }
        if (patch.communityVoteEnd !== undefined) {
          check(contestDatesProblem(patch.communityVoteEnd, null, "end"));
          changes.communityVoteEnd = patch.communityVoteEnd;
        }
        for (const key of ["screeningVoteCount", "communityVoteCount"] as const) {
          if (patch[key] !== undefined) {
            check(voteCountProblem(patch[key]!));
            changes[key] = patch[key];
          }
        }
        if (patch.judgingThreshold !== undefined) {
          check(thresholdProblem(patch.judgingThreshold));
          changes.judgingThreshold = patch.judgingThreshold;
        }
        for (const key of ["useRawScoring", "hasPublicJudges", "screeningBonus", "judgingCommentsEnabled"] as const) {
          if (patch[key] !== undefined) {
            if (typeof patch[key] !== "boolean") throw badInput("Invalid value");
            changes[key] = patch[key];
          }
        }
        if (Object.keys(changes).length === 0) return contest;
        return withPointsRecalc(m, this.points, contest, async () => {
          await m.update(Contest, { id }, changes);
          return loadContest(m, id);
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(CONTEST_MSG.duplicateName);
      throw err;
    }
  }

  /** Switching between plain and ordered community votes deletes every community vote of the contest. */
  async setCommunityVoteOrderedPriority(viewer: User | null, id: number, value: boolean): Promise<Contest> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, id);
      if (contest.communityVoteOrderedPriority === value) return contest;
      await m.query(`DELETE FROM contest_community_votes WHERE contest_id = $1`, [id]);
      await m.update(Contest, { id }, { communityVoteOrderedPriority: value });
      return loadContest(m, id);
    });
  }

  /**
   * Moves the contest to any phase whose requirements are met ("Missing requirements: a, b, c!"); Hidden is always
   * allowed. The change, the points of everyone involved and the announcement are one transaction: when the
   * announcement cannot be delivered nothing is saved.
   */
  async setStatus(viewer: User | null, id: number, status: ContestStatus): Promise<Contest> {
    const user = requireUser(viewer);
    if (!Object.values(ContestStatus).includes(status)) throw badInput("Invalid status");
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, id);
      if (contest.status === status) return contest;
      if (status !== ContestStatus.hidden) check(statusChangeProblem(status, await this.statusFacts(m, contest)));
      const before = contest.status;
      const updated = await withPointsRecalc(m, this.points, contest, async () => {
        await m.update(Contest, { id }, { status });
        return loadContest(m, id);
      });
      if (isPubliclyVisible(updated))
        await this.logs.write(user.id, `changed status of contest "${updated.name}" to ${status}`, LogCategory.contest, m);
      await this.deps.events.record(m, await contestPhaseEvent(m, updated, user.id));
      // Announcements last: a failure rolls everything above back.
      if (status === ContestStatus.beatmapping && before === ContestStatus.hidden && !updated.isApproved) {
        await this.announce("dev", {
          title: `${updated.name} pending approval`,
          description: `[Listing](${this.link(`/contests/listing?contest=${id}`)}) · [Admin](${this.link("/admin/summary")})`,
        });
      }
      if (status === ContestStatus.complete && updated.isApproved && !updated.skipWebhook) {
        await this.announce("public", {
          title: `Results - ${updated.name}`,
          url: updated.resultsUrl ?? undefined,
          description: [
            "A beatmapping contest you participated in is completed!",
            `Thank you for taking part. The results are posted here: ${updated.resultsUrl}`,
            `Mappers' Guild judging scores: ${this.link(`/contests/results?contest=${id}`)}`,
          ].join("\n"),
        });
      }
      return updated;
    });
  }

  // ---------------------------------------------------------------- creators

  async addCreator(viewer: User | null, id: number, userInput: string): Promise<Contest> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, id);
      const member = await findMember(m, userInput);
      const rows: { user_id: number }[] = await m.query(`SELECT user_id FROM contest_creators WHERE contest_id = $1`, [id]);
      if (rows.some((r) => r.user_id === member.id)) throw conflict(CONTEST_MSG.alreadyCreator);
      if (rows.length >= CONTEST_LIMITS.creatorsPerContest) throw badInput(CONTEST_MSG.tooManyCreators);
      return withPointsRecalc(m, this.points, contest, async () => {
        await m.query(`INSERT INTO contest_creators (contest_id, user_id) VALUES ($1, $2)`, [id, member.id]);
        return contest;
      });
    });
  }

  async removeCreator(viewer: User | null, id: number, userId: number): Promise<Contest> {
    const user = requireUser(viewer);
    return this.db.transaction(async (m) => {
      const { contest } = await loadManaged(m, user, id);
      const rows: { user_id: number }[] = await m.query(`SELECT user_id FROM contest_creators WHERE contest_id = $1`, [id]);
      if (!rows.some((r) => r.user_id === userId)) throw notFound("User is not a creator!");
      if (rows.length === 1) throw badInput(CONTEST_MSG.noCreator);
      return withPointsRecalc(m, this.points, contest, async () => {
        await m.query(`DELETE FROM contest_creators WHERE contest_id = $1 AND user_id = $2`, [id, userId]);
        return contest;
      });
    });
  }

  // ---------------------------------------------------------------- admin

  /**
   * Admin flags: approval (announced on Discord only when approving, never when withdrawing it), Featured Artist
   * contest, eligible for points, skip announcements. Changing a completed contest recalculates everyone involved.
   */
  async setAdminFlag(viewer: User | null, id: number, flag: AdminFlag, value: boolean): Promise<Contest> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (typeof value !== "boolean") throw badInput("Invalid value");
    return this.db.transaction(async (m) => {
      const contest = await loadContest(m, id, "update");
      if (contest[flag] === value) return contest;
      const updated = await withPointsRecalc(m, this.points, contest, async () => {
        await m.update(Contest, { id }, { [flag]: value });
        return loadContest(m, id);
      });
      const kind = flag === "isApproved" ? AdminActionKind.contestApproval : AdminActionKind.contestFlag;
      const [was, now] = flag === "isApproved" ? [!value, value] : [`${flag}: ${!value}`, `${flag}: ${value}`];
      await recordAdminAction(m, {
        actorId: admin.id,
        kind,
        ...auditTarget(AdminTargetType.contest, id, updated.name),
        oldValue: was,
        newValue: now,
      });
      if (flag === "isApproved") {
        if (isPubliclyVisible(updated))
          await this.logs.write(admin.id, `approved contest "${updated.name}"`, LogCategory.contest, m);
        if (value && !updated.skipWebhook) await this.announce("public", await this.approvalMessage(m, updated));
      }
      return updated;
    });
  }

  // ---------------------------------------------------------------- helpers

  private async checkNameFree(m: EntityManager, name: string, exceptId: number | null): Promise<void> {
    const [dup] = await m.query(`SELECT 1 FROM contests WHERE lower(name) = lower($1) AND id <> $2`, [name, exceptId ?? 0]);
    if (dup) throw conflict(CONTEST_MSG.duplicateName);
  }

  private link(path: string): string {
    return `${this.deps.config.baseUrl}${path}`;
  }

  /** Delivers an announcement or fails the whole change (CONFLICT, nothing saved). */
  private async announce(channel: "public" | "dev", message: WebhookMessage): Promise<void> {
    try {
      await this.deps.notifier.deliver(channel, message);
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message, channel }, "contest announcement failed; change rolled back");
      throw conflict(ANNOUNCEMENT_FAILED);
    }
  }

  private async approvalMessage(m: EntityManager, c: Contest): Promise<WebhookMessage> {
    const [host]: { username: string }[] = await m.query(
      `SELECT u.username FROM contest_creators cc JOIN users u ON u.id = cc.user_id WHERE cc.contest_id = $1 ORDER BY u.id LIMIT 1`,
      [c.id],
    );
    return {
      title: `New osu!${c.mode === Mode.osu ? "" : c.mode} beatmapping contest`,
      url: c.url ?? undefined,
      color: 0xff66aa,
      description: [
        `**${c.name}**`,
        `[Mappers' Guild listing](${this.link(`/contests/listing?contest=${c.id}`)})`,
        "",
        c.description,
      ]
        .join("\n")
        .trim(),
      fields: host ? [{ name: "Hosted by", value: host.username }] : undefined,
    };
  }

  /** The facts the status requirements read (contests.rules.ts missingRequirements). */
  async statusFacts(m: EntityManager, c: Contest): Promise<StatusFacts> {
    const [criteria] = await m.query(`SELECT count(*)::int AS n FROM contest_criteria WHERE contest_id = $1`, [c.id]);
    const submissions: { id: number; name: string | null; creator_id: number }[] = await m.query(
      `SELECT id, name, creator_id FROM contest_submissions WHERE contest_id = $1 ORDER BY id`,
      [c.id],
    );
    const staff = (table: string): Promise<{ id: number; username: string }[]> =>
      m.query(`SELECT u.id, u.username FROM ${table} t JOIN users u ON u.id = t.user_id WHERE t.contest_id = $1 ORDER BY u.id`, [
        c.id,
      ]);
    const screenings: { screener_id: number; username: string; submission_id: number; vote: number }[] = await m.query(
      `SELECT s.screener_id, u.username, s.submission_id, s.vote FROM contest_screenings s JOIN users u ON u.id = s.screener_id
        WHERE s.contest_id = $1 ORDER BY s.id`,
      [c.id],
    );
    const judgings: { judge_id: number; username: string; submission_id: number; scored: number }[] = await m.query(
      `SELECT j.judge_id, u.username, j.submission_id,
              (SELECT count(*)::int FROM contest_judging_scores js WHERE js.judging_id = j.id) AS scored
         FROM contest_judgings j JOIN users u ON u.id = j.judge_id WHERE j.contest_id = $1 ORDER BY j.id`,
      [c.id],
    );
    return {
      contestStart: c.contestStart,
      contestEnd: c.contestEnd,
      url: c.url,
      description: c.description,
      mode: c.mode,
      download: c.download,
      resultsUrl: c.resultsUrl,
      screeningVoteCount: c.screeningVoteCount,
      judgingThreshold: c.judgingThreshold,
      screeningBonus: c.screeningBonus,
      criteriaCount: Number(criteria.n),
      submissions: submissions.map((s) => ({ id: s.id, name: s.name, creatorId: s.creator_id })),
      screeners: await staff("contest_screeners"),
      judges: await staff("contest_judges"),
      screenings: screenings.map((s) => ({
        screenerId: s.screener_id,
        screenerName: s.username,
        submissionId: s.submission_id,
        vote: Number(s.vote),
      })),
      judgings: judgings.map((j) => ({
        judgeId: j.judge_id,
        judgeName: j.username,
        submissionId: j.submission_id,
        scoredCriteria: Number(j.scored),
      })),
    };
  }
}
