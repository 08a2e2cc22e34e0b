import { Arg, Authorized, Ctx, Field, ObjectType, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../app/context";
import { Role } from "../app/auth-checker";
import { conflict, notFound } from "../app/errors";
import { ScheduledJob } from "./scheduled-job.entity";

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
  @Authorized(Role.ADMIN)
  @Query(() => [ScheduledJobInfo], { description: "Every scheduled job with its next and last run" })
  scheduledJobs(@Ctx() ctx: Context): Promise<ScheduledJob[]> {
    return ctx.services.deps.db.getRepository(ScheduledJob).find({ order: { name: "ASC" } });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => String, { description: "Run a scheduled job now (outside its schedule); returns its summary" })
  async runScheduledJob(@Arg("name") name: string, @Ctx() ctx: Context): Promise<string> {
    if (!ctx.services.jobs.names.includes(name)) throw notFound("Unknown job");
    try {
      const summary = await ctx.services.jobs.runNow(name);
      return summary ? String(summary) : "done";
    } catch (err) {
      throw conflict(`Job failed: ${(err as Error).message}`);
    }
  }
}
