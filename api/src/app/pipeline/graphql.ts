import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import Negotiator from "negotiator";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ArgumentValidationError } from "type-graphql";
import type { Logger } from "../../core/logger";
import type { Context } from "../../modules/context";
import { AppError, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../../core/errors";
import { getSchema } from "../schema";
import { operationScopeProblem } from "../../modules/tokens/tokens.rules";
import { RATE_LIMITED, rateLimitPlugin, type RateLimiter } from "./rate-limit";
import { graphqlNulGuard } from "./input-guard";
import type { SessionViewers } from "./session-viewer";
import { inputErrorFromDatabase } from "../../core/input";
import { cachedOperationCost } from "./cost";
import { QUERY_TIMEOUT, startDeadline, timeoutError } from "./time-limit";
import { createJitExecutor, jitGateway } from "./jit-executor";

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
        message: original.message,
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
    if (original instanceof GraphQLError && !original.originalError && !formatted.path && !CLIENT_ERROR_CODES.has(String(code))) {
      // graphql-js's own request errors (e.g. "Too many errors processing variables"): about the request, never a 500.
      return { message: formatted.message, locations: formatted.locations, extensions: { code: "BAD_USER_INPUT" } };
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
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, errors }) {
        if (!acceptsOnlyLegacyJson(request.http?.headers.get("accept"))) return;
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
  return (
    new Negotiator({ headers: { accept } }).mediaType(["application/graphql-response+json", "application/json"]) ===
    "application/json"
  );
}
const REQUEST_ERROR_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT"]);

/** A token request runs only operations its scopes allow (modules/tokens/README.md): FORBIDDEN (403) otherwise. */
const tokenScopes: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (contextValue.auth.kind !== "token" || !operation) return;
        const refusal = operationScopeProblem(operation.operation, contextValue.auth.scopes);
        if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: 403 } } });
      },
    };
  },
};

/** Starts each operation's clock and turns a run past its deadline into one clear QUERY_TIMEOUT error (503). */
function timeLimit(limitMs: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ contextValue }) {
          startDeadline(contextValue, limitMs);
        },
        async willSendResponse({ response, errors }) {
          if (!errors?.some((e) => e.extensions?.code === QUERY_TIMEOUT)) return;
          response.http.status = 503;
          if (response.body.kind === "single") {
            response.body.singleResult.data = null;
            response.body.singleResult.errors = [{ message: timeoutError(limitMs).message, extensions: { code: QUERY_TIMEOUT } }];
          }
        },
      };
    },
  };
}

export async function createApolloServer(
  logger: Logger,
  options: { timeLimitMs?: number; rateLimits?: { limiter: RateLimiter; sessions: SessionViewers } } = {},
): Promise<ApolloServer<Context>> {
  const schema = await getSchema();
  const executor = createJitExecutor(schema, logger);
  const timeLimitMs = options.timeLimitMs ?? GRAPHQL_LIMITS.timeLimitMs;
  const armor = new ApolloArmor({
    // Depth is measured through fragments as if they were inlined (a spread is not an extra level).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Tokens are counted by graphql-js's own parser (parseOptions below): a too-long document is a syntax error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Cost is priced by app/cost.ts (page sizes, list sizes, computed fields), with the variables of the request.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const server = new ApolloServer<Context>({
    // The schema, run by graphql-jit where it answers as graphql-js does (app/jit-executor.ts).
    gateway: jitGateway(schema, executor),
    introspection: true,
    csrfPrevention: true,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<Context>[]),
      graphqlNulGuard<Context>(),
      tokenScopes,
      costLimit(GRAPHQL_LIMITS.maxCost),
      ...(options.rateLimits
        ? [rateLimitPlugin(options.rateLimits.limiter, GRAPHQL_LIMITS.maxCost, options.rateLimits.sessions)]
        : []),
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
