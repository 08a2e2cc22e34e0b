import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { Contest } from "./contest.entity";

/** A judging criterion of one contest (criteria belong to their contest; nothing is shared between contests). */
@ObjectType({ description: "A judging criterion of one contest: judges score every entry on it from 0 to maxScore" })
@Entity({ name: "contest_criteria" })
@Check("chk_contest_criteria_max_score", `"max_score" >= 1 AND "max_score" <= 1000`)
@Index("uq_contest_criteria_name", ["contestId", "name"], { unique: true })
export class Criteria {
  @Field(() => ID, { description: "Row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "contest_id", type: "integer" })
  contestId: number;

  @ManyToOne("Contest", { onDelete: "CASCADE" })
  @JoinColumn({ name: "contest_id" })
  contest: Relation<Contest>;

  @Field({ description: "Name, stored lower-case" })
  @Column({ type: "varchar", length: 50 })
  name: string;

  @Field(() => Int, { description: "Highest score a judge may give (1-1000)" })
  @Column({ name: "max_score", type: "integer" })
  maxScore: number;
}
