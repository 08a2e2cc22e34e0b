import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Page } from "../../core/connection";
import { ConnectionArgs } from "../../core/connection";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { MentorshipCycle, MentorshipRecord } from "./mentorship.entity";
import { mentorshipCycleById } from "./mentorship.loaders";
import { skipsPhases } from "./mentorship.rules";
import { MentorshipService } from "./mentorship.service";
import { MentorshipMode } from "./mentorship.enums";
import {
  AddMentorshipParticipantInput,
  CreateMentorshipCycleInput,
  CycleRecordsArgs,
  DeleteMentorshipCyclePayload,
  MentorshipBadgeEntry,
  MentorshipBadgeEntryConnection,
  MentorshipCycleWriteInput,
  MentorshipCycleWritePayload,
  MentorshipsArgs,
  MentorshipCycleConnection,
  MentorshipMemberHistory,
  MentorshipRecordConnection,
  RemoveMentorshipParticipantPayload,
  UpdateMentorshipCycleInput,
  UserConnection,
} from "./mentorship.types";

const optionalId = (v: string | null | undefined): number | null => (v == null || v === "" ? null : rowId(v));

/** Queries and mutations of /mentorship (api/src/modules/mentorship/README.md). */
@Resolver()
export class MentorshipResolver {
  constructor(private readonly mentorship: MentorshipService) {}

  @Query(() => MentorshipCycleConnection, {
    description: "Mentorship cycles, highest number first: every cycle for mentorship admins and admins, public ones for others",
  })
  mentorshipCycles(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<MentorshipCycle>> {
    return this.mentorship.listCycles(ctx.viewer, args);
  }

  @Query(() => MentorshipCycle, { description: "One cycle; a cycle the viewer may not read is NOT_FOUND" })
  mentorshipCycle(@Arg("id", () => ID, { description: "The cycle" }) id: string, @Ctx() ctx: Context): Promise<MentorshipCycle> {
    return this.mentorship.getCycle(ctx.viewer, rowId(id));
  }

  @Query(() => MentorshipMemberHistory, { description: "Mentorship admins: a member's tenure, badge and records" })
  mentorshipMember(
    @Arg("user", { description: "Username or osu! id" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<MentorshipMemberHistory> {
    return this.mentorship.memberHistory(ctx.viewer, user);
  }

  @Query(() => UserConnection, { description: "Mentorship admins: the members holding the mentorship admin flag, by name" })
  mentorshipAdmins(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<User>> {
    return this.mentorship.listAdmins(ctx.viewer, args);
  }

  @Query(() => MentorshipBadgeEntryConnection, {
    description: "Mentorship admins: members whose mentorship badge differs from their tenure years",
  })
  mentorshipBadgeQueue(@Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<Page<MentorshipBadgeEntry>> {
    return this.mentorship.badgeQueue(ctx.viewer, args) as Promise<Page<MentorshipBadgeEntry>>;
  }

  @Mutation(() => MentorshipCycle, {
    description: "Mentorship admins: a new cycle, optionally with another cycle's participants",
  })
  createMentorshipCycle(
    @Arg("input", () => CreateMentorshipCycleInput, { description: "The cycle" }) input: CreateMentorshipCycleInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipCycle> {
    return this.mentorship.createCycle(ctx.viewer, {
      ...input,
      duplicateFromCycleId: optionalId(input.duplicateFromCycleId),
    });
  }

  @Mutation(() => MentorshipCycle, {
    description: "Mentorship admins: edit a cycle's number, name, link, dates or public switch",
  })
  updateMentorshipCycle(
    @Arg("id", () => ID, { description: "The cycle" }) id: string,
    @Arg("input", () => UpdateMentorshipCycleInput, { description: "The changes" }) input: UpdateMentorshipCycleInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipCycle> {
    return this.mentorship.updateCycle(ctx.viewer, rowId(id), input);
  }

  @Mutation(() => DeleteMentorshipCyclePayload, {
    description: "Admins: delete a cycle and its records, confirmed by typing the cycle's name",
  })
  async deleteMentorshipCycle(
    @Arg("id", () => ID, { description: "The cycle" }) id: string,
    @Arg("confirmName", { description: "The cycle's name, typed to confirm" }) confirmName: string,
    @Ctx() ctx: Context,
  ): Promise<DeleteMentorshipCyclePayload> {
    const cycleId = rowId(id);
    const { deletedRecords } = await this.mentorship.deleteCycle(ctx.viewer, cycleId, confirmName);
    return { id: String(cycleId), deletedRecords };
  }

  @Query(() => MentorshipRecordConnection, {
    description:
      "Mentorship records (who mentored whom, in which cycle, mode and phases) of every cycle you may read — public " +
      "cycles for members, all for mentorship admins — optionally of one member (by id or osu! id); the latest created cycle first",
  })
  mentorships(@Args() args: MentorshipsArgs, @Ctx() ctx: Context): Promise<Page<MentorshipRecord>> {
    return this.mentorship.records(ctx.viewer, {
      ...args,
      userId: optionalId(args.userId),
      osuId: args.osuId ?? null,
      mode: args.mode ?? null,
    });
  }

  @Mutation(() => MentorshipCycleWritePayload, {
    description:
      "Mentorship admins: a cycle and its participants in one call, all or nothing — the cycle with this number " +
      "(created when none has it) and every participant; one refused participant refuses the whole write",
  })
  async writeMentorshipCycle(
    @Arg("input", () => MentorshipCycleWriteInput, { description: "The cycle and its participants" })
    input: MentorshipCycleWriteInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipCycleWritePayload> {
    const result = await this.mentorship.writeCycle(ctx.viewer, {
      ...input,
      participants: (input.participants ?? []).map((p) => ({
        ...p,
        userId: optionalId(p.userId),
        mentorUserId: optionalId(p.mentorUserId),
      })),
    });
    return { ...result, created: result.records.length };
  }

  @Mutation(() => MentorshipRecord, {
    description: "Mentorship admins: add a mentor, an extra mentor or a mentee to a cycle and mode",
  })
  addMentorshipParticipant(
    @Arg("input", () => AddMentorshipParticipantInput, { description: "Who, where and as what" })
    input: AddMentorshipParticipantInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRecord> {
    return this.mentorship.addParticipant(ctx.viewer, {
      cycleId: rowId(input.cycleId),
      mode: input.mode,
      group: input.group,
      user: input.user,
      mentorUserId: optionalId(input.mentorUserId),
    });
  }

  @Mutation(() => RemoveMentorshipParticipantPayload, {
    description: "Mentorship admins: remove every record of a member in a cycle and mode (a mentor only without mentees)",
  })
  removeMentorshipParticipant(
    @Arg("cycleId", () => ID, { description: "The cycle" }) cycleId: string,
    @Arg("userId", () => ID, { description: "The member" }) userId: string,
    @Arg("mode", () => MentorshipMode, { description: "The mode" }) mode: MentorshipMode,
    @Ctx() ctx: Context,
  ): Promise<RemoveMentorshipParticipantPayload> {
    return this.mentorship.removeParticipant(ctx.viewer, rowId(cycleId), rowId(userId), mode);
  }

  @Mutation(() => MentorshipRecord, { description: "Mentorship admins: switch one phase (1–3) of a record on or off" })
  toggleMentorshipPhase(
    @Arg("recordId", () => ID, { description: "The record" }) recordId: string,
    @Arg("phase", () => Int, { description: "1, 2 or 3" }) phase: number,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRecord> {
    return this.mentorship.togglePhase(ctx.viewer, rowId(recordId), phase);
  }

  @Mutation(() => User, { description: "Admins: grant (true) or revoke (false) a member's mentorship admin flag" })
  setMentorshipAdmin(
    @Arg("user", { description: "Username or osu! id of an existing member" }) user: string,
    @Arg("value", { description: "true = grant, false = revoke" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return this.mentorship.setMentorshipAdmin(ctx.viewer, user, value);
  }

  @Mutation(() => MentorshipBadgeEntry, { description: "Mentorship admins: move a member's badge value by +1 or -1" })
  adjustMentorshipBadge(
    @Arg("userId", () => ID, { description: "The member" }) userId: string,
    @Arg("delta", () => Int, { description: "+1 or -1" }) delta: number,
    @Ctx() ctx: Context,
  ): Promise<MentorshipBadgeEntry> {
    return this.mentorship.adjustBadge(ctx.viewer, rowId(userId), delta) as Promise<MentorshipBadgeEntry>;
  }
}

@Resolver(() => MentorshipCycle)
export class MentorshipCycleFieldsResolver {
  constructor(private readonly mentorship: MentorshipService) {}

  @FieldResolver(() => Boolean, { description: "The cycle's end date has passed (it counts for tenure)" })
  hasEnded(@Root() cycle: MentorshipCycle): boolean {
    return cycle.endDate.getTime() < Date.now();
  }

  @FieldResolver(() => MentorshipRecordConnection, { description: "The cycle's participant records, oldest first" })
  records(@Root() cycle: MentorshipCycle, @Args() args: CycleRecordsArgs): Promise<Page<MentorshipRecord>> {
    return this.mentorship.cycleRecords(cycle, args);
  }
}

@Resolver(() => MentorshipRecord)
export class MentorshipRecordFieldsResolver {
  @FieldResolver(() => User, { description: "The participant (public projection)" })
  async user(@Root() r: MentorshipRecord, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.get(userById).load(r.userId))!;
  }

  @FieldResolver(() => User, { nullable: true, description: "The main mentor of an extra mentor or a mentee" })
  mentor(@Root() r: MentorshipRecord, @Ctx() ctx: Context): Promise<User | null> {
    return r.mentorId ? ctx.loaders.get(userById).load(r.mentorId) : Promise.resolve(null);
  }

  @FieldResolver(() => MentorshipCycle, { description: "The cycle" })
  async cycle(@Root() r: MentorshipRecord, @Ctx() ctx: Context): Promise<MentorshipCycle> {
    return (await ctx.loaders.get(mentorshipCycleById).load(r.cycleId))!;
  }

  @FieldResolver(() => Boolean, { description: 'Skips at least one phase (shown as "*")' })
  skipsPhases(@Root() r: MentorshipRecord): boolean {
    return skipsPhases(r.phases);
  }
}

@Resolver(() => MentorshipMemberHistory)
export class MentorshipMemberHistoryFieldsResolver {
  constructor(private readonly mentorship: MentorshipService) {}

  @FieldResolver(() => MentorshipRecordConnection, { description: "The member's records in every cycle, newest cycle first" })
  records(@Root() h: MentorshipMemberHistory, @Args() args: ConnectionArgs): Promise<Page<MentorshipRecord>> {
    return this.mentorship.historyRecords(h.user.id, args);
  }
}

@Resolver(() => MentorshipBadgeEntry)
export class MentorshipBadgeEntryFieldsResolver {
  @FieldResolver(() => User, { description: "The member (public projection)" })
  async user(@Root() e: MentorshipBadgeEntry, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.get(userById).load(e.userId))!;
  }
}
