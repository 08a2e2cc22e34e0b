import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MissionCard, NOT_CHECKED_NOTE } from "./MissionCard";
import { MissionMaps } from "./MissionMaps";
import { testMap, testMission } from "./test-fixtures";

describe("MissionCard", () => {
  it("shows tier, name, '(x only)' modes when fewer than 4, markdown texts and the deadline", async () => {
    render(<MissionCard mission={testMission({ modes: ["taiko", "osu"] })} />);
    expect(screen.getByRole("img", { name: "Silver tier" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Featured Favourites" })).toBeInTheDocument();
    expect(screen.getByText("(osu!, osu!taiko only)")).toBeInTheDocument();
    expect(await screen.findByText("favourite", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByText("The best map wins")).toBeInTheDocument();
    expect(screen.getByText("Mar 5, 2030")).toBeInTheDocument();
  });

  it("writes no mode list when the mission is open to all four modes", () => {
    render(<MissionCard mission={testMission()} />);
    expect(screen.queryByText(/only\)$/)).not.toBeInTheDocument();
  });

  it("lists the server's requirement lines as given, marking those the server cannot check", () => {
    render(
      <MissionCard
        mission={testMission({
          requirements: [
            {
              __typename: "MissionRequirement",
              key: "rankedBeatmaps",
              text: "You must have no more than 0 ranked beatmaps",
              checkable: true,
            },
            {
              __typename: "MissionRequirement",
              key: "uniqueToRanked",
              text: "Song must be unique to the Ranked section as of 2025-01-01",
              checkable: false,
            },
          ] as never,
        })}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "You must have no more than 0 ranked beatmaps",
      `Song must be unique to the Ranked section as of 2025-01-01 ${NOT_CHECKED_NOTE}`,
    ]);
  });

  it("shows the applicable artists with covers, or any osu-original artist, or any artist", () => {
    const { rerender } = render(
      <MissionCard
        mission={testMission({
          artists: [
            { __typename: "Artist", id: "1", label: "Camellia", osuId: 5, coverUrl: "/covers/1.jpg" },
            { __typename: "Artist", id: "2", label: "Unreleased", osuId: null, coverUrl: null },
          ] as never,
        })}
      />,
    );
    expect(screen.getByRole("img", { name: "Camellia cover" })).toHaveAttribute("src", "/covers/1.jpg");
    expect(screen.getByRole("img", { name: "Unreleased (no cover image)" })).toBeInTheDocument();
    rerender(<MissionCard mission={testMission({ isOsuOriginal: true })} />);
    expect(screen.getByText("any osu-original artist")).toBeInTheDocument();
    rerender(<MissionCard mission={testMission()} />);
    expect(screen.getByText("any artist")).toBeInTheDocument();
  });

  it("selects on a click on the card or its name, not on its own controls", () => {
    const onSelect = jest.fn();
    render(
      <MissionCard mission={testMission()} onSelect={onSelect}>
        <button type="button">inner control</button>
      </MissionCard>,
    );
    fireEvent.click(screen.getByText("The best map wins"));
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Featured Favourites" }));
    expect(onSelect).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole("button", { name: "inner control" }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});

describe("MissionMaps", () => {
  it("labels winners, lame winners and invalid maps and dims a winning host's other maps, oldest first", () => {
    const maps = [
      testMap("3", { hostId: "a" }),
      testMap("1", { hostId: "a" }),
      testMap("2", { hostId: "b", isLame: true }),
      testMap("4", { hostId: "c", url: "https://osu.ppy.sh/beatmapsets/4" }),
    ];
    render(<MissionMaps maps={maps} winnerIds={["1", "2"]} invalidIds={["4"]} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "WIP Band - Song 1 by Hosta (winner)",
      "WIP Band - Song 2 by Hostb (winner but really lame)",
      "WIP Band - Song 3 by Hosta",
      "WIP Band - Song 4 by Hostc (invalid)",
    ]);
    expect(items[2]).toHaveClass("mission-map--dimmed");
    expect(items[0]).not.toHaveClass("mission-map--dimmed");
    expect(within(items[3]!).getByRole("link", { name: "Band - Song 4" })).toHaveAttribute(
      "href",
      "https://osu.ppy.sh/beatmapsets/4",
    );
    expect(within(items[0]!).getByRole("link", { name: "Hosta" })).toHaveAttribute("href", "https://osu.ppy.sh/users/1001");
  });

  it("shows at most 20 maps with a show-all toggle from 20 maps on", () => {
    const maps = Array.from({ length: 23 }, (_, i) => testMap(String(i + 1)));
    const { rerender } = render(<MissionMaps maps={maps} winnerIds={[]} invalidIds={[]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
    act(() => fireEvent.click(screen.getByRole("button", { name: "show all 23 beatmaps" })));
    expect(screen.getAllByRole("listitem")).toHaveLength(23);
    fireEvent.click(screen.getByRole("button", { name: "show fewer beatmaps" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);

    rerender(<MissionMaps maps={maps.slice(0, 19)} winnerIds={[]} invalidIds={[]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(19);
    expect(screen.queryByRole("button", { name: /show all/ })).not.toBeInTheDocument();

    rerender(<MissionMaps maps={maps} winnerIds={[]} invalidIds={[]} showEverything />);
    expect(screen.getAllByRole("listitem")).toHaveLength(23);
    expect(screen.queryByRole("button", { name: /show all/ })).not.toBeInTheDocument();
  });

  it("says so when there are no maps", () => {
    render(<MissionMaps maps={[]} winnerIds={[]} invalidIds={[]} />);
    expect(screen.getByText("No beatmaps yet.")).toBeInTheDocument();
  });
});
