import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { CONNECTION_NODES, declareProjection, projectionOf } from "../../core/projection";
import type { Context } from "../context";
import type { Config } from "../../config";
import type { LedgerService } from "../points/ledger.service";
import type { UsersService } from "./users.service";
import { hasRole, Role } from "../../core/access";
import { Mode } from "../../core/enums";
import { badgeProgress, breakdownRows, POINT_PROPERTIES, pointsInfo, round1 } from "../points/points.rules";
import { BadgeProgress, PointsBreakdown, PointsInfo } from "../points/points.types";
import { SpentPoints } from "../points/spent-points.entity";
import { check, forbidden } from "../../core/errors";
import { parseId } from "../../core/ids";
import { User } from "./user.entity";
import { mainMode, memberSelectionProblem } from "./users.rules";
import { CurrentUser, UserPage, UsersArgs } from "./users.types";
import { UserConnection, UsersConnectionArgs } from "./users.types";
import type { Page } from "../../core/connection";
import { avatarUrl } from "./avatar";
import { userById } from "./users.loaders";
import { faScheduleAccess } from "../artists/artists.rules";

/**
 * A member's points breakdown; its category rows are computed only when asked for (lists print the mode totals alone),
 * by a getter of the class, so a list of members does not build an accessor per member.
 */
class LazyBreakdown implements PointsBreakdown {
  readonly osu: number;
  readonly taiko: number;
  readonly catch: number;
  readonly mania: number;
  readonly total: number;
  readonly spent: number;
  readonly available: number;

  constructor(private readonly user: User) {
    const info = pointsInfo(user);
    this.osu = round1(user.osuPoints);
    this.taiko = round1(user.taikoPoints);
    this.catch = round1(user.catchPoints);
    this.mania = round1(user.maniaPoints);
    this.total = info.total;
    this.spent = round1(user.spentPoints);
    this.available = info.available;
  }

  get categories(): PointsBreakdown["categories"] {
    return breakdownRows(this.user);
  }
}

/** What User's fields read from the member row beyond a column of their name (core/projection.ts). */
declareProjection(User, {
  pointsInfo: POINT_PROPERTIES,
  pointsBreakdown: POINT_PROPERTIES,
  badgeProgress: ["totalPoints"],
  mainMode: ["osuPoints", "taikoPoints", "catchPoints", "maniaPoints"],
  avatarUrl: ["osuId"],
  spentPoints: [],
});

@Resolver(() => User)
export class UserResolver {
  constructor(
    private readonly usersService: UsersService,
    private readonly ledgerService: LedgerService,
    private readonly config: Config,
  ) {}

  @Query(() => CurrentUser, { nullable: true, description: "The signed-in member, or null" })
  me(@Ctx() ctx: Context): User | null {
    return ctx.viewer;
  }

  @Query(() => UserPage, {
    description: "Members ranked by points (or by a mode's points), searchable, paged",
    deprecationReason: "Use usersConnection instead. Deprecated 2026-11-24.",
  })
  users(@Args() args: UsersArgs): Promise<UserPage> {
    return this.usersService.list(args);
  }

  @Query(() => UserConnection, {
    description: "Members ranked by points (or by a mode's points), searchable, a keyset page at a time (same order as users)",
  })
  usersConnection(@Args() args: UsersConnectionArgs, @Info() info: GraphQLResolveInfo): Promise<Page<User>> {
    return this.usersService.connection(args, args, projectionOf(info, User, [], CONNECTION_NODES));
  }

  @Query(() => User, {
    nullable: true,
    description: "One member's public profile, by our id or by osu! id (exactly one); null if no member has it",
  })
  async user(
    @Arg("id", () => ID, { nullable: true, description: "Member id (not the osu! id), or the member's global id" })
    id: string | null,
    @Arg("osuId", () => Int, { nullable: true, description: "The member's osu! user id" }) osuId: number | null,
    @Ctx() ctx: Context,
  ): Promise<User | null> {
    check(memberSelectionProblem({ id, osuId }));
    const n = osuId != null ? await this.usersService.idOfOsuId(osuId) : parseId(id);
    return n !== null ? ctx.loaders.get(userById).load(n) : null;
  }

  @Query(() => [Int], { description: "Number of members at each MG rank, index 0-5" })
  userRankCounts(): Promise<number[]> {
    return this.usersService.rankCounts();
  }

  @Authorized()
  @Mutation(() => CurrentUser, { description: "Set the signed-in member's own FA showcase mapper flag" })
  setShowcaseMapper(
    @Arg("value", { description: "true = you want to map for featured artist showcases" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return this.usersService.setShowcaseMapper(ctx.viewer, value);
  }

  @Authorized()
  @Mutation(() => CurrentUser, { description: "Set the signed-in member's own contest helper flag" })
  setContestHelper(
    @Arg("value", { description: "true = you volunteer to help run contests" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return this.usersService.setContestHelper(ctx.viewer, value);
  }

  @FieldResolver(() => PointsInfo, { description: "Points summary: earned, available, and by source" })
  pointsInfo(@Root() user: User): PointsInfo {
    return pointsInfo(user);
  }

  @FieldResolver(() => PointsBreakdown, { description: "Earned points by category and mode, with spent and available" })
  pointsBreakdown(@Root() user: User): PointsBreakdown {
    return new LazyBreakdown(user);
  }

  @FieldResolver(() => BadgeProgress, { description: "Current MG rank and what the next one needs" })
  badgeProgress(@Root() user: User): BadgeProgress {
    return badgeProgress(user.totalPoints);
  }

  @FieldResolver(() => Mode, { description: "The mode with the most mapping points" })
  mainMode(@Root() user: User): Mode {
    return mainMode(user);
  }

  @FieldResolver(() => String, { description: "URL of the member's osu! avatar" })
  avatarUrl(@Root() user: User): string {
    return avatarUrl(this.config, user.osuId);
  }

  @FieldResolver(() => [SpentPoints], {
    nullable: true,
    description: "Spending history: the member's own and admins only (others: null and FORBIDDEN, the rest of the answer stands)",
  })
  async spentPoints(@Root() user: User, @Ctx() ctx: Context): Promise<SpentPoints[]> {
    const viewer = ctx.viewer;
    if (!viewer || (viewer.id !== user.id && !hasRole(viewer, Role.ADMIN))) throw forbidden();
    return this.ledgerService.history(user.id);
  }
}

/** Computed fields of the signed-in member (same row as User). */
@Resolver(() => CurrentUser)
export class CurrentUserResolver {
  constructor(private readonly config: Config) {}

  @FieldResolver(() => PointsInfo, { description: "Your points summary: earned, available, and by source" })
  pointsInfo(@Root() user: User): PointsInfo {
    return pointsInfo(user);
  }

  @FieldResolver(() => Number, { description: "Points available to spend, rounded to one decimal" })
  availablePoints(@Root() user: User): number {
    return pointsInfo(user).available;
  }

  @FieldResolver(() => String, { description: "URL of your osu! avatar" })
  avatarUrl(@Root() user: User): string {
    return avatarUrl(this.config, user.osuId);
  }

  @FieldResolver(() => Mode, { description: "The mode with the most mapping points" })
  mainMode(@Root() user: User): Mode {
    return mainMode(user);
  }

  @FieldResolver(() => Boolean, { description: "Sees the FA Schedule (the configured FA Schedule account and admins)" })
  canViewFaSchedule(@Root() user: User): boolean {
    return faScheduleAccess(user, this.config.faScheduleOsuId) === null;
  }
}
