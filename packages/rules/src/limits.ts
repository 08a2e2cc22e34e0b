/**
 * Field limits the server enforces and the web's form controls show (docs/domain.md and each module's README).
 * Texts count characters; numbers are whole.
 */

/** Quest creation and edits. */
export const QUEST_LIMITS = {
  nameMax: 100,
  descriptionMax: 3000,
  priceMax: 500,
  requiredMapsetsMax: 100,
  timeframeMinDays: 1,
  timeframeMaxDays: 730,
  partyMax: 100,
  rankMax: 5,
} as const;

/** An invite names a member by osu! username (at most 15 characters) or id; the box allows a little slack. */
export const INVITE_MAX_LENGTH = 18;

/** The admin mission form. */
export const MISSION_LIMITS = {
  nameMax: 200,
  /** Objective, win condition and additional requirement (markdown). */
  markdownMax: 10_000,
  genreOptionMax: 50,
  genreOptionsMax: 30,
  /** Every numeric requirement (ranks, pp, favourites, plays, lengths). */
  numberMax: 1_000_000_000,
} as const;

/** A World Cup team note. */
export const WORLD_CUP_NOTE_MAX = 10_000;

/** The /beatmaps list: the first page, then each "show more". */
export const BEATMAPS_FIRST_PAGE = 30;
export const BEATMAPS_NEXT_PAGE = 50;
/** The /beatmaps search box (the server reads at most 100 characters and 8 words of it). */
export const BEATMAP_SEARCH_INPUT_MAX = 48;
/** The /beatmaps search: the first this many distinct words count (a mapset matches any of them). */
export const BEATMAP_SEARCH_MAX_WORDS = 8;
