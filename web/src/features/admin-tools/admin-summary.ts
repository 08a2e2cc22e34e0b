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
