import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import MissionsPage, { filterMissions, INACTIVE_PAGE, OPEN_PAGE, PENDING_NOTE } from "./MissionsPage";
import {
  InactiveMissionsDocument,
  MissionDetailDocument,
  MissionsSectionDocument,
  MissionsViewerDocument,
  MyQualifyingBeatmapsDocument,
} from "./gql/graphql";
import { testMission } from "./test-fixtures";
import { COPIED_HINT, COPIED_HINT_MS } from "./useCopiedLink";
import type { MockLink } from "@apollo/client/testing";
import { demoMe, renderApp } from "../../../test/render";

const active = [
  testMission({ id: "1", name: "Featured Favourites", modes: ["osu", "taiko", "catch", "mania"] }),
  testMission({ id: "2", name: "Mania Madness", modes: ["mania"] }),
];
const pending = [testMission({ id: "3", name: "After the Classified", isSeparate: true })];
const closed = testMission({ id: "77", name: "Old Times", status: "closed", acceptsBeatmaps: false });

/** A page of an open section as missionsConnection answers it (edges with cursors, pageInfo). */
const sectionPage = (missions: readonly { id: string }[], endCursor: string | null = null) => ({
  data: {
    missionsConnection: {
      __typename: "MissionConnection",
      edges: missions.map((node) => ({ __typename: "MissionEdge", cursor: `c${node.id}`, node })),
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    },
  },
});
/** The request of one open section's page: server-side filters, OPEN_PAGE at a time, `after` for later pages. */
const sectionRequest = (section: "active" | "pending", mode: string | null, after?: string) => ({
  query: MissionsSectionDocument,
  variables: { section, mode, search: null, first: OPEN_PAGE, ...(after ? { after } : {}) },
});
const onMode = (mode: string | null, missions: typeof active) =>
  mode ? missions.filter((m) => m.modes.includes(mode as never)) : missions;

const mocks = (more: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] => [
  {
    request: { query: MissionsViewerDocument },
    result: { data: { me: { __typename: "CurrentUser", id: demoMe.id, mainMode: "osu" } } },
  },
  ...more,
  ...(["osu", null] as const).flatMap((mode) => [
    { request: sectionRequest("active", mode), result: sectionPage(onMode(mode, active)) },
    { request: sectionRequest("pending", mode), result: sectionPage(onMode(mode, pending)) },
  ]),
  {
    request: { query: MyQualifyingBeatmapsDocument, variables: { missionId: "1" } },
    result: { data: { myQualifyingBeatmaps: [] } },
    maxUsageCount: 5,
  },
];

describe("filterMissions", () => {
  it("filters by mode and by name from 3 characters on", () => {
    expect(filterMissions(active, "mania", "").map((m) => m.id)).toEqual(["1", "2"]);
    expect(filterMissions(active, "taiko", "").map((m) => m.id)).toEqual(["1"]);
    expect(filterMissions(active, "any", "ma").map((m) => m.id)).toEqual(["1", "2"]);
    expect(filterMissions(active, "any", "mad").map((m) => m.id)).toEqual(["2"]);
  });
});

describe("missions page", () => {
  afterEach(() => jest.useRealTimers());

  it("defaults the mode filter to my main mode, asked of the server; pending quests stay collapsed while active ones exist", async () => {
    renderApp(<MissionsPage />, { me: demoMe, route: "/missions", mocks: mocks() });
    const list = await screen.findByRole("list", { name: "Active priority quests" });
    expect(await screen.findByRole("radio", { name: "osu!" })).toBeChecked();
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    fireEvent.click(screen.getByRole("radio", { name: "any" }));
    // a new filter is a new first page from the server (mode: null); the mania-only quest was never sent before
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(2));
    expect(within(list).getByText("Mania Madness")).toBeInTheDocument();

    expect(await screen.findByText(PENDING_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Pending priority quests" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.getByRole("list", { name: "Pending priority quests" })).toHaveTextContent("After the Classified");
    expect(screen.getByRole("button", { name: "Load inactive priority quests" })).toBeInTheDocument();
  });

  it("cards of open missions carry the add-beatmap control; its maps load only once it is opened", async () => {
    const closedButListed = testMission({ id: "4", name: "Closed Door", modes: ["osu"], acceptsBeatmaps: false });
    const more: MockLink.MockedResponse[] = [
      { request: sectionRequest("active", "osu"), result: sectionPage([active[0]!, closedButListed]) },
    ];
    renderApp(<MissionsPage />, { me: demoMe, route: "/missions", mocks: mocks(more) });
    const list = await screen.findByRole("list", { name: "Active priority quests" });
    const [open, closedCard] = within(list).getAllByRole("article");
    expect(within(closedCard!).queryByRole("region", { name: "Add a beatmap" })).not.toBeInTheDocument();
    const control = within(open!).getByRole("region", { name: "Add a beatmap" });
    expect(within(control).queryByRole("combobox")).not.toBeInTheDocument();
    fireEvent.click(within(control).getByRole("button", { name: "Add your beatmap…" }));
    expect(await within(open!).findByText("No valid beatmaps for this quest")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("active and pending quests load a page at a time: show more appends the next page by cursor", async () => {
    const more: MockLink.MockedResponse[] = [
      { request: sectionRequest("active", "osu"), result: sectionPage([active[0]!], "c1") },
      {
        request: sectionRequest("active", "osu", "c1"),
        result: sectionPage([testMission({ id: "5", name: "Osu Odyssey", modes: ["osu"] })]),
      },
      { request: sectionRequest("pending", "osu"), result: sectionPage(pending, "c3") },
      {
        request: sectionRequest("pending", "osu", "c3"),
        result: sectionPage([testMission({ id: "6", name: "Past Selection", isSeparate: true })]),
      },
    ];
    renderApp(<MissionsPage />, { me: demoMe, route: "/missions", mocks: mocks(more) });
    const list = await screen.findByRole("list", { name: "Active priority quests" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "show more active priority quests" }));
    expect(await within(list).findByText("Osu Odyssey")).toBeInTheDocument();
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "show more active priority quests" })).not.toBeInTheDocument();

    // the pending count says when more follow the loaded page
    expect(screen.getByRole("heading", { name: "Pending priority quests (1+)" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    fireEvent.click(screen.getByRole("button", { name: "show more pending priority quests" }));
    const pendingList = screen.getByRole("list", { name: "Pending priority quests" });
    expect(await within(pendingList).findByText("Past Selection")).toBeInTheDocument();
    expect(within(pendingList).getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Pending priority quests (2)" })).toBeInTheDocument();
  });

  it("says when no quest is active, and when none matches the filters", async () => {
    const more: MockLink.MockedResponse[] = [
      { request: sectionRequest("active", "osu"), result: sectionPage([]) },
      { request: sectionRequest("active", null), result: sectionPage([]) },
    ];
    renderApp(<MissionsPage />, { me: demoMe, route: "/missions", mocks: mocks(more) });
    expect(await screen.findByText("No active priority quests match your filters.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "any" }));
    expect(await screen.findByText("No priority quests are active right now.")).toBeInTheDocument();
  });

  it("inactive quests load on request, a page at a time (main mode as the server-side filter), with show more", async () => {
    const older = testMission({ id: "78", name: "Older Times", status: "closed", acceptsBeatmaps: false });
    const page = (nodes: unknown[], hasNextPage: boolean, endCursor: string | null) => ({
      data: {
        missionsConnection: {
          __typename: "MissionConnection",
          nodes,
          pageInfo: { __typename: "PageInfo", hasNextPage, endCursor },
        },
      },
    });
    const vars = { mode: "osu", search: null, first: INACTIVE_PAGE };
    renderApp(<MissionsPage />, {
      me: demoMe,
      route: "/missions",
      mocks: mocks([
        { request: { query: InactiveMissionsDocument, variables: vars }, result: page([closed], true, "c1") },
        {
          request: { query: InactiveMissionsDocument, variables: { ...vars, after: "c1" } },
          result: page([older], false, "c2"),
        },
      ]),
    });
    await screen.findByRole("list", { name: "Active priority quests" });
    await waitFor(() => expect(screen.getByRole("radio", { name: "osu!" })).toBeChecked());
    fireEvent.click(screen.getByRole("button", { name: "Load inactive priority quests" }));
    const list = await screen.findByRole("list", { name: "Inactive priority quests" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "show more inactive priority quests" }));
    expect(await within(list).findByText("Older Times")).toBeInTheDocument();
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "show more inactive priority quests" })).not.toBeInTheDocument();
  });

  it("a click on a card opens it, copies its link and shows '(copied link)' for one second", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderApp(<MissionsPage />, { me: demoMe, route: "/missions", mocks: mocks() });
    const card = (await screen.findAllByRole("article"))[0]!;

    jest.useFakeTimers();
    await act(async () => fireEvent.click(within(card).getByText("The best map wins")));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/missions?id=1`);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("status")).toHaveTextContent(COPIED_HINT);
    act(() => jest.advanceTimersByTime(COPIED_HINT_MS - 1));
    expect(within(dialog).getByRole("status")).toHaveTextContent(COPIED_HINT);
    act(() => jest.advanceTimersByTime(1));
    expect(within(dialog).getByRole("status")).toHaveTextContent("");
    // let the detail's queries settle inside act
    jest.useRealTimers();
    expect(await within(dialog).findByText("No valid beatmaps for this quest")).toBeInTheDocument();
  });

  it("?id= opens a mission directly, also one outside the loaded sections", async () => {
    renderApp(<MissionsPage />, {
      me: demoMe,
      route: "/missions?id=77",
      mocks: mocks([
        { request: { query: MissionDetailDocument, variables: { id: "77" } }, result: { data: { mission: closed } } },
      ]),
    });
    const dialog = await screen.findByRole("dialog", { name: /Priority quest/ });
    expect(await within(dialog).findByRole("heading", { name: "Old Times" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("region", { name: "Add a beatmap" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(COPIED_HINT)).not.toBeInTheDocument();
  });
});
