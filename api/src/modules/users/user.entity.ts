import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { UserGroup } from "../../core/enums";
import { Node } from "../../core/node";

/**
 * A Mappers' Guild member (an osu! account that signed in at least once).
 * The GraphQL type `User` is the public projection: private columns carry no @Field
 * and are exposed only on `CurrentUser` (me) and to admins.
 */
@ObjectType({ implements: Node, description: "Public projection of a Mappers' Guild member" })
@Entity({ name: "users" })
@Index("idx_users_total_points", ["totalPoints"])
@Index("idx_users_rank_total", ["rank", "totalPoints"])
@Index("idx_users_created", ["createdAt"])
@Index("idx_users_username_lower", { synchronize: false })
@Index("idx_users_osu_points", { synchronize: false })
@Index("idx_users_taiko_points", { synchronize: false })
@Index("idx_users_catch_points", { synchronize: false })
@Index("idx_users_mania_points", { synchronize: false })
export class User {
  @Field(() => ID, { description: "Member id in the Mappers' Guild (not the osu! id)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: "osu! user id" })
  @Index("uq_users_osu_id", { unique: true })
  @Column({ name: "osu_id", type: "integer" })
  osuId: number;

  @Field({ description: "osu! username, refreshed at each sign-in" })
  @Column({ type: "varchar", length: 32 })
  username: string;

  @Column({ type: "enum", enum: UserGroup, enumName: "user_group", default: UserGroup.user })
  group: UserGroup;

  @Column({ name: "is_mentorship_admin", default: false })
  isMentorshipAdmin: boolean;

  @Column({ name: "is_world_cup_helper", default: false })
  isWorldCupHelper: boolean;

  @Column({ name: "is_showcase_mapper", default: false })
  isShowcaseMapper: boolean;

  @Column({ name: "is_contest_helper", default: false })
  isContestHelper: boolean;

  @Column({ name: "is_quest_trailblazer", default: false })
  isQuestTrailblazer: boolean;

  @Field(() => Int, { description: "Mappers' Guild rank 0-5 from total points (100/250/500/1000/2500)" })
  @Column({ type: "smallint", default: 0 })
  rank: number;

  @Field(() => Int, { description: "Profile badge actually awarded on osu! (0-5)" })
  @Column({ type: "smallint", default: 0 })
  badge: number;

  @Column({ name: "queued_badge", type: "smallint", default: 0 })
  queuedBadge: number;

  @Field(() => String, { nullable: true, description: "osu! profile cover image" })
  @Column({ name: "cover_url", type: "varchar", length: 500, nullable: true })
  coverUrl: string | null;

  @Column({ name: "ranked_beatmaps_count", type: "integer", default: 0 })
  rankedBeatmapsCount: number;

  // osu! statistics used by mission requirements (refreshed by the osu! stats job).
  @Column({ name: "global_rank", type: "integer", nullable: true })
  globalRank: number | null;

  @Column({ name: "pp_osu", type: "double precision", nullable: true })
  ppOsu: number | null;

  @Column({ name: "pp_taiko", type: "double precision", nullable: true })
  ppTaiko: number | null;

  @Column({ name: "pp_catch", type: "double precision", nullable: true })
  ppCatch: number | null;

  @Column({ name: "pp_mania", type: "double precision", nullable: true })
  ppMania: number | null;

  @Column({ name: "stats_refreshed_at", type: "timestamptz", nullable: true })
  statsRefreshedAt: Date | null;

  /** When `rankedBeatmapsCount` was last read from osu! (sign-in or the ranked-count job). */
  @Column({ name: "ranked_count_refreshed_at", type: "timestamptz", nullable: true })
  rankedCountRefreshedAt: Date | null;

  @Column({ name: "discord_id", type: "varchar", length: 40, nullable: true })
  discordId: string | null;

  // ---- cached earned points (a deterministic recalculation, see points.rules.ts) ----
  @Column({ name: "easy_points", type: "double precision", default: 0 }) easyPoints: number;
  @Column({ name: "normal_points", type: "double precision", default: 0 }) normalPoints: number;
  @Column({ name: "hard_points", type: "double precision", default: 0 }) hardPoints: number;
  @Column({ name: "insane_points", type: "double precision", default: 0 }) insanePoints: number;
  @Column({ name: "expert_points", type: "double precision", default: 0 }) expertPoints: number;
  @Column({ name: "storyboard_points", type: "double precision", default: 0 }) storyboardPoints: number;
  @Column({ name: "hitsound_points", type: "double precision", default: 0 }) hitsoundPoints: number;
  @Column({ name: "skin_points", type: "double precision", default: 0 }) skinPoints: number;
  @Column({ name: "quest_points", type: "double precision", default: 0 }) questPoints: number;
  @Column({ name: "mission_points", type: "double precision", default: 0 }) missionPoints: number;
  @Column({ name: "mod_points", type: "double precision", default: 0 }) modPoints: number;
  @Column({ name: "host_points", type: "double precision", default: 0 }) hostPoints: number;
  @Column({ name: "contest_creator_points", type: "double precision", default: 0 }) contestCreatorPoints: number;
  @Column({ name: "contest_participant_points", type: "double precision", default: 0 }) contestParticipantPoints: number;
  @Column({ name: "contest_screener_points", type: "double precision", default: 0 }) contestScreenerPoints: number;
  @Column({ name: "contest_judge_points", type: "double precision", default: 0 }) contestJudgePoints: number;
  @Column({ name: "legacy_points", type: "double precision", default: 0 }) legacyPoints: number;
  @Column({ name: "adjustment_points", type: "double precision", default: 0 }) adjustmentPoints: number;
  @Column({ name: "osu_points", type: "double precision", default: 0 }) osuPoints: number;
  @Column({ name: "taiko_points", type: "double precision", default: 0 }) taikoPoints: number;
  @Column({ name: "catch_points", type: "double precision", default: 0 }) catchPoints: number;
  @Column({ name: "mania_points", type: "double precision", default: 0 }) maniaPoints: number;
  @Column({ name: "total_points", type: "double precision", default: 0 }) totalPoints: number;
  /** Sum of the spent-points ledger (kept in the same transaction as every ledger write). */
  @Column({ name: "spent_points", type: "double precision", default: 0 }) spentPoints: number;
  @Column({ name: "completed_quests_count", type: "integer", default: 0 }) completedQuestsCount: number;
  @Column({ name: "completed_missions_count", type: "integer", default: 0 }) completedMissionsCount: number;
  @Column({ name: "points_calculated_at", type: "timestamptz", nullable: true }) pointsCalculatedAt: Date | null;

  @Field({ description: "When the user joined the Mappers' Guild" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
