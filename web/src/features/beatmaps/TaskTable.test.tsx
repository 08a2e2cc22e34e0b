import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { TaskTable } from "./TaskTable";
import { AddTaskDocument, ValidateUsersDocument } from "./gql/graphql";
import { ADMIN, beatmapOf, HOST, NEWCOMER, OTHER, taskOf } from "./test-fixtures";

type Role = "host" | "mapper" | "other" | "admin";
const viewers = {
  host: { id: HOST.id, isAdmin: false },
  mapper: { id: NEWCOMER.id, isAdmin: false },
  other: { id: OTHER.id, isAdmin: false },
  admin: { id: ADMIN.id, isAdmin: true },
};

/** The buttons offered on the Insane row (mapped by DemoNewcomer with DemoMapper), in order. */
function insaneActions(role: Role, status: "WIP" | "Done" | "Qualified" | "Ranked", taskStatus: "WIP" | "Done") {
  const map = beatmapOf({
    status,
    tasks: [taskOf("Normal", "Done"), taskOf("Insane", taskStatus, [NEWCOMER, HOST])],
  });
  const view = renderApp(<TaskTable map={map} viewer={viewers[role]} />);
  const row = screen.getAllByTestId("task-row").find((r) => r.getAttribute("data-task") === "Insane")!;
  const labels = within(row)
    .queryAllByRole("button")
    // the visible label (the difficulty's name follows it for screen readers only)
    .map((b) =>
      [...b.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.classList.contains("visually-hidden")))
        .map((n) => n.textContent)
        .join(""),
    );
  const claim = screen.queryByRole("form", { name: "Add difficulty" }) !== null;
  view.unmount();
  return { labels, claim };
}

describe("task table: actions per role and status", () => {
  test.each<[Role, "WIP" | "Done" | "Qualified" | "Ranked", "WIP" | "Done", string[], boolean]>([
    // role, mapset status, task status, buttons on the row, claim form shown
    ["host", "WIP", "WIP", ["×", "Mark Done", "Add collaborator", "Remove"], true],
    ["host", "Done", "Done", ["×", "Remove"], false],
    ["host", "Qualified", "Done", [], false],
    ["host", "Ranked", "Done", [], false],
    ["mapper", "WIP", "WIP", ["×", "Mark Done", "Add collaborator", "Remove"], true],
    ["mapper", "WIP", "Done", ["×", "Mark WIP", "Remove"], true],
    ["mapper", "Done", "Done", ["×", "Remove"], false],
    ["mapper", "Ranked", "Done", [], false],
    ["other", "WIP", "WIP", [], true],
    ["other", "Done", "Done", [], false],
    ["other", "Qualified", "Done", [], false],
    ["admin", "WIP", "WIP", ["×", "×", "Mark Done", "Add collaborator", "Remove"], true],
    ["admin", "Done", "Done", ["×", "×", "Mark WIP", "Add collaborator", "Remove"], true],
    ["admin", "Ranked", "Done", ["×", "×", "Mark WIP", "Add collaborator", "Remove"], true],
  ])("%s, mapset %s, task %s", (role, status, taskStatus, labels, claim) => {
    expect(insaneActions(role, status, taskStatus)).toEqual({ labels, claim });
  });

  test("difficulty names follow the mode (osu!taiko, osu!catch)", () => {
    const view = renderApp(
      <TaskTable
        map={beatmapOf({
          mode: "taiko",
          tasks: [taskOf("Easy", "WIP", [HOST], "taiko"), taskOf("Expert", "WIP", [HOST], "taiko")],
        })}
        viewer={viewers.other}
      />,
    );
    expect(screen.getAllByRole("rowheader").map((c) => c.textContent)).toEqual(["Kantan", "Inner Oni"]);
    view.unmount();
    renderApp(
      <TaskTable map={beatmapOf({ mode: "catch", tasks: [taskOf("Hard", "WIP", [HOST], "catch")] })} viewer={viewers.other} />,
    );
    expect(screen.getByRole("rowheader")).toHaveTextContent("Platter");
  });

  test("the host may add a difficulty for someone else (resolved through validateUsers)", async () => {
    const map = beatmapOf({ viewerIsHost: true, tasks: [taskOf("Normal")] });
    const added = { ...map, tasks: [...map.tasks, taskOf("Insane", "WIP", [NEWCOMER])] };
    const addTask = jest.fn(() => ({ data: { addTask: added } }));
    renderApp(<TaskTable map={map} viewer={viewers.host} />, {
      mocks: [
        {
          request: { query: ValidateUsersDocument, variables: { input: "DemoNewcomer" } },
          result: { data: { validateUsers: [NEWCOMER] } },
        },
        {
          request: { query: AddTaskDocument, variables: { beatmapId: map.id, name: "Insane", mode: null, userId: NEWCOMER.id } },
          result: addTask,
        },
      ],
    });
    const form = screen.getByRole("form", { name: "Add difficulty" });
    fireEvent.change(within(form).getByLabelText("Difficulty"), { target: { value: "Insane" } });
    fireEvent.change(within(form).getByLabelText("Mapper"), { target: { value: "DemoNewcomer" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Add difficulty" })));
    await waitFor(() => expect(addTask).toHaveBeenCalledTimes(1));
  });

  test("a non-host sees no mapper field and no locked names", () => {
    renderApp(<TaskTable map={beatmapOf({ tasksLocked: ["Expert", "Hard"] })} viewer={viewers.other} />);
    const form = screen.getByRole("form", { name: "Add difficulty" });
    expect(within(form).queryByLabelText("Mapper")).not.toBeInTheDocument();
    const options = within(within(form).getByLabelText("Difficulty"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Easy", "Normal", "Insane", "Hitsounds", "Storyboard"]);
  });
});
