import type { ApolloServerPlugin } from "@apollo/server";
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode } from "graphql";
import Negotiator from "negotiator";
import type { Context } from "../modules/context";
import { cachedOperationCost } from "./cost";
import { graphqlRequestHasNul } from "./input-guard";
import type { Executor } from "./jit-executor";
import { chargeGraphqlRequest, type RateLimiter, type SessionViewerReader } from "./rate-limit";
import { startDeadline } from "./time-limit";

/**
 * The operation lane (docs/architecture.md "Request pipeline"): a query document this server has already parsed and
 * validated is answered without going through Apollo Server's request pipeline again, when the answer is the plain
 * one — data, no errors. Apollo's pipeline costs about 0.1 ms of CPU per request before and after execution (its
 * HeaderMap, its context and hooks for a dozen plugins, its document store's SHA-256 of the query): as much as the
 * whole request of a small read such as `{ me { id mainMode } }`.
 *
 * The lane runs the steps Apollo's pipeline runs for such a request, with the same functions: the NUL guard
 * (document and variables), the price (cost.ts) against the limit, the rate-limit charge with the session's viewer (rate-limit.ts),
 * the time limit's clock (time-limit.ts), the executor (jit-executor.ts), then the answer as Apollo writes it: the
 * rate-limit headers, the content type Apollo would choose for the request's Accept header, and `{"data":…}` with
 * Apollo's trailing line feed.
 *
 * Anything else goes to Apollo, which answers as it always has:
 * - before any step ran: a document not yet validated here (its first request), a body with `extensions` or other
 *   keys, an Accept header Apollo would refuse, a NUL in the variables, a price over the limit, a failure while
 *   charging (e.g. a database outage; the context is left as it was);
 * - after the charge: a refusal (over budget) — Apollo answers the 429 with the state already charged, and does not
 *   charge again;
 * - after execution: an answer with errors, extensions, or a failure — Apollo's execution step gets the same run
 *   (`executionAhead` on the context), so nothing runs twice, and formats and sends it with its plugins.
 * `operation-lane.api.test.ts` sends the web app's queries and the failure cases with the lane on and off and
 * compares status, headers and body.
 */

/** What the lane needs of the request: the parsed JSON body and the Accept header. */
export interface LaneRequest {
  body: unknown;
  accept: string | undefined;
}

/** The lane's answer: status 200, these headers in this order, this body. */
export interface LaneAnswer {
  headers: [string, string][];
  body: string;
}

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

export interface LaneOptions {
  schema: GraphQLSchema;
  executor: Executor;
  maxCost: number;
  timeLimitMs: number;
  limiter: RateLimiter;
  sessions: SessionViewerReader;
  /** How many documents the lane remembers (then it starts over; Apollo's own cache is separate). */
  capacity?: number;
}

/** Requests the lane answered, and requests it handed to Apollo after a step ran (tests read them; nothing resets them). */
export const laneStats = { answered: 0, handedOver: 0 };

/** The media types Apollo Server offers for a single result, in its order (its `MEDIA_TYPES`). */
const APPLICATION_JSON = "application/json; charset=utf-8";
const SINGLE_RESULT_TYPES = [
  APPLICATION_JSON,
  "application/graphql-response+json; charset=utf-8",
  "application/json; callbackSpec=1.0; charset=utf-8",
];

/** Apollo's choice of content type for a single result (null: Apollo answers 406). */
export function singleResultContentType(accept: string | undefined): string | null {
  if (!accept) return APPLICATION_JSON;
  return new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES) ?? null;
}

export class OperationLane {
  /** Validated query documents by query text, then by operation name ("" for none). */
  private readonly prepared = new Map<string, Map<string, Prepared>>();
  private readonly contentTypes = new Map<string, string | null>();
  private readonly capacity: number;

  constructor(private readonly o: LaneOptions) {
    this.capacity = o.capacity ?? 1000;
  }

  /**
   * The Apollo plugin that remembers a query document once Apollo has parsed and validated it and resolved its
   * operation (didResolveOperation comes after validation).
   */
  plugin(): ApolloServerPlugin<Context> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ source, document, operation, request }) => {
          if (operation?.operation !== "query") return;
          let byName = this.prepared.get(source);
          if (!byName) {
            if (this.prepared.size >= this.capacity) this.prepared.clear();
            this.prepared.set(source, (byName = new Map()));
          }
          byName.set(request.operationName ?? "", { document, operation });
        },
      }),
    };
  }

  /** The answer to a request the lane can answer alone, or null: Apollo answers it (see the module comment). */
  async answer(ctx: Context, request: LaneRequest): Promise<LaneAnswer | null> {
    const body = plainBody(request.body);
    if (!body) return null;
    const prepared = this.prepared.get(body.query)?.get(body.operationName ?? "");
    if (!prepared) return null;
    const contentType = this.contentType(request.accept);
    if (contentType === null) return null;
    const { variables, operationName } = body;
    if (graphqlRequestHasNul(prepared.document, variables)) return null;
    const { schema, limiter, sessions } = this.o;
    let cost: number;
    try {
      cost = cachedOperationCost(schema, prepared.document, operationName, variables);
    } catch {
      return null; // Apollo's cost check meets the same failure and answers it
    }
    if (cost > this.o.maxCost) return null;

    const bucket = ctx.rateLimitBucket;
    if (bucket) {
      const sessionId = ctx.sessionId;
      try {
        ctx.rateLimit = await chargeGraphqlRequest(limiter, sessions, ctx, bucket, cost);
      } catch {
        // Apollo meets the same failure and answers it; the context is as it was before the charge.
        ctx.sessionId = sessionId;
        ctx.rateLimit = undefined;
        return null;
      }
      if (!ctx.rateLimit.allowed) return this.handOver();
    }

    startDeadline(ctx, this.o.timeLimitMs);
    const run = this.o.executor({ ...prepared, operationName, variables, context: ctx });
    let result;
    try {
      result = await run;
    } catch {
      return this.handOver(ctx, run);
    }
    if (result.errors !== undefined || result.extensions !== undefined || !("data" in result)) return this.handOver(ctx, run);

    const headers: [string, string][] = [];
    if (ctx.rateLimit) for (const header of Object.entries(limiter.headers(ctx.rateLimit))) headers.push(header);
    headers.push(["content-type", contentType]);
    laneStats.answered++;
    return { headers, body: `${JSON.stringify({ data: result.data })}\n` };
  }

  private handOver(ctx?: Context, run?: ReturnType<Executor>): null {
    if (ctx && run) ctx.executionAhead = run;
    laneStats.handedOver++;
    return null;
  }

  private contentType(accept: string | undefined): string | null {
    if (!accept) return APPLICATION_JSON;
    let type = this.contentTypes.get(accept);
    if (type === undefined) {
      type = singleResultContentType(accept);
      if (this.contentTypes.size >= 100) this.contentTypes.clear();
      this.contentTypes.set(accept, type);
    }
    return type;
  }
}

/** The body when it is exactly `{ query, operationName?, variables? }` with the types Apollo accepts; else null. */
function plainBody(
  body: unknown,
): { query: string; operationName: string | undefined; variables: Record<string, unknown> | undefined } | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  for (const key in b) if (key !== "query" && key !== "operationName" && key !== "variables") return null;
  const { query, operationName, variables } = b;
  if (typeof query !== "string") return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return null;
  if (variables !== undefined && variables !== null && (typeof variables !== "object" || Array.isArray(variables))) return null;
  return {
    query,
    operationName: operationName ?? undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}
