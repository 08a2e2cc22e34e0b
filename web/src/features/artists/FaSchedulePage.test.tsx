import { getToasts } from "../../app/toasts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { demoMe, renderApp } from "../../../test/render";
import FaSchedulePage from "./FaSchedulePage";
import {
  FaScheduleBoardDocument,
  FaShowcaseMapperCandidatesDocument,
  SetFaArtistFlagDocument,
  type FaScheduleBoardQuery,
} from "./gql/graphql";
import { columnPage, deal } from "./test-fixtures";

const scheduler = { ...demoMe, id: "7", osuId: 107, username: "DemoScheduler", canViewFaSchedule: true };

function board(patch: Partial<Record<keyof Omit<FaScheduleBoardQuery, "__typename">, ReturnType<typeof columnPage>>> = {}) {
  return {
    ready: columnPage([]),
    contract: columnPage([]),
    discussion: columnPage([]),
    artistUpdates: columnPage([]),
    awaitingResponse: columnPage([]),
    notContacted: columnPage([]),
    upToDate: columnPage([]),
    rejected: columnPage([]),
    ...patch,
  };
}

const boardMock = (label: string | null, data: ReturnType<typeof board>, maxUsageCount = 1) => ({
  request: { query: FaScheduleBoardDocument, variables: { label } },
  result: { data },
  maxUsageCount,
});

const candidates = {
  request: { query: FaShowcaseMapperCandidatesDocument, variables: { search: null } },
  result: {
    data: {
      faShowcaseMapperCandidates: {
        __typename: "UserConnection",
        totalCount: 1,
        nodes: [{ __typename: "User", id: "106", username: "DemoShowcase", osuId: 106 }],
      },
    },
  },
  maxUsageCount: 20,
};

const ready = [
  deal({ id: "11", label: "Soonest", projectedRelease: "2026-04-01", ppySigned: true }),
  deal({ id: "12", label: "Later", projectedRelease: "2026-06-01", ppySigned: true }),
];

describe("/artists (FA Schedule)", () => {
  it("groups the columns In progress / Planned / Inactive and keeps the server's order inside a column", async () => {
    renderApp(<FaSchedulePage />, {
      route: "/artists",
      me: scheduler,
      mocks: [
        boardMock(
          null,
          board({
            ready: columnPage(ready),
            awaitingResponse: columnPage([deal({ id: "21", label: "Waiting One" })]),
            upToDate: columnPage([deal({ id: "31", label: "Released One", isUpToDate: true, osuId: 5 })], true),
          }),
        ),
      ],
    });
    const sections = await screen.findAllByRole("heading", { level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual(["In progress", "Planned", "Inactive"]);
    const columns = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(columns).toEqual([
      "Ready 2",
      "Contract 0",
      "Discussion 0",
      "Current artist updates 0",
      "Awaiting response 1",
      "Not contacted 0",
      "Up to date 11",
      "Rejected 0",
    ]);
    const readyList = screen.getByRole("list", { name: "Ready" });
    expect(
      within(readyList)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Soonest", "Later"]);
    expect(within(readyList).getAllByText(/Projected release/)[0]).toHaveTextContent("Projected release: 1 Apr 2026");
    // finished deals start folded
    const unfold = screen.getByRole("button", { name: "Show Up to date" });
    expect(unfold).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("list", { name: "Up to date" })).not.toBeInTheDocument();
    fireEvent.click(unfold);
    expect(screen.getByRole("list", { name: "Up to date" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Show more (10 left)" })).toBeInTheDocument();
    // the column tools of the spec
    expect(screen.getByRole("button", { name: "Mark all as rejected" })).toBeEnabled();
    expect(screen.getAllByRole("button", { name: "Add artist" })).toHaveLength(2);
  });

  it("filters by name from three characters on", async () => {
    renderApp(<FaSchedulePage />, {
      route: "/artists",
      me: scheduler,
      mocks: [
        boardMock(null, board({ ready: columnPage(ready) }), 5),
        boardMock("Soo", board({ ready: columnPage(ready.slice(0, 1)) })),
      ],
    });
    await screen.findByText("Later");
    const filter = screen.getByRole("searchbox", { name: "Filter by name" });
    fireEvent.change(filter, { target: { value: "So" } });
    await act(() => new Promise((r) => setTimeout(r, 450)));
    expect(screen.getByText("Later")).toBeInTheDocument();
    fireEvent.change(filter, { target: { value: "Soo" } });
    await waitFor(() => expect(screen.queryByText("Later")).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText("Soonest")).toBeInTheDocument();
  });

  it("a switch moves the deal to its new column and focus follows the deal", async () => {
    const waiting = deal({ id: "21", label: "Mover", lastContacted: "2026-03-01T00:00:00.000Z" });
    const responded = {
      ...waiting,
      isResponded: true,
      lastContacted: "2026-03-10T00:00:00.000Z",
      columns: ["discussion" as const],
    };
    const flag = jest.fn(() => ({ data: { setFaArtistFlag: responded } }));
    renderApp(<FaSchedulePage />, {
      route: "/artists",
      me: scheduler,
      mocks: [
        boardMock(null, board({ awaitingResponse: columnPage([waiting]) })),
        { request: { query: SetFaArtistFlagDocument, variables: { id: "21", flag: "responded", value: true } }, result: flag },
        boardMock(null, board({ discussion: columnPage([responded]) }), 5),
        candidates,
      ],
    });
    const awaiting = await screen.findByRole("list", { name: "Awaiting response" });
    fireEvent.click(within(awaiting).getByRole("button", { name: "Edit Mover" }));
    const dialog = await screen.findByRole("dialog", { name: "Mover" });
    await act(async () => fireEvent.click(within(dialog).getByRole("switch", { name: "Responded" })));
    await waitFor(() => expect(flag).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("list", { name: "Discussion" })).toBeInTheDocument());
    await waitFor(() =>
      expect(within(dialog).getByRole("switch", { name: "Responded" })).toHaveAttribute("aria-checked", "true"),
    );
    // The switch toasts what it did and where the deal is now; the dialog says it too.
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Mover: Responded on · now in Discussion"));
    expect(within(dialog).getByTestId("deal-columns")).toHaveTextContent("On the board: Discussion");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    const editInDiscussion = within(screen.getByRole("list", { name: "Discussion" })).getByRole("button", { name: "Edit Mover" });
    await waitFor(() => expect(editInDiscussion).toHaveFocus());
    expect(screen.queryByRole("list", { name: "Awaiting response" })).not.toBeInTheDocument();
  });
});
