import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { demoMe, renderApp } from "../../../../test/render";
import {
  AdminMissionDocument,
  AdminMissionsDocument,
  CreateMissionDocument,
  type AdminMissionFieldsFragment,
} from "../gql/graphql";
import { testAdminMission } from "../test-fixtures";
import AdminMissionsPage, { ADMIN_MISSIONS_PAGE } from "./AdminMissionsPage";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" as const };
const listVars = { search: null, first: ADMIN_MISSIONS_PAGE };

/** One page of adminMissionsConnection as the server answers it. */
const page = (missions: AdminMissionFieldsFragment[], totalCount: number, endCursor: string | null = null) => ({
  data: {
    adminMissionsConnection: {
      __typename: "MissionConnection",
      totalCount,
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      edges: missions.map((m) => ({ __typename: "MissionEdge", cursor: `c${m.id}`, node: m })),
    },
  },
});

const newest = testAdminMission({ id: "30", name: "Night Drive", status: "open", createdAt: "2025-03-01T00:00:00.000Z" });
const older = testAdminMission({ id: "20", name: "Echo Chamber", status: "closed", createdAt: "2025-02-01T00:00:00.000Z" });
const oldest = testAdminMission({ id: "10", name: "First Light", status: "hidden", createdAt: "2025-01-01T00:00:00.000Z" });

const tableNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getByRole("button").textContent);

describe("/admin/missions", () => {
  it("shows the first page and its count; Show more appends the next page by cursor, then focus moves to the first added mission", async () => {
    const second = jest.fn(() => page([oldest], 3));
    renderApp(<AdminMissionsPage />, {
      me: admin,
      route: "/admin/missions",
      mocks: [
        { request: { query: AdminMissionsDocument, variables: listVars }, result: page([newest, older], 3, "c20") },
        { request: { query: AdminMissionsDocument, variables: { ...listVars, after: "c20" } }, result: second },
      ],
    });
    expect(await screen.findByText("3 priority quests, newest first (2 shown)")).toBeInTheDocument();
    expect(tableNames()).toEqual(["Night Drive", "Echo Chamber"]);
    const more = screen.getByRole("button", { name: "Show more" });
    more.focus();
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(tableNames()).toEqual(["Night Drive", "Echo Chamber", "First Light"]));
    expect(screen.getByText("3 priority quests, newest first")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(screen.getByRole("table")).getByRole("button", { name: "First Light" })),
    );
  });

  it("searches by name on the server, starting from the first page", async () => {
    const found = jest.fn(() => page([older], 1));
    renderApp(<AdminMissionsPage />, {
      me: admin,
      route: "/admin/missions",
      mocks: [
        { request: { query: AdminMissionsDocument, variables: listVars }, result: page([newest, older], 3, "c20") },
        { request: { query: AdminMissionsDocument, variables: { ...listVars, search: "echo" } }, result: found },
      ],
    });
    await screen.findByText("3 priority quests, newest first (2 shown)");
    fireEvent.change(screen.getByLabelText("Search priority quests"), { target: { value: " echo " } });
    expect(await screen.findByText('1 priority quest matching "echo", newest first')).toBeInTheDocument();
    expect(found).toHaveBeenCalledTimes(1);
    expect(tableNames()).toEqual(["Echo Chamber"]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("a created mission heads the list, read again from its first page, and opens for editing", async () => {
    const created = testAdminMission({ id: "40", name: "Brand New", status: "hidden", createdAt: "2025-04-01T00:00:00.000Z" });
    const create = jest.fn(() => ({ data: { createMission: created } }));
    const reread = jest.fn(() => page([created, newest], 4, "c30"));
    renderApp(<AdminMissionsPage />, {
      me: admin,
      route: "/admin/missions",
      mocks: [
        { request: { query: AdminMissionsDocument, variables: listVars }, result: page([newest, older], 3, "c20") },
        { request: { query: CreateMissionDocument, variables: () => true }, result: create },
        { request: { query: AdminMissionsDocument, variables: listVars }, result: reread },
      ],
    });
    await screen.findByText("3 priority quests, newest first (2 shown)");
    fireEvent.click(screen.getByRole("button", { name: "Add priority quest" }));
    const form = await screen.findByRole("dialog", { name: "Add priority quest" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Brand New" } });
    fireEvent.change(within(form).getByLabelText("Objective (markdown)"), { target: { value: "Map it" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Create priority quest" })));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(tableNames()).toEqual(["Brand New", "Night Drive"]));
    expect(screen.getByText("4 priority quests, newest first (2 shown)")).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Edit: Brand New" })).toBeInTheDocument();
  });

  it("a link to a mission not on the first page loads that mission for its dialog", async () => {
    const one = jest.fn(() => ({ data: { mission: oldest } }));
    renderApp(<AdminMissionsPage />, {
      me: admin,
      route: "/admin/missions?id=10",
      mocks: [
        { request: { query: AdminMissionsDocument, variables: listVars }, result: page([newest, older], 3, "c20") },
        { request: { query: AdminMissionDocument, variables: { id: "10" } }, result: one },
      ],
    });
    expect(await screen.findByRole("dialog", { name: "Edit: First Light" })).toBeInTheDocument();
    expect(one).toHaveBeenCalledTimes(1);
  });

  it("an unknown mission id says so in its dialog", async () => {
    renderApp(<AdminMissionsPage />, {
      me: admin,
      route: "/admin/missions?id=999",
      mocks: [
        { request: { query: AdminMissionsDocument, variables: listVars }, result: page([newest], 1) },
        {
          request: { query: AdminMissionDocument, variables: { id: "999" } },
          result: { errors: [{ message: "Mission ID does not exist!", extensions: { code: "NOT_FOUND" } }] },
        },
      ],
    });
    const dialog = await screen.findByRole("dialog", { name: "Priority quest" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Mission ID does not exist!");
  });
});
