import { Mode } from "../../core/enums";
import type { PointFields } from "../points/points.rules";

/** The mode a user earned most mapping points in; ties resolve in the order osu, catch, taiko, mania. */
export function mainMode(p: Pick<PointFields, "osuPoints" | "taikoPoints" | "catchPoints" | "maniaPoints">): Mode {
  const order: [Mode, number][] = [
    [Mode.osu, p.osuPoints],
    [Mode.catch, p.catchPoints],
    [Mode.taiko, p.taikoPoints],
    [Mode.mania, p.maniaPoints],
  ];
  let best = order[0];
  for (const entry of order) if (entry[1] > best[1]) best = entry;
  return best[0];
}

export const MODE_POINTS_COLUMN: Record<Mode, string> = {
  osu: "osu_points",
  taiko: "taiko_points",
  catch: "catch_points",
  mania: "mania_points",
};

/** Parses a user reference typed by a person: an osu! id (digits) or a username. */
export function parseUserReference(input: string): { osuId: number } | { username: string } | null {
  const v = input.trim();
  if (!v) return null;
  if (/^\d{1,10}$/.test(v)) return { osuId: Number(v) };
  if (v.length > 32) return null;
  return { username: v };
}

/** LIKE pattern for a prefix search, with wildcards in the input escaped. */
export function likePrefix(input: string): string {
  return `${input.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
