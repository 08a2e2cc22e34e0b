/**
 * One home per rule (docs/architecture.md, "One home per rule"): the guild's rules that the web app also shows live in
 * @mg/rules (packages/rules). This test fails when a second copy appears in api/src or web/src — a constant of the
 * package defined again with a literal value, a formula of the package written again, or a well-known value of it
 * typed by hand — and when the API's enumerations drift from the package's lists.
 */
import fs from "node:fs";
import path from "node:path";
import * as rules from "@mg/rules";
import { BeatmapStatus, MissionStatus, MODES, TASK_ORDER } from "./enums";

const ROOT = path.resolve(__dirname, "../../..");
const SCANNED = ["api/src", "web/src"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "gql" && entry.name !== "node_modules") sourceFiles(p, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      out.push(p);
    }
  }
  return out;
}

const files = SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d))).map((file) => ({
  file: path.relative(ROOT, file),
  // Comments are prose: they may state a value ("costs 35 points").
  text: fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1"),
}));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function offenders(pattern: RegExp): string[] {
  return files.filter((f) => pattern.test(f.text)).map((f) => f.file);
}

describe("one home per rule: @mg/rules", () => {
  test("the scan reads both workspaces", () => {
    expect(files.some((f) => f.file.startsWith("api/src/"))).toBe(true);
    expect(files.some((f) => f.file.startsWith("web/src/"))).toBe(true);
  });

  const entries = Object.entries(rules);
  test.each(entries.filter(([, v]) => typeof v === "function").map(([k]) => k))(
    "the formula %s is written once (in the package)",
    (name) => {
      expect(offenders(new RegExp(`function\\s+${escape(name)}\\s*\\(|(const|let)\\s+${escape(name)}\\s*=\\s*\\(`))).toEqual([]);
    },
  );

  test.each(entries.filter(([, v]) => typeof v !== "function").map(([k]) => k))(
    "the constant %s is defined once (in the package)",
    (name) => {
      // A second definition with a literal value: a number, a text, a list or a table.
      expect(offenders(new RegExp(`(const|let)\\s+${escape(name)}\\s*(:[^=]+)?=\\s*[-\\d"'\`[{]`))).toEqual([]);
    },
  );

  test.each([
    ["the badge thresholds", /100,\s*250,\s*500,\s*1000,\s*2500/],
    ["the re-open price", /\*\s*0\.5\s*\+\s*25\b/],
    ["the artist reroll cost", /10\s*\*\s*2\s*\*\*/],
    ["the no-mapsets creation cost", /\b727\b/],
    ["the creation cost's per-mapset step", /\*\s*7\.5\b/],
    ["the toast duration", /TOAST\w*\s*[:=]\s*\d/],
    ["the mission tier rewards", /\b7,\s*10,\s*13,\s*20\b/],
  ])("%s are typed nowhere else", (_what, pattern) => {
    expect(offenders(pattern)).toEqual([]);
  });

  test("the API's enumerations are the package's lists", () => {
    expect(MODES).toEqual([...rules.MODES]);
    expect(TASK_ORDER).toEqual([...rules.TASK_NAMES]);
    expect(Object.values(BeatmapStatus)).toEqual([...rules.BEATMAP_STATUSES]);
    expect(Object.values(MissionStatus)).toEqual([...rules.MISSION_STATUSES]);
  });
});
