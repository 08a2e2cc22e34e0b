import type { Express } from "express";
import {
  getNamedType,
  getNullableType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLScalarType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import type { Case, Who } from "./runner";

/**
 * The bad inputs of the security suite (docs/security.md): generated from the live route table and the GraphQL schema,
 * so routes and fields added later are covered too, plus the hand-written cases the hardening issue named.
 */

const DAY = 86_400_000;

/** Values that are not ids (core/ids.ts): each must read as "not found" / be refused. */
export const BAD_IDS: unknown[] = ["0x1", "1e2", " 1 ", "01", "-1", "0", "1.5", "99999999999", "abc", "1\u0000"];
const BAD_PATH_IDS = ["0x1", "1e2", "%201%20", "01", "-1", "0", "1.5", "99999999999", "abc", "1%00"];

const NUL = "a\u0000b";
const OBJ = { $ne: 1 };

/** Bad values by the type a field expects. */
const BAD: Record<string, unknown[]> = {
  text: [OBJ, ["x"], 123, true, NUL],
  int: [OBJ, [1], 1e20, -1e20, 1.5, "1e2", "0x10", true, NUL],
  date: [OBJ, [], "275760-09-13", "-271821-04-20", 1e15, -8.64e15, "not a date", true, NUL],
  bool: [OBJ, [], "yes", 2, NUL],
  id: [OBJ, ...BAD_IDS],
  mode: [123, OBJ, [], "nonsense", NUL],
  list: [OBJ, "x", 1, [null], [OBJ], [NUL]],
};

type FieldType = keyof typeof BAD;

interface BodySpec {
  /** A body that is valid apart from the fuzzed field (or {} when the route has single-field bodies). */
  base?: Record<string, unknown>;
  fields: Record<string, FieldType>;
  /** Wrap the body (e.g. {quests: [body]}). */
  wrap?: (body: Record<string, unknown>) => unknown;
}

const QUEST = {
  name: "Suite quest",
  descriptionMain: "Objective",
  price: 5,
  requiredMapsets: 1,
  timeframe: 7 * DAY,
  minParty: 1,
  maxParty: 2,
  modes: ["osu"],
};
const QUEST_FIELDS: Record<string, FieldType> = {
  name: "text",
  descriptionMain: "text",
  price: "int",
  requiredMapsets: "int",
  timeframe: "int",
  minParty: "int",
  maxParty: "int",
  modes: "list",
  art: "int",
  minRank: "int",
  isMbc: "bool",
  expiration: "date",
};

/** Which body fields each REST route reads, by its path pattern. */
const BODIES: Record<string, BodySpec> = {
  "POST /quests/submit": { base: QUEST, fields: QUEST_FIELDS },
  "POST /admin/quests/create": { base: QUEST, fields: QUEST_FIELDS, wrap: (b) => ({ quests: [b] }) },
  "POST /admin/quests/:id/updateArt": { fields: { art: "int" } },
  "POST /admin/quests/:id/rename": { fields: { name: "text" } },
  "POST /admin/quests/:id/updateDescription": { fields: { description: "text" } },
  "POST /admin/quests/:id/updatePrice": { fields: { price: "int" } },
  "POST /admin/quests/:id/updateRequiredMapsets": { fields: { requiredMapsets: "int" } },
  "POST /admin/quests/:id/updateTimeframe": { fields: { timeframe: "int" } },
  "POST /admin/quests/:id/updateMinParty": { fields: { minParty: "int" } },
  "POST /admin/quests/:id/updateMaxParty": { fields: { maxParty: "int" } },
  "POST /admin/quests/:id/updateMinRank": { fields: { minRank: "int" } },
  "POST /admin/quests/:id/toggleMode": { fields: { mode: "mode" } },
  "POST /admin/quests/:id/scheduleForCompletion": { fields: { queuedForCompletion: "bool" } },
  "POST /admin/quests/:id/updateExpiration": { fields: { expiration: "date" } },
  "POST /beatmaps/:id/linkQuest": { fields: { questOrMissionId: "id" } },
  "POST /beatmaps/:id/linkMission": { fields: { questOrMissionId: "id" } },
  "POST /parties/create": { fields: { questId: "id" } },
  "POST /parties/:id/add": { fields: { user: "text" } },
  "POST /parties/:id/removeFromPendingMembers": { fields: { userId: "id" } },
  "POST /parties/:id/toggleMode": { fields: { mode: "mode" } },
  "POST /parties/:id/transferLeadership": { fields: { userId: "id" } },
  "POST /parties/:id/kick": { fields: { userId: "id" } },
  "POST /beatmaps/create": {
    base: { song: "SONG", mode: "osu", tasks: [{ name: "Hard", mode: "osu" }] },
    fields: { song: "id", mode: "mode", tasks: "list", tasksLocked: "list" },
  },
  "POST /beatmaps/:id/setMode": { fields: { mode: "mode" } },
  "POST /beatmaps/:id/setStatus": { fields: { status: "mode" } },
  "POST /beatmaps/:id/setLink": { fields: { url: "text" } },
  "POST /beatmaps/:id/lockTask": { fields: { task: "mode" } },
  "POST /beatmaps/:id/unlockTask": { fields: { task: "mode" } },
  "POST /beatmaps/addTask/:mapId": { base: { taskName: "Insane" }, fields: { taskName: "mode", mode: "mode", user: "text" } },
  "POST /users/setShowcaseMapper": { fields: { value: "bool" } },
  "POST /users/setContestHelper": { fields: { value: "bool" } },
  "POST /missions/:id/findShowcaseMissionSongByTag": { fields: { tag: "text", songIndex: "int" } },
  "POST /admin/missions/create": { base: {}, fields: { name: "text", tier: "int", deadline: "date", artists: "list" } },
  "POST /admin/missions/:id/rename": { fields: { name: "text" } },
  "POST /admin/missions/:id/updateTier": { fields: { tier: "int" } },
  "POST /admin/missions/:id/updateObjective": { fields: { objective: "text" } },
  "POST /admin/missions/:id/updateDeadline": { fields: { deadline: "date" } },
  "POST /admin/missions/:id/updateUserMaximumPp": { fields: { value: "int" } },
  "POST /admin/missions/:id/updateBeatmapEarliestSubmissionDate": { fields: { value: "date" } },
  "POST /admin/missions/:id/toggleIsSeparate": { fields: { value: "bool" } },
  "POST /admin/missions/:id/toggleMode": { fields: { mode: "mode" } },
  "POST /admin/missions/:id/toggleArtist": { fields: { artistId: "id" } },
  "POST /admin/missions/:id/addGenreOption": { fields: { genreOption: "text" } },
};

export interface Route {
  method: "GET" | "POST";
  path: string;
}

/** Every route of the /api router, read from the running Express app. */
export function apiRoutes(app: Express): Route[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = stack.find((l) => l.handle.stack?.some((x) => x.route?.path === "/login"));
  if (!api?.handle.stack) throw new Error("the /api router was not found");
  const routes: Route[] = [];
  for (const l of api.handle.stack) {
    if (!l.route) continue;
    for (const m of Object.keys(l.route.methods)) {
      if (m === "get" || m === "post") routes.push({ method: m.toUpperCase() as "GET" | "POST", path: l.route.path });
    }
  }
  return routes;
}

/** Ids of demo rows the generated cases put in paths, so a route gets as far as reading its body. */
export interface DemoIds {
  quest: number;
  party: number;
  mapperBeatmap: number;
  mission: number;
  artist: number;
  song: number;
}

function whoFor(path: string): Who {
  return path.startsWith("/admin") ? "admin" : "mapper";
}

function fillPath(path: string, ids: DemoIds): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "mapId" || name === "beatmapId") return String(ids.mapperBeatmap);
    if (name === "missionId") return String(ids.mission);
    if (name === "artistId") return String(ids.artist);
    if (name === "songId") return String(ids.song);
    if (name === "mode") return "osu";
    if (name === "action") return "rename";
    if (name === "taskId") return "1";
    if (name === "userId") return "1";
    if (path.startsWith("/parties")) return String(ids.party);
    if (path.startsWith("/beatmaps")) return String(ids.mapperBeatmap);
    if (path.includes("missions")) return String(ids.mission);
    return String(ids.quest);
  });
}

const SKIP_ROUTES = new Set(["/login", "/merchAuth", "/callback", "/merchCallback", "/logout"]);

/** REST: bad ids in every path parameter, NUL in every query string, bad values in every body field a route reads. */
export function restCases(routes: Route[], ids: DemoIds): Case[] {
  const cases: Case[] = [];
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    const as = whoFor(r.path);
    if (!SKIP_ROUTES.has(r.path)) {
      // A NUL anywhere in the query string.
      cases.push({
        group: key,
        name: "NUL in the query string",
        as,
        method: r.method,
        path: `/api${fillPath(r.path, ids)}?search=a%00b&id=1`,
        body: r.method === "POST" ? {} : undefined,
        mustRefuse: true,
      });
    }
    // Bad ids in each path parameter, one at a time.
    const params = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    for (const p of params) {
      if (p !== "id" && !p.endsWith("Id")) continue; // e.g. :mode, :action, :limit are not ids
      for (const bad of BAD_PATH_IDS) {
        const path = fillPath(r.path.replace(`:${p}`, bad), ids);
        cases.push({
          group: key,
          name: `${p}=${bad}`,
          as,
          method: r.method,
          path: `/api${path}`,
          body: r.method === "POST" ? {} : undefined,
          mustRefuse: true,
        });
      }
    }
    // Bad values in each body field the route reads.
    const spec = BODIES[key];
    if (!spec) continue;
    for (const [field, type] of Object.entries(spec.fields)) {
      for (const bad of BAD[type]) {
        const base = { ...(spec.base ?? {}) };
        for (const [k, v] of Object.entries(base)) if (v === "SONG") base[k] = ids.song;
        const body = { ...base, [field]: bad };
        cases.push({
          group: key,
          name: `${field}=${JSON.stringify(bad)}`,
          as,
          method: "POST",
          path: `/api${fillPath(r.path, ids)}`,
          body: spec.wrap ? spec.wrap(body) : body,
          mustRefuse: true,
        });
      }
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------------------- GraphQL

/** A valid-looking value of a GraphQL input type (ids point at demo rows). */
function sample(type: GraphQLInputType, ids: DemoIds, argName: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, ids, argName);
  if (isListType(type)) return [sample(type.ofType as GraphQLInputType, ids, argName)];
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type)) out[f.name] = sample(f.type, ids, f.name);
    }
    return out;
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  const scalar = type as GraphQLScalarType;
  switch (scalar.name) {
    case "ID":
      return String(/mission/i.test(argName) ? ids.mission : /party/i.test(argName) ? ids.party : ids.quest);
    case "String":
      return "x";
    case "Int":
      return 1;
    case "Float":
      return 1;
    case "Boolean":
      return false;
    case "DateTimeISO":
      return "2030-01-01T00:00:00.000Z";
    default:
      return null;
  }
}

/** Bad values for a scalar leaf, by scalar. Every one of these must be refused. */
function badLeaves(type: GraphQLInputType): unknown[] {
  const named = getNamedType(type);
  if (named instanceof GraphQLEnumType) return ["nonsense"];
  switch (named.name) {
    case "ID":
      return BAD_IDS;
    case "String":
      return [NUL];
    case "Int":
      return [2 ** 31, -(2 ** 31) - 1, 1e20, 1.5];
    case "Float":
      return [1e20, -1e20, 1e308];
    case "DateTimeISO":
      return ["+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", 1e15, "10000-01-01T00:00:00.000Z"];
    default:
      return [];
  }
}

function typeString(type: GraphQLInputType): string {
  return String(type);
}

/** One case per (field, argument or input field, bad value): the operation with every other value valid. */
export function graphqlCases(schema: GraphQLSchema, ids: DemoIds): Case[] {
  const cases: Case[] = [];
  const roots = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const;
  for (const [op, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (field.args.length === 0) continue;
      const selection = selectionFor(field.type);
      const defs = field.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(", ");
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
      const query = `${op}(${defs}) { ${field.name}(${call})${selection} }`;
      const base = Object.fromEntries(field.args.map((a) => [a.name, sample(a.type, ids, a.name)]));
      const as: Who = "admin";
      // Queries read a malformed id as "nothing there" (null or NOT_FOUND); mutations must refuse.
      const mustRefuse = op === "mutation";
      for (const [path, bad] of badPaths(field.args)) {
        const variables = structuredClone(base);
        setAt(variables, path, bad);
        cases.push({
          group: `${op} ${field.name}`,
          name: `${path.join(".")}=${JSON.stringify(bad)}`,
          as,
          query,
          variables,
          mustRefuse,
        });
      }
    }
  }
  return cases;
}

function selectionFor(type: import("graphql").GraphQLOutputType): string {
  const named = getNamedType(type);
  return "getFields" in named ? " { __typename }" : "";
}

/** Every scalar leaf reachable in the arguments (into input objects and the first list item), with its bad values. */
function badPaths(args: readonly GraphQLArgument[]): [(string | number)[], unknown][] {
  const out: [(string | number)[], unknown][] = [];
  const walk = (type: GraphQLInputType, path: (string | number)[], depth: number) => {
    const t = getNullableType(type) as GraphQLInputType;
    if (t instanceof GraphQLList) return walk(t.ofType as GraphQLInputType, [...path, 0], depth + 1);
    if (t instanceof GraphQLInputObjectType) {
      if (depth > 3) return;
      for (const f of Object.values(t.getFields())) walk(f.type, [...path, f.name], depth + 1);
      return;
    }
    for (const bad of badLeaves(t)) out.push([path, bad]);
  };
  for (const a of args) walk(a.type, [a.name], 0);
  return out;
}

function setAt(obj: Record<string, unknown>, path: (string | number)[], value: unknown): void {
  let cur: Record<string | number, unknown> = obj;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    if (cur[k] === undefined || cur[k] === null) cur[k] = typeof path[i + 1] === "number" ? [] : {};
    cur = cur[k] as Record<string | number, unknown>;
  }
  cur[path[path.length - 1]] = value;
}

// ------------------------------------------------------------------------------------------------ named in the issue

export function namedCases(ids: DemoIds): Case[] {
  const g = "named";
  const gqlRaw = (name: string, rawBody: string): Case => ({
    group: g,
    name,
    as: "mapper",
    method: "POST",
    path: "/graphql",
    rawBody,
    mustRefuse: true,
  });
  const manyVars = Array.from({ length: 60 }, (_, i) => `$v${i}: Mode!`).join(", ");
  const modes = Array.from({ length: 60 }, (_, i) => `$v${i}`).join(", ");
  return [
    gqlRaw("GraphQL syntax error", '{"query":"{"}'),
    gqlRaw("GraphQL token limit", JSON.stringify({ query: `{ ${Array.from({ length: 3100 }, () => "__typename").join(" ")} }` })),
    gqlRaw("malformed JSON body", "{not json"),
    gqlRaw("a body that is not an object", "[1,2]"),
    gqlRaw(
      "more than 50 invalid variables",
      JSON.stringify({
        query: `mutation(${manyVars}) { setPartyModes(partyId: "${ids.party}", modes: [${modes}]) { __typename } }`,
        variables: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, "nonsense"])),
      }),
    ),
    {
      group: g,
      name: "NUL in a GraphQL string literal",
      as: "mapper",
      query: '{ quests(search: "a\\u0000b") { totalCount } }',
      mustRefuse: true,
    },
    {
      group: g,
      name: "createQuests(quests: [null])",
      as: "admin",
      query: "mutation($q: [CreateQuestInput!]!) { createQuests(quests: $q) { id } }",
      variables: { q: [null] },
      mustRefuse: true,
    },
    {
      group: g,
      name: "GET /api/quests/search?search=a%00b",
      as: "mapper",
      path: "/api/quests/search?search=a%00b",
      mustRefuse: true,
    },
    { group: g, name: "quests/search artist=1e20", as: "mapper", path: "/api/quests/search?artist=1e20", mustRefuse: true },
    { group: g, name: "quests/search offset=-5", as: "mapper", path: "/api/quests/search?offset=-5" },
    { group: g, name: "quests/search search[]", as: "mapper", path: "/api/quests/search?search=a&search=b" },
    {
      group: g,
      name: "admin quests/create [null]",
      as: "admin",
      method: "POST",
      path: "/api/admin/quests/create",
      body: { quests: [null] },
      mustRefuse: true,
    },
    {
      group: g,
      name: "admin quests/create quests=1",
      as: "admin",
      method: "POST",
      path: "/api/admin/quests/create",
      body: { quests: 1 },
    },
    {
      group: g,
      name: "submit art 1e20",
      as: "mapper",
      method: "POST",
      path: "/api/quests/submit",
      body: { ...QUEST, art: 1e20 },
      mustRefuse: true,
    },
    {
      group: g,
      name: "rename {$ne:1}",
      as: "admin",
      method: "POST",
      path: `/api/admin/quests/${ids.quest}/rename`,
      body: { name: OBJ },
      mustRefuse: true,
    },
    {
      group: g,
      name: "beatmaps/create mode 123",
      as: "mapper",
      method: "POST",
      path: "/api/beatmaps/create",
      body: { song: ids.song, mode: 123, tasks: [{ name: "Hard" }] },
      mustRefuse: true,
    },
    {
      group: g,
      name: "JSON body with a NUL key",
      as: "mapper",
      method: "POST",
      path: "/api/quests/submit",
      rawBody: '{"na\\u0000me":"x"}',
      mustRefuse: true,
    },
    { group: g, name: "body of the wrong type", as: "mapper", method: "POST", path: "/api/quests/submit", rawBody: "[]" },
    {
      group: g,
      name: "urlencoded body",
      as: "mapper",
      method: "POST",
      path: "/api/quests/submit",
      rawBody: "name=x",
      contentType: "application/x-www-form-urlencoded",
    },
  ];
}
