import { Field, ID, ObjectType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
} from "typeorm";
import type { Relation } from "typeorm";
import type { Artist } from "./artist.entity";
import type { User } from "../users/user.entity";
import { Node } from "../../core/node";

@ObjectType({ implements: Node, description: "A song licensed from a featured artist" })
@Entity({ name: "featured_songs" })
@Index("idx_songs_artist", ["artistId"])
export class Song {
  @Field(() => ID, { description: "Song id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "artist_id", type: "integer" })
  artistId: number;

  @ManyToOne("Artist", { onDelete: "CASCADE" })
  @JoinColumn({ name: "artist_id" })
  artist: Relation<Artist>;

  @Field({ description: "Artist name as shown on the song (usually the artist's label)" })
  @Column({ name: "artist_name", type: "varchar", length: 200 })
  artistName: string;

  @Field({ description: "Song title" })
  @Column({ type: "varchar", length: 300 })
  title: string;

  @Column({ name: "osz_url", type: "varchar", length: 500, nullable: true })
  oszUrl: string | null;

  @Column({ name: "is_excluded_from_classified", default: false })
  isExcludedFromClassified: boolean;

  @Column({ type: "text", array: true, default: () => "'{}'" })
  tags: string[];

  /** "Potentially mapped by": showcase mappers who picked this song. */
  @ManyToMany("User")
  @JoinTable({ name: "song_showcase_mappers", joinColumn: { name: "song_id" }, inverseJoinColumn: { name: "user_id" } })
  songShowcaseMappers: Relation<User[]>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" }) createdAt: Date;
}
