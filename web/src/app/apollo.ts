/**
 * The Apollo client and ALL cache policies (one file, by convention).
 * - Every entity is normalised by __typename + id; id-less value objects merge into their parent.
 * - Paginated fields: `logs` and `missionsConnection` (keyset cursor, appended), `users` and `homeArtists` (offset
 *   pages, placed at their offset).
 * - Mutations return the changed entity, so normalisation updates every view; each mutation hook owns any extra update.
 * Requests are JSON POSTs to the same origin (the server's CSRF prevention rejects anything else).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy, type Reference } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
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
          users: { keyArgs: ["mode", "search", "sort", "ascending"], ...offsetPageMerge("users") },
          homeArtists: { keyArgs: false, ...offsetPageMerge("artists") },
          // user(id) reads a cached User first (e.g. a card the visitor clicked); missing fields go to the network.
          user: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "User", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Quests: one list per filter (offset pages); quest(id) reads the cached Quest first (the card that was clicked).
          quests: { keyArgs: ["mode", "status", "artist", "search", "limit"], ...offsetPageMerge("quests") },
          quest: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Quest", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Beatmaps: "Other beatmaps" is one keyset-paged list per filter; beatmap(id) reads the cached Beatmap first.
          beatmaps: { ...cursorPageMerge("beatmaps"), keyArgs: ["mode", "status", "quest", "search"] },
          beatmap: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Beatmap", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Contests: one listing per category and filter (Relay connection pages appended; the first page replaces).
          contests: { ...cursorPageMerge("nodes"), keyArgs: ["category", "search", "mode", "first"] },
          // Missions: mission(id) reads the cached Mission first (the card that was clicked).
          missionsConnection: { ...cursorPageMerge("nodes"), keyArgs: ["section", "mode", "search"] },
          mission: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.id) return existing;
              const ref = toReference({ __typename: "Mission", id: String(args.id) });
              return ref && canRead(ref) ? ref : undefined;
            },
          },
          // Contest review pages: my screening / judging contests and my results, keyset connections appended.
          screeningContests: cursorPageMerge("nodes"),
          judgingContests: cursorPageMerge("nodes"),
          myContestResults: cursorPageMerge("nodes"),
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
      UserPage: { keyFields: false },
      BeatmapPage: { keyFields: false },
      // A points preview is recomputed on every request: the newest answer replaces the previous one.
      Beatmap: { fields: { pointsPreview: { merge: false } } },
      BeatmapPointsPreview: { keyFields: false },
      TaskPointsPreview: { keyFields: false },
      UserPointsPreview: { keyFields: false },
      AdminUserPoints: { keyFields: false },
      QuestPage: { keyFields: false },
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

export function createApolloClient(uri = "/graphql"): ApolloClient {
  const http = new HttpLink({ uri, credentials: "same-origin" });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, http]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" },
    },
  });
}
