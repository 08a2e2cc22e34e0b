import type { Router } from "express";
import { handle } from "../context";
import { userById } from "../users/users.loaders";
import type { LogsService } from "./logs.service";
import { badInput } from "../../core/errors";

/** The original's public log feed: GET /logs/query?skip=N → { logs } (100 per page); `after` = keyset cursor. */
export function registerLogsRest(router: Router, services: { logs: LogsService }): void {
  router.get(
    "/logs/query",
    handle(async (ctx, req) => {
      const after = typeof req.query.after === "string" ? req.query.after : null;
      const skip = req.query.skip === undefined ? 0 : Number(req.query.skip);
      if (!Number.isInteger(skip) || skip < 0) throw badInput("Invalid skip");
      const page = await services.logs.list({ cursor: after, offset: skip });
      const logs = await Promise.all(
        page.logs.map(async (l) => {
          const u = l.userId ? await ctx.loaders.get(userById).load(l.userId) : null;
          return {
            id: l.id,
            action: l.action,
            category: l.category,
            createdAt: l.createdAt,
            user: u ? { id: u.id, username: u.username, osuId: u.osuId } : null,
          };
        }),
      );
      return { logs, nextCursor: page.nextCursor };
    }),
  );
}
