import { fireEvent, screen, within } from "@testing-library/react";
import ResultsPage from "./ResultsPage";
import { ContestResultsTableDocument } from "./gql/graphql";
import { myResultsMock, resultRow, resultsTableMock, submissionResultMock } from "./test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";

const rows = [
  resultRow("s1", "Amber Lantern", "Alpha", { place: 1, screening: 8, placements: 3, votes: 2, raw: 50, std: 1.9 }),
  resultRow("s2", "Blue Heron", "DemoMapper", { place: 2, screening: 9, placements: 3, votes: 5, raw: 52, std: 0.4, mine: true }),
  resultRow("s3", "Cobalt Fox", "Gamma", { place: null, screening: 1, placements: 1, votes: 7, raw: null, std: null }),
];

const bodyNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getByRole("link", { name: /Amber|Blue|Cobalt/ }).textContent);

describe("Results page", () => {
  it("without a parameter: my entries in completed contests, linking to the table and the entry", async () => {
    renderApp(<ResultsPage />, {
      me: demoMe,
      route: "/contests/results",
      mocks: [myResultsMock([{ id: "s2", name: "Blue Heron", contestId: "5", contestName: "Autumn Cup" }])],
    });
    expect(await screen.findByRole("link", { name: "Autumn Cup" })).toHaveAttribute("href", "/contests/results?contest=5");
    expect(screen.getByRole("link", { name: "Blue Heron" })).toHaveAttribute("href", "/contests/results?submission=s2");
  });

  it("the empty text", async () => {
    renderApp(<ResultsPage />, { me: demoMe, route: "/contests/results", mocks: [myResultsMock([])] });
    expect(await screen.findByText("Contests you participated in will show up here!")).toBeInTheDocument();
  });

  it("one contest: the server's order first, maxima in the headers, my row marked; sortable", async () => {
    renderApp(<ResultsPage />, { me: demoMe, route: "/contests/results?contest=5", mocks: [resultsTableMock(rows)] });
    await screen.findByRole("table");
    expect(bodyNames()).toEqual(["Amber Lantern", "Blue Heron", "Cobalt Fox"]);
    expect(screen.getByRole("columnheader", { name: "Screening (max 9)" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Judging raw (max 60)" })).toBeInTheDocument();
    const mine = screen.getByText("you").closest("tr")!;
    expect(
      within(mine)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2", "DemoMapper", "✓✓✓ 9", "5", "52", "0.40"]);
    fireEvent.click(screen.getByRole("button", { name: "Votes" }));
    expect(bodyNames()).toEqual(["Cobalt Fox", "Blue Heron", "Amber Lantern"]);
    expect(screen.getByRole("columnheader", { name: /Votes/ })).toHaveAttribute("aria-sort", "descending");
    fireEvent.click(screen.getByRole("button", { name: "Standardised" }));
    expect(bodyNames()).toEqual(["Amber Lantern", "Blue Heron", "Cobalt Fox"]);
  });

  it("shows the server's refusal (not complete, not found)", async () => {
    renderApp(<ResultsPage />, {
      me: demoMe,
      route: "/contests/results?contest=5",
      mocks: [
        {
          request: { query: ContestResultsTableDocument, variables: { contestId: "5" } },
          result: { errors: [{ message: "Contest not found", extensions: { code: "NOT_FOUND" } }] } as never,
        },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Contest not found");
  });

  it("one entry: anonymised screeners with my comment recognisable, judges as User k without public judges", async () => {
    renderApp(<ResultsPage />, { me: demoMe, route: "/contests/results?submission=s1", mocks: [submissionResultMock()] });
    expect(await screen.findByRole("heading", { name: /Amber Lantern/ })).toBeInTheDocument();
    const screening = screen.getByRole("region", { name: "Screening" });
    expect(within(screening).getByText("Lovely flow")).toBeInTheDocument();
    const mine = within(screening).getByText("User 2").closest("li")!;
    expect(within(mine).getByText("you")).toBeInTheDocument();
    expect(within(mine).getByText("[no comment]")).toBeInTheDocument();
    const judging = screen.getByRole("region", { name: "Judging" });
    expect(within(judging).getByRole("heading", { name: /User 1/ })).toBeInTheDocument();
    expect(within(judging).queryByRole("link", { name: "DemoMentor" })).not.toBeInTheDocument();
    expect(within(judging).getByText("Strong ending")).toBeInTheDocument();
  });

  it("one entry: judges named with public judges; an entry that did not pass screening says so", async () => {
    const { unmount } = renderApp(<ResultsPage />, {
      me: demoMe,
      route: "/contests/results?submission=s1",
      mocks: [submissionResultMock({ publicJudges: true })],
    });
    expect(await screen.findByRole("link", { name: "DemoMentor" })).toBeInTheDocument();
    unmount();
    renderApp(<ResultsPage />, {
      me: demoMe,
      route: "/contests/results?submission=s1",
      mocks: [submissionResultMock({ passed: false })],
    });
    expect(
      await screen.findByText("This entry did not receive enough screening votes to reach the judging stage. :("),
    ).toBeInTheDocument();
  });
});
