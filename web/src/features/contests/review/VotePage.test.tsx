import { screen, within } from "@testing-library/react";
import type { MockLink } from "@apollo/client/testing";
import VotePage from "./VotePage";
import { CommunityVoteEntriesDocument } from "./gql/graphql";
import { voteContestsMock, voteEntriesMock } from "./test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";

jest.mock("../../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

const entries = [
  { id: "s1", name: "Amber Lantern" },
  { id: "s2", name: "Blue Heron" },
  { id: "s3", name: "Cobalt Fox", own: true },
];

describe("Community vote page (/contests/vote)", () => {
  it("says so when no community vote is open", async () => {
    renderApp(<VotePage />, { me: demoMe, route: "/contests/vote", mocks: [voteContestsMock([])] });
    expect(await screen.findByText(/No community vote is open right now!/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contests listing" })).toHaveAttribute("href", "/contests/listing");
  });

  it("shows the chosen contest's anonymised entries, my votes, how many remain and the vote window", async () => {
    renderApp(<VotePage />, {
      route: "/contests/vote",
      me: demoMe,
      path: "/contests/vote?contest=5",
      mocks: [
        voteContestsMock([
          { id: "4", name: "Spring Vote Cup" },
          { id: "5", name: "Autumn Vote Cup" },
        ]),
        voteEntriesMock(entries, [{ id: "v1", submissionId: "s2", rank: null }], {
          name: "Autumn Vote Cup",
          communityVoteEnd: "2099-01-31T18:00:00.000Z",
        }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Autumn Vote Cup: community vote" })).toBeInTheDocument();
    const chooser = screen.getByRole("navigation", { name: "Contests in their community vote" });
    expect(within(chooser).getByRole("link", { name: /Autumn Vote Cup/ })).toHaveAttribute("aria-current", "page");
    expect(within(chooser).getByRole("link", { name: /Spring Vote Cup/ })).toHaveAttribute("href", "/contests/vote?contest=4");
    expect(screen.getByText(/^Votes left: 1 of 2 · open until .*2099/)).toBeInTheDocument();
    expect(screen.getByTestId("my-votes")).toHaveTextContent("Your votes: Blue Heron");
    expect(screen.getByRole("button", { name: "Withdraw your vote for Blue Heron" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Your entry")).toBeInTheDocument();
    // Entrants are never named: only the anonymised entry names appear.
    expect(screen.queryByText(/DemoMapper/)).toBeNull();
  });

  it("a contest whose vote is not open says why, with the way back", async () => {
    const closed: MockLink.MockedResponse = {
      request: { query: CommunityVoteEntriesDocument, variables: { contestId: "9" } },
      result: { errors: [{ message: "This contest is not in the community vote phase", extensions: { code: "FORBIDDEN" } }] },
    };
    renderApp(<VotePage />, {
      route: "/contests/vote",
      me: demoMe,
      path: "/contests/vote?contest=9",
      mocks: [voteContestsMock([]), closed],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("This contest is not in the community vote phase");
    expect(screen.getByRole("link", { name: "Back to the contests listing" })).toHaveAttribute("href", "/contests/listing");
  });
});
