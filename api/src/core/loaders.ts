/**
 * Per-request DataLoaders without a central list: a module declares a loader next to its entity with
 * `defineLoader`, and `ctx.loaders.get(thatLoader)` hands out one instance per request (created on first use).
 * The helpers below build the common shapes; every list field resolves with a bounded number of statements.
 */
import DataLoader from "dataloader";
import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { hydrateLean, leanColumns, leanFind, type LeanProperties } from "./lean";
import { readRows } from "./sql";

export type LoaderFactory<K, V> = (db: DataSource) => DataLoader<K, V>;

/** Declares a per-request loader; the factory runs once per request that uses it. */
export const defineLoader = <K, V>(factory: LoaderFactory<K, V>): LoaderFactory<K, V> => factory;

/** The request's loaders. */
export class Loaders {
  private readonly instances = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(readonly db: DataSource) {}

  get<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.instances.get(factory as LoaderFactory<unknown, unknown>);
    if (!loader) {
      loader = factory(this.db) as DataLoader<unknown, unknown>;
      this.instances.set(factory as LoaderFactory<unknown, unknown>, loader);
    }
    return loader as DataLoader<K, V>;
  }

  /** After a mutation the request's loaders may hold stale rows: forget them all. */
  clearAll(): void {
    for (const loader of this.instances.values()) loader.clearAll();
  }
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
