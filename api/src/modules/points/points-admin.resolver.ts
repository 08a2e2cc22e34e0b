import { Arg, Args, ArgsType, Authorized, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { Connection, ConnectionArgs, type Page } from "../../core/connection";
import { memberSelectionProblem } from "../users/users.rules";
import type { Context } from "../context";
import type { PointsAdminService } from "./points-admin.service";
import { Role } from "../../core/access";
import { check, notFound } from "../../core/errors";
import { parseId } from "../../core/ids";
import { User } from "../users/user.entity";
import { PointsAdjustment } from "./points-adjustment.entity";

const userId = (value: string): number => {
  const n = parseId(value);
  if (n === null) throw notFound("Cannot find user!");
  return n;
};

/** A member's admin-side points and badge facts (kept off the public User type). */
@ObjectType({ description: "Admins only: a member's badge workflow and manual points inputs" })
export class AdminUserPoints {
  @Field(() => User, { description: "The member" }) user: User;
  @Field(() => Int, { description: "MG rank from points (0-5)" }) rank: number;
  @Field(() => Int, { description: "Badge awarded on osu!" }) badge: number;
  @Field(() => Int, { description: "Badge queued for award by the promotion job" }) queuedBadge: number;
  @Field(() => Float, { description: "Points from before the current system, set by an admin" }) legacyPoints: number;
  @Field(() => Float, { description: "Sum of the manual adjustments" }) adjustmentPoints: number;
  @Field(() => Float, { description: "All points earned, legacy and adjustments included" }) totalPoints: number;
}

const adminView = (u: User): AdminUserPoints => ({
  user: u,
  rank: u.rank,
  badge: u.badge,
  queuedBadge: u.queuedBadge,
  legacyPoints: u.legacyPoints,
  adjustmentPoints: u.adjustmentPoints,
  totalPoints: u.totalPoints,
});

/** A page of manual points adjustments (core/connection.ts). */
export const PointsAdjustmentConnection = Connection(PointsAdjustment);

@ArgsType()
export class PointsAdjustmentsArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: "The member (our id or their global id)" })
  userId?: string | null;

  @Field(() => Int, { nullable: true, description: "The member by osu! user id (instead of userId)" })
  osuId?: number | null;
}

/** Admin inputs of the points engine and the badge workflow. */
@Resolver()
export class PointsAdminResolver {
  constructor(private readonly pointsAdminService: PointsAdminService) {}

  @Authorized(Role.ADMIN)
  @Query(() => PointsAdjustmentConnection, {
    description: "Admins: a member's manual points adjustments (by our id or osu! id), newest first, a keyset page at a time",
  })
  async pointsAdjustmentsConnection(@Args() args: PointsAdjustmentsArgs, @Ctx() ctx: Context): Promise<Page<PointsAdjustment>> {
    check(memberSelectionProblem({ id: args.userId, osuId: args.osuId }, "userId"));
    const member = args.osuId != null ? await this.pointsAdminService.memberIdOfOsuId(args.osuId) : userId(args.userId!);
    return this.pointsAdminService.adjustmentsPage(ctx.viewer, member ?? 0, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [PointsAdjustment], {
    description: "Admins: a member's manual points adjustments, newest first",
    deprecationReason: "Use pointsAdjustmentsConnection instead. Deprecated 2026-11-28.",
  })
  pointsAdjustments(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<PointsAdjustment[]> {
    return this.pointsAdminService.adjustments(ctx.viewer, userId(id));
  }

  @Authorized(Role.ADMIN)
  @Query(() => [AdminUserPoints], {
    description: "Admins: members whose rank is above their awarded badge (highest rank first; at most 200)",
  })
  async adminBadgeQueue(@Ctx() ctx: Context): Promise<AdminUserPoints[]> {
    return (await this.pointsAdminService.badgeQueue(ctx.viewer)).map(adminView);
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminUserPoints, {
    description: "Admins: a member's badge and manual points inputs, by member id or osu! id (exactly one)",
  })
  async adminUserPoints(
    @Arg("userId", () => ID, { nullable: true, description: "Member id (or their global id)" }) id: string | null,
    @Arg("osuId", () => Int, { nullable: true, description: "The member's osu! user id (instead of userId)" })
    osuId: number | null,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPoints> {
    check(memberSelectionProblem({ id, osuId }, "userId"));
    const member = osuId != null ? await this.pointsAdminService.memberIdOfOsuId(osuId) : userId(id!);
    if (member === null) throw notFound("Cannot find user!");
    return adminView(await this.pointsAdminService.getUser(ctx.viewer, member));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => PointsAdjustment, {
    description: "Admins: add (or, negative, remove) points with a reason; recalculates the member",
  })
  adminAdjustPoints(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Arg("amount", () => Float, { description: "Points to add; negative removes (non-zero, within the adjustment limit)" })
    amount: number,
    @Arg("reason", { description: "Why (required, length-limited); shown in the adjustment history" }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<PointsAdjustment> {
    return this.pointsAdminService.addAdjustment(ctx.viewer, userId(id), amount, reason);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminUserPoints, { description: "Admins: legacy points (from before the current system)" })
  async adminSetLegacyPoints(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Arg("points", () => Float, { description: "New legacy points (replaces the old value)" }) points: number,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPoints> {
    return adminView(await this.pointsAdminService.setLegacyPoints(ctx.viewer, userId(id), points));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminUserPoints, { description: "Admins: queue the profile badge to award (0 also resets the badge)" })
  async adminSetQueuedBadge(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Arg("badge", () => Int, { description: "Badge rank (0-5) for the promotion job to award" }) badge: number,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPoints> {
    return adminView(await this.pointsAdminService.setQueuedBadge(ctx.viewer, userId(id), badge));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminUserPoints, { description: "Admins: set the awarded profile badge" })
  async adminSetBadge(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Arg("badge", () => Int, { description: "Awarded badge rank (0-5)" }) badge: number,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPoints> {
    return adminView(await this.pointsAdminService.setBadge(ctx.viewer, userId(id), badge));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AdminUserPoints, { description: "Admins: recalculate a member's earned points now" })
  async adminRecalculatePoints(
    @Arg("userId", () => ID, { description: "Member id" }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPoints> {
    return adminView(await this.pointsAdminService.recalculate(ctx.viewer, userId(id)));
  }
}
