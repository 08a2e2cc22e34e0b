import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getToasts } from "../../../app/toasts";
import { DAY_MS } from "../../../lib/format";
import { demoMe, renderApp } from "../../../../test/render";
import {
  AdminCreateQuestsDocument,
  AdminDeleteQuestDocument,
  AdminQuestsDocument,
  AdminScheduleQuestDocument,
  AdminUpdateQuestDocument,
  QuestArtistSearchDocument,
  type AdminQuestFieldsFragment,
} from "../gql/graphql";
import { artistSearchMock } from "../../../../test/artist-search";
import { questDetail } from "../test-fixtures";
import { AdminQuestBatch, batchDraft, batchInputs } from "./AdminQuestBatch";
import { AdminQuestEditor, draftOf, questPatch, readyToComplete } from "./AdminQuestEditor";
import AdminQuestsPage, { ADMIN_QUESTS_PAGE, groupByStatus } from "./AdminQuestsPage";
import { parseDraft } from "./QuestFieldsEditor";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" as const };

function adminQuest(patch: Partial<AdminQuestFieldsFragment> = {}): AdminQuestFieldsFragment {
  const { parties: _p, viewerParty: _v, reopenPrice: _r, associatedMaps: _m, ...rest } = questDetail();
  return {
    ...rest,
    createdAt: "2025-05-01T00:00:00.000Z",
    queuedForCompletion: false,
    associatedMaps: [],
    ...patch,
  } as AdminQuestFieldsFragment;
}

const LUNAR = { id: "3", label: "Lunar Engine" };
const ECHO = { id: "4", label: "Echo Circuit" };
const artistSearch = (
  text: string | null,
  found: { id: string; label: string }[],
  opts?: Parameters<typeof artistSearchMock>[3],
) => artistSearchMock(QuestArtistSearchDocument as never, text, found, opts);
/** The artist search as the server answers it (the pages ask nothing until an artist field is opened). */
const artists = artistSearch(null, [ECHO, LUNAR]);

const pending = adminQuest({
  id: "40",
  name: "My custom quest",
  status: "pending",
  isCustom: true,
  creator: { __typename: "User", id: "2", username: "DemoMapper", osuId: 101 } as never,
});
const open = adminQuest({ id: "7" });
const wip = adminQuest({ id: "8", name: "Echo single", status: "wip", deadline: "2025-07-01T00:00:00.000Z" });
/** One page of questsConnection as the server answers it. */
const connection = (quests: AdminQuestFieldsFragment[], totalCount: number, endCursor: string | null = null) => ({
  questsConnection: {
    __typename: "QuestConnection",
    totalCount,
    pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    edges: quests.map((q) => ({ __typename: "QuestEdge", cursor: `c${q.id}`, node: q })),
  },
});
const listVars = { status: null, search: null, first: ADMIN_QUESTS_PAGE };
const listMock = {
  request: { query: AdminQuestsDocument, variables: listVars },
  result: { data: connection([open, wip, pending], 3) },
  maxUsageCount: 10,
};

describe("/admin/quests", () => {
  it("lists every quest grouped by status, pending first", async () => {
    renderApp(<AdminQuestsPage />, { me: admin, route: "/admin/quests", mocks: [listMock, artists] });
    const groups = await screen.findAllByRole("region");
    expect(groups.map((g) => g.getAttribute("aria-labelledby"))).toEqual([
      expect.stringContaining("pending"),
      expect.stringContaining("wip"),
      expect.stringContaining("open"),
    ]);
    const pendingTable = screen.getByRole("region", { name: /pending review/ });
    expect(within(pendingTable).getByRole("row", { name: /My custom quest/ })).toHaveTextContent("DemoMapper");
  });

  it("shows more with the last cursor as `after` (pages appended); a status filter starts from the first page", async () => {
    const done = adminQuest({ id: "9", name: "Done quest", status: "done", completed: "2025-06-01T00:00:00.000Z" });
    const second = jest.fn(() => ({ data: connection([pending, done], 4) }));
    const wipOnly = jest.fn(() => ({ data: connection([wip], 1) }));
    renderApp(<AdminQuestsPage />, {
      me: admin,
      route: "/admin/quests",
      mocks: [
        artists,
        { request: { query: AdminQuestsDocument, variables: listVars }, result: { data: connection([open, wip], 4, "c8") } },
        { request: { query: AdminQuestsDocument, variables: { ...listVars, after: "c8" } }, result: second },
        { request: { query: AdminQuestsDocument, variables: { ...listVars, status: "wip" } }, result: wipOnly },
      ],
    });
    expect(await screen.findByText("4 quests (2 shown, newest first)")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /pending review/ })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "show more" })));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    const pendingTable = await screen.findByRole("region", { name: /pending review/ });
    expect(within(pendingTable).getByRole("row", { name: /My custom quest/ })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /completed/i })).toHaveTextContent("Done quest");
    expect(screen.getByRole("region", { name: /open/i })).toHaveTextContent("Lunar Engine single");
    expect(screen.getByText("4 quests")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "wip" } });
    await waitFor(() => expect(wipOnly).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getAllByRole("region")).toHaveLength(1));
    expect(screen.getByText("1 quest")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /in progress/i })).toHaveTextContent("Echo single");
  });

  it("schedules a pending quest from its modal", async () => {
    const scheduled = { ...pending, status: "scheduled" as const, expiration: "2025-09-01T00:00:00.000Z" };
    const result = jest.fn(() => ({ data: { scheduleQuest: scheduled } }));
    renderApp(<AdminQuestsPage />, {
      me: admin,
      route: "/admin/quests?id=40",
      mocks: [listMock, artists, { request: { query: AdminScheduleQuestDocument, variables: { id: "40" } }, result }],
    });
    const dialog = await screen.findByRole("dialog", { name: "My custom quest" });
    // a pending quest can be scheduled or rejected, not dropped or deleted
    expect(within(dialog).queryByRole("button", { name: "Drop quest" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete quest" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Reject" })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Schedule (approve)" })));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain("Quest scheduled: it opens at the next daily run (22:00 UTC)"),
    );
  });

  it("offers the wip actions on a wip quest and deletes an open one with a second click", async () => {
    const del = jest.fn(() => ({ data: { deleteQuest: "7" } }));
    const { unmount } = renderApp(<AdminQuestsPage />, { me: admin, route: "/admin/quests?id=8", mocks: [listMock, artists] });
    const dialog = await screen.findByRole("dialog", { name: "Echo single" });
    for (const name of ["Mark for completion", "Reset deadline (+7 days)", "Drop quest"])
      expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete quest" })).not.toBeInTheDocument();
    unmount();

    renderApp(<AdminQuestsPage />, {
      me: admin,
      route: "/admin/quests?id=7",
      mocks: [listMock, artists, { request: { query: AdminDeleteQuestDocument, variables: { id: "7" } }, result: del }],
    });
    const openDialog = await screen.findByRole("dialog", { name: "Lunar Engine single" });
    fireEvent.click(within(openDialog).getByRole("button", { name: "Delete quest" }));
    expect(del).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(openDialog).getByRole("button", { name: "Click again to delete the quest" })));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
  });
});

describe("editing", () => {
  it("sends only the changed fields, the timeframe in ms, and clears the artist explicitly", () => {
    const q = adminQuest();
    const d = draftOf(q);
    expect(questPatch(q, parseDraft(d))).toEqual({});
    expect(questPatch(q, parseDraft({ ...d, name: "Renamed", timeframeDays: "30", modes: ["osu"], artistId: "" }))).toEqual({
      name: "Renamed",
      timeframe: 30 * DAY_MS,
      modes: ["osu"],
      clearArtist: true,
    });
    expect(questPatch(q, parseDraft({ ...d, minParty: "5", maxParty: "2" }))).toBe(
      "Minimum party size cannot exceed the maximum",
    );
    expect(questPatch(q, parseDraft({ ...d, isMbc: true }))).toBe("MBC quests do not support modes other than osu!");
  });

  it("knows when a wip quest is ready to complete", () => {
    const maps = (statuses: string[]) => statuses.map((status, i) => ({ __typename: "Beatmap", id: String(i), status })) as never;
    expect(readyToComplete({ status: "wip", requiredMapsets: 2, associatedMaps: maps(["Ranked", "Ranked"]) })).toBe(true);
    expect(readyToComplete({ status: "wip", requiredMapsets: 2, associatedMaps: maps(["Ranked", "Qualified"]) })).toBe(false);
    expect(readyToComplete({ status: "wip", requiredMapsets: 3, associatedMaps: maps(["Ranked", "Ranked"]) })).toBe(false);
    expect(readyToComplete({ status: "open", requiredMapsets: 1, associatedMaps: maps(["Ranked"]) })).toBe(false);
  });

  it("groups by status in review order", () => {
    expect(
      groupByStatus([{ status: "done" }, { status: "pending" }, { status: "open" }, { status: "pending" }]).map((g) => [
        g.status,
        g.quests.length,
      ]),
    ).toEqual([
      ["pending", 2],
      ["open", 1],
      ["done", 1],
    ]);
  });
});

describe("batch creation", () => {
  it("builds one row per pack size with the client defaults", () => {
    const artist = { id: "3", label: "Lunar Engine" };
    const rows = [1, 2, 6].map((n, key) => ({ key, draft: batchDraft(artist, n) }));
    expect(batchInputs(rows)).toEqual([
      expect.objectContaining({
        artistId: "3",
        name: "Lunar Engine single",
        price: 20,
        requiredMapsets: 1,
        timeframe: 80 * DAY_MS,
        minParty: 1,
        maxParty: 3,
        minRank: 0,
        isMbc: false,
      }),
      expect.objectContaining({
        name: "Lunar Engine double",
        price: 10,
        requiredMapsets: 2,
        timeframe: 90 * DAY_MS,
        minParty: 2,
        maxParty: 6,
      }),
      expect.objectContaining({
        name: "Lunar Engine pack",
        price: 0,
        requiredMapsets: 6,
        timeframe: 130 * DAY_MS,
        minParty: 6,
        maxParty: 18,
      }),
    ]);
    expect(batchInputs([rows[0]!, { key: 9, draft: { ...rows[1]!.draft, name: "" } }])).toBe("Quest 2: Name is required");
  });

  it("generates editable rows for an artist and creates them all", async () => {
    const created = jest.fn(() => ({
      data: { createQuests: [adminQuest({ id: "50", status: "scheduled" }), adminQuest({ id: "51", status: "scheduled" })] },
    }));
    renderApp(<AdminQuestBatch />, {
      me: admin,
      mocks: [
        artistSearch("lun", [LUNAR]),
        {
          request: {
            query: AdminCreateQuestsDocument,
            variables: (v: Record<string, unknown>) => {
              const quests = v.quests as { name: string; price: number }[];
              return (
                quests.length === 2 &&
                quests[0]!.name === "Lunar Engine single" &&
                quests[1]!.name === "Renamed double" &&
                quests[1]!.price === 15
              );
            },
          },
          result: created,
        },
      ],
    });
    const field = screen.getByRole("combobox", { name: "Featured artist" });
    field.focus();
    fireEvent.change(field, { target: { value: "lun" } });
    fireEvent.click(await screen.findByRole("option", { name: "Lunar Engine" }));
    expect(field).toHaveValue("Lunar Engine");
    // default sizes: single, double, pack → untick pack
    fireEvent.click(screen.getByRole("checkbox", { name: "pack (6)" }));
    fireEvent.click(screen.getByRole("button", { name: "Generate rows" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    // Each row's artist field shows the batch's artist by its name.
    expect(screen.getByRole("combobox", { name: "Artist (cover art) (quest 2)" })).toHaveValue("Lunar Engine");
    fireEvent.change(screen.getByLabelText("Name (quest 2)"), { target: { value: "Renamed double" } });
    fireEvent.change(screen.getByLabelText("Price (points) (quest 2)"), { target: { value: "15" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create 2 quests" })));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryAllByRole("listitem")).toHaveLength(0));
  });
});

describe("the quest editor's artist field", () => {
  it("shows the quest's artist by its name without loading any artist; searching and choosing another saves its id", async () => {
    const everyArtist = jest.fn();
    const quest = adminQuest({ id: "7" });
    const updated = jest.fn(() => ({
      data: { updateQuest: { ...quest, artist: { __typename: "Artist", ...ECHO } } },
    }));
    renderApp(<AdminQuestEditor quest={quest} onDeleted={() => undefined} />, {
      me: admin,
      mocks: [
        artistSearch(null, [ECHO, LUNAR], { result: everyArtist }),
        artistSearch("echo", [ECHO]),
        { request: { query: AdminUpdateQuestDocument, variables: { id: "7", input: { artistId: "4" } } }, result: updated },
      ],
    });
    const field = screen.getByRole("combobox", { name: "Artist (cover art)" });
    expect(field).toHaveValue("Lunar Engine");
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(everyArtist).not.toHaveBeenCalled();
    field.focus();
    fireEvent.change(field, { target: { value: "echo" } });
    expect(await screen.findByRole("option", { name: "Echo Circuit" })).toBeInTheDocument();
    // The fixed choice is offered only while its name matches the text.
    expect(screen.queryByRole("option", { name: "No artist" })).not.toBeInTheDocument();
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: "Echo Circuit" })).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field).toHaveValue("Echo Circuit");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
  });
});
