import { Ctx, FieldResolver, Int, Resolver, Root } from "type-graphql";
import type { Context } from "../../app/context";
import { User } from "../users/user.entity";
import { Party } from "./party.entity";
import { partyRank } from "./parties.rules";

@Resolver(() => Party)
export class PartyResolver {
  @FieldResolver(() => User)
  async leader(@Root() p: Party, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(p.leaderId))!;
  }

  @FieldResolver(() => [User])
  members(@Root() p: Party, @Ctx() ctx: Context): Promise<User[]> {
    return ctx.loaders.partyMembers.load(p.id);
  }

  @FieldResolver(() => Int, { description: "Rounded average MG rank of the members" })
  async rank(@Root() p: Party, @Ctx() ctx: Context): Promise<number> {
    return partyRank((await ctx.loaders.partyMembers.load(p.id)).map((u) => u.rank));
  }
}
