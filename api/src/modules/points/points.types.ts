import { Field, Float, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "Points summary, each figure rounded to one decimal; mapping + modding + other = total" })
export class PointsInfo {
  @Field(() => Float, { description: "All points earned" }) total: number;
  @Field(() => Float, { description: "Points left to spend (earned minus spent)" }) available: number;
  @Field(() => Float, { description: "Points from mapping (difficulties, hitsounds, storyboards, skins)" }) mapping: number;
  @Field(() => Float, { description: "Points from modding" }) modding: number;
  @Field(() => Float, { description: "Points from everything else (quests, missions, contests, adjustments …)" }) other: number;
}

@ObjectType({ description: "One category of earned points" })
export class PointsCategory {
  @Field({ description: "Stable key, e.g. easy, hitsound, quest, mission" }) key: string;
  @Field({ description: "Category name as shown on the profile" }) label: string;
  @Field(() => Float, { description: "Points earned in the category" }) points: number;
}

@ObjectType({ description: "Earned points by category (rounded so that the rows sum exactly to the total)" })
export class PointsBreakdown {
  @Field(() => [PointsCategory], { description: "One row per category with points" }) categories: PointsCategory[];
  @Field(() => Float, { description: "osu! mode mapping points" }) osu: number;
  @Field(() => Float, { description: "taiko mapping points" }) taiko: number;
  @Field(() => Float, { description: "catch mapping points" }) catch: number;
  @Field(() => Float, { description: "mania mapping points" }) mania: number;
  @Field(() => Float, { description: "All points earned" }) total: number;
  @Field(() => Float, { description: "Points spent (quests, rerolls, …), net of refunds" }) spent: number;
  @Field(() => Float, { description: "Points left to spend (total minus spent)" }) available: number;
}

@ObjectType({ description: "Progress towards the next profile badge (100 / 250 / 500 / 1000 / 2500)" })
export class BadgeProgress {
  @Field(() => Int, { description: "Current MG rank (0-5)" }) rank: number;
  @Field({ description: "Name of the current rank" }) rankName: string;
  @Field(() => Int, { nullable: true, description: "The next rank; null at the top rank" }) nextRank: number | null;
  @Field(() => String, { nullable: true, description: "Name of the next rank; null at the top rank" }) nextRankName:
    string | null;
  @Field(() => Int, { nullable: true, description: "Total points the next rank needs; null at the top rank" }) nextThreshold:
    number | null;
  @Field(() => Float, { description: "Points still missing for the next rank (0 at the top rank)" }) pointsToNext: number;
  @Field(() => Float, { description: "0..1" }) progress: number;
}
