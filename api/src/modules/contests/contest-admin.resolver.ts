/**
 * What admins do to a contest: approve it and set the flags only they set. Thin resolvers over the services, which
 * check every permission themselves.
 */
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import { Role } from "../../core/access";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { Contest } from "./contest.entity";
import { type ContestsService, type AdminFlag } from "./contests.service";

/** The admins' flags of a contest. */
@Resolver()
export class ContestAdminResolver {
  constructor(private readonly contestsService: ContestsService) {}

  private async flag(ctx: Context, id: string, flag: AdminFlag, value: boolean): Promise<Contest> {
    return ctx.loaders.after(await this.contestsService.setAdminFlag(ctx.viewer, rowId(id), flag, value));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: approve (announced on Discord) or withdraw approval (not announced)" })
  setContestApproved(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Approved" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isApproved", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: mark a Featured Artist contest (its roles earn points once complete)" })
  setContestFeaturedArtist(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Featured Artist contest" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isFeaturedArtistContest", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: whether the contest counts for points" })
  setContestEligibleForPoints(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Eligible" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "isEligibleForPoints", value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Contest, { description: "Admin: do not announce the approval and completion on Discord" })
  setContestSkipWebhook(
    @Arg("id", () => ID, { description: "The contest" }) id: string,
    @Arg("value", { description: "Skip announcements" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<Contest> {
    return this.flag(ctx, id, "skipWebhook", value);
  }
}
