import type { TypedDocumentNode } from "@apollo/client";
import { createCache } from "../../app/apollo";
import { dropFromSections, syncSections } from "./section-cache";
import { MyBeatmapsDocument, MyGuestBeatmapsDocument, OtherBeatmapsDocument } from "./gql/graphql";
import { beatmapOf, HOST, NEWCOMER, OTHER, taskOf } from "./test-fixtures";

type Cache = ReturnType<typeof createCache>;
type Map = ReturnType<typeof beatmapOf>;
type Filters = { mode?: string | null; status?: string | null; quest?: string; search?: string | null };
type Section = "myBeatmapsConnection" | "myGuestBeatmapsConnection" | "beatmapsConnection";
type Answer = Record<Section, { totalCount?: number | null; edges: { node: { id: string } }[] }>;

const DOCS: Record<Section, TypedDocumentNode<unknown, Record<string, unknown>>> = {
  myBeatmapsConnection: MyBeatmapsDocument as never,
  myGuestBeatmapsConnection: MyGuestBeatmapsDocument as never,
  beatmapsConnection: OtherBeatmapsDocument as never,
};
const ANY: Filters = { mode: null, status: null, quest: "any", search: null };

/** One page of a section list as the server answers it (the other sections print no totalCount). */
function write(cache: Cache, section: Section, filters: Filters, maps: Map[], more = false, after?: string) {
  const last = maps[maps.length - 1];
  cache.writeQuery({
    query: DOCS[section],
    variables: { ...ANY, ...filters, first: 30, ...(after && { after }) },
    data: {
      [section]: {
        __typename: "BeatmapConnection",
        ...(section !== "beatmapsConnection" && { totalCount: maps.length + (more ? 10 : 0) }),
        edges: maps.map((m) => ({ __typename: "BeatmapEdge", cursor: `c${m.id}`, node: m })),
        pageInfo: { __typename: "PageInfo", hasNextPage: more, endCursor: last ? `c${last.id}` : null },
      },
    },
  });
}

/** A stored list (ids and count), or null once it was dropped to be read again. */
function read(cache: Cache, section: Section, filters: Filters = {}) {
  const data = cache.readQuery<Answer>({ query: DOCS[section], variables: { ...ANY, ...filters, first: 30 } });
  if (!data) return null;
  return { ids: data[section].edges.map((e) => e.node.id), total: data[section].totalCount };
}

const mine = (over: Partial<Map> = {}) => beatmapOf({ host: HOST, viewerIsHost: true, ...over });
const theirs = (over: Partial<Map> = {}) => beatmapOf({ host: OTHER, ...over });

describe("the /beatmaps sections follow a changed mapset (one list per filter)", () => {
  test("the section lists append later pages and keep one list per filter", () => {
    const cache = createCache();
    const [a, b, c] = [mine(), mine(), mine()];
    write(cache, "myBeatmapsConnection", { mode: "osu" }, [a, b], true);
    write(cache, "myBeatmapsConnection", { mode: "osu" }, [b, c], false, `c${b.id}`);
    expect(read(cache, "myBeatmapsConnection", { mode: "osu" })?.ids).toEqual([a.id, b.id, c.id]);
    expect(read(cache, "myBeatmapsConnection", { mode: "taiko" })).toBeNull();
    expect(read(cache, "myGuestBeatmapsConnection", { mode: "osu" })).toBeNull();
  });

  test("a new mapset: the lists of My mapsets it matches are read again; the others stay", () => {
    const cache = createCache();
    const old = mine({ mode: "taiko" });
    write(cache, "myBeatmapsConnection", {}, [old]);
    write(cache, "myBeatmapsConnection", { mode: "taiko" }, [old]);
    write(cache, "myBeatmapsConnection", { status: "Done" }, []);
    write(cache, "myBeatmapsConnection", { search: "ghost" }, []);
    write(cache, "myGuestBeatmapsConnection", {}, []);
    write(cache, "beatmapsConnection", {}, [theirs()]);
    const created = mine({ mode: "osu", status: "WIP", song: { ...old.song, title: "GHOST" } });
    syncSections(cache, created, HOST.id);
    expect(read(cache, "myBeatmapsConnection")).toBeNull();
    expect(read(cache, "myBeatmapsConnection", { search: "ghost" })).toBeNull();
    expect(read(cache, "myBeatmapsConnection", { mode: "taiko" })).toEqual({ ids: [old.id], total: 1 });
    expect(read(cache, "myBeatmapsConnection", { status: "Done" })).toEqual({ ids: [], total: 0 });
    expect(read(cache, "myGuestBeatmapsConnection")).toEqual({ ids: [], total: 0 });
    expect(read(cache, "beatmapsConnection")?.ids).toHaveLength(1);
  });

  test("a status change: the mapset leaves the lists it no longer matches (one less) and the new ones are read again", () => {
    const cache = createCache();
    const map = mine({ status: "WIP" });
    const other = mine({ status: "WIP" });
    write(cache, "myBeatmapsConnection", { status: "WIP" }, [map, other]);
    write(cache, "myBeatmapsConnection", { status: "Done" }, []);
    write(cache, "myBeatmapsConnection", {}, [map, other]);
    syncSections(cache, { ...map, status: "Done" }, HOST.id);
    expect(read(cache, "myBeatmapsConnection", { status: "WIP" })).toEqual({ ids: [other.id], total: 1 });
    expect(read(cache, "myBeatmapsConnection", { status: "Done" })).toBeNull();
    expect(read(cache, "myBeatmapsConnection")).toEqual({ ids: [map.id, other.id], total: 2 });
  });

  test.each<[string, Partial<Map>, Filters]>([
    ["mode", { mode: "taiko" as Map["mode"] }, { mode: "osu" }],
    [
      "quest",
      { quest: { __typename: "Quest", id: "q", name: "Q", coverUrl: null, isMbc: false } as Map["quest"] },
      { quest: "none" },
    ],
    ["link", { url: null }, { search: "4242" }],
  ])("a %s change takes the mapset out of a list filtered by it", (_name, change, filters) => {
    const cache = createCache();
    const map = mine({ mode: "osu", url: "https://osu.ppy.sh/beatmapsets/4242" });
    write(cache, "myBeatmapsConnection", filters, [map]);
    syncSections(cache, { ...map, ...change }, HOST.id);
    expect(read(cache, "myBeatmapsConnection", filters)).toEqual({ ids: [], total: 0 });
  });

  test("My guest difficulties: a task of mine on someone else's mapset enters it (read again); the last one leaves it", () => {
    const cache = createCache();
    const map = theirs({ tasks: [taskOf("Hard", "WIP", [OTHER])] });
    const kept = theirs({ tasks: [taskOf("Hard", "WIP", [NEWCOMER])] });
    write(cache, "myGuestBeatmapsConnection", {}, [kept]);
    write(cache, "myGuestBeatmapsConnection", { mode: "taiko" }, []);
    const claimed = { ...map, tasks: [...map.tasks, taskOf("Insane", "WIP", [NEWCOMER])] };
    syncSections(cache, claimed, NEWCOMER.id);
    expect(read(cache, "myGuestBeatmapsConnection")).toBeNull();
    // an osu! mapset is not in a taiko list
    expect(read(cache, "myGuestBeatmapsConnection", { mode: "taiko" })).toEqual({ ids: [], total: 0 });

    write(cache, "myGuestBeatmapsConnection", {}, [claimed, kept]);
    syncSections(cache, map, NEWCOMER.id);
    expect(read(cache, "myGuestBeatmapsConnection")).toEqual({ ids: [kept.id], total: 1 });
  });

  test("Other beatmaps: never my own mapsets, and its search does not match the link (as on the server)", () => {
    const cache = createCache();
    const map = theirs({ url: "https://osu.ppy.sh/beatmapsets/4242" });
    write(cache, "beatmapsConnection", { search: "4242" }, []);
    write(cache, "myGuestBeatmapsConnection", { search: "4242" }, []);
    syncSections(cache, { ...map, tasks: [taskOf("Hard", "WIP", [NEWCOMER])] }, NEWCOMER.id);
    expect(read(cache, "beatmapsConnection", { search: "4242" })).toEqual({ ids: [], total: undefined });
    expect(read(cache, "myGuestBeatmapsConnection", { search: "4242" })).toBeNull();

    const own = mine();
    write(cache, "beatmapsConnection", {}, [own]);
    syncSections(cache, own, HOST.id);
    expect(read(cache, "beatmapsConnection")?.ids).toEqual([]);
  });

  test("a deleted mapset leaves every list; a counted list that did not show it but has more pages is read again", () => {
    const cache = createCache();
    const [gone, kept] = [mine(), mine()];
    write(cache, "myBeatmapsConnection", {}, [gone, kept]);
    write(cache, "myBeatmapsConnection", { mode: "taiko" }, [kept], true);
    write(cache, "myBeatmapsConnection", { status: "Done" }, [kept]);
    write(cache, "beatmapsConnection", {}, [theirs()], true);
    dropFromSections(cache, gone.id);
    expect(read(cache, "myBeatmapsConnection")).toEqual({ ids: [kept.id], total: 1 });
    expect(read(cache, "myBeatmapsConnection", { mode: "taiko" })).toBeNull();
    expect(read(cache, "myBeatmapsConnection", { status: "Done" })).toEqual({ ids: [kept.id], total: 1 });
    expect(read(cache, "beatmapsConnection")?.ids).toHaveLength(1);
  });
});
