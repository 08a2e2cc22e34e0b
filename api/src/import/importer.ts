/**
 * The switch-over import (README.md): read and check the whole dump first, then write everything in ONE transaction —
 * rows, the ObjectId map, the points exceptions, the recalculated points and the run's record — or nothing. A refusal,
 * a crash or a killed process leaves the database as it was; a second run of the same dump finds every document mapped
 * and changes nothing; a newer dump adds what is new.
 */
import path from "node:path";
import type { Deps } from "../core/deps";
import { PointsService } from "../modules/points/points.service";
import { auditTarget, recordAdminAction } from "../modules/audit/audit.service";
import { AdminActionKind, AdminTargetType } from "../modules/audit/audit.rules";
import { IMPORTED_COLLECTIONS, NOT_IMPORTED_COLLECTIONS, type Collection } from "./collections";
import { LegacyMap, Sink, Source, type ImportContext, type LoadedCollection } from "./context";
import { DumpError, inspectDump, readCollection, type SourceDoc } from "./dump-reader";
import { ImportRefusal } from "./errors";
import { ORIGINAL_POINTS_EXCEPTIONS, type PointsExceptions } from "./exceptions";
import { applyPointsExceptions, buildPointsReport } from "./points-report";
import { ReportBuilder, type ImportReport } from "./report";
import { checkMembers, importArtists, importRolledArtists, importSongs, importUsers } from "./steps-members";
import {
  importBeatmaps,
  importMissionBeatmaps,
  importMissions,
  importParties,
  importQuests,
  importShowcase,
  importSpentPoints,
  importTasks,
} from "./steps-mapping";
import {
  importCommunityVotes,
  importContests,
  importJudgings,
  importJudgingScores,
  importScreenings,
  importSubmissions,
} from "./steps-contests";
import { importLocus, importLogs, importMentorship, importNotes, importOsuBeatmaps } from "./steps-other";

export interface ImportOptions {
  dir: string;
  /** The dump already read (readDump), so a malformed one is refused before the database is even opened. */
  read?: { source: Source; report: ReportBuilder };
  exceptions?: PointsExceptions;
  /** One line per phase and collection while the import runs. */
  onProgress?: (line: string) => void;
  /** Test hook: called between steps inside the transaction (a test kills or fails the run there). */
  afterStep?: (step: string) => Promise<void> | void;
}

/** An advisory lock key: two imports into one database never run at once. */
const IMPORT_LOCK = 7_265_100_23;

const STEPS: [string, (ctx: ImportContext) => Promise<void>][] = [
  ["users", importUsers],
  ["featuredartists", importArtists],
  ["featuredsongs", importSongs],
  ["previouslyRolledArtists", importRolledArtists],
  ["quests", importQuests],
  ["missions", importMissions],
  ["beatmaps", importBeatmaps],
  ["tasks", importTasks],
  ["mission winners", importMissionBeatmaps],
  ["parties", importParties],
  ["spentpoints", importSpentPoints],
  ["showcase selections", importShowcase],
  ["contests", importContests],
  ["submissions", importSubmissions],
  ["screenings", importScreenings],
  ["judgings", importJudgings],
  ["judgingscores", importJudgingScores],
  ["communityvotes", importCommunityVotes],
  ["mentorship", importMentorship],
  ["teaminfos", importLocus],
  ["notes", importNotes],
  ["logs", importLogs],
  ["osubeatmaps", importOsuBeatmaps],
];

/** Reads every imported collection of the dump into memory, refusing malformed input (nothing is written yet). */
export async function loadSource(dir: string, report: ReportBuilder, progress: (line: string) => void): Promise<Source> {
  const layout = inspectDump(dir);
  const names = [...layout.files.keys()];
  const ours = names.filter((n) => (IMPORTED_COLLECTIONS as readonly string[]).includes(n));
  if (!layout.files.has("users")) {
    throw new DumpError(
      `${layout.dir} has no users collection (it has ${names.slice(0, 8).join(", ") || "none"}${names.length > 8 ? ", …" : ""}): ` +
        `this is not a dump of the Mappers' Guild's database`,
    );
  }
  const collections = new Map<string, LoadedCollection>();
  for (const name of names) {
    if (!ours.includes(name)) {
      report.collectionsNotImported.push({
        name,
        reason: NOT_IMPORTED_COLLECTIONS[name] ?? "not a collection of the original site's current or past schema: not read",
      });
      continue;
    }
    const started = Date.now();
    const docs: SourceDoc[] = [];
    const byId = new Map<string, SourceDoc>();
    const hashes = new Map<string, string>();
    for await (const r of readCollection(layout, name)) {
      if (byId.has(r.doc._id)) {
        throw new DumpError(`a second document with _id ${r.doc._id}`, layout.files.get(name), r.at);
      }
      docs.push(r.doc);
      byId.set(r.doc._id, r.doc);
      hashes.set(r.doc._id, r.hash);
    }
    collections.set(name, { docs, byId, hashes });
    progress(`read ${name}: ${docs.length} documents (${Date.now() - started} ms)`);
  }
  return new Source(layout.format, layout.dir, collections);
}

/** Reads and checks a whole dump (nothing is written): the first half of an import. */
export async function readDump(dir: string, progress: (line: string) => void = () => {}) {
  const report = new ReportBuilder();
  const source = await loadSource(dir, report, progress);
  return { source, report };
}

export async function runImport(deps: Deps, opts: ImportOptions): Promise<ImportReport> {
  const startedAt = new Date();
  const progress = opts.onProgress ?? (() => {});
  const { source, report } = opts.read ?? (await readDump(opts.dir, progress));
  const exceptions = opts.exceptions ?? ORIGINAL_POINTS_EXCEPTIONS;

  const result = await deps.db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock($1)`, [IMPORT_LOCK]);
    const demo: unknown[] = await m.query(`SELECT 1 FROM users WHERE osu_id = 100 AND username = 'DemoAdmin' LIMIT 1`);
    if (demo.length) {
      throw new ImportRefusal(
        "This database holds the demo guild (seeded by `npm start` into an empty embedded database). Import into an empty " +
          "database instead: stop the server and use a new DATA_DIR (or move the old one away), or a new PostgreSQL database.",
      );
    }
    const existing = new Map<string, Map<string, { rowId: number | null; hash: string | null }>>();
    for (const r of (await m.query(`SELECT collection, object_id, row_id, source_hash FROM legacy_ids`)) as {
      collection: string;
      object_id: string;
      row_id: number | null;
      source_hash: string | null;
    }[]) {
      let c = existing.get(r.collection);
      if (!c) existing.set(r.collection, (c = new Map()));
      c.set(r.object_id, { rowId: r.row_id === null ? null : Number(r.row_id), hash: r.source_hash });
    }
    const sink = new Sink(m);
    const ctx: ImportContext = { m, source, legacy: new LegacyMap(existing), report, sink, exceptions, now: deps.now() };
    await checkMembers(ctx);
    for (const [name, step] of STEPS) {
      const started = Date.now();
      await step(ctx);
      const c = report.collections.get(name);
      progress(
        c
          ? `imported ${name}: ${c.imported} new, ${c.alreadyImported} before, ${c.skipped} skipped, ${c.merged} merged (${Date.now() - started} ms)`
          : `imported ${name} (${Date.now() - started} ms)`,
      );
      await opts.afterStep?.(name);
    }

    const nothingNew = ctx.legacy.added.length === 0;
    // The run's record first (the map rows point at it), then the ObjectId map: the points phase reads it.
    const [run] = (await m.query(
      `INSERT INTO import_runs (started_at, finished_at, source, format, documents, imported, skipped, merged, nothing_new, counts, report)
       VALUES ($1, $1, $2, $3, 0, 0, 0, 0, $4, '{}', '{}') RETURNING id`,
      [startedAt, source.dir, source.format, nothingNew],
    )) as { id: number }[];
    const runId = Number(run.id);
    let flushed = 0;
    const flushLegacy = async () => {
      for (const row of ctx.legacy.added.slice(flushed)) sink.push("legacy_ids", { ...row, import_run_id: runId });
      flushed = ctx.legacy.added.length;
      await sink.flush();
    };
    await flushLegacy();
    await opts.afterStep?.("legacy ids");
    let points = null;
    if (!nothingNew) {
      const started = Date.now();
      const adjusted = await applyPointsExceptions(ctx);
      await flushLegacy();
      const userIds = [...ctx.legacy.all("users").values()].filter((id): id is number => id !== null);
      await new PointsService(deps).recalculateUsers([...new Set([...userIds, ...adjusted])], { manager: m });
      progress(`recalculated points of ${userIds.length} members (${Date.now() - started} ms)`);
      await opts.afterStep?.("points");
      points = await buildPointsReport(ctx);
      progress(`compared points with the dump (${Date.now() - started} ms)`);
    }

    const finishedAt = new Date();
    const totals = report.totals();
    const body = finalReport(report, source, opts.dir, startedAt, finishedAt, nothingNew, points, runId);
    await m.query(
      `UPDATE import_runs SET finished_at = $2, documents = $3, imported = $4, skipped = $5, merged = $6, counts = $7, report = $8
        WHERE id = $1`,
      [
        runId,
        finishedAt,
        totals.read,
        totals.imported,
        totals.skipped,
        totals.merged,
        JSON.stringify(Object.fromEntries(report.collections)),
        JSON.stringify(body),
      ],
    );
    // The admin audit log's record of the run (modules/audit: kind `import`), in the same transaction: run from the
    // command line, it has no acting member.
    await recordAdminAction(m, {
      actorId: null,
      kind: AdminActionKind.import,
      ...auditTarget(AdminTargetType.importRun, runId, path.basename(path.resolve(opts.dir))),
      newValue: nothingNew
        ? `nothing new (${totals.read} documents read)`
        : `${totals.read} documents read: ${totals.imported} imported, ${totals.skipped} skipped, ${totals.merged} merged`,
      at: finishedAt,
    });
    progress(`wrote ${ctx.legacy.added.length} ObjectId mappings; ${sink.statements} statements in all; committing`);
    return body;
  });
  const finishedAt = new Date();
  return {
    ...result,
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    peakMemoryMb: peakMemoryMb(),
  };
}

function finalReport(
  report: ReportBuilder,
  source: Source,
  dir: string,
  startedAt: Date,
  finishedAt: Date,
  nothingNew: boolean,
  points: ImportReport["points"],
  importRunId: number | null,
): ImportReport {
  const collections: Record<string, ReturnType<ReportBuilder["counts"]>> = {};
  for (const name of IMPORTED_COLLECTIONS as readonly Collection[]) {
    if (report.collections.has(name)) collections[name] = report.collections.get(name)!;
  }
  return {
    source: dir,
    format: source.format,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    peakMemoryMb: peakMemoryMb(),
    cpuSeconds: cpuSeconds(),
    nothingNew,
    totals: report.totals(),
    collections,
    collectionsNotImported: report.collectionsNotImported,
    fields: report.fieldList(),
    items: report.items,
    ownHostLinks: report.ownHostLinks,
    points,
    importRunId,
  };
}

export function cpuSeconds(): number {
  const u = process.cpuUsage();
  return Math.round((u.user + u.system) / 1e5) / 10;
}

export function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
