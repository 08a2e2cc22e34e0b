import { Arg, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Artist } from "../artists/artist.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { HOME_PAGE_SIZE, type HomeService } from "./home.service";

@ObjectType()
export class HomeArtistPage {
  @Field(() => [Artist]) artists: Artist[];
  @Field() hasMore: boolean;
}

@Resolver()
export class HomeResolver {
  constructor(private readonly homeService: HomeService) {}

  @Query(() => HomeArtistPage, { description: "Recently released featured artists with guild beatmaps, newest first" })
  homeArtists(
    @Arg("limit", () => Int, { defaultValue: HOME_PAGE_SIZE }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<HomeArtistPage> {
    return this.homeService.homeArtists(limit, offset);
  }

  @Query(() => Quest, { nullable: true })
  exampleQuest(): Promise<Quest | null> {
    return this.homeService.exampleQuest();
  }

  @Query(() => Mission, { nullable: true })
  exampleMission(): Promise<Mission | null> {
    return this.homeService.exampleMission();
  }
}
