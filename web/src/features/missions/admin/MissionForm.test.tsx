import { act, fireEvent, screen, within } from "@testing-library/react";
import { MissionForm } from "./MissionForm";
import { emptyMissionForm } from "./mission-form";
import { MissionArtistOptionsDocument } from "../gql/graphql";
import { demoMe, renderApp } from "../../../../test/render";

const artists = {
  request: { query: MissionArtistOptionsDocument },
  result: {
    data: {
      mappableArtists: [
        { __typename: "Artist", id: "1", label: "Camellia", osuId: 5 },
        { __typename: "Artist", id: "2", label: "Kurokotei", osuId: 6 },
      ],
    },
  },
};

describe("MissionForm", () => {
  it("shows the client-side errors and does not submit; the server's refusal is shown too", async () => {
    const onSubmit = jest.fn(() => Promise.resolve<string | null>("Invalid date"));
    renderApp(
      <MissionForm
        initial={emptyMissionForm(new Date("2025-03-01T00:00:00Z"))}
        submitLabel="Create priority quest"
        onSubmit={onSubmit}
      />,
      {
        me: demoMe,
        mocks: [artists],
      },
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!taiko" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!catch" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!mania" }));
    fireEvent.change(screen.getByLabelText("Min pp"), { target: { value: "abc" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create priority quest" })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Objective (markdown)")).toHaveAccessibleDescription("Objective is required");
    expect(screen.getByLabelText("Min pp")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Select at least one mode!")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Please fix the highlighted fields.");

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Night Drive" } });
    fireEvent.change(screen.getByLabelText("Objective (markdown)"), { target: { value: "Map [click](javascript:alert(1))" } });
    fireEvent.change(screen.getByLabelText("Min pp"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "osu!" }));
    // pick an artist through the search
    fireEvent.change(screen.getByLabelText("Add a featured artist"), { target: { value: "cam" } });
    fireEvent.click(await screen.findByRole("button", { name: "add Camellia" }));
    expect(within(screen.getByRole("list", { name: "Chosen artists" })).getByText("Camellia")).toBeInTheDocument();
    // the markdown preview renders the link without an href
    fireEvent.click(screen.getByRole("button", { name: "Preview objective" }));
    const preview = await screen.findByLabelText("Objective preview");
    expect(await within(preview).findByText("click")).not.toHaveAttribute("href");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create priority quest" })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: "Night Drive",
        modes: ["osu"],
        artistIds: ["1"],
        status: "hidden",
        tier: 1,
        userMinimumPp: null,
      }),
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid date");
  });
});
