import { Arg, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import { Role } from "../../core/access";
import { rowId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import { Mission } from "./mission.entity";
import type {
  ClassifiedArtistRow,
  MissionsAdminToolsService,
  MissionWinnerRow,
  ShowcaseSelectionRow,
  ShowcaseSelections,
} from "./missions-admin-tools.service";

@ObjectType({ description: "Admins: a member's priority quest wins since a date" })
export class MissionWinner {
  @Field(() => User, { description: "The member" }) user: User;
  @Field(() => Int, {
    description: "Closed priority quests won (hosting a winning mapset, or mapping one on an all-mappers-win quest)",
  })
  wins: number;
  @Field({ description: "Already holds the quest trailblazer badge" }) isQuestTrailblazer: boolean;
}

@ObjectType({ description: "Admins: one member's draw on a showcase (Classified) priority quest" })
export class ShowcaseSelection {
  @Field(() => User, { description: "The member" }) user: User;
  @Field({ description: "song, artist or genre" }) kind: string;
  @Field(() => String, { nullable: true, description: 'The song drawn, "artist - title" (song mode)' }) song: string | null;
  @Field(() => String, { nullable: true, description: "The artist drawn (artist mode)" }) artist: string | null;
  @Field(() => String, { nullable: true, description: "The genre chosen (genre mode)" }) genre: string | null;
  @Field(() => [String], { description: 'The genre songs held now, "artist - title" (genre mode)' }) genreSongs: string[];
  @Field(() => Int, { description: "Rerolls made" }) rerolls: number;
  @Field({ description: "When the draw last changed (drawn or rerolled)" }) updatedAt: Date;
}

@ObjectType({ description: "Admins: an artist a showcase priority quest handed out" })
export class ClassifiedArtist {
  @Field({ description: "The artist's name" }) label: string;
  @Field(() => Int, { nullable: true, description: "osu! featured artist id; null while unreleased" }) osuId: number | null;
  @Field({ description: "No newer showcase priority quest handed the artist out again" }) isLatest: boolean;
}

@ObjectType({ description: "Admins: who drew what on a showcase priority quest, and the artists it handed out" })
export class AdminShowcaseSelections {
  @Field(() => Mission, { description: "The showcase priority quest" }) mission: Mission;
  @Field(() => [ShowcaseSelection], { description: "Every draw, most recently changed first" })
  selections: ShowcaseSelectionRow[];
  @Field(() => [ClassifiedArtist], { description: "The artists handed out, unreleased first, then by name" })
  offeredArtists: ClassifiedArtistRow[];
}

/** The admin tools of /admin/missions beyond editing (modules/missions/README.md "Admin tools"). */
@Resolver()
export class MissionsAdminToolsResolver {
  constructor(private readonly tools: MissionsAdminToolsService) {}

  @Authorized(Role.ADMIN)
  @Query(() => [MissionWinner], {
    description: "Admins: winners of closed priority quests created after `since`, most wins first (at most 500)",
  })
  adminMissionWinners(
    @Arg("since", () => Date, { description: "Only priority quests created after this time" }) since: Date,
    @Ctx() ctx: Context,
  ): Promise<MissionWinnerRow[]> {
    return this.tools.winners(ctx.viewer, since);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [Mission], { description: "Admins: showcase (Classified) priority quests, newest first (at most 100)" })
  adminShowcaseMissions(@Ctx() ctx: Context): Promise<Mission[]> {
    return this.tools.showcaseMissions(ctx.viewer);
  }

  @Authorized(Role.ADMIN)
  @Query(() => AdminShowcaseSelections, {
    description: "Admins: who drew which song, artist or genre on a showcase priority quest, with their rerolls",
  })
  adminShowcaseSelections(
    @Arg("missionId", () => ID, { description: "The showcase priority quest" }) missionId: string,
    @Ctx() ctx: Context,
  ): Promise<ShowcaseSelections> {
    return this.tools.selections(ctx.viewer, rowId(missionId));
  }
}
