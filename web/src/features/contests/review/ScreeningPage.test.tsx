import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import ScreeningPage from "./ScreeningPage";
import { SaveScreeningDocument } from "./gql/graphql";
import { screening, screeningContestsMock, screeningEntriesMock } from "./test-fixtures";
import { demoMe, renderApp } from "../../../../test/render";
import { dismissToast, getToasts } from "../../../app/toasts";

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

const entries = [
  { id: "s1", name: "Amber Lantern", screening: screening("v1", "s1", 2) },
  { id: "s2", name: "Blue Heron" },
  { id: "s3", name: "Cobalt Fox", own: true },
];

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderApp(<ScreeningPage />, {
    me: demoMe,
    route: "/contests/screening",
    mocks: [screeningContestsMock([{ id: "5", name: "Autumn Screening Cup" }]), screeningEntriesMock(entries), ...mocks],
  });
}

describe("Screening page", () => {
  it("says so when I screen no contest", async () => {
    renderApp(<ScreeningPage />, { me: demoMe, route: "/contests/screening", mocks: [screeningContestsMock([])] });
    expect(await screen.findByText(/You're not a screener for any ongoing contests!/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contests listing" })).toHaveAttribute("href", "/contests/listing");
  });

  it("shows anonymised entries, the download, my placements; my own entry cannot be screened", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Autumn Screening Cup" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download all submissions" })).toHaveAttribute(
      "href",
      "https://example.com/pack.zip",
    );
    expect(screen.getByText(/Stars placed: 1 of 3 \(free: 1, 3\)/)).toBeInTheDocument();
    const amber = screen.getByRole("group", { name: "Stars for Amber Lantern" });
    expect(within(amber).getByRole("button", { name: "Remove the 2nd star from Amber Lantern" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByText("This is your own entry: you cannot screen it.")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Stars for Cobalt Fox" })).not.toBeInTheDocument();
  });

  it("each placement once: a star another entry holds is disabled and sends nothing", async () => {
    const save = jest.fn(() => ({ data: { saveScreening: screening("v2", "s2", 2) } }));
    renderPage([
      { request: { query: SaveScreeningDocument, variables: { submissionId: "s2", input: { vote: 2 } } }, result: save },
    ]);
    const taken = await screen.findByRole("button", { name: "2nd star is on Amber Lantern" });
    expect(taken).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(taken);
    await act(async () => {});
    expect(save).not.toHaveBeenCalled();
  });

  it("placing a free star saves it; the star shows as placed and keeps the focus", async () => {
    const save = jest.fn(() => ({ data: { saveScreening: screening("v2", "s2", 3) } }));
    renderPage([
      { request: { query: SaveScreeningDocument, variables: { submissionId: "s2", input: { vote: 3 } } }, result: save },
    ]);
    const star = await screen.findByRole("button", { name: "Give Blue Heron the 3rd star" });
    star.focus();
    fireEvent.click(star);
    await waitFor(() => expect(save).toHaveBeenCalled());
    const placed = await screen.findByRole("button", { name: "Remove the 3rd star from Blue Heron" });
    expect(placed).toHaveAttribute("aria-pressed", "true");
    expect(placed).toHaveFocus();
    expect(screen.getByText(/Stars placed: 2 of 3 \(free: 1\)/)).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderPage([
      {
        request: { query: SaveScreeningDocument, variables: { submissionId: "s2", input: { vote: 1 } } },
        result: { errors: [{ message: "Placement 1 is already used", extensions: { code: "CONFLICT" } }] } as never,
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Give Blue Heron the 1st star" }));
    await waitFor(() => expect(toastTexts()).toEqual(["danger: Placement 1 is already used"]));
  });

  it("comments: the 1,000-character limit is shown and Save stays disabled beyond it; a valid comment is saved", async () => {
    const save = jest.fn(() => ({ data: { saveScreening: screening("v2", "s2", 0, { comment: "Nice intro" }) } }));
    renderPage([
      {
        request: { query: SaveScreeningDocument, variables: { submissionId: "s2", input: { comment: "Nice intro" } } },
        result: save,
      },
    ]);
    const box = await screen.findByLabelText(/Comment on Blue Heron/);
    fireEvent.change(box, { target: { value: "x".repeat(1001) } });
    expect(screen.getAllByText("1,001 / 1,000 characters — 1 too many")[0]).toBeInTheDocument();
    const card = box.closest("li")!;
    const button = within(card as HTMLElement).getByRole("button", { name: "Save comment" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button);
    fireEvent.change(box, { target: { value: "Nice intro" } });
    expect(button).not.toHaveAttribute("aria-disabled");
    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toEqual(["success: Saved!"]));
  });

  it("marks an entry reviewed privately", async () => {
    const save = jest.fn(() => ({ data: { saveScreening: screening("v1", "s1", 2, { reviewed: true }) } }));
    renderPage([
      { request: { query: SaveScreeningDocument, variables: { submissionId: "s1", input: { reviewed: true } } }, result: save },
    ]);
    const amberCard = (await screen.findByRole("heading", { name: "Amber Lantern" })).closest("li") as HTMLElement;
    fireEvent.click(within(amberCard).getByRole("button", { name: "Mark reviewed" }));
    expect(await within(amberCard).findByRole("button", { name: "Reviewed ✓" })).toHaveAttribute("aria-pressed", "true");
  });
});
