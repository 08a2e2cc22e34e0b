import { Arg, Authorized, Field, ObjectType, Mutation, Query, Resolver } from "type-graphql";
import { Role } from "../core/access";
import { conflict, notFound } from "../core/errors";
import type { ScheduledJob } from "./scheduled-job.entity";
import type { JobRunner } from "./runner";

@ObjectType({ description: "A scheduled background job (admins)" })
export class ScheduledJobInfo {
  @Field({ description: "Job name, as runScheduledJob takes it" }) name: string;
  @Field({ description: "Cron expression, UTC" }) schedule: string;
  @Field({ description: "Next scheduled run (UTC)" }) nextRunAt: Date;
  @Field(() => Date, { nullable: true, description: "When the last run started; null if it never ran" })
  lastStartedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the last run finished; null if it never finished" })
  lastFinishedAt: Date | null;
  @Field(() => String, { nullable: true, description: "ok or failed" }) lastStatus: string | null;
}

@Resolver()
export class JobsResolver {
  constructor(private readonly runner: JobRunner) {}

  @Authorized(Role.ADMIN)
  @Query(() => [ScheduledJobInfo], { description: "Every scheduled job with its next and last run" })
  scheduledJobs(): Promise<ScheduledJob[]> {
    return this.runner.scheduled();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => String, { description: "Run a scheduled job now (outside its schedule); returns its summary" })
  async runScheduledJob(@Arg("name", { description: "A name from scheduledJobs" }) name: string): Promise<string> {
    if (!this.runner.names.includes(name)) throw notFound("Unknown job");
    try {
      const summary = await this.runner.runNow(name);
      return summary ? String(summary) : "done";
    } catch (err) {
      throw conflict(`Job failed: ${(err as Error).message}`);
    }
  }
}
