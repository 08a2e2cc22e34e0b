import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLFormattedError } from "graphql";
import { ArgumentValidationError } from "type-graphql";
import type { Logger } from "./logger";
import type { Context } from "./context";
import { AppError } from "./errors";
import { getSchema } from "./schema";

/** Limits: public bots may query anything, but not arbitrarily deep, wide or expensive. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  maxCost: 20000,
} as const;

const CLIENT_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT", "BAD_REQUEST", "OPERATION_RESOLUTION_FAILURE",
  "PERSISTED_QUERY_NOT_FOUND", "PERSISTED_QUERY_NOT_SUPPORTED",
]);

/** AppErrors keep their text and code; validation errors their code; anything else is masked and logged. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return { message: original.message, path: formatted.path, locations: formatted.locations, extensions: { code: original.code } };
    }
    if (original instanceof ArgumentValidationError) {
      const constraints = original.extensions.validationErrors.flatMap((v) => Object.values(v.constraints ?? {}));
      return { message: constraints[0] ?? "Invalid input", path: formatted.path, extensions: { code: "BAD_USER_INPUT" } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === "string" && CLIENT_ERROR_CODES.has(code)) {
      // Parse, validation and limit errors: the client's fault, safe to show (without internals).
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    logger.error({ err: original, path: formatted.path }, "GraphQL internal error");
    return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
  };
}

export async function createApolloServer(logger: Logger): Promise<ApolloServer<Context>> {
  const schema = await getSchema();
  const armor = new ApolloArmor({
    // Depth is measured through fragments as if they were inlined (a spread is not an extra level).
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const server = new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(logger),
    plugins: [...(protection.plugins as ApolloServerPlugin<Context>[]), ApolloServerPluginLandingPageDisabled()],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
  });
  await server.start();
  return server;
}
