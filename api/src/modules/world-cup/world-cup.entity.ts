import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { Mode } from "../../core/enums";

/** The World Cup helpers' free-text markdown note of one osu! mode (README.md beside this file). */
@ObjectType({ description: "The World Cup helpers' markdown note of one mode" })
@Entity({ name: "world_cup_notes" })
export class WorldCupNote {
  @Field(() => Mode, { description: "The mode the note is about" })
  @PrimaryColumn({ type: "varchar", length: 10 })
  mode: Mode;

  @Field({ description: "Markdown, at most 10,000 characters; empty when nobody wrote one yet" })
  @Column({ type: "text", default: "" })
  content: string;

  @Column({ name: "updated_by_id", type: "integer", nullable: true })
  updatedById: number | null;

  @Field(() => Date, { nullable: true, description: "Last edit; null when nobody wrote one yet" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date | null;
}
