import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { LocusRole, TeamHub } from "./locus.options";
import { Node } from "../../core/node";
import { MemberRow } from "../users/member-row.entity";

/**
 * A member's team-finder card (Locus or Aspire) for one season (one card per member, team finder and season).
 * Contacts (discord, email) have no plain @Field: LocusCardResolver shows them only on public cards or to the owner
 * (modules/locus/README.md).
 */
@ObjectType({ implements: Node, description: "A member's team-finder card (Locus or Aspire) for one season" })
@Entity({ name: "locus_cards" })
@Index("uq_locus_cards_user_hub_season", ["userId", "hub", "season"], { unique: true })
@Index("idx_locus_cards_grid", { synchronize: false })
export class LocusCard extends MemberRow {
  @Field(() => ID, { description: "The card's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => TeamHub, { description: "The team finder the card belongs to" })
  @Column({ type: "varchar", length: 16, default: TeamHub.locus })
  hub: TeamHub;

  @Field(() => Int, { description: "The season the card belongs to: a year for Locus, an edition for Aspire" })
  @Column({ type: "integer" })
  season: number;

  @Field(() => String, { nullable: true, description: "UTC offset, one of locusOptions.timezones; null = not given" })
  @Column({ type: "varchar", length: 16, nullable: true })
  timezone: string | null;

  @Field({ description: "When the member is available (free text)" })
  @Column({ type: "varchar", length: 400, default: "" })
  availability: string;

  @Field(() => [LocusRole], { description: "Roles the member offers, in canonical order" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  roles: LocusRole[];

  @Field(() => [String], { description: "Languages the member speaks, from locusOptions.languages" })
  @Column({ type: "text", array: true, default: () => "'{}'" })
  languages: string[];

  @Column({ type: "varchar", length: 40, default: "" })
  discord: string;

  @Column({ type: "varchar", length: 100, default: "" })
  email: string;

  @Field({ description: "About the member (markdown)" })
  @Column({ type: "text", default: "" })
  about: string;

  @Field({ description: "Shown in the grid of potential team members" })
  @Column({ name: "is_public", default: false })
  isPublic: boolean;

  @Field({ description: "The member has joined a team (listed after members still looking)" })
  @Column({ name: "is_on_team", default: false })
  isOnTeam: boolean;

  @Field({ description: "Hidden from the grid by an admin (only admins and the owner see this card then)" })
  @Column({ name: "is_hidden_by_admin", default: false })
  isHiddenByAdmin: boolean;

  @Field({ description: "When the card was created" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  /** Written with millisecond precision by the service (it is a keyset key of the grid). */
  @Field({ description: "When the card was last changed" })
  @Column({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
