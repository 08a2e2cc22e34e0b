import { Field, Float, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";
import { MemberRow } from "../users/member-row.entity";

/**
 * A manual points exception (the original hard-coded grants and exclusions in the formula; here they are data).
 * Admins add rows; their sum per user is cached in users.adjustment_points, which the points engine reads.
 */
@ObjectType({ implements: Node, description: "A manual points adjustment made by an admin (admins only)" })
@Entity({ name: "points_adjustments" })
@Index("idx_points_adjustments_user", ["userId", "createdAt"])
export class PointsAdjustment extends MemberRow {
  @Field(() => ID, { description: "Adjustment id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Float, { description: "Points added (negative: removed)" })
  @Column({ type: "double precision" })
  amount: number;

  @Field({ description: "Why the admin adjusted the points" })
  @Column({ type: "text" })
  reason: string;

  @Column({ name: "created_by_id", type: "integer", nullable: true })
  createdById: number | null;

  @ManyToOne("User", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "created_by_id" })
  createdBy: Relation<User> | null;

  @Field({ description: "When the adjustment was made" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
