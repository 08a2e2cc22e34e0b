import { ObjectType } from "type-graphql";
import { JoinColumn, ManyToOne } from "typeorm";
import type { Relation } from "typeorm";
import type { Submission } from "./submission.entity";
import { ContestRow } from "./contest-row.entity";

/**
 * A staff or member verdict on one entry (a screening, a judging, a community vote): a contest row about one entry,
 * deleted with the entry. Each subclass declares the `submissionId` column the relation joins on, as a GraphQL field
 * with its own description.
 */
@ObjectType()
export abstract class ContestEntryRow extends ContestRow {
  @ManyToOne("Submission", { onDelete: "CASCADE" })
  @JoinColumn({ name: "submission_id" })
  submission: Relation<Submission>;
}
