import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, Max, MaxLength, Min } from "class-validator";
import { Mode, UserGroup } from "../../core/enums";
import { UserSort } from "./users.service";
import { User } from "./user.entity";
import { Connection, ConnectionArgs } from "../../core/connection";

registerEnumType(UserSort, {
  name: "UserSort",
  description: "Order of the members list",
  valuesConfig: {
    points: { description: "By total points (or the chosen mode's points)" },
    name: { description: "By username" },
    joined: { description: "By when they first signed in" },
  },
});

/** The signed-in user: the brief's "logged-in user" with private fields. Resolved from the same row as User. */
@ObjectType({ description: "The signed-in member, with private fields" })
export class CurrentUser {
  @Field(() => ID, { description: "Member id in the Mappers' Guild" }) id: number;
  @Field(() => Int, { description: "osu! user id" }) osuId: number;
  @Field({ description: "osu! username" }) username: string;
  @Field(() => UserGroup, { description: "Your group, which decides admin and secret pages" }) group: UserGroup;
  @Field({ description: "You run the mentorship programme" }) isMentorshipAdmin: boolean;
  @Field({ description: "You help run the World Cup" }) isWorldCupHelper: boolean;
  @Field({ description: "Your own flag: you want to map for featured artist showcases" }) isShowcaseMapper: boolean;
  @Field({ description: "Your own flag: you volunteer to help run contests" }) isContestHelper: boolean;
  @Field(() => Int, { nullable: true, description: "Your osu! global rank; null if osu! reports none" }) globalRank:
    number | null;
  @Field(() => Int, { description: "Your MG rank from points (0-5)" }) rank: number;
  @Field(() => Int, { description: "The profile badge awarded to you on osu! (0 = none)" }) badge: number;
  @Field(() => Float, { nullable: true, description: "Your osu! mode pp; null until known" }) ppOsu: number | null;
  @Field(() => Float, { nullable: true, description: "Your taiko pp; null until known" }) ppTaiko: number | null;
  @Field(() => Float, { nullable: true, description: "Your catch pp; null until known" }) ppCatch: number | null;
  @Field(() => Float, { nullable: true, description: "Your mania pp; null until known" }) ppMania: number | null;
  @Field(() => Int, { description: "Your ranked mapsets on osu!" }) rankedBeatmapsCount: number;
}

@ArgsType()
export class UsersArgs {
  @Field(() => Mode, { nullable: true, description: "Only users with mapping points in this mode, sorted by them" })
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Username prefix or osu! id" })
  @IsOptional()
  @MaxLength(32)
  search?: string | null;

  @Field(() => UserSort, {
    nullable: true,
    defaultValue: UserSort.points,
    description: "Sort key: points (default), name or joined",
  })
  sort?: UserSort | null;

  @Field(() => Boolean, { nullable: true, description: "Default: descending for points and joined, ascending for name" })
  ascending?: boolean | null;

  @Field(() => Int, { nullable: true, defaultValue: 50, description: "Page size (1-100), 50 by default" })
  @IsOptional()
  @Min(1)
  @Max(100)
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: "Members to skip, 0 by default" })
  @IsOptional()
  @Min(0)
  @Max(1_000_000)
  offset?: number | null;
}

@ObjectType({ description: "One page of members and the count of all that match" })
export class UserPage {
  @Field(() => [User], { description: "The members of this page" }) users: User[];
  @Field(() => Int, { description: "How many members match the filters in all pages" }) totalCount: number;
}

@InputType()
export class FlagInput {
  @Field() value: boolean;
}

/** The arguments of `usersConnection`: the filters and order of `users`, paged by `first`/`after`. */
@ArgsType()
export class UsersConnectionArgs extends ConnectionArgs {
  @Field(() => Mode, { nullable: true, description: "Only members with mapping points in this mode, sorted by them" })
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Username prefix or osu! id" })
  @IsOptional()
  @MaxLength(32)
  search?: string | null;

  @Field(() => UserSort, { nullable: true, defaultValue: UserSort.points, description: "What to sort the members by" })
  sort?: UserSort | null;

  @Field(() => Boolean, { nullable: true, description: "Default: descending for points and joined, ascending for name" })
  ascending?: boolean | null;
}

/** A page of members (core/connection.ts). */
export const UserConnection = Connection(User);
