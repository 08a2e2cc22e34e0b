import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import { ContestEntryRow } from "./contest-entry-row.entity";

/**
 * A screener's placement, comment and private "reviewed" mark on one entry. A placement (vote 1..N) is used at most
 * once per screener and contest: the partial unique index `uq_contest_screenings_placement` backs the service's check.
 */
@ObjectType({ description: "My screening of one entry (screeners only ever see their own)" })
@Entity({ name: "contest_screenings" })
@Check("chk_contest_screenings_vote", `"vote" >= 0 AND "vote" <= 10`)
@Index("uq_contest_screenings_submission_screener", ["submissionId", "screenerId"], { unique: true })
@Index("uq_contest_screenings_placement", { synchronize: false })
@Index("idx_contest_screenings_contest", ["contestId", "screenerId"])
export class Screening extends ContestEntryRow {
  @Field(() => ID, { description: "The screened entry" })
  @Column({ name: "submission_id", type: "integer" })
  submissionId: number;

  @Column({ name: "screener_id", type: "integer" })
  screenerId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "screener_id" })
  screener: Relation<User>;

  @Field(() => Int, { description: "Placement: 0 = no star, 1 = lowest … N = highest (N = the contest's screeningVoteCount)" })
  @Column({ type: "smallint", default: 0 })
  vote: number;

  @Field({ description: "Optional comment (at most 1,000 characters), shown anonymised after completion" })
  @Column({ type: "text", default: "" })
  comment: string;

  @Field({ description: 'The screener\'s private "checked" mark' })
  @Column({ default: false })
  reviewed: boolean;

  @Field({ description: "Last change" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
