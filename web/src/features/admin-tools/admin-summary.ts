/** Pure helpers of the admin summary (unit tested). */

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

/** The osu! wiki article the profile badges link to. */
export const BADGE_WIKI_URL = "https://osu.ppy.sh/wiki/en/People/Mappers_Guild";

/**
 * The chat-bot command that hands out a Mappers' Guild profile badge for a rank (docs/domain.md#points-ranks-and-badges); from rank 2 on
 * it replaces the previous rank's badge.
 */
export function badgeCommand(osuId: number, rank: number): string {
  const r = Math.min(Math.max(Math.trunc(rank), 1), 5);
  const base = `.add-badge ${osuId} mg2018-${r}star.png "Mappers' Guild ${ORDINALS[r - 1]} level contributor" ${BADGE_WIKI_URL}`;
  return r >= 2 ? `${base} --replace mg2018-${r - 1}star.png` : base;
}

/** A job run's duration: "250 ms", "4.2 s", "3 min 5 s". */
export function formatRunDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "running";
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
}
