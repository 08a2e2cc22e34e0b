import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isLeafType,
  isListType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";

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
 *   `things(first: 20) { edges { node } nodes }`), its default when omitted (for a plain list that answers all its
 *   items without `first`, such as `Song.beatmaps`, its declared size) — else the list's declared `listSize`
 *   (`@Extensions({ listSize })` or LIST_SIZES below), else DEFAULT_LIST_SIZE. New connection fields are priced
 *   correctly without any declaration: `first` is read generically.
 * - Fragments count as if inlined; skipped fields (@skip/@include) cost nothing; introspection costs INTROSPECTION.
 *
 * The walk is graphql-query-complexity's (variables coerced as execution will, directives, fragments, abstract types:
 * the dearest possible type); this module is its estimator. To price a new page argument, add its name
 * to PAGE_ARGS.
 */

export const DEFAULT_LIST_SIZE = 20;
/** Measured on the demo guild: resolving an object costs about ten times a scalar field of it. */
export const OBJECT_COST = 10;
export const SCALAR_COST = 1;
export const INTROSPECTION_COST = 200;
/** Page size arguments: a connection's `first` or `last` (backward pages cost what forward ones do), or `limit`. */
export const PAGE_ARGS = ["first", "last", "limit"];

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

/** What one walk remembers: the price of one item of each list field priced by its declared size (see below). */
interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  /** List fields without a page argument of their own, by their node: one item's price and the size used. */
  lists: Map<FieldNode, { perItem: number; items: number }>;
}

/**
 * The page size a field asks for (`first`, `last` or `limit`; DEFAULT_LIST_SIZE when none is given), one item per id
 * for a list looked up by `ids` (`nodes(ids:)`), or undefined when it has no page argument.
 */
function pageSize(
  field: GraphQLField<unknown, unknown>,
  values: Record<string, unknown>,
  /** What an omitted page argument means: a list that answers all its items then has a declared size. */
  omitted: number = DEFAULT_LIST_SIZE,
): number | undefined {
  let paged = false;
  for (const name of PAGE_ARGS) {
    if (!field.args.some((a) => a.name === name)) continue;
    paged = true;
    const v = values[name];
    if (typeof v === "number" && Number.isFinite(v)) return Math.max(0, Math.ceil(v));
  }
  if (paged) return omitted;
  if (field.args.some((a) => a.name === "ids") && Array.isArray(values.ids)) return values.ids.length;
  return undefined;
}

function declaredListSize(parent: GraphQLCompositeType, field: GraphQLField<unknown, unknown>): number {
  const own = field.extensions?.listSize;
  if (typeof own === "number") return own;
  return LIST_SIZES[`${parent.name}.${field.name}`] ?? DEFAULT_LIST_SIZE;
}

/** The fields written directly in a selection set (through inline fragments and fragment spreads). */
function directFields(set: SelectionSetNode | undefined, walk: Walk, seen: ReadonlySet<string> = new Set()): FieldNode[] {
  if (!set) return [];
  return set.selections.flatMap((sel) => {
    if (sel.kind === Kind.FIELD) return [sel];
    if (sel.kind === Kind.INLINE_FRAGMENT) return directFields(sel.selectionSet, walk, seen);
    const fragment = walk.fragments.get(sel.name.value);
    if (!fragment || seen.has(sel.name.value)) return [];
    return directFields(fragment.selectionSet, walk, new Set(seen).add(sel.name.value));
  });
}

/**
 * The estimator graphql-query-complexity calls for every field once its sub-selection is priced (`childComplexity`):
 * `items × (own + childComplexity)`. A page or connection object hands its page size to the lists directly inside it:
 * the walk priced those first, by their declared size, so the object's price puts its page in place of that size.
 */
function estimator(walk: Walk): ComplexityEstimator {
  return ({ type, field, node, args, childComplexity }) => {
    const name = field.name;
    if (name === "__typename") return 0;
    if (name === "__schema" || name === "__type") return INTROSPECTION_COST;
    const named = getNamedType(field.type);
    const complexity = field.extensions?.complexity ?? FIELD_COSTS[`${type.name}.${name}`];
    const own = typeof complexity === "number" ? complexity : isLeafType(named) ? SCALAR_COST : OBJECT_COST;
    const list = isListType(getNullableType(field.type));
    // A list with an optional `first` that answers all its items without it (Song.beatmaps) costs its declared size then.
    const declared = list && (typeof field.extensions?.listSize === "number" || `${type.name}.${name}` in LIST_SIZES);
    const page = pageSize(field, args, declared ? declaredListSize(type, field) : DEFAULT_LIST_SIZE);
    if (list) {
      if (page !== undefined) return page * (own + childComplexity);
      const items = declaredListSize(type, field);
      walk.lists.set(node, { perItem: own + childComplexity, items });
      return items * (own + childComplexity);
    }
    let sub = childComplexity;
    if (page !== undefined) {
      for (const child of directFields(node.selectionSet, walk)) {
        const list = walk.lists.get(child);
        if (list) sub += list.perItem * (page - list.items);
      }
    }
    return own + sub;
  };
}

/** Selections the walk may visit before a document is called too expensive to price (fragments count each time). */
const MAX_WALKED_NODES = 100_000;

/**
 * The cost of the operation that will run (the named one, or the only one), with the request's variables. A request
 * whose variables do not fit the operation costs 0 here (execution refuses it before any resolver runs); a document
 * that would take more than MAX_WALKED_NODES steps to price (fragments spread in fragments) is priced over any limit.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const walk: Walk = { fragments: new Map(), lists: new Map() };
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) walk.fragments.set(d.name.value, d);
  // graphql-query-complexity prices every operation of a document unless told which: only the one that will run.
  const definitions = document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === operation);
  try {
    return getComplexity({
      schema,
      query: { ...document, definitions },
      variables: variables ?? {},
      estimators: [estimator(walk)],
      maxQueryNodes: MAX_WALKED_NODES,
    });
  } catch (err) {
    if (err instanceof GraphQLError && /maximum allowed number of nodes/.test(err.message)) return Number.MAX_SAFE_INTEGER;
    return 0;
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
