import { Field, ID, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import { TaskMode, TaskName, TaskStatus } from "../../core/enums";
import type { Beatmap } from "./beatmap.entity";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A difficulty or extra (hitsounds, storyboard, skin) of a mapset" })
@Entity({ name: "tasks" })
@Index("idx_tasks_beatmap", ["beatmapId"])
export class Task {
  @Field(() => ID, { description: "Task id (unique across all mapsets)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "beatmap_id", type: "integer" })
  beatmapId: number;

  @ManyToOne("Beatmap", { onDelete: "CASCADE" })
  @JoinColumn({ name: "beatmap_id" })
  beatmap: Relation<Beatmap>;

  @Field(() => TaskName, { description: "Which difficulty or extra this is" })
  @Column({ type: "enum", enum: TaskName, enumName: "task_name" })
  name: TaskName;

  @Field(() => TaskMode, { description: "Game mode of the difficulty; extras (hitsounds, storyboard, skin) use sb" })
  @Column({ type: "enum", enum: TaskMode, enumName: "task_mode" })
  mode: TaskMode;

  @Field(() => TaskStatus, { description: "WIP or Done, set by the task's mappers or the host" })
  @Column({ type: "enum", enum: TaskStatus, enumName: "task_status", default: TaskStatus.WIP })
  status: TaskStatus;

  @ManyToMany("User")
  @JoinTable({ name: "task_mappers", joinColumn: { name: "task_id" }, inverseJoinColumn: { name: "user_id" } })
  mappers: Relation<User[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
