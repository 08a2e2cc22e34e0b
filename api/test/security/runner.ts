import type { DataSource } from "typeorm";
import { Visitor } from "../harness";

/**
 * The security suite's plumbing: who sends a case, how an answer is classified, and how "did the database change?"
 * is measured (row triggers count every committed change of a state table).
 */

export type Who = "anon" | "admin" | "mapper" | "newcomer";

/** One bad input. Every case of the suite is one the server must refuse (or answer harmlessly) without a 5xx. */
export interface Case {
  group: string;
  name: string;
  as: Who;
  /** REST or raw HTTP */
  method?: "GET" | "POST";
  path?: string;
  body?: unknown;
  /** A body sent as is (malformed JSON and such). */
  rawBody?: string;
  contentType?: string;
  /** GraphQL */
  query?: string;
  variables?: Record<string, unknown>;
  /** The server must answer with a refusal (4xx / a GraphQL error with a client code), not a success. */
  mustRefuse?: boolean;
}

export type Outcome = "refused" | "accepted" | "internal";

export interface CaseResult {
  c: Case;
  status: number;
  outcome: Outcome;
  detail: string;
}

const CLIENT_CODES = new Set([
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "FORBIDDEN",
  "UNAUTHENTICATED",
  "CONFLICT",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_SUPPORTED",
]);

/** Sends one case and classifies the answer: a 5xx or a GraphQL INTERNAL_SERVER_ERROR is "internal". */
export async function send(visitors: Record<Who, Visitor>, c: Case): Promise<CaseResult> {
  const v = visitors[c.as];
  let res: Response;
  if (c.query !== undefined) {
    res = await v.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: c.query, variables: c.variables }),
    });
  } else {
    const init: RequestInit = { method: c.method ?? "GET" };
    if (c.rawBody !== undefined || c.body !== undefined) {
      init.headers = { "content-type": c.contentType ?? "application/json" };
      init.body = c.rawBody ?? JSON.stringify(c.body);
    }
    res = await v.fetch(c.path!, init);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const errors = (json as { errors?: { message: string; extensions?: { code?: string } }[] } | null)?.errors;
  let outcome: Outcome;
  if (res.status >= 500) outcome = "internal";
  else if (errors?.some((e) => !CLIENT_CODES.has(e.extensions?.code ?? ""))) outcome = "internal";
  else if (res.status >= 400 || (errors && errors.length > 0)) outcome = "refused";
  // The REST shim refuses as the original did: 200 with `{ "error": "…" }` (docs/rest-shim.md).
  else if (typeof (json as { error?: unknown } | null)?.error === "string") outcome = "refused";
  else if (res.status >= 300 && res.status < 400) outcome = "refused";
  else outcome = "accepted";
  return { c, status: res.status, outcome, detail: text.slice(0, 200) };
}

/**
 * Tables whose changes are bookkeeping, not state: sessions, single-use sign-in keys, the job scheduler's rows, and the
 * rate-limit counters (every request, refused ones included, is charged to its budget: docs/api-guide.md).
 */
const NOT_STATE = new Set([
  "sessions",
  "oauth_single_use",
  "scheduled_jobs",
  "job_runs",
  "rate_limits",
  "migrations",
  "suite_changes",
]);

/**
 * Counts committed row changes: a row trigger on every state table writes one `suite_changes` row per inserted,
 * deleted or really changed row, in the writer's own transaction (a rolled-back write leaves nothing). Installed in
 * the suite's own throw-away database. Returns a reader of "changes so far" (count and tables).
 */
export async function changeCounter(db: DataSource): Promise<() => Promise<{ n: number; tables: string }>> {
  await db.query(`CREATE TABLE IF NOT EXISTS suite_changes (id bigserial PRIMARY KEY, tbl text NOT NULL)`);
  await db.query(`CREATE OR REPLACE FUNCTION suite_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD::text = NEW::text THEN RETURN NULL; END IF;
      INSERT INTO suite_changes (tbl) VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  const tables: { tablename: string }[] = await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  for (const { tablename } of tables) {
    if (NOT_STATE.has(tablename)) continue;
    await db.query(`DROP TRIGGER IF EXISTS suite_change ON "${tablename}"`);
    await db.query(
      `CREATE TRIGGER suite_change AFTER INSERT OR UPDATE OR DELETE ON "${tablename}" FOR EACH ROW EXECUTE FUNCTION suite_log_change()`,
    );
  }
  return async () => {
    const rows: { n: string; tables: string | null }[] = await db.query(
      `SELECT count(*) AS n, string_agg(DISTINCT tbl, ', ') AS tables FROM suite_changes`,
    );
    return { n: Number(rows[0].n), tables: rows[0].tables ?? "" };
  };
}

export interface BadInputFigures {
  inputsTried: number;
  refused: number;
  accepted: number;
  fivexx: number;
  stateChanges: number;
  acceptedButMustRefuse: number;
  failures: string[];
}

/**
 * Runs the cases `lanes` at a time; committed changes are counted after each batch, so a state change is pinned to
 * its batch (MG_SECURITY_LANES=1 pins it to a single input when hunting one down).
 */
export async function runBadInputs(
  visitors: Record<Who, Visitor>,
  db: DataSource,
  cases: Case[],
  lanes = Number(process.env.MG_SECURITY_LANES ?? 4),
): Promise<BadInputFigures> {
  const changes = await changeCounter(db);
  const figures: BadInputFigures = {
    inputsTried: 0,
    refused: 0,
    accepted: 0,
    fivexx: 0,
    stateChanges: 0,
    acceptedButMustRefuse: 0,
    failures: [],
  };
  let before = await changes();
  for (let i = 0; i < cases.length; i += lanes) {
    const batch = cases.slice(i, i + lanes);
    const results = await Promise.all(batch.map((c) => send(visitors, c)));
    const after = await changes();
    const labels = results.map((r) => `[${r.c.group}] ${r.c.name} as ${r.c.as} → ${r.status} ${r.detail}`);
    results.forEach((r, j) => {
      figures.inputsTried++;
      if (r.outcome === "internal") {
        figures.fivexx++;
        figures.failures.push(`5xx/internal: ${labels[j]}`);
      } else if (r.outcome === "refused") figures.refused++;
      else {
        figures.accepted++;
        if (r.c.mustRefuse) {
          figures.acceptedButMustRefuse++;
          figures.failures.push(`accepted: ${labels[j]}`);
        }
      }
    });
    if (after.n !== before.n) {
      figures.stateChanges++;
      figures.failures.push(`state changed (${after.n - before.n} rows in ${after.tables}) by one of:\n  ${labels.join("\n  ")}`);
      await db.query(`TRUNCATE suite_changes`);
      before = await changes();
    }
  }
  return figures;
}
