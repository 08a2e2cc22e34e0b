import type { EntityManager } from "typeorm";
import { forbidden } from "../../core/errors";

/** Refusal for a member whose user-menu switch is off. */
export const SHOWCASE_SWITCH_OFF = 'Switch on "FA showcase mapper" in your user menu to become a showcase mapper';

/**
 * The user menu's "FA showcase mapper" switch decides who is a showcase mapper: only members who switched it on may be
 * chosen (FA Schedule) or mark themselves (FA Showcase page). Read inside the caller's transaction, so a switch turned
 * off a moment ago counts.
 */
export async function requireShowcaseSwitch(m: EntityManager, userId: number): Promise<void> {
  const [row] = await m.query(`SELECT is_showcase_mapper AS switched FROM users WHERE id = $1`, [userId]);
  if (!row?.switched) throw forbidden(SHOWCASE_SWITCH_OFF);
}
