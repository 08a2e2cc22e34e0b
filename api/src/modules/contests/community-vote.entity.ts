import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import { ContestEntryRow } from "./contest-entry-row.entity";

/**
 * One member's community vote for one entry. Plain mode: `rank` is null (each row is one vote). Ordered mode: `rank`
 * is 1..N, each rank at most once per voter and contest (unique index; NULLs never collide).
 */
@ObjectType({ description: "One of my community votes" })
@Entity({ name: "contest_community_votes" })
@Check("chk_contest_community_votes_rank", `"rank" >= 1 AND "rank" <= 10`)
@Index("uq_contest_community_votes_submission_voter", ["submissionId", "voterId"], { unique: true })
@Index("uq_contest_community_votes_rank", ["contestId", "voterId", "rank"], { unique: true })
export class CommunityVote extends ContestEntryRow {
  @Field(() => ID, { description: "The entry voted for" })
  @Column({ name: "submission_id", type: "integer" })
  submissionId: number;

  @Column({ name: "voter_id", type: "integer" })
  voterId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "voter_id" })
  voter: Relation<User>;

  @Field(() => Int, { nullable: true, description: "Ordered mode: the rank given (1 = first choice); null in plain mode" })
  @Column({ type: "smallint", nullable: true })
  rank: number | null;
}
