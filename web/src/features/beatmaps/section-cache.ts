/**
 * The /beatmaps sections in the cache after a mutation. Each section is a server connection per filter
 * (myBeatmapsConnection, myGuestBeatmapsConnection, beatmapsConnection; app/apollo.ts keeps each list's arguments in
 * its field storage). A mutation returns the whole changed mapset, so normalisation updates every card; what it
 * cannot do is move a mapset into or out of a filtered list. Here each stored list is looked at once:
 * - it shows the mapset, which no longer belongs in it (scope or filters): dropped, its count one less;
 * - the mapset now belongs in it but it does not show it: read again from the server (place and count are the server's);
 * - otherwise it stays as it is (no request).
 * A deleted mapset leaves every list; a list that did not show it but counts unshown pages is read again.
 */
import type { ApolloCache, Reference } from "@apollo/client";
import type { Modifier, ModifierDetails } from "@apollo/client/cache";
import { matchesFilters, type Filters, type GameMode, type Status } from "./beatmap-rules";
import type { BeatmapCardFieldsFragment } from "./gql/graphql";

export const SECTION_FIELDS = ["myBeatmapsConnection", "myGuestBeatmapsConnection", "beatmapsConnection"] as const;
type SectionField = (typeof SECTION_FIELDS)[number];

/** A stored page list of a section: edges (or nodes) hold references to the normalised Beatmaps. */
interface StoredConnection {
  edges?: readonly { node: Reference }[];
  nodes?: readonly Reference[];
  totalCount?: number | null;
  pageInfo?: { hasNextPage?: boolean };
}

/** The arguments a list was read with (its filters). */
interface SectionArgs {
  mode?: GameMode | null;
  status?: Status | null;
  quest?: "any" | "none" | null;
  search?: string | null;
}

const filtersOf = (args: SectionArgs): Filters => ({
  mode: args.mode ?? null,
  status: args.status ?? null,
  noQuest: args.quest === "none",
  search: args.search ?? "",
});

/** The server's scope of each section for the signed-in member (api beatmap-search.ts BeatmapScope). */
function inScope(field: SectionField, map: BeatmapCardFieldsFragment, viewerId: string): boolean {
  const hosts = map.host.id === viewerId;
  if (field === "myBeatmapsConnection") return hosts;
  if (field === "myGuestBeatmapsConnection") return !hosts && map.tasks.some((t) => t.mappers.some((m) => m.id === viewerId));
  return !hosts;
}

/** Does a list belong to the mapset's place: in the section's scope and matching the list's filters. */
function belongsIn(field: SectionField, args: SectionArgs, map: BeatmapCardFieldsFragment, viewerId: string): boolean {
  // The server matches the link in my own sections only.
  return inScope(field, map, viewerId) && matchesFilters(map, filtersOf(args), { matchLink: field !== "beatmapsConnection" });
}

const shows = (list: StoredConnection, ref: string) =>
  !!list.edges?.some((e) => e.node.__ref === ref) || !!list.nodes?.some((r) => r.__ref === ref);

function without(list: StoredConnection, ref: string): StoredConnection {
  return {
    ...list,
    ...(list.edges && { edges: list.edges.filter((e) => e.node.__ref !== ref) }),
    ...(list.nodes && { nodes: list.nodes.filter((r) => r.__ref !== ref) }),
    ...(typeof list.totalCount === "number" && { totalCount: Math.max(0, list.totalCount - 1) }),
  };
}

/** Runs `fn` on every stored list of every section (one per filter) and stores what it returns. */
function eachList(
  cache: ApolloCache,
  fn: (field: SectionField, list: StoredConnection, details: ModifierDetails) => StoredConnection | ModifierDetails["DELETE"],
): void {
  for (const field of SECTION_FIELDS) {
    const modifier: Modifier<unknown> = (list, details) => fn(field, list as StoredConnection, details);
    cache.modify({ fields: { [field]: modifier } });
  }
}

/** A created or changed mapset: each stored section list follows (see the file comment). */
export function syncSections(cache: ApolloCache, map: BeatmapCardFieldsFragment, viewerId: string): void {
  const ref = cache.identify({ __typename: "Beatmap", id: map.id });
  if (!ref) return;
  eachList(cache, (field, list, { DELETE, storage }) => {
    const args = storage.args as SectionArgs | undefined;
    // A list stored without its arguments cannot be judged: it is read again.
    if (!args) return DELETE;
    const has = shows(list, ref);
    if (belongsIn(field, args, map, viewerId) === has) return list;
    return has ? without(list, ref) : DELETE;
  });
}

/** A deleted mapset leaves every section list (call it before the mapset itself is evicted). */
export function dropFromSections(cache: ApolloCache, id: string): void {
  const ref = cache.identify({ __typename: "Beatmap", id });
  if (!ref) return;
  eachList(cache, (_field, list, { DELETE }) => {
    if (shows(list, ref)) return without(list, ref);
    // Not shown, but its count may include it on a page not loaded yet.
    return typeof list.totalCount === "number" && list.pageInfo?.hasNextPage ? DELETE : list;
  });
}
