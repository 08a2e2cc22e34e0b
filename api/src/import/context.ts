/**
 * What every step of the import shares (README.md "How it works"): the documents read from the dump, the ObjectId → row
 * map (earlier runs' and this run's), the report, and the sink that writes rows in batches inside the import's one
 * transaction. The value helpers fit the original's loosely typed fields to our columns and list every change they make.
 */
import type { EntityManager } from "typeorm";
import type { Plain, SourceDoc } from "./dump-reader";
import type { Collection } from "./collections";
import { COLLECTION_TABLE, MAPPED_FIELDS, UNMAPPED_FIELDS } from "./collections";
import type { ReportBuilder, ReportItem } from "./report";
import type { PointsExceptions } from "./exceptions";

export interface LoadedCollection {
  docs: SourceDoc[];
  byId: Map<string, SourceDoc>;
  hashes: Map<string, string>;
}

export class Source {
  constructor(
    readonly format: string,
    readonly dir: string,
    readonly collections: Map<string, LoadedCollection>,
  ) {}

  docs(collection: Collection): SourceDoc[] {
    return this.collections.get(collection)?.docs ?? [];
  }

  get(collection: Collection, oid: string | null | undefined): SourceDoc | undefined {
    return oid ? this.collections.get(collection)?.byId.get(oid) : undefined;
  }

  hash(collection: Collection, oid: string): string | undefined {
    return this.collections.get(collection)?.hashes.get(oid);
  }

  count(): number {
    let n = 0;
    for (const c of this.collections.values()) n += c.docs.length;
    return n;
  }
}

export interface LegacyRow {
  collection: string;
  object_id: string;
  table_name: string;
  row_id: number | null;
  source_hash: string | null;
  extra: Record<string, Plain> | null;
}

/** ObjectId → our row id: what earlier runs mapped (left alone) and what this run adds. */
export class LegacyMap {
  readonly added: LegacyRow[] = [];
  private readonly ids = new Map<string, Map<string, number | null>>();

  constructor(private readonly existing: Map<string, Map<string, { rowId: number | null; hash: string | null }>>) {
    for (const [collection, map] of existing) {
      const ids = new Map<string, number | null>();
      for (const [oid, v] of map) ids.set(oid, v.rowId);
      this.ids.set(collection, ids);
    }
  }

  /** The earlier run's mapping of this document, if any. */
  before(collection: string, oid: string): { rowId: number | null; hash: string | null } | undefined {
    return this.existing.get(collection)?.get(oid);
  }

  id(collection: string, oid: string | null | undefined): number | undefined {
    if (!oid) return undefined;
    const v = this.ids.get(collection)?.get(oid);
    return v ?? undefined;
  }

  has(collection: string, oid: string): boolean {
    return this.ids.get(collection)?.has(oid) ?? false;
  }

  add(row: LegacyRow): void {
    this.added.push(row);
    let ids = this.ids.get(row.collection);
    if (!ids) this.ids.set(row.collection, (ids = new Map()));
    ids.set(row.object_id, row.row_id);
  }

  /** Every mapped id of a collection (earlier and this run). */
  all(collection: string): Map<string, number | null> {
    return this.ids.get(collection) ?? new Map();
  }
}

type Row = Record<string, unknown>;

/**
 * Buffered multi-row inserts: `INSERT … SELECT … FROM json_populate_recordset(…)`, one parameter per batch whatever
 * the number of rows. Tables are flushed in the order they were first written to, so a parent always lands before its
 * children (foreign keys are checked per statement). Ids of new rows are drawn from the table's own sequence up front.
 */
export class Sink {
  private readonly buffers = new Map<string, { columns: string[]; rows: Row[] }>();
  readonly written = new Map<string, number>();
  statements = 0;

  constructor(
    private readonly m: EntityManager,
    private readonly batchSize = 2000,
  ) {}

  async alloc(table: string, n: number): Promise<number[]> {
    if (n <= 0) return [];
    const rows: { id: string }[] = await this.m.query(
      `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`,
      [table, n],
    );
    this.statements++;
    return rows.map((r) => Number(r.id));
  }

  push(table: string, row: Row): void {
    let b = this.buffers.get(table);
    if (!b) this.buffers.set(table, (b = { columns: Object.keys(row), rows: [] }));
    b.rows.push(row);
  }

  async flush(): Promise<void> {
    for (const [table, b] of this.buffers) {
      for (let i = 0; i < b.rows.length; i += this.batchSize) {
        const batch = b.rows.slice(i, i + this.batchSize);
        const cols = b.columns.map((c) => `"${c}"`).join(", ");
        await this.m.query(
          `INSERT INTO "${table}" (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
          [JSON.stringify(batch, jsonValue)],
        );
        this.statements++;
      }
      this.written.set(table, (this.written.get(table) ?? 0) + b.rows.length);
    }
    this.buffers.clear();
  }
}

function jsonValue(this: unknown, _key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isFinite(value) ? null : value;
}

export interface ImportContext {
  m: EntityManager;
  source: Source;
  legacy: LegacyMap;
  report: ReportBuilder;
  sink: Sink;
  exceptions: PointsExceptions;
  now: Date;
}

// ---------------------------------------------------------------------------------------------------------------------
// Per-document helpers

/** One document being imported: its values fitted to our columns, every change listed under its ObjectId. */
export class Doc {
  constructor(
    readonly ctx: ImportContext,
    readonly collection: Collection,
    readonly raw: SourceDoc,
  ) {}

  get oid(): string {
    return this.raw._id;
  }

  note(action: ReportItem["action"], field: string | undefined, reason: string, detail?: string): void {
    this.ctx.report.item({ collection: this.collection, objectId: this.oid, action, field, reason, detail });
  }

  skip(reason: string, detail?: string): void {
    this.note("skipped", undefined, reason, detail);
  }

  str(field: string): string | null {
    const v = this.raw[field];
    if (v === null || v === undefined) return null;
    if (typeof v === "string") return v;
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    if (v instanceof Date) return v.toISOString();
    return JSON.stringify(v);
  }

  /** Text fitted to `max` characters (cut and listed when longer). */
  text(field: string, max: number | null, fallback: string): string;
  text(field: string, max: number | null, fallback: null): string | null;
  text(field: string, max: number | null, fallback: string | null): string | null {
    const v = this.str(field);
    if (v === null) return fallback;
    const clean = v.split("\u0000").join("");
    if (max !== null && clean.length > max) {
      this.note("truncated", field, `longer than our limit of ${max} characters`, `${clean.length} characters`);
      return clean.slice(0, max);
    }
    return clean;
  }

  /** A URL (≤ 500 characters; a longer one is left out rather than cut into a broken link). */
  url(field: string): string | null {
    const v = this.str(field);
    if (v === null || v.trim() === "") return null;
    if (v.length > 500) {
      this.note(
        "nulled",
        field,
        "URL longer than our limit of 500 characters (a cut URL would be broken)",
        `${v.length} characters`,
      );
      return null;
    }
    if (/^(https?:\/\/)?(www\.)?mappersguild\.com/i.test(v.trim())) {
      this.ctx.report.ownHostLinks.push({ collection: this.collection, objectId: this.oid, field, url: v });
    }
    return v;
  }

  bool(field: string): boolean {
    return this.raw[field] === true;
  }

  num(field: string): number | null {
    const v = this.raw[field];
    if (typeof v === "number" && Number.isFinite(v)) return v;
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
    return null;
  }

  /** A whole number within [min, max] (rounded and clamped, each change listed); null when absent. */
  int(field: string, min = -2147483648, max = 2147483647): number | null {
    const v = this.num(field);
    if (v === null) return null;
    let n = Math.round(v);
    if (n !== v) this.note("remapped", field, "a fraction where ours keeps whole numbers: rounded", `${v} → ${n}`);
    if (n < min || n > max) {
      const c = Math.min(max, Math.max(min, n));
      this.note("remapped", field, `outside our range ${min}…${max}: clamped`, `${n} → ${c}`);
      n = c;
    }
    return n;
  }

  date(field: string): Date | null {
    const v = this.raw[field];
    if (v instanceof Date) return v;
    if (typeof v === "string" || typeof v === "number") {
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? null : d;
    }
    return null;
  }

  /** createdAt from the document; its ObjectId's time when the document predates `timestamps: true`. */
  createdAt(): Date {
    return this.date("createdAt") ?? objectIdDate(this.oid);
  }

  updatedAt(): Date {
    return this.date("updatedAt") ?? this.createdAt();
  }

  strings(field: string): string[] {
    const v = this.raw[field];
    if (!Array.isArray(v)) return [];
    return v.filter((x): x is string => typeof x === "string");
  }

  /** Values of an enum: unknown ones left out and listed; duplicates removed. */
  enumList<T extends string>(field: string, allowed: readonly T[]): T[] {
    const out: T[] = [];
    const v = this.raw[field];
    if (!Array.isArray(v)) return out;
    for (const x of v) {
      if (typeof x === "string" && (allowed as readonly string[]).includes(x)) {
        if (!out.includes(x as T)) out.push(x as T);
      } else {
        this.note("element-skipped", field, `not one of our values (${allowed.join(", ")})`, JSON.stringify(x));
      }
    }
    return out;
  }

  /** The row of a single reference; undefined (and why) when the target is missing or was not imported. */
  ref(field: string, target: Collection): { id?: number; oid?: string; problem?: string } {
    const oid = this.raw[field];
    if (oid === null || oid === undefined || oid === "") return {};
    if (typeof oid !== "string") return { problem: "not an ObjectId", oid: JSON.stringify(oid) };
    const id = this.ctx.legacy.id(target, oid);
    if (id !== undefined) return { id, oid };
    return {
      oid,
      problem: this.ctx.source.get(target, oid) ? `its ${target} document was not imported` : `no such ${target} document`,
    };
  }

  /** An optional reference: a missing target leaves the field empty (listed). */
  optionalRef(field: string, target: Collection): number | null {
    const r = this.ref(field, target);
    if (r.problem) this.note("nulled", field, `dangling reference (${r.problem})`, r.oid);
    return r.id ?? null;
  }

  /** The rows of an array of references: dangling and repeated entries are left out (listed). */
  refs(field: string, target: Collection): number[] {
    const v = this.raw[field];
    if (!Array.isArray(v)) return [];
    const out: number[] = [];
    for (const oid of v) {
      if (typeof oid !== "string") {
        this.note("element-skipped", field, "not an ObjectId", JSON.stringify(oid));
        continue;
      }
      const id = this.ctx.legacy.id(target, oid);
      if (id === undefined) {
        const why = this.ctx.source.get(target, oid) ? `its ${target} document was not imported` : `no such ${target} document`;
        this.note("element-skipped", field, `dangling reference (${why})`, oid);
      } else if (out.includes(id)) {
        this.note("element-skipped", field, "listed twice", oid);
      } else out.push(id);
    }
    return out;
  }

  /** Records the fields without a column of ours (archived ones returned for legacy_ids.extra), and unknown ones. */
  leftovers(): Record<string, Plain> | null {
    const mapped = MAPPED_FIELDS[this.collection];
    const unmapped = UNMAPPED_FIELDS[this.collection] ?? {};
    let extra: Record<string, Plain> | null = null;
    for (const [k, v] of Object.entries(this.raw)) {
      if (k === "__v" || mapped.includes(k)) continue;
      if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
      const known = unmapped[k];
      if (known) {
        this.ctx.report.field(this.collection, k, known.verdict, known.reason);
        if (known.verdict === "archived") (extra ??= {})[k] = v;
      } else {
        this.ctx.report.field(this.collection, k, "unknown", "not a field of the original's schema or its history: not imported");
      }
    }
    return extra;
  }

  /** Maps this document to its row. */
  map(rowId: number | null, extra: Record<string, Plain> | null = this.leftovers()): void {
    this.ctx.legacy.add({
      collection: this.collection,
      object_id: this.oid,
      table_name: COLLECTION_TABLE[this.collection],
      row_id: rowId,
      source_hash: this.ctx.source.hash(this.collection, this.oid) ?? null,
      extra,
    });
    this.ctx.report.counts(this.collection).imported++;
  }
}

/**
 * The documents of a collection this run has to look at: every one is counted as read; those an earlier run imported
 * are counted (and listed when their content changed since) and left out.
 */
export function newDocs(ctx: ImportContext, collection: Collection): Doc[] {
  const out: Doc[] = [];
  const counts = ctx.report.counts(collection);
  for (const raw of ctx.source.docs(collection)) {
    counts.read++;
    const before = ctx.legacy.before(collection, raw._id);
    if (before) {
      counts.alreadyImported++;
      const hash = ctx.source.hash(collection, raw._id);
      if (before.hash && hash && before.hash !== hash) {
        ctx.report.item({
          collection,
          objectId: raw._id,
          action: "changed-since-import",
          reason:
            "imported by an earlier run; this dump has a newer version of it, which is not applied (the site may have changed it since)",
        });
      }
      continue;
    }
    out.push(new Doc(ctx, collection, raw));
  }
  return out;
}

export function objectIdDate(oid: string): Date {
  return new Date(parseInt(oid.slice(0, 8), 16) * 1000);
}

/** Pairs already present, for unique rules spanning rows of earlier runs (loaded once per check). */
export async function existingKeys(m: EntityManager, sql: string): Promise<Set<string>> {
  const rows: { k: string }[] = await m.query(sql);
  return new Set(rows.map((r) => String(r.k)));
}
