import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/**
 * One imported document of the original site (README.md): its source collection and ObjectId, and the row it became.
 * Written only by the importer (api/src/import/); read by the old-link redirects and the `legacyObject` query.
 */
@Entity({ name: "legacy_ids" })
@Index("idx_legacy_ids_row", ["tableName", "rowId"])
export class LegacyId {
  @PrimaryColumn({ type: "varchar", length: 40 })
  collection: string;

  @PrimaryColumn({ name: "object_id", type: "varchar", length: 120 })
  objectId: string;

  @Column({ name: "table_name", type: "varchar", length: 40 })
  tableName: string;

  /** Null when the document has no row of its own (a judging score, a criterion copied per contest, a note). */
  @Column({ name: "row_id", type: "integer", nullable: true })
  rowId: number | null;

  @Column({ name: "source_hash", type: "varchar", length: 64, nullable: true })
  sourceHash: string | null;

  /** Fields of the source document our schema has no column for (listed in the import report). */
  @Column({ type: "jsonb", nullable: true })
  extra: Record<string, unknown> | null;

  @Column({ name: "import_run_id", type: "integer", nullable: true })
  importRunId: number | null;
}

/** A completed import (README.md): where it came from, its counts and its full report. */
@Entity({ name: "import_runs" })
export class ImportRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "started_at", type: "timestamptz" })
  startedAt: Date;

  @Column({ name: "finished_at", type: "timestamptz" })
  finishedAt: Date;

  @Column({ type: "text" })
  source: string;

  @Column({ type: "varchar", length: 20 })
  format: string;

  @Column({ type: "integer" })
  documents: number;

  @Column({ type: "integer" })
  imported: number;

  @Column({ type: "integer" })
  skipped: number;

  @Column({ type: "integer" })
  merged: number;

  @Column({ name: "nothing_new", type: "boolean" })
  nothingNew: boolean;

  @Column({ type: "jsonb" })
  counts: Record<string, unknown>;

  @Column({ type: "jsonb" })
  report: Record<string, unknown>;
}

/** A document of the original's `osubeatmaps` collection, kept as it was (no feature of ours reads it). */
@Entity({ name: "legacy_osu_beatmaps" })
export class LegacyOsuBeatmap {
  @PrimaryColumn({ name: "object_id", type: "varchar", length: 24 })
  objectId: string;

  @Column({ type: "jsonb" })
  document: Record<string, unknown>;

  @Column({ name: "created_at", type: "timestamptz", nullable: true })
  createdAt: Date | null;

  @Column({ name: "updated_at", type: "timestamptz", nullable: true })
  updatedAt: Date | null;
}
