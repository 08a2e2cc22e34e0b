import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { TypedDocumentNode } from "@apollo/client";
import { demoMe, renderApp } from "../../../test/render";
import BeatmapsPage from "./BeatmapsPage";
import { LINK_QUESTS_PAGE } from "./HostPanel";
import {
  BeatmapDetailDocument,
  BeatmapLinkChoicesDocument,
  BeatmapsPageDocument,
  DeleteBeatmapDocument,
  MyBeatmapsDocument,
  MyGuestBeatmapsDocument,
  OtherBeatmapsDocument,
  type MyBeatmapsQueryVariables,
} from "./gql/graphql";
import { beatmapOf, HOST, NEWCOMER, OTHER, taskOf } from "./test-fixtures";

const song = (title: string, artistName: string) => ({
  __typename: "Song" as const,
  id: `song-${title}`,
  title,
  artistName,
  artist: { __typename: "Artist" as const, id: "a", coverUrl: null },
});

const mineOsu = beatmapOf({ song: song("GHOST", "Camellia"), tasks: [taskOf("Hard")] });
const mineTaiko = beatmapOf({
  mode: "taiko",
  status: "Done",
  song: song("Blue Zenith", "xi"),
  quest: { __typename: "Quest", id: "q1", name: "Zenith quest", coverUrl: null, isMbc: false } as never,
  tasks: [taskOf("Insane", "Done", [HOST], "taiko")],
});
const mineHybrid = beatmapOf({
  mode: "hybrid",
  song: song("Speed Complex", "Kobaryo"),
  tasks: [taskOf("Easy", "WIP", [NEWCOMER], "mania")],
});
const guestMap = beatmapOf({ host: OTHER, song: song("Night of Nights", "ZUN"), tasks: [taskOf("Normal", "WIP", [HOST])] });
const otherMap = beatmapOf({ host: OTHER, song: song("Freedom Dive", "xi") });
const otherOld = beatmapOf({ host: OTHER, song: song("Galaxy Collapse", "Kurokotei") });

const pageMock = {
  request: { query: BeatmapsPageDocument },
  result: { data: { me: { __typename: "CurrentUser", id: HOST.id, mainMode: "osu" } } },
};

type Vars = MyBeatmapsQueryVariables;
type Maps = ReturnType<typeof beatmapOf>[];
/** What the server answers for some variables: the page's mapsets, the total, and the cursor when more follow. */
type Answer = { maps: Maps; total?: number; endCursor?: string | null };

/** One section's connection as the server answers it (every request recorded in `calls`). */
function sectionMock(query: TypedDocumentNode<unknown, Vars>, field: string, calls: Vars[], answer: (v: Vars) => Answer) {
  return {
    request: {
      query,
      variables: (v: Vars) => {
        calls.push(v);
        return true;
      },
    },
    result: (v: Vars) => {
      const { maps, total, endCursor = null } = answer(v);
      return {
        data: {
          [field]: {
            __typename: "BeatmapConnection",
            ...(total !== undefined && { totalCount: total }),
            edges: maps.map((m) => ({ __typename: "BeatmapEdge", cursor: `c${m.id}`, node: m })),
            pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The server side of the three sections for these tests: my three mapsets and what the filters leave of them. */
function mine(v: Vars): Answer {
  if (v.quest === "none" && v.status === "Done") return { maps: [], total: 0 };
  if (v.status === "Done") return { maps: [mineTaiko], total: 1 };
  if (v.search) return { maps: [mineOsu, mineHybrid], total: 2 };
  return v.mode ? { maps: [mineOsu, mineHybrid], total: 2 } : { maps: [mineOsu, mineTaiko, mineHybrid], total: 3 };
}
const guest = (v: Vars): Answer => (v.status === "Done" ? { maps: [], total: 0 } : { maps: [guestMap], total: 1 });
const others = (): Answer => ({ maps: [otherMap] });

function setup(
  extra: object[] = [],
  answers: { mine?: (v: Vars) => Answer; guest?: (v: Vars) => Answer; others?: (v: Vars) => Answer } = {},
) {
  const calls = { mine: [] as Vars[], guest: [] as Vars[], others: [] as Vars[] };
  renderApp(<BeatmapsPage />, {
    route: "/beatmaps",
    me: demoMe,
    mocks: [
      pageMock,
      ...(extra as never[]),
      sectionMock(MyBeatmapsDocument as never, "myBeatmapsConnection", calls.mine, answers.mine ?? mine),
      sectionMock(MyGuestBeatmapsDocument as never, "myGuestBeatmapsConnection", calls.guest, answers.guest ?? guest),
      sectionMock(OtherBeatmapsDocument as never, "beatmapsConnection", calls.others, answers.others ?? others),
    ],
  });
  return { calls };
}

const heading = (name: RegExp) => screen.getByRole("heading", { name });
const titlesIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId("beatmap-card")
    .map((c) => c.querySelector(".beatmap-card__title")!.textContent);
const filters = { mode: "osu", status: null, quest: "any", search: null };

describe("/beatmaps", () => {
  test("each section reads its connection with the page's filters (mode starts at my main mode); headings count totalCount", async () => {
    const { calls } = setup();
    await waitFor(() => expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (2)"));
    expect(titlesIn("section-mine")).toEqual(["Camellia - GHOST", "Kobaryo - Speed Complex"]);
    for (const list of [calls.mine, calls.guest, calls.others]) expect(list.at(-1)).toEqual({ ...filters, first: 30 });
    await waitFor(() => expect(heading(/My guest difficulties/)).toHaveTextContent("My guest difficulties (1)"));
    expect(screen.getByTestId("section-guest")).not.toHaveAttribute("open");
    expect(screen.getByTestId("section-mine")).toHaveAttribute("open");
    await waitFor(() => expect(titlesIn("section-others")).toEqual(["xi - Freedom Dive"]));
    expect(heading(/Other beatmaps/)).toHaveTextContent("Other beatmaps (1)");

    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "any" } });
    await waitFor(() => expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)"));
    for (const list of [calls.mine, calls.guest, calls.others]) expect(list.at(-1)).toMatchObject({ mode: null });

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "Done" } });
    await waitFor(() => expect(titlesIn("section-mine")).toEqual(["xi - Blue Zenith"]));
    await waitFor(() => expect(heading(/My guest difficulties/)).toHaveTextContent("My guest difficulties (0)"));
    for (const list of [calls.mine, calls.guest, calls.others]) expect(list.at(-1)).toMatchObject({ mode: null, status: "Done" });

    fireEvent.change(screen.getByLabelText("Quest"), { target: { value: "none" } });
    await waitFor(() => expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (0)"));
    expect(screen.getByText("You host no mapsets matching these filters.")).toBeInTheDocument();
    expect(calls.mine.at(-1)).toMatchObject({ quest: "none", status: "Done" });
    fireEvent.change(screen.getByLabelText("Quest"), { target: { value: "any" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "any" } });
    await waitFor(() => expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)"));

    // search applies on Enter / the Search button only, in all three sections
    const box = screen.getByPlaceholderText("enter to search for song/username...");
    expect(box).toHaveAttribute("maxLength", "48");
    const before = calls.mine.length;
    fireEvent.change(box, { target: { value: "demonewcomer ghost" } });
    expect(calls.mine).toHaveLength(before);
    await act(async () => fireEvent.submit(box.closest("form")!));
    await waitFor(() => expect(titlesIn("section-mine")).toEqual(["Camellia - GHOST", "Kobaryo - Speed Complex"]));
    const searched = { search: "demonewcomer ghost", mode: null, status: null, quest: "any", first: 30 };
    for (const list of [calls.mine, calls.guest, calls.others]) expect(list.at(-1)).toEqual(searched);
  });

  test("show more appends the next page by `after` (50 more); focus moves to the first new mapset when the button goes", async () => {
    const page = (v: Vars, first: Maps, rest: Maps, total?: number): Answer =>
      v.after ? { maps: rest, total } : { maps: first, total, endCursor: `c${first[first.length - 1]!.id}` };
    const { calls } = setup([], {
      mine: (v) => page(v, [mineOsu, mineHybrid], [mineTaiko], 3),
      others: (v) => page(v, [otherMap], [otherOld]),
    });
    await waitFor(() => expect(titlesIn("section-mine")).toHaveLength(2));
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)");
    await waitFor(() => expect(heading(/Other beatmaps/)).toHaveTextContent("Other beatmaps (1+)"));

    const more = within(screen.getByTestId("section-mine")).getByRole("button", { name: "show more my mapsets" });
    more.focus();
    fireEvent.click(more);
    // while the page loads the button keeps focus (aria-disabled, not disabled)
    expect(more).toHaveAttribute("aria-disabled", "true");
    expect(more).toHaveFocus();
    await waitFor(() =>
      expect(titlesIn("section-mine")).toEqual(["Camellia - GHOST", "Kobaryo - Speed Complex", "xi - Blue Zenith"]),
    );
    expect(calls.mine.at(-1)).toEqual({ ...filters, first: 50, after: `c${mineHybrid.id}` });
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)");
    expect(within(screen.getByTestId("section-mine")).queryByRole("button", { name: /show more/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: /^xi - Blue Zenith/ })).toHaveFocus());

    fireEvent.click(within(screen.getByTestId("section-others")).getByRole("button", { name: "show more other beatmaps" }));
    await waitFor(() => expect(titlesIn("section-others")).toEqual(["xi - Freedom Dive", "Kurokotei - Galaxy Collapse"]));
    expect(calls.others.at(-1)).toEqual({ ...filters, first: 50, after: `c${otherMap.id}` });
    expect(heading(/Other beatmaps/)).toHaveTextContent("Other beatmaps (2)");
  });

  test("deleting a mapset in the modal takes it out of My mapsets (one less) without reading the list again", async () => {
    const { calls } = setup([
      {
        request: { query: BeatmapDetailDocument, variables: { id: mineOsu.id } },
        result: { data: { beatmap: { ...mineOsu, viewerIsHost: true } } },
      },
      {
        request: { query: BeatmapLinkChoicesDocument, variables: { beatmapId: mineOsu.id, first: LINK_QUESTS_PAGE } },
        result: { data: linkChoices([]) },
      },
      {
        request: { query: DeleteBeatmapDocument, variables: { id: mineOsu.id } },
        result: { data: { deleteBeatmap: mineOsu.id } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: /Camellia - GHOST/ }));
    const dialog = await screen.findByRole("dialog", { name: "Beatmap details" });
    const reads = calls.mine.length;
    fireEvent.click(await within(dialog).findByRole("button", { name: "Delete" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Are you sure you want to delete?" })));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Beatmap details" })).not.toBeInTheDocument());
    expect(titlesIn("section-mine")).toEqual(["Kobaryo - Speed Complex"]);
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (1)");
    expect(calls.mine).toHaveLength(reads);
  });

  test("a card opens the detail modal (?id=): the host sees their settings and Delete", async () => {
    setup([
      {
        request: { query: BeatmapDetailDocument, variables: { id: mineOsu.id } },
        result: { data: { beatmap: { ...mineOsu, viewerIsHost: true } } },
      },
      {
        request: { query: BeatmapLinkChoicesDocument, variables: { beatmapId: mineOsu.id, first: LINK_QUESTS_PAGE } },
        result: { data: linkChoices([]) },
      },
    ]);
    const card = await screen.findByRole("button", { name: /Camellia - GHOST/ });
    fireEvent.click(card);
    const dialog = await screen.findByRole("dialog", { name: "Beatmap details" });
    expect(await within(dialog).findByRole("heading", { name: "Host settings" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(within(dialog).getByRole("option", { name: "--- claimed quests ---" })).toBeDisabled();
    expect(within(dialog).getByRole("option", { name: "--- open priority quests ---" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: /modder/ })).not.toBeInTheDocument();
  });

  test("the quest picker offers the wip quests of my parties (mine, on the server) and pages them with `after`", async () => {
    const more = jest.fn(() => ({ data: linkChoices([["q3", "Third claimed"]]) }));
    setup([
      {
        request: { query: BeatmapDetailDocument, variables: { id: mineOsu.id } },
        result: { data: { beatmap: { ...mineOsu, viewerIsHost: true } } },
      },
      {
        request: { query: BeatmapLinkChoicesDocument, variables: { beatmapId: mineOsu.id, first: LINK_QUESTS_PAGE } },
        result: {
          data: linkChoices(
            [
              ["q1", "First claimed"],
              ["q2", "Second claimed"],
            ],
            "cq2",
          ),
        },
      },
      {
        request: {
          query: BeatmapLinkChoicesDocument,
          variables: { beatmapId: mineOsu.id, first: LINK_QUESTS_PAGE, after: "cq2" },
        },
        result: more,
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: /Camellia - GHOST/ }));
    const dialog = await screen.findByRole("dialog", { name: "Beatmap details" });
    expect(await within(dialog).findByRole("option", { name: "Second claimed" })).toBeInTheDocument();
    expect(within(dialog).getByRole("option", { name: "First claimed" })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "more claimed quests" })));
    await waitFor(() => expect(more).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByRole("option", { name: "Third claimed" })).toBeInTheDocument();
    expect(within(dialog).getByRole("option", { name: "First claimed" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "more claimed quests" })).not.toBeInTheDocument();
  });
});

/** BeatmapLinkChoices as the server answers it: no eligible mission, these quests as one page of questsConnection. */
function linkChoices(quests: [string, string][], endCursor: string | null = null) {
  return {
    eligibleMissionsForBeatmap: [],
    questsConnection: {
      __typename: "QuestConnection",
      pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
      edges: quests.map(([id, name]) => ({ __typename: "QuestEdge", cursor: `c${id}`, node: { __typename: "Quest", id, name } })),
    },
  };
}
