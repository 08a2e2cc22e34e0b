/**
 * Judging maths (README.md "Scoring"): pure functions over the scores of a contest.
 *
 * - Per entry: the sum of each criterion across judges, each judge's sum across criteria, and the raw total.
 * - Per judge: mean and (population) standard deviation of their sums over the entries they scored; an entry's
 *   standardised score from that judge is (sum − mean) / SD, or 0 when the SD is 0 (a judge who gave every entry the
 *   same total says nothing about their order). The standardised total of an entry is the sum of its standardised
 *   scores; a judge's correlation is Pearson's r between their standardised scores and the standardised totals.
 * - The final score is the standardised total, or the raw total when the contest uses raw scoring. Entries rank by
 *   final score, then raw total, then name, then id; equal final and raw scores share a place.
 *
 * The original counted an entry a judge did not score as 0 in that judge's mean but left it out of the SD's sum;
 * here both are over the entries the judge scored. When every judge scored every entry (completion requires it, a
 * judge's own entry aside) both give the same numbers.
 */

export interface ScoringInput {
  /** Every entry of the contest; only entries with at least one score from a current judge appear in the board. */
  submissions: readonly { id: number; name: string | null }[];
  /** Current judges, in column order. Scores of anyone else are ignored. */
  judgeIds: readonly number[];
  /** Criteria in column order. Scores on other criteria are ignored. */
  criteria: readonly { id: number; maxScore: number }[];
  scores: readonly { submissionId: number; judgeId: number; criteriaId: number; score: number }[];
  useRawScoring: boolean;
}

export interface JudgeSummary {
  judgeId: number;
  /** Entries this judge scored. */
  judgedCount: number;
  mean: number;
  sd: number;
  /** Pearson's r of this judge's standardised scores with the standardised totals; null when undefined. */
  correlation: number | null;
}

export interface LeaderboardRow {
  submissionId: number;
  name: string | null;
  /** Per criterion (input order): the sum across judges. */
  criteriaSums: number[];
  /** Per judge (input order): the judge's sum across criteria, null when the judge did not score the entry. */
  judgeSums: (number | null)[];
  /** Per judge (input order): the standardised score, null when the judge did not score the entry. */
  judgeStandardised: (number | null)[];
  rawTotal: number;
  standardisedTotal: number;
  /** standardisedTotal, or rawTotal with raw scoring. */
  finalScore: number;
  /** 1-based; equal final and raw scores share a place. */
  place: number;
}

export interface Leaderboard {
  judges: JudgeSummary[];
  rows: LeaderboardRow[];
  /** Highest possible raw total: Σ criteria maxScore × judges. */
  maxRawTotal: number;
}

const EPS = 1e-9;

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

/** Population standard deviation. */
export function standardDeviation(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
}

/** Pearson's correlation coefficient; null with fewer than two points or when either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 2) return null;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx < EPS || syy < EPS) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export function computeLeaderboard(input: ScoringInput): Leaderboard {
  const judgeIndex = new Map(input.judgeIds.map((id, i) => [id, i]));
  const criteriaIndex = new Map(input.criteria.map((c, i) => [c.id, i]));
  const nJ = input.judgeIds.length;
  const nC = input.criteria.length;

  interface Acc {
    criteriaSums: number[];
    judgeSums: (number | null)[];
  }
  const acc = new Map<number, Acc>();
  const known = new Set(input.submissions.map((s) => s.id));
  for (const s of input.scores) {
    const j = judgeIndex.get(s.judgeId);
    const c = criteriaIndex.get(s.criteriaId);
    if (j === undefined || c === undefined || !known.has(s.submissionId)) continue;
    let a = acc.get(s.submissionId);
    if (!a) acc.set(s.submissionId, (a = { criteriaSums: new Array(nC).fill(0), judgeSums: new Array(nJ).fill(null) }));
    a.criteriaSums[c] += s.score;
    a.judgeSums[j] = (a.judgeSums[j] ?? 0) + s.score;
  }

  const judged = input.submissions.filter((s) => acc.has(s.id));
  const judges: JudgeSummary[] = input.judgeIds.map((judgeId, j) => {
    const sums = judged.map((s) => acc.get(s.id)!.judgeSums[j]).filter((v): v is number => v !== null);
    return { judgeId, judgedCount: sums.length, mean: mean(sums), sd: standardDeviation(sums), correlation: null };
  });

  const rows: LeaderboardRow[] = judged.map((s) => {
    const a = acc.get(s.id)!;
    const judgeStandardised = a.judgeSums.map((sum, j) => {
      if (sum === null) return null;
      const { mean: m, sd } = judges[j];
      return sd < EPS ? 0 : (sum - m) / sd;
    });
    const rawTotal = a.criteriaSums.reduce((x, y) => x + y, 0);
    const standardisedTotal = judgeStandardised.reduce<number>((x, y) => x + (y ?? 0), 0);
    return {
      submissionId: s.id,
      name: s.name,
      criteriaSums: a.criteriaSums,
      judgeSums: a.judgeSums,
      judgeStandardised,
      rawTotal,
      standardisedTotal,
      finalScore: input.useRawScoring ? rawTotal : standardisedTotal,
      place: 0,
    };
  });

  judges.forEach((judge, j) => {
    const mine = rows.filter((r) => r.judgeStandardised[j] !== null);
    judge.correlation = pearson(
      mine.map((r) => r.judgeStandardised[j]!),
      mine.map((r) => r.standardisedTotal),
    );
  });

  rows.sort(
    (a, b) =>
      b.finalScore - a.finalScore ||
      b.rawTotal - a.rawTotal ||
      (a.name ?? "").localeCompare(b.name ?? "") ||
      a.submissionId - b.submissionId,
  );
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    r.place =
      prev && Math.abs(prev.finalScore - r.finalScore) < EPS && Math.abs(prev.rawTotal - r.rawTotal) < EPS ? prev.place : i + 1;
  });

  const maxRawTotal = input.criteria.reduce((x, c) => x + c.maxScore, 0) * nJ;
  return { judges, rows, maxRawTotal };
}

// ---------------------------------------------------------------------------------------------------------------------
// Exports

export type LeaderboardView = "criteria" | "judge" | "judgeStandardised";
export type ExportFormat = "csv" | "markdown";

export const MBC_JUDGING_WIKI = "https://osu.ppy.sh/wiki/en/Contests/Monthly_Beatmapping_Contest#judging";

export interface ExportLabels {
  criteriaNames: readonly string[];
  judgeNames: readonly string[];
  /** Entry id → anonymised name and entrant's username. */
  entries: ReadonlyMap<number, { name: string | null; mapper: string }>;
  useRawScoring: boolean;
}

const fmt = (n: number | null) => (n === null ? "" : String(Math.round(n * 1000) / 1000));

/** A CSV cell; text (not numbers) starting with =, +, - or @ is prefixed with ' so a spreadsheet never runs it. */
function csvCell(v: string): string {
  const safe = /^[=+\-@]/.test(v) && !/^-?[0-9.]+$/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function mdCell(v: string): string {
  return v
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/[\r\n]+/g, " ");
}

/** The leaderboard as CSV text or a markdown table, in one of the three views of the creators' page. */
export function exportLeaderboard(board: Leaderboard, view: LeaderboardView, format: ExportFormat, labels: ExportLabels): string {
  const columns = view === "criteria" ? labels.criteriaNames : labels.judgeNames;
  const finalHeader = format === "markdown" && !labels.useRawScoring ? `[Final Score](${MBC_JUDGING_WIKI})` : "Final Score";
  const header = ["Place", "Entry", "Mapper", ...columns, ...(labels.useRawScoring ? [] : ["Raw Score"]), finalHeader];
  const text: string[][] = [];
  const numeric: (number | null)[][] = [];
  for (const r of board.rows) {
    const e = labels.entries.get(r.submissionId);
    const values = view === "criteria" ? r.criteriaSums : view === "judge" ? r.judgeSums : r.judgeStandardised;
    text.push([String(r.place), e?.name ?? "", e?.mapper ?? ""]);
    numeric.push([...values, ...(labels.useRawScoring ? [] : [r.rawTotal]), r.finalScore]);
  }
  const footer: string[][] = [];
  if (view !== "criteria") {
    const tail = labels.useRawScoring ? 1 : 2;
    footer.push(["", "AVG", "", ...board.judges.map((j) => fmt(j.mean)), ...new Array(tail).fill("")]);
    footer.push(["", "SD", "", ...board.judges.map((j) => fmt(j.sd)), ...new Array(tail).fill("")]);
    footer.push(["", "COR", "", ...board.judges.map((j) => fmt(j.correlation)), ...new Array(tail).fill("")]);
  }
  const body = text.map((t, i) => [...t, ...numeric[i].map(fmt)]);
  if (format === "csv") {
    return [header, ...body, ...footer].map((row) => row.map(csvCell).join(",")).join("\n") + "\n";
  }
  const lines = [
    `| ${header.map((h, i) => (i === header.length - 1 ? h : mdCell(h))).join(" | ")} |`,
    `| ${header.map((_, i) => (i < 3 ? ":--" : "--:")).join(" | ")} |`,
    ...[...body, ...footer].map((row) => `| ${row.map(mdCell).join(" | ")} |`),
  ];
  return lines.join("\n") + "\n";
}
