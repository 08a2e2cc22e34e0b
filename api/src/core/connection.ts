/**
 * The one pagination convention of the API (docs/api-guide.md "Pagination"): Relay-style connections.
 *
 *   things(first: Int = 20, after: String): ThingConnection!
 *   ThingConnection { edges { cursor node } nodes pageInfo { hasNextPage endCursor } totalCount }
 *
 * `first` is 1..100; `after` is an opaque cursor from a previous page. Pages are keyset pages (no OFFSET): a cursor
 * encodes the sort key of the last row, so rows arriving meanwhile never shift a page. Use `Connection(Thing)` for
 * the GraphQL types, `ConnectionArgs` (or a subclass) for the arguments and `keysetPage` for the query.
 */
import { ArgsType, Field, Int, ObjectType, type ClassType } from "type-graphql";
import { Max, Min } from "class-validator";
import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { badInput } from "./errors";
import { countSubquery, leanCount, leanMany, leanManyWithTotal, withOrderColumns, type LeanProperties } from "./lean";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ObjectType({ description: "Where a page of a connection ends" })
export class PageInfo {
  @Field({ description: "Whether more items follow this page" })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page; null when the page is empty" })
  endCursor: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `How many items to return (1 to ${MAX_PAGE_SIZE})` })
  @Min(1, { message: `first must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `first must be between 1 and ${MAX_PAGE_SIZE}` })
  first: number = DEFAULT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: "The `endCursor` of the previous page; omit for the first page" })
  after?: string | null;
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
    @Field({ description: "Opaque position of this item; pass as `after` to continue after it" })
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

    @Field(() => PageInfo, { description: "Whether and where the next page starts" })
    pageInfo: PageInfo;

    @Field(() => Int, { nullable: true, description: "How many items there are in all, when known" })
    totalCount?: number | null;
  }

  connectionTypes.set(itemType, ConnectionType);
  return ConnectionType as ClassType<Page<T>>;
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
export function pageSize(first: number | null | undefined, fallback: number = DEFAULT_PAGE_SIZE): number {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`);
  return first;
}

/** Builds a page from rows fetched with `first + 1` as the limit. */
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

/** Orders the query by the keys, continues after the cursor, and fetches one row more than the page to see if more follow. */
export async function keysetPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: readonly KeysetKey<T>[],
  args: { first?: number | null; after?: string | null },
  options: {
    count?: boolean;
    /** Read only these columns (core/projection.ts `projectionOf`; the keys' columns are added). */
    only?: LeanProperties;
  } = {},
): Promise<Page<T>> {
  const first = pageSize(args.first);
  // The total is read in the page's own statement (a scalar subquery over the builder before the cursor's
  // condition); inside a transaction, or when the page is empty, it is counted on its own.
  const total = options.count ? countSubquery(qb) : null;
  const base = options.count ? qb.clone() : undefined;
  keys.forEach((k, i) => (i === 0 ? qb.orderBy(k.sql, k.direction) : qb.addOrderBy(k.sql, k.direction)));
  if (args.after) {
    const values = decodeCursor(
      args.after,
      keys.map((k) => k.kind),
    );
    // A time travels as the ISO string `of` made; anything else would reach PostgreSQL's cast and fail there.
    keys.forEach((k, i) => {
      if (k.cast?.startsWith("timestamp") && !isIsoTime(values[i])) throw badInput("Invalid cursor");
    });
    // (k1 > v1) OR (k1 = v1 AND k2 > v2) OR ... — works for any mix of directions.
    const params: Record<string, CursorValue> = {};
    const value = (k: KeysetKey<T>, i: number) => {
      const p = `:kc${i}${k.cast ? `::${k.cast}` : ""}`;
      return k.param ? k.param(p) : p;
    };
    const ors = keys.map((k, i) => {
      const ands = keys.slice(0, i).map((p, j) => `${p.sql} = ${value(p, j)}`);
      ands.push(`${k.sql} ${k.direction === "ASC" ? ">" : "<"} ${value(k, i)}`);
      return `(${ands.join(" AND ")})`;
    });
    values.forEach((v, i) => (params[`kc${i}`] = v));
    qb.andWhere(`(${ors.join(" OR ")})`, params);
  }
  const only = withOrderColumns(
    qb,
    keys.map((k) => k.sql),
    options.only,
  );
  if (!options.count) return pageFromRows(await leanMany(qb.take(first + 1), only), first, (row) => keys.map((k) => k.of(row)));
  if (!total) {
    const [rows, totalCount] = await Promise.all([leanMany(qb.take(first + 1), only), leanCount(base!)]);
    return pageFromRows(rows, first, (row) => keys.map((k) => k.of(row)), totalCount);
  }
  const [rows, carried] = await leanManyWithTotal(qb.take(first + 1), total, only);
  const totalCount = carried ?? (await leanCount(base!));
  return pageFromRows(rows, first, (row) => keys.map((k) => k.of(row)), totalCount);
}
