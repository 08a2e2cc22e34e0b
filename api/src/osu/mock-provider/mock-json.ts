import crypto from "node:crypto";
import { Mode } from "../../core/enums";
import type { MockOsuStats } from "./profiles";
import { OSU_STATE_INT, type MessageType, type MockBeatmapsetState, type MockOsuUser } from "./mock-state";

/**
 * The offline provider's answers, shaped as osu-web's transformers shape them for an OAuth request (app/Transformers
 * in ppy/osu-web: UserCompactTransformer, UserTransformer, UserStatisticsTransformer, GroupTransformer,
 * BeatmapsetTransformer, BeatmapTransformer, BeatmapDiscussionTransformer, BeatmapDiscussionPostTransformer). Every
 * key osu! sends is here, with made-up but plausible values; includes osu! drops for OAuth tokens (`is_admin`,
 * `has_favourited`, `current_user_attributes`, …) are absent as on osu!. api/test/fixtures/osu/ holds the same shapes
 * written from osu-web's source; osu-fixtures.test.ts checks the two agree.
 */

const RULESETS: Record<Mode, string> = { osu: "osu", taiko: "taiko", catch: "fruits", mania: "mania" };
const EPOCH = Date.UTC(2014, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+00:00");

/** osu!'s groups the site cares about (GroupTransformer, plus UserGroupTransformer's `playmodes`). */
const GROUPS: Record<number, { identifier: string; name: string; short_name: string; colour: string; probationary: boolean }> = {
  4: { identifier: "gmt", name: "Global Moderation Team", short_name: "GMT", colour: "#99EB47", probationary: false },
  7: { identifier: "nat", name: "Nomination Assessment Team", short_name: "NAT", colour: "#FA3703", probationary: false },
  28: { identifier: "bng", name: "Beatmap Nominators", short_name: "BN", colour: "#A347EB", probationary: false },
  32: {
    identifier: "bng_limited",
    name: "Beatmap Nominators (Probationary)",
    short_name: "BN",
    colour: "#D6A8FA",
    probationary: true,
  },
};

function groupJson(id: number) {
  const g = GROUPS[id] ?? {
    identifier: `group-${id}`,
    name: `Group ${id}`,
    short_name: `G${id}`,
    colour: null,
    probationary: false,
  };
  return {
    colour: g.colour,
    has_listing: true,
    has_playmodes: id === 7 || id === 28 || id === 32,
    id,
    identifier: g.identifier,
    is_probationary: g.probationary,
    name: g.name,
    short_name: g.short_name,
    playmodes: id === 7 || id === 28 || id === 32 ? ["osu"] : null,
  };
}

/** UserStatisticsTransformer (plus `country_rank` and `rank` where the endpoint includes them). */
function statisticsJson(osuId: number, pp: number | null, globalRank: number | null, extra = false) {
  const plays = pp ? Math.round(pp * 3.1) : 0;
  return {
    count_100: plays * 40,
    count_300: plays * 400,
    count_50: plays * 5,
    count_miss: plays * 8,
    level: { current: pp ? Math.min(120, 10 + Math.round(pp / 80)) : 1, progress: osuId % 100 },
    global_rank: globalRank,
    global_rank_percent: globalRank ? Math.min(1, globalRank / 30_000_000) : null,
    global_rank_exp: null,
    pp: pp ?? 0,
    pp_exp: 0,
    ranked_score: plays * 250_000,
    hit_accuracy: 97.5,
    accuracy: 0.975,
    play_count: plays,
    play_time: plays * 120,
    total_score: plays * 600_000,
    total_hits: plays * 445,
    maximum_combo: pp ? 400 + (osuId % 1600) : 0,
    replays_watched_by_others: osuId % 50,
    is_ranked: globalRank !== null,
    grade_counts: { ss: plays % 7, ssh: 0, s: plays % 31, sh: 0, a: plays % 97 },
    ...(extra
      ? {
          country_rank: globalRank ? Math.max(1, Math.round(globalRank / 40)) : null,
          rank: { country: globalRank ? Math.max(1, Math.round(globalRank / 40)) : null },
        }
      : {}),
  };
}

/** UserCompactTransformer with the card includes (country, cover, groups, team), as `/api/v2/users` and discussions send it. */
export function userCompactJson(u: MockOsuUser) {
  return {
    avatar_url: `/mock-osu/a/${u.osuId}`,
    country_code: "AU",
    default_group: u.groupIds.includes(28) || u.groupIds.includes(32) ? "bng" : u.groupIds.includes(7) ? "nat" : "default",
    id: u.osuId,
    is_active: true,
    is_bot: false,
    is_deleted: false,
    is_online: false,
    is_supporter: u.osuId % 3 === 0,
    last_visit: iso(EPOCH + (u.osuId % 4000) * 86_400_000),
    pm_friends_only: false,
    profile_colour: null,
    username: u.username,
    country: { code: "AU", name: "Australia" },
    cover: { custom_url: null, url: `/mock-osu/assets/covers/${u.osuId}.svg`, id: "1" },
    groups: u.groupIds.map(groupJson),
    team: null,
  };
}

/** UserCompactTransformer with `groups` only: the users of the discussions endpoint. */
export function userWithGroupsJson(u: MockOsuUser) {
  const { country: _country, cover: _cover, team: _team, ...rest } = userCompactJson(u);
  return rest;
}

/** `statistics_rulesets`: one entry per ruleset the member has statistics in (osu-web leaves the others out). */
function statisticsRulesetsJson(osuId: number, stats: MockOsuStats) {
  return Object.fromEntries(
    (Object.keys(RULESETS) as Mode[])
      .filter((m) => stats.pp[m] !== null)
      .map((m) => [RULESETS[m], statisticsJson(osuId, stats.pp[m], stats.globalRank)]),
  );
}

/** One member of `/api/v2/users`: UserCompact, card includes and statistics per ruleset — no ranked mapset count. */
export function usersIndexEntryJson(u: MockOsuUser, stats: MockOsuStats) {
  return { ...userCompactJson(u), statistics_rulesets: statisticsRulesetsJson(u.osuId, stats) };
}

/**
 * `/api/v2/users/{id}` (UsersController::show: UserTransformer with the profile includes, then the deprecated
 * duplicates) and, with `me`, `/api/v2/me` (the same plus statistics per ruleset and the session's own fields).
 */
export function userFullJson(u: MockOsuUser, stats: MockOsuStats, opts: { me: boolean }) {
  const mode = stats.playmode;
  const rankHistory = {
    mode: RULESETS[mode],
    data: Array.from({ length: 90 }, (_, i) => (stats.globalRank ?? 0) + (90 - i) * 3),
  };
  const full = {
    ...userCompactJson(u),
    cover_url: `/mock-osu/assets/covers/${u.osuId}.svg`,
    discord: null,
    has_supported: u.osuId % 3 === 0,
    interests: null,
    join_date: iso(EPOCH + (u.osuId % 2000) * 86_400_000),
    location: null,
    max_blocks: 100,
    max_friends: 500,
    occupation: null,
    playmode: RULESETS[mode],
    playstyle: ["mouse", "keyboard"],
    post_count: u.osuId % 300,
    profile_hue: null,
    profile_order: ["me", "recent_activity", "top_ranks", "medals", "historical", "beatmaps", "kudosu"],
    title: null,
    title_url: null,
    twitter: null,
    website: null,
    kudosu: { available: u.osuId % 40, total: u.osuId % 90 },
    account_history: [],
    active_tournament_banner: null,
    active_tournament_banners: [],
    badges: [],
    beatmap_playcounts_count: u.osuId % 5000,
    comments_count: u.osuId % 70,
    current_season_stats: null,
    daily_challenge_user_stats: {
      daily_streak_best: 0,
      daily_streak_current: 0,
      last_update: null,
      last_weekly_streak: null,
      playcount: 0,
      top_10p_placements: 0,
      top_50p_placements: 0,
      user_id: u.osuId,
      weekly_streak_best: 0,
      weekly_streak_current: 0,
    },
    favourite_beatmapset_count: u.osuId % 120,
    follower_count: u.osuId % 900,
    graveyard_beatmapset_count: u.osuId % 25,
    guest_beatmapset_count: u.osuId % 9,
    loved_beatmapset_count: 0,
    mapping_follower_count: u.osuId % 200,
    matchmaking_stats: [],
    monthly_playcounts: [],
    nominated_beatmapset_count: u.groupIds.length ? u.osuId % 60 : 0,
    page: { html: "", raw: "" },
    pending_beatmapset_count: u.osuId % 4,
    previous_usernames: [],
    rank_highest: stats.globalRank ? { rank: Math.max(1, Math.round(stats.globalRank * 0.8)), updated_at: iso(EPOCH) } : null,
    ranked_beatmapset_count: u.rankedBeatmapsetCount,
    replays_watched_counts: [],
    scores_best_count: 100,
    scores_first_count: 0,
    scores_pinned_count: 0,
    scores_recent_count: 0,
    statistics: {
      ...statisticsJson(u.osuId, stats.pp[mode], stats.globalRank, true),
      variants: mode === Mode.mania ? [] : undefined,
    },
    support_level: u.osuId % 3 === 0 ? 1 : 0,
    user_achievements: [],
    rank_history: rankHistory,
    // UsersController::fillDeprecatedDuplicateFields
    rankHistory,
    ranked_and_approved_beatmapset_count: u.rankedBeatmapsetCount,
    unranked_beatmapset_count: u.osuId % 4,
  };
  // UserCompactTransformer::includeCurrentUserAttributes: null without a member behind the token.
  if (!opts.me) return { ...full, current_user_attributes: null };
  return {
    ...full,
    current_user_attributes: { has_blocked: false },
    is_restricted: false,
    score_processing_notice_url: "https://osu.ppy.sh/wiki/Performance_points",
    session_verification_method: null,
    session_verified: true,
    user_preferences: {
      audio_autoplay: false,
      audio_muted: false,
      audio_volume: 0.45,
      beatmapset_card_size: "normal",
      beatmapset_download: "all",
      beatmapset_show_nsfw: false,
      beatmapset_title_show_original: false,
      comments_show_deleted: false,
      forum_posts_show_deleted: true,
      legacy_score_only: false,
      profile_cover_expanded: true,
      scoring_mode: "standardised",
      user_list_filter: "all",
      user_list_sort: "last_visit",
      user_list_view: "card",
    },
    statistics_rulesets: statisticsRulesetsJson(u.osuId, stats),
  };
}

function coversJson(id: number) {
  const base = `/mock-osu/assets/beatmaps/${id}/covers`;
  return {
    cover: `${base}/cover.svg`,
    "cover@2x": `${base}/cover.svg`,
    card: `${base}/card.svg`,
    "card@2x": `${base}/card.svg`,
    list: `${base}/card.svg`,
    "list@2x": `${base}/card.svg`,
    slimcover: `${base}/cover.svg`,
    "slimcover@2x": `${base}/cover.svg`,
  };
}

/** BeatmapTransformer of one difficulty, with the includes BeatmapsetsController::show asks for. */
function beatmapJson(s: MockBeatmapsetState, index: number, hitLength: number, convert = false) {
  const id = s.id * 10 + index;
  return {
    beatmapset_id: s.id,
    difficulty_rating: 2 + index * 1.35,
    id,
    lazer_only: false,
    mode: "osu",
    status: s.status,
    total_length: hitLength + 4,
    user_id: 2,
    version: ["Normal", "Hard", "Insane"][index] ?? `Diff ${index + 1}`,
    accuracy: 5 + index,
    ar: 6 + index,
    bpm: 180,
    convert,
    count_circles: hitLength * 2,
    count_sliders: hitLength,
    count_spinners: 1,
    cs: 4,
    deleted_at: null,
    drain: 5,
    hit_length: hitLength,
    is_scoreable: OSU_STATE_INT[s.status] > 0,
    last_updated: iso(s.submittedDate.getTime()),
    mode_int: 0,
    passcount: s.playCount >> 3,
    playcount: s.playCount >> 1,
    ranked: OSU_STATE_INT[s.status],
    url: `https://osu.ppy.sh/beatmaps/${id}`,
    checksum: crypto.createHash("md5").update(`beatmap ${id}`).digest("hex"),
    current_user_playcount: 0,
    current_user_tag_ids: [],
    failtimes: { fail: Array(100).fill(0), exit: Array(100).fill(0) },
    max_combo: hitLength * 3,
    owners: [{ id: 2, username: "peppy" }],
    top_tag_ids: [],
  };
}

/** `/api/v2/beatmapsets/{id}`: BeatmapsetTransformer with its default includes and those of BeatmapsetsController::show. */
export function beatmapsetJson(s: MockBeatmapsetState) {
  const state = OSU_STATE_INT[s.status];
  return {
    anime_cover: false,
    artist: s.artist,
    artist_unicode: s.artist,
    covers: coversJson(s.id),
    creator: "peppy",
    favourite_count: s.favouriteCount,
    genre_id: 1,
    hype: state <= 0 && state >= -1 ? { current: 0, required: 5 } : null,
    id: s.id,
    language_id: 1,
    nsfw: false,
    offset: 0,
    play_count: s.playCount,
    preview_url: `//b.ppy.sh/preview/${s.id}.mp3`,
    source: "",
    spotlight: false,
    status: s.status,
    title: s.title,
    title_unicode: s.title,
    track_id: null,
    user_id: 2,
    video: false,
    bpm: 180,
    can_be_hyped: state <= 0 && state >= -1,
    deleted_at: null,
    discussion_enabled: true,
    discussion_locked: false,
    is_scoreable: state > 0,
    last_updated: iso(s.submittedDate.getTime()),
    legacy_thread_url: null,
    nominations_summary: {
      current: s.nominatorOsuIds.length,
      eligible_main_rulesets: ["osu"],
      required_meta: { main_ruleset: 2, non_main_ruleset: 1 },
    },
    ranked: state,
    ranked_date: s.rankedDate ? iso(s.rankedDate.getTime()) : null,
    rating: 9.1,
    storyboard: false,
    submitted_date: iso(s.submittedDate.getTime()),
    tags: "",
    availability: { download_disabled: false, more_information: null },
    beatmaps: [beatmapJson(s, 1, s.length), beatmapJson(s, 0, Math.max(1, s.length - 7))],
    converts: [],
    current_nominations: s.nominatorOsuIds.map((user_id) => ({ beatmapset_id: s.id, rulesets: ["osu"], reset: false, user_id })),
    description: { description: "" },
    genre: { id: 1, name: "Unspecified" },
    language: { id: 1, name: "Unspecified" },
    pack_tags: [],
    ratings: Array(11).fill(0),
    recent_favourites: [],
    related_tags: [],
    related_users: [],
    user: null,
    version_count: 2,
  };
}

/** One row of the offline osu!'s discussion of a set, flattened: reviews' embedded issues are rows with a parent. */
export interface DiscussionRow {
  id: number;
  beatmapsetId: number;
  userId: number;
  type: MessageType;
  parentId: number | null;
  resolved: boolean;
  createdAt: number;
}

/** BeatmapDiscussionTransformer with `starting_post` (the discussions endpoint's includes for an OAuth token). */
export function discussionJson(d: DiscussionRow) {
  return {
    id: d.id,
    beatmapset_id: d.beatmapsetId,
    beatmap_id: d.type === "review" || d.type === "hype" || d.type === "praise" ? null : d.beatmapsetId * 10,
    user_id: d.userId,
    deleted_by_id: null,
    message_type: d.type,
    parent_id: d.parentId,
    timestamp: d.type === "suggestion" || d.type === "problem" ? 61_500 : null,
    resolved: d.resolved,
    can_be_resolved: d.type === "suggestion" || d.type === "problem",
    can_grant_kudosu: d.type === "suggestion" || d.type === "problem",
    created_at: iso(d.createdAt),
    updated_at: iso(d.createdAt),
    deleted_at: null,
    last_post_at: iso(d.createdAt),
    kudosu_denied: false,
    starting_post: {
      beatmapset_discussion_id: d.id,
      created_at: iso(d.createdAt),
      deleted_at: null,
      deleted_by_id: null,
      id: d.id * 7,
      last_editor_id: null,
      message: d.type === "review" ? JSON.stringify([{ type: "paragraph", text: "review" }]) : `${d.type} from ${d.userId}`,
      system: false,
      updated_at: iso(d.createdAt),
      user_id: d.userId,
    },
  };
}

/** The compact beatmapset of the discussions endpoint's `beatmapsets` (BeatmapsetTransformer without show's includes). */
export function discussionBeatmapsetJson(s: MockBeatmapsetState) {
  const full = beatmapsetJson(s) as Record<string, unknown>;
  const SHOW_ONLY = [
    "beatmaps",
    "converts",
    "current_nominations",
    "description",
    "genre",
    "language",
    "pack_tags",
    "ratings",
    "recent_favourites",
    "related_tags",
    "related_users",
    "user",
    "version_count",
  ];
  return Object.fromEntries(Object.entries(full).filter(([k]) => !SHOW_ONLY.includes(k)));
}

/** A difficulty in the discussions endpoint's `beatmaps` (BeatmapTransformer, no includes). */
export function discussionBeatmapJson(s: MockBeatmapsetState, index: number) {
  const full = beatmapJson(s, index, s.length) as Record<string, unknown>;
  const INCLUDES = ["current_user_playcount", "current_user_tag_ids", "failtimes", "max_combo", "owners", "top_tag_ids"];
  return Object.fromEntries(Object.entries(full).filter(([k]) => !INCLUDES.includes(k)));
}
