import { GraphQLError, isObjectType, type GraphQLSchema } from "graphql";
import { getMetadataStorage } from "type-graphql";

/**
 * The execution time limit of GraphQL operations (docs/security.md, "Expensive queries"). The cost limit refuses
 * what is priced too high before it runs; this stops what runs longer than priced (e.g. lists longer than their
 * estimate): past the deadline no further field is resolved, and the answer is one QUERY_TIMEOUT error (HTTP 503).
 * A statement already sent to the database finishes; nothing after it starts.
 */
export const QUERY_TIMEOUT = "QUERY_TIMEOUT";

/** The deadline of an operation, on its context object (unique per request; a property costs less than a WeakMap). */
const DEADLINE = Symbol("deadline");
type WithDeadline = { [DEADLINE]?: number };

/** Starts the clock of one GraphQL operation. */
export function startDeadline(context: object, limitMs: number): void {
  (context as WithDeadline)[DEADLINE] = Date.now() + limitMs;
}

export function timeoutError(limitMs: number): GraphQLError {
  return new GraphQLError(
    `The query took longer than ${limitMs / 1000} s and was stopped. Ask for fewer items (a smaller first/limit) or fewer fields.`,
    { extensions: { code: QUERY_TIMEOUT } },
  );
}

function checkDeadline(context: unknown): void {
  const deadline = typeof context === "object" && context ? (context as WithDeadline)[DEADLINE] : undefined;
  if (deadline !== undefined && Date.now() > deadline)
    throw new GraphQLError("deadline", { extensions: { code: QUERY_TIMEOUT } });
}

/**
 * Puts the deadline check in front of every field that runs code — the Query and Mutation fields and every
 * TypeGraphQL @FieldResolver — and nowhere else: plain property fields do no work worth stopping, and a check on each
 * of them (a global middleware) doubles the cost of wide answers.
 */
export function applyDeadlines(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const withCode = new Set<string>();
  for (const fr of storage.fieldResolvers) {
    const target = fr.getObjectType?.();
    const type = storage.objectTypes.find((o) => o.target === target);
    if (type) withCode.add(`${type.name}.${fr.schemaName}`);
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const name of Object.keys(root?.getFields() ?? {})) withCode.add(`${root!.name}.${name}`);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve || !withCode.has(`${type.name}.${field.name}`)) continue;
      field.resolve = (root, args, context, info) => {
        checkDeadline(context);
        return resolve(root, args, context, info);
      };
    }
  }
}
