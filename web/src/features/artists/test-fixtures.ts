import type { FaCardFieldsFragment, FaColumnPageFragment } from "./gql/graphql";

/** One FA Schedule deal with every field (override what a test cares about). */
export function deal(patch: Partial<FaCardFieldsFragment> = {}): FaCardFieldsFragment {
  return {
    __typename: "FaArtist",
    id: "1",
    label: "Deal",
    osuId: null,
    status: "private",
    isContacted: true,
    isResponded: false,
    isRejected: false,
    contractSent: false,
    artistSigned: false,
    ppyPaid: false,
    ppySigned: false,
    songsTimed: false,
    songsReceived: false,
    assetsReceived: false,
    isUpToDate: false,
    hasRankedMaps: false,
    hasNewSongs: false,
    isMomentum: false,
    projectedRelease: null,
    lastContacted: null,
    notes: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    columns: ["awaitingResponse"],
    showcaseMappers: [],
    ...patch,
  } as FaCardFieldsFragment;
}

export function columnPage(nodes: FaCardFieldsFragment[], more = false): FaColumnPageFragment {
  return {
    __typename: "FaArtistConnection",
    totalCount: nodes.length + (more ? 10 : 0),
    pageInfo: { __typename: "PageInfo", hasNextPage: more, endCursor: nodes.length ? `c${nodes[nodes.length - 1]!.id}` : null },
    nodes,
  } as FaColumnPageFragment;
}
