import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { HISTORY_PAGE, UserHistory } from "./UserHistory";
import { UserHistoryDocument } from "./gql/graphql";

const mission = (id: string, name: string) => ({ __typename: "Mission", id, name, deadline: "2025-02-01T00:00:00.000Z" });
const quest = (id: string, name: string) => ({
  __typename: "Quest",
  id,
  name,
  completed: "2025-04-01T00:00:00.000Z",
  accepted: "2025-03-01T00:00:00.000Z",
  createdAt: "2025-01-01T00:00:00.000Z",
});
const page = (
  typename: "MissionConnection" | "QuestConnection",
  nodes: object[],
  totalCount: number,
  endCursor: string | null,
) => ({
  __typename: typename,
  totalCount,
  nodes,
  pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
});
const empty = (typename: "MissionConnection" | "QuestConnection") => page(typename, [], 0, null);
const off = {
  currentMissions: false,
  currentQuests: false,
  completedMissions: false,
  completedMissionsAsGuest: false,
  completedQuests: false,
  createdQuests: false,
};

describe("UserHistory: the original's six lists on the profile", () => {
  it("shows the non-empty lists with links to each item; show more appends the next page of that list only", async () => {
    renderApp(<UserHistory userId="7" />, {
      mocks: [
        {
          request: { query: UserHistoryDocument, variables: { id: "7", first: HISTORY_PAGE } },
          result: {
            data: {
              user: {
                __typename: "User",
                id: "7",
                currentMissions: page("MissionConnection", [mission("31", "Open one")], 1, null),
                currentQuests: empty("QuestConnection"),
                completedMissions: page("MissionConnection", [mission("32", "Won one")], 2, "c-32"),
                completedMissionsAsGuest: empty("MissionConnection"),
                completedQuests: page("QuestConnection", [quest("41", "Done quest")], 1, null),
                createdQuests: empty("QuestConnection"),
              },
            },
          },
        },
        {
          request: {
            query: UserHistoryDocument,
            variables: { id: "7", first: HISTORY_PAGE, after: "c-32", ...off, completedMissions: true },
          },
          result: {
            data: {
              user: {
                __typename: "User",
                id: "7",
                completedMissions: page("MissionConnection", [mission("33", "Won two")], 2, null),
              },
            },
          },
        },
      ],
    });
    const won = await screen.findByTestId("history-completedMissions");
    expect(within(won).getByRole("heading").textContent).toBe("Completed priority quests (2)");
    expect(within(won).getByRole("link", { name: "Won one" })).toHaveAttribute("href", "/missions?id=32");
    expect(screen.getByRole("link", { name: "Done quest" })).toHaveAttribute("href", "/quests?id=41");
    expect(screen.getByRole("link", { name: "Open one" })).toHaveAttribute("href", "/missions?id=31");
    // Empty lists are left out, as on the original's page.
    expect(screen.queryByTestId("history-createdQuests")).toBeNull();
    expect(screen.queryByText(/Guest contributions/)).toBeNull();

    fireEvent.click(within(won).getByRole("button", { name: /Show more/ }));
    await waitFor(() =>
      expect(
        within(won)
          .getAllByRole("link")
          .map((a) => a.textContent),
      ).toEqual(["Won one", "Won two"]),
    );
    expect(within(won).queryByRole("button")).toBeNull();
    // The other lists are untouched.
    expect(screen.getByRole("link", { name: "Done quest" })).toBeInTheDocument();
  });

  it("says so when there is nothing", async () => {
    renderApp(<UserHistory userId="8" />, {
      mocks: [
        {
          request: { query: UserHistoryDocument, variables: { id: "8", first: HISTORY_PAGE } },
          result: {
            data: {
              user: {
                __typename: "User",
                id: "8",
                currentMissions: empty("MissionConnection"),
                currentQuests: empty("QuestConnection"),
                completedMissions: empty("MissionConnection"),
                completedMissionsAsGuest: empty("MissionConnection"),
                completedQuests: empty("QuestConnection"),
                createdQuests: empty("QuestConnection"),
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText("No quests or priority quests yet.")).toBeInTheDocument();
  });
});
