import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../context";

@ObjectType({ description: 'The request\'s rate-limit budget (docs/api-guide.md "Rate limits")' })
export class RateLimit {
  @Field(() => Int, { description: "Points the budget holds per window" })
  limit: number;

  @Field(() => Int, { description: "Points this request cost (its query's price); for a dry run, what the query would cost" })
  cost: number;

  @Field(() => Int, { description: "Points left in the current window, after this request" })
  remaining: number;

  @Field({ description: "When the window ends and the budget is full again" })
  resetAt: Date;
}

@Resolver()
export class RateLimitResolver {
  @Query(() => RateLimit, {
    nullable: true,
    description: "The rate-limit budget this request draws on, after its own cost; null outside HTTP requests",
  })
  rateLimit(
    @Ctx() ctx: Context,
    @Arg("dryRun", {
      defaultValue: false,
      description:
        "True: price the whole query without running it. The answer holds only this field: `cost` is what the query would cost, and the dry run itself costs 1 point",
    })
    _dryRun: boolean,
  ): RateLimit | null {
    const state = ctx.rateLimit;
    return state ? { limit: state.limit, cost: state.cost, remaining: state.remaining, resetAt: state.resetAt } : null;
  }
}
