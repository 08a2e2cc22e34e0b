import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { Context } from "../../app/context";
import { Artist } from "../artists/artist.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { HOME_PAGE_SIZE } from "./home.service";

@ObjectType()
export class HomeArtistPage {
  @Field(() => [Artist]) artists: Artist[];
  @Field() hasMore: boolean;
}

@Resolver()
export class HomeResolver {
  @Query(() => HomeArtistPage, { description: "Recently released featured artists with guild beatmaps, newest first" })
  homeArtists(
    @Ctx() ctx: Context,
    @Arg("limit", () => Int, { defaultValue: HOME_PAGE_SIZE }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<HomeArtistPage> {
    return ctx.services.home.homeArtists(limit, offset);
  }

  @Query(() => Quest, { nullable: true })
  exampleQuest(@Ctx() ctx: Context): Promise<Quest | null> {
    return ctx.services.home.exampleQuest();
  }

  @Query(() => Mission, { nullable: true })
  exampleMission(@Ctx() ctx: Context): Promise<Mission | null> {
    return ctx.services.home.exampleMission();
  }
}
