import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import { MissionStatus, Mode, TaskName } from "../../core/enums";
import type { Artist } from "../artists/artist.entity";
import type { Beatmap } from "../beatmaps/beatmap.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A priority quest: no claiming, anyone meeting its requirements may take part" })
@Entity({ name: "missions" })
@Index("idx_missions_status_tier", ["status", "tier", "name"])
@Index("idx_missions_deadline", ["status", "deadline"])
export class Mission {
  @Field(() => ID, { description: "Mission (priority quest) id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "Mission name" })
  @Column({ type: "varchar", length: 200 })
  name: string;

  @Field(() => Int, { description: "1 bronze, 2 silver, 3 gold, 4 platinum" })
  @Column({ type: "smallint" })
  tier: number;

  @Field(() => MissionStatus, {
    description:
      "Lifecycle: hidden until announced, then open, then closed past the deadline (showcase missions are closed by an admin)",
  })
  @Column({ type: "enum", enum: MissionStatus, enumName: "mission_status", default: MissionStatus.hidden })
  status: MissionStatus;

  @Field({ description: "Markdown" })
  @Column({ type: "text" })
  objective: string;

  @Field({ description: "Markdown" })
  @Column({ name: "win_condition", type: "text", default: "" })
  winCondition: string;

  @Field(() => String, { nullable: true, description: "Markdown" })
  @Column({ name: "additional_requirement", type: "text", nullable: true })
  additionalRequirement: string | null;

  @Field({ description: "Maps are added and showcase selections made until this moment; open missions close after it" })
  @Column({ type: "timestamptz" })
  deadline: Date;

  @Field(() => [Mode], { description: "Game modes a map may be in to be entered" })
  @Column({ type: "enum", enum: Mode, enumName: "game_mode", array: true, default: () => "'{osu,taiko,catch,mania}'" })
  modes: Mode[];

  @ManyToMany("Artist")
  @JoinTable({ name: "mission_artists", joinColumn: { name: "mission_id" }, inverseJoinColumn: { name: "artist_id" } })
  artists: Relation<Artist[]>;

  @ManyToMany("Beatmap")
  @JoinTable({ name: "mission_winners", joinColumn: { name: "mission_id" }, inverseJoinColumn: { name: "beatmap_id" } })
  winningBeatmaps: Relation<Beatmap[]>;

  @ManyToMany("Beatmap")
  @JoinTable({ name: "mission_invalid_beatmaps", joinColumn: { name: "mission_id" }, inverseJoinColumn: { name: "beatmap_id" } })
  invalidBeatmaps: Relation<Beatmap[]>;

  @Column({ name: "opening_announced", default: false }) openingAnnounced: boolean;
  @Column({ name: "closing_announced", default: false }) closingAnnounced: boolean;
  @Field({ description: "Some winning maps carry the 'winner but really lame' label" })
  @Column({ name: "has_lame_winners", default: false })
  hasLameWinners: boolean;
  @Field({ description: "Song showcase: each member draws one confidential song to map" })
  @Column({ name: "is_showcase_mission", default: false })
  isShowcaseMission: boolean;
  @Field({ description: "Artist showcase: each member draws one confidential artist and becomes one of its showcase mappers" })
  @Column({ name: "is_artist_showcase", default: false })
  isArtistShowcase: boolean;
  @Field({ description: "Genre showcase: each member picks a genre among genreOptions and draws three songs of it" })
  @Column({ name: "is_genre_showcase", default: false })
  isGenreShowcase: boolean;
  @Field({ description: "Meant only for members who selected a showcase song before the deadline (shown, not enforced)" })
  @Column({ name: "is_separate", default: false })
  isSeparate: boolean;
  @Field({ description: "Only songs tagged 'osu! original' are accepted" })
  @Column({ name: "is_osu_original", default: false })
  isOsuOriginal: boolean;
  @Field({
    description: "The song must not have been ranked before (judged by the team; the server refuses only guild maps it knows)",
  })
  @Column({ name: "is_unique_to_ranked", default: false })
  isUniqueToRanked: boolean;
  @Field({
    description: "The artist must have no ranked map yet (judged by the team; the server refuses only guild maps it knows)",
  })
  @Column({ name: "is_unique_artist_to_ranked", default: false })
  isUniqueArtistToRanked: boolean;
  /** Exception as data: every task mapper of a winning map counts as a winner (collab missions). */
  @Field({ description: "Every mapper of a winning map's tasks counts as a winner (collab missions), not only the host" })
  @Column({ name: "all_mappers_win", default: false })
  allMappersWin: boolean;

  @Field(() => Int, { description: "Pending artist announcements shown after selection closes" })
  @Column({ name: "remaining_artists", type: "integer", default: 0 })
  remainingArtists: number;

  @Field(() => [String], { description: "Genre tags a member may pick on a genre showcase; empty otherwise" })
  @Column({ name: "genre_options", type: "text", array: true, default: () => "'{}'" })
  genreOptions: string[];

  // ---- requirements ----
  @Field(() => Int, {
    nullable: true,
    description: "Requirement: at most this many ranked mapsets on osu! (0 is a limit); null = no limit",
  })
  @Column({ name: "user_maximum_ranked_beatmaps_count", type: "integer", nullable: true })
  userMaximumRankedBeatmapsCount: number | null;
  @Field(() => Int, { nullable: true, description: "Requirement: osu! global rank of this number or worse; null = no limit" })
  @Column({ name: "user_maximum_global_rank", type: "integer", nullable: true })
  userMaximumGlobalRank: number | null;
  @Field(() => Int, { nullable: true, description: "Requirement: at least this Mappers' Guild rank (0-5); null = no limit" })
  @Column({ name: "user_minimum_rank", type: "smallint", nullable: true })
  userMinimumRank: number | null;
  @Field(() => Int, { nullable: true, description: "Requirement: at most this pp in the map's mode; null = no limit" })
  @Column({ name: "user_maximum_pp", type: "integer", nullable: true })
  userMaximumPp: number | null;
  @Field(() => Int, { nullable: true, description: "Requirement: at least this pp in the map's mode; null = no limit" })
  @Column({ name: "user_minimum_pp", type: "integer", nullable: true })
  userMinimumPp: number | null;
  @Field(() => Date, {
    nullable: true,
    description: "Requirement: the map was submitted to osu! on or after this date; null = no limit",
  })
  @Column({ name: "beatmap_earliest_submission_date", type: "timestamptz", nullable: true })
  beatmapEarliestSubmissionDate: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: "Requirement: the map was submitted to osu! on or before this date; null = no limit",
  })
  @Column({ name: "beatmap_latest_submission_date", type: "timestamptz", nullable: true })
  beatmapLatestSubmissionDate: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: "Requirement (only with beatmapMinimumPlayCount): at least this many favourites, or the play count; null = none",
  })
  @Column({ name: "beatmap_minimum_favorites", type: "integer", nullable: true })
  beatmapMinimumFavorites: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Requirement (only with beatmapMinimumFavorites): at least this many plays, or the favourites; null = none",
  })
  @Column({ name: "beatmap_minimum_play_count", type: "integer", nullable: true })
  beatmapMinimumPlayCount: number | null;
  @Field(() => [TaskName], { description: "Requirement: the map has every one of these tasks (any mode); empty = none" })
  @Column({
    name: "beatmap_difficulties",
    type: "enum",
    enum: TaskName,
    enumName: "task_name",
    array: true,
    default: () => "'{}'",
  })
  beatmapDifficulties: TaskName[];
  @Field(() => Int, { nullable: true, description: "seconds" })
  @Column({ name: "beatmap_minimum_length", type: "integer", nullable: true })
  beatmapMinimumLength: number | null;
  @Field(() => Int, { nullable: true, description: "seconds" })
  @Column({ name: "beatmap_maximum_length", type: "integer", nullable: true })
  beatmapMaximumLength: number | null;

  @Field({ description: "When the mission was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
