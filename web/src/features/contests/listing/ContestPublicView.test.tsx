import { screen } from "@testing-library/react";
import { demoMe, renderApp } from "../../../../test/render";
import { voteEntriesMock } from "../review/test-fixtures";
import { ContestPublicView } from "./ContestPublicView";
import { contest } from "./test-fixtures";

jest.mock("../../../components/Markdown", () => ({
  Markdown: ({ source }: { source: string | null }) => (source ? <div className="markdown">{source}</div> : null),
}));

describe("ContestPublicView", () => {
  it("mounts the community vote while the contest is in its vote phase", async () => {
    const mocks = [voteEntriesMock([{ id: "s1", name: "Amber Lantern" }], [])];
    renderApp(<ContestPublicView contest={contest({ id: "5", status: "vote" })} />, { me: demoMe, mocks });
    expect(await screen.findByRole("heading", { name: "Community vote" })).toBeInTheDocument();
    expect(await screen.findByText("Amber Lantern")).toBeInTheDocument();
  });

  it("shows no vote outside the vote phase", () => {
    renderApp(<ContestPublicView contest={contest({ id: "5", status: "beatmapping" })} />, { me: demoMe, mocks: [] });
    expect(screen.queryByRole("heading", { name: "Community vote" })).not.toBeInTheDocument();
  });
});
