import { Arg, Args, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Connection, ConnectionArgs, type Page } from "../../core/connection";
import { Artist } from "../artists/artist.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { HOME_PAGE_SIZE, type HomeService } from "./home.service";

@ObjectType()
export class HomeArtistPage {
  @Field(() => [Artist]) artists: Artist[];
  @Field() hasMore: boolean;
}

/** A page of featured artists for the home page (core/connection.ts). */
const HomeArtistConnection = Connection(Artist);

@Resolver()
export class HomeResolver {
  constructor(private readonly homeService: HomeService) {}

  @Query(() => HomeArtistPage, {
    description: "Recently released featured artists with guild beatmaps, newest first",
    deprecationReason: "Use homeArtistsConnection instead. Deprecated 2026-11-24.",
  })
  homeArtists(
    @Arg("limit", () => Int, { defaultValue: HOME_PAGE_SIZE }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
  ): Promise<HomeArtistPage> {
    return this.homeService.homeArtists(limit, offset);
  }

  @Query(() => HomeArtistConnection, {
    description:
      "Recently released featured artists with guild beatmaps, newest first, a keyset page at a time (same order as homeArtists)",
  })
  homeArtistsConnection(@Args() args: ConnectionArgs): Promise<Page<Artist>> {
    return this.homeService.homeArtistsConnection(args);
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
