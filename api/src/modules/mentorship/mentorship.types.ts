import { ArgsType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { Connection, ConnectionArgs } from "../../core/connection";
import { User } from "../users/user.entity";
import { MentorshipCycle, MentorshipRecord } from "./mentorship.entity";
import { MentorshipCategory, MentorshipGroup, MentorshipMode } from "./mentorship.enums";
import { Node } from "../../core/node";

@InputType({ description: "A new mentorship cycle" })
export class CreateMentorshipCycleInput {
  @Field(() => Int, { description: "Cycle number (unique, 1 to 100000)" })
  number: number;

  @Field({ description: "Cycle name (unique; surrounding spaces are dropped; at most 100 characters)" })
  name: string;

  @Field(() => String, { nullable: true, description: "http(s) link to the cycle's announcement; empty = none" })
  url?: string | null;

  @Field({ description: "When the cycle starts" })
  startDate: Date;

  @Field({ description: "When the cycle ends (not before it starts)" })
  endDate: Date;

  @Field(() => Boolean, { nullable: true, description: "Whether signed-in members may read the cycle (default false)" })
  isPublic?: boolean | null;

  @Field(() => ID, { nullable: true, description: "Copy every participant record of this cycle into the new one" })
  duplicateFromCycleId?: string | null;
}

@InputType({ description: "Changes to a mentorship cycle; omitted fields stay as they are" })
export class UpdateMentorshipCycleInput {
  @Field(() => Int, { nullable: true, description: "Cycle number (unique, 1 to 100000)" })
  number?: number | null;

  @Field(() => String, { nullable: true, description: "Cycle name (unique; trimmed; at most 100 characters)" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "http(s) link; an empty string removes it" })
  url?: string | null;

  @Field(() => Date, { nullable: true, description: "When the cycle starts" })
  startDate?: Date | null;

  @Field(() => Date, { nullable: true, description: "When the cycle ends" })
  endDate?: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Whether signed-in members may read the cycle" })
  isPublic?: boolean | null;
}

@InputType({ description: "A member to add to a cycle and mode" })
export class AddMentorshipParticipantInput {
  @Field(() => ID, { description: "The cycle" })
  cycleId: string;

  @Field(() => MentorshipMode, { description: "The mode" })
  mode: MentorshipMode;

  @Field(() => MentorshipGroup, { description: "Mentor, extra mentor or mentee" })
  group: MentorshipGroup;

  @Field({
    description: "Username or osu! id; an osu! id nobody in the guild has is looked up on osu! and the member created",
  })
  user: string;

  @Field(() => ID, { nullable: true, description: "The main mentor (member id); required for extra mentors and mentees" })
  mentorUserId?: string | null;
}

@ArgsType()
export class CycleRecordsArgs extends ConnectionArgs {
  @Field(() => MentorshipCategory, { nullable: true, description: "Only records of this category's modes" })
  category?: MentorshipCategory | null;

  @Field(() => MentorshipMode, { nullable: true, description: "Only records of this mode (wins over category)" })
  mode?: MentorshipMode | null;
}

@ObjectType({ description: "A member's mentoring tenure and badge" })
export class MentorshipMemberHistory {
  @Field(() => User, { description: "The member (public projection)" })
  user: User;

  @Field(() => Int, { description: "Days spent mentoring: Σ over ended cycles of cycle length × phases / 3" })
  mentorDays: number;

  @Field({ description: '"Mentor for X years and Y days across all cycles and game modes"' })
  tenureText: string;

  @Field(() => Int, { description: "Tenure years for the badge: floor(mentor phases of ended cycles / 3 / 4)" })
  tenureYears: number;

  @Field(() => Int, { description: "The mentorship badge value the member holds" })
  badge: number;
}

@ObjectType({ implements: Node, description: "A member whose mentorship badge differs from their tenure" })
export class MentorshipBadgeEntry {
  userId: number;

  @Field(() => Int, { description: "The badge value the member holds" })
  badge: number;

  @Field(() => Int, { description: "The tenure years they have earned" })
  tenureYears: number;
}

@ObjectType({ description: "What deleting a cycle removed" })
export class DeleteMentorshipCyclePayload {
  @Field(() => ID, { description: "The deleted cycle's id" })
  id: string;

  @Field(() => Int, { description: "How many participant records went with it" })
  deletedRecords: number;
}

@ObjectType({ description: "What removing a participant removed" })
export class RemoveMentorshipParticipantPayload {
  @Field(() => Int, { description: "How many records of the member in that cycle and mode were removed" })
  removedRecords: number;
}

export const MentorshipCycleConnection = Connection(MentorshipCycle);
export const MentorshipRecordConnection = Connection(MentorshipRecord);
export const MentorshipBadgeEntryConnection = Connection(MentorshipBadgeEntry);
export const UserConnection = Connection(User);

@InputType({ description: "One participant of a whole-cycle write: the member by member id or osu! id (exactly one)" })
export class MentorshipCycleParticipantInput {
  @Field(() => ID, { nullable: true, description: "The member (our id or their global id)" })
  userId?: string | null;

  @Field(() => Int, { nullable: true, description: "The member by osu! user id (they must be in the guild)" })
  osuId?: number | null;

  @Field(() => MentorshipMode, { description: "The mode" })
  mode: MentorshipMode;

  @Field(() => MentorshipGroup, { description: "Mentor, extra mentor or mentee" })
  group: MentorshipGroup;

  @Field(() => ID, { nullable: true, description: "The main mentor (member id) of an extra mentor or a mentee" })
  mentorUserId?: string | null;

  @Field(() => Int, { nullable: true, description: "The main mentor by osu! user id (instead of mentorUserId)" })
  mentorOsuId?: number | null;

  @Field(() => [Int], {
    nullable: true,
    description: "Phases (1–3); default: all for a mentor, the mentor's phases not yet covered for a mentee",
  })
  phases?: number[] | null;
}

@InputType({
  description:
    "A mentorship cycle by number (created from these fields when no cycle has the number; an existing one keeps its fields) and participants to add to it",
})
export class MentorshipCycleWriteInput {
  @Field(() => Int, { description: "Cycle number (1 to 100000)" })
  number: number;

  @Field(() => String, { nullable: true, description: 'Name of a new cycle (default "Cycle <number>")' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "http(s) link of a new cycle" })
  url?: string | null;

  @Field(() => Date, { nullable: true, description: "When a new cycle starts (required to create one)" })
  startDate?: Date | null;

  @Field(() => Date, { nullable: true, description: "When a new cycle ends (required to create one)" })
  endDate?: Date | null;

  @Field(() => Boolean, { nullable: true, description: "Whether members may read a new cycle (default false)" })
  isPublic?: boolean | null;

  @Field(() => [MentorshipCycleParticipantInput], { description: "Participants, at most 1000 (mentors are added first)" })
  participants: MentorshipCycleParticipantInput[];
}

@ObjectType({ description: "What a whole-cycle write did (all of it, or nothing)" })
export class MentorshipCycleWritePayload {
  @Field(() => MentorshipCycle, { description: "The cycle written to" })
  cycle: MentorshipCycle;

  @Field({ description: "Whether the write created the cycle" })
  cycleCreated: boolean;

  @Field(() => Int, { description: "How many participant records were added" })
  created: number;

  @Field(() => Int, { description: "Participants the cycle already had (skipped, as the original's write did)" })
  skipped: number;

  @Field(() => [MentorshipRecord], { description: "The records added" })
  records: MentorshipRecord[];
}

@ArgsType()
export class MentorshipsArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: "Only this member's records (our id or their global id)" })
  userId?: string | null;

  @Field(() => Int, { nullable: true, description: "Only this member's records, by osu! user id" })
  osuId?: number | null;

  @Field(() => MentorshipMode, { nullable: true, description: "Only records of this mode" })
  mode?: MentorshipMode | null;
}
