// Over 400 lines: every mentorship use case runs in one transaction over the same cycle and participant rows; reads and writes split along the sections below when it grows.
/**
 * Mentorship use cases (README.md beside this file): reading cycles, their participants and a member's history,
 * and the writes of mentorship admins (cycles, participants, phases, badges) and of admins (mentorship admins,
 * deleting a cycle). Every write runs in one transaction that first locks the cycle row, so two admins editing the
 * same cycle take turns.
 */
import type { EntityManager } from "typeorm";
import { memberTarget, recordAdminAction } from "../audit/audit.service";
import { AdminActionKind } from "../audit/audit.rules";
import type { Deps } from "../../core/deps";
import { hasRole, requireRole, requireUser, Role, type AuthViewer } from "../../core/access";
import { LogCategory, UserGroup } from "../../core/enums";
import { badInput, check, conflict, fail, notFound } from "../../core/errors";
import { decodeCursor, keysetPage, pageOfFetched, pageRequest, type Page, type PageArgs } from "../../core/connection";
import { parseId } from "../../core/ids";
import type { LogsService } from "../logs/logs.service";
import { User } from "../users/user.entity";
import { parseUserReference } from "../users/users.rules";
import { MentorshipBadge, MentorshipCycle, MentorshipRecord } from "./mentorship.entity";
import { CATEGORY_MODES, MentorshipCategory, MentorshipGroup, MentorshipMode } from "./mentorship.enums";
import {
  adminChangeProblem,
  badgeAdjustProblem,
  cleanCycleName,
  cleanUrl,
  cycleFieldsProblem,
  cycleUniqueProblem,
  deleteConfirmationProblem,
  groupProblem,
  MENTORSHIP_TEXT,
  mentorDays,
  modeProblem,
  phaseProblem,
  planAddParticipant,
  planCycleWrite,
  CYCLE_WRITE_MAX_PARTICIPANTS,
  removeParticipantProblem,
  tenureText,
  tenureYears,
  togglePhase,
  togglePhaseProblem,
  type TenureRecord,
} from "./mentorship.rules";
import { lockById } from "../../core/locks";
import { MEMBERS_BY_NAME } from "../users/member-order";

export interface CycleInput {
  number: number;
  name: string;
  url?: string | null;
  startDate: Date;
  endDate: Date;
  isPublic?: boolean | null;
  /** Copy every record of this cycle into the new one. */
  duplicateFromCycleId?: number | null;
}

export interface CyclePatch {
  number?: number | null;
  name?: string | null;
  url?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
  isPublic?: boolean | null;
}

export interface AddParticipantInput {
  cycleId: number;
  mode: MentorshipMode;
  group: MentorshipGroup;
  /** Username or osu! id as typed. */
  user: string;
  /** The main mentor (member id) of an extra mentor or a mentee. */
  mentorUserId?: number | null;
}

/** One participant of a whole-cycle write: the member and their main mentor by member id or by osu! id. */
export interface CycleWriteParticipantInput {
  userId?: number | null;
  osuId?: number | null;
  mode: MentorshipMode;
  group: MentorshipGroup;
  mentorUserId?: number | null;
  mentorOsuId?: number | null;
  phases?: number[] | null;
}

/** A cycle by number (created when no cycle has it) and the participants to add to it, in one transaction. */
export interface CycleWriteInput {
  number: number;
  name?: string | null;
  url?: string | null;
  startDate?: Date | null;
  endDate?: Date | null;
  isPublic?: boolean | null;
  participants: CycleWriteParticipantInput[];
}

export interface CycleWriteResult {
  cycle: MentorshipCycle;
  /** Whether the cycle was created by this write (false: it existed; its fields were left as they were). */
  cycleCreated: boolean;
  records: MentorshipRecord[];
  /** Participants the cycle already had (same member, mode and group; a mentee with the same mentor). */
  skipped: number;
}

/** A member and their mentorship records, in the original's interOp shape. */
export interface MemberMentorships {
  id: number;
  osuId: number;
  username: string;
  mentorships: {
    cycle: { name: string };
    mode: MentorshipMode;
    group: MentorshipGroup;
    /** The main mentor's member id (extra mentors and mentees). */
    mentor: number | null;
    phases: number[];
    /** The member's id. */
    user: number;
    createdAt: Date;
  }[];
}

export interface MemberHistory {
  user: User;
  mentorDays: number;
  tenureText: string;
  tenureYears: number;
  badge: number;
}

export interface BadgeQueueEntry {
  userId: number;
  badge: number;
  tenureYears: number;
}

export type ListArgs = PageArgs;

const MENTORING = [MentorshipGroup.mentor, MentorshipGroup.extraMentor];

export class MentorshipService {
  constructor(
    private readonly deps: Deps,
    private readonly logs: LogsService,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Mentorship admins and admins read every cycle; other signed-in members only public ones. */
  private canReadAll(viewer: AuthViewer): boolean {
    return hasRole(viewer, Role.MENTORSHIP_ADMIN);
  }

  // --------------------------------------------------------------------------------------------- reads

  /** Cycles, newest number first; non-public cycles only for mentorship admins and admins. */
  async listCycles(viewer: AuthViewer | null, args: ListArgs): Promise<Page<MentorshipCycle>> {
    const user = requireUser(viewer);
    const qb = this.db.getRepository(MentorshipCycle).createQueryBuilder("c");
    if (!this.canReadAll(user)) qb.where("c.is_public");
    return keysetPage(
      qb,
      [
        { sql: "c.number", direction: "DESC", kind: "number", of: (c) => c.number },
        { sql: "c.id", direction: "DESC", kind: "number", of: (c) => c.id },
      ],
      args,
      { count: true },
    );
  }

  /** One cycle; a non-public cycle reads as not found for those who may not see it. */
  async getCycle(viewer: AuthViewer | null, id: number): Promise<MentorshipCycle> {
    const user = requireUser(viewer);
    const cycle = await this.db.getRepository(MentorshipCycle).findOneBy({ id });
    if (!cycle || (!cycle.isPublic && !this.canReadAll(user))) throw notFound(MENTORSHIP_TEXT.cycleNotFound);
    return cycle;
  }

  /** A cycle's records (oldest first), optionally of one category or mode. The caller has read the cycle. */
  async cycleRecords(
    cycle: MentorshipCycle,
    args: ListArgs & { category?: MentorshipCategory | null; mode?: MentorshipMode | null },
  ): Promise<Page<MentorshipRecord>> {
    const qb = this.db.getRepository(MentorshipRecord).createQueryBuilder("r").where("r.cycle_id = :cycle", { cycle: cycle.id });
    if (args.mode) {
      check(modeProblem(args.mode));
      qb.andWhere("r.mode = :mode", { mode: args.mode });
    } else if (args.category) {
      const modes = CATEGORY_MODES[args.category];
      if (!modes) throw badInput(MENTORSHIP_TEXT.invalidMode);
      qb.andWhere("r.mode IN (:...modes)", { modes });
    }
    return keysetPage(qb, [{ sql: "r.id", direction: "ASC", kind: "number", of: (r) => r.id }], args, { count: true });
  }

  /** Resolves a typed username or osu! id to an existing member (mentorship admins' look-ups). */
  async findMember(viewer: AuthViewer | null, reference: string): Promise<User> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    const user = await this.existingMember(this.db.manager, reference);
    if (!user) throw notFound(MENTORSHIP_TEXT.cannotFindUser);
    return user;
  }

  /** A member's tenure ("Mentor for X years and Y days …") and badge. */
  async memberHistory(viewer: AuthViewer | null, reference: string): Promise<MemberHistory> {
    const user = await this.findMember(viewer, reference);
    const records = await this.tenureRecords(this.db.manager, user.id);
    const now = this.deps.now();
    const days = mentorDays(records, now);
    const badge = (await this.db.getRepository(MentorshipBadge).findOneBy({ userId: user.id }))?.badge ?? 0;
    return { user, mentorDays: days, tenureText: tenureText(days), tenureYears: tenureYears(records, now), badge };
  }

  /** A member's records in every cycle, newest cycle first. The caller has read the member's history. */
  historyRecords(userId: number, args: ListArgs): Promise<Page<MentorshipRecord>> {
    const qb = this.db
      .getRepository(MentorshipRecord)
      .createQueryBuilder("r")
      .innerJoin(MentorshipCycle, "c", "c.id = r.cycle_id")
      .where("r.user_id = :userId", { userId });
    return keysetPage(
      qb,
      [
        { sql: "r.cycle_id", direction: "DESC", kind: "number", of: (r) => r.cycleId },
        { sql: "r.id", direction: "DESC", kind: "number", of: (r) => r.id },
      ],
      args,
      { count: true },
    );
  }

  /** Members holding the mentorship admin flag, by name. */
  async listAdmins(viewer: AuthViewer | null, args: ListArgs): Promise<Page<User>> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    const qb = this.db.getRepository(User).createQueryBuilder("u").where("u.is_mentorship_admin");
    return keysetPage(qb, MEMBERS_BY_NAME, args, { count: true });
  }

  /** The badge queue as a `queue` CTE (`$1` = now): members whose badge differs from their tenure years. */
  private badgeQueueSql(): string {
    return `
      WITH per_cycle AS (
        SELECT r.user_id, r.cycle_id, max(cardinality(r.phases)) AS phases
          FROM mentorship_records r JOIN mentorship_cycles c ON c.id = r.cycle_id
         WHERE r."group" IN ('mentor', 'extraMentor') AND c.end_date < $1
         GROUP BY r.user_id, r.cycle_id
      ), tenure AS (
        SELECT user_id, floor(sum(phases)::numeric / 3 / 4)::int AS years FROM per_cycle GROUP BY user_id
      ), queue AS (
        SELECT u.id AS user_id, coalesce(b.badge, 0)::int AS badge, coalesce(t.years, 0)::int AS years
          FROM users u
          LEFT JOIN tenure t ON t.user_id = u.id
          LEFT JOIN mentorship_badges b ON b.user_id = u.id
         WHERE (t.user_id IS NOT NULL OR b.user_id IS NOT NULL) AND coalesce(b.badge, 0) <> coalesce(t.years, 0)
      )`;
  }

  /** One member's entry of the badge queue (a `node` lookup); not found when their badge matches their tenure. */
  async badgeEntry(viewer: AuthViewer | null, userId: number): Promise<BadgeQueueEntry> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    const rows: { user_id: number; badge: number; years: number }[] = await this.db.query(
      `${this.badgeQueueSql()} SELECT * FROM queue WHERE user_id = $2`,
      [this.deps.now(), userId],
    );
    if (!rows.length) throw notFound();
    return { userId: rows[0].user_id, badge: rows[0].badge, tenureYears: rows[0].years };
  }

  /** One mentorship record (a `node` lookup): readable by those who may read its cycle. */
  async record(viewer: AuthViewer | null, id: number): Promise<MentorshipRecord> {
    requireUser(viewer);
    const record = await this.db.getRepository(MentorshipRecord).findOneBy({ id });
    if (!record) throw notFound();
    await this.getCycle(viewer, record.cycleId);
    return record;
  }

  /**
   * Records of every cycle the viewer may read (public cycles for members, all for mentorship admins), optionally of
   * one member (by id or osu! id; an unknown member has none) and mode: the latest created cycle first, then by record id.
   */
  async records(
    viewer: AuthViewer | null,
    args: PageArgs & { userId?: number | null; osuId?: number | null; mode?: MentorshipMode | null },
  ): Promise<Page<MentorshipRecord>> {
    const user = requireUser(viewer);
    if (args.userId != null && args.osuId != null) throw badInput("Pass userId or osuId, not both");
    if (args.mode != null) check(modeProblem(args.mode));
    const qb = this.db
      .getRepository(MentorshipRecord)
      .createQueryBuilder("r")
      .innerJoin(MentorshipCycle, "c", "c.id = r.cycle_id");
    if (!this.canReadAll(user)) qb.andWhere("c.is_public");
    if (args.userId != null) qb.andWhere("r.user_id = :member", { member: args.userId });
    if (args.osuId != null)
      qb.andWhere("r.user_id = (SELECT u.id FROM users u WHERE u.osu_id = :osuId)", {
        osuId: Number.isSafeInteger(args.osuId) && args.osuId > 0 && args.osuId <= 2_147_483_647 ? args.osuId : -1,
      });
    if (args.mode != null) qb.andWhere("r.mode = :mode", { mode: args.mode });
    return keysetPage(
      qb,
      [
        { sql: "r.cycle_id", direction: "DESC", kind: "number", of: (r) => r.cycleId },
        { sql: "r.id", direction: "ASC", kind: "number", of: (r) => r.id },
      ],
      args,
      { count: true },
    );
  }

  /**
   * Every member with records in cycles the viewer may read, with those records (the original's interOp
   * `allMentorships` / `userMentorships` shape), by member id; `member` narrows it to one member (by osu! id, else
   * username ignoring case). Null when that member does not exist.
   */
  async mentorshipsByMember(viewer: AuthViewer | null, member?: string): Promise<MemberMentorships[] | null> {
    const user = requireUser(viewer);
    let memberId: number | null = null;
    if (member !== undefined) {
      const ref = parseUserReference(member);
      const repo = this.db.getRepository(User);
      const found = !ref
        ? null
        : "osuId" in ref
          ? ref.osuId <= 2_147_483_647
            ? await repo.findOneBy({ osuId: ref.osuId })
            : null
          : await repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
      if (!found) return null;
      memberId = found.id;
    }
    const rows: {
      user_id: number;
      osu_id: number;
      username: string;
      cycle_name: string;
      mode: MentorshipMode;
      group: MentorshipGroup;
      mentor_id: number | null;
      phases: number[];
      created_at: Date;
    }[] = await this.db.query(
      `SELECT r.user_id, u.osu_id, u.username, c.name AS cycle_name, r.mode, r."group", r.mentor_id, r.phases, r.created_at
         FROM mentorship_records r
         JOIN mentorship_cycles c ON c.id = r.cycle_id
         JOIN users u ON u.id = r.user_id
        WHERE ($1 OR c.is_public) AND ($2::int IS NULL OR r.user_id = $2)
        ORDER BY r.user_id, r.id`,
      [this.canReadAll(user), memberId],
    );
    const out = new Map<number, MemberMentorships>();
    for (const r of rows) {
      let m = out.get(r.user_id);
      if (!m) out.set(r.user_id, (m = { id: r.user_id, osuId: Number(r.osu_id), username: r.username, mentorships: [] }));
      m.mentorships.push({
        cycle: { name: r.cycle_name },
        mode: r.mode,
        group: r.group,
        mentor: r.mentor_id,
        phases: r.phases.map(Number),
        user: r.user_id,
        createdAt: new Date(r.created_at),
      });
    }
    if (memberId !== null && !out.size) {
      const u = await this.db.getRepository(User).findOneByOrFail({ id: memberId });
      return [{ id: u.id, osuId: u.osuId, username: u.username, mentorships: [] }];
    }
    return [...out.values()];
  }

  /** Members whose badge value differs from their tenure years (by member id). */
  async badgeQueue(viewer: AuthViewer | null, args: ListArgs): Promise<Page<BadgeQueueEntry>> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    const req = pageRequest(args);
    const bound = (cursor: string | null) => {
      if (!cursor) return null;
      const id = parseId(decodeCursor(cursor, ["number"])[0]);
      if (id === null) throw badInput("Invalid cursor");
      return id;
    };
    const [after, before] = [bound(req.after), bound(req.before)];
    const base = this.badgeQueueSql();
    const now = this.deps.now();
    const rows: { user_id: number; badge: number; years: number }[] = await this.db.query(
      `${base} SELECT * FROM queue WHERE ($2::int IS NULL OR user_id > $2) AND ($3::int IS NULL OR user_id < $3)
        ORDER BY user_id ${req.backward ? "DESC" : "ASC"} LIMIT $4`,
      [now, after, before, req.size + 1],
    );
    const [{ n }] = (await this.db.query(`${base} SELECT count(*)::int AS n FROM queue`, [now])) as { n: number }[];
    return pageOfFetched(
      rows.map((r) => ({ userId: r.user_id, badge: r.badge, tenureYears: r.years })),
      req,
      (e) => [e.userId],
      { totalCount: n },
    );
  }

  // --------------------------------------------------------------------------------------------- cycles

  async createCycle(viewer: AuthViewer | null, input: CycleInput): Promise<MentorshipCycle> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    check(cycleFieldsProblem(input, { partial: false }));
    const name = cleanCycleName(input.name);
    const url = cleanUrl(input.url);
    return this.db.transaction(async (m) => {
      if (input.duplicateFromCycleId != null) await this.lockCycle(m, input.duplicateFromCycleId);
      check(cycleUniqueProblem(await this.takenBy(m, input.number, name)));
      const cycle = m.getRepository(MentorshipCycle).create({
        number: input.number,
        name,
        url,
        startDate: input.startDate,
        endDate: input.endDate,
        isPublic: input.isPublic ?? false,
      });
      await this.saveUnique(m, cycle);
      if (input.duplicateFromCycleId != null) {
        await m.query(
          `INSERT INTO mentorship_records (cycle_id, user_id, mode, "group", mentor_id, phases)
           SELECT $1, user_id, mode, "group", mentor_id, phases FROM mentorship_records WHERE cycle_id = $2 ORDER BY id`,
          [cycle.id, input.duplicateFromCycleId],
        );
      }
      return cycle;
    });
  }

  async updateCycle(viewer: AuthViewer | null, id: number, patch: CyclePatch): Promise<MentorshipCycle> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    return this.db.transaction(async (m) => {
      const cycle = await this.lockCycle(m, id);
      check(cycleFieldsProblem(patch, { partial: true, current: cycle }));
      const name = patch.name != null ? cleanCycleName(patch.name) : undefined;
      check(cycleUniqueProblem(await this.takenBy(m, patch.number ?? undefined, name), cycle.id));
      if (patch.number != null) cycle.number = patch.number;
      if (name !== undefined) cycle.name = name;
      if (patch.url !== undefined) cycle.url = cleanUrl(patch.url);
      if (patch.startDate != null) cycle.startDate = patch.startDate;
      if (patch.endDate != null) cycle.endDate = patch.endDate;
      if (patch.isPublic != null) cycle.isPublic = patch.isPublic;
      await this.saveUnique(m, cycle);
      return cycle;
    });
  }

  /** Admins only, confirmed by typing the cycle's name; the cycle's records go with it. */
  async deleteCycle(viewer: AuthViewer | null, id: number, confirmName: string): Promise<{ deletedRecords: number }> {
    const admin = requireRole(viewer, Role.ADMIN);
    return this.db.transaction(async (m) => {
      const cycle = await this.lockCycle(m, id);
      check(deleteConfirmationProblem(cycle.name, confirmName));
      const [{ n }] = (await m.query(`SELECT count(*)::int AS n FROM mentorship_records WHERE cycle_id = $1`, [id])) as {
        n: number;
      }[];
      await m.delete(MentorshipCycle, { id });
      const label = cycle.isPublic ? `"${cycle.name}"` : `#${cycle.number}`;
      await this.logs.write(
        admin.id,
        `deleted mentorship cycle ${label} and ${n} mentorship record(s)`,
        LogCategory.mentorship,
        m,
      );
      return { deletedRecords: n };
    });
  }

  // --------------------------------------------------------------------------------------------- participants

  /**
   * Adds a member to a cycle and mode. The member is found by username or osu! id; an osu! id nobody in the guild has
   * is looked up on osu! and the member created (README.md "Adding participants").
   */
  async addParticipant(viewer: AuthViewer | null, input: AddParticipantInput): Promise<MentorshipRecord> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    check(modeProblem(input.mode));
    check(groupProblem(input.group));
    if (input.group !== MentorshipGroup.mentor && input.mentorUserId == null) throw badInput(MENTORSHIP_TEXT.mentorMissing);
    // Make sure the cycle exists before anything is looked up on osu!.
    if (!(await this.db.getRepository(MentorshipCycle).existsBy({ id: input.cycleId })))
      throw notFound(MENTORSHIP_TEXT.cycleNotFound);
    const found = await this.existingMember(this.db.manager, input.user);
    const osuProfile = found ? null : await this.lookUpOnOsu(input.user);
    return this.db.transaction(async (m) => {
      await this.lockCycle(m, input.cycleId);
      const user = found ?? (await this.createMember(m, osuProfile!));
      const records = await this.recordsOf(m, input.cycleId, input.mode);
      const mentorUserId = input.group === MentorshipGroup.mentor ? null : input.mentorUserId!;
      const plan = planAddParticipant(records, user.id, input.group, mentorUserId);
      if ("problem" in plan) fail(plan.problem);
      const existing =
        input.group === MentorshipGroup.mentee
          ? records.find((r) => r.userId === user.id && r.group === MentorshipGroup.mentee && r.mentorId === mentorUserId)
          : undefined;
      if (existing) {
        existing.phases = [...new Set([...existing.phases, ...plan.phases])].sort((a, b) => a - b);
        await m.save(existing);
        return existing;
      }
      const record = m.getRepository(MentorshipRecord).create({
        cycleId: input.cycleId,
        userId: user.id,
        mode: input.mode,
        group: input.group,
        mentorId: mentorUserId,
        phases: plan.phases,
      });
      try {
        await m.save(record);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MENTORSHIP_TEXT.alreadyMentor);
        throw err;
      }
      return record;
    });
  }

  /**
   * A whole cycle at once (the original's interOp write, atomic here): the cycle with this number — created from the
   * given fields when none has it — and every participant, in one transaction. Members are named by member id or
   * osu! id and must be in the guild; the first participant refused (an unknown member, a mentee without their mentor,
   * a phase their mentor does not mentor, …) refuses the whole write, and nothing is written.
   */
  async writeCycle(viewer: AuthViewer | null, input: CycleWriteInput): Promise<CycleWriteResult> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    const participants = input.participants ?? [];
    if (participants.length > CYCLE_WRITE_MAX_PARTICIPANTS)
      throw badInput(`At most ${CYCLE_WRITE_MAX_PARTICIPANTS} participants in one write`);
    check(
      cycleFieldsProblem(
        { number: input.number, url: input.url, startDate: input.startDate, endDate: input.endDate },
        { partial: true },
      ),
    );
    const label = (p: CycleWriteParticipantInput, i: number) =>
      `Participant ${i + 1}${p.osuId != null ? ` (osu! id ${p.osuId})` : p.userId != null ? ` (member ${p.userId})` : ""}`;
    participants.forEach((p, i) => {
      if ((p.userId == null) === (p.osuId == null)) throw badInput(`${label(p, i)}: pass userId or osuId (exactly one)`);
      if (p.mentorUserId != null && p.mentorOsuId != null)
        throw badInput(`${label(p, i)}: pass mentorUserId or mentorOsuId, not both`);
    });
    return this.db.transaction(async (m) => {
      // Every member named, by member id and by osu! id, in two look-ups.
      const ids = new Set<number>();
      const osuIds = new Set<number>();
      for (const p of participants) {
        for (const v of [p.userId, p.mentorUserId]) if (v != null) ids.add(v);
        for (const v of [p.osuId, p.mentorOsuId]) if (v != null) osuIds.add(v);
      }
      const valid = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647;
      const byId = new Set<number>(
        ids.size
          ? ((await m.query(`SELECT id FROM users WHERE id = ANY($1::int[])`, [[...ids].filter(valid)])) as { id: number }[]).map(
              (r) => r.id,
            )
          : [],
      );
      const byOsuId = new Map<number, number>(
        osuIds.size
          ? (
              (await m.query(`SELECT id, osu_id FROM users WHERE osu_id = ANY($1::int[])`, [[...osuIds].filter(valid)])) as {
                id: number;
                osu_id: number;
              }[]
            ).map((r) => [Number(r.osu_id), r.id])
          : [],
      );
      const missingOsuIds = [...osuIds].filter((o) => !byOsuId.has(o));
      if (missingOsuIds.length)
        throw badInput(`These osu! ids are not members of the Mappers' Guild: ${missingOsuIds.sort((a, b) => a - b).join(", ")}`);
      const missingIds = [...ids].filter((i) => !byId.has(i));
      if (missingIds.length) throw badInput(`${MENTORSHIP_TEXT.cannotFindUser} (member ids ${missingIds.join(", ")})`);
      const memberOf = (userId?: number | null, osuId?: number | null) =>
        userId != null ? userId : osuId != null ? byOsuId.get(osuId)! : null;

      // The cycle: locked when it exists, else created (its number and name are unique: a racing twin conflicts).
      let cycle = await m
        .getRepository(MentorshipCycle)
        .createQueryBuilder("c")
        .setLock("pessimistic_write")
        .where("c.number = :number", { number: input.number })
        .getOne();
      const cycleCreated = !cycle;
      if (!cycle) {
        const fields = { ...input, name: input.name ?? `Cycle ${input.number}` };
        check(cycleFieldsProblem(fields, { partial: false }));
        const name = cleanCycleName(fields.name);
        check(cycleUniqueProblem(await this.takenBy(m, input.number, name)));
        cycle = m.getRepository(MentorshipCycle).create({
          number: input.number,
          name,
          url: cleanUrl(input.url),
          startDate: input.startDate!,
          endDate: input.endDate!,
          isPublic: input.isPublic ?? false,
        });
        await this.saveUnique(m, cycle);
      }
      const existing = await m.getRepository(MentorshipRecord).find({ where: { cycleId: cycle.id }, order: { id: "ASC" } });
      const plan = planCycleWrite(
        existing,
        participants.map((p, i) => ({
          label: label(p, i),
          userId: memberOf(p.userId, p.osuId)!,
          mode: p.mode,
          group: p.group,
          mentorUserId: memberOf(p.mentorUserId, p.mentorOsuId),
          phases: p.phases ?? null,
        })),
      );
      if ("problem" in plan) fail(plan.problem);
      const records = plan.records.map((r) => m.getRepository(MentorshipRecord).create({ cycleId: cycle.id, ...r }));
      try {
        if (records.length) await m.save(records, { chunk: 200 });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MENTORSHIP_TEXT.alreadyMentor);
        throw err;
      }
      return { cycle, cycleCreated, records, skipped: plan.skipped };
    });
  }

  /** Removes every record the member has in the cycle and mode. */
  async removeParticipant(
    viewer: AuthViewer | null,
    cycleId: number,
    userId: number,
    mode: MentorshipMode,
  ): Promise<{ removedRecords: number }> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    check(modeProblem(mode));
    return this.db.transaction(async (m) => {
      await this.lockCycle(m, cycleId);
      const records = await this.recordsOf(m, cycleId, mode);
      check(removeParticipantProblem(records, userId));
      const res = await m.delete(MentorshipRecord, { cycleId, mode, userId });
      return { removedRecords: res.affected ?? 0 };
    });
  }

  async togglePhase(viewer: AuthViewer | null, recordId: number, phase: number): Promise<MentorshipRecord> {
    requireRole(viewer, Role.MENTORSHIP_ADMIN);
    check(phaseProblem(phase));
    return this.db.transaction(async (m) => {
      const found = await m.getRepository(MentorshipRecord).findOneBy({ id: recordId });
      if (!found) throw notFound(MENTORSHIP_TEXT.recordNotFound);
      await this.lockCycle(m, found.cycleId);
      const records = await this.recordsOf(m, found.cycleId, found.mode);
      const record = records.find((r) => r.id === recordId);
      if (!record) throw notFound(MENTORSHIP_TEXT.recordNotFound);
      check(togglePhaseProblem(record, phase, records));
      record.phases = togglePhase(record.phases, phase);
      await m.save(record);
      return record;
    });
  }

  // --------------------------------------------------------------------------------------------- admins and badges

  /** Admins only: grant or revoke the mentorship admin flag of an existing member. */
  async setMentorshipAdmin(viewer: AuthViewer | null, reference: string, value: boolean): Promise<User> {
    const admin = requireRole(viewer, Role.ADMIN);
    if (typeof value !== "boolean") throw badInput("value must be true or false");
    return this.db.transaction(async (m) => {
      const found = await this.existingMember(m, reference);
      if (!found) throw notFound(MENTORSHIP_TEXT.cannotFindUser);
      const user = await m
        .getRepository(User)
        .createQueryBuilder("u")
        .setLock("pessimistic_write")
        .where("u.id = :id", { id: found.id })
        .getOneOrFail();
      check(adminChangeProblem(user.isMentorshipAdmin, value));
      user.isMentorshipAdmin = value;
      await m.update(User, { id: user.id }, { isMentorshipAdmin: value });
      // A role change: admins' audit log only, never the public log (the original logged none).
      await recordAdminAction(m, {
        actorId: admin.id,
        kind: AdminActionKind.mentorshipAdmin,
        ...memberTarget(user),
        oldValue: !value,
        newValue: value,
      });
      return user;
    });
  }

  /** Moves a member's badge value one step (+1 or -1) towards their tenure. */
  async adjustBadge(viewer: AuthViewer | null, userId: number, delta: number): Promise<BadgeQueueEntry> {
    const actor = requireRole(viewer, Role.MENTORSHIP_ADMIN);
    return this.db.transaction(async (m) => {
      const user = await lockById(m, User, userId, MENTORSHIP_TEXT.cannotFindUser);
      const current = (await m.getRepository(MentorshipBadge).findOneBy({ userId }))?.badge ?? 0;
      check(badgeAdjustProblem(current, delta));
      const badge = current + delta;
      await m.upsert(MentorshipBadge, { userId, badge }, ["userId"]);
      await this.logs.write(actor.id, `adjusted badge value for ${user.username} (${badge})`, LogCategory.mentorship, m);
      const years = tenureYears(await this.tenureRecords(m, userId), this.deps.now());
      return { userId, badge, tenureYears: years };
    });
  }

  // --------------------------------------------------------------------------------------------- helpers

  private async lockCycle(m: EntityManager, id: number): Promise<MentorshipCycle> {
    const cycle = await lockById(m, MentorshipCycle, id, MENTORSHIP_TEXT.cycleNotFound);
    return cycle;
  }

  private recordsOf(m: EntityManager, cycleId: number, mode: MentorshipMode): Promise<MentorshipRecord[]> {
    return m.getRepository(MentorshipRecord).find({ where: { cycleId, mode }, order: { id: "ASC" } });
  }

  private async takenBy(m: EntityManager, number: number | undefined, name: string | undefined) {
    const repo = m.getRepository(MentorshipCycle);
    return {
      numberTakenBy: number != null ? ((await repo.findOneBy({ number }))?.id ?? null) : null,
      nameTakenBy: name !== undefined ? ((await repo.findOneBy({ name }))?.id ?? null) : null,
    };
  }

  /** Saves a cycle; a unique clash from a concurrent write reads as the rule's own conflict. */
  private async saveUnique(m: EntityManager, cycle: MentorshipCycle): Promise<void> {
    try {
      await m.save(cycle);
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict(
          String((err as { constraint?: string }).constraint).includes("number")
            ? MENTORSHIP_TEXT.numberTaken
            : MENTORSHIP_TEXT.nameTaken,
        );
      throw err;
    }
  }

  private async tenureRecords(m: EntityManager, userId: number): Promise<TenureRecord[]> {
    const rows: { cycle_id: number; group: MentorshipGroup; phases: number[]; start_date: Date; end_date: Date }[] =
      await m.query(
        `SELECT r.cycle_id, r."group", r.phases, c.start_date, c.end_date
           FROM mentorship_records r JOIN mentorship_cycles c ON c.id = r.cycle_id
          WHERE r.user_id = $1 AND r."group" = ANY($2::mentorship_group[])`,
        [userId, MENTORING],
      );
    return rows.map((r) => ({
      cycleId: r.cycle_id,
      group: r.group,
      phases: r.phases.map(Number),
      startDate: new Date(r.start_date),
      endDate: new Date(r.end_date),
    }));
  }

  private async existingMember(m: EntityManager, reference: string): Promise<User | null> {
    const ref = typeof reference === "string" ? parseUserReference(reference) : null;
    if (!ref) throw badInput(MENTORSHIP_TEXT.cannotFindUser);
    const repo = m.getRepository(User);
    if ("osuId" in ref) {
      if (ref.osuId > 2_147_483_647) throw badInput(MENTORSHIP_TEXT.invalidOsuId);
      const byOsu = await repo.findOneBy({ osuId: ref.osuId });
      if (byOsu) return byOsu;
      // A username made of digits.
      return repo
        .createQueryBuilder("u")
        .where("lower(u.username) = lower(:n)", { n: String(reference).trim() })
        .getOne();
    }
    return repo.createQueryBuilder("u").where("lower(u.username) = lower(:n)", { n: ref.username }).getOne();
  }

  /** An osu! id nobody in the guild has: its osu! profile, or a clear refusal. Usernames are never looked up. */
  private async lookUpOnOsu(reference: string): Promise<{ id: number; username: string }> {
    const ref = parseUserReference(reference);
    if (!ref || !("osuId" in ref)) throw notFound(MENTORSHIP_TEXT.cannotFindUser);
    let profiles: { id: number; username: string }[];
    try {
      profiles = await this.deps.osu.usersStats([ref.osuId]);
    } catch (err) {
      this.deps.logger.warn({ err: (err as Error).message }, "mentorship: osu! user look-up failed");
      throw badInput(MENTORSHIP_TEXT.osuUnavailable);
    }
    const profile = profiles.find((p) => p.id === ref.osuId);
    if (!profile || typeof profile.username !== "string" || profile.username.length === 0 || profile.username.length > 32)
      throw badInput(MENTORSHIP_TEXT.invalidOsuId);
    return { id: profile.id, username: profile.username };
  }

  /** Creates the member for an osu! profile (or takes the row a concurrent sign-in just made). */
  private async createMember(m: EntityManager, profile: { id: number; username: string }): Promise<User> {
    await m
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ osuId: profile.id, username: profile.username, group: UserGroup.user })
      .orIgnore()
      .execute();
    return m.getRepository(User).findOneByOrFail({ osuId: profile.id });
  }
}

function isUniqueViolation(err: unknown): boolean {
  return (
    (err as { code?: string })?.code === "23505" || (err as { driverError?: { code?: string } })?.driverError?.code === "23505"
  );
}
