import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from "typeorm";

/** One row per scheduled job: the next due time is claimed atomically, so one instance runs each slot. */
@Entity({ name: "scheduled_jobs" })
export class ScheduledJob {
  @PrimaryColumn({ type: "varchar", length: 100 })
  name: string;

  @Column({ type: "varchar", length: 100 })
  schedule: string;

  @Column({ name: "next_run_at", type: "timestamptz" })
  nextRunAt: Date;

  @Column({ name: "locked_by", type: "varchar", length: 100, nullable: true })
  lockedBy: string | null;

  @Column({ name: "locked_until", type: "timestamptz", nullable: true })
  lockedUntil: Date | null;

  @Column({ name: "last_started_at", type: "timestamptz", nullable: true })
  lastStartedAt: Date | null;

  @Column({ name: "last_finished_at", type: "timestamptz", nullable: true })
  lastFinishedAt: Date | null;

  @Column({ name: "last_status", type: "varchar", length: 20, nullable: true })
  lastStatus: string | null;

  /** When the pending retry of a failed slot is due (null: none pending). */
  @Column({ name: "retry_at", type: "timestamptz", nullable: true })
  retryAt: Date | null;

  /** The failed slot the pending retry runs again. */
  @Column({ name: "retry_slot", type: "timestamptz", nullable: true })
  retrySlot: Date | null;

  /** The attempt number the pending retry will be (2 = first retry). */
  @Column({ name: "retry_attempt", type: "int", nullable: true })
  retryAttempt: number | null;

  /** While a run that stopped with work left is to be resumed: when its pass began (JobContext.cycleStart). */
  @Column({ name: "cycle_started_at", type: "timestamptz", nullable: true })
  cycleStartedAt: Date | null;
}

@Entity({ name: "job_runs" })
@Index("idx_job_runs_name_started", ["jobName", "startedAt"])
@Index("uq_job_runs_slot", ["jobName", "slot", "attempt"], { unique: true })
export class JobRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: "job_name", type: "varchar", length: 100 })
  jobName: string;

  /** The scheduled time this run is for: unique per job and attempt, so a slot can never run twice. */
  @Column({ type: "timestamptz" })
  slot: Date;

  /** 1 for the slot's first run, 2… for its retries. */
  @Column({ type: "int", default: 1 })
  attempt: number;

  /** How long the run took (real time), once finished. */
  @Column({ name: "duration_ms", type: "int", nullable: true })
  durationMs: number | null;

  @Column({ type: "varchar", length: 100 })
  instance: string;

  @Column({ name: "started_at", type: "timestamptz" })
  startedAt: Date;

  @Column({ name: "finished_at", type: "timestamptz", nullable: true })
  finishedAt: Date | null;

  @Column({ type: "varchar", length: 20 })
  status: string;

  @Column({ type: "text", nullable: true })
  summary: string | null;

  @Column({ type: "text", nullable: true })
  error: string | null;
}
