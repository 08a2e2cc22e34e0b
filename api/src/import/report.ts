/**
 * The import report (README.md "The report"): counts per collection, every item the importer did not carry over as it
 * was (skipped, nulled, truncated, remapped, merged, dropped elements, documents changed since a previous import), the
 * fate of every field without a column of ours, the points differences with their reasons, and the duration.
 */
import type { PointsReport } from "./points-reasons";

export type ItemAction =
  | "skipped" // the whole document was not imported
  | "element-skipped" // one entry of an array (a reference, a value) was left out
  | "nulled" // a field was left empty
  | "truncated" // a text was cut to our limit
  | "remapped" // a value was changed to fit ours (an enum value, a clamp, a rename, a placeholder)
  | "merged" // the document matched a row that already existed (a member who signed in already)
  | "changed-since-import"; // imported by an earlier run; this dump has another version, which is not applied

export interface ReportItem {
  collection: string;
  objectId: string;
  action: ItemAction;
  field?: string;
  reason: string;
  /** The value concerned (a dangling ObjectId, the original text's length, the new name). */
  detail?: string;
}

export interface CollectionCounts {
  /** Documents in the dump. */
  read: number;
  /** Documents that became rows in this run. */
  imported: number;
  /** Documents imported by an earlier run (left as they are). */
  alreadyImported: number;
  skipped: number;
  /** Documents matched to rows that existed (members who signed in before the import). */
  merged: number;
  /** Documents imported earlier whose content changed in this dump (listed; not applied). */
  changed: number;
}

export interface FieldReport {
  collection: string;
  field: string;
  verdict: "archived" | "dropped" | "unknown";
  reason: string;
  /** Documents that had a value for it. */
  documents: number;
}

export interface ImportReport {
  source: string;
  format: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** Peak resident memory of the importing process (MB). */
  peakMemoryMb: number;
  /** CPU seconds the importing process used (user + system; the database server's own work is not in it). */
  cpuSeconds: number;
  nothingNew: boolean;
  totals: CollectionCounts;
  collections: Record<string, CollectionCounts>;
  /** Collections of the dump that are never imported, with the reason. */
  collectionsNotImported: { name: string; reason: string }[];
  fields: FieldReport[];
  items: ReportItem[];
  /** Links to the original's own host, kept as text for a later rewrite (original-data.md §2.5). */
  ownHostLinks: { collection: string; objectId: string; field: string; url: string }[];
  points: PointsReport | null;
  importRunId: number | null;
}

const emptyCounts = (): CollectionCounts => ({ read: 0, imported: 0, alreadyImported: 0, skipped: 0, merged: 0, changed: 0 });

export class ReportBuilder {
  readonly collections = new Map<string, CollectionCounts>();
  readonly items: ReportItem[] = [];
  readonly ownHostLinks: ImportReport["ownHostLinks"] = [];
  readonly collectionsNotImported: ImportReport["collectionsNotImported"] = [];
  private readonly fields = new Map<string, FieldReport>();

  counts(collection: string): CollectionCounts {
    let c = this.collections.get(collection);
    if (!c) this.collections.set(collection, (c = emptyCounts()));
    return c;
  }

  item(item: ReportItem): void {
    this.items.push(item);
    const c = this.counts(item.collection);
    if (item.action === "skipped") c.skipped++;
    else if (item.action === "merged") c.merged++;
    else if (item.action === "changed-since-import") c.changed++;
  }

  field(collection: string, field: string, verdict: FieldReport["verdict"], reason: string): void {
    const key = `${collection}.${field}`;
    const f = this.fields.get(key);
    if (f) f.documents++;
    else this.fields.set(key, { collection, field, verdict, reason, documents: 1 });
  }

  fieldList(): FieldReport[] {
    return [...this.fields.values()].sort((a, b) => a.collection.localeCompare(b.collection) || a.field.localeCompare(b.field));
  }

  totals(): CollectionCounts {
    const t = emptyCounts();
    for (const c of this.collections.values()) {
      for (const k of Object.keys(t) as (keyof CollectionCounts)[]) t[k] += c[k];
    }
    return t;
  }
}

/** The report as terminal text: counts, items grouped by kind with a few examples each, fields, points, duration. */
export function formatReport(r: ImportReport, opts: { examples?: number } = {}): string {
  const examples = opts.examples ?? 3;
  const out: string[] = [];
  out.push(
    `Import of ${r.source} (${r.format}) — ${(r.durationMs / 1000).toFixed(1)} s (${r.cpuSeconds} CPU s), peak memory ${r.peakMemoryMb} MB`,
  );
  if (r.nothingNew) {
    out.push("Nothing new: every document of this dump was imported before. No data changed (only this run's record was added).");
  }
  out.push("");
  out.push(
    pad("collection", 20) + ["read", "imported", "before", "skipped", "merged", "changed"].map((h) => pad(h, 10, true)).join(""),
  );
  const row = (name: string, c: CollectionCounts) =>
    pad(name, 20) +
    [c.read, c.imported, c.alreadyImported, c.skipped, c.merged, c.changed].map((n) => pad(String(n), 10, true)).join("");
  for (const [name, c] of Object.entries(r.collections)) out.push(row(name, c));
  out.push(row("total", r.totals));
  if (r.collectionsNotImported.length) {
    out.push("", "Collections not imported:");
    for (const c of r.collectionsNotImported) out.push(`  ${c.name}: ${c.reason}`);
  }
  if (r.items.length) {
    out.push("", `Items (${r.items.length}; all of them are in the JSON report):`);
    const groups = new Map<string, ReportItem[]>();
    for (const it of r.items) {
      const key = `${it.collection} · ${it.action}${it.field ? ` · ${it.field}` : ""} · ${it.reason}`;
      const list = groups.get(key);
      if (list) list.push(it);
      else groups.set(key, [it]);
    }
    for (const [key, list] of groups) {
      const ids = list
        .slice(0, examples)
        .map((i) => i.objectId + (i.detail ? ` (${i.detail})` : ""))
        .join(", ");
      out.push(`  ${list.length} × ${key}: ${ids}${list.length > examples ? ", …" : ""}`);
    }
  }
  if (r.fields.length) {
    out.push("", "Fields without a column of ours:");
    for (const f of r.fields) out.push(`  ${f.collection}.${f.field} (${f.documents} documents): ${f.verdict} — ${f.reason}`);
  }
  if (r.ownHostLinks.length)
    out.push("", `${r.ownHostLinks.length} links point at the original's own host (listed in the JSON report).`);
  if (r.points) {
    const p = r.points;
    out.push(
      "",
      `Points: ${p.members} members recalculated; ${p.differences.length} shown totals differ from the dump's` +
        (p.unexplained ? `, ${p.unexplained} WITHOUT A REASON (an importer bug)` : ", each with its reasons") +
        `; ${p.negativeAvailable.length} members have negative available points (listed, not changed).`,
    );
    const byReason = new Map<string, number>();
    for (const d of p.differences)
      for (const reason of d.reasons) byReason.set(reason.reason, (byReason.get(reason.reason) ?? 0) + 1);
    for (const [reason, n] of [...byReason.entries()].sort((a, b) => b[1] - a[1])) out.push(`  ${n} × ${reason}`);
    for (const d of p.differences.slice(0, examples)) {
      out.push(
        `  e.g. ${d.username} (${d.objectId}): dump ${d.dumpTotal}, ours ${d.ourTotal} — ` +
          d.reasons.map((x) => `${x.code} ${x.delta === null ? "NaN" : `${x.delta > 0 ? "+" : ""}${x.delta}`}`).join(", "),
      );
    }
  }
  return out.join("\n");
}

function pad(s: string, n: number, right = false): string {
  return right ? s.padStart(n) : s.padEnd(n);
}
