import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import { BeatmapMode, BeatmapStatus, TaskName } from "../../core/enums";
import type { User } from "../users/user.entity";
import type { Song } from "../artists/song.entity";
import type { Quest } from "../quests/quest.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A mapset made in the Mappers' Guild" })
@Entity({ name: "beatmaps" })
@Check("chk_beatmaps_one_quest_or_mission", `"quest_id" IS NULL OR "mission_id" IS NULL`)
@Index("idx_beatmaps_host", ["hostId", "createdAt"])
@Index("idx_beatmaps_status_created", ["status", "createdAt"])
@Index("idx_beatmaps_mode_created", ["mode", "createdAt"])
@Index("idx_beatmaps_created", ["createdAt"])
@Index("idx_beatmaps_quest", ["questId"])
@Index("idx_beatmaps_mission", ["missionId"])
@Index("idx_beatmaps_song", ["songId"])
@Index("idx_beatmaps_created_id", { synchronize: false })
@Index("idx_beatmaps_mode_status_created", { synchronize: false })
@Index("idx_beatmaps_osu_sync", { synchronize: false })
export class Beatmap {
  @Field(() => ID, { description: "Mapset id in the Mappers' Guild (not the osu! beatmapset id)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "song_id", type: "integer" })
  songId: number;

  @ManyToOne("Song", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "song_id" })
  song: Relation<Song>;

  @Column({ name: "host_id", type: "integer" })
  hostId: number;

  @ManyToOne("User", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "host_id" })
  host: Relation<User>;

  @Field(() => BeatmapStatus, {
    description: "Progress: WIP and Done are set by the host; Qualified and Ranked come from osu! (or an admin)",
  })
  @Column({ type: "enum", enum: BeatmapStatus, enumName: "beatmap_status", default: BeatmapStatus.WIP })
  status: BeatmapStatus;

  @Field(() => BeatmapMode, { description: "Game mode of the mapset; hybrid mixes modes across its difficulties" })
  @Column({ type: "enum", enum: BeatmapMode, enumName: "beatmap_mode", default: BeatmapMode.osu })
  mode: BeatmapMode;

  @Field(() => String, { nullable: true, description: "osu! beatmapset link" })
  @Column({ type: "varchar", length: 500, nullable: true })
  url: string | null;

  @Column({ name: "quest_id", type: "integer", nullable: true })
  questId: number | null;

  @ManyToOne("Quest", { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "quest_id" })
  quest: Relation<Quest> | null;

  /** The priority quest (mission) the mapset is entered in. A plain foreign key: missions depend on beatmaps, not back. */
  @Column({ name: "mission_id", type: "integer", nullable: true })
  @ForeignKey("Mission", { onDelete: "SET NULL" })
  missionId: number | null;

  @Field(() => [TaskName], { description: "Task names other users may not claim (set by the host)" })
  @Column({ name: "tasks_locked", type: "enum", enum: TaskName, enumName: "task_name", array: true, default: () => "'{}'" })
  tasksLocked: TaskName[];

  @ManyToMany("User")
  @JoinTable({ name: "beatmap_modders", joinColumn: { name: "beatmap_id" }, inverseJoinColumn: { name: "user_id" } })
  modders: Relation<User[]>;

  @ManyToMany("User")
  @JoinTable({ name: "beatmap_bns", joinColumn: { name: "beatmap_id" }, inverseJoinColumn: { name: "user_id" } })
  bns: Relation<User[]>;

  @Field({ description: "Made for a featured artist's announcement" })
  @Column({ name: "is_showcase", default: false })
  isShowcase: boolean;

  @Column({ name: "queued_for_rank", default: false }) queuedForRank: boolean;
  @Column({ name: "invalid_for_points", default: false }) invalidForPoints: boolean;
  @Column({ name: "invalid_reason", type: "text", nullable: true }) invalidReason: string | null;
  @Column({ name: "skip_webhook", default: false }) skipWebhook: boolean;
  @Column({ name: "is_bundled", default: false }) isBundled: boolean;
  /** World Cup tournament map: not a public field; read and set through modules/world-cup (its README). */
  @Column({ name: "is_world_cup", default: false }) isWorldCup: boolean;

  @Field({ description: "Admin flag on a winning mission beatmap" })
  @Column({ name: "is_lame", default: false })
  isLame: boolean;

  @Field(() => Int, { nullable: true, description: "Longest difficulty's hit length in seconds" })
  @Column({ type: "integer", nullable: true })
  length: number | null;

  @Field(() => Date, { nullable: true, description: "When osu! ranked the mapset; null until it is Ranked" })
  @Column({ name: "ranked_date", type: "timestamptz", nullable: true })
  rankedDate: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the mapset was first submitted to osu!, as osu! reports it; null without a link or before the sync",
  })
  @Column({ name: "submission_date", type: "timestamptz", nullable: true })
  submissionDate: Date | null;

  @Field(() => Int, { nullable: true, description: "Favourite count on osu!, refreshed by the sync job; null until synced" })
  @Column({ type: "integer", nullable: true })
  favorites: number | null;

  @Field(() => Int, { nullable: true, description: "Play count on osu!, refreshed by the sync job; null until synced" })
  @Column({ name: "play_count", type: "integer", nullable: true })
  playCount: number | null;

  /** Last time the osu! sync jobs looked this map up (oldest first). */
  @Column({ name: "osu_synced_at", type: "timestamptz", nullable: true })
  osuSyncedAt: Date | null;

  @Field({ description: "When the mapset was created in the Mappers' Guild" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Field({ description: "Last change to the mapset or its tasks" })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
