import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { MentorshipGroup, MentorshipMode } from "./mentorship.enums";
import { Node } from "../../core/node";

/** One cycle of the mapping mentorship programme (api/src/modules/mentorship/README.md). */
@ObjectType({ implements: Node, description: "One cycle of the mentorship programme" })
@Entity({ name: "mentorship_cycles" })
export class MentorshipCycle {
  @Field(() => ID, { description: "Row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: "Cycle number (unique)" })
  @Column({ type: "integer" })
  number: number;

  @Field({ description: "Cycle name (unique, trimmed)" })
  @Column({ type: "varchar", length: 100 })
  name: string;

  @Field(() => String, { nullable: true, description: "Link to the cycle's announcement or sheet" })
  @Column({ type: "varchar", length: 500, nullable: true })
  url: string | null;

  @Field({ description: "When the cycle starts" })
  @Column({ name: "start_date", type: "timestamptz" })
  startDate: Date;

  @Field({ description: "When the cycle ends" })
  @Column({ name: "end_date", type: "timestamptz" })
  endDate: Date;

  @Field({ description: "Whether signed-in members may read this cycle" })
  @Column({ name: "is_public", default: false })
  isPublic: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}

/** A member's participation in one cycle and mode as mentor, extra mentor or mentee, with the phases (1–3) they take part in. */
@ObjectType({ implements: Node, description: "A member's participation in one cycle and mode" })
@Entity({ name: "mentorship_records" })
@Index("idx_mentorship_records_cycle", ["cycleId", "mode", "id"])
@Index("idx_mentorship_records_user", ["userId", "cycleId"])
@Index("idx_mentorship_records_mentor", ["mentorId", "cycleId", "mode"])
@Index("uq_mentorship_records_mentor", { synchronize: false })
@Index("uq_mentorship_records_mentee", { synchronize: false })
export class MentorshipRecord {
  @Field(() => ID, { description: "Row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "cycle_id", type: "integer" })
  cycleId: number;

  @Column({ name: "user_id", type: "integer" })
  userId: number;

  @Field(() => MentorshipMode, { description: "What the mentorship is about" })
  @Column({ type: "enum", enum: MentorshipMode, enumName: "mentorship_mode" })
  mode: MentorshipMode;

  @Field(() => MentorshipGroup, { description: "Mentor, extra mentor or mentee" })
  @Column({ type: "enum", enum: MentorshipGroup, enumName: "mentorship_group" })
  group: MentorshipGroup;

  /** The main mentor (a member id) of an extra mentor or a mentee; null for mentors. */
  @Column({ name: "mentor_id", type: "integer", nullable: true })
  mentorId: number | null;

  @Field(() => [Int], { description: "Phases (1, 2, 3) of the cycle this participant takes part in, ascending" })
  @Column({ type: "smallint", array: true, default: () => "'{1,2,3}'" })
  phases: number[];

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}

/** The mentorship tenure badge value a member currently holds on osu! (adjusted by hand from the badge queue). */
@Entity({ name: "mentorship_badges" })
export class MentorshipBadge {
  @PrimaryColumn({ name: "user_id", type: "integer" })
  userId: number;

  @Column({ type: "smallint", default: 0 })
  badge: number;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
