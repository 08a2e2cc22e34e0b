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
import { ShowcaseKind } from "../../core/enums";
import type { Mission } from "./mission.entity";
import type { User } from "../users/user.entity";
import type { Song } from "../artists/song.entity";
import type { Artist } from "../artists/artist.entity";
import { MemberRow } from "../users/member-row.entity";

/** The columns of a member's showcase row in one mission (an assignment, a genre entry), deleted with either. */
abstract class MissionMemberRow extends MemberRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "mission_id", type: "integer" })
  missionId: number;

  @ManyToOne("Mission", { onDelete: "CASCADE" })
  @JoinColumn({ name: "mission_id" })
  mission: Relation<Mission>;
}

/**
 * Confidential: which song or artist a user was handed on a showcase ("Classified") mission.
 * Never a GraphQL type of its own; only the caller's own assignment is ever returned.
 */
@Entity({ name: "showcase_assignments" })
@Index("uq_showcase_assignment", ["missionId", "userId", "kind"], { unique: true })
@Index("idx_showcase_assignment_song", ["missionId", "songId"])
@Check(
  "chk_showcase_assignment_target",
  `("kind" = 'song' AND "song_id" IS NOT NULL) OR ("kind" = 'artist' AND "artist_id" IS NOT NULL)`,
)
export class ShowcaseAssignment extends MissionMemberRow {
  @Column({ type: "enum", enum: ShowcaseKind, enumName: "showcase_kind" })
  kind: ShowcaseKind;

  @Column({ name: "song_id", type: "integer", nullable: true })
  songId: number | null;

  @ManyToOne("Song", { onDelete: "CASCADE", nullable: true })
  @JoinColumn({ name: "song_id" })
  song: Relation<Song> | null;

  @Column({ name: "artist_id", type: "integer", nullable: true })
  artistId: number | null;

  @ManyToOne("Artist", { onDelete: "CASCADE", nullable: true })
  @JoinColumn({ name: "artist_id" })
  artist: Relation<Artist> | null;

  @Column({ type: "integer", default: 0 })
  rerolls: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" }) updatedAt: Date;
}

/** Artists a user has been handed in any artist-showcase mission (excluded from later draws). */
@Entity({ name: "user_rolled_artists" })
export class UserRolledArtist {
  @Column({ name: "user_id", type: "integer", primary: true }) userId: number;
  @Column({ name: "artist_id", type: "integer", primary: true }) artistId: number;
  @ManyToOne("User", { onDelete: "CASCADE" }) @JoinColumn({ name: "user_id" }) user: Relation<User>;
  @ManyToOne("Artist", { onDelete: "CASCADE" }) @JoinColumn({ name: "artist_id" }) artist: Relation<Artist>;
  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
}

/**
 * Confidential: a user's genre-showcase entry on a mission (one per user and mission): the chosen tag and the
 * songs handed out. Never a GraphQL type of its own; only the caller's own entry is ever returned.
 */
@Entity({ name: "showcase_genre_entries" })
@Index("uq_showcase_genre_entry", ["missionId", "userId"], { unique: true })
export class ShowcaseGenreEntry extends MissionMemberRow {
  @Column({ type: "varchar", length: 50 })
  tag: string;

  /** Genre rerolls made (kept equal to the user's ledger rows for this mission). */
  @Column({ type: "integer", default: 0 })
  rerolls: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" }) updatedAt: Date;
}

/** A song of a genre entry: slot 0-2 = currently held, slot null = seen before and rerolled away. */
@Entity({ name: "showcase_genre_songs" })
@Index("uq_showcase_genre_slot", ["entryId", "slot"], { unique: true, where: `"slot" IS NOT NULL` })
@Check("chk_showcase_genre_slot", `"slot" IS NULL OR ("slot" >= 0 AND "slot" <= 2)`)
export class ShowcaseGenreSong {
  @Column({ name: "entry_id", type: "integer", primary: true }) entryId: number;
  @Column({ name: "song_id", type: "integer", primary: true }) songId: number;
  @Column({ type: "smallint", nullable: true }) slot: number | null;
  @ManyToOne("ShowcaseGenreEntry", { onDelete: "CASCADE" }) @JoinColumn({ name: "entry_id" }) entry: Relation<ShowcaseGenreEntry>;
  @ManyToOne("Song", { onDelete: "CASCADE" }) @JoinColumn({ name: "song_id" }) song: Relation<Song>;
  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
}
