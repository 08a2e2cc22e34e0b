import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import JudgingPage from "./JudgingPage";
import { SaveJudgingCommentDocument, SaveJudgingScoreDocument } from "./gql/graphql";
import { judging, judgingContestsMock, judgingEntriesMock } from "./test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";
import { dismissToast, getToasts } from "../../../app/toasts";

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const entries = [
  {
    id: "s1",
    name: "Amber Lantern",
    judging: judging("j1", "s1", [
      ["c1", 8],
      ["c2", 15],
    ]),
  },
  { id: "s2", name: "Blue Heron", judging: judging("j2", "s2", [["c1", 5]]) },
  { id: "s3", name: "Cobalt Fox" },
  { id: "s4", name: "Dusk Parade", own: true },
];

function renderPage(mocks: MockLink.MockedResponse[] = [], over: Record<string, unknown> = {}, path = "/contests/judging") {
  return renderApp(<JudgingPage />, {
    route: "/contests/judging",
    me: demoMe,
    path,
    mocks: [judgingContestsMock([{ id: "5", name: "Summer Judging Cup" }]), judgingEntriesMock(entries, over), ...mocks],
  });
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const rowNames = () => bodyRows().map((r) => within(r).getAllByRole("rowheader")[0]!.textContent);

describe("Judging page", () => {
  it("says so when I judge no contest", async () => {
    renderApp(<JudgingPage />, { me: demoMe, route: "/contests/judging", mocks: [judgingContestsMock([])] });
    expect(await screen.findByText(/You're not a judge for any ongoing contests!/)).toBeInTheDocument();
  });

  it("lists the entries with score/max per criterion (highest max first), totals and completion", async () => {
    renderPage();
    await screen.findByRole("heading", { name: "Summer Judging Cup" });
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Entry ▲", "mapping", "creativity", "Total", "Completed"]);
    const amber = bodyRows()[0]!;
    expect(
      within(amber)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["15/20", "8/10", "23/30", "✓"]);
    expect(screen.getByText("Completed: 1 of 3")).toBeInTheDocument();
    expect(screen.getByText("(your entry)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dusk Parade" })).not.toBeInTheDocument();
  });

  it("sorts by a column and back", async () => {
    renderPage();
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["Amber Lantern", "Blue Heron", "Cobalt Fox", "Dusk Parade (your entry)"]);
    fireEvent.click(screen.getByRole("button", { name: "Total" }));
    expect(rowNames()[0]).toBe("Amber Lantern");
    expect(rowNames()[1]).toBe("Blue Heron");
    fireEvent.click(screen.getByRole("button", { name: /Total/ }));
    expect(rowNames().slice(-1)).toEqual(["Amber Lantern"]);
    expect(screen.getByRole("columnheader", { name: /Total/ })).toHaveAttribute("aria-sort", "ascending");
  });

  it("scores outside 0..max are refused before sending; a valid score is saved and completes the entry", async () => {
    const save = jest.fn(() => ({
      data: {
        saveJudgingScore: judging("j2", "s2", [
          ["c1", 5],
          ["c2", 20, "great"],
        ]),
      },
    }));
    renderPage([
      {
        request: {
          query: SaveJudgingScoreDocument,
          variables: { input: { submissionId: "s2", criteriaId: "c2", score: 20, comment: "great" } },
        },
        result: save,
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Blue Heron" }));
    const dialog = await screen.findByRole("dialog", { name: "Judge Blue Heron" });
    const mapping = within(dialog).getByRole("group", { name: /mapping/ });
    const score = within(mapping).getByLabelText("Score");
    fireEvent.change(score, { target: { value: "21" } });
    expect(within(mapping).getByText("A whole number from 0 to 20.")).toBeInTheDocument();
    const submit = within(dialog).getByRole("button", { name: "Save scores" });
    expect(submit).toHaveAttribute("aria-disabled", "true");
    fireEvent.change(score, { target: { value: "20" } });
    fireEvent.change(within(mapping).getByLabelText("Note (optional)"), { target: { value: "great" } });
    fireEvent.click(submit);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toEqual(["success: Saved!"]));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByText("Completed: 2 of 3")).toBeInTheDocument());
  });

  it("a first score creates the judging and the table shows it", async () => {
    const save = jest.fn(() => ({ data: { saveJudgingScore: judging("j3", "s3", [["c1", 4]]) } }));
    renderPage(
      [
        {
          request: {
            query: SaveJudgingScoreDocument,
            variables: { input: { submissionId: "s3", criteriaId: "c1", score: 4, comment: "" } },
          },
          result: save,
        },
      ],
      {},
      "/contests/judging?entry=s3",
    );
    const dialog = await screen.findByRole("dialog", { name: "Judge Cobalt Fox" });
    fireEvent.change(within(within(dialog).getByRole("group", { name: /creativity/ })).getByLabelText("Score"), {
      target: { value: "4" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save scores" }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    const cobalt = (await screen.findByRole("button", { name: "Cobalt Fox" })).closest("tr")!;
    await waitFor(() => expect(within(cobalt).getAllByRole("cell")[1]!.textContent).toBe("4/10"));
  });

  it("shows the server's refusal inside the dialog", async () => {
    renderPage(
      [
        {
          request: {
            query: SaveJudgingScoreDocument,
            variables: { input: { submissionId: "s3", criteriaId: "c1", score: 3, comment: "" } },
          },
          result: { errors: [{ message: "This entry did not pass screening", extensions: { code: "FORBIDDEN" } }] } as never,
        },
      ],
      {},
      "/contests/judging?entry=s3",
    );
    const dialog = await screen.findByRole("dialog", { name: "Judge Cobalt Fox" });
    fireEvent.change(within(within(dialog).getByRole("group", { name: /creativity/ })).getByLabelText("Score"), {
      target: { value: "3" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save scores" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This entry did not pass screening");
  });

  it("with comments on: the general comment's 3,000-character limit is shown; saving sends it", async () => {
    const save = jest.fn(() => ({
      data: {
        saveJudgingComment: judging(
          "j1",
          "s1",
          [
            ["c1", 8],
            ["c2", 15],
          ],
          "Solid",
        ),
      },
    }));
    renderPage(
      [{ request: { query: SaveJudgingCommentDocument, variables: { submissionId: "s1", comment: "Solid" } }, result: save }],
      { judgingCommentsEnabled: true },
      "/contests/judging?entry=s1",
    );
    const dialog = await screen.findByRole("dialog", { name: "Judge Amber Lantern" });
    const box = within(dialog).getByLabelText("General comment (optional)");
    fireEvent.change(box, { target: { value: "y".repeat(3001) } });
    expect(within(dialog).getByText("3,001 / 3,000 characters — 1 too many")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Save comment" })).toHaveAttribute("aria-disabled", "true");
    fireEvent.change(box, { target: { value: "Solid" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save comment" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});
