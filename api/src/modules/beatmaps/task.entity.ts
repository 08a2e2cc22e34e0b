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

@ObjectType({ description: "A difficulty or extra (hitsounds, storyboard, skin) of a mapset" })
@Entity({ name: "tasks" })
@Index("idx_tasks_beatmap", ["beatmapId"])
export class Task {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "beatmap_id", type: "integer" })
  beatmapId: number;

  @ManyToOne("Beatmap", { onDelete: "CASCADE" })
  @JoinColumn({ name: "beatmap_id" })
  beatmap: Relation<Beatmap>;

  @Field(() => TaskName)
  @Column({ type: "enum", enum: TaskName, enumName: "task_name" })
  name: TaskName;

  @Field(() => TaskMode)
  @Column({ type: "enum", enum: TaskMode, enumName: "task_mode" })
  mode: TaskMode;

  @Field(() => TaskStatus)
  @Column({ type: "enum", enum: TaskStatus, enumName: "task_status", default: TaskStatus.WIP })
  status: TaskStatus;

  @ManyToMany("User")
  @JoinTable({ name: "task_mappers", joinColumn: { name: "task_id" }, inverseJoinColumn: { name: "user_id" } })
  mappers: Relation<User[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
