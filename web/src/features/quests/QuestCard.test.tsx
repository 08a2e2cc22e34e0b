import { fireEvent, render, screen, within } from "@testing-library/react";
import { DAY_MS } from "../../lib/format";
import { PARTY_ICON_LIMIT, QuestCard } from "./QuestCard";
import type { QuestCardFieldsFragment } from "./gql/graphql";
import { questCard } from "./test-fixtures";

const NOW = new Date("2025-06-01T12:00:00Z");

const member = (i: number) => ({
  __typename: "User" as const,
  id: `u${i}`,
  username: `Mapper${i}`,
  osuId: 1000 + i,
  avatarUrl: `/a/${i}`,
});

const wip = (members: number, deadline: Date, overdue = false) =>
  questCard({
    status: "wip",
    deadline: deadline.toISOString(),
    isOverdue: overdue,
    currentParty: {
      __typename: "Party",
      id: "p1",
      members: Array.from({ length: members }, (_, i) => member(i + 1)),
    } as QuestCardFieldsFragment["currentParty"],
  });

describe("QuestCard", () => {
  it("cuts names longer than 40 characters and adds an ellipsis; the full name is the title", () => {
    const long = "An extremely long quest name that keeps on going forever";
    render(<QuestCard quest={questCard({ name: long })} now={NOW} />);
    const heading = screen.getByRole("heading");
    expect(heading).toHaveTextContent(`${long.slice(0, 40)}...`);
    expect(heading).not.toHaveTextContent(long);
    expect(heading).toHaveAttribute("title", long);
  });

  it("keeps names of exactly 40 characters whole", () => {
    const forty = "x".repeat(40);
    render(<QuestCard quest={questCard({ name: forty })} now={NOW} />);
    expect(screen.getByRole("heading")).toHaveTextContent(new RegExp(`^${forty}$`));
  });

  it.each([
    [1, "1 pt"],
    [0, "0 pts"],
    [20, "20 pts"],
  ])("shows a price of %i as %s", (price, text) => {
    render(<QuestCard quest={questCard({ price })} now={NOW} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("shows an open quest's party size range and its timeframe in days", () => {
    render(<QuestCard quest={questCard({ minParty: 2, maxParty: 6 })} now={NOW} />);
    expect(screen.getByText("Party size: 2-6")).toBeInTheDocument();
    expect(screen.getByText("80 days")).toBeInTheDocument();
    expect(screen.queryByTestId("party-icons")).not.toBeInTheDocument();
  });

  it("shows a single number when the party size is fixed", () => {
    render(<QuestCard quest={questCard({ minParty: 3, maxParty: 3 })} now={NOW} />);
    expect(screen.getByText("Party size: 3")).toBeInTheDocument();
  });

  it("shows a wip quest's member count, member icons, and the days remaining (computed from ms)", () => {
    const deadline = new Date(NOW.getTime() + 4.2 * DAY_MS);
    render(<QuestCard quest={wip(3, deadline)} now={NOW} />);
    expect(screen.getByText(/Party: 3 members/)).toBeInTheDocument();
    const icons = screen.getByTestId("party-icons");
    expect(within(icons).getAllByRole("img")).toHaveLength(3);
    expect(within(icons).getByTitle("Mapper2")).toBeInTheDocument();
    expect(screen.getByText("(5 days left)")).toBeInTheDocument();
    expect(screen.getByText("in progress")).toBeInTheDocument();
    expect(screen.queryByText("overdue")).not.toBeInTheDocument();
  });

  it(`shows icons up to ${PARTY_ICON_LIMIT} members and only a count above`, () => {
    const deadline = new Date(NOW.getTime() + 10 * DAY_MS);
    const { unmount } = render(<QuestCard quest={wip(PARTY_ICON_LIMIT, deadline)} now={NOW} />);
    expect(within(screen.getByTestId("party-icons")).getAllByRole("img")).toHaveLength(PARTY_ICON_LIMIT);
    unmount();
    render(<QuestCard quest={wip(PARTY_ICON_LIMIT + 1, deadline)} now={NOW} />);
    expect(screen.getByText(`Party: ${PARTY_ICON_LIMIT + 1} members`)).toBeInTheDocument();
    expect(screen.queryByTestId("party-icons")).not.toBeInTheDocument();
  });

  it("shows a done quest's member count rather than the range", () => {
    const q = { ...wip(2, new Date(NOW.getTime() - 50 * DAY_MS)), status: "done" as const };
    render(<QuestCard quest={q} now={NOW} />);
    expect(screen.getByText(/Party: 2 members/)).toBeInTheDocument();
    expect(screen.queryByText(/Party size/)).not.toBeInTheDocument();
    expect(screen.getByText("completed")).toBeInTheDocument();
    expect(screen.queryByText("overdue")).not.toBeInTheDocument();
  });

  it('labels a wip quest past its deadline "overdue"', () => {
    render(<QuestCard quest={wip(2, new Date(NOW.getTime() - 3 * DAY_MS), true)} now={NOW} />);
    expect(screen.getByText("overdue")).toBeInTheDocument();
    expect(screen.queryByText(/left\)/)).not.toBeInTheDocument();
  });

  it('labels an expired open quest "expired"', () => {
    render(<QuestCard quest={questCard({ isExpired: true })} now={NOW} />);
    expect(screen.getByText("expired")).toBeInTheDocument();
    expect(screen.getByText("Party size: 1-3")).toBeInTheDocument();
  });

  it("shows the artist cover (or the fallback) and opens the quest when clicked", () => {
    const onOpen = jest.fn();
    render(<QuestCard quest={questCard({ coverUrl: "/covers/3.jpg" })} now={NOW} onOpen={onOpen} mine />);
    expect(screen.getByRole("img", { name: "Lunar Engine cover" })).toHaveAttribute("src", "/covers/3.jpg");
    expect(screen.getByText("your party")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Lunar Engine single" }));
    expect(onOpen).toHaveBeenCalledWith("7");
  });

  it("shows the status of a submission waiting for review", () => {
    render(<QuestCard quest={questCard({ status: "pending", isCustom: true })} now={NOW} />);
    expect(screen.getByText("pending review")).toBeInTheDocument();
  });
});
