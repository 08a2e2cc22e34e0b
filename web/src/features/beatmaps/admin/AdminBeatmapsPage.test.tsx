import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { demoMe, renderApp } from "../../../../test/render";
import { AdminBeatmapSearchDocument, AdminQualifiedBeatmapsDocument, type AdminBeatmapRowFragment } from "../gql/graphql";
import { beatmapOf } from "../test-fixtures";
import AdminBeatmapsPage, { ADMIN_BEATMAPS_PAGE } from "./AdminBeatmapsPage";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" as const };

/** A row as AdminBeatmapRow asks for it (the card's fields and the queue flag). */
function row(id: string, title: string, status: AdminBeatmapRowFragment["status"] = "Qualified"): AdminBeatmapRowFragment {
  const {
    updatedAt: _u,
    submissionDate: _s,
    rankedDate: _r,
    length: _l,
    viewerIsHost: _v,
    modders: _m,
    bns: _b,
    ...card
  } = beatmapOf({ id, status });
  return { ...card, song: { ...card.song, id: `s${id}`, title }, queuedForRank: false } as AdminBeatmapRowFragment;
}

/** One page of a mapset connection as the server answers it. */
function connection(field: string, maps: AdminBeatmapRowFragment[], endCursor: string | null, totalCount?: number) {
  return {
    data: {
      [field]: {
        __typename: "BeatmapConnection",
        ...(totalCount === undefined ? {} : { totalCount }),
        pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
        edges: maps.map((b) => ({ __typename: "BeatmapEdge", cursor: `c${b.id}`, node: b })),
      },
    },
  };
}

const queue = (maps: AdminBeatmapRowFragment[], total: number, endCursor: string | null = null) =>
  connection("adminQualifiedBeatmapsConnection", maps, endCursor, total);
const found = (maps: AdminBeatmapRowFragment[], endCursor: string | null = null) =>
  connection("adminBeatmapsConnection", maps, endCursor);

const queueVars = { first: ADMIN_BEATMAPS_PAGE };
const a = row("11", "Oldest update");
const b = row("12", "Middle update");
const c = row("13", "Newest update");

const rowsOf = (region: HTMLElement) =>
  within(region)
    .queryAllByTestId("admin-beatmap-row")
    .map((r) => r.getAttribute("data-beatmap-id"));

describe("/admin/beatmaps", () => {
  it("shows the first page of the Qualified queue with its length; Show more appends the next page, then focus moves to it", async () => {
    const second = jest.fn(() => queue([c], 3));
    renderApp(<AdminBeatmapsPage />, {
      me: admin,
      route: "/admin/beatmaps",
      mocks: [
        { request: { query: AdminQualifiedBeatmapsDocument, variables: queueVars }, result: queue([a, b], 3, "c12") },
        { request: { query: AdminQualifiedBeatmapsDocument, variables: { ...queueVars, after: "c12" } }, result: second },
      ],
    });
    const section = await screen.findByRole("region", { name: "Qualified, waiting for the rank queue (3)" });
    await waitFor(() => expect(rowsOf(section)).toEqual(["11", "12"]));
    expect(within(section).getByText("2 shown, least recently updated first")).toBeInTheDocument();
    const more = within(section).getByRole("button", { name: "Show more" });
    more.focus();
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(rowsOf(section)).toEqual(["11", "12", "13"]));
    expect(second).toHaveBeenCalledTimes(1);
    expect(within(section).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(within(section).queryByText(/shown, least recently updated first/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName("Manage Camellia - Newest update"));
  });

  it("says when no Qualified mapset is waiting", async () => {
    renderApp(<AdminBeatmapsPage />, {
      me: admin,
      route: "/admin/beatmaps",
      mocks: [{ request: { query: AdminQualifiedBeatmapsDocument, variables: queueVars }, result: queue([], 0) }],
    });
    expect(await screen.findByText("No Qualified mapsets are waiting.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("finds mapsets by words and status on the server, newest first, with Show more; a new search starts over", async () => {
    const wip = row("21", "Found WIP", "WIP");
    const more = row("20", "Found older", "WIP");
    const next = jest.fn(() => found([more]));
    const other = jest.fn(() => found([c]));
    const vars = { search: "camellia", status: "WIP", first: ADMIN_BEATMAPS_PAGE };
    renderApp(<AdminBeatmapsPage />, {
      me: admin,
      route: "/admin/beatmaps",
      mocks: [
        { request: { query: AdminQualifiedBeatmapsDocument, variables: queueVars }, result: queue([], 0) },
        { request: { query: AdminBeatmapSearchDocument, variables: vars }, result: found([wip], "c21") },
        { request: { query: AdminBeatmapSearchDocument, variables: { ...vars, after: "c21" } }, result: next },
        { request: { query: AdminBeatmapSearchDocument, variables: { ...vars, search: "newest", status: null } }, result: other },
      ],
    });
    const finder = await screen.findByRole("region", { name: "Find a mapset" });
    fireEvent.change(within(finder).getByLabelText("Song or username"), { target: { value: " camellia " } });
    fireEvent.change(within(finder).getByLabelText("Status"), { target: { value: "WIP" } });
    fireEvent.click(within(finder).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(rowsOf(finder)).toEqual(["21"]));
    await act(async () => fireEvent.click(within(finder).getByRole("button", { name: "Show more" })));
    await waitFor(() => expect(rowsOf(finder)).toEqual(["21", "20"]));
    expect(next).toHaveBeenCalledTimes(1);
    expect(within(finder).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    fireEvent.change(within(finder).getByLabelText("Song or username"), { target: { value: "newest" } });
    fireEvent.change(within(finder).getByLabelText("Status"), { target: { value: "" } });
    fireEvent.click(within(finder).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(rowsOf(finder)).toEqual(["13"]));
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("says so when nothing matches", async () => {
    renderApp(<AdminBeatmapsPage />, {
      me: admin,
      route: "/admin/beatmaps",
      mocks: [
        { request: { query: AdminQualifiedBeatmapsDocument, variables: queueVars }, result: queue([], 0) },
        {
          request: { query: AdminBeatmapSearchDocument, variables: { search: "zzz", status: null, first: ADMIN_BEATMAPS_PAGE } },
          result: found([]),
        },
      ],
    });
    const finder = await screen.findByRole("region", { name: "Find a mapset" });
    fireEvent.change(within(finder).getByLabelText("Song or username"), { target: { value: "zzz" } });
    fireEvent.click(within(finder).getByRole("button", { name: "Search" }));
    expect(await within(finder).findByText("No mapsets found.")).toBeInTheDocument();
  });
});
