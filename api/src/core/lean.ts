/**
 * Lean reads (docs/architecture.md "Reads"): rows of one table straight into entity instances, for the loaders and
 * lists every page reads. TypeORM's query builder hydrates through a general-purpose transformer that rebuilds
 * column aliases for every row and column (joins, relation ids, embedded entities); measured on the large guild
 * (`npm run bench -- graphql`) it was the largest single cost of a list request. Here the select list and the
 * per-column conversions are computed once per entity from TypeORM's own metadata, and each value still goes through
 * the driver's own conversion (`prepareHydratedValue`: enum arrays, column transformers, simple-json …), so an
 * instance is the same as `repository.find` would give.
 */
import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { ColumnMetadata } from "typeorm/metadata/ColumnMetadata.js";
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { readRows } from "./sql";

interface Shape {
  /** `"e"."song_id" AS "c0", …` for the alias `e`. */
  columnsFor(alias: string): string;
  hydrate(row: Record<string, unknown>): ObjectLiteral;
}

/**
 * Column types, and the values of each, that TypeORM's PostgreSQL driver hands back exactly as `pg` parsed them
 * (`PostgresDriver.prepareHydratedValue` leaves them as they are: no branch for the type, or a branch that returns such
 * a value unchanged — `parseInt` of a safe integer, `? true : false` of a boolean, a Date that is already one).
 * Any other value, and every other type (enums, simple-json, dates as text …), stays on TypeORM's path;
 * `lean.api.test.ts` compares every row of the demo guild with the repository's.
 */
const ANY = "true";
const IS_DATE = "v instanceof Date";
/** Per type, the test (JavaScript on the value `v`) that it came back from the driver in its final form. */
const DIRECT = new Map<unknown, string>([
  [String, ANY],
  ["varchar", ANY],
  ["character varying", ANY],
  ["text", ANY],
  ["int", ANY],
  ["integer", ANY],
  ["smallint", ANY],
  ["bigint", ANY],
  ["float", ANY],
  ["double precision", ANY],
  ["real", ANY],
  ["boolean", ANY],
  ["jsonb", ANY],
  ["json", ANY],
  ["uuid", ANY],
  [Number, "Number.isSafeInteger(v)"],
  [Boolean, 'typeof v === "boolean"'],
  ["timestamptz", IS_DATE],
  ["timestamp with time zone", IS_DATE],
  [Date, IS_DATE],
]);

type Hydrator = (
  row: Record<string, unknown>,
  entity: ObjectLiteral,
  converted: (entity: ObjectLiteral, column: number, raw: unknown) => void,
) => ObjectLiteral;

/**
 * The hydrator of one shape as a function of its own: one statement per column, reading the row's key and writing
 * the property by name. A loop over the columns writes a different property name at the same place in the code each
 * time, which V8 can only do through its slowest (megamorphic) property stores: it was 5% of a members page's CPU. The
 * source is built from the entity's metadata only — column keys made here, property names from the entity's
 * decorators, each written as a JSON string literal — never from a row or a request. A column whose value is not in its
 * final form goes through `converted` (TypeORM's conversion), as before.
 */
function compileHydrator(keys: readonly string[], props: readonly string[], direct: readonly (string | undefined)[]): Hydrator {
  const lines = keys.map((key, i) => {
    const read = `v = row[${JSON.stringify(key)}];`;
    const test = direct[i];
    if (test === undefined) return `${read} converted(entity, ${i}, v);`;
    const write = `entity[${JSON.stringify(props[i])}] = v;`;
    return test === ANY ? `${read} ${write}` : `${read} if (v === null || ${test}) ${write} else converted(entity, ${i}, v);`;
  });
  // Generated from entity metadata only (see above).
  return new Function("row", "entity", "converted", `"use strict"; let v;\n${lines.join("\n")}\nreturn entity;`) as Hydrator;
}

/** Shapes by entity, then by the properties read ("" = every column). */
const shapes = new WeakMap<EntityMetadata, Map<string, Shape>>();

/**
 * Which properties a read fills: every stored column of the table (as the repository selects them), or only the
 * named ones. A partial instance must only reach code that reads those properties (see `selectsOnly`).
 */
export type LeanProperties = readonly string[] | undefined;

/**
 * `prefix` names the result columns (`c0`, `c1` … by default): two entities read in one statement (a row and the rows it
 * references, `core/loaders.ts` `leanFindWithRefs`) each take their own.
 */
function shapeOf(db: DataSource, entity: EntityTarget<ObjectLiteral>, only?: LeanProperties, prefix = "c"): Shape {
  const meta = db.getMetadata(entity);
  let byProperties = shapes.get(meta);
  if (!byProperties) shapes.set(meta, (byProperties = new Map()));
  const key = `${prefix}:${only ? only.join(",") : ""}`;
  let shape = byProperties.get(key);
  if (shape) return shape;
  const columns: ColumnMetadata[] = meta.columns.filter(
    (c) => !c.isVirtual && c.isSelect && (!only || only.includes(c.propertyName)),
  );
  if (only && columns.length !== only.length)
    throw new Error(`lean read of ${meta.tableName}: not all of ${only.join(",")} are columns`);
  const driver = db.driver;
  const names = columns.map((c) => `"${c.databaseName}"`);
  const keys = columns.map((_, i) => `${prefix}${i}`);
  // Per column, once: a plain property whose values the driver's conversion leaves as they are is assigned directly;
  // any other column (embedded, transformed, or of a type the driver converts) goes through TypeORM as before.
  const direct = columns.map((c) => (c.embeddedMetadata || c.transformer ? undefined : DIRECT.get(c.type)));
  const props = columns.map((c) => c.propertyName);
  const partial = only ? partialPrototype(meta, props) : null;
  const fill = compileHydrator(keys, props, direct);
  const converted = (entity: ObjectLiteral, i: number, raw: unknown) =>
    columns[i].setEntityValue(entity, driver.prepareHydratedValue(raw, columns[i]));
  shape = {
    columnsFor: (alias) => names.map((n, i) => `"${alias}".${n} AS "${keys[i]}"`).join(", "),
    hydrate(row) {
      const entity = (partial ? Object.create(partial) : meta.create(undefined, { fromDeserializer: true })) as ObjectLiteral;
      return fill(row, entity, converted);
    },
  };
  byProperties.set(key, shape);
  return shape;
}

/**
 * The prototype of an entity read with some of its columns (core/projection.ts): the entity's own prototype (its
 * methods and getters) with, for every column left out, an accessor that throws when read — code that reads a column
 * the read did not select fails loudly instead of seeing undefined. Writing one stores it on the instance. As
 * `meta.create` does for rows (`fromDeserializer`), no constructor runs.
 */
function partialPrototype(meta: EntityMetadata, selected: readonly string[]): object | null {
  if (typeof meta.target !== "function" || meta.lazyRelations.length || meta.dataSource.options.typename) return null;
  const proto = Object.create(meta.target.prototype as object) as object;
  for (const c of meta.columns) {
    const prop = c.propertyName;
    if (c.embeddedMetadata || selected.includes(prop)) continue;
    Object.defineProperty(proto, prop, {
      get() {
        throw new Error(`${meta.name}.${prop} was not read: declare it for the field that needs it (core/projection.ts)`);
      },
      set(value: unknown) {
        Object.defineProperty(this, prop, { value, writable: true, enumerable: true, configurable: true });
      },
      configurable: true,
    });
  }
  return proto;
}

/** The `SELECT` list of an entity's columns for a table alias (for a hand-written statement hydrated by `hydrateLean`). */
export function leanColumns(
  db: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
  only?: LeanProperties,
  prefix?: string,
): string {
  return shapeOf(db, entity, only, prefix).columnsFor(alias);
}

/** Rows selected with `leanColumns` as entity instances. */
export function hydrateLean<T extends ObjectLiteral>(
  db: DataSource,
  entity: EntityTarget<T>,
  rows: Record<string, unknown>[],
  only?: LeanProperties,
  prefix?: string,
): T[] {
  const shape = shapeOf(db, entity as EntityTarget<ObjectLiteral>, only, prefix);
  return rows.map((r) => shape.hydrate(r) as T);
}

/**
 * `SELECT <every column> FROM <table> e WHERE <where> ORDER BY <orderBy>` as entity instances. `where` and `orderBy`
 * are SQL on the alias `e` with `$n` parameters; callers pass constants and parameters only, never user text.
 */
export async function leanFind<T extends ObjectLiteral>(
  db: DataSource,
  entity: EntityTarget<T>,
  where: string,
  params: unknown[],
  orderBy?: string,
  only?: LeanProperties,
): Promise<T[]> {
  const meta = db.getMetadata(entity);
  const sql =
    `SELECT ${leanColumns(db, entity as EntityTarget<ObjectLiteral>, "e", only)} FROM "${meta.tableName}" "e" WHERE ${where}` +
    (orderBy ? ` ORDER BY ${orderBy}` : "");
  return hydrateLean(db, entity, await readRows(db, sql, params), only);
}

/**
 * Does the field being resolved ask only for `fields` of its (object or list of objects) result? Walks the field's
 * selection sets through fragment spreads and inline fragments; a directive (@include/@skip) counts its field as asked.
 * Lets a resolver read a reference with a few columns (`LeanProperties`) when that is all the query prints.
 */
export function selectsOnly(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  // The same field of every item of a list shares its field nodes (and they belong to one document): asked once.
  let byFields = selectsAnswers.get(info.fieldNodes);
  if (!byFields) selectsAnswers.set(info.fieldNodes, (byFields = new Map()));
  let answer = byFields.get(fields);
  if (answer === undefined) byFields.set(fields, (answer = selectionWithin(info, fields)));
  return answer;
}

const selectsAnswers = new WeakMap<readonly FieldNode[], Map<ReadonlySet<string>, boolean>>();

function selectionWithin(info: GraphQLResolveInfo, fields: ReadonlySet<string>): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean => {
    if (!set) return true;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (!fields.has(sel.name.value)) return false;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (!visit(sel.selectionSet, seen)) return false;
      } else {
        const name = sel.name.value;
        if (seen.has(name)) continue;
        seen.add(name);
        const fragment = info.fragments[name];
        if (!fragment || !visit(fragment.selectionSet, seen)) return false;
      }
    }
    return true;
  };
  return info.fieldNodes.every((node) => visit(node.selectionSet, new Set()));
}

/**
 * A query builder's rows read the lean way: the same statement with the entity's columns as the select list. For the
 * lists every page reads (connections, the users, quests and missions lists). A builder that selects joined relations
 * or a custom select list is read by `getMany` as before.
 */
export async function leanMany<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, only?: LeanProperties): Promise<T[]> {
  const lean = leanSelect(qb, only);
  if (!lean) return qb.getMany();
  return hydrateLean(qb.connection, lean.entity, await rawRows(lean.builder), lean.only);
}

/**
 * A builder's raw rows: outside a transaction (no query runner of its own) and without a lock, through `readRows`
 * (a prepared statement, core/sql.ts); otherwise on the builder's own runner, inside its transaction.
 */
function rawRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<Record<string, unknown>[]> {
  if ((qb as unknown as { queryRunner?: unknown }).queryRunner || qb.expressionMap.lockMode) return qb.getRawMany();
  const [sql, params] = qb.getQueryAndParameters();
  return readRows(qb.connection, sql, params);
}

/**
 * The builder with its entity's lean columns as the select list, or null when it is not a plain read of its main
 * entity (a selected join, a custom select list or a grouping), which `getMany` must read.
 */
function leanSelect<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  only?: LeanProperties,
): { builder: SelectQueryBuilder<T>; entity: EntityTarget<T>; only: LeanProperties } | null {
  const map = qb.expressionMap;
  const main = map.mainAlias;
  if (!main?.hasMetadata) return null;
  if (map.joinAttributes.some((j) => j.isSelected) || map.groupBys.length) return null;
  if (!map.selects.every((s) => s.selection === main.name)) return null;
  const entity = main.metadata.target as EntityTarget<T>;
  const builder = qb.clone().select(leanColumns(qb.connection, entity as EntityTarget<ObjectLiteral>, main.name, only));
  return { builder, entity, only };
}

/**
 * `only` with the columns the builder's order reads (a keyset page's `of` reads its keys from the rows): every
 * column of the main entity whose name appears in one of the order's expressions. Undefined (every column) stays so.
 */
export function withOrderColumns<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  expressions: readonly string[],
  only: LeanProperties,
): LeanProperties {
  const meta = qb.expressionMap.mainAlias?.hasMetadata ? qb.expressionMap.mainAlias.metadata : undefined;
  if (!only || !meta) return undefined;
  let byExpressions = orderColumns.get(meta);
  if (!byExpressions) orderColumns.set(meta, (byExpressions = new Map()));
  const key = expressions.join("\n");
  let read = byExpressions.get(key);
  if (!read) {
    read = meta.columns
      .filter((c) => {
        const name = new RegExp(`(^|[^A-Za-z0-9_])"?${c.databaseName}"?($|[^A-Za-z0-9_])`);
        return expressions.some((e) => name.test(e));
      })
      .map((c) => c.propertyName);
    byExpressions.set(key, read);
  }
  return [...new Set([...only, ...read])].sort();
}

/** The columns each order (its expressions, joined) reads, by entity: computed once. */
const orderColumns = new WeakMap<EntityMetadata, Map<string, string[]>>();

/**
 * `qb.getCount()` — TypeORM's own count statement (`COUNT(DISTINCT <primary key>)` over the builder without its order,
 * grouping, offset and limit) — read through `readRows` (a prepared statement) outside a transaction.
 */
export async function leanCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  if (onTransaction(qb)) return qb.getCount();
  const [sql, params] = counterOf(qb).getQueryAndParameters();
  const rows = await readRows(qb.connection, sql, params);
  return rows[0]?.cnt ? parseInt(String(rows[0].cnt), 10) : 0;
}

const onTransaction = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) =>
  !!(qb as unknown as { queryRunner?: unknown }).queryRunner || !!qb.expressionMap.lockMode;

/**
 * The count statement of the builder, as a builder: TypeORM's (what `getCount` sends) without the order, grouping,
 * offset and limit. Over one table with no join, `count(*)` counts what `COUNT(DISTINCT <primary key>)` would (a
 * primary key is unique and never null) without sorting every id to drop duplicates there cannot be, so PostgreSQL
 * counts from the smallest index that serves the filters (an index-only scan).
 */
function counterOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  const single = qb.expressionMap.joinAttributes.length === 0 && !qb.expressionMap.selectDistinct;
  const countSql = single ? "count(*)" : (qb as unknown as { computeCountExpression(): string }).computeCountExpression();
  return qb
    .clone()
    .orderBy()
    .groupBy()
    .offset(undefined)
    .limit(undefined)
    .skip(undefined)
    .take(undefined)
    .select(countSql, "cnt")
    .setOption("disable-global-order");
}

/**
 * `leanCount`'s statement as a scalar subquery, to be read in a page's own statement (`leanManyWithTotal`): PostgreSQL
 * runs an uncorrelated subquery once, so the page and its total cost one round trip. TypeORM's named parameters stay
 * in it; the page's builder (a clone of `qb`, with the same parameters) binds them. Null inside a transaction.
 */
export function countSubquery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): string | null {
  return onTransaction(qb) ? null : `(${counterOf(qb).getQuery()})`;
}

/**
 * `leanMany` with `total` (a `countSubquery`) read in the same statement: the rows and the total, or null for the
 * total when there is no row to carry it (past the last row; the caller counts on its own then).
 */
export async function leanManyWithTotal<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  total: string,
  only?: LeanProperties,
): Promise<[T[], number | null]> {
  const lean = leanSelect(qb, only);
  if (!lean) return [await qb.getMany(), null];
  const rows = await rawRows(lean.builder.addSelect(total, "__total"));
  return [hydrateLean(qb.connection, lean.entity, rows, lean.only), rows.length ? Number(rows[0].__total) : null];
}

/**
 * `leanMany` and the number of rows the builder matches without its offset and limit. The page stays a top-N read
 * (an index walk that stops after offset + limit rows) and the total is `leanCount`'s statement in the same round trip
 * (a scalar subquery, run once). A window count (`count(*) OVER ()`) over the page's rows would make PostgreSQL read
 * and sort every matching row before the limit: on the large guild it was 9.6 ms of backend CPU a members page.
 * Past the last row there is no row to carry the count: then it is counted on its own.
 */
export async function leanManyAndCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<[T[], number]> {
  const total = countSubquery(qb);
  if (!total) return qb.getManyAndCount();
  const [rows, carried] = await leanManyWithTotal(qb, total);
  return [rows, carried ?? (await leanCount(qb))];
}
