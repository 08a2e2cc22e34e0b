import { Field, Float, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import { SpendCategory } from "../../core/enums";
import { numberTransformer } from "../../core/columns";
import type { Quest } from "../quests/quest.entity";
import type { Mission } from "../missions/mission.entity";
import { MemberRow } from "../users/member-row.entity";

/**
 * The spent-points ledger. Every spend stores the amount actually charged, written in the same
 * transaction as the balance check; a refund is a new row with a negative amount, never a deletion.
 */
@ObjectType({ description: "One entry of a user's spent-points ledger" })
@Entity({ name: "spent_points" })
@Index("idx_spent_points_user_created", ["userId", "createdAt"])
@Index("idx_spent_points_user_mission_cat", ["userId", "missionId", "category"])
@Index("uq_spent_points_idempotency", ["idempotencyKey"], { unique: true, where: `"idempotency_key" IS NOT NULL` })
export class SpentPoints extends MemberRow {
  @Field(() => ID, { description: "Spending row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => SpendCategory, { description: "What the points were spent on" })
  @Column({ type: "enum", enum: SpendCategory, enumName: "spend_category" })
  category: SpendCategory;

  @Field(() => Float, { description: "Points charged (negative for a refund)" })
  @Column({ type: "numeric", precision: 10, scale: 2, transformer: numberTransformer })
  amount: number;

  @Field({ description: "Why the points were spent" })
  @Column({ type: "varchar", length: 300, default: "" })
  reason: string;

  @Column({ name: "quest_id", type: "integer", nullable: true })
  questId: number | null;

  @ManyToOne("Quest", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "quest_id" })
  quest: Relation<Quest> | null;

  @Column({ name: "mission_id", type: "integer", nullable: true })
  missionId: number | null;

  @ManyToOne("Mission", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "mission_id" })
  mission: Relation<Mission> | null;

  @Column({ name: "idempotency_key", type: "varchar", length: 100, nullable: true })
  idempotencyKey: string | null;

  @Field({ description: "When the points were charged or refunded" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
