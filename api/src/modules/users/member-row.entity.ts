import { Column, JoinColumn, ManyToOne } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "./user.entity";

/**
 * The columns of a row that belongs to one member and goes when the member goes (a card, a checkout, a token, a
 * points adjustment or spending, a showcase draw): `user_id` and its relation, deleted with the member. Not a table
 * itself; each subclass is one.
 */
export abstract class MemberRow {
  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;
}
