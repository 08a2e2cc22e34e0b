import crypto from "node:crypto";
import os from "node:os";
import type { DataSource } from "typeorm";
import type { Logger } from "../core/logger";
import { JobRun, ScheduledJob } from "./scheduled-job.entity";
import { DEFAULT_RETRY_DELAYS_MS, DEFAULT_TIMEOUT_MS, retryAt, withTimeout } from "./retry";
import { assertSchedule, nextRun } from "./schedule";

/** What a run is given besides its slot. */
export interface JobContext {
  /**
   * When the current pass over the job's work began: the slot, or for a run that resumes a stopped one, the slot of
   * the run that stopped first. Work done since then is this pass's; a job that works through a list picks only
   * what is older (its persisted cursor), so a resumed run goes on where the last one stopped.
   */
  cycleStart: Date;
  /** When the run's time limit ends (epoch ms): a job that works in steps stops taking new ones a little before. */
  deadline: number;
  /** Aborted (with a JobTimeoutError) when the run passes its time limit. */
  signal: AbortSignal;
}

/** A run that stopped with work left (e.g. at the osu! API budget) asks to go on before its next slot. */
export interface JobOutcome {
  summary: string;
  /** Run again at this time (if earlier than the next slot): it picks up where this run stopped. */
  resumeAt?: Date | null;
}

export interface JobDefinition {
  name: string;
  /** Cron expression in UTC, e.g. "0 3 * * *". */
  schedule: string;
  /** What the job does; returns a short summary for the job_runs table (or an outcome asking to resume early). */
  run: (slot: Date, ctx: JobContext) => Promise<string | void | JobOutcome>;
  /** A run longer than this is recorded as failed ("timed out after …"); default: the runner's (10 minutes). */
  timeoutMs?: number;
  /** Delays before each retry of a failed slot; default: the runner's (1, 5 and 25 minutes). */
  retryDelaysMs?: readonly number[];
}

/** The runner's defaults for jobs that set none of their own. */
export interface JobRunnerOptions {
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
}

/** The most recent runs of each job, newest first. */
export const RECENT_RUNS = 10;

/**
 * PostgreSQL-backed scheduler. Every instance polls; a due slot is claimed with one atomic
 * `UPDATE ... WHERE next_run_at <= now() RETURNING`, which only one instance can win, and the run is
 * recorded under a unique (job, slot) key. So each scheduled slot runs exactly once however many
 * instances there are. Works the same on PGlite (no LISTEN/NOTIFY or advisory locks needed).
 *
 * A failed scheduled slot is tried again after the job's retry delays (retry.ts): the pending retry (slot, attempt,
 * due time) sits on the job's row and is claimed the same atomic way, and each attempt is its own `job_runs` row
 * under the unique (job, slot, attempt) key. Every run races the job's timeout.
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
    private readonly options: JobRunnerOptions = {},
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

  /** The latest runs of every job (at most `perJob` each, newest first), by job name. */
  async recentRuns(perJob = RECENT_RUNS): Promise<Map<string, JobRun[]>> {
    const rows = await this.db
      .getRepository(JobRun)
      .createQueryBuilder("r")
      .where(
        `r.id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY job_name ORDER BY started_at DESC, id DESC) AS n
          FROM job_runs) ranked WHERE n <= :perJob)`,
        { perJob },
      )
      .orderBy("r.started_at", "DESC")
      .addOrderBy("r.id", "DESC")
      .getMany();
    const byJob = new Map<string, JobRun[]>();
    for (const run of rows) byJob.set(run.jobName, [...(byJob.get(run.jobName) ?? []), run]);
    return byJob;
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
      const retry = await this.claimRetry(job);
      if (retry) {
        await this.execute(job, retry.slot, retry.attempt, false, retry.cycleStart);
        ran.push(job.name);
      }
      const claimed = await this.claim(job);
      if (!claimed) continue;
      await this.execute(job, claimed.slot, 1, false, claimed.cycleStart);
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
    return this.execute(job, this.now(), 1, true);
  }

  private async claim(job: JobDefinition): Promise<{ slot: Date; cycleStart: Date | null } | null> {
    const now = this.now();
    const rows: { slot: Date; cycle: Date | null }[] = await this.db.query(
      `UPDATE scheduled_jobs j SET next_run_at = $2, locked_by = $3, last_started_at = $4
       FROM (SELECT name, next_run_at AS slot, cycle_started_at AS cycle FROM scheduled_jobs
             WHERE name = $1 AND next_run_at <= $4 FOR UPDATE) due
       WHERE j.name = due.name
       RETURNING due.slot, due.cycle`,
      [job.name, nextRun(job.schedule, now), this.instance, now],
    );
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown as { slot: Date; cycle: Date | null }[]) : rows;
    const row = updated[0];
    return row?.slot ? { slot: new Date(row.slot), cycleStart: row.cycle ? new Date(row.cycle) : null } : null;
  }

  /** Claims the job's pending retry if it is due: one atomic UPDATE that clears it, so one instance wins. */
  private async claimRetry(job: JobDefinition): Promise<{ slot: Date; attempt: number; cycleStart: Date | null } | null> {
    const now = this.now();
    const rows: { slot: Date; attempt: number; cycle: Date | null }[] = await this.db.query(
      `UPDATE scheduled_jobs j SET retry_at = NULL, retry_slot = NULL, retry_attempt = NULL, locked_by = $2, last_started_at = $3
       FROM (SELECT name, retry_slot AS slot, retry_attempt AS attempt, cycle_started_at AS cycle FROM scheduled_jobs
             WHERE name = $1 AND retry_at <= $3 FOR UPDATE) due
       WHERE j.name = due.name
       RETURNING due.slot, due.attempt, due.cycle`,
      [job.name, this.instance, now],
    );
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown as { slot: Date; attempt: number; cycle: Date | null }[]) : rows;
    const row = updated[0];
    return row?.slot
      ? { slot: new Date(row.slot), attempt: Number(row.attempt), cycleStart: row.cycle ? new Date(row.cycle) : null }
      : null;
  }

  private async execute(
    job: JobDefinition,
    slot: Date,
    attempt: number,
    rethrow = false,
    resumedCycle: Date | null = null,
  ): Promise<string | void> {
    const repo = this.db.getRepository(JobRun);
    let run: JobRun;
    try {
      run = await repo.save(
        repo.create({ jobName: job.name, slot, attempt, instance: this.instance, startedAt: this.now(), status: "running" }),
      );
    } catch (err) {
      // Unique (job, slot, attempt): another instance already recorded this attempt of this slot.
      this.logger.warn({ job: job.name, slot, attempt }, "job slot already taken");
      return;
    }
    const started = Date.now();
    const timeoutMs = job.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const cycleStart = resumedCycle ?? slot;
    try {
      const result = await withTimeout(
        Promise.resolve().then(() => job.run(slot, { cycleStart, deadline: started + timeoutMs, signal: controller.signal })),
        timeoutMs,
        controller,
      );
      const summary = typeof result === "object" && result !== null ? result.summary : result;
      const resumeAt = typeof result === "object" && result !== null ? (result.resumeAt ?? null) : null;
      await repo.update(run.id, {
        status: "ok",
        finishedAt: this.now(),
        durationMs: Date.now() - started,
        summary: summary ? String(summary).slice(0, 2000) : null,
      });
      // A run that stopped with work left comes back early (never later than its next slot) and goes on with the same
      // pass (cycle_started_at); a run that finished its work ends the pass.
      await this.db.query(
        `UPDATE scheduled_jobs SET last_finished_at = $2, last_status = 'ok',
           next_run_at = CASE WHEN $3::timestamptz IS NULL THEN next_run_at ELSE LEAST(next_run_at, $3::timestamptz) END,
           cycle_started_at = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE $4::timestamptz END
         WHERE name = $1`,
        [job.name, this.now(), resumeAt, cycleStart],
      );
      this.logger.info({ job: job.name, ms: Date.now() - started, summary, resumeAt }, "job finished");
      return summary;
    } catch (err) {
      const failedAt = this.now();
      await repo.update(run.id, {
        status: "failed",
        finishedAt: failedAt,
        durationMs: Date.now() - started,
        error: (err as Error).message?.slice(0, 2000) || "error",
      });
      // Admin runs (rethrow) report the failure to the admin instead of being retried.
      const retry = rethrow
        ? null
        : retryAt(failedAt, attempt, job.retryDelaysMs ?? this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS);
      await this.db.query(
        `UPDATE scheduled_jobs SET last_finished_at = $2, last_status = 'failed',
           retry_at = COALESCE($3, retry_at), retry_slot = COALESCE($4, retry_slot), retry_attempt = COALESCE($5, retry_attempt)
         WHERE name = $1`,
        [job.name, failedAt, retry, retry ? slot : null, retry ? attempt + 1 : null],
      );
      this.logger.error({ job: job.name, attempt, retryAt: retry, err }, "job failed");
      if (rethrow) throw err;
    }
  }
}
