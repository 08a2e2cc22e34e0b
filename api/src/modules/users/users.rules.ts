import { Mode } from "../../core/enums";
import { badInputProblem, type Problem } from "../../core/errors";
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

/**
 * A member is selected by our id or by their osu! id (bots know members by osu! id): exactly one of the two. `idName`
 * is the id argument's name, for the message.
 */
export function memberSelectionProblem(sel: { id?: unknown; osuId?: number | null }, idName = "id"): Problem | null {
  const hasId = sel.id !== null && sel.id !== undefined;
  const hasOsuId = sel.osuId !== null && sel.osuId !== undefined;
  if (hasId === hasOsuId) return badInputProblem(`Pass ${idName} or osuId (exactly one)`);
  if (hasOsuId && (!Number.isInteger(sel.osuId) || sel.osuId! < 1))
    return badInputProblem("osuId must be a positive osu! user id");
  return null;
}
