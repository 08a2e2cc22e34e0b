import { Node } from "../../core/node";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import type { Relation } from "typeorm";
import type { Song } from "../artists/song.entity";

/**
 * A song allowed in an Aspire season (the original's allowlist file, one "Artist - Title" line each). Admins paste
 * lists or take the released featured artists' songs; anyone searches them on /aspire/search.
 */
@ObjectType({ implements: Node, description: "A song allowed for use in an Aspire season" })
@Entity({ name: "aspire_allowed_songs" })
@Index("uq_aspire_allowed_songs_line", { synchronize: false })
@Index("idx_aspire_allowed_songs_order", { synchronize: false })
export class AspireSong {
  @Field(() => ID, { description: "The allowed song's id" })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: "The Aspire edition it is allowed in" })
  @Column({ type: "integer" })
  season: number;

  @Field({ description: 'The song as listed: "Artist - Title"' })
  @Column({ type: "varchar", length: 300 })
  line: string;

  /** The line without accents, in lower case, spaces collapsed (aspire-songs.rules.ts normalizeSongText). */
  @Column({ name: "search_key", type: "text" })
  searchKey: string;

  /** The featured song it was taken from, when an admin filled the list from the featured artists. */
  @Column({ name: "song_id", type: "integer", nullable: true })
  songId: number | null;

  @ManyToOne("Song", { onDelete: "SET NULL" })
  @JoinColumn({ name: "song_id" })
  song?: Relation<Song>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
