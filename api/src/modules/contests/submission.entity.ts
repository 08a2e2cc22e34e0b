import { Field, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import { ContestRow } from "./contest-row.entity";
import { Node } from "../../core/node";

/**
 * One member's entry in a contest (at most one per member and contest). Its creator and URL are exposed through
 * field resolvers that hide them from everybody but the contest's creators and the entrant until completion.
 */
@ObjectType({
  implements: Node,
  description: "An entry of a contest; shown to screeners, judges and voters only under its anonymised name",
})
@Entity({ name: "contest_submissions" })
@Index("uq_contest_submissions_creator", ["contestId", "creatorId"], { unique: true })
@Index("idx_contest_submissions_creator", ["creatorId"])
export class Submission extends ContestRow {
  @Column({ name: "creator_id", type: "integer" })
  creatorId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "creator_id" })
  creator: Relation<User>;

  @Field(() => String, {
    nullable: true,
    description: "Anonymised name (the mask screeners, judges and voters see); null until the creators set it",
  })
  @Column({ type: "varchar", length: 100, nullable: true })
  name: string | null;

  /** Where the entrant uploaded the entry (http or https); null for entries added from the osu! listing's CSV. */
  @Column({ type: "varchar", length: 500, nullable: true })
  url: string | null;

  @Field({ description: "When the entry was first handed in" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
