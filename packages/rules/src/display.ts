/** How the site shows things (docs/domain.md#how-the-site-talks): times and list sizes of the interface. */

/**
 * How long a toast stays, whatever its type (success, info, error): 4 seconds, as on the original site. The clock
 * stops while the pointer is over a toast or focus is in it (F8 focuses the newest toast's Dismiss button), and starts
 * again in full when they leave; so anyone who needs longer to read one keeps it by pointing at it or focusing it.
 */
export const TOAST_MS = 4_000;
/** The "(copied link)" hint of a priority quest card. */
export const COPIED_HINT_MS = 1000;
/** Featured artists on the landing page load in steps of this many. */
export const HOME_ARTISTS_STEP = 12;
/** A priority quest lists this many beatmaps before "show all". */
export const MISSION_MAPS_SHOWN = 20;
/** Quest names are cut at this many characters on cards (plus an ellipsis). */
export const QUEST_NAME_DISPLAY_MAX = 40;
/** Above this many members a party shows a count instead of icons. */
export const PARTY_ICON_LIMIT = 13;
