/**
 * How big the web app's answers get on the large guild (issue 12, bounded answers): every query document of the web
 * app, sent as the app sends it, with the heaviest variables the guild offers, as an admin and as a mapper.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mg_bench npm run bench -- sizes [--limit-kb 64]
 *
 * The guild is the one `npm run bench -- graphql` builds (same database, same options). Variables:
 * - an id is the heaviest of its kind (the mapset with the most tasks, the mission with the most mapsets, the member
 *   with the most mapsets, the contest with the most entries, …), picked by SQL in VARIABLES below;
 * - `first`/`limit` are the page sizes the web sends (PAGE below; 100, the most a connection gives, where the page
 *   size is not fixed);
 * - an enum variable the table does not set is tried with each of its values, and the largest answer counts;
 * - other nullable variables are left out (first page, no filter).
 * Prints each operation's largest answer and fails (exit 1) when one is over the limit. Operations that answer an
 * error for these variables are listed too (an answer that never arrives has no size), so a stale table shows.
 */
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isNonNullType,
  typeFromAST,
  Kind,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { loadConfig } from "../config";
import { createLogger } from "../core/logger";
import { startServer } from "../app/server";
import { encodeGlobalId } from "../core/node";
import { documentAsSent, ensureGuild, httpClient, parseArgs, signIn, webDefinitions } from "./bench-graphql";

/** The heaviest value of each kind of id (SQL returning one text column). */
const HEAVIEST = {
  beatmap: `SELECT t.beatmap_id::text FROM tasks t JOIN task_mappers m ON m.task_id = t.id GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  mission: `SELECT mission_id::text FROM beatmaps WHERE mission_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  quest: `SELECT q.id::text FROM quests q LEFT JOIN parties p ON p.quest_id = q.id GROUP BY q.id ORDER BY count(p.id) DESC, q.id LIMIT 1`,
  user: `SELECT host_id::text FROM beatmaps GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  userName: `SELECT u.username FROM beatmaps b JOIN users u ON u.id = b.host_id GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  artist: `SELECT artist_id::text FROM featured_songs GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  song: `SELECT song_id::text FROM beatmaps GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  contest: `SELECT c.id::text FROM contests c LEFT JOIN contest_submissions s ON s.contest_id = c.id GROUP BY c.id ORDER BY count(s.id) DESC, c.id LIMIT 1`,
  submission: `SELECT submission_id::text FROM contest_judgings GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  cycle: `SELECT cycle_id::text FROM mentorship_records GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  mentee: `SELECT u.username FROM mentorship_records r JOIN users u ON u.id = r.user_id GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  merchMember: `SELECT u.username FROM merch_access a JOIN users u ON u.id = a.user_id ORDER BY a.user_id LIMIT 1`,
  checkout: `SELECT store_checkout_id FROM merch_checkouts ORDER BY id LIMIT 1`,
  worldCupBeatmap: `SELECT id::text FROM beatmaps ORDER BY id LIMIT 1`,
  showcaseMission: `SELECT m.id::text FROM missions m LEFT JOIN showcase_assignments s ON s.mission_id = m.id WHERE m.is_showcase_mission GROUP BY m.id ORDER BY count(s.*) DESC, m.id LIMIT 1`,
  webhook: `SELECT webhook_id::text FROM webhook_deliveries GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  /** Ten members' names, as the create dialog's mapper field takes them. */
  tenNames: `SELECT string_agg(username, ', ') FROM (SELECT username FROM users ORDER BY id LIMIT 10) u`,
};
type Kind_ = keyof typeof HEAVIEST;

/** Per operation: which kind of id (or fixed value) each variable takes. */
type Given = Kind_ | { value: unknown } | { values: unknown[] } | { node: string; of: Kind_ };
const VARIABLES: Record<string, Record<string, Given>> = {
  // The missions page sends this document for its open sections (the closed one has InactiveMissions).
  MissionsSection: { section: { values: ["active", "pending"] } },
  AdminFeaturedArtist: { id: "artist" },
  AdminArtistSongs: { id: "artist" },
  FeaturedSongClassifiedStatus: { songId: "song" },
  ArtistsWithoutRankedMaps: { since: { value: "2020-01-01" }, threshold: { value: 10 } },
  BeatmapDetail: { id: "beatmap" },
  BeatmapPointsPreview: { id: "beatmap" },
  BeatmapLinkChoices: { beatmapId: "beatmap" },
  AdminBeatmap: { id: "beatmap" },
  ValidateUsers: { input: "tenNames" },
  ContestManage: { id: "contest" },
  ContestMissingRequirements: { id: "contest" },
  ContestSubmissions: { id: "contest" },
  ContestStaffCandidates: { id: "contest" },
  ContestCreatorResults: { id: "contest" },
  ContestExport: { id: "contest" },
  ContestDetail: { id: "contest" },
  ScreeningEntries: { contestId: "contest" },
  JudgingEntries: { contestId: "contest" },
  CommunityVoteEntries: { contestId: "contest" },
  ContestResultsTable: { contestId: "contest" },
  SubmissionResultDetail: { submissionId: "submission" },
  MentorshipCycleRecords: { id: "cycle" },
  MentorshipMember: { user: "mentee" },
  MerchMember: { user: "merchMember" },
  MerchOrder: { checkoutId: "checkout" },
  MissionDetail: { id: "mission" },
  AdminMission: { id: "mission" },
  MyQualifyingBeatmaps: { missionId: "mission" },
  MyShowcaseSong: { missionId: "mission" },
  MyShowcaseArtist: { missionId: "mission" },
  MyShowcaseGenreEntry: { missionId: "mission" },
  QuestDetail: { id: "quest" },
  AdminUserSearch: { search: { value: "a" } },
  // The admin summary looks an artist up on osu! (the offline stand-in in the bench): the answer is osu!'s page.
  SummaryOsuArtistSearch: { artist: { value: "a" } },
  AdminUserPoints: { userId: "user" },
  UserBeatmaps: { userId: "user" },
  UserDetail: { id: "user" },
  UserSpentPoints: { id: "user" },
  WorldCupSearch: { search: { value: "a" } },
  WorldCupFlag: { id: "worldCupBeatmap" },
  // The admin tools' date ranges: the longest each allows (a news post covers at most 366 days).
  AdminNewsPostInfo: { from: { value: "2025-11-28T00:00:00.000Z" }, to: { value: "2026-11-28T00:00:00.000Z" } },
  AdminMissionWinners: { since: { value: "2000-01-01T00:00:00.000Z" } },
  AdminShowcaseSelections: { missionId: "showcaseMission" },
  HomeSongBeatmaps: { id: { node: "Song", of: "song" } },
  NotificationsPage: { unreadOnly: { values: [false, true] } },
  AdminMemberAccess: { userId: "user" },
  UserHistory: { id: "user" },
  MyWebhooks: { guildWide: { values: [false, true] } },
  WebhookDeliveries: { id: { node: "Webhook", of: "webhook" } },
};

/** The page sizes the web sends (web/src: the pages' PAGE constants); 100 where a page may ask for any size. */
const PAGE: Record<string, number> = {
  OtherBeatmaps: 30,
  AdminBeatmapSearch: 30,
  AdminQualifiedBeatmaps: 30,
  AdminMissions: 30,
  MissionsSection: 30,
  InactiveMissions: 20,
  QuestsPage: 50,
  AdminQuests: 30,
  UsersList: 50,
  LocusCards: 24,
  ContestsListing: 20,
  FaScheduleColumn: 10,
  Logs: 100,
  HomeArtists: 10,
  ShowcaseArtists: 20,
};

/** Which enum values to try when an operation's enum variable is not set: all of them, up to this many combinations. */
const MAX_COMBINATIONS = 12;

function variableSets(
  op: OperationDefinitionNode,
  schema: GraphQLSchema,
  ids: Record<string, string | null>,
): Record<string, unknown>[] {
  const name = op.name!.value;
  const fixed = VARIABLES[name] ?? {};
  let sets: Record<string, unknown>[] = [{}];
  for (const def of op.variableDefinitions ?? []) {
    const v = def.variable.name.value;
    const type = typeFromAST(schema, def.type as never);
    if (!type) throw new Error(`${name}: unknown type of $${v}`);
    const named = getNamedType(type);
    let values: unknown[];
    const given = fixed[v];
    if (given !== undefined)
      values =
        typeof given === "string"
          ? [ids[given]]
          : "values" in given
            ? given.values
            : "node" in given
              ? [ids[given.of] === null ? null : encodeGlobalId(given.node, ids[given.of]!)]
              : [given.value];
    else if (v === "first" || v === "limit") values = [PAGE[name] ?? 100];
    else if (isEnumType(named)) values = named.getValues().map((e) => e.name);
    else if (!isNonNullType(type) || def.defaultValue) continue;
    else throw new Error(`${name}: no value for the required $${v} (add it to VARIABLES in bench-sizes.ts)`);
    sets = sets.flatMap((s) => values.map((x) => ({ ...s, [v]: x })));
  }
  return sets.slice(0, MAX_COMBINATIONS);
}

interface Result {
  name: string;
  viewer: number;
  bytes: number;
  variables: Record<string, unknown>;
  error?: string;
}

export async function benchSizes(): Promise<void> {
  const argv = process.argv.slice(3);
  const limitArg = argv.indexOf("--limit-kb");
  const limitKb = limitArg >= 0 ? Number(argv[limitArg + 1]) : 64;
  const o = parseArgs(argv.filter((a, i) => a !== "--limit-kb" && argv[i - 1] !== "--limit-kb"));
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL to the bench's database, e.g. postgres://postgres@127.0.0.1:5432/mg_bench");
  await ensureGuild(url, o);

  const root = path.resolve(__dirname, "..", "..", "..");
  const schemaFile = [path.join(root, "schema.graphql"), path.join(root, "..", "schema.graphql")].find((f) => fs.existsSync(f));
  if (!schemaFile) throw new Error("schema.graphql not found at the repository root");
  const schema = buildSchema(fs.readFileSync(schemaFile, "utf8"));

  const pool = new Pool({ connectionString: url, max: 2 });
  const ids: Record<string, string | null> = {};
  for (const [k, sql] of Object.entries(HEAVIEST))
    ids[k] = (await pool.query<[string]>({ text: sql, rowMode: "array" })).rows[0]?.[0] ?? null;
  await pool.end();

  const config = loadConfig({
    NODE_ENV: "development",
    DATABASE_URL: url,
    SEED_DEMO_DATA: "false",
    ENABLE_JOBS: "false",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MEMBER_POINTS: "1000000000",
    RATE_LIMIT_ANONYMOUS_POINTS: "1000000000",
    RATE_LIMIT_MEMBER_BURST: "1000000000",
    RATE_LIMIT_ANONYMOUS_BURST: "1000000000",
  });
  const server = await startServer(config, { logger: createLogger("silent"), startJobs: false });
  const defs = webDefinitions();
  const results: Result[] = [];
  try {
    const call = httpClient(server.url, 1);
    for (const viewer of [100, 101]) {
      const cookie = await signIn(call, server.url, viewer);
      for (const [name, op] of defs.operations) {
        if (op.kind !== Kind.OPERATION_DEFINITION || op.operation !== "query") continue;
        const query = documentAsSent(name, defs);
        let best: Result | null = null;
        for (const variables of variableSets(op, schema, ids)) {
          const body = JSON.stringify({ operationName: name, query, variables });
          const res = await call("POST", "/graphql", { "content-type": "application/json", cookie }, body);
          const json = JSON.parse(res.text) as { errors?: { message: string; extensions?: { code?: string } }[] };
          const r: Result = { name, viewer, bytes: Buffer.byteLength(res.text), variables };
          if (json.errors?.length) r.error = `${json.errors[0].extensions?.code ?? res.status}: ${json.errors[0].message}`;
          if (!best || (!r.error && (best.error || r.bytes > best.bytes))) best = r;
        }
        results.push(best!);
      }
    }
  } finally {
    await server.close();
  }

  // The larger of the two viewers' answers per operation.
  const byOp = new Map<string, Result>();
  for (const r of results) {
    const b = byOp.get(r.name);
    if (!b || (!r.error && (b.error || r.bytes > b.bytes))) byOp.set(r.name, r);
  }
  const rows = [...byOp.values()].sort((a, b) => b.bytes - a.bytes);
  const limit = limitKb * 1024;
  for (const r of rows) {
    const flag = r.error ? `error (${r.error.slice(0, 90)})` : r.bytes > limit ? `OVER with ${JSON.stringify(r.variables)}` : "";
    console.log(`${(r.bytes / 1024).toFixed(1).padStart(8)} KB  ${r.name.padEnd(30)} as ${r.viewer}  ${flag}`);
  }
  const over = rows.filter((r) => !r.error && r.bytes > limit);
  const failed = rows.filter((r) => r.error);
  console.log(
    `\n${rows.length} query documents; largest ${(rows[0].bytes / 1024).toFixed(1)} KB (${rows[0].name}); ${over.length} over ${limitKb} KB; ${failed.length} answered only errors.`,
  );
  if (over.length) process.exitCode = 1;
}
