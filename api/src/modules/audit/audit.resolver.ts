import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { Role } from "../../core/access";
import type { Page } from "../../core/connection";
import { badInput } from "../../core/errors";
import { parseId } from "../../core/ids";
import type { Context } from "../context";
import { User } from "../users/user.entity";
import { userById } from "../users/users.loaders";
import { AdminAuditEntry } from "./admin-audit.entity";
import type { AuditService } from "./audit.service";
import { AdminAuditEntryConnection, AdminAuditLogArgs } from "./audit.types";

@Resolver(() => AdminAuditEntry)
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Authorized(Role.ADMIN)
  @Query(() => AdminAuditEntryConnection, {
    description: "Admins only: the admin audit log, newest first, filtered by actor, target, kind and date (a Relay connection)",
  })
  adminAuditLog(@Args() args: AdminAuditLogArgs, @Ctx() ctx: Context): Promise<Page<AdminAuditEntry>> {
    let targetId: number | null = null;
    if (args.targetId != null && args.targetId !== "") {
      targetId = parseId(args.targetId);
      if (targetId === null) throw badInput("Invalid target id");
    }
    return this.audit.connection(ctx.viewer, { ...args, targetId }, args);
  }

  @FieldResolver(() => User, { nullable: true, description: "The admin who acted; null = the site itself (import, job)" })
  actor(@Root() entry: AdminAuditEntry, @Ctx() ctx: Context): Promise<User | null> {
    return entry.actorId ? ctx.loaders.get(userById).load(entry.actorId) : Promise.resolve(null);
  }
}
