import { Arg, Authorized, Field, ObjectType, Mutation, Query, Resolver } from "type-graphql";
import { Role } from "../core/access";
import { conflict, notFound } from "../core/errors";
import type { ScheduledJob } from "./scheduled-job.entity";
import type { JobRunner } from "./runner";

@ObjectType({ description: "A scheduled background job (admins)" })
export class ScheduledJobInfo {
  @Field() name: string;
  @Field({ description: "Cron expression, UTC" }) schedule: string;
  @Field() nextRunAt: Date;
  @Field(() => Date, { nullable: true }) lastStartedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastFinishedAt: Date | null;
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
