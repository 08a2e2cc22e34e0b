import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { CommunityVote } from "./CommunityVote";
import { CastCommunityVoteDocument } from "./gql/graphql";
import { voteEntriesMock } from "./test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";
import { dismissToast, getToasts } from "../../../app/toasts";

jest.mock("../../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const entries = [
  { id: "s1", name: "Amber Lantern" },
  { id: "s2", name: "Blue Heron" },
  { id: "s3", name: "Cobalt Fox" },
  { id: "s4", name: "Dusk Parade", own: true },
];

const payload = (votes: { id: string; submissionId: string; rank: number | null }[], votesLeft: number) => ({
  data: {
    castCommunityVote: {
      __typename: "CommunityVotePayload",
      votesLeft,
      contest: {
        __typename: "Contest",
        id: "5",
        myCommunityVotes: votes.map((v) => ({ __typename: "CommunityVote", ...v })),
      },
    },
  },
});

function renderVote(mocks: MockLink.MockedResponse[]) {
  return renderApp(<CommunityVote contestId="5" />, { me: demoMe, mocks });
}

describe("CommunityVote", () => {
  it("plain mode: N votes; when all are used the other entries cannot be voted for; never my own entry", async () => {
    renderVote([voteEntriesMock(entries, [{ id: "v1", submissionId: "s1", rank: null }])]);
    expect(await screen.findByText("Vote for the maps you enjoyed.")).toBeInTheDocument();
    expect(screen.getByText(/^Votes left: 1 of 2/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw your vote for Amber Lantern" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("button", { name: /Dusk Parade/ })).not.toBeInTheDocument();
    expect(screen.getByText("Your entry")).toBeInTheDocument();
  });

  it("plain mode: voting uses a vote; with none left the rest are disabled and send nothing", async () => {
    const cast = jest.fn(() =>
      payload(
        [
          { id: "v1", submissionId: "s1", rank: null },
          { id: "v2", submissionId: "s2", rank: null },
        ],
        0,
      ),
    );
    const blocked = jest.fn(() => payload([], 0));
    renderVote([
      voteEntriesMock(entries, [{ id: "v1", submissionId: "s1", rank: null }]),
      { request: { query: CastCommunityVoteDocument, variables: { submissionId: "s2", vote: 1 } }, result: cast },
      { request: { query: CastCommunityVoteDocument, variables: { submissionId: "s3", vote: 1 } }, result: blocked },
    ]);
    const heron = await screen.findByRole("button", { name: "Vote for Blue Heron" });
    heron.focus();
    fireEvent.click(heron);
    await waitFor(() => expect(cast).toHaveBeenCalled());
    expect(await screen.findByText(/^Votes left: 0 of 2/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw your vote for Blue Heron" })).toHaveFocus();
    const cobalt = screen.getByRole("button", { name: "Vote for Cobalt Fox" });
    expect(cobalt).toHaveAttribute("aria-disabled", "true");
    expect(cobalt).toHaveAttribute("title", "You have already used all 2 votes");
    fireEvent.click(cobalt);
    expect(blocked).not.toHaveBeenCalled();
  });

  it("ordered mode: each rank once; pressing an entry's rank again withdraws it", async () => {
    const withdraw = jest.fn(() => payload([], 2));
    renderVote([
      voteEntriesMock(entries, [{ id: "v1", submissionId: "s1", rank: 1 }], { communityVoteOrderedPriority: true }),
      { request: { query: CastCommunityVoteDocument, variables: { submissionId: "s1", vote: 0 } }, result: withdraw },
    ]);
    expect(await screen.findByText(/^Ranks left: 1 of 2/)).toBeInTheDocument();
    const heron = screen.getByRole("group", { name: "Rank for Blue Heron" });
    expect(within(heron).getByRole("button", { name: "1st is on Amber Lantern" })).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(screen.getByRole("button", { name: "Withdraw 1st from Amber Lantern" }));
    await waitFor(() => expect(withdraw).toHaveBeenCalled());
    expect(await screen.findByText(/^Ranks left: 2 of 2/)).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual(["success: Vote withdrawn"]));
  });

  it("shows the server's refusal", async () => {
    renderVote([
      voteEntriesMock(entries, []),
      {
        request: { query: CastCommunityVoteDocument, variables: { submissionId: "s2", vote: 1 } },
        result: { errors: [{ message: "You have already used all 2 votes", extensions: { code: "BAD_USER_INPUT" } }] } as never,
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Vote for Blue Heron" }));
    await waitFor(() => expect(toastTexts()).toEqual(["danger: You have already used all 2 votes"]));
  });

  it("after the vote end nothing can be cast", async () => {
    renderVote([voteEntriesMock(entries, [], { communityVoteEnd: "2020-01-01T00:00:00.000Z" })]);
    expect(await screen.findByText("The community vote is closed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Vote for Blue Heron" })).toHaveAttribute("aria-disabled", "true");
  });
});
