/** Beatmap data for the component tests (shaped like the GraphQL answers, with __typename for the cache). */
import type { BeatmapCardFieldsFragment, BeatmapDetailFieldsFragment } from "./gql/graphql";

type BeatmapTask = BeatmapCardFieldsFragment["tasks"][number];

export const person = (id: string, username: string, osuId = 1000 + Number(id)) => ({
  __typename: "User" as const,
  id,
  username,
  osuId,
});

export const HOST = person("2", "DemoMapper", 101);
export const NEWCOMER = person("3", "DemoNewcomer", 102);
export const OTHER = person("4", "Someone", 104);
export const ADMIN = person("1", "DemoAdmin", 100);

let taskSeq = 100;
export function taskOf(
  name: BeatmapTask["name"],
  status: BeatmapTask["status"] = "WIP",
  mappers = [HOST],
  mode: BeatmapTask["mode"] = "osu",
): BeatmapTask {
  return { __typename: "Task", id: String(++taskSeq), name, status, mode, mappers } as BeatmapTask;
}

let mapSeq = 500;
export function beatmapOf(over: Partial<BeatmapDetailFieldsFragment> = {}): BeatmapDetailFieldsFragment {
  const id = String(++mapSeq);
  return {
    __typename: "Beatmap",
    id,
    status: "WIP",
    mode: "osu",
    url: null,
    cardCoverUrl: null,
    coverUrl: null,
    isShowcase: false,
    tasksLocked: [],
    createdAt: "2025-03-01T12:00:00.000Z",
    updatedAt: "2025-03-02T12:00:00.000Z",
    submissionDate: null,
    rankedDate: null,
    length: null,
    viewerIsHost: false,
    song: {
      __typename: "Song",
      id: `s${id}`,
      title: "GHOST",
      artistName: "Camellia",
      artist: { __typename: "Artist", id: "a1", coverUrl: null },
    },
    host: HOST,
    quest: null,
    mission: null,
    tasks: [],
    modders: [],
    bns: [],
    ...over,
  } as BeatmapDetailFieldsFragment;
}
