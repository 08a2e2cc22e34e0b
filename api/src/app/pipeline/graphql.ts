import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import Negotiator from "negotiator";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type GraphQLFormattedError, type ValidationContext } from "graphql";
import { ArgumentValidationError } from "type-graphql";
import type { Logger } from "../../core/logger";
import type { Context } from "../../modules/context";
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable, MSG } from "../../core/errors";
import { getSchema } from "../schema";
import { operationScopeProblem } from "../../modules/tokens/tokens.rules";
import { RATE_LIMITED, rateLimitPlugin, type RateLimiter } from "./rate-limit";
import { graphqlNulGuard } from "./input-guard";
import { dryRunPlugin } from "./dry-run";
import { CROSS_SITE_WRITE } from "./origins";
import { inputErrorFromDatabase } from "../../core/input";
import { cachedOperationCost } from "./cost";
import { QUERY_TIMEOUT, startDeadline, timeoutError } from "./time-limit";
import { createJitExecutor, jitGateway } from "./jit-executor";

/** Reports a graphql-armor limit as a validation error (GRAPHQL_VALIDATION_FAILED, 400) worded as the limit. */
function reportAsLimit(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, "")));
}

/** Limits: public bots may query anything, but not arbitrarily deep, wide or expensive. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  /** app/cost.ts units: the web app's heaviest page costs about half of it. */
  maxCost: 40_000,
  /** Default execution time limit (GRAPHQL_TIMEOUT_MS). */
  timeLimitMs: 5_000,
} as const;

const CLIENT_ERROR_CODES = new Set([
  QUERY_TIMEOUT,
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  RATE_LIMITED,
]);

/**
 * An error graphql-js raised about the request's own values: a GraphQLError of its own (no original error, no code)
 * that is either about the whole request (no path) or located at an argument of the document (its nodes are the
 * argument's, where a field's arguments are coerced: a resolver never ran).
 */
function isRequestInputError(error: unknown, located: boolean): boolean {
  if (!(error instanceof GraphQLError) || error.originalError || error.extensions?.code) return false;
  return located ? !!error.nodes?.length : !error.path;
}

/** A FORBIDDEN answer on GraphQL where a service refused with the original site's bare "Unauthorized". */
export const NOT_PERMITTED = "You don't have permission for this";

/** AppErrors keep their text and code; validation errors their code; anything else is masked and logged. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    let original = unwrapResolverError(error);
    const fromDatabase = inputErrorFromDatabase(original);
    if (fromDatabase) {
      logger.warn({ err: original, path: formatted.path }, "input refused by the database (a check is missing)");
      original = fromDatabase;
    }
    if (isDatabaseUnavailable(original)) {
      logger.error({ err: original, path: formatted.path }, "database unavailable");
      return { message: DATABASE_UNAVAILABLE, path: formatted.path, extensions: { code: "SERVICE_UNAVAILABLE" } };
    }
    if (original instanceof AppError) {
      return {
        // The original site's bare "Unauthorized" (kept by the REST shim) in the site's own words.
        message: original.code === "FORBIDDEN" && original.message === MSG.unauthorized ? NOT_PERMITTED : original.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: original.code },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const constraints = original.extensions.validationErrors.flatMap((v) => Object.values(v.constraints ?? {}));
      return { message: constraints[0] ?? "Invalid input", path: formatted.path, extensions: { code: "BAD_USER_INPUT" } };
    }
    const code = formatted.extensions?.code;
    if (code === "GRAPHQL_PARSE_FAILED") {
      // graphql-js's token limit is a parse error ("Syntax Error: Document contains more than N tokens"): a limit.
      const tokens = /^Syntax Error: Document contains more (?:than|that) (\d+) tokens/.exec(formatted.message);
      if (tokens)
        return {
          message: `Query token limit of ${tokens[1]} exceeded: the document has more than ${tokens[1]} tokens.`,
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        };
    }
    if (isRequestInputError(original, !!formatted.path) && !CLIENT_ERROR_CODES.has(String(code))) {
      // graphql-js's own errors about the request's values — "Too many errors processing variables", or an argument
      // value refused where the field runs (`locus(hub: $h)` with `{"h": null}`): the client's input, never a 500.
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: "BAD_USER_INPUT" },
      };
    }
    if (typeof code === "string" && CLIENT_ERROR_CODES.has(code)) {
      // Parse, validation and limit errors: the client's fault, safe to show (without internals).
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    logger.error({ err: original, path: formatted.path }, "GraphQL internal error");
    return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}

/** During a database outage the answer keeps GraphQL's shape (errors with SERVICE_UNAVAILABLE) and says 503. */
const databaseOutageStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        if (errors?.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) {
          response.http.status = 503;
          response.http.headers.set("retry-after", "5");
        }
      },
    };
  },
};

/** Refuses, before it runs, an operation whose price (app/cost.ts) exceeds the limit: 400 with the figures. */
function costLimit(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema }) {
          const cost = cachedOperationCost(schema, document, request.operationName, request.variables);
          if (cost > maxCost) {
            throw new GraphQLError(
              `Query is too expensive: it costs ${cost}, the limit is ${maxCost}. Ask for fewer items (first/limit), fewer ` +
                "nested lists or fewer computed fields such as pointsPreview.",
              { extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}

/**
 * GraphQL over HTTP: a client that accepts only the legacy `application/json` (not `application/graphql-response+json`)
 * gets request errors — syntax, validation (including the cost limit) and variable coercion — with status 200, as the
 * spec says it SHOULD; every other client gets 400 (docs/api-guide.md "Errors").
 */
const legacyJsonStatus: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    // Only such a client's requests get a listener (every listener is called at every stage of every request).
    if (!acceptsOnlyLegacyJson(request.http?.headers.get("accept"))) return;
    return {
      async willSendResponse({ response, errors }) {
        if (response.http.status !== 400 || response.body.kind !== "single" || "data" in response.body.singleResult) return;
        const codes = (errors ?? []).map((e) => String(e.extensions?.code ?? ""));
        if (codes.length && codes.every((c) => REQUEST_ERROR_CODES.has(c))) response.http.status = 200;
      },
    };
  },
};
/** Does the client prefer `application/json` to `application/graphql-response+json` (negotiated as Apollo does)? */
function acceptsOnlyLegacyJson(accept: string | undefined): boolean {
  if (!accept) return false;
  let legacy = negotiatedAccepts.get(accept);
  if (legacy === undefined) {
    legacy =
      new Negotiator({ headers: { accept } }).mediaType(["application/graphql-response+json", "application/json"]) ===
      "application/json";
    // A client sends the same Accept header with every request: the answers of the last few hundred are kept.
    if (negotiatedAccepts.size >= MAX_NEGOTIATED_ACCEPTS) negotiatedAccepts.clear();
    if (accept.length <= MAX_KEPT_ACCEPT) negotiatedAccepts.set(accept, legacy);
  }
  return legacy;
}
const negotiatedAccepts = new Map<string, boolean>();
const MAX_NEGOTIATED_ACCEPTS = 256;
const MAX_KEPT_ACCEPT = 512;
const REQUEST_ERROR_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT"]);

/** A token request runs only operations its scopes allow (modules/tokens/README.md): FORBIDDEN (403) otherwise. */
const tokenScopes: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.auth.kind !== "token") return;
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!operation || contextValue.auth.kind !== "token") return;
        const refusal = operationScopeProblem(operation.operation, contextValue.auth.scopes);
        if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: 403 } } });
      },
    };
  },
};

/** A request another site sent without token or cookie runs queries only (origins.ts): FORBIDDEN (403) otherwise. */
const crossSiteReadsOnly: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    if (!contextValue.crossSite) return;
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!contextValue.crossSite || !operation || operation.operation === "query") return;
        throw new GraphQLError(CROSS_SITE_WRITE, { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
      },
    };
  },
};

/**
 * Starts each operation's clock (time-limit.ts). A query run past its deadline answers one clear QUERY_TIMEOUT error
 * (503). A mutation's root fields run one after the other, each only if the deadline has not passed, and a write whose
 * transaction would commit after it is rolled back: a root field that ran keeps its answer, and only when none did is
 * the answer the single QUERY_TIMEOUT error (503) — a committed write is never reported as failed.
 */
function timeLimit(limitMs: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          startDeadline(contextValue, limitMs);
        },
        async willSendResponse({ response, errors, operation }) {
          if (!errors?.some((e) => e.extensions?.code === QUERY_TIMEOUT) || response.body.kind !== "single") return;
          const result = response.body.singleResult;
          if (operation?.operation === "mutation" && Object.values(result.data ?? {}).some((v) => v !== null)) return;
          response.http.status = 503;
          result.data = null;
          result.errors = [{ message: timeoutError(limitMs).message, extensions: { code: QUERY_TIMEOUT } }];
        },
      };
    },
  };
}

export async function createApolloServer(
  logger: Logger,
  options: { timeLimitMs?: number; limiter?: RateLimiter; jit?: boolean } = {},
): Promise<ApolloServer<Context>> {
  const schema = await getSchema();
  const timeLimitMs = options.timeLimitMs ?? GRAPHQL_LIMITS.timeLimitMs;
  // A limit is reported as a validation error worded as the limit (graphql-armor's own error says "Syntax Error:").
  const asLimit = { propagateOnRejection: false, onReject: [reportAsLimit] };
  const armor = new ApolloArmor({
    // Depth is measured through fragments as if they were inlined (a spread is not an extra level).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...asLimit },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...asLimit },
    // Tokens are counted by graphql-js's own parser (parseOptions below): a too-long document is a syntax error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...asLimit },
    // Cost is priced by app/cost.ts (page sizes, list sizes, computed fields), with the variables of the request.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  // The schema run by graphql-jit where it answers as graphql-js does (jit-executor.ts), through the executor of Apollo's
  // gateway interface; GRAPHQL_JIT=false runs graphql-js alone, as Apollo does with a schema.
  const execution = options.jit === false ? { schema } : { gateway: jitGateway(schema, createJitExecutor(schema, logger)) };
  const server = new ApolloServer<Context>({
    ...execution,
    introspection: true,
    // GET and POST requests that a browser would send without a preflight are refused (CSRF), unless they carry a
    // header only a script can set: Apollo's own two, or Authorization (a personal API token: no cookie, no CSRF).
    csrfPrevention: { requestHeaders: ["x-apollo-operation-name", "apollo-require-preflight", "authorization"] },
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<Context>[]),
      graphqlNulGuard<Context>(),
      tokenScopes,
      crossSiteReadsOnly,
      costLimit(GRAPHQL_LIMITS.maxCost),
      ...(options.limiter ? [rateLimitPlugin(options.limiter, GRAPHQL_LIMITS.maxCost)] : []),
      dryRunPlugin(),
      timeLimit(timeLimitMs),
      databaseOutageStatus,
      legacyJsonStatus,
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints are used (answers to members are no-store): without this Apollo wraps every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
  });
  await server.start();
  return server;
}
