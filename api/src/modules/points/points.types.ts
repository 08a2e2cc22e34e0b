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
  @Field() label: string;
  @Field(() => Float) points: number;
}

@ObjectType({ description: "Earned points by category (rounded so that the rows sum exactly to the total)" })
export class PointsBreakdown {
  @Field(() => [PointsCategory]) categories: PointsCategory[];
  @Field(() => Float, { description: "osu! mode mapping points" }) osu: number;
  @Field(() => Float) taiko: number;
  @Field(() => Float) catch: number;
  @Field(() => Float) mania: number;
  @Field(() => Float) total: number;
  @Field(() => Float) spent: number;
  @Field(() => Float) available: number;
}

@ObjectType({ description: "Progress towards the next profile badge (100 / 250 / 500 / 1000 / 2500)" })
export class BadgeProgress {
  @Field(() => Int) rank: number;
  @Field() rankName: string;
  @Field(() => Int, { nullable: true }) nextRank: number | null;
  @Field(() => String, { nullable: true }) nextRankName: string | null;
  @Field(() => Int, { nullable: true }) nextThreshold: number | null;
  @Field(() => Float) pointsToNext: number;
  @Field(() => Float, { description: "0..1" }) progress: number;
}
