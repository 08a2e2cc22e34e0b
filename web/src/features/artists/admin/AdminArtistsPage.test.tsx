import { fireEvent, screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { demoMe, renderApp } from "../../../../test/render";
import { AdminFeaturedArtistsDocument } from "../gql/graphql";
import AdminArtistsPage from "./AdminArtistsPage";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" as const };

const row = (id: string, label: string) => ({
  __typename: "FaArtist" as const,
  id,
  label,
  osuId: null,
  status: "private",
  isContacted: true,
  lastReviewed: null,
  songCount: 1,
});

function pageMock(after: string | null, nodes: ReturnType<typeof row>[], endCursor: string | null): MockLink.MockedResponse {
  return {
    request: {
      query: AdminFeaturedArtistsDocument,
      variables: { scope: "relevant", search: null, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        adminFeaturedArtists: {
          __typename: "FaArtistConnection",
          totalCount: 3,
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
          nodes,
        },
      },
    },
  };
}

describe("admin FA page", () => {
  it("appends the next page on 'Show more' and hides the button after the last page", async () => {
    renderApp(<AdminArtistsPage />, {
      me: admin,
      mocks: [
        pageMock(null, [row("1", "First Artist"), row("2", "Second Artist")], "c2"),
        pageMock("c2", [row("3", "Third Artist")], null),
      ],
    });
    expect(await screen.findByRole("button", { name: "First Artist" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("button", { name: "Third Artist" })).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["First Artist", "Second Artist", "Third Artist"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("opens the artist dialog from a row (?id=)", async () => {
    renderApp(<AdminArtistsPage />, {
      me: admin,
      mocks: [pageMock(null, [row("1", "First Artist")], null)],
    });
    fireEvent.click(await screen.findByRole("button", { name: "First Artist" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
