/** How the site shows things (docs/domain.md#how-the-site-talks): times and list sizes of the interface. */

/**
 * How long a toast stays: long enough to read and reach its Dismiss button (F8 focuses it). The clock stops while the
 * pointer is over a toast or focus is in it, and starts again in full when they leave.
 */
export const TOAST_MS = 10_000;
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
