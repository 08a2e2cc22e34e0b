import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Check,
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
import { Mode } from "../../core/enums";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";

/** A contest's phase (README.md "Lifecycle"). Any phase may be chosen at any time; requirements are checked per target. */
export enum ContestStatus {
  hidden = "hidden",
  beatmapping = "beatmapping",
  screening = "screening",
  judging = "judging",
  vote = "vote",
  locked = "locked",
  complete = "complete",
}

registerEnumType(ContestStatus, {
  name: "ContestStatus",
  description: "The phase of a contest",
  valuesConfig: {
    hidden: { description: "Not shown to anyone but its creators (the initial phase; switching back to it is never blocked)" },
    beatmapping: { description: "Participants submit entries between contestStart and contestEnd" },
    screening: { description: "Screeners place their stars on the anonymised entries" },
    judging: { description: "Judges score the entries that passed screening on every criterion" },
    vote: { description: "Community vote: every member may vote until communityVoteEnd" },
    locked: { description: "Results are being prepared; nobody screens, judges or votes" },
    complete: {
      description: "Results are public; the contest is read-only except for admins and counts for points when eligible",
    },
  },
});

/**
 * A beatmapping contest. Only the public projection carries @Field; settings only creators manage are exposed on
 * `ContestManagement` (contest-management.resolver.ts), results through the results queries once the contest is complete.
 */
@ObjectType({
  implements: Node,
  description: "A beatmapping contest (public projection; see `management` for the creators' view)",
})
@Entity({ name: "contests" })
@Check("chk_contests_screening_vote_count", `"screening_vote_count" >= 1 AND "screening_vote_count" <= 10`)
@Check("chk_contests_community_vote_count", `"community_vote_count" >= 1 AND "community_vote_count" <= 10`)
@Check("chk_contests_judging_threshold", `"judging_threshold" >= 0`)
@Index("idx_contests_created", ["createdAt", "id"])
@Index("uq_contests_name_lower", { synchronize: false })
@Index("idx_contests_status", ["status", "isApproved"])
export class Contest {
  @Field(() => ID, { description: "Row id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "Unique contest name (case-insensitively)" })
  @Column({ type: "varchar", length: 100 })
  name: string;

  @Field(() => ContestStatus, { description: "Current phase" })
  @Column({ type: "enum", enum: ContestStatus, enumName: "contest_status", default: ContestStatus.hidden })
  status: ContestStatus;

  @Field(() => Mode, { description: "Game mode of the contest" })
  @Column({ type: "enum", enum: Mode, enumName: "game_mode", default: Mode.osu })
  mode: Mode;

  @Field({ description: "Approved by an admin: only approved contests are shown to members other than the creators" })
  @Column({ name: "is_approved", default: false })
  isApproved: boolean;

  @Field({ description: "Featured Artist contest (admin-set): organisers, participants, screeners and judges earn points" })
  @Column({ name: "is_featured_artist_contest", default: false })
  isFeaturedArtistContest: boolean;

  @Field({ description: "Counts for points (admin-set); points also need approval, the FA flag and completion" })
  @Column({ name: "is_eligible_for_points", default: true })
  isEligibleForPoints: boolean;

  /** Admin-set: approval and completion are not announced on Discord. */
  @Column({ name: "skip_webhook", default: false })
  skipWebhook: boolean;

  @Field(() => String, { nullable: true, description: "Details/news post about the contest (http or https)" })
  @Column({ type: "varchar", length: 500, nullable: true })
  url: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The official osu! contest listing; when set, entries are handed in there, not on this site",
  })
  @Column({ name: "osu_contest_listing_url", type: "varchar", length: 500, nullable: true })
  osuContestListingUrl: string | null;

  @Field(() => String, { nullable: true, description: "Results post (required before completion)" })
  @Column({ name: "results_url", type: "varchar", length: 500, nullable: true })
  resultsUrl: string | null;

  @Field(() => String, { nullable: true, description: "Banner image URL" })
  @Column({ name: "banner_url", type: "varchar", length: 500, nullable: true })
  bannerUrl: string | null;

  /** Link to the anonymised entries pack (exposed through a field resolver: not before screening for non-creators). */
  @Column({ type: "varchar", length: 500, nullable: true })
  download: string | null;

  @Field({ description: "Markdown description" })
  @Column({ type: "text", default: "" })
  description: string;

  @Field(() => Date, { nullable: true, description: "Submissions open" })
  @Column({ name: "contest_start", type: "timestamptz", nullable: true })
  contestStart: Date | null;

  @Field(() => Date, { nullable: true, description: "Submissions close" })
  @Column({ name: "contest_end", type: "timestamptz", nullable: true })
  contestEnd: Date | null;

  @Field(() => Int, { description: "Stars each screener places (1-10): placements 1..N, each once" })
  @Column({ name: "screening_vote_count", type: "smallint", default: 5 })
  screeningVoteCount: number;

  /** Entries whose screening total reaches this (≥) go to judging; see contests.rules.ts passesScreening. */
  @Column({ name: "judging_threshold", type: "integer", default: 0 })
  judgingThreshold: number;

  /** Each placement also adds 1 to the screening total. */
  @Column({ name: "screening_bonus", default: false })
  screeningBonus: boolean;

  @Field({ description: "Results rank by raw judging totals instead of standardised scores" })
  @Column({ name: "use_raw_scoring", default: false })
  useRawScoring: boolean;

  @Field({ description: 'Judges are named next to their scores in the results (otherwise "User k")' })
  @Column({ name: "has_public_judges", default: false })
  hasPublicJudges: boolean;

  @Field({ description: "Judges may leave one general comment per entry (the criteria set's comments switch)" })
  @Column({ name: "judging_comments_enabled", default: true })
  judgingCommentsEnabled: boolean;

  @Field(() => Int, { description: "Votes each member has in the community vote (1-10)" })
  @Column({ name: "community_vote_count", type: "smallint", default: 5 })
  communityVoteCount: number;

  @Field(() => Date, {
    nullable: true,
    description: "Community voting closes at this instant (open while in the vote phase when unset)",
  })
  @Column({ name: "community_vote_end", type: "timestamptz", nullable: true })
  communityVoteEnd: Date | null;

  @Field({ description: "Ordered community vote: ranks 1..N each once (weight N+1-rank) instead of N equal votes" })
  @Column({ name: "community_vote_ordered_priority", default: false })
  communityVoteOrderedPriority: boolean;

  @Field({ description: "Markdown shown on the community vote page" })
  @Column({ name: "community_vote_description", type: "text", default: "" })
  communityVoteDescription: string;

  @ManyToMany("User")
  @JoinTable({ name: "contest_creators", joinColumn: { name: "contest_id" }, inverseJoinColumn: { name: "user_id" } })
  creators: Relation<User[]>;

  @ManyToMany("User")
  @JoinTable({ name: "contest_screeners", joinColumn: { name: "contest_id" }, inverseJoinColumn: { name: "user_id" } })
  screeners: Relation<User[]>;

  @ManyToMany("User")
  @JoinTable({ name: "contest_judges", joinColumn: { name: "contest_id" }, inverseJoinColumn: { name: "user_id" } })
  judges: Relation<User[]>;

  @Field({ description: "When the contest was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
