/**
 * Per-request DataLoaders without a central list: a module declares a loader next to its entity with
 * `defineLoader`, and `ctx.loaders.get(thatLoader)` hands out one instance per request (created on first use).
 * The helpers below build the common shapes; every list field resolves with a bounded number of statements.
 */
import DataLoader from "dataloader";
import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { hydrateLean, leanColumns, leanFind, type LeanProperties } from "./lean";
import { readRows } from "./sql";

/**
 * Builds a request's loader; `loaders` is the request's, for a loader that hands rows it read to others
 * (`leanFindWithRefs`). `only`: the columns to read (core/projection.ts), for a loader that reads with a projection;
 * each projection asked for is a loader of its own.
 */
export type LoaderFactory<K, V> = (db: DataSource, loaders: Loaders, only?: LeanProperties) => DataLoader<K, V>;

/** Declares a per-request loader; the factory runs once per request that uses it. */
export const defineLoader = <K, V>(factory: LoaderFactory<K, V>): LoaderFactory<K, V> => factory;

/** The request's loaders. */
export class Loaders {
  /** By factory, then by projection ("" = every column). */
  private readonly instances = new Map<LoaderFactory<unknown, unknown>, Map<string, DataLoader<unknown, unknown>>>();
  /** Rows handed to loaders by `leanFindWithRefs`, readable without a promise (`peek`). */
  private readonly primed = new Map<LoaderFactory<unknown, unknown>, Map<unknown, unknown>>();

  constructor(readonly db: DataSource) {}

  /** Hands `value` to the request's `factory` loader for `key` (kept when it already holds one) and to `peek`. */
  prime<K, V>(factory: LoaderFactory<K, V | null>, key: K, value: V): void {
    let known = this.primed.get(factory as LoaderFactory<unknown, unknown>);
    if (!known) this.primed.set(factory as LoaderFactory<unknown, unknown>, (known = new Map()));
    if (known.has(key)) return;
    known.set(key, value);
    this.get(factory).prime(key, value);
  }

  /**
   * The row primed for `key` in this request (undefined when none): a resolver returns it as it is — no promise, so
   * the executor completes the field at once, which counts on lists of hundreds of mapsets.
   */
  peek<K, V>(factory: LoaderFactory<K, V | null>, key: K): V | undefined {
    return this.primed.get(factory as LoaderFactory<unknown, unknown>)?.get(key) as V | undefined;
  }

  /** The request's `factory` loader; with `only`, the one that reads those columns (a factory that takes a projection). */
  get<K, V>(factory: LoaderFactory<K, V>, only?: LeanProperties): DataLoader<K, V> {
    let byProjection = this.instances.get(factory as LoaderFactory<unknown, unknown>);
    if (!byProjection) this.instances.set(factory as LoaderFactory<unknown, unknown>, (byProjection = new Map()));
    const key = only ? only.join(",") : "";
    let loader = byProjection.get(key);
    if (!loader) {
      loader = factory(this.db, this, only) as DataLoader<unknown, unknown>;
      byProjection.set(key, loader);
    }
    return loader as DataLoader<K, V>;
  }

  /** Forgets `key` in every projection of the `factory` loader (after a change to its rows). */
  clear<K, V>(factory: LoaderFactory<K, V>, key: K): void {
    for (const loader of this.instances.get(factory as LoaderFactory<unknown, unknown>)?.values() ?? []) loader.clear(key);
    this.primed.get(factory as LoaderFactory<unknown, unknown>)?.delete(key);
  }

  /** After a mutation the request's loaders may hold stale rows: forget them all. */
  clearAll(): void {
    for (const byProjection of this.instances.values()) for (const loader of byProjection.values()) loader.clearAll();
    this.primed.clear();
  }

  /** `value`, the answer of a mutation, once every loaded row is forgotten: its fields read what the change left. */
  after<T>(value: T): T {
    this.clearAll();
    return value;
  }
}

/**
 * A many-to-one reference read with the rows that hold it (`leanFindWithRefs`): the row of `entity` whose id is in the
 * column `foreignKey`, handed to the request's `loader` (a plain by-id loader of those `only` properties) so that
 * the field resolving the reference finds it there instead of sending a statement of its own.
 */
export interface JoinedRef {
  foreignKey: string;
  entity: EntityTarget<ObjectLiteral & { id: number }>;
  loader: LoaderFactory<number, ObjectLiteral | null>;
  only?: LeanProperties;
}

/**
 * `leanFind` and, in the same statement (LEFT JOINs on their ids), the rows those rows reference, primed into their
 * loaders (docs/architecture.md "Reads"). One statement instead of one per reference, for a list whose fields
 * print each row's song or host. A loader that already holds an id keeps what it holds (DataLoader.prime).
 */
export async function leanFindWithRefs<T extends ObjectLiteral>(
  loaders: Loaders,
  entity: EntityTarget<T>,
  where: string,
  params: unknown[],
  orderBy: string,
  refs: readonly JoinedRef[],
  only?: LeanProperties,
): Promise<T[]> {
  const db = loaders.db;
  const table = db.getMetadata(entity).tableName;
  const select = [
    leanColumns(db, entity as EntityTarget<ObjectLiteral>, "e", only),
    ...refs.map((r, i) => `"r${i}"."id" AS "r${i}_id", ${leanColumns(db, r.entity, `r${i}`, r.only, `r${i}_`)}`),
  ].join(", ");
  const joins = refs
    .map((r, i) => `LEFT JOIN "${db.getMetadata(r.entity).tableName}" "r${i}" ON "r${i}"."id" = "e"."${r.foreignKey}"`)
    .join(" ");
  const rows = await readRows(db, `SELECT ${select} FROM "${table}" "e" ${joins} WHERE ${where} ORDER BY ${orderBy}`, params);
  refs.forEach((r, i) => {
    const seen = new Set<unknown>();
    const found = rows.filter((row) => {
      const id = row[`r${i}_id`];
      if (id == null || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    for (const ref of hydrateLean(db, r.entity, found, r.only, `r${i}_`)) loaders.prime(r.loader, ref.id, ref);
  });
  return hydrateLean(db, entity, rows, only);
}

/** Batches "load by id" into one `WHERE id IN (...)` per tick. */
export function byId<T extends ObjectLiteral & { id: number }>(db: DataSource, entity: EntityTarget<T>, only?: LeanProperties) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await leanFind(db, entity, `"e"."id" = ANY($1)`, [[...ids]], undefined, only);
    const map = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** Batches "children by parent id" into one query per tick. */
export function manyBy<T extends ObjectLiteral>(load: (ids: number[]) => Promise<T[]>, key: (row: T) => number) {
  return new DataLoader<number, T[]>(async (ids) => {
    const rows = await load([...ids]);
    const groups = new Map<number, T[]>();
    for (const r of rows) {
      const k = key(r);
      const list = groups.get(k);
      if (list) list.push(r);
      else groups.set(k, [r]);
    }
    return ids.map((id) => groups.get(id) ?? []);
  });
}

/**
 * Batches a many-to-many join table look-up: parent id -> related rows (in join-table order), in one statement (the
 * link rows joined to the related table).
 */
export function viaJoinTable<T extends ObjectLiteral & { id: number }>(
  db: DataSource,
  entity: EntityTarget<T>,
  table: string,
  parentCol: string,
  childCol: string,
  only?: LeanProperties,
) {
  return new DataLoader<number, T[]>(async (ids) => {
    const target = db.getMetadata(entity).tableName;
    const rows: Record<string, unknown>[] = await readRows(
      db,
      `SELECT l."${parentCol}" AS "__parent", ${leanColumns(db, entity, "e", only)}
         FROM "${table}" l JOIN "${target}" e ON e.id = l."${childCol}"
        WHERE l."${parentCol}" = ANY($1) ORDER BY l.ctid`,
      [[...ids]],
    );
    const related = hydrateLean(db, entity, rows, only);
    const byParent = new Map<number, T[]>();
    rows.forEach((r, i) => {
      const parent = Number(r.__parent);
      const list = byParent.get(parent);
      if (list) list.push(related[i]);
      else byParent.set(parent, [related[i]]);
    });
    return ids.map((id) => byParent.get(id) ?? []);
  });
}
