import type { ApolloServerOptionsWithGateway, BaseContext } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import {
  execute,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isAbstractType,
  isInputObjectType,
  isObjectType,
  Kind,
  locatedError,
  printSchema,
  TypeInfo,
  typeFromAST,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import type { Logger } from "../../core/logger";
import { isDatabaseUnavailable } from "../../core/errors";
import { QUERY_TIMEOUT } from "./time-limit";

/**
 * GraphQL execution by graphql-jit (docs/architecture.md "Reads"): a query document is compiled once, at its second
 * run, into a JavaScript function that resolves its fields without graphql-js's per-field interpretation, and answers
 * exactly what graphql-js answers. Plugged into Apollo Server as the executor of a gateway (Apollo's `GatewayInterface`): parsing,
 * validation, the plugins, `formatError` and the status codes stay Apollo's. Whatever graphql-jit does differently
 * runs on graphql-js `execute` instead:
 *
 * - mutations (run field after field by graphql-js), subscriptions, introspection (`__schema`, `__type`) and documents
 *   with `@skip`/`@include` (graphql-jit merges a fragment's conditions across its spreads);
 * - documents graphql-jit cannot compile;
 * - variables: graphql-js coerces them first and its errors are the answer (same messages, a 400 BAD_USER_INPUT);
 *   graphql-jit is then given the raw variables and coerces them itself, and an operation whose variables it refuses
 *   although graphql-js accepted them (e.g. an omitted non-null input field with a default) runs on graphql-js;
 * - answers with more than one error, or with `data: null`: which errors graphql-js keeps once a branch is nulled, and
 *   in what order, depends on when each resolver failed, which graphql-jit does not record (it reports every failure
 *   under a nulled object, and of those that null the whole answer only its own first). The query runs again on
 *   graphql-js, with the request's context (its DataLoaders still hold what the first run read). Not when an error is
 *   the time limit's (the answer is then one QUERY_TIMEOUT error whatever the others) or a database outage (a second
 *   run would wait for the database again).
 *
 * graphql-jit's errors carry no extensions, no AST nodes and, for its own errors (null in a non-null field), no
 * original error, so each is rebuilt as graphql-js's `locatedError` builds it: same message, path, locations, original
 * error and extensions; `formatError` (app/graphql.ts) cannot tell the two apart.
 */

type Gateway = ApolloServerOptionsWithGateway<BaseContext>["gateway"];
type GatewayExecutor = NonNullable<Awaited<ReturnType<Gateway["load"]>>["executor"]>;

/** What the executor did since the process started (tests read it; nothing resets it). */
export const jitStats = {
  /** Documents compiled by graphql-jit (one per document object and operation name). */
  compilations: 0,
  /** Operations answered by a compiled query. */
  compiledRuns: 0,
  /** Operations answered by graphql-js `execute` (mutations, fallbacks, reruns). */
  graphqlJsRuns: 0,
  /** Of those, operations run again on graphql-js after a compiled run with several errors or `data: null`. */
  reruns: 0,
};

type Plan =
  | { kind: "jit"; query: CompiledQuery["query"]; document: DocumentNode; nodes?: Map<string, ASTNode> }
  | { kind: "graphql-js"; reason: string }
  | { kind: "not yet"; runs: number };

/** One operation to run: what the executor reads of Apollo's request. */
export interface Execution {
  document: DocumentNode;
  /** The operation Apollo resolved (null or undefined when the document names none for `operationName`). */
  operation: OperationDefinitionNode | null | undefined;
  operationName?: string;
  variables?: Record<string, unknown>;
  context: object;
}

export type Executor = (execution: Execution) => Promise<ExecutionResult>;

/** An Apollo gateway that serves `schema` itself, running operations with `executor` (createJitExecutor: see the module comment). */
export function jitGateway(schema: GraphQLSchema, executor: Executor): Gateway {
  let onLoad: Parameters<Gateway["onSchemaLoadOrUpdate"]>[0] | null = null;
  const apolloExecutor: GatewayExecutor = (request) =>
    executor({
      document: request.document,
      operation: request.operation,
      operationName: request.request.operationName,
      variables: request.request.variables,
      context: request.context,
    });
  return {
    onSchemaLoadOrUpdate(callback) {
      onLoad = callback;
      return () => {
        onLoad = null;
      };
    },
    async load() {
      onLoad?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return { executor: apolloExecutor };
    },
    async stop() {},
  };
}

/**
 * `compileAtRun`: the run of a document at which it is compiled (default 2). Compiling costs about what one run saves
 * (1–4 ms for the web's pages), so a document sent once (a bot's query with its values written in) runs on graphql-js
 * and is never compiled; the web's documents are compiled at their second request.
 */
export function createJitExecutor(
  schema: GraphQLSchema,
  logger?: Logger,
  { compileAtRun = 2 }: { compileAtRun?: number } = {},
): Executor {
  const schemaProblem = unsupportedSchema(schema);
  // Apollo hands the same DocumentNode object for a repeated query text (its document store keeps the parsed
  // document), so the plan lives as long as that object; a document evicted from Apollo's store takes its plan along.
  const plans = new WeakMap<DocumentNode, Map<string | undefined, Plan>>();

  function planFor(document: DocumentNode, operationName: string | undefined, operation: OperationDefinitionNode): Plan {
    let byName = plans.get(document);
    if (!byName) plans.set(document, (byName = new Map()));
    let plan = byName.get(operationName) ?? { kind: "not yet", runs: 0 };
    if (plan.kind === "not yet" && ++plan.runs >= compileAtRun) plan = compile(document, operationName, operation);
    byName.set(operationName, plan);
    return plan;
  }

  function compile(document: DocumentNode, operationName: string | undefined, operation: OperationDefinitionNode): Plan {
    const reason = schemaProblem ?? unsupportedOperation(schema, document, operation);
    if (reason) return { kind: "graphql-js", reason };
    let problem: string;
    try {
      const compiled = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      if (isCompiledQuery(compiled)) {
        jitStats.compilations++;
        return { kind: "jit", query: compiled.query, document };
      }
      problem = (compiled.errors ?? []).map((e) => e.message).join("; ");
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
    logger?.warn({ operationName, problem }, "graphql-jit could not compile an operation: it runs on graphql-js");
    return { kind: "graphql-js", reason: `not compiled: ${problem}` };
  }

  function runGraphqlJs(run: Execution): Promise<ExecutionResult> {
    jitStats.graphqlJsRuns++;
    // What Apollo Server runs without a gateway (its requestPipeline), minus the options this server does not set.
    return Promise.resolve(
      execute({
        schema,
        document: run.document,
        contextValue: run.context,
        variableValues: run.variables,
        operationName: run.operationName,
      }),
    );
  }

  return async (run) => {
    const { document, operation } = run;
    // No operation: graphql-js gives the error Apollo reports ("Must provide operation name...").
    if (!operation) return runGraphqlJs(run);
    const plan = planFor(document, run.operationName, operation);
    if (plan.kind !== "jit") return runGraphqlJs(run);

    // graphql-js's coercion decides (as `execute` does first); graphql-jit then coerces the raw values itself.
    const variables = run.variables;
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };

    let result: ExecutionResult;
    try {
      result = await plan.query(undefined, run.context, variables);
    } catch (err) {
      // Resolvers' errors are caught inside the compiled query: this is graphql-jit's own failure.
      logger?.error({ err, operationName: run.operationName }, "graphql-jit failed: the operation runs on graphql-js");
      return runGraphqlJs(run);
    }
    if (!("data" in result)) return runGraphqlJs(run); // graphql-jit refused variables graphql-js accepted
    if (!result.errors?.length) {
      jitStats.compiledRuns++;
      return result;
    }
    const errors = result.errors.map((e) => asGraphqlJsError(e, plan));
    if ((errors.length > 1 || result.data === null) && !errors.some(collapsesTheAnswer)) {
      jitStats.reruns++;
      return runGraphqlJs(run);
    }
    jitStats.compiledRuns++;
    return { errors, data: result.data };
  };
}

/** The error that makes the answer one error whatever the others (time limit) or a database outage. */
function collapsesTheAnswer(error: GraphQLError): boolean {
  return error.extensions?.code === QUERY_TIMEOUT || isDatabaseUnavailable(unwrapResolverError(error));
}

/**
 * What graphql-js's `locatedError` gives for the same failure. graphql-jit's error keeps the thrown value as
 * `originalError` (a resolver's) or none (its own checks), its `path` and its `locations`; the AST nodes are found
 * again from the locations.
 */
function asGraphqlJsError(error: GraphQLError, plan: Extract<Plan, { kind: "jit" }>): GraphQLError {
  const path = error.path;
  if (!path) return new GraphQLError(error.message, { originalError: error.originalError }); // none: variables are checked first
  // The thrown value as graphql-js saw it. graphql-jit's error with an empty message stands for a falsy thrown value;
  // for its own checks graphql-js throws a plain Error (null in a non-null field) or a GraphQLError (the others).
  let thrown: unknown = error.originalError;
  if (thrown === undefined && error.message !== "") {
    const message = graphqlJsMessage(error.message);
    thrown = message.startsWith("Cannot return null for non-nullable field ") ? new Error(message) : new GraphQLError(message);
  }
  const locations = error.locations ?? [];
  plan.nodes ??= nodesByLocation(plan.document);
  const nodes = locations.map((l) => plan.nodes!.get(`${l.line}:${l.column}`));
  const found = nodes.every((n) => n !== undefined);
  const located = locatedError(thrown, found ? (nodes as ASTNode[]) : undefined, path);
  if (!found && located.locations === undefined && locations.length) Object.assign(located, { locations });
  return located;
}

/** graphql-jit names a field asked twice under one response key "(a,a)" and leaves out graphql-js's quotes. */
function graphqlJsMessage(message: string): string {
  const nonNull = /^Cannot return null for non-nullable field (\w+)\.\((\w+)(?:,\w+)*\)\.$/.exec(message);
  if (nonNull) return `Cannot return null for non-nullable field ${nonNull[1]}.${nonNull[2]}.`;
  const iterable = /^Expected Iterable, but did not find one for field (\w+)\.\(?(\w+)(?:,\w+)*\)?\.$/.exec(message);
  if (iterable) return `Expected Iterable, but did not find one for field "${iterable[1]}.${iterable[2]}".`;
  return message;
}

/** The fields and variables of a document by the line and column where they start (graphql-jit's locations). */
function nodesByLocation(document: DocumentNode): Map<string, ASTNode> {
  const nodes = new Map<string, ASTNode>();
  visit(document, {
    enter(node) {
      if ((node.kind === Kind.FIELD || node.kind === Kind.VARIABLE) && node.loc) {
        const key = `${node.loc.startToken.line}:${node.loc.startToken.column}`;
        if (!nodes.has(key)) nodes.set(key, node);
      }
    },
  });
  return nodes;
}

/**
 * A schema graphql-jit would run differently: a default value that is not plain JSON (graphql-jit writes defaults into
 * its code as JSON). Null when the schema is fine. The API's schema is (jit-executor.api.test.ts). Abstract types (the
 * `Node` interface of `node`/`nodes`) are left to the operations that select them: graphql-jit needs `resolveType` to
 * answer synchronously and TypeGraphQL's is async, so such an operation runs on graphql-js (`unsupportedOperation`).
 */
export function unsupportedSchema(schema: GraphQLSchema): string | null {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        for (const arg of field.args)
          if (arg.defaultValue !== undefined && !isPlainJson(arg.defaultValue))
            return `default of ${type.name}.${field.name}(${arg.name})`;
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (field.defaultValue !== undefined && !isPlainJson(field.defaultValue)) return `default of ${type.name}.${field.name}`;
    }
  }
  return null;
}

/** Why an operation runs on graphql-js whatever graphql-jit could do with it; null when graphql-jit may run it. */
function unsupportedOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): string | null {
  if (operation.operation !== "query") return `a ${operation.operation}`;
  let problem: string | null = null;
  visit(document, {
    Directive(node) {
      if (node.name.value === "skip" || node.name.value === "include") problem = `@${node.name.value}`;
    },
  });
  if (problem) return problem;
  // A field of an abstract type (`node`, `nodes`: the Node interface) runs on graphql-js.
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) problem = `abstract type ${getNamedType(type).name}`;
      },
    }),
  );
  if (problem) return problem;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  if (rootFieldNames(operation.selectionSet, fragments).some((n) => n === "__schema" || n === "__type")) return "introspection";
  for (const v of operation.variableDefinitions ?? []) {
    if (!v.defaultValue) continue;
    const type = typeFromAST(schema, v.type) as GraphQLInputType | undefined;
    if (!type || !isPlainJson(valueFromAST(v.defaultValue, type))) return `default of $${v.variable.name.value}`;
  }
  return null;
}

function rootFieldNames(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFieldNames(s.selectionSet, fragments, seen);
    const fragment = fragments.get(s.name.value);
    if (!fragment || seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    return rootFieldNames(fragment.selectionSet, fragments, seen);
  });
}

/** Survives JSON.stringify and back unchanged (no Date, undefined, NaN or class instance). */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainJson);
}
