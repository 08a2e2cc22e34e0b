/**
 * What the sections of the demo guild share (seed.ts runs them in a fixed order on one random source, so the data is
 * the same for the same seed and day): the run, and the bulk insert helpers.
 */
import type { EntityManager } from "typeorm";
import type { Rng } from "./random";

export const DAY = 24 * 3600 * 1000;
export const MG_LAUNCH = new Date("2019-03-01T00:00:00Z");
export const CHUNK = 400;

/** One run of the demo data: the transaction (every query goes through it), the random source and the clock. */
export interface SeedRun {
  m: EntityManager;
  rng: Rng;
  now: Date;
  /** Midnight UTC of today; `days(n)` is n days from it (negative = past). */
  today: Date;
  days: (n: number) => Date;
  scale: number;
}

export async function insertMany<T extends object>(m: EntityManager, entity: new () => T, rows: Partial<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await m.insert(entity, rows.slice(i, i + CHUNK) as never);
    for (const id of res.identifiers) ids.push((id as { id: number }).id);
  }
  return ids;
}

export async function insertLinks(
  m: EntityManager,
  table: string,
  cols: [string, string],
  pairs: [number, number][],
): Promise<void> {
  const unique = [...new Map(pairs.map((p) => [`${p[0]}:${p[1]}`, p])).values()];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const part = unique.slice(i, i + CHUNK);
    const values = part.map((_, j) => `($${j * 2 + 1}, $${j * 2 + 2})`).join(", ");
    await m.query(`INSERT INTO "${table}" ("${cols[0]}", "${cols[1]}") VALUES ${values}`, part.flat());
  }
}

/** `name` with the smallest number that makes it unique (case-insensitively), cut to `max` characters. */
export function numbered(name: string, taken: Set<string>, max: number): string {
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${name.slice(0, max - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) {
      taken.add(candidate.toLowerCase());
      return candidate;
    }
  }
}
