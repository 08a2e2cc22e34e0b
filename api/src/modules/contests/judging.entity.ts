import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import { ContestEntryRow } from "./contest-entry-row.entity";
import type { Criteria } from "./criteria.entity";

/** A judge's scores of one entry (one row per judge and entry). */
@ObjectType({ description: "A judge's scores and comment for one entry" })
@Entity({ name: "contest_judgings" })
@Index("uq_contest_judgings_submission_judge", ["submissionId", "judgeId"], { unique: true })
@Index("idx_contest_judgings_contest", ["contestId", "judgeId"])
export class Judging extends ContestEntryRow {
  @Field(() => ID, { description: "The judged entry" })
  @Column({ name: "submission_id", type: "integer" })
  submissionId: number;

  @Column({ name: "judge_id", type: "integer" })
  judgeId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "judge_id" })
  judge: Relation<User>;

  @Field({ description: "General comment on the entry (at most 3,000 characters; when the contest has comments switched on)" })
  @Column({ type: "text", default: "" })
  comment: string;

  @Field({ description: "Last change" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** One criterion's score inside a judging. Deleting the criterion or the judging deletes it. */
@ObjectType({ description: "A judge's score of one entry on one criterion" })
@Entity({ name: "contest_judging_scores" })
@Check("chk_contest_judging_scores_score", `"score" >= 0`)
export class JudgingScore {
  @PrimaryColumn({ name: "judging_id", type: "integer" })
  judgingId: number;

  @ManyToOne("Judging", { onDelete: "CASCADE" })
  @JoinColumn({ name: "judging_id" })
  judging: Relation<Judging>;

  @Field(() => ID, { description: "The criterion" })
  @PrimaryColumn({ name: "criteria_id", type: "integer" })
  criteriaId: number;

  @ManyToOne("Criteria", { onDelete: "CASCADE" })
  @JoinColumn({ name: "criteria_id" })
  criteria: Relation<Criteria>;

  @Field(() => Int, { description: "0 .. the criterion's maxScore" })
  @Column({ type: "integer" })
  score: number;

  @Field({ description: "Optional note on this criterion (at most 3,000 characters)" })
  @Column({ type: "text", default: "" })
  comment: string;
}
