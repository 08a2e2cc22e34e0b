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
import { ArtistStatus } from "../../core/enums";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";

/**
 * An osu! Featured Artist. Only the public projection is a GraphQL field set; the licensing pipeline
 * (contact/contract flags, notes) is admin data and never part of the public type.
 */
@ObjectType({ implements: Node, description: "An osu! Featured Artist" })
@Entity({ name: "featured_artists" })
@Index("idx_artists_status_osu", ["status", "osuId"])
@Index("idx_artists_home", { synchronize: false })
export class Artist {
  @Field(() => ID, { description: "Artist id in the Mappers' Guild (not the osu! id)" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { nullable: true, description: "osu! featured artist id; null while unreleased" })
  @Column({ name: "osu_id", type: "integer", nullable: true })
  osuId: number | null;

  @Field({ description: "Artist name" })
  @Column({ type: "varchar", length: 200 })
  label: string;

  @Column({ type: "enum", enum: ArtistStatus, enumName: "artist_status", default: ArtistStatus.private })
  status: ArtistStatus;

  /** "Released": the artist's listing on osu! is up to date. */
  @Column({ name: "is_up_to_date", default: false }) isUpToDate: boolean;
  @Column({ name: "songs_timed", default: false }) songsTimed: boolean;
  @Column({ name: "has_ranked_maps", default: false }) hasRankedMaps: boolean;
  @Column({ name: "has_new_songs", default: false }) hasNewSongs: boolean;
  @Column({ name: "is_contacted", default: false }) isContacted: boolean;
  @Column({ name: "is_responded", default: false }) isResponded: boolean;
  @Column({ name: "is_rejected", default: false }) isRejected: boolean;
  @Column({ name: "contract_sent", default: false }) contractSent: boolean;
  @Column({ name: "artist_signed", default: false }) artistSigned: boolean;
  @Column({ name: "ppy_paid", default: false }) ppyPaid: boolean;
  @Column({ name: "ppy_signed", default: false }) ppySigned: boolean;
  @Column({ name: "songs_received", default: false }) songsReceived: boolean;
  @Column({ name: "assets_received", default: false }) assetsReceived: boolean;
  @Column({ name: "is_momentum", default: false }) isMomentum: boolean;
  @Column({ name: "permanently_dismiss", default: false }) permanentlyDismiss: boolean;
  @Column({ name: "last_contacted", type: "timestamptz", nullable: true }) lastContacted: Date | null;
  @Column({ name: "last_reviewed", type: "timestamptz", nullable: true }) lastReviewed: Date | null;
  @Column({ name: "projected_release", type: "date", nullable: true }) projectedRelease: string | null;
  @Column({ type: "text", nullable: true }) notes: string | null;
  @Column({ name: "reference_url", type: "varchar", length: 500, nullable: true }) referenceUrl: string | null;

  @Column({ name: "osz_templates_url", type: "varchar", length: 500, nullable: true })
  oszTemplatesUrl: string | null;

  /** Users who rolled this artist in a showcase mission or showed interest. Private. */
  @ManyToMany("User")
  @JoinTable({
    name: "artist_showcase_mappers",
    joinColumn: { name: "artist_id" },
    inverseJoinColumn: { name: "user_id" },
  })
  showcaseMappers: Relation<User[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" }) updatedAt: Date;
}
