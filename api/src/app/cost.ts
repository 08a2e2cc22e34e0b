import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isLeafType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { getArgumentValues, getDirectiveValues } from "graphql/execution/values";
import { GraphQLIncludeDirective, GraphQLSkipDirective } from "graphql";

/**
 * The price of a GraphQL operation, computed before it runs (docs/security.md, "Expensive queries"):
 *
 *   cost(field) = items × (own + cost(sub-selection))
 *
 * - `own`: OBJECT_COST for an object, SCALAR_COST for a scalar, or — for computed fields such as `pointsPreview` — the
 *   field's declared `complexity` (TypeGraphQL's `@Field({ complexity })` / `@FieldResolver(..., { complexity })`) or
 *   its entry in FIELD_COSTS.
 * - `items`: 1 for a single value. For a list: the page size the client asked for — `first` or `limit` on the field,
 *   or on the page/connection object the list belongs to (`beatmaps(first: 50) { beatmaps { … } }`,
 *   `things(first: 20) { edges { node } nodes }`), its default when omitted — else the list's declared `listSize`
 *   (`@Extensions({ listSize })` or LIST_SIZES below), else DEFAULT_LIST_SIZE. New connection fields are priced
 *   correctly without any declaration: `first` is read generically.
 * - Fragments count as if inlined; skipped fields (@skip/@include) cost nothing; introspection costs INTROSPECTION.
 */

export const DEFAULT_LIST_SIZE = 20;
/** Measured on the demo guild: resolving an object costs about ten times a scalar field of it. */
export const OBJECT_COST = 10;
export const SCALAR_COST = 1;
export const INTROSPECTION_COST = 200;
/** Page size arguments: a connection's `first` or `last` (backward pages cost what forward ones do), or `limit`. */
const PAGE_ARGS = ["first", "last", "limit"];

/**
 * Sizes of lists that have no page argument (keys `Type.field`): for top-level lists about the largest such list in
 * the demo guild, for nested lists (tasks of a mapset, members of a party) a typical size — multiplying every level's
 * maximum would price ordinary pages out. They are estimates; real guilds can have longer lists, which is why the
 * execution time limit (graphql.ts) backs the cost limit up. A field's own `listSize` extension wins over this table.
 */
export const LIST_SIZES: Record<string, number> = {
  "Query.mappableArtists": 50,
  "Query.myShowcaseArtists": 30,
  "Query.adminMissions": 30,
  "Query.adminQualifiedBeatmaps": 30,
  "Query.adminBadgeQueue": 50,
  "Query.myBeatmaps": 30,
  "Query.myGuestBeatmaps": 30,
  "Query.userBeatmaps": 40,
  "Query.myQualifyingBeatmaps": 20,
  "Query.eligibleMissionsForBeatmap": 10,
  "Query.validateUsers": 20,
  "Query.scheduledJobs": 20,
  "Artist.songs": 10,
  "Song.beatmaps": 4,
  "Song.songShowcaseMappers": 3,
  "Beatmap.tasks": 6,
  "Beatmap.modders": 4,
  "Beatmap.bns": 2,
  "Task.mappers": 2,
  "Quest.parties": 3,
  "Quest.associatedMaps": 6,
  "Party.members": 6,
  "Party.invites": 4,
  "Mission.artists": 4,
  "Mission.associatedMaps": 10,
  "Mission.winningBeatmaps": 4,
  "Mission.invalidBeatmaps": 4,
  "Mission.requirements": 8,
  "BeatmapPointsPreview.tasks": 6,
  "BeatmapPointsPreview.users": 6,
  "TaskPointsPreview.mappers": 2,
  "PointsBreakdown.categories": 10,
  "User.spentPoints": 10,
  "ShowcaseGenreEntry.songs": 5,
  "ShowcaseGenreEntry.previousSongs": 5,
  "QuestActionPayload.quests": 3,
};

/**
 * Fields that cost more than resolving an object, in the same units (an object is OBJECT_COST), measured on the demo
 * guild: a points preview recomputes a mapset's points and may ask osu! (about 50 ms each: at most ~20 fit in one
 * query); `spentPoints` reads the ledger once per member; a party's charge and payment checks compute prices and
 * balances per party. A field's own `complexity` (TypeGraphQL option) wins over this table.
 */
export const FIELD_COSTS: Record<string, number> = {
  "Beatmap.pointsPreview": 2500,
  "User.spentPoints": 150,
  "Party.leaderCharge": 50,
  "Party.membersWhoCannotPay": 50,
  "Party.acceptProblem": 50,
  "Quest.viewerParty": 20,
};

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  /** Fragments being expanded (a cycle is a validation error; never loop). */
  expanding: Set<string>;
}

function included(node: FieldNode | { directives?: FieldNode["directives"] }, variables: Record<string, unknown>): boolean {
  try {
    const skip = getDirectiveValues(GraphQLSkipDirective, node as FieldNode, variables);
    if (skip?.if === true) return false;
    const include = getDirectiveValues(GraphQLIncludeDirective, node as FieldNode, variables);
    return include?.if !== false;
  } catch {
    return true;
  }
}

function args(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    // Invalid argument values fail validation or execution with their own message; price them by the defaults.
    return Object.fromEntries(field.args.filter((a) => a.defaultValue !== undefined).map((a) => [a.name, a.defaultValue]));
  }
}

/**
 * The page size a field asks for (`first`, `last` or `limit`; DEFAULT_LIST_SIZE when none is given), one item per id
 * for a list looked up by `ids` (`nodes(ids:)`), or undefined when it has no page argument.
 */
function pageSize(field: GraphQLField<unknown, unknown>, values: Record<string, unknown>): number | undefined {
  let paged = false;
  for (const name of PAGE_ARGS) {
    if (!field.args.some((a) => a.name === name)) continue;
    paged = true;
    const v = values[name];
    if (typeof v === "number" && Number.isFinite(v)) return Math.max(0, Math.ceil(v));
  }
  if (paged) return DEFAULT_LIST_SIZE;
  if (field.args.some((a) => a.name === "ids") && Array.isArray(values.ids)) return values.ids.length;
  return undefined;
}

function declaredListSize(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>): number {
  const own = field.extensions?.listSize;
  if (typeof own === "number") return own;
  return LIST_SIZES[`${parent.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
}

function selectionCost(set: SelectionSetNode, type: GraphQLCompositeType, walk: Walk, inheritedPage?: number): number {
  let total = 0;
  for (const sel of set.selections) {
    if (!included(sel, walk.variables)) continue;
    if (sel.kind === Kind.FIELD) {
      total += fieldCost(sel, type, walk, inheritedPage);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const cond = sel.typeCondition ? walk.schema.getType(sel.typeCondition.name.value) : type;
      if (cond && isCompositeType(cond)) total += selectionCost(sel.selectionSet, cond, walk, inheritedPage);
    } else {
      const name = sel.name.value;
      const fragment = walk.fragments[name];
      if (!fragment || walk.expanding.has(name)) continue;
      const cond = walk.schema.getType(fragment.typeCondition.name.value);
      if (!cond || !isCompositeType(cond)) continue;
      walk.expanding.add(name);
      total += selectionCost(fragment.selectionSet, cond, walk, inheritedPage);
      walk.expanding.delete(name);
    }
  }
  return total;
}

function fieldCost(node: FieldNode, parent: GraphQLCompositeType, walk: Walk, inheritedPage?: number): number {
  const name = node.name.value;
  if (name === "__typename") return 0;
  if (name === "__schema" || name === "__type") return INTROSPECTION_COST;
  if (!("getFields" in parent)) return 0;
  const field = parent.getFields()[name];
  if (!field) return 0;
  const values = args(field, node, walk.variables);
  const page = pageSize(field, values);
  const named = getNamedType(field.type);
  const complexity = field.extensions?.complexity ?? FIELD_COSTS[`${parent.name}.${name}`];
  const own = typeof complexity === "number" ? complexity : isLeafType(named) ? SCALAR_COST : OBJECT_COST;
  const list = isListType(getNullableType(field.type));
  let items = 1;
  if (list) items = page ?? inheritedPage ?? declaredListSize(parent, field);
  // A page/connection object hands its page size to the lists directly inside it (edges, nodes, beatmaps, …).
  const handDown = !list && page !== undefined ? page : undefined;
  const sub = node.selectionSet && isCompositeType(named) ? selectionCost(node.selectionSet, named, walk, handDown) : 0;
  return items * (own + sub);
}

/** The cost of the operation that will run (the named one, or the only one). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations: OperationDefinitionNode[] = [];
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    else if (d.kind === Kind.OPERATION_DEFINITION) operations.push(d);
  }
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!op) return 0;
  const root =
    op.operation === "query"
      ? schema.getQueryType()
      : op.operation === "mutation"
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;
  // Variables as the operation will see them: sent values, else the definitions' defaults.
  const values: Record<string, unknown> = {};
  for (const def of op.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (variables && name in variables) values[name] = variables[name];
    else if (def.defaultValue) values[name] = literal(def.defaultValue);
  }
  return selectionCost(op.selectionSet, root, { schema, fragments, variables: values, expanding: new Set() });
}

/** A default value literal as a plain value (only what page sizes and directives need). */
function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.BOOLEAN:
      return node.value;
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.LIST:
      return node.values.map(literal);
    default:
      return null;
  }
}

/** Prices by document (Apollo hands out one parsed document per query text), then by operation name and variables. */
const priced = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number>>>();

/**
 * `operationCost`, remembered: the cost limit and the rate limiter both price every request, and a page sends the same
 * documents again and again. At most 100 variable sets are kept per document.
 */
export function cachedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  let bySchema = priced.get(schema);
  if (!bySchema) priced.set(schema, (bySchema = new WeakMap()));
  let byDocument = bySchema.get(document);
  if (!byDocument) bySchema.set(document, (byDocument = new Map()));
  const key = `${operationName ?? ""}\u0000${JSON.stringify(variables ?? {})}`;
  let cost = byDocument.get(key);
  if (cost === undefined) {
    cost = operationCost(schema, document, operationName, variables);
    if (byDocument.size >= 100) byDocument.clear();
    byDocument.set(key, cost);
  }
  return cost;
}
