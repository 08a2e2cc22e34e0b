import { Arg, Args, Field, Info, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLResolveInfo } from "graphql";
import { CONNECTION_NODES, projectionOf } from "../../core/projection";
import { ArtistConnection } from "../artists/artists.types";
import { ConnectionArgs, type Page } from "../../core/connection";
import { Artist } from "../artists/artist.entity";
import { Quest } from "../quests/quest.entity";
import { Mission } from "../missions/mission.entity";
import { HOME_PAGE_SIZE, type HomeService } from "./home.service";

@ObjectType({ description: "A page of the home page's featured artists" })
export class HomeArtistPage {
  @Field(() => [Artist], { description: "The artists of this page, newest release first" }) artists: Artist[];
  @Field({ description: "More artists follow this page" }) hasMore: boolean;
}

/** A page of featured artists for the home page (core/connection.ts). */

@Resolver()
export class HomeResolver {
  constructor(private readonly homeService: HomeService) {}

  @Query(() => HomeArtistPage, {
    description: "Recently released featured artists with guild beatmaps, newest first",
    deprecationReason: "Use homeArtistsConnection instead. Deprecated 2026-11-24.",
  })
  homeArtists(
    @Arg("limit", () => Int, { defaultValue: HOME_PAGE_SIZE, description: "Page size (1-120), 12 by default" }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0, description: "Artists to skip, 0 by default" }) offset: number,
  ): Promise<HomeArtistPage> {
    return this.homeService.homeArtists(limit, offset);
  }

  @Query(() => ArtistConnection, {
    description:
      "Recently released featured artists with guild beatmaps, newest first, a keyset page at a time (same order as homeArtists)",
  })
  homeArtistsConnection(@Args() args: ConnectionArgs, @Info() info: GraphQLResolveInfo): Promise<Page<Artist>> {
    return this.homeService.homeArtistsConnection(args, projectionOf(info, Artist, [], CONNECTION_NODES));
  }

  @Query(() => Quest, {
    nullable: true,
    description: "The newest open, unexpired quest with an artist, shown on the home page; null if none",
  })
  exampleQuest(): Promise<Quest | null> {
    return this.homeService.exampleQuest();
  }

  @Query(() => Mission, {
    nullable: true,
    description:
      "The home page's example priority quest, display only (never open): the curated hidden example (announced, not a showcase, one released artist), else the newest closed announced non-showcase mission; null if none",
  })
  exampleMission(): Promise<Mission | null> {
    return this.homeService.exampleMission();
  }
}
