import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, Max, MaxLength, Min } from "class-validator";
import { Mode, UserGroup } from "../../core/enums";
import { UserSort } from "./users.service";
import { User } from "./user.entity";
import { Connection, ConnectionArgs } from "../../core/connection";

registerEnumType(UserSort, { name: "UserSort" });

/** The signed-in user: the brief's "logged-in user" with private fields. Resolved from the same row as User. */
@ObjectType({ description: "The signed-in member, with private fields" })
export class CurrentUser {
  @Field(() => ID) id: number;
  @Field(() => Int) osuId: number;
  @Field() username: string;
  @Field(() => UserGroup) group: UserGroup;
  @Field() isMentorshipAdmin: boolean;
  @Field() isWorldCupHelper: boolean;
  @Field() isShowcaseMapper: boolean;
  @Field() isContestHelper: boolean;
  @Field(() => Int, { nullable: true }) globalRank: number | null;
  @Field(() => Int) rank: number;
  @Field(() => Int) badge: number;
  @Field(() => Float, { nullable: true }) ppOsu: number | null;
  @Field(() => Float, { nullable: true }) ppTaiko: number | null;
  @Field(() => Float, { nullable: true }) ppCatch: number | null;
  @Field(() => Float, { nullable: true }) ppMania: number | null;
  @Field(() => Int) rankedBeatmapsCount: number;
}

@ArgsType()
export class UsersArgs {
  @Field(() => Mode, { nullable: true, description: "Only users with mapping points in this mode, sorted by them" })
  mode?: Mode | null;

  @Field(() => String, { nullable: true, description: "Username prefix or osu! id" })
  @IsOptional()
  @MaxLength(32)
  search?: string | null;

  @Field(() => UserSort, { nullable: true, defaultValue: UserSort.points })
  sort?: UserSort | null;

  @Field(() => Boolean, { nullable: true, description: "Default: descending for points and joined, ascending for name" })
  ascending?: boolean | null;

  @Field(() => Int, { nullable: true, defaultValue: 50 })
  @IsOptional()
  @Min(1)
  @Max(100)
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  @IsOptional()
  @Min(0)
  @Max(1_000_000)
  offset?: number | null;
}

@ObjectType()
export class UserPage {
  @Field(() => [User]) users: User[];
  @Field(() => Int) totalCount: number;
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
