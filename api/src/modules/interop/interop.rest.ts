import type { Router } from "express";
import { handle } from "../context";
import { badInput, check, notFound } from "../../core/errors";
import type { Mode } from "../../core/enums";
import type { ContestResultsService } from "../contests/contest-results.service";
import type { CycleWriteParticipantInput, MentorshipService } from "../mentorship/mentorship.service";
import { operationScopeProblem } from "../tokens/tokens.rules";
import type { Context } from "../context";

/**
 * The original's bot API (`/api/interOp/...`, modules/interop/README.md) as REST shim paths answering its shapes,
 * over the same services as the GraphQL shortcuts (`completedContestResults`, `mentorships`, `writeMentorshipCycle`).
 * Bots send a personal API token (the original's `username`/`secret` headers are not kept); a browser session works
 * too. Reads need the `read` scope, the cycle write `act` and `admin` (a mentorship admin's role). Refusals keep their
 * HTTP status (404 unknown member, 400 bad input, 401/403), as the original's interOp router answered them — unlike
 * the web app's shim paths, whose client read only 200 answers (docs/rest-shim.md).
 */
export const INTEROP_PATH = "/interOp";

const INTEROP_TEXT = {
  required: "number and participants are required",
  userNotFound: "User not found",
} as const;

/** A token's scopes must allow the call (the GraphQL plugin checks the same per operation). */
function checkScope(ctx: Context, kind: "query" | "mutation"): void {
  if (ctx.auth.kind === "token") check(operationScopeProblem(kind, ctx.auth.scopes));
}

export function registerInterOpRest(
  router: Router,
  services: { mentorship: MentorshipService; contests: { results: ContestResultsService } },
): void {
  router.get(
    `${INTEROP_PATH}/contestResults/:mode`,
    handle(async (ctx, req) => {
      checkScope(ctx, "query");
      const results = await services.contests.results.resultsByMode(ctx.viewer, String(req.params.mode) as Mode);
      // The original answered "no contest" with its generic not-found text (HTTP 200).
      return results.length ? results : { error: "Error: Object not found" };
    }, "status"),
  );

  router.get(
    `${INTEROP_PATH}/allMentorships`,
    handle(async (ctx) => {
      checkScope(ctx, "query");
      return services.mentorship.mentorshipsByMember(ctx.viewer);
    }, "status"),
  );

  router.get(
    `${INTEROP_PATH}/userMentorships/:id`,
    handle(async (ctx, req) => {
      checkScope(ctx, "query");
      const found = await services.mentorship.mentorshipsByMember(ctx.viewer, String(req.params.id));
      if (!found) throw notFound(INTEROP_TEXT.userNotFound);
      return found[0];
    }, "status"),
  );

  router.post(
    `${INTEROP_PATH}/createMentorshipCycle`,
    handle(async (ctx, req) => {
      checkScope(ctx, "mutation");
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (body.number == null || !Array.isArray(body.participants)) throw badInput(INTEROP_TEXT.required);
      const date = (v: unknown) => {
        if (v == null) return null;
        const d = new Date(String(v));
        if (Number.isNaN(d.getTime())) throw badInput("Not a valid date");
        return d;
      };
      const int = (v: unknown) => (v == null ? null : Number(v));
      const participants: CycleWriteParticipantInput[] = (body.participants as Record<string, unknown>[]).map((p) => {
        if (p === null || typeof p !== "object") throw badInput(`invalid entry: ${JSON.stringify(p)}`);
        return {
          osuId: int(p.osuId),
          mode: p.mode as CycleWriteParticipantInput["mode"],
          group: p.group as CycleWriteParticipantInput["group"],
          mentorOsuId: int(p.mentorOsuId),
          phases: Array.isArray(p.phases) ? p.phases.map(Number) : null,
        };
      });
      if (typeof body.number !== "number") throw badInput(INTEROP_TEXT.required);
      const result = await services.mentorship.writeCycle(ctx.viewer, {
        number: body.number,
        name: typeof body.name === "string" ? body.name : null,
        url: typeof body.url === "string" ? body.url : null,
        startDate: date(body.startDate),
        endDate: date(body.endDate),
        participants,
      });
      return { created: result.records.length, skipped: result.skipped };
    }, "status"),
  );
}
