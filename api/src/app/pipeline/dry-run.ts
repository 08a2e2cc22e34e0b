import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import { execute, Kind, type DocumentNode, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { getArgumentValues } from "graphql/execution/values";
import type { Context } from "../../modules/context";

/**
 * Pricing a query without running it (docs/api-guide.md "Rate limits"), as GitHub's API does: a query whose root
 * selects `rateLimit(dryRun: true)` is parsed, validated and priced like any other, charged FAILED_REQUEST_COST
 * (1 point) instead of its price, and not run: the answer holds only its `rateLimit` fields, whose `cost` is what the
 * query would cost. Every other field of the query is left out of the answer.
 */

/** Does the operation select `rateLimit(dryRun: true)` at its root (the argument as written or from a variable)? */
export function isDryRun(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode | null | undefined,
  variables: Record<string, unknown> | undefined,
): boolean {
  if (operation?.operation !== "query") return false;
  const field = schema.getQueryType()?.getFields().rateLimit;
  if (!field) return false;
  return rateLimitFields(operation).some((node) => {
    if (!node.arguments?.length) return false;
    try {
      return getArgumentValues(field, node, variables ?? {}).dryRun === true;
    } catch {
      return false; // an invalid value: execution reports it
    }
  });
}

/** The root `rateLimit` fields of an operation (fields written at its root; fragments are not followed). */
function rateLimitFields(operation: OperationDefinitionNode): FieldNode[] {
  return operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === "rateLimit");
}

/** The operation with only its root `rateLimit` fields (and the fragments of the document, unused ones dropped). */
function onlyRateLimit(document: DocumentNode, operation: OperationDefinitionNode): DocumentNode {
  const kept: OperationDefinitionNode = {
    ...operation,
    selectionSet: { ...operation.selectionSet, selections: rateLimitFields(operation) },
  };
  // Variables the remaining fields do not use are fine: graphql-js only reports variables that are used but undefined.
  return { kind: Kind.DOCUMENT, definitions: [kept] };
}

/** Sets `dryRun` on the context once the operation is known, and answers a dry run without running the query. */
export function dryRunPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, request, schema }) {
          contextValue.dryRun = isDryRun(schema, operation, request.variables);
        },
        async responseForOperation({ contextValue, document, operation, request, schema }) {
          if (!contextValue.dryRun) return null;
          const result = await execute({
            schema,
            document: onlyRateLimit(document, operation),
            contextValue,
            variableValues: request.variables,
          });
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: "single", singleResult: result } };
        },
      };
    },
  };
}
