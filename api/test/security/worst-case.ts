import pg from "pg";
import { getNamedType, isLeafType, isObjectType, parse, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import { operationCost } from "../../src/app/pipeline/cost";
import type { Visitor } from "../harness";

/**
 * The most expensive queries that fit inside every limit (docs/security.md, "Expensive queries"): each shape of
 * expensive work — computed points previews, a per-member ledger read, deep lists, many aliases of wide pages — is
 * scaled up to just under the cost limit and run on the demo guild. The bound that matters is the work, not the wall
 * time of a shared machine: statements sent to the database and rows they returned, counted in this process.
 */

let statements = 0;
let rows = 0;
let installed = false;

/** Counts every statement the server sends through `pg` (the server runs in this process). */
export function countStatements(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    statements++;
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<{ rowCount?: number | null; rows?: unknown[] }>).then(
        (r) => {
          rows += r?.rowCount ?? r?.rows?.length ?? 0;
        },
        () => undefined,
      );
    }
    return result;
  };
}

/** Every field of a type without required arguments: scalars, and objects `depth` levels down. */
export function everything(schema: GraphQLSchema, typeName: string, depth: number): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => String(a.type).endsWith("!") && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (isObjectType(named) && depth > 0) parts.push(`${f.name} { ${everything(schema, named.name, depth - 1)} }`);
  }
  return parts.join(" ");
}

export interface WorstCase {
  name: string;
  cost: number;
  status: number;
  internalErrors: number;
  statements: number;
  rows: number;
  kb: number;
  ms: number;
}

/** The largest `n` (1 … max) for which the query still fits under the cost limit. */
function largest(schema: GraphQLSchema, build: (n: number) => string, maxCost: number, max: number): number {
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (operationCost(schema, parse(build(mid)), null, {}) <= maxCost) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ")} }`;

export function worstCaseQueries(schema: GraphQLSchema, maxCost: number, maxAliases: number): [string, string][] {
  const preview = everything(schema, "BeatmapPointsPreview", 2);
  const user = everything(schema, "User", 0);
  const shapes: [string, (n: number) => string, number][] = [
    [
      "points previews of ranked mapsets (computed, may call osu!)",
      (n) => `{ beatmaps(first: ${n}, status: Ranked) { beatmaps { id pointsPreview { ${preview} } } } }`,
      100,
    ],
    [
      "members' spending ledgers (one read per member)",
      (n) => aliases(maxAliases, `users(limit: ${n}) { users { ${user} spentPoints { id amount category reason createdAt } } }`),
      100,
    ],
    [
      "mappable artists, their songs and mapsets",
      () => `{ mappableArtists { id label songs { id title beatmaps { id status url } } } }`,
      1,
    ],
    [
      "aliases of artist picker pages (mappableArtistsConnection) with songs and mapsets",
      (n) =>
        aliases(
          maxAliases,
          `mappableArtistsConnection(first: ${n}) { nodes { id label songs { id title beatmaps { id status url } } } }`,
        ),
      100,
    ],
    [
      "aliases of wide log pages with their members",
      (n) => aliases(maxAliases, `logs(limit: ${n}) { logs { id action category createdAt user { ${user} } } }`),
      100,
    ],
    [
      "aliases of quest pages with parties and members",
      (n) =>
        aliases(
          maxAliases,
          `quests(limit: ${n}) { quests { id name parties { id leaderCharge membersWhoCannotPay acceptProblem members { ${user} } } } }`,
        ),
      50,
    ],
    [
      "aliases of mapset pages with tasks and mappers",
      (n) =>
        aliases(
          maxAliases,
          `beatmaps(first: ${n}) { beatmaps { id status song { title artist { label } } tasks { name mappers { ${user} } } } }`,
        ),
      50,
    ],
  ];
  return shapes
    .map(([name, build, max]): [string, string] => [name, build(largest(schema, build, maxCost, max) || 1)])
    .filter(([, q]) => operationCost(schema, parse(q), null, {}) <= maxCost);
}

/** Runs one query and measures its work. */
export async function measure(schema: GraphQLSchema, v: Visitor, name: string, query: string): Promise<WorstCase> {
  countStatements();
  statements = 0;
  rows = 0;
  const started = performance.now();
  const res = await v.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  const ms = Math.round(performance.now() - started);
  // Background statements of the request (none expected) settle before the figures are read.
  await new Promise((r) => setTimeout(r, 20));
  const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
  return {
    name,
    cost: operationCost(schema, parse(query), null, {}),
    status: res.status,
    internalErrors: (body.errors ?? []).filter((e) => !["BAD_USER_INPUT", "NOT_FOUND"].includes(e.extensions?.code ?? "")).length,
    statements,
    rows,
    kb: Math.round(text.length / 1024),
    ms,
  };
}
