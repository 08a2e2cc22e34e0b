import { Arg, Args, Ctx, Field, FieldResolver, Info, Int, ObjectType, Query, Resolver, Root } from "type-graphql";
import { Connection, ConnectionArgs, type Page } from "../../core/connection";
import type { Context } from "../context";
import { USER_REF_FIELDS, userById, userRefById } from "../users/users.loaders";
import { selectsOnly } from "../../core/lean";
import type { GraphQLResolveInfo } from "graphql";
import { User } from "../users/user.entity";
import { Log } from "./log.entity";
import { LOGS_PAGE_SIZE, LogsService } from "./logs.service";

@ObjectType({ description: "A page of the activity log (deprecated paging; see logsConnection)" })
export class LogPage {
  @Field(() => [Log], { description: "The entries of this page, newest first" }) logs: Log[];
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null at the end" })
  nextCursor: string | null;
}

const LogConnection = Connection(Log);

@Resolver(() => Log)
export class LogResolver {
  constructor(private readonly logsService: LogsService) {}

  @Query(() => LogConnection, { description: "The public activity log, newest first (a Relay connection)" })
  logsConnection(@Args() args: ConnectionArgs): Promise<Page<Log>> {
    return this.logsService.connection(args);
  }

  @Query(() => LogPage, {
    description: "The public activity log, newest first",
    deprecationReason: "Use logsConnection (Relay connection) instead. Deprecated 2026-11-24.",
  })
  logs(
    @Arg("after", () => String, { nullable: true, description: "Cursor from the previous page; null = newest" })
    after: string | null,
    @Arg("limit", () => Int, { defaultValue: LOGS_PAGE_SIZE, description: "Page size (1-100), 100 by default" }) limit: number,
  ): Promise<LogPage> {
    return this.logsService.list({ cursor: after, limit });
  }

  @FieldResolver(() => User, { nullable: true, description: "null = MG Automation" })
  user(@Root() log: Log, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo): Promise<User | null> {
    if (!log.userId) return Promise.resolve(null);
    return ctx.loaders.get(selectsOnly(info, USER_REF_FIELDS) ? userRefById : userById).load(log.userId);
  }
}
