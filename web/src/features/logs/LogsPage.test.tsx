import { act, fireEvent, screen, within } from "@testing-library/react";
import LogsPage from "./LogsPage";
import { LogsDocument } from "./gql/graphql";
import { renderApp } from "../../../test/render";

const log = (id: string, action: string, user: { id: string; username: string; osuId: number } | null, createdAt: string) => ({
  __typename: "Log" as const,
  id,
  action,
  category: "quest" as const,
  createdAt,
  user: user && { __typename: "User" as const, ...user },
});

const first = {
  data: {
    logs: {
      __typename: "LogPage",
      nextCursor: "cursor-1",
      logs: [
        log(
          "3",
          'party accepted quest "Lunar Eclipse" for mode(s) "osu"',
          { id: "2", username: "DemoMapper", osuId: 101 },
          "2025-03-05T14:03:10Z",
        ),
        log("2", `${"a very long action ".repeat(8)}end`, null, "2025-03-04T09:00:00Z"),
      ],
    },
  },
};
const second = {
  data: {
    logs: {
      __typename: "LogPage",
      nextCursor: null,
      logs: [log("1", '"Night Drive" opened', null, "2025-03-01T00:00:00Z")],
    },
  },
};

describe("logs page", () => {
  it("lists logs newest first and appends the next page with show more", async () => {
    const next = jest.fn(() => second);
    renderApp(<LogsPage />, {
      route: "/logs",
      mocks: [
        { request: { query: LogsDocument, variables: { limit: 100 } }, result: first },
        { request: { query: LogsDocument, variables: { limit: 100, after: "cursor-1" } }, result: next },
      ],
    });
    const table = await screen.findByRole("table");
    const rows = () => within(table).getAllByRole("row").slice(1);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent("Mar 5, 2025, 14:03 UTC");
    expect(within(rows()[0]!).getByRole("link", { name: "DemoMapper" })).toHaveAttribute("href", "https://osu.ppy.sh/users/101");
    expect(rows()[1]).toHaveTextContent("MG Automation");
    // long actions are cut at 120 characters, the full text is in the tooltip
    const long = `${"a very long action ".repeat(8)}end`;
    expect(rows()[1]).toHaveTextContent(`${long.slice(0, 120)}...`);
    expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent(long);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "show more" })));
    expect(await screen.findByText('"Night Drive" opened')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(next).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();
  });
});
