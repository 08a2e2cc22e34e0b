import crypto from "node:crypto";
import os from "node:os";
import type { DataSource } from "typeorm";
import type { Logger } from "../core/logger";
import { JobRun, ScheduledJob } from "./scheduled-job.entity";
import { assertSchedule, nextRun } from "./schedule";

export interface JobDefinition {
  name: string;
  /** Cron expression in UTC, e.g. "0 3 * * *". */
  schedule: string;
  /** What the job does; returns a short summary for the job_runs table. */
  run: (slot: Date) => Promise<string | void>;
}

/**
 * PostgreSQL-backed scheduler. Every instance polls; a due slot is claimed with one atomic
 * `UPDATE ... WHERE next_run_at <= now() RETURNING`, which only one instance can win, and the run is
 * recorded under a unique (job, slot) key. So each scheduled slot runs exactly once however many
 * instances there are. Works the same on PGlite (no LISTEN/NOTIFY or advisory locks needed).
 */
export class JobRunner {
  readonly instance = `${os.hostname()}-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
  private readonly jobs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  register(job: JobDefinition): void {
    assertSchedule(job.schedule);
    this.jobs.set(job.name, job);
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Every scheduled job's row (schedule, next and last run), by name. */
  scheduled(): Promise<ScheduledJob[]> {
    return this.db.getRepository(ScheduledJob).find({ order: { name: "ASC" } });
  }

  /** Inserts missing job rows (first due at the next slot) and updates changed schedules. */
  async sync(): Promise<void> {
    for (const job of this.jobs.values()) {
      const next = nextRun(job.schedule, this.now());
      await this.db.query(
        `INSERT INTO scheduled_jobs (name, schedule, next_run_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET schedule = EXCLUDED.schedule,
           next_run_at = CASE WHEN scheduled_jobs.schedule = EXCLUDED.schedule THEN scheduled_jobs.next_run_at ELSE EXCLUDED.next_run_at END`,
        [job.name, job.schedule, next],
      );
    }
  }

  start(pollMs: number): void {
    this.stopped = false;
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.tick().then(
        () => undefined,
        (err) => this.logger.error({ err }, "job tick failed"),
      );
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(loop, pollMs);
    };
    this.timer = setTimeout(loop, Math.min(pollMs, 2000));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: claim and run every due job. Returns the names of the jobs this instance ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      const slot = await this.claim(job);
      if (!slot) continue;
      await this.execute(job, slot);
      ran.push(job.name);
    }
    return ran;
  }

  /**
   * Runs a job immediately, outside its schedule (admin action, tests), recorded with the current time as slot.
   * Unlike scheduled runs, a failure is thrown to the caller (after being recorded).
   */
  async runNow(name: string): Promise<string | void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return this.execute(job, this.now(), true);
  }

  private async claim(job: JobDefinition): Promise<Date | null> {
    const now = this.now();
    const rows: { slot: Date }[] = await this.db.query(
      `UPDATE scheduled_jobs j SET next_run_at = $2, locked_by = $3, last_started_at = $4
       FROM (SELECT name, next_run_at AS slot FROM scheduled_jobs WHERE name = $1 AND next_run_at <= $4 FOR UPDATE) due
       WHERE j.name = due.name
       RETURNING due.slot`,
      [job.name, nextRun(job.schedule, now), this.instance, now],
    );
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown as { slot: Date }[]) : rows;
    return updated[0]?.slot ? new Date(updated[0].slot) : null;
  }

  private async execute(job: JobDefinition, slot: Date, rethrow = false): Promise<string | void> {
    const repo = this.db.getRepository(JobRun);
    let run: JobRun;
    try {
      run = await repo.save(
        repo.create({ jobName: job.name, slot, instance: this.instance, startedAt: this.now(), status: "running" }),
      );
    } catch (err) {
      // Unique (job, slot): another instance already recorded this slot.
      this.logger.warn({ job: job.name, slot }, "job slot already taken");
      return;
    }
    const started = Date.now();
    try {
      const summary = await job.run(slot);
      await repo.update(run.id, {
        status: "ok",
        finishedAt: this.now(),
        summary: summary ? String(summary).slice(0, 2000) : null,
      });
      await this.db.query(`UPDATE scheduled_jobs SET last_finished_at = $2, last_status = 'ok' WHERE name = $1`, [
        job.name,
        this.now(),
      ]);
      this.logger.info({ job: job.name, ms: Date.now() - started, summary }, "job finished");
      return summary;
    } catch (err) {
      await repo.update(run.id, {
        status: "failed",
        finishedAt: this.now(),
        error: (err as Error).message?.slice(0, 2000) ?? "error",
      });
      await this.db.query(`UPDATE scheduled_jobs SET last_finished_at = $2, last_status = 'failed' WHERE name = $1`, [
        job.name,
        this.now(),
      ]);
      this.logger.error({ job: job.name, err }, "job failed");
      if (rethrow) throw err;
    }
  }
}
