import { fireEvent, render, screen, within } from "@testing-library/react";
import { BeatmapCard } from "./BeatmapCard";
import { beatmapOf, NEWCOMER, taskOf } from "./test-fixtures";

const letters = () => within(screen.getByRole("list", { name: "Difficulties" })).getAllByRole("listitem");

describe("beatmap card", () => {
  test("title, host, border in the status colour; letters coloured by task status and locks", () => {
    const open = jest.fn();
    const map = beatmapOf({
      status: "Done",
      tasks: [taskOf("Normal", "Done"), taskOf("Hard", "WIP", [NEWCOMER]), taskOf("Hitsounds", "Done")],
      tasksLocked: ["Insane"],
    });
    render(
      <ul>
        <BeatmapCard beatmap={map} onOpen={open} />
      </ul>,
    );
    // The accessible name starts with the visible title (no aria-label replacing it), then the status.
    const button = screen.getByRole("button", { name: /^Camellia - GHOST ?, Done, Hosted by DemoMapper/ });
    expect(button).toHaveTextContent("Camellia - GHOST");
    expect(button).toHaveTextContent("Hosted by DemoMapper");
    expect(button).toHaveStyle({ borderColor: "#36d8a2" });
    expect(letters().map((l) => `${l.textContent}:${l.getAttribute("data-state")}`)).toEqual([
      "E:open",
      "N:Done",
      "H:WIP",
      "I:blocked",
      "X:open",
    ]);
    expect(letters()[1]).toHaveClass("diff-letter--Done");
    expect(letters()[2]).toHaveClass("diff-letter--WIP");
    expect(letters()[3]).toHaveClass("diff-letter--blocked");
    expect(letters()[3]).toHaveAccessibleName("Insane: locked");
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith(map.id);
  });

  test.each([
    ["WIP", "#d9bb13"],
    ["Qualified", "#E74C3C"],
    ["Ranked", "#428ae7"],
  ] as const)("%s border", (status, color) => {
    render(
      <ul>
        <BeatmapCard beatmap={beatmapOf({ status })} onOpen={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole("button")).toHaveStyle({ borderColor: color });
  });

  test('"X+" for a crowded mapset (10 or more tasks), one letter per task below that', () => {
    const tasks = [
      ...Array.from({ length: 5 }, () => taskOf("Insane", "WIP", [NEWCOMER])),
      ...Array.from({ length: 5 }, () => taskOf("Expert", "Done")),
    ];
    const { unmount } = render(
      <ul>
        <BeatmapCard beatmap={beatmapOf({ tasks })} onOpen={() => undefined} />
      </ul>,
    );
    expect(letters().map((l) => l.textContent)).toEqual(["E", "N", "H", "I+", "X+"]);
    expect(screen.getByRole("listitem", { name: "Insane: 5 tasks" })).toBeInTheDocument();
    unmount();
    render(
      <ul>
        <BeatmapCard beatmap={beatmapOf({ tasks: tasks.slice(0, 9) })} onOpen={() => undefined} />
      </ul>,
    );
    expect(letters().map((l) => l.textContent)).toEqual(["E", "N", "H", "I", "I", "I", "I", "I", "X", "X", "X", "X"]);
  });

  test("mode icon when not osu!; hybrid shows counts per mode; quest and priority quest marks", () => {
    const { unmount } = render(
      <ul>
        <BeatmapCard
          beatmap={beatmapOf({
            mode: "taiko",
            mission: { __typename: "Mission", id: "m1", name: "Featured Favourites", tier: 2 } as never,
          })}
          onOpen={() => undefined}
        />
      </ul>,
    );
    expect(screen.getByRole("img", { name: "osu!taiko" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Silver tier" })).toBeInTheDocument();
    unmount();
    render(
      <ul>
        <BeatmapCard
          beatmap={beatmapOf({
            mode: "hybrid",
            tasks: [taskOf("Hard", "Done", undefined, "mania"), taskOf("Insane", "WIP", undefined, "taiko")],
          })}
          onOpen={() => undefined}
        />
      </ul>,
    );
    const perMode = screen.getByLabelText("Difficulties per mode");
    expect(within(perMode).getByRole("img", { name: "osu!mania" })).toBeInTheDocument();
    expect(perMode).toHaveTextContent("1");
  });
});
