import { ArgsType, Field, ID, registerEnumType } from "type-graphql";
import { IsOptional, MaxLength, ArrayMaxSize } from "class-validator";
import { Connection, ConnectionArgs } from "../../core/connection";
import { AdminAuditEntry } from "./admin-audit.entity";
import { AdminActionKind, AdminTargetType } from "./audit.rules";

registerEnumType(AdminActionKind, {
  name: "AdminActionKind",
  description: "What sort of admin action an audit entry records (modules/audit/README.md)",
  valuesConfig: {
    groupAdmin: { description: "Made a member an admin, or took the admin role away" },
    groupSecret: { description: "Made a member a group secret (FA showcase), or took it away" },
    mentorshipAdmin: { description: "Granted or revoked mentorship admin" },
    worldCupHelper: { description: "Granted or revoked World Cup helper" },
    questTrailblazer: { description: "Granted or revoked quest trailblazer" },
    pointsAdjustment: { description: "Added or removed points, with the reason" },
    legacyPoints: { description: "Set a member's legacy points" },
    pointsRecalculation: { description: "Recalculated a member's points" },
    queuedBadge: { description: "Queued a profile badge" },
    badge: { description: "Set the awarded profile badge" },
    contestApproval: { description: "Approved a contest, or withdrew the approval" },
    contestFlag: { description: "Changed a contest's admin flag (FA contest, points, announcements)" },
    questReview: { description: "Scheduled or rejected a quest submitted for approval" },
    questEdit: { description: "Created, edited, dropped, completed or deleted a quest" },
    missionEdit: { description: "Created or edited a priority quest" },
    missionBeatmap: { description: "Marked a priority quest's mapset winner, invalid or lame" },
    beatmapEdit: { description: "Changed a mapset as an admin (status, rank queue, rejection, points, delete)" },
    artistEdit: { description: "Changed a featured artist or song as an admin" },
    merchFlag: { description: "Changed a member's merch access or pre-selected order" },
    locusModeration: { description: "Hid or marked a Locus card, or opened or closed a season" },
    signOut: { description: "Signed a member out everywhere" },
    tokenRevocation: { description: "Revoked a member's API tokens" },
    import: { description: "Imported data from the original site (one entry per import run)" },
  },
});

registerEnumType(AdminTargetType, {
  name: "AdminTargetType",
  description: "What an admin action was done to",
  valuesConfig: {
    user: { description: "A member" },
    contest: { description: "A contest" },
    quest: { description: "A quest" },
    mission: { description: "A priority quest" },
    beatmap: { description: "A mapset" },
    artist: { description: "A featured artist" },
    song: { description: "A featured song" },
    locusCard: { description: "A Locus card" },
    locusSeason: { description: "A Locus season (its year)" },
    importRun: { description: "An import run" },
  },
});

/** The filters and page of `adminAuditLog`; absent filters keep every entry. */
@ArgsType()
export class AdminAuditLogArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: "Only actions of this admin (username or osu! id)" })
  @IsOptional()
  @MaxLength(32)
  actor?: string | null;

  @Field(() => String, { nullable: true, description: "Only actions done to this member (username or osu! id)" })
  @IsOptional()
  @MaxLength(32)
  member?: string | null;

  @Field(() => AdminTargetType, { nullable: true, description: "Only actions done to this sort of target" })
  targetType?: AdminTargetType | null;

  @Field(() => ID, { nullable: true, description: "Only actions done to the target with this id (give targetType too)" })
  targetId?: string | null;

  @Field(() => [AdminActionKind], { nullable: true, description: "Only these kinds of action" })
  @IsOptional()
  @ArrayMaxSize(30)
  kinds?: AdminActionKind[] | null;

  @Field(() => Date, { nullable: true, description: "Only actions at or after this time" })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: "Only actions before this time" })
  to?: Date | null;
}

/** A page of audit entries (core/connection.ts). */
export const AdminAuditEntryConnection = Connection(AdminAuditEntry);
