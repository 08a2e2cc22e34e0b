import { AsyncLocalStorage } from "node:async_hooks";
import { GraphQLError, isObjectType, type GraphQLSchema } from "graphql";
import { getMetadataStorage } from "type-graphql";
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent } from "typeorm";

/**
 * The execution time limit of GraphQL operations (docs/security.md, "Expensive queries"). The cost limit refuses
 * what is priced too high before it runs; this stops what runs longer than priced (e.g. lists longer than their
 * estimate): past the deadline no further field is resolved, and the answer is one QUERY_TIMEOUT error (HTTP 503).
 * A statement already sent to the database finishes; nothing after it starts.
 *
 * A mutation is held to the limit before and while its work runs, never after: each root field of a mutation starts
 * only before the deadline, and its transaction commits only before it (a write whose COMMIT would come later is
 * rolled back and answers QUERY_TIMEOUT, having changed nothing). Once a write has committed, the fields of its answer
 * are read whatever the time: a committed write is never reported as failed.
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

function deadlineOf(context: unknown): number | undefined {
  return typeof context === "object" && context ? (context as WithDeadline)[DEADLINE] : undefined;
}

function checkDeadline(deadline: number | undefined): void {
  if (deadline !== undefined && Date.now() > deadline)
    throw new GraphQLError("deadline", { extensions: { code: QUERY_TIMEOUT } });
}

/** The deadline of the mutation field whose work is running (for the commit check below). */
const runningMutation = new AsyncLocalStorage<number>();

/**
 * Refuses to COMMIT a transaction of a mutation past its deadline: the check runs just before COMMIT (TypeORM's
 * beforeTransactionCommit), and the error rolls the transaction back. Transactions outside a mutation (jobs, reads)
 * are not concerned. Registered once per DataSource.
 */
class CommitBeforeDeadline implements EntitySubscriberInterface {
  beforeTransactionCommit(event: TransactionCommitEvent): void {
    const deadline = runningMutation.getStore();
    if (deadline === undefined) return;
    // Only the outermost commit (a savepoint's release is part of the same transaction).
    if ((event.queryRunner as { transactionDepth?: number }).transactionDepth !== 1) return;
    checkDeadline(deadline);
  }
}

const watched = new WeakSet<DataSource>();

export function commitBeforeDeadline(db: DataSource): void {
  if (watched.has(db)) return;
  watched.add(db);
  db.subscribers.push(new CommitBeforeDeadline());
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
  const mutationType = schema.getMutationType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve;
      if (!resolve || !withCode.has(`${type.name}.${field.name}`)) continue;
      if (type === mutationType) {
        // A mutation's work: started before the deadline, committed before it (CommitBeforeDeadline).
        field.resolve = (root, args, context, info) => {
          const deadline = deadlineOf(context);
          checkDeadline(deadline);
          return deadline === undefined
            ? resolve(root, args, context, info)
            : runningMutation.run(deadline, () => resolve(root, args, context, info));
        };
        continue;
      }
      field.resolve = (root, args, context, info) => {
        // The answer of a mutation is read after its write committed: no deadline there.
        if (info.operation.operation !== "mutation") checkDeadline(deadlineOf(context));
        return resolve(root, args, context, info);
      };
    }
  }
}
