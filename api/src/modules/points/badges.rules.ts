/**
 * Profile badges (README.md). The MG rank follows the points; the osu! profile badge is handed out by an
 * admin: they queue it (queuedBadge), and the scheduled promotion awards it once the rank has reached it.
 */

/** Promote when rank ≥ 1, rank ≠ badge, and the admin queued exactly this rank. */
export function shouldPromoteBadge(u: { rank: number; badge: number; queuedBadge: number }): boolean {
  return u.rank >= 1 && u.rank !== u.badge && u.rank === u.queuedBadge;
}

/** The same condition in SQL (kept next to the rule; the promotion job runs it as one UPDATE). */
export function badgePromotionWhere(alias = "u"): string {
  return `${alias}.rank >= 1 AND ${alias}.rank <> ${alias}.badge AND ${alias}.rank = ${alias}.queued_badge`;
}

/** Webhook colours of the rank-up announcement by rank: brown, gray, light yellow, light blue, dark red. */
export const RANK_COLORS = [0, 0x8b5a2b, 0x9e9e9e, 0xfff380, 0x8fd3fe, 0x8b0000] as const;
