import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { ArrayMaxSize, ArrayMinSize, IsOptional, Max, MaxLength, Min } from "class-validator";
import { Mode, QuestStatus } from "../../core/enums";
import { Beatmap } from "../beatmaps/beatmap.entity";
import { Party } from "../parties/party.entity";
import { Quest } from "./quest.entity";
import { Connection, ConnectionArgs } from "../../core/connection";
import { QUEST_LIMITS } from "./quests.rules";
import { QUESTS_PAGE_MAX } from "./quests.service";

@ArgsType()
export class QuestsArgs {
  @Field(() => Mode, { nullable: true, description: "Only quests offering this mode" })
  mode?: Mode | null;

  @Field(() => QuestStatus, {
    nullable: true,
    description: "Only this status (default: every status but hidden that you may see)",
  })
  status?: QuestStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'An artist id; "none" = quests without an artist; "custom" = member-submitted quests',
  })
  @IsOptional()
  @MaxLength(20)
  artist?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the quest's name" })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 50, description: "Page size (1-500), 50 by default" })
  @IsOptional()
  @Min(1)
  @Max(QUESTS_PAGE_MAX)
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: "Quests to skip, 0 by default" })
  @IsOptional()
  @Min(0)
  @Max(1_000_000)
  offset?: number | null;
}

@ObjectType({ description: "One page of quests and the count of all that match the filters" })
export class QuestPage {
  @Field(() => [Quest], { description: "The quests of this page" }) quests: Quest[];
  @Field(() => Int, { description: "How many quests match the filters in all pages" }) totalCount: number;
}

@ObjectType({ description: "What a quest or party action changed, for the client's cache" })
export class QuestActionPayload {
  @Field(() => Quest, {
    nullable: true,
    description: "The quest acted on (after an accept: the quest the party now holds); null when deleted",
  })
  quest: Quest | null;

  @Field(() => [Quest], {
    description:
      "Every quest whose state changed (an accept that splits also changes the original; a drop may merge into a twin)",
  })
  quests: Quest[];

  @Field(() => Party, { nullable: true, description: "The party acted on; null when there is none or it was deleted" })
  party: Party | null;

  @Field(() => Float, { nullable: true, description: "Your available points after the action" })
  availablePoints: number | null;
}

@ObjectType({ description: "Result of linking or unlinking a mapset and a quest" })
export class BeatmapQuestLinkPayload {
  @Field(() => Beatmap, { description: "The mapset, as it is now" }) beatmap: Beatmap;
  @Field(() => Quest, { nullable: true, description: "The quest the mapset is now linked to" })
  quest: Quest | null;
  @Field(() => Quest, { nullable: true, description: "The quest it was linked to before, if another" })
  previousQuest: Quest | null;
}

const L = QUEST_LIMITS;

@InputType({ description: "A custom quest submitted for review" })
export class SubmitQuestInput {
  @Field({ description: "Quest name (at most 100 characters)" }) @MaxLength(L.nameMax) name: string;
  @Field({ description: "Objective (markdown)" }) @MaxLength(L.descriptionMax) descriptionMain: string;
  @Field(() => Int, { description: "Points required from each party member" }) @Min(0) @Max(L.priceMax) price: number;
  @Field(() => Int, { description: "Mapsets the party must rank (0-100)" })
  @Min(0)
  @Max(L.requiredMapsetsMax)
  requiredMapsets: number;
  @Field(() => Float, { description: "Time allowed after acceptance, in milliseconds" }) timeframe: number;
  @Field(() => Int, { description: "Smallest party that may accept it (1-100)" }) @Min(1) @Max(L.partyMax) minParty: number;
  @Field(() => Int, { description: "Largest party that may accept it (1-100, at least minParty)" })
  @Min(1)
  @Max(L.partyMax)
  maxParty: number;
  @Field(() => [Mode], { description: "Game modes it can be mapped in (1-4)" }) @ArrayMinSize(1) @ArrayMaxSize(4) modes: Mode[];
  @Field(() => ID, { nullable: true, description: "The featured artist (our id); none = no artist" }) artistId?: string | null;
}

@InputType({ description: "A quest created by an admin (scheduled for the next publish run)" })
export class CreateQuestInput extends SubmitQuestInput {
  @Field(() => Int, { defaultValue: 0, description: "Minimum Mappers' Guild rank (0-5) of an accepting party" })
  @Min(0)
  @Max(L.rankMax)
  minRank: number;
  @Field({ defaultValue: false, description: "A Monthly Beatmapping Contest quest (osu! mode only)" }) isMbc: boolean;
  @Field(() => Date, { nullable: true, description: "Default: 90 days from now" }) expiration?: Date | null;
}

@InputType({ description: "Admin edit: only the fields given change" })
export class UpdateQuestInput {
  @Field({ nullable: true, description: "New name (at most 100 characters)" }) @IsOptional() @MaxLength(L.nameMax) name?: string;
  @Field({ nullable: true, description: "New objective, in markdown (at most 3000 characters)" })
  @IsOptional()
  @MaxLength(L.descriptionMax)
  descriptionMain?: string;
  @Field(() => Int, { nullable: true, description: "New price per party member (0-500)" })
  @IsOptional()
  @Min(0)
  @Max(L.priceMax)
  price?: number;
  @Field(() => Int, { nullable: true, description: "New number of required mapsets (0-100)" })
  @IsOptional()
  @Min(0)
  @Max(L.requiredMapsetsMax)
  requiredMapsets?: number;
  @Field(() => Float, { nullable: true, description: "Milliseconds" }) timeframe?: number;
  @Field(() => Int, { nullable: true, description: "New smallest party size (1-100)" })
  @IsOptional()
  @Min(1)
  @Max(L.partyMax)
  minParty?: number;
  @Field(() => Int, { nullable: true, description: "New largest party size (1-100)" })
  @IsOptional()
  @Min(1)
  @Max(L.partyMax)
  maxParty?: number;
  @Field(() => Int, { nullable: true, description: "New minimum rank (0-5)" })
  @IsOptional()
  @Min(0)
  @Max(L.rankMax)
  minRank?: number;
  @Field(() => [Mode], { nullable: true, description: "New game modes (1-4)" })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(4)
  modes?: Mode[];
  @Field({ nullable: true, description: "Mark or unmark as a Monthly Beatmapping Contest quest" }) isMbc?: boolean;
  @Field(() => ID, { nullable: true, description: "Set the artist; pass null (with clearArtist) to remove it" }) artistId?:
    string | null;
  @Field({ nullable: true, description: "Remove the quest's artist" }) clearArtist?: boolean;
  @Field(() => Date, { nullable: true, description: "New expiration date of an open quest" }) expiration?: Date;
}

/** The arguments of `questsConnection`: the filters of `quests`, paged by `first`/`after`. */
@ArgsType()
export class QuestsConnectionArgs extends ConnectionArgs {
  @Field(() => Mode, { nullable: true, description: "Only quests offering this mode" })
  mode?: Mode | null;

  @Field(() => QuestStatus, {
    nullable: true,
    description: "Only this status (default: every status but hidden that you may see)",
  })
  status?: QuestStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'An artist id; "none" = quests without an artist; "custom" = member-submitted quests',
  })
  @IsOptional()
  @MaxLength(20)
  artist?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the quest's name" })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: only quests with a party you are a member of (e.g. the quests you can link a mapset to)",
  })
  mine?: boolean | null;
}

/** A page of quests (core/connection.ts). */
export const QuestConnection = Connection(Quest);

/** What a news post reports for a period (admins). */
@ObjectType({
  description: "Admins: the quests completed and the mapsets Ranked (outside quests) in a period, for the news post",
})
export class NewsPostInfo {
  @Field({ description: "Start of the period (inclusive)" }) from: Date;
  @Field({ description: "End of the period (exclusive)" }) to: Date;
  @Field(() => [Quest], { description: "Quests completed in the period, by name" }) quests: Quest[];
  @Field(() => [Beatmap], { description: "Mapsets Ranked in the period that belong to no quest, by mode, newest first" })
  beatmaps: Beatmap[];
  @Field({ description: "More than 500 quests or mapsets: the lists are cut (choose a shorter period)" }) truncated: boolean;
}
