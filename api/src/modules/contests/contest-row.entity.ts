import { Field, ID, ObjectType } from "type-graphql";
import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { Contest } from "./contest.entity";

/**
 * The columns of every row that belongs to one contest (an entry, a criterion, a screening, a judging, a community
 * vote): its row id and its contest, the row deleted with the contest. Not a table and not a GraphQL type itself (no
 * resolver returns it); each subclass is both.
 */
@ObjectType()
export abstract class ContestRow {
  @Field(() => ID, { description: "Row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "contest_id", type: "integer" })
  contestId: number;

  @ManyToOne("Contest", { onDelete: "CASCADE" })
  @JoinColumn({ name: "contest_id" })
  contest: Relation<Contest>;
}
