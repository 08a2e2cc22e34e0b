import { Column, Entity, PrimaryColumn } from "typeorm";
import { TeamHub } from "./locus.options";

/**
 * A season of a team finder (Locus: a year; Aspire: an edition) and whether it is open. Per team finder, the season
 * with the highest number is the current one.
 */
@Entity({ name: "locus_seasons" })
export class LocusSeasonRow {
  @PrimaryColumn({ type: "varchar", length: 16, default: TeamHub.locus })
  hub: TeamHub;

  @PrimaryColumn({ type: "integer" })
  year: number;

  @Column({ name: "is_open", default: false })
  isOpen: boolean;

  @Column({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
