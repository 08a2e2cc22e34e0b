/**
 * The hand-written twins of bench-graphql.ts: for each read of the web app, one SQL statement that returns the whole
 * JSON answer (`{"data": ...}`, `__typename`s included) the GraphQL server gives for the same document and variables,
 * for the benchmark viewer (DemoMapper) on the offline osu! provider (avatar and cover URLs are the mock's). They are
 * the physical limit the server is held against: one round trip, rows never leave PostgreSQL as rows, and Node only
 * passes text along. The bench checks each against the server's answer (deep-equal) before timing it.
 */
import { BADGE_THRESHOLDS } from "@mg/rules";
import type { Pool } from "pg";

export interface Twin {
  /** The name in the bench table and for --only. */
  name: string;
  /** The web app's operation (web/src/**\/*.graphql). */
  operation: string;
  /** The variables the page sends on its first load. */
  variables: Record<string, unknown>;
  /** The JSON text of the answer for the given viewer (users.id). */
  run(pool: Pool, viewerId: number): Promise<string>;
}

/** An ISO 8601 UTC timestamp with milliseconds, as graphql-scalars prints a Date. */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** points.rules.ts round1 in float8: Math.round((n + Number.EPSILON) * 10) / 10. */
const round1 = (expr: string) => `(floor((${expr} + 2.220446049250313e-16::float8) * 10 + 0.5) / 10)`;

/** points.rules.ts totalFromFields: the categories summed in the same order (float8 addition is the same IEEE one). */
const TOTAL = [
  "easy_points",
  "normal_points",
  "hard_points",
  "insane_points",
  "expert_points",
  "storyboard_points",
  "hitsound_points",
  "skin_points",
  "quest_points",
  "mission_points",
  "mod_points",
  "host_points",
  "contest_creator_points",
  "contest_participant_points",
  "contest_screener_points",
  "contest_judge_points",
  "legacy_points",
  "adjustment_points",
]
  .map((c) => `u.${c}`)
  .reduce((sum, c) => `(${sum} + ${c})`, "0::float8");

/** users.rules.ts mainMode: the first of osu, catch, taiko, mania with the most mapping points. */
const MAIN_MODE = `CASE WHEN u.osu_points >= u.catch_points AND u.osu_points >= u.taiko_points AND u.osu_points >= u.mania_points THEN 'osu'
  WHEN u.catch_points >= u.taiko_points AND u.catch_points >= u.mania_points THEN 'catch'
  WHEN u.taiko_points >= u.mania_points THEN 'taiko' ELSE 'mania' END`;

/** avatar.ts on the offline provider. */
const AVATAR = (osuId: string) => `'/mock-osu/a/' || ${osuId}`;
const ARTIST_COVER = (osuId: string) =>
  `CASE WHEN ${osuId} IS NULL OR ${osuId} = 0 THEN NULL ELSE '/mock-osu/assets/artists/' || ${osuId} || '/cover.svg' END`;

/**
 * With --prepared-twins the twins go out as named (prepared) statements, as the server's reads do (core/sql.ts), so
 * neither side pays for planning; by default they are unnamed, the measure issue 12 was set against.
 */
const twinNames = new Map<string, string>();
export const twinStatements = { prepared: false };

async function one(pool: Pool, text: string, values: unknown[]): Promise<string> {
  let name: string | undefined;
  if (twinStatements.prepared) {
    name = twinNames.get(text);
    if (!name) twinNames.set(text, (name = `twin_${twinNames.size}`));
  }
  const res = await pool.query<[string]>({ name, text, values, rowMode: "array" });
  return res.rows[0][0];
}

const me: Twin = {
  name: "Me",
  operation: "MissionsViewer",
  variables: {},
  run: (pool, viewerId) =>
    one(
      pool,
      `SELECT json_build_object('data', json_build_object('me',
         json_build_object('id', u.id::text, 'mainMode', ${MAIN_MODE}, '__typename', 'CurrentUser')))::text
       FROM users u WHERE u.id = $1`,
      [viewerId],
    ),
};

/**
 * A float8 as JavaScript's JSON.stringify prints the number: the shortest round-trip digits both share, in
 * JavaScript's notation (plain decimals from 1e-6 up to 1e21, exponents without leading zeros, -0 as 0).
 */
const jsNumber = (expr: string) => `CASE WHEN ${expr} = 0 THEN '0'
  WHEN abs(${expr}) >= 1e-6 AND abs(${expr}) < 1e21 THEN ((${expr})::text::numeric)::text
  ELSE regexp_replace((${expr})::text, 'e([+-])0*([0-9])', 'e\\1\\2') END`;

/**
 * core/connection.ts encodeCursor of a JSON array text (the sort key as JSON.stringify prints it): base64url without
 * padding (PostgreSQL's base64 also wraps lines every 76 characters, dropped here). Every twin's cursors use it.
 */
const CURSOR = (jsonArray: string) => `translate(encode(convert_to(${jsonArray}, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;

/** The first page of usersConnection in the default order (points, highest first; ties by id). */
const usersList: Twin = {
  name: "UsersList",
  operation: "UsersList",
  variables: { mode: null, search: null, sort: "points", ascending: false, first: 50 },
  run: (pool) =>
    one(
      pool,
      `WITH page AS (
         SELECT u.id, u.osu_id, u.username, u.cover_url, u.rank, u.spent_points, u.osu_points, u.taiko_points,
                u.catch_points, u.mania_points, u.total_points, ${round1(TOTAL)} AS total,
                ${CURSOR(`'[' || ${jsNumber("u.total_points")} || ',' || u.id || ']'`)} AS cursor
           FROM users u ORDER BY u.total_points DESC, u.id LIMIT 51),
       shown AS (SELECT * FROM page ORDER BY total_points DESC, id LIMIT 50)
       SELECT json_build_object('data', json_build_object('usersConnection', json_build_object(
         'totalCount', (SELECT count(*) FROM users),
         'edges', COALESCE((SELECT json_agg(json_build_object('cursor', p.cursor, 'node', json_build_object(
            'id', p.id::text, 'osuId', p.osu_id, 'username', p.username, 'avatarUrl', ${AVATAR("p.osu_id")},
            'coverUrl', p.cover_url, 'rank', p.rank,
            'pointsInfo', json_build_object('total', p.total, 'available', ${round1("p.total - p.spent_points")}, '__typename', 'PointsInfo'),
            'pointsBreakdown', json_build_object('osu', ${round1("p.osu_points")}, 'taiko', ${round1("p.taiko_points")},
               'catch', ${round1("p.catch_points")}, 'mania', ${round1("p.mania_points")}, '__typename', 'PointsBreakdown'),
            '__typename', 'User'), '__typename', 'UserEdge') ORDER BY p.total_points DESC, p.id)
           FROM shown p), '[]'),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 50,
           'endCursor', (SELECT l.cursor FROM shown l ORDER BY l.total_points, l.id DESC LIMIT 1), '__typename', 'PageInfo'),
         '__typename', 'UserConnection')))::text`,
      [],
    ),
};

/** The first page of the landing's artists as HomeArtists asks for it (homeArtistsConnection, first 12). */
const homeArtists: Twin = {
  name: "HomeArtists",
  operation: "HomeArtists",
  variables: { first: 12 },
  run: (pool) =>
    one(
      pool,
      `WITH page AS (
         SELECT a.id, a.label, a.osu_id FROM featured_artists a
          WHERE a.status IN ('public', 'playlist') AND a.is_up_to_date AND a.osu_id IS NOT NULL
            AND EXISTS (SELECT 1 FROM featured_songs s JOIN beatmaps b ON b.song_id = s.id WHERE s.artist_id = a.id)
          ORDER BY a.osu_id DESC, a.id DESC LIMIT 13),
       shown AS (SELECT * FROM page ORDER BY osu_id DESC, id DESC LIMIT 12),
       last AS (SELECT * FROM shown ORDER BY osu_id, id LIMIT 1)
       SELECT json_build_object('data', json_build_object('homeArtistsConnection', json_build_object(
         'edges', COALESCE((SELECT json_agg(json_build_object(
            'cursor', ${CURSOR("format('[%s,%s]', a.osu_id, a.id)")},
            'node', json_build_object(
              'id', a.id::text, 'label', a.label, 'osuId', a.osu_id, 'coverUrl', ${ARTIST_COVER("a.osu_id")},
              'songs', COALESCE((SELECT json_agg(json_build_object('id', s.id::text,
                  'globalId', rtrim(translate(encode(convert_to('Song:' || s.id, 'UTF8'), 'base64'), '+/', '-_'), '='),
                  'title', s.title,
                  'beatmapCount', (SELECT count(*) FROM beatmaps b WHERE b.song_id = s.id),
                  'beatmaps', (SELECT json_agg(json_build_object('id', f.id::text, 'url', f.url,
                      'host', json_build_object('id', h.id::text, 'username', h.username, '__typename', 'User'),
                      '__typename', 'Beatmap') ORDER BY f.created_at, f.id)
                    FROM (SELECT b.* FROM beatmaps b WHERE b.song_id = s.id ORDER BY b.created_at, b.id LIMIT 2) f
                    JOIN users h ON h.id = f.host_id),
                  '__typename', 'Song') ORDER BY s.title, s.id)
                FROM featured_songs s WHERE s.artist_id = a.id AND EXISTS (SELECT 1 FROM beatmaps b WHERE b.song_id = s.id)), '[]'),
              '__typename', 'Artist'),
            '__typename', 'ArtistEdge') ORDER BY a.osu_id DESC, a.id DESC) FROM shown a), '[]'),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 12,
           'endCursor', (SELECT ${CURSOR("format('[%s,%s]', l.osu_id, l.id)")} FROM last l), '__typename', 'PageInfo'),
         '__typename', 'ArtistConnection')))::text`,
      [],
    ),
};

/** avatar.ts beatmapCoverUrl on the offline provider, for the beatmapset id beatmaps.rules.ts parses from the link. */
const BEATMAP_COVER = (url: string, size: "card" | "cover") =>
  `'/mock-osu/assets/beatmaps/' || NULLIF(substring(${url} FROM '^https?://(?:[^/]*\\.)?ppy\\.sh/beatmapsets/([0-9]{1,10})(?:[/#?]|$)')::bigint, 0) || '/covers/${size}.svg'`;

/** A member as the web's small user references print one. */
const userRef = (u: string, fields: string[]) =>
  `json_build_object(${fields
    .map((f) => {
      if (f === "id") return `'id', ${u}.id::text`;
      if (f === "osuId") return `'osuId', ${u}.osu_id`;
      if (f === "avatarUrl") return `'avatarUrl', ${AVATAR(`${u}.osu_id`)}`;
      return `'${f}', ${u}.${f}`;
    })
    .join(", ")}, '__typename', 'User')`;

/** The cursor of a quest in questsConnection's order (quests.service.ts connection: created_at to the ms, id). */
const QUEST_CURSOR = (q: string) => CURSOR(`'["' || ${iso(`${q}.created_at`)} || '",' || ${q}.id || ']'`);

const questsPage: Twin = {
  name: "QuestsPage",
  operation: "QuestsPage",
  variables: { mode: null, status: null, artist: null, search: null, first: 50 },
  run: (pool, viewerId) =>
    one(
      pool,
      `WITH visible AS (
         SELECT q.* FROM quests q WHERE (q.status IN ('open', 'wip', 'done') OR q.creator_id = $1) AND q.status <> 'hidden'),
       page AS (SELECT * FROM visible ORDER BY date_trunc('milliseconds', created_at) DESC, id DESC LIMIT 51),
       shown AS (SELECT * FROM page ORDER BY date_trunc('milliseconds', created_at) DESC, id DESC LIMIT 50),
       last AS (SELECT * FROM shown ORDER BY date_trunc('milliseconds', created_at), id LIMIT 1)
       SELECT json_build_object('data', json_build_object('questsConnection', json_build_object(
         'totalCount', (SELECT count(*) FROM visible),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 50,
            'endCursor', (SELECT ${QUEST_CURSOR("l")} FROM last l), '__typename', 'PageInfo'),
         'edges', COALESCE((SELECT json_agg(json_build_object('cursor', ${QUEST_CURSOR("q")}, 'node', json_build_object(
            'id', q.id::text, 'name', q.name, 'price', q.price, 'timeframe', q.timeframe, 'status', q.status,
            'minParty', q.min_party, 'maxParty', q.max_party, 'modes', to_json(q.modes), 'deadline', ${iso("q.deadline")},
            'isExpired', (q.status = 'open' AND q.expiration IS NOT NULL AND q.expiration < now()),
            'isOverdue', (q.status = 'wip' AND q.deadline IS NOT NULL AND q.deadline < now()),
            'isCustom', q.is_custom, 'coverUrl', ${ARTIST_COVER("a.osu_id")},
            'artist', CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id::text, 'label', a.label, '__typename', 'Artist') END,
            'currentParty', CASE WHEN q.status IN ('wip', 'done') THEN (
              SELECT json_build_object('id', p.id::text,
                'members', (SELECT COALESCE(json_agg(${userRef("mu", ["id", "username", "osuId", "avatarUrl"])}
                   ORDER BY mu.id <> p.leader_id, mu.id), '[]') FROM party_members pm JOIN users mu ON mu.id = pm.user_id WHERE pm.party_id = p.id),
                '__typename', 'Party')
              FROM parties p WHERE p.quest_id = q.id ORDER BY p.created_at, p.id LIMIT 1) END,
            'viewerParty', (SELECT json_build_object('id', p.id::text, '__typename', 'Party') FROM parties p
              WHERE p.quest_id = q.id AND EXISTS (SELECT 1 FROM party_members pm WHERE pm.party_id = p.id AND pm.user_id = $1)
              ORDER BY p.created_at, p.id LIMIT 1),
            '__typename', 'Quest'), '__typename', 'QuestEdge') ORDER BY date_trunc('milliseconds', q.created_at) DESC, q.id DESC)
           FROM shown q LEFT JOIN featured_artists a ON a.id = q.artist_id), '[]'),
         '__typename', 'QuestConnection')))::text`,
      [viewerId],
    ),
};

/** beatmaps.rules.ts compareTasks: TaskName order, then TASK_MODE_ORDER, then id. */
const TASK_ORDER = `array_position(ARRAY['Easy','Normal','Hard','Insane','Expert','Hitsounds','Storyboard','Skin'], t.name::text),
  array_position(ARRAY['osu','taiko','catch','mania','hs','sb','skin'], t.mode::text), t.id`;

/**
 * The cursor of a mapset in beatmapsConnection (beatmaps.service.ts connection → beatmap-search.rules.ts
 * encodeBeatmapCursor): "<created_at to the ms, ISO>_<id>" in base64url without padding. Not CURSOR's JSON array:
 * the "Other beatmaps" connection keeps the keyset cursor of the deprecated `beatmaps` list it pages like.
 */
const BEATMAP_CURSOR = (b: string) =>
  `translate(encode(convert_to(${iso(`${b}.created_at`)} || '_' || ${b}.id, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;

/** The first page of "Other beatmaps" as OtherBeatmaps asks for it (beatmapsConnection, the viewer's main mode, 30). */
const otherBeatmaps: Twin = {
  name: "OtherBeatmaps",
  operation: "OtherBeatmaps",
  variables: { mode: "osu", status: null, quest: "any", search: null, first: 30 },
  run: (pool, viewerId) =>
    one(
      pool,
      `WITH page AS (
         SELECT b.* FROM beatmaps b WHERE b.host_id <> $1 AND b.mode IN ('osu', 'hybrid')
          ORDER BY b.created_at DESC, b.id DESC LIMIT 31),
       shown AS (SELECT * FROM page ORDER BY created_at DESC, id DESC LIMIT 30),
       last AS (SELECT * FROM shown ORDER BY created_at, id LIMIT 1)
       SELECT json_build_object('data', json_build_object('beatmapsConnection', json_build_object(
         'edges', COALESCE((SELECT json_agg(json_build_object('cursor', ${BEATMAP_CURSOR("b")}, 'node', json_build_object(
            'id', b.id::text, 'status', b.status, 'mode', b.mode, 'url', b.url,
            'cardCoverUrl', ${BEATMAP_COVER("b.url", "card")}, 'coverUrl', ${BEATMAP_COVER("b.url", "cover")},
            'isShowcase', b.is_showcase, 'tasksLocked', to_json(b.tasks_locked), 'createdAt', ${iso("b.created_at")},
            'song', json_build_object('id', s.id::text, 'title', s.title, 'artistName', s.artist_name,
               'artist', json_build_object('id', a.id::text, 'coverUrl', ${ARTIST_COVER("a.osu_id")}, '__typename', 'Artist'),
               '__typename', 'Song'),
            'host', ${userRef("h", ["id", "username", "osuId"])},
            'quest', CASE WHEN qu.id IS NULL THEN NULL ELSE json_build_object('id', qu.id::text, 'name', qu.name,
               'coverUrl', (SELECT ${ARTIST_COVER("qa.osu_id")} FROM featured_artists qa WHERE qa.id = qu.artist_id),
               'isMbc', qu.is_mbc, '__typename', 'Quest') END,
            'mission', CASE WHEN mi.id IS NULL THEN NULL ELSE json_build_object('id', mi.id::text, 'name', mi.name, 'tier', mi.tier, '__typename', 'Mission') END,
            'tasks', COALESCE((SELECT json_agg(json_build_object('id', t.id::text, 'name', t.name, 'mode', t.mode, 'status', t.status,
                'mappers', (SELECT COALESCE(json_agg(${userRef("tu", ["id", "username", "osuId"])} ORDER BY tu.username COLLATE "und-x-icu", tu.id), '[]')
                   FROM task_mappers tm JOIN users tu ON tu.id = tm.user_id WHERE tm.task_id = t.id),
                '__typename', 'Task') ORDER BY ${TASK_ORDER})
              FROM tasks t WHERE t.beatmap_id = b.id), '[]'),
            '__typename', 'Beatmap'), '__typename', 'BeatmapEdge') ORDER BY b.created_at DESC, b.id DESC)
           FROM shown b JOIN featured_songs s ON s.id = b.song_id JOIN featured_artists a ON a.id = s.artist_id
           JOIN users h ON h.id = b.host_id LEFT JOIN quests qu ON qu.id = b.quest_id LEFT JOIN missions mi ON mi.id = b.mission_id), '[]'),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 30,
           'endCursor', (SELECT ${BEATMAP_CURSOR("l")} FROM last l), '__typename', 'PageInfo'),
         '__typename', 'BeatmapConnection')))::text`,
      [viewerId],
    ),
};

/** toLocaleString("en-US") of an integer. */
const num = (expr: string) => `to_char(${expr}, 'FM999,999,999,990')`;
const isoDay = (expr: string) => `to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const line = (key: string, when: string, text: string, checkable = true) =>
  `CASE WHEN ${when} THEN json_build_object('key', '${key}', 'text', ${text}, 'checkable', ${checkable}, '__typename', 'MissionRequirement') END`;

/** mission-requirements.rules.ts requirementLines, in its order. */
const REQUIREMENTS = [
  line(
    "rankedBeatmaps",
    "m.user_maximum_ranked_beatmaps_count IS NOT NULL",
    `'You must have no more than ' || ${num("m.user_maximum_ranked_beatmaps_count")} || ' ranked beatmaps'`,
  ),
  line(
    "globalRank",
    "m.user_maximum_global_rank IS NOT NULL",
    `'You must be no higher than ' || ${num("m.user_maximum_global_rank")} || ' global rank'`,
  ),
  line(
    "maximumPp",
    "m.user_maximum_pp IS NOT NULL",
    `'Your performance points in your map''s mode must be no higher than ' || ${num("m.user_maximum_pp")}`,
  ),
  line(
    "minimumPp",
    "m.user_minimum_pp IS NOT NULL",
    `'Your performance points in your map''s mode must be higher than ' || ${num("m.user_minimum_pp")}`,
  ),
  line(
    "earliestSubmission",
    "m.beatmap_earliest_submission_date > timestamptz '2007-09-17T00:00:00Z'",
    `'Beatmap must be submitted after ' || ${isoDay("m.beatmap_earliest_submission_date")}`,
  ),
  line(
    "latestSubmission",
    "m.beatmap_latest_submission_date < timestamptz '2050-01-01T00:00:00Z'",
    `'Beatmap must be submitted before ' || ${isoDay("m.beatmap_latest_submission_date")}`,
  ),
  line(
    "mgRank",
    "m.user_minimum_rank IS NOT NULL",
    `'Your Mappers'' Guild rank must be at least ' || m.user_minimum_rank || ' (' ||
     ${num(`CASE WHEN m.user_minimum_rank <= 0 THEN 0 ELSE (ARRAY[${BADGE_THRESHOLDS.join(", ")}])[least(m.user_minimum_rank, 5)] END`)} || ' total points)'`,
  ),
  line(
    "favoritesOrPlays",
    "m.beatmap_minimum_favorites IS NOT NULL OR m.beatmap_minimum_play_count IS NOT NULL",
    `'Beatmap must have at least ' || concat_ws(' or ', ${num("m.beatmap_minimum_favorites")} || ' favorites', ${num("m.beatmap_minimum_play_count")} || ' plays')`,
  ),
  line(
    "difficulties",
    "cardinality(m.beatmap_difficulties) > 0",
    `'Mapset must include these difficulties: ' || (SELECT string_agg(d, ', ' ORDER BY array_position(
       ARRAY['Easy','Normal','Hard','Insane','Expert','Hitsounds','Storyboard','Skin'], d)) FROM (SELECT DISTINCT unnest(m.beatmap_difficulties)::text AS d) x)`,
  ),
  line(
    "minimumLength",
    "m.beatmap_minimum_length IS NOT NULL",
    `'Beatmap must be at least ' || ${num("m.beatmap_minimum_length")} || ' seconds long'`,
  ),
  line(
    "maximumLength",
    "m.beatmap_maximum_length IS NOT NULL",
    `'Beatmap must be no longer than ' || ${num("m.beatmap_maximum_length")} || ' seconds'`,
  ),
  line(
    "uniqueToRanked",
    "m.is_unique_to_ranked",
    `'Song must be unique to the Ranked section as of ' || ${isoDay("m.created_at")}`,
    false,
  ),
  line(
    "uniqueArtistToRanked",
    "m.is_unique_artist_to_ranked",
    `'Artist must have no Ranked beatmaps as of ' || ${isoDay("m.created_at")}`,
    false,
  ),
];

/** One mission as MissionFields asks for it, for a member who is not an admin (`m` a missions row, $1 the viewer). */
const MISSION_FIELDS = (ids: (table: string) => string) => `json_build_object(
  'id', m.id::text, 'name', m.name, 'tier', m.tier, 'modes', to_json(m.modes), 'status', m.status,
  'objective', m.objective, 'winCondition', m.win_condition, 'additionalRequirement', m.additional_requirement,
  'deadline', ${iso("m.deadline")}, 'isOsuOriginal', m.is_osu_original,
  'requirements', (SELECT COALESCE(json_agg(r.j ORDER BY r.k), '[]') FROM unnest(ARRAY[${REQUIREMENTS.join(", ")}]::json[])
     WITH ORDINALITY AS r(j, k) WHERE r.j IS NOT NULL),
  'artists', (SELECT COALESCE(json_agg(json_build_object('id', a.id::text, 'label', a.label, 'osuId', a.osu_id,
      'coverUrl', ${ARTIST_COVER("a.osu_id")}, '__typename', 'Artist') ORDER BY ma.ctid), '[]')
     FROM mission_artists ma JOIN featured_artists a ON a.id = ma.artist_id
    WHERE ma.mission_id = m.id AND a.status <> 'private' AND a.osu_id IS NOT NULL),
  'createdAt', ${iso("m.created_at")}, 'isShowcaseMission', m.is_showcase_mission, 'isArtistShowcase', m.is_artist_showcase,
  'isGenreShowcase', m.is_genre_showcase, 'isSeparate', m.is_separate,
  'selectionOpen', (m.is_showcase_mission AND m.status = 'open' AND now() <= m.deadline),
  'acceptsBeatmaps', (m.status = 'open' AND now() <= m.deadline),
  'remainingArtists', m.remaining_artists, 'genreOptions', to_json(m.genre_options),
  'associatedMaps', (SELECT COALESCE(json_agg(json_build_object('id', b.id::text, 'status', b.status, 'mode', b.mode,
      'url', b.url, 'createdAt', ${iso("b.created_at")}, 'isLame', b.is_lame, 'viewerIsHost', b.host_id = $1,
      'song', json_build_object('id', s.id::text, 'title', s.title, 'artistName', s.artist_name, '__typename', 'Song'),
      'host', ${userRef("h", ["id", "username", "osuId"])}, '__typename', 'Beatmap') ORDER BY b.created_at, b.id), '[]')
     FROM beatmaps b JOIN featured_songs s ON s.id = b.song_id JOIN users h ON h.id = b.host_id WHERE b.mission_id = m.id),
  'winningBeatmaps', ${ids("mission_winners")},
  'invalidBeatmaps', ${ids("mission_invalid_beatmaps")},
  '__typename', 'Mission')`;

const joinIds = (table: string) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', x.beatmap_id::text, '__typename', 'Beatmap') ORDER BY x.ctid), '[]')
     FROM ${table} x WHERE x.mission_id = m.id)`;

/** missions.service.ts OPEN_KEYS of a missions row as a cursor's JSON array (tier, name, created_at in ms, id). */
const OPEN_CURSOR = (m: string) =>
  CURSOR(`'[' || ${m}.tier || ',' || to_json(${m}.name)::text || ',"' || ${iso(`${m}.created_at`)} || '",' || ${m}.id || ']'`);
const OPEN_ORDER = (m: string, dir: "" | "DESC" = "") =>
  dir
    ? `${m}.tier DESC, ${m}.name DESC, date_trunc('milliseconds', ${m}.created_at), ${m}.id`
    : `${m}.tier, ${m}.name, date_trunc('milliseconds', ${m}.created_at) DESC, ${m}.id DESC`;

/**
 * The first page of the active section as MissionsSection asks for it (open, non-separate announced missions,
 * the viewer's main mode as its filter, a page of 30).
 */
const missionsActive: Twin = {
  name: "MissionsActive",
  operation: "MissionsSection",
  variables: { section: "active", mode: "osu", search: null, first: 30 },
  run: (pool, viewerId) =>
    one(
      pool,
      `WITH page AS (
         SELECT m.* FROM missions m WHERE m.opening_announced AND m.status = 'open' AND NOT m.is_separate AND 'osu' = ANY(m.modes)
          ORDER BY ${OPEN_ORDER("m")} LIMIT 31),
       shown AS (SELECT * FROM page m ORDER BY ${OPEN_ORDER("m")} LIMIT 30),
       last AS (SELECT * FROM shown m ORDER BY ${OPEN_ORDER("m", "DESC")} LIMIT 1)
       SELECT json_build_object('data', json_build_object('missionsConnection', json_build_object(
         'edges', COALESCE((SELECT json_agg(json_build_object('cursor', ${OPEN_CURSOR("m")}, 'node', ${MISSION_FIELDS(joinIds)},
             '__typename', 'MissionEdge') ORDER BY ${OPEN_ORDER("m")}) FROM shown m), '[]'),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 30,
           'endCursor', (SELECT ${OPEN_CURSOR("l")} FROM last l), '__typename', 'PageInfo'),
         '__typename', 'MissionConnection')))::text`,
      [viewerId],
    ),
};

/** The first page of the inactive section as InactiveMissions asks for it (the viewer's main mode as its filter). */
const missionsInactive: Twin = {
  name: "MissionsInactive",
  operation: "InactiveMissions",
  variables: { mode: "osu", search: null, first: 20 },
  run: (pool, viewerId) =>
    one(
      pool,
      `WITH page AS (
         SELECT m.* FROM missions m WHERE m.opening_announced AND m.status = 'closed' AND 'osu' = ANY(m.modes)
          ORDER BY m.tier, date_trunc('milliseconds', m.created_at) DESC, m.id DESC LIMIT 21),
       shown AS (SELECT * FROM page ORDER BY tier, date_trunc('milliseconds', created_at) DESC, id DESC LIMIT 20),
       last AS (SELECT * FROM shown ORDER BY tier DESC, date_trunc('milliseconds', created_at), id LIMIT 1)
       SELECT json_build_object('data', json_build_object('missionsConnection', json_build_object(
         'nodes', COALESCE((SELECT json_agg(${MISSION_FIELDS(joinIds)}
             ORDER BY m.tier, date_trunc('milliseconds', m.created_at) DESC, m.id DESC) FROM shown m), '[]'),
         'pageInfo', json_build_object('hasNextPage', (SELECT count(*) FROM page) > 20,
           'endCursor', (SELECT translate(rtrim(encode(convert_to(
              format('[%s,"%s",%s]', l.tier, ${iso("l.created_at")}, l.id), 'UTF8'), 'base64'), '='), '+/', '-_') FROM last l),
           '__typename', 'PageInfo'),
         '__typename', 'MissionConnection')))::text`,
      [viewerId],
    ),
};

export const TWINS: Twin[] = [missionsActive, missionsInactive, questsPage, usersList, otherBeatmaps, homeArtists, me];
