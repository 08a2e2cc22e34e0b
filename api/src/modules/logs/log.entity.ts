import { Field, ID, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import { LogCategory } from "../../core/enums";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "An activity-log entry; a null user means MG Automation" })
@Entity({ name: "logs" })
@Index("idx_logs_created_id", ["createdAt", "id"])
@Index("idx_logs_user", ["userId"])
@Index("idx_logs_public_feed", { synchronize: false })
export class Log {
  @Field(() => ID, { description: "The entry's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "user_id", type: "integer", nullable: true })
  userId: number | null;

  @ManyToOne("User", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "user_id" })
  user: Relation<User> | null;

  @Field({ description: "What happened, as a sentence" })
  @Column({ type: "text" })
  action: string;

  @Field(() => LogCategory, { description: "What the entry is about" })
  @Column({ type: "enum", enum: LogCategory, enumName: "log_category" })
  category: LogCategory;

  @Field({ description: "When it happened" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
