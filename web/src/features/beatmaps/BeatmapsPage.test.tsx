import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { demoMe, renderApp } from "../../../test/render";
import BeatmapsPage from "./BeatmapsPage";
import { LINK_QUESTS_PAGE } from "./HostPanel";
import {
  BeatmapDetailDocument,
  BeatmapLinkChoicesDocument,
  BeatmapsPageDocument,
  OtherBeatmapsDocument,
  type OtherBeatmapsQueryVariables,
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

const pageMock = {
  request: { query: BeatmapsPageDocument },
  result: {
    data: {
      me: { __typename: "CurrentUser", id: HOST.id, mainMode: "osu" },
      myBeatmaps: [mineOsu, mineTaiko, mineHybrid],
      myGuestBeatmaps: [guestMap],
    },
  },
};

function setup(extra: object[] = []) {
  const calls: OtherBeatmapsQueryVariables[] = [];
  renderApp(<BeatmapsPage />, {
    path: "/beatmaps",
    me: demoMe,
    mocks: [
      pageMock,
      ...(extra as never[]),
      {
        request: {
          query: OtherBeatmapsDocument,
          variables: (v: OtherBeatmapsQueryVariables) => {
            calls.push(v);
            return true;
          },
        },
        result: { data: { beatmaps: { __typename: "BeatmapPage", hasMore: false, nextCursor: null, beatmaps: [otherMap] } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
  });
  return { calls };
}

const heading = (name: RegExp) => screen.getByRole("heading", { name });
const titlesIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByTestId("beatmap-card")
    .map((c) => c.querySelector(".beatmap-card__title")!.textContent);

describe("/beatmaps", () => {
  test("three sections; the mode filter starts at my main mode; sections 1-2 filter on the client, section 3 asks the server", async () => {
    const { calls } = setup();
    await screen.findByRole("heading", { name: /My mapsets/ });
    // osu! (my main mode): my osu! and hybrid mapsets
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (2)");
    expect(titlesIn("section-mine")).toEqual(["Camellia - GHOST", "Kobaryo - Speed Complex"]);
    expect(heading(/My guest difficulties/)).toHaveTextContent("My guest difficulties (1)");
    expect(screen.getByTestId("section-guest")).not.toHaveAttribute("open");
    expect(screen.getByTestId("section-mine")).toHaveAttribute("open");
    await waitFor(() => expect(titlesIn("section-others")).toEqual(["xi - Freedom Dive"]));
    expect(calls.at(-1)).toMatchObject({ mode: "osu", status: null, quest: "any", search: null, first: 30 });

    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "any" } });
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)");

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "Done" } });
    expect(titlesIn("section-mine")).toEqual(["xi - Blue Zenith"]);
    expect(heading(/My guest difficulties/)).toHaveTextContent("My guest difficulties (0)");
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ mode: null, status: "Done" }));

    fireEvent.change(screen.getByLabelText("Quest"), { target: { value: "none" } });
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (0)");
    expect(screen.getByText("You host no mapsets matching these filters.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Quest"), { target: { value: "any" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "any" } });

    // search applies on Enter / the Search button only; any word, artist/title/host/mapper/link
    const box = screen.getByPlaceholderText("enter to search for song/username...");
    expect(box).toHaveAttribute("maxLength", "48");
    fireEvent.change(box, { target: { value: "demonewcomer ghost" } });
    expect(heading(/My mapsets/)).toHaveTextContent("My mapsets (3)");
    await act(async () => fireEvent.submit(box.closest("form")!));
    expect(titlesIn("section-mine")).toEqual(["Camellia - GHOST", "Kobaryo - Speed Complex"]);
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ search: "demonewcomer ghost", mode: null, status: null, quest: "any" }),
    );
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
