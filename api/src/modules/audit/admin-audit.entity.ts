import { Node } from "../../core/node";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { AdminActionKind, AdminTargetType } from "./audit.rules";

/**
 * One admin action (modules/audit/README.md): who, what kind, on what, the value before and after, the reason, when.
 * Written by `recordAdminAction` inside the action's own transaction; never updated or deleted by the site.
 */
@ObjectType({ implements: Node, description: "Admins only: one entry of the admin audit log" })
@Entity({ name: "admin_audit_log" })
@Index("idx_admin_audit_actor", ["actorId", "id"])
@Index("idx_admin_audit_target", ["targetType", "targetId", "id"])
@Index("idx_admin_audit_kind", ["kind", "id"])
@Index("idx_admin_audit_created", ["createdAt"])
export class AdminAuditEntry {
  @Field(() => ID, { description: "The entry's id (entries are numbered in the order they were written)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "When the action was done" })
  @Column({ name: "created_at", type: "timestamptz", default: () => "now()" })
  createdAt: Date;

  /** The admin who acted; null = the site itself (an import, a scheduled job). */
  @Column({ name: "actor_id", type: "integer", nullable: true })
  actorId: number | null;

  @Field(() => AdminActionKind, { description: "What sort of action it was" })
  @Column({ type: "varchar", length: 40 })
  kind: AdminActionKind;

  @Field(() => AdminTargetType, { description: "What the action was done to" })
  @Column({ name: "target_type", type: "varchar", length: 30 })
  targetType: AdminTargetType;

  @Field(() => Int, { nullable: true, description: "The target's id (a member id, contest id, …); null when it has none" })
  @Column({ name: "target_id", type: "integer", nullable: true })
  targetId: number | null;

  @Field(() => String, { nullable: true, description: "The target's name when the action was done (it may be gone since)" })
  @Column({ name: "target_label", type: "varchar", length: 300, nullable: true })
  targetLabel: string | null;

  @Field(() => String, { nullable: true, description: "The value before the action; null when there was none" })
  @Column({ name: "old_value", type: "text", nullable: true })
  oldValue: string | null;

  @Field(() => String, { nullable: true, description: "The value after the action; null when there is none (deleted)" })
  @Column({ name: "new_value", type: "text", nullable: true })
  newValue: string | null;

  @Field(() => String, { nullable: true, description: "The reason the admin gave, when the action asks for one" })
  @Column({ type: "text", nullable: true })
  reason: string | null;
}
