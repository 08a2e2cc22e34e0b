/** The osu! artist search's summary (the original admin page's table): plays, sets and mappers, on and off the leaderboards. */
export interface ListedSet {
  status: string;
  playCount: number;
  creator: string;
}

/** osu! statuses with a leaderboard (the original's `ranked > 0`: ranked, approved, qualified, loved). */
export const LEADERBOARD_STATUSES: ReadonlySet<string> = new Set(["ranked", "approved", "qualified", "loved"]);

export interface SearchSummaryRow {
  label: string;
  plays: number;
  sets: number;
  mappers: number;
}

export function searchSummary(sets: readonly ListedSet[]): SearchSummaryRow[] {
  const row = (label: string, list: readonly ListedSet[]): SearchSummaryRow => ({
    label,
    plays: list.reduce((n, s) => n + s.playCount, 0),
    sets: list.length,
    mappers: new Set(list.map((s) => s.creator)).size,
  });
  return [
    row(
      "Ranked, qualified or loved",
      sets.filter((s) => LEADERBOARD_STATUSES.has(s.status)),
    ),
    row(
      "Unranked",
      sets.filter((s) => !LEADERBOARD_STATUSES.has(s.status)),
    ),
    row("All shown", sets),
  ];
}
