/**
 * The one pagination convention of the API (docs/api-guide.md "Pagination"): Relay-style connections.
 *
 *   things(first: Int, after: String, last: Int, before: String): ThingConnection!
 *   ThingConnection { edges { cursor node } nodes pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount }
 *
 * `first` (or `last`) is 1..100, 20 when neither is given; `after` and `before` are opaque cursors of a previous page.
 * `first`/`after` pages forward, `last`/`before` backward (the page keeps the list's order). Pages are keyset pages
 * (no OFFSET): a cursor encodes the sort key of an item, so items arriving meanwhile never shift a page. Use
 * `Connection(Thing)` for the GraphQL types, `ConnectionArgs` (or a subclass) for the arguments and `keysetPage` for
 * the query (or `pageRequest` + `pageOfFetched` for a list that builds its own statement).
 *
 * `totalCount` is always answered: a service returns it, or a `count` function that the field calls only when a query
 * selects it (`applyConnectionFields`).
 */
import { ArgsType, Field, Int, ObjectType, type ClassType } from "type-graphql";
import { Max, Min, ValidateIf } from "class-validator";
import { getNamedType, isObjectType, type GraphQLSchema } from "graphql";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { badInput } from "./errors";
import { countSubquery, leanCount, leanMany, leanManyWithTotal, withOrderColumns, type LeanProperties } from "./lean";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ObjectType({ description: "Where a page of a connection starts and ends, and whether more items lie on either side" })
export class PageInfo {
  @Field({ description: "Whether more items follow this page (pass `endCursor` as `after` to get them)" })
  hasNextPage: boolean;

  @Field({
    description:
      "Whether items come before this page (pass `startCursor` as `before` with `last` to get them). Paging forward, it " +
      "is true when `after` was given; paging backward (`last`), whether the list goes on before this page",
  })
  hasPreviousPage?: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The cursor of the first item of this page: pass as `before` to get the page before; null when empty",
  })
  startCursor?: string | null;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page; null when the page is empty" })
  endCursor: string | null;
}

const SIZE_TEXT = `between 1 and ${MAX_PAGE_SIZE}`;

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    nullable: true,
    description: `Forward paging: how many items to return from the start (or after \`after\`), 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when neither \`first\` nor \`last\` is given`,
  })
  @ValidateIf((o: ConnectionArgs) => o.first !== null && o.first !== undefined)
  @Min(1, { message: `first must be ${SIZE_TEXT}` })
  @Max(MAX_PAGE_SIZE, { message: `first must be ${SIZE_TEXT}` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "The `endCursor` of the previous page; omit for the first page" })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Backward paging: how many items to return from the end (or before \`before\`), 1 to ${MAX_PAGE_SIZE}; not with \`first\``,
  })
  @ValidateIf((o: ConnectionArgs) => o.last !== null && o.last !== undefined)
  @Min(1, { message: `last must be ${SIZE_TEXT}` })
  @Max(MAX_PAGE_SIZE, { message: `last must be ${SIZE_TEXT}` })
  last?: number | null;

  @Field(() => String, { nullable: true, description: "The `startCursor` of the next page, to get the items before it" })
  before?: string | null;
}

/** The paging arguments of a connection as services receive them. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

/** What a service returns for a connection field. */
export interface Page<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  /** Total number of items across all pages, when the service counted them. */
  totalCount?: number | null;
  /** Counts the items across all pages; called by `totalCount` only when a query selects it and `totalCount` is unset. */
  count?: () => Promise<number>;
}

const connectionTypes = new Map<unknown, unknown>();

/**
 * The GraphQL connection type of an item type: `<Name>Connection` and `<Name>Edge`. One class per item type
 * (cached), so two fields returning the same items share one schema type.
 */
export function Connection<T extends object>(itemType: ClassType<T>, name: string = itemType.name): ClassType<Page<T>> {
  const cached = connectionTypes.get(itemType);
  if (cached) return cached as ClassType<Page<T>>;

  @ObjectType(`${name}Edge`, { description: `One ${name} and its cursor` })
  class EdgeType {
    @Field({ description: "Opaque position of this item; pass as `after` (or `before`) to continue after (or before) it" })
    cursor: string;

    @Field(() => itemType, { description: `The ${name}` })
    node: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name} items (docs/api-guide.md "Pagination")` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: "The items of this page with their cursors" })
    edges: Edge<T>[];

    @Field(() => [itemType], { description: "The items of this page (the edges' nodes)" })
    nodes: T[];

    @Field(() => PageInfo, { description: "Where this page starts and ends, and whether more items lie on either side" })
    pageInfo: PageInfo;

    @Field(() => Int, {
      description: "How many items there are in all pages together (counted when asked for; the filters apply)",
    })
    totalCount?: number | null;
  }

  connectionTypes.set(itemType, ConnectionType);
  return ConnectionType as ClassType<Page<T>>;
}

/**
 * Completes every connection type of the schema: `pageInfo` answers `startCursor` (the first edge's cursor) and
 * `hasPreviousPage` (false) when a service left them out, and `totalCount` calls the page's `count` when the service
 * did not count. Run once on the built schema (app/schema.ts).
 */
export function applyConnectionFields(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.name.endsWith("Connection")) continue;
    const fields = type.getFields();
    if (!fields.pageInfo || getNamedType(fields.pageInfo.type).name !== "PageInfo" || !fields.edges) continue;
    fields.pageInfo.resolve = (page: Page<unknown>) => completePageInfo(page);
    if (fields.totalCount) fields.totalCount.resolve = (page: Page<unknown>) => totalOf(page);
  }
}

/** The page's PageInfo with every field set. */
export function completePageInfo(page: Page<unknown>): Required<PageInfo> {
  const info = page.pageInfo;
  return {
    hasNextPage: info.hasNextPage,
    hasPreviousPage: info.hasPreviousPage ?? false,
    startCursor: info.startCursor !== undefined ? info.startCursor : (page.edges[0]?.cursor ?? null),
    endCursor: info.endCursor,
  };
}

function totalOf(page: Page<unknown>): number | Promise<number> {
  if (typeof page.totalCount === "number") return page.totalCount;
  if (page.count) return page.count();
  // A page without a count (every pager of the API sets one): exact only when nothing lies outside it.
  if (!page.pageInfo.hasNextPage && !page.pageInfo.hasPreviousPage) return page.nodes.length;
  throw new Error("a connection page without totalCount or count");
}

// ----------------------------------------------------------------------------------------------- cursors

export type CursorValue = string | number;

/** The longest cursor accepted (`decodeCursor`). */
export const MAX_CURSOR_LENGTH = 2048;

/** An opaque cursor for a row's sort key. */
export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

/** The sort key inside a cursor, checked against the expected kinds; a clear BAD_USER_INPUT otherwise. */
export function decodeCursor(cursor: string, kinds: readonly ("string" | "number")[]): CursorValue[] {
  let values: unknown;
  try {
    // Room for two 200-character names in any script (up to 3 UTF-8 bytes each) and the ids, in base64.
    if (cursor.length > MAX_CURSOR_LENGTH) throw new Error("too long");
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badInput("Invalid cursor");
  }
  if (!Array.isArray(values) || values.length !== kinds.length) throw badInput("Invalid cursor");
  values.forEach((v, i) => {
    const ok = kinds[i] === "number" ? typeof v === "number" && Number.isFinite(v) : typeof v === "string" && v.length <= 200;
    if (!ok) throw badInput("Invalid cursor");
  });
  return values as CursorValue[];
}

/** An ISO 8601 UTC time as `Date.toISOString` prints it, of a real calendar date. */
function isIsoTime(v: CursorValue): boolean {
  return (
    typeof v === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) &&
    !Number.isNaN(Date.parse(v)) &&
    new Date(v).toISOString() === v
  );
}

/** Clamps a page size from a caller that bypassed GraphQL validation (REST, services). */
export function pageSize(first: number | null | undefined, fallback: number = DEFAULT_PAGE_SIZE, name = "first"): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw badInput(`${name} must be ${SIZE_TEXT}`);
  return first;
}

/** What a connection's arguments ask for: a page size, a direction and the cursors bounding the page. */
export interface PageRequest {
  /** How many items the page holds at most. */
  size: number;
  /** `last`: the page is taken from the end of the window (the items just before `before`). */
  backward: boolean;
  after: string | null;
  before: string | null;
}

/** Reads (and checks) a connection's paging arguments; `first` and `last` together are refused. */
export function pageRequest(args: PageArgs, fallback: number = DEFAULT_PAGE_SIZE): PageRequest {
  const hasFirst = args.first !== null && args.first !== undefined;
  const hasLast = args.last !== null && args.last !== undefined;
  if (hasFirst && hasLast) throw badInput("Pass first or last, not both");
  return {
    size: hasLast ? pageSize(args.last, fallback, "last") : pageSize(args.first, fallback),
    backward: hasLast,
    after: args.after || null,
    before: args.before || null,
  };
}

/**
 * Builds a page from the rows of one statement that walked the window in the request's direction (newest-first list,
 * `last`: oldest-first from `before`) and fetched `size + 1` rows to see whether more lie beyond. The page keeps the
 * list's order. `count` counts the whole list (all pages), called only when a query asks for `totalCount`.
 */
export function pageOfFetched<T>(
  fetched: T[],
  req: PageRequest,
  /** The item's sort key (encoded as the cursor), or its cursor as a list of its own encodes it. */
  keyOf: (row: T) => readonly CursorValue[] | string,
  total: { totalCount?: number | null; count?: () => Promise<number> } = {},
): Page<T> {
  const more = fetched.length > req.size;
  const nodes = fetched.slice(0, req.size);
  if (req.backward) nodes.reverse();
  const edges = nodes.map((node) => {
    const key = keyOf(node);
    return { node, cursor: typeof key === "string" ? key : encodeCursor(key) };
  });
  return {
    edges,
    nodes,
    pageInfo: {
      hasNextPage: req.backward ? req.before !== null : more,
      hasPreviousPage: req.backward ? more : req.after !== null,
      startCursor: edges.length ? edges[0].cursor : null,
      endCursor: edges.length ? edges[edges.length - 1].cursor : null,
    },
    ...total,
  };
}

/** Builds a page from rows fetched with `first + 1` as the limit (forward paging only). */
export function pageFromRows<T>(
  rows: T[],
  first: number,
  keyOf: (row: T) => readonly CursorValue[],
  totalCount?: number | null,
): Page<T> {
  const nodes = rows.slice(0, first);
  const edges = nodes.map((node) => ({ node, cursor: encodeCursor(keyOf(node)) }));
  return {
    edges,
    nodes,
    pageInfo: { hasNextPage: rows.length > first, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
    totalCount,
  };
}

/**
 * A page of a list already loaded and ordered in memory (at most a few thousand items). The cursor is the id of an
 * item; an unknown cursor is "Invalid cursor".
 */
export function pageFromList<T>(items: readonly T[], args: PageArgs, idOf: (item: T) => number): Page<T> {
  const req = pageRequest(args);
  const position = (cursor: string) => {
    const [id] = decodeCursor(cursor, ["number"]);
    const i = items.findIndex((x) => idOf(x) === id);
    if (i < 0) throw badInput("Invalid cursor");
    return i;
  };
  const start = req.after ? position(req.after) + 1 : 0;
  const end = req.before ? position(req.before) : items.length;
  const window = items.slice(start, Math.max(start, end));
  const fetched = req.backward ? window.slice(-(req.size + 1)).reverse() : window.slice(0, req.size + 1);
  return pageOfFetched(fetched, req, (x) => [idOf(x)], { totalCount: items.length });
}

// ----------------------------------------------------------------------------------------------- keyset queries

/**
 * One column of a keyset order. `sql` is the SQL expression (e.g. `q.created_at`), `kind` how its value travels in
 * the cursor, `of` reads it from a loaded row. Keys must be NOT NULL and the last key unique (usually the id).
 * A timestamp key travels as an ISO string with millisecond precision: use it only for columns written with
 * millisecond precision (or order by `date_trunc('milliseconds', …)`), else rows within one millisecond can repeat.
 */
export interface KeysetKey<T> {
  sql: string;
  direction: "ASC" | "DESC";
  kind: "string" | "number";
  of: (row: T) => CursorValue;
  /** SQL cast applied to the cursor parameter, e.g. "timestamptz". */
  cast?: string;
  /**
   * SQL applied to the cursor parameter (after any cast), e.g. `lower(<parameter>)` for `sql: "lower(a.label)"` with
   * `of` returning the raw label: the database computes the key on both sides, so JavaScript's case mapping (which
   * differs from PostgreSQL's for a few letters) never decides where a page starts.
   */
  param?: (placeholder: string) => string;
}

/**
 * A key on the lower-case form of a text column (`lower(<column>)`): the cursor keeps the stored text and PostgreSQL
 * lowercases both sides, so JavaScript's case mapping (different for a few letters, e.g. İ and a final Σ) never decides
 * where a page starts. For names that may hold any letter (artists, songs).
 */
export function lowerTextKey<T>(column: string, of: (row: T) => string, direction: "ASC" | "DESC" = "ASC"): KeysetKey<T> {
  return { sql: `lower(${column})`, param: (p) => `lower(${p}::text)`, direction, kind: "string", of };
}

/**
 * The keyset condition "strictly after the cursor" in the keys' order (`after`), or "strictly before" it: (k1 > v1) OR
 * (k1 = v1 AND k2 > v2) OR ... for any mix of directions. Adds it to the builder with parameters named `<prefix><i>`.
 */
function keysetCondition<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: readonly KeysetKey<T>[],
  cursor: string,
  side: "after" | "before",
): void {
  const values = decodeCursor(
    cursor,
    keys.map((k) => k.kind),
  );
  // A time travels as the ISO string `of` made; anything else would reach PostgreSQL's cast and fail there.
  keys.forEach((k, i) => {
    if (k.cast?.startsWith("timestamp") && !isIsoTime(values[i])) throw badInput("Invalid cursor");
  });
  const prefix = side === "after" ? "kc" : "kb";
  const params: Record<string, CursorValue> = {};
  const value = (k: KeysetKey<T>, i: number) => {
    const p = `:${prefix}${i}${k.cast ? `::${k.cast}` : ""}`;
    return k.param ? k.param(p) : p;
  };
  const ors = keys.map((k, i) => {
    const ands = keys.slice(0, i).map((p, j) => `${p.sql} = ${value(p, j)}`);
    const forward = (k.direction === "ASC") === (side === "after");
    ands.push(`${k.sql} ${forward ? ">" : "<"} ${value(k, i)}`);
    return `(${ands.join(" AND ")})`;
  });
  values.forEach((v, i) => (params[`${prefix}${i}`] = v));
  qb.andWhere(`(${ors.join(" OR ")})`, params);
}

const flip = (d: "ASC" | "DESC"): "ASC" | "DESC" => (d === "ASC" ? "DESC" : "ASC");

/**
 * Orders the query by the keys, keeps the rows between the cursors, and fetches one row more than the page to see if
 * more follow (`last`: walks the keys the other way from the end, then puts the page back in order). The total is
 * counted in the page's statement with `count: true`, else only when a query selects `totalCount`.
 */
export async function keysetPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: readonly KeysetKey<T>[],
  args: PageArgs,
  options: {
    count?: boolean;
    /** Read only these columns (core/projection.ts `projectionOf`; the keys' columns are added). */
    only?: LeanProperties;
  } = {},
): Promise<Page<T>> {
  const req = pageRequest(args);
  // The total is read in the page's own statement (a scalar subquery over the builder before the cursors'
  // conditions); inside a transaction, or when the page is empty, it is counted on its own.
  const total = options.count ? countSubquery(qb) : null;
  const base = qb.clone();
  keys.forEach((k, i) => {
    const direction = req.backward ? flip(k.direction) : k.direction;
    if (i === 0) qb.orderBy(k.sql, direction);
    else qb.addOrderBy(k.sql, direction);
  });
  if (req.after) keysetCondition(qb, keys, req.after, "after");
  if (req.before) keysetCondition(qb, keys, req.before, "before");
  const only = withOrderColumns(
    qb,
    keys.map((k) => k.sql),
    options.only,
  );
  const keyOf = (row: T) => keys.map((k) => k.of(row));
  if (!options.count) {
    return pageOfFetched(await leanMany(qb.take(req.size + 1), only), req, keyOf, { count: () => leanCount(base) });
  }
  if (!total) {
    const [rows, totalCount] = await Promise.all([leanMany(qb.take(req.size + 1), only), leanCount(base)]);
    return pageOfFetched(rows, req, keyOf, { totalCount });
  }
  const [rows, carried] = await leanManyWithTotal(qb.take(req.size + 1), total, only);
  const totalCount = carried ?? (await leanCount(base));
  return pageOfFetched(rows, req, keyOf, { totalCount });
}
