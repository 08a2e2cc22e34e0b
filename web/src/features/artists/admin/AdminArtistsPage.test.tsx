import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import { demoMe, renderApp } from "../../../../test/render";
import { AdminFeaturedArtistsDocument, CreateFaArtistDocument } from "../gql/graphql";
import { deal } from "../test-fixtures";
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

function pageMock(
  after: string | null,
  nodes: ReturnType<typeof row>[],
  endCursor: string | null,
  scope = "relevant",
): MockLink.MockedResponse {
  return {
    request: {
      query: AdminFeaturedArtistsDocument,
      variables: { scope, search: null, ...(after ? { after } : {}) },
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
  it("'Needs review' lists the artists waiting for a review (?scope=review)", async () => {
    renderApp(<AdminArtistsPage />, {
      route: "/admin/featuredArtists",
      me: admin,
      mocks: [
        pageMock(null, [row("1", "First Artist")], null),
        pageMock(null, [row("9", "Overdue Artist")], null, "needsReview"),
      ],
    });
    expect(await screen.findByRole("button", { name: "First Artist" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Needs review" }));
    expect(await screen.findByRole("button", { name: "Overdue Artist" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Needs review" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText(/artists waiting for a review/)).toBeInTheDocument();
  });

  it("adds an artist from the admin page (the FA Schedule's dialog) and opens it", async () => {
    const created = jest.fn(() => ({ data: { createFaArtist: { ...deal({ id: "42", label: "Brand New" }) } } }));
    renderApp(<AdminArtistsPage />, {
      route: "/admin/featuredArtists",
      me: admin,
      mocks: [
        pageMock(null, [row("1", "First Artist")], null),
        {
          request: {
            query: CreateFaArtistDocument,
            variables: {
              input: { name: "Brand New", comment: null, isContacted: false, isResponded: false, isAnnounced: false },
            },
          },
          result: created,
        },
        pageMock(null, [row("1", "First Artist"), row("42", "Brand New")], null),
      ],
    });
    await screen.findByRole("button", { name: "First Artist" });
    fireEvent.click(screen.getByRole("button", { name: "Add artist" }));
    const dialog = await screen.findByRole("dialog", { name: "Add artist" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Brand New" } });
    fireEvent.submit(within(dialog).getByRole("button", { name: "Add artist" }).closest("form")!);
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(await screen.findByRole("button", { name: "Brand New" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add artist" })).not.toBeInTheDocument());
  });

  it("appends the next page on 'Show more' and hides the button after the last page", async () => {
    renderApp(<AdminArtistsPage />, {
      route: "/admin/featuredArtists",
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
      route: "/admin/featuredArtists",
      me: admin,
      mocks: [pageMock(null, [row("1", "First Artist")], null)],
    });
    fireEvent.click(await screen.findByRole("button", { name: "First Artist" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});
