/**
 * The Apollo client and ALL cache policies (one file, by convention).
 * - Every entity is normalised by __typename + id; id-less value objects merge into their parent.
 * - Paginated fields: `logs`, `missionsConnection`, `usersConnection`, `questsConnection`, `homeArtistsConnection`,
 *   `userBeatmapsConnection`, `myShowcaseArtistsConnection`, `mappableArtistsConnection` and the admin pages'
 *   `adminQualifiedBeatmapsConnection`, `adminBeatmapsConnection`, `adminMissionsConnection` and `adminAuditLog` (keyset cursor,
 *   appended; the first page replaces, so a filter change starts over), `homeArtists` (offset pages, placed at their
 *   offset), and a member's six history lists (User fields, appended the same way).
 * - Mutations return the changed entity, so normalisation updates every view; each mutation hook owns any extra update.
 * - Fetch policy (docs/architecture.md, "Cache policy"): pages read what the cache holds (cache-first) and revalidate
 *   only when stale: every root field remembers when the server last answered it, and a navigation expires the fields
 *   older than FRESH_MS (`expireStale`), so the next page that reads them asks again. Mutations update what they touch.
 * Requests are JSON POSTs to the same origin (the server's CSRF prevention rejects anything else).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy, type Reference } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { map } from "rxjs";
import { showToast, SOMETHING_WENT_WRONG } from "./toasts";

type Page<K extends string> = { [key in K]?: readonly Reference[] } & Record<string, unknown>;

/** Offset paging inside a page object: each page lands at its offset; offset 0 starts over (a refetch). */
export function offsetPageMerge<K extends string>(listField: K): FieldPolicy<Page<K>> {
  return {
    merge(existing, incoming, { args }) {
      const offset = typeof args?.offset === "number" ? args.offset : 0;
      const items = incoming[listField] ?? [];
      if (!existing || offset === 0) return incoming;
      const merged = (existing[listField] ?? []).slice(0, offset);
      merged.push(...items);
      return { ...existing, ...incoming, [listField]: merged };
    },
  };
}

/** Keyset paging: the first page (no cursor) replaces, later pages append (deduplicated by reference). */
export function cursorPageMerge<K extends string>(listField: K, cursorArg = "after"): FieldPolicy<Page<K>> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.[cursorArg]) return incoming;
      const seen = new Set((existing[listField] ?? []).map((r) => r.__ref));
      const added = (incoming[listField] ?? []).filter((r) => !seen.has(r.__ref));
      return { ...incoming, [listField]: [...(existing[listField] ?? []), ...added] };
    },
  };
}

type ConnectionPage = { edges?: readonly { node: Reference }[]; nodes?: readonly Reference[] } & Record<string, unknown>;

/**
 * Relay connections of normalised items (docs/api-guide.md "Pagination"), whether a query reads `edges` or `nodes`:
 * the first page (no cursor) replaces, later pages append what they hold, without repeating an item.
 */
export function connectionPageMerge(): FieldPolicy<ConnectionPage> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      const merged: ConnectionPage = { ...incoming };
      if (incoming.edges) {
        const seen = new Set((existing.edges ?? []).map((e) => e.node.__ref));
        merged.edges = [...(existing.edges ?? []), ...incoming.edges.filter((e) => !seen.has(e.node.__ref))];
      }
      if (incoming.nodes) {
        const seen = new Set((existing.nodes ?? []).map((r) => r.__ref));
        merged.nodes = [...(existing.nodes ?? []), ...incoming.nodes.filter((r) => !seen.has(r.__ref))];
      }
      return merged;
    },
  };
}

/**
 * connectionPageMerge for one list per filter that also keeps each list's arguments in its field storage, so that a
 * cache update can tell which filters a stored list answers (features/beatmaps/section-cache.ts).
 */
export function filteredConnectionMerge(keyArgs: string[]): FieldPolicy<ConnectionPage> {
  const merge = connectionPageMerge().merge as Extract<FieldPolicy<ConnectionPage>["merge"], (...a: never[]) => unknown>;
  return {
    keyArgs,
    merge(existing, incoming, options) {
      options.storage.args = options.args;
      return merge(existing, incoming, options);
    },
  };
}

/** Relay connections whose nodes have no id (contest phase entries): the first page replaces, later pages append. */
export function connectionAppend(): FieldPolicy<{ nodes?: readonly unknown[] } & Record<string, unknown>> {
  return {
    keyArgs: false,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])] };
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          logs: cursorPageMerge("logs"),
          // Members ranking: one list per filter and order ("show more" appends by cursor; a new filter starts fresh).
          usersConnection: { ...connectionPageMerge(), keyArgs: ["mode", "search", "sort", "ascending"] },
          homeArtists: { keyArgs: false, ...offsetPageMerge("artists") },
          // The landing's artists: one list ("show more artists" appends by cursor).
          homeArtistsConnection: connectionPageMerge(),
          // A member's mapsets on the users page: one list per member ("Show more" appends by cursor).
          userBeatmapsConnection: { ...connectionPageMerge(), keyArgs: ["userId"] },
          // The FA Showcase page's artists: one list per name search ("Show more" appends by cursor).
          myShowcaseArtistsConnection: { ...connectionPageMerge(), keyArgs: ["search"] },
          // The artist pickers' search (mapset, quest, priority quest): one list per search text ("show more" appends).
          mappableArtistsConnection: { ...connectionPageMerge(), keyArgs: ["search"] },
          // user(id) reads a cached User first (e.g. a card the visitor clicked); missing fields go to the network.
          user: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "User", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Quests: one list per filter and page size (a connection: "show more" appends, a new filter starts fresh);
          // quest(id) reads the cached Quest first (the card that was clicked).
          questsConnection: { ...connectionPageMerge(), keyArgs: ["mode", "status", "artist", "search", "mine", "first"] },
          quest: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Quest", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Beatmaps: "Other beatmaps" is one keyset-paged list per filter; beatmap(id) reads the cached Beatmap first.
          beatmaps: { ...cursorPageMerge("beatmaps"), keyArgs: ["mode", "status", "quest", "search"] },
          // The /beatmaps page's sections (Other beatmaps, My mapsets, My guest difficulties): one connection per filter
          // each ("show more" appends by `after`; a new filter starts from its first page). Each list keeps its filters
          // for the mutations that move a mapset into or out of it (features/beatmaps/section-cache.ts).
          beatmapsConnection: filteredConnectionMerge(["mode", "status", "quest", "search"]),
          myBeatmapsConnection: filteredConnectionMerge(["mode", "status", "quest", "search"]),
          myGuestBeatmapsConnection: filteredConnectionMerge(["mode", "status", "quest", "search"]),
          beatmap: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Beatmap", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Admin mapsets: the Qualified queue is one list (/admin/beatmaps and /admin/summary, "show more" appends);
          // the finder one list per search and status.
          // The member's inbox: one list for all, one for the unread ones ("show more" appends by cursor).
          notifications: { ...connectionPageMerge(), keyArgs: ["unreadOnly"] },
          adminQualifiedBeatmapsConnection: connectionPageMerge(),
          adminBeatmapsConnection: { ...connectionPageMerge(), keyArgs: ["search", "status"] },
          // Contests: one listing per category and filter (Relay connection pages appended; the first page replaces).
          contests: { ...cursorPageMerge("nodes"), keyArgs: ["category", "search", "mode", "first"] },
          // Missions: one list per section and filter (pages appended; a new filter starts over from its first page);
          // mission(id) reads the cached Mission first (the card that was clicked).
          missionsConnection: { ...connectionPageMerge(), keyArgs: ["section", "mode", "search"] },
          mission: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Mission", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Admin missions: one list per name search ("show more" appends; a created mission evicts it).
          adminMissionsConnection: { ...connectionPageMerge(), keyArgs: ["search"] },
          // Contest review pages: my screening / judging contests and my results, keyset connections appended.
          screeningContests: cursorPageMerge("nodes"),
          judgingContests: cursorPageMerge("nodes"),
          voteContests: cursorPageMerge("nodes"),
          myContestResults: cursorPageMerge("nodes"),
          // Admin FA list: one list per scope and search ("show more" appends).
          adminFeaturedArtists: { ...cursorPageMerge("nodes"), keyArgs: ["scope", "search"] },
          // Locus and Aspire cards: one list per team finder, search and role ("show more" appends).
          locusCards: { ...cursorPageMerge("nodes"), keyArgs: ["hub", "search", "role", "first"] },
          // Aspire's allowed songs: one list per season and search ("show more" appends).
          aspireSongs: { ...connectionPageMerge(), keyArgs: ["season", "search", "first"] },
          // Admin audit log: one list per filter ("show more" appends; the first page replaces).
          adminAuditLog: {
            ...connectionPageMerge(),
            keyArgs: ["actor", "member", "targetType", "targetId", "kinds", "from", "to"],
          },
          // World Cup board: one list ("show more" appends).
          worldCupBeatmaps: cursorPageMerge("nodes"),
        },
      },
      // A member's history on their profile: six connections, pages appended ("show more" asks for one list).
      User: {
        fields: {
          currentMissions: connectionPageMerge(),
          currentQuests: connectionPageMerge(),
          completedMissions: connectionPageMerge(),
          completedMissionsAsGuest: connectionPageMerge(),
          completedQuests: connectionPageMerge(),
          createdQuests: connectionPageMerge(),
        },
      },
      // Missions: requirement lines are id-less values replaced as a whole; a genre-showcase entry belongs to its query field.
      Mission: { fields: { requirements: { merge: false } } },
      // Contests: a creator's entry list is one connection (pages appended); value objects merge into their contest.
      ContestManagement: { fields: { submissions: cursorPageMerge("nodes") } },
      // A contest's phase entries (screening, judging, community vote): one list each, pages appended.
      Contest: {
        fields: {
          screeningEntries: connectionAppend(),
          judgingEntries: connectionAppend(),
          voteEntries: connectionAppend(),
        },
      },
      ShowcaseGenreEntry: { keyFields: false },
      // Value objects without an id: merge field by field into the owning entity.
      PointsInfo: { keyFields: false, merge: true },
      PointsBreakdown: { keyFields: false, merge: true },
      BadgeProgress: { keyFields: false, merge: true },
      PointsCategory: { keyFields: false },
      HomeArtistPage: { keyFields: false },
      LogPage: { keyFields: false },
      // One row per kind of notification (the member's own choices): the kind is its identity.
      NotificationSetting: { keyFields: ["kind"] },
      UserPage: { keyFields: false },
      BeatmapPage: { keyFields: false },
      // A points preview is recomputed on every request: the newest answer replaces the previous one.
      Beatmap: { fields: { pointsPreview: { merge: false } } },
      BeatmapPointsPreview: { keyFields: false },
      TaskPointsPreview: { keyFields: false },
      UserPointsPreview: { keyFields: false },
      AdminUserPoints: { keyFields: false },
    },
  });
}

/** Network failures and server faults become the "Something went wrong!" toast; GraphQL errors are left to the caller. */
export const errorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR")) showToast(SOMETHING_WENT_WRONG);
    return;
  }
  showToast(SOMETHING_WENT_WRONG);
});

/** How long a root field's answer counts as fresh: a page opened again within it renders from the cache alone. */
export const FRESH_MS = 60_000;
/** Root fields that never go stale by age: the signed-in member changes through mutations and sign-in/out only. */
const NEVER_STALE = new Set(["me"]);

/** When the server last answered each root field (any arguments). */
export class Freshness {
  private readonly fetched = new Map<string, number>();
  record(fields: Iterable<string>, now = Date.now()): void {
    for (const f of fields) if (!NEVER_STALE.has(f)) this.fetched.set(f, now);
  }
  /** The fields older than FRESH_MS, forgotten as they are returned. */
  takeStale(now = Date.now()): string[] {
    const stale = [...this.fetched].filter(([, at]) => now - at >= FRESH_MS).map(([f]) => f);
    for (const f of stale) this.fetched.delete(f);
    return stale;
  }
}

/** Records the root fields of every query answer (the response's top-level keys) in `freshness`. */
export function freshnessLink(freshness: Freshness): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const isQuery = operation.query.definitions.some((d) => d.kind === "OperationDefinition" && d.operation === "query");
    return forward(operation).pipe(
      map((result) => {
        if (isQuery && result.data && typeof result.data === "object") freshness.record(Object.keys(result.data));
        return result;
      }),
    );
  });
}

const freshnessOf = new WeakMap<ApolloClient, Freshness>();

/** Drops the root fields that are stale, so the queries that read them next (the page being opened) ask again. */
export function expireStale(client: ApolloClient, now = Date.now()): string[] {
  const stale = freshnessOf.get(client)?.takeStale(now) ?? [];
  // Not broadcast: the page still on screen during a navigation (app/router.tsx) does not ask again for what it shows;
  // the page being opened reads the cache afresh and asks for what is gone.
  for (const fieldName of stale) client.cache.evict({ id: "ROOT_QUERY", fieldName, broadcast: false });
  if (stale.length) client.cache.gc();
  return stale;
}

export function createApolloClient(uri = "/graphql"): ApolloClient {
  const http = new HttpLink({ uri, credentials: "same-origin" });
  const freshness = new Freshness();
  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, freshnessLink(freshness), http]),
    cache: createCache(),
    defaultOptions: {
      // What the cache holds is shown without a request; staleness is handled by expireStale on navigation.
      watchQuery: { fetchPolicy: "cache-first" },
    },
  });
  freshnessOf.set(client, freshness);
  return client;
}
