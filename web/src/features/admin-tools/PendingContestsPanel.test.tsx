import { fireEvent, screen, within } from "@testing-library/react";
import { PendingContestsPanel } from "./PendingContestsPanel";
import { SummaryPendingContestsDocument } from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";

describe("/admin/summary: contests to approve", () => {
  it("lists every contest not approved yet, Hidden ones as being prepared, each linking to its page", async () => {
    const contest = (id: string, name: string, status: string) => ({
      __typename: "Contest" as const,
      id,
      name,
      status,
      mode: "osu",
      createdAt: "2026-11-01T00:00:00.000Z",
      creators: [{ __typename: "User" as const, id: "2", username: "DemoMapper", osuId: 101 }],
    });
    renderApp(<PendingContestsPanel />, {
      me: { ...demoMe, group: "admin" },
      mocks: [
        {
          request: { query: SummaryPendingContestsDocument },
          result: {
            data: {
              contests: {
                __typename: "ContestConnection",
                totalCount: 2,
                nodes: [contest("5", "New Cup", "hidden"), contest("4", "Summer Jam", "beatmapping")],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Load contests" }));
    const rows = await screen.findAllByTestId("summary-contest");
    expect(within(rows[0]!).getByRole("link", { name: "New Cup" })).toHaveAttribute("href", "/contests/listing?contest=5");
    expect(rows[0]).toHaveTextContent("hidden (being prepared)");
    expect(rows[1]).toHaveTextContent("beatmapping");
    expect(screen.getByRole("heading", { name: "Contests to approve (2)" })).toBeInTheDocument();
  });
});
