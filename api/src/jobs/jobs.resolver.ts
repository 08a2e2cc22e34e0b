import { Arg, Authorized, Field, Int, ObjectType, Mutation, Query, Resolver } from "type-graphql";
import { Role } from "../core/access";
import { conflict, notFound } from "../core/errors";
import type { JobRun } from "./scheduled-job.entity";
import type { JobRunner } from "./runner";

@ObjectType({ description: "One run (attempt) of a scheduled job, kept as its history (admins)" })
export class JobRunInfo {
  @Field({ description: "The scheduled time this run is for (the time of an admin's run-now)" }) slot: Date;
  @Field(() => Int, { description: "1 for the slot's first run, 2 and up for its retries" }) attempt: number;
  @Field({ description: "running, ok or failed" }) status: string;
  @Field({ description: "When the run started" }) startedAt: Date;
  @Field(() => Date, { nullable: true, description: "When the run finished; null while running" })
  finishedAt: Date | null;
  @Field(() => Int, { nullable: true, description: "How long the run took in milliseconds; null while running" })
  durationMs: number | null;
  @Field(() => String, { nullable: true, description: "The job's summary of a successful run" }) summary: string | null;
  @Field(() => String, { nullable: true, description: 'Why the run failed ("timed out after …" past its time limit)' })
  error: string | null;
}

@ObjectType({ description: "A scheduled background job (admins)" })
export class ScheduledJobInfo {
  @Field() name: string;
  @Field({ description: "Cron expression, UTC" }) schedule: string;
  @Field() nextRunAt: Date;
  @Field(() => Date, { nullable: true }) lastStartedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastFinishedAt: Date | null;
  @Field(() => String, { nullable: true, description: "ok or failed" }) lastStatus: string | null;
  @Field(() => Date, { nullable: true, description: "When the pending retry of a failed slot is due; null if none" })
  retryAt: Date | null;
  @Field(() => Int, { nullable: true, description: "The attempt number of the pending retry (2 = first retry)" })
  retryAttempt: number | null;
  @Field(() => [JobRunInfo], { description: "The latest runs of this job with their outcome, newest first (at most 10)" })
  recentRuns: JobRun[];
}

@Resolver()
export class JobsResolver {
  constructor(private readonly runner: JobRunner) {}

  @Authorized(Role.ADMIN)
  @Query(() => [ScheduledJobInfo], { description: "Every scheduled job with its next run, pending retry and latest runs" })
  async scheduledJobs(): Promise<ScheduledJobInfo[]> {
    const [jobs, runs] = await Promise.all([this.runner.scheduled(), this.runner.recentRuns()]);
    return jobs.map((j) => ({ ...j, recentRuns: runs.get(j.name) ?? [] }));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => String, { description: "Run a scheduled job now (outside its schedule); returns its summary" })
  async runScheduledJob(@Arg("name") name: string): Promise<string> {
    if (!this.runner.names.includes(name)) throw notFound("Unknown job");
    try {
      const summary = await this.runner.runNow(name);
      return summary ? String(summary) : "done";
    } catch (err) {
      throw conflict(`Job failed: ${(err as Error).message}`);
    }
  }
}
