import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import { Mode, QuestStatus } from "../../core/enums";
import { numberTransformer } from "../../core/columns";
import type { User } from "../users/user.entity";
import type { Artist } from "../artists/artist.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A group mapping task with a party, a price in points and a deadline" })
@Entity({ name: "quests" })
@Index("idx_quests_status_created", ["status", "createdAt"])
@Index("idx_quests_artist", ["artistId"])
@Index("idx_quests_creator", ["creatorId"])
@Index("idx_quests_created", ["createdAt"])
@Index("idx_quests_name_lower", { synchronize: false })
@Check("chk_quests_price", `"price" >= 0`)
@Check("chk_quests_party_size", `"min_party" >= 1 AND "max_party" >= "min_party"`)
export class Quest {
  @Field(() => ID, { description: "Quest id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "Quest name (at most 100 characters)" })
  @Column({ type: "varchar", length: 200 })
  name: string;

  @Field({ description: "Objective, in markdown (at most 3000 characters)" })
  @Column({ name: "description_main", type: "text", default: "" })
  descriptionMain: string;

  @Field(() => QuestStatus, {
    description: "Lifecycle state; pending, rejected, scheduled and hidden quests are visible only to their creator and admins",
  })
  @Column({ type: "enum", enum: QuestStatus, enumName: "quest_status", default: QuestStatus.open })
  status: QuestStatus;

  @Column({ name: "creator_id", type: "integer", nullable: true })
  creatorId: number | null;

  @ManyToOne("User", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "creator_id" })
  creator: Relation<User> | null;

  @Field(() => Int, { description: "Points required from each party member" })
  @Column({ type: "integer", default: 0 })
  price: number;

  @Field(() => Int, { description: "Mapsets the party must rank to complete the quest (0-100)" })
  @Column({ name: "required_mapsets", type: "integer", default: 1 })
  requiredMapsets: number;

  @Field(() => Number, { description: "Time allowed after acceptance, in milliseconds" })
  @Column({ type: "bigint", transformer: numberTransformer })
  timeframe: number;

  @Field(() => Int, { description: "Smallest party that may accept the quest (1-100)" })
  @Column({ name: "min_party", type: "integer", default: 1 })
  minParty: number;

  @Field(() => Int, { description: "Largest party that may accept the quest (1-100, at least minParty)" })
  @Column({ name: "max_party", type: "integer", default: 1 })
  maxParty: number;

  @Field(() => Int, { description: "Minimum Mappers' Guild rank (0-5) of the party accepting it (the members' rounded average)" })
  @Column({ name: "min_rank", type: "integer", default: 0 })
  minRank: number;

  @Column({ name: "artist_id", type: "integer", nullable: true })
  artistId: number | null;

  @ManyToOne("Artist", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "artist_id" })
  artist: Relation<Artist> | null;

  @Field(() => [Mode], { description: "Game modes the quest can be mapped in; accepting some of them splits the quest" })
  @Column({ type: "enum", enum: Mode, enumName: "game_mode", array: true, default: () => "'{osu,taiko,catch,mania}'" })
  modes: Mode[];

  @Field({ description: "A Monthly Beatmapping Contest quest (osu! mode only)" })
  @Column({ name: "is_mbc", default: false })
  isMbc: boolean;

  @Field({ description: "Submitted by a member (custom quest) rather than created by an admin" })
  @Column({ name: "is_custom", default: false })
  isCustom: boolean;

  @Field(() => Date, { nullable: true, description: "An open quest past this date is expired" })
  @Column({ type: "timestamptz", nullable: true })
  expiration: Date | null;

  @Field(() => Date, { nullable: true, description: "When a party accepted the quest; null while open" })
  @Column({ type: "timestamptz", nullable: true })
  accepted: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "Accepted plus timeframe: maps ranked after it earn a smaller bonus; null while open",
  })
  @Column({ type: "timestamptz", nullable: true })
  deadline: Date | null;

  @Field(() => Date, { nullable: true, description: "When the quest was completed; null until done" })
  @Column({ type: "timestamptz", nullable: true })
  completed: Date | null;

  @Field({ description: "Marked by an admin; the daily completion job completes it" })
  @Column({ name: "queued_for_completion", default: false })
  queuedForCompletion: boolean;

  @Field({ description: "When the quest was created or submitted" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
