import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../context";
import { Role } from "../../core/access";
import { Connection, type Page } from "../../core/connection";
import { rowId } from "../../core/ids";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { MerchCheckout } from "./merch-checkout.entity";
import { MerchService } from "./merch.service";
import {
  MerchCheckoutLine,
  MerchCheckoutPayload,
  MerchFlag,
  MerchMember,
  MerchMembersArgs,
  MerchOrderLookup,
  MerchPage,
  MerchResetResult,
} from "./merch.types";

const MerchMemberConnection = Connection(MerchMember);

@Resolver(() => MerchPage)
export class MerchResolver {
  constructor(private readonly service: MerchService) {}

  @Authorized()
  @Query(() => MerchPage, { description: "My merch page: whether I may check out, and what" })
  merch(@Ctx() ctx: Context): Promise<MerchPage> {
    return this.service.page(ctx.viewer);
  }

  @Authorized()
  @Mutation(() => MerchCheckoutPayload, {
    description:
      "Begin my merch checkout at the store (my pre-selected order, or one allowlisted product). " +
      "My access is used up only when the store confirms the purchase.",
  })
  startMerchCheckout(
    @Arg("productId", () => ID, { nullable: true, description: "The product to buy; ignored for a pre-selected order" })
    productId: string | null,
    @Arg("variantId", () => ID, { nullable: true, description: "The variant; needed when the product has several" })
    variantId: string | null,
    @Ctx() ctx: Context,
  ): Promise<MerchCheckoutPayload> {
    return this.service.startCheckout(ctx.viewer, { productId, variantId });
  }

  @Authorized(Role.ADMIN)
  @Query(() => MerchMemberConnection, { description: "Admins: members who have a merch flag" })
  merchMembers(@Args() args: MerchMembersArgs, @Ctx() ctx: Context): Promise<Page<MerchMember>> {
    return this.service.members(ctx.viewer, args);
  }

  @Authorized(Role.ADMIN)
  @Query(() => MerchMember, { description: "Admins: one member's merch flags, by osu! id or username" })
  merchMember(
    @Arg("user", { description: "osu! id or username (case-insensitive)" }) user: string,
    @Ctx() ctx: Context,
  ): Promise<MerchMember> {
    return this.service.member(ctx.viewer, user);
  }

  @Authorized(Role.ADMIN)
  @Query(() => MerchOrderLookup, { description: "Admins: the order placed from a store checkout id" })
  merchOrder(@Arg("checkoutId", { description: "The store's checkout id" }) checkoutId: string, @Ctx() ctx: Context) {
    return this.service.findOrder(ctx.viewer, checkoutId);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => MerchMember, { description: "Admins: set a member's merch flag" })
  setMerchFlag(
    @Arg("userId", () => ID, { description: "The member's id" }) userId: string,
    @Arg("flag", () => MerchFlag, { description: "Which flag" }) flag: MerchFlag,
    @Arg("value", { description: "The new value" }) value: boolean,
    @Ctx() ctx: Context,
  ): Promise<MerchMember> {
    return this.service.setFlag(ctx.viewer, rowId(userId), flag, value);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => MerchResetResult, { description: "Admins: clear a merch flag for every member except the listed osu! ids" })
  async resetMerchFlag(
    @Arg("flag", () => MerchFlag, { description: "Which flag to clear" }) flag: MerchFlag,
    @Arg("exceptOsuIds", () => [Int], { description: "osu! ids that keep the flag (at most 1000)" }) exceptOsuIds: number[],
    @Ctx() ctx: Context,
  ): Promise<MerchResetResult> {
    return { count: await this.service.resetFlag(ctx.viewer, flag, exceptOsuIds) };
  }
}

@Resolver(() => MerchMember)
export class MerchMemberResolver {
  @FieldResolver(() => User, { description: "The member" })
  user(@Root() member: MerchMember, @Ctx() ctx: Context): Promise<User | null> {
    return ctx.loaders.get(userById).load(member.userId);
  }
}

@Resolver(() => MerchCheckout)
export class MerchCheckoutResolver {
  @FieldResolver(() => User, { description: "The member who began the checkout" })
  user(@Root() checkout: MerchCheckout, @Ctx() ctx: Context): Promise<User | null> {
    return ctx.loaders.get(userById).load(checkout.userId);
  }

  @FieldResolver(() => [MerchCheckoutLine], { description: "What the checkout holds" })
  lines(@Root() checkout: MerchCheckout): MerchCheckoutLine[] {
    return checkout.lines;
  }
}
