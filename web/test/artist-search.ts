import type { TypedDocumentNode } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";

/**
 * One page of `mappableArtistsConnection` as the server answers an artist picker's search (any of the features'
 * search documents: they ask for `pageInfo` and `nodes`). `next` is the page's end cursor when more follow.
 */
export function artistSearchMock(
  query: TypedDocumentNode<unknown, never>,
  search: string | null,
  artists: readonly ({ id: string; label: string } & Record<string, unknown>)[],
  { after, next = null, result }: { after?: string; next?: string | null; result?: jest.Mock } = {},
): MockLink.MockedResponse {
  const data = {
    mappableArtistsConnection: {
      __typename: "ArtistConnection",
      pageInfo: { __typename: "PageInfo", hasNextPage: next !== null, endCursor: next ?? artists.at(-1)?.id ?? null },
      nodes: artists.map((a) => ({ __typename: "Artist", ...a })),
    },
  };
  return {
    request: { query, variables: { search, first: 20, ...(after ? { after } : {}) } },
    result: result ? result.mockReturnValue({ data }) : { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
