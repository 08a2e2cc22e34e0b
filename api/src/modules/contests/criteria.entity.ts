import { Field, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, Index } from "typeorm";
import { ContestRow } from "./contest-row.entity";

/** A judging criterion of one contest (criteria belong to their contest; nothing is shared between contests). */
@ObjectType({ description: "A judging criterion of one contest: judges score every entry on it from 0 to maxScore" })
@Entity({ name: "contest_criteria" })
@Check("chk_contest_criteria_max_score", `"max_score" >= 1 AND "max_score" <= 1000`)
@Index("uq_contest_criteria_name", ["contestId", "name"], { unique: true })
export class Criteria extends ContestRow {
  @Field({ description: "Name, stored lower-case" })
  @Column({ type: "varchar", length: 50 })
  name: string;

  @Field(() => Int, { description: "Highest score a judge may give (1-1000)" })
  @Column({ name: "max_score", type: "integer" })
  maxScore: number;
}
