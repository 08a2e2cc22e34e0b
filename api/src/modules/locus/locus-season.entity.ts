import { Column, Entity, PrimaryColumn } from "typeorm";

/** A Locus season (a year) and whether the team finder is open. The season with the highest year is the current one. */
@Entity({ name: "locus_seasons" })
export class LocusSeasonRow {
  @PrimaryColumn({ type: "integer" })
  year: number;

  @Column({ name: "is_open", default: false })
  isOpen: boolean;

  @Column({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
