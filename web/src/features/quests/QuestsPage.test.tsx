import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { getToasts } from "../../app/toasts";
import { DAY_MS } from "../../lib/format";
import { demoMe, renderApp } from "../../../test/render";
import { artistSearchMock } from "../../../test/artist-search";
import { QuestArtistSearchDocument, QuestDetailDocument, QuestsPageDocument, SubmitQuestDocument } from "./gql/graphql";
import QuestsPage from "./QuestsPage";
import { SubmitQuestForm } from "./SubmitQuestForm";
import { questDetail } from "./test-fixtures";

const LUNAR = { id: "3", label: "Lunar Engine" };
const ECHO = { id: "4", label: "Echo Circuit" };
const artistSearch = (
  text: string | null,
  found: { id: string; label: string }[],
  opts?: Parameters<typeof artistSearchMock>[3],
) => artistSearchMock(QuestArtistSearchDocument as never, text, found, opts);
/** The artist search as the server answers it: everything (opened empty), "echo", "lunar". */
const artists = artistSearch(null, [ECHO, LUNAR]);
const artistSearches = [
  artists,
  artistSearch("echo", [ECHO]),
  artistSearch("Echo Circuit", [ECHO]),
  artistSearch("lunar", [LUNAR]),
  artistSearch("Lunar Engine", [LUNAR]),
];

/** Types into an artist combobox and clicks the option the server (or the fixed choices) offer. */
async function chooseArtist(field: string, typed: string, option: string) {
  const input = screen.getByRole("combobox", { name: field });
  input.focus();
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

const detail = questDetail();
const card = (id: string, name: string, viewerParty: boolean) => ({
  ...questDetail({ id, name }),
  viewerParty: viewerParty ? { __typename: "Party", id: "p1" } : null,
});
const listVars = { mode: null, status: null, artist: null, search: null, first: 50 };
type Card = ReturnType<typeof card>;
/** One page of questsConnection as the server answers it. */
const connection = (quests: Card[], totalCount: number, endCursor: string | null = null) => ({
  questsConnection: {
    __typename: "QuestConnection",
    totalCount,
    pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
    edges: quests.map((q) => ({ __typename: "QuestEdge", cursor: `c${q.id}`, node: q })),
  },
});
const empty = { data: connection([], 0) };
const list = {
  request: { query: QuestsPageDocument, variables: listVars },
  result: { data: connection([card("7", detail.name, true), card("8", "Echo Circuit double", false)], 2) },
  maxUsageCount: 10,
};
const detailMock = {
  request: { query: QuestDetailDocument, variables: { id: "7" } },
  result: { data: { quest: detail } },
  maxUsageCount: 10,
};

function Where() {
  const loc = useLocation();
  return <output aria-label="location">{loc.pathname + loc.search}</output>;
}

describe("/quests", () => {
  it("lists quest cards; selecting one opens its detail modal and sets ?id=", async () => {
    renderApp(
      <>
        <QuestsPage />
        <Where />
      </>,
      { me: demoMe, route: "/quests", mocks: [list, artists, detailMock] },
    );
    const grid = await screen.findByRole("list", { name: "Quests" });
    expect(within(grid).getAllByRole("article")).toHaveLength(2);
    expect(screen.getByText("2 quests")).toBeInTheDocument();
    expect(within(grid).getByText("your party")).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole("button", { name: "Lunar Engine single" }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent("/quests?id=7");
    const dialog = await screen.findByRole("dialog", { name: "Lunar Engine single" });
    expect(await within(dialog).findByText("Objective")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(/^\/quests$/);
  });

  it("opens the quest of ?id= directly", async () => {
    renderApp(<QuestsPage />, { me: demoMe, route: "/quests?id=7", mocks: [list, artists, detailMock] });
    const dialog = await screen.findByRole("dialog", { name: "Lunar Engine single" });
    expect(await within(dialog).findByText(/20 pts from each member/)).toBeInTheDocument();
  });

  it("filters by status, mode and artist", async () => {
    const filtered = jest.fn(() => empty);
    renderApp(<QuestsPage />, {
      me: demoMe,
      route: "/quests",
      mocks: [
        list,
        ...artistSearches,
        {
          request: { query: QuestsPageDocument, variables: { ...listVars, status: "open" } },
          result: empty,
        },
        {
          request: { query: QuestsPageDocument, variables: { ...listVars, status: "open", mode: "taiko" } },
          result: empty,
        },
        {
          request: { query: QuestsPageDocument, variables: { ...listVars, status: "open", mode: "taiko", artist: "4" } },
          result: filtered,
        },
      ],
    });
    await screen.findByRole("list", { name: "Quests" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "open" } });
    fireEvent.click(screen.getByRole("radio", { name: "osu!taiko" }));
    await chooseArtist("Artist", "echo", "Echo Circuit");
    await waitFor(() => expect(filtered).toHaveBeenCalled());
    expect(screen.getByRole("combobox", { name: "Artist" })).toHaveValue("Echo Circuit");
    expect(await screen.findByText("No quests match these filters.")).toBeInTheDocument();
  });

  it("the artist filter searches the server as a name is typed; keyboard, fixed choices, and an emptied field is any artist", async () => {
    const echo = jest.fn();
    const byArtist = (artist: string) => ({
      request: { query: QuestsPageDocument, variables: { ...listVars, artist } },
      result: { data: connection([card("8", "Echo Circuit double", false)], 1) },
      maxUsageCount: 10,
    });
    renderApp(<QuestsPage />, {
      me: demoMe,
      route: "/quests",
      mocks: [list, artists, artistSearch("echo", [ECHO], { result: echo }), byArtist("4"), byArtist("none")],
    });
    await screen.findByRole("list", { name: "Quests" });
    const field = screen.getByRole("combobox", { name: "Artist" });
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("placeholder", "Any artist");
    // Opened empty: the fixed choices, then the first artists by name (from the server).
    field.focus();
    fireEvent.keyDown(field, { key: "ArrowDown" });
    const listbox = screen.getByRole("listbox", { name: "Matching artists" });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Any artist", "No artist", "Custom quests", "Echo Circuit", "Lunar Engine"]),
    );
    fireEvent.keyDown(field, { key: "Escape" });
    // Typing asks the server for that name; the arrows and Enter choose.
    fireEvent.change(field, { target: { value: "echo" } });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Echo Circuit"]),
    );
    expect(echo).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field).toHaveValue("Echo Circuit");
    expect(field).toHaveFocus();
    expect(await screen.findByText("1 quest")).toBeInTheDocument();
    // A fixed choice matches its text too.
    fireEvent.change(field, { target: { value: "no art" } });
    fireEvent.click(screen.getByRole("option", { name: "No artist" }));
    await waitFor(() => expect(field).toHaveValue("No artist"));
    // An emptied field, once left, is "any artist" again (the first page of every quest).
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    await waitFor(() => expect(screen.getByText("2 quests")).toBeInTheDocument());
    expect(field).toHaveValue("");
  });

  it("shows more with the last cursor as `after`, appending the next page; a new filter starts from the first page", async () => {
    const first = [card("1", "Quest one", false), card("2", "Quest two", true)];
    const second = jest.fn(() => ({ data: connection([card("3", "Quest three", false)], 3) }));
    const search = jest.fn(() => ({ data: connection([card("2", "Quest two", true)], 1) }));
    renderApp(<QuestsPage />, {
      me: demoMe,
      route: "/quests",
      mocks: [
        artists,
        { request: { query: QuestsPageDocument, variables: listVars }, result: { data: connection(first, 3, "c2") } },
        { request: { query: QuestsPageDocument, variables: { ...listVars, after: "c2" } }, result: second },
        { request: { query: QuestsPageDocument, variables: { ...listVars, search: "two" } }, result: search },
      ],
    });
    const grid = await screen.findByRole("list", { name: "Quests" });
    expect(within(grid).getAllByRole("article")).toHaveLength(2);
    expect(screen.getByText("3 quests")).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "show more" })));
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(grid).getAllByRole("article")).toHaveLength(3));
    expect(within(grid).getByRole("button", { name: "Quest three" })).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Quest one" })).toBeInTheDocument();
    // The last page: no cursor, no "show more".
    expect(screen.queryByRole("button", { name: "show more" })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Search quests"), { target: { value: "two" } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Quests" })).getAllByRole("article")).toHaveLength(1));
    expect(screen.getByText("1 quest")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Quest three" })).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    renderApp(<QuestsPage />, {
      me: demoMe,
      route: "/quests",
      mocks: [
        artists,
        {
          request: { query: QuestsPageDocument, variables: listVars },
          result: { errors: [{ message: "Search is too long", extensions: { code: "BAD_USER_INPUT" } }] } as never,
        },
      ],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Search is too long");
  });
});

describe("submitting a quest", () => {
  it("fills in the client defaults for an artist and a mapset count, and shows the creation cost", async () => {
    renderApp(<SubmitQuestForm onCancel={() => undefined} onSubmitted={() => undefined} />, {
      me: demoMe,
      mocks: artistSearches,
    });
    await screen.findByText(/you have 587.4 available/);
    const cost = () => screen.getByTestId("creation-cost");
    // no artist, 1 mapset
    expect(cost()).toHaveTextContent("135 points");
    await chooseArtist("Featured artist", "lunar", "Lunar Engine");
    expect(screen.getByLabelText("Name")).toHaveValue("Lunar Engine single");
    expect(screen.getByLabelText("Price per member (points)")).toHaveValue(20);
    expect(screen.getByLabelText("Timeframe (days)")).toHaveValue(80);
    expect(screen.getByLabelText("Minimum party size")).toHaveValue(1);
    expect(screen.getByLabelText("Maximum party size")).toHaveValue(3);
    expect(cost()).toHaveTextContent("125 points");

    fireEvent.change(screen.getByLabelText("Required mapsets"), { target: { value: "6" } });
    expect(screen.getByLabelText("Name")).toHaveValue("Lunar Engine pack");
    expect(screen.getByLabelText("Price per member (points)")).toHaveValue(0);
    expect(screen.getByLabelText("Timeframe (days)")).toHaveValue(130);
    expect(screen.getByLabelText("Minimum party size")).toHaveValue(6);
    expect(screen.getByLabelText("Maximum party size")).toHaveValue(18);
    expect(cost()).toHaveTextContent("55 points");

    fireEvent.change(screen.getByLabelText("Required mapsets"), { target: { value: "0" } });
    expect(cost()).toHaveTextContent("727 points");
    expect(screen.getByRole("button", { name: "Submit quest for review" })).toBeDisabled();
    expect(screen.getByText(/not enough points to perform this action/)).toBeInTheDocument();
  });

  it("submits the quest (timeframe in ms) and reports the new quest", async () => {
    const onSubmitted = jest.fn();
    const submitted = questDetail({ id: "99", status: "pending", isCustom: true, name: "Echo Circuit double", parties: [] });
    const input = {
      artistId: "4",
      name: "Echo Circuit double",
      descriptionMain: expect.any(String),
      price: 10,
      requiredMapsets: 2,
      timeframe: 90 * DAY_MS,
      minParty: 2,
      maxParty: 6,
      modes: ["osu", "mania"],
    };
    const result = jest.fn(() => ({
      data: {
        submitQuest: {
          __typename: "QuestActionPayload",
          availablePoints: 502.4,
          quest: submitted,
          quests: [submitted],
          party: null,
        },
      },
    }));
    renderApp(<SubmitQuestForm onCancel={() => undefined} onSubmitted={onSubmitted} />, {
      me: demoMe,
      mocks: [
        ...artistSearches,
        {
          request: {
            query: SubmitQuestDocument,
            variables: (v: Record<string, unknown>) => {
              expect(v.input).toEqual(input);
              return true;
            },
          },
          result,
        },
      ],
    });
    await screen.findByText(/you have 587.4 available/);
    await chooseArtist("Featured artist", "echo", "Echo Circuit");
    fireEvent.change(screen.getByLabelText("Required mapsets"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /osu!taiko/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /osu!catch/ }));
    expect(screen.getByTestId("creation-cost")).toHaveTextContent("85 points");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit quest for review" })));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith("99"));
    expect(result).toHaveBeenCalledTimes(1);
    expect(getToasts().map((t) => t.message)).toContain("Quest submitted for approval");
  });

  it("refuses a quest without modes", () => {
    renderApp(<SubmitQuestForm onCancel={() => undefined} onSubmitted={() => undefined} />, {
      me: { ...demoMe },
    });
    for (const m of ["osu!", "osu!taiko", "osu!catch", "osu!mania"]) fireEvent.click(screen.getByRole("checkbox", { name: m }));
    fireEvent.submit(screen.getByRole("button", { name: "Submit quest for review" }).closest("form")!);
    expect(getToasts().map((t) => t.message)).toContain("Select at least one mode!");
  });

  it("the artist field: focused first; an unfinished name is put back on leaving, an exact one is taken, emptied is no artist", async () => {
    renderApp(<SubmitQuestForm onCancel={() => undefined} onSubmitted={() => undefined} />, {
      me: demoMe,
      mocks: artistSearches,
    });
    await screen.findByText(/you have 587.4 available/);
    const field = screen.getByRole("combobox", { name: "Featured artist" });
    expect(field).toHaveAttribute("data-autofocus");
    expect(field).toHaveAttribute("placeholder", "No artist (+10 points)");
    await chooseArtist("Featured artist", "lunar", "Lunar Engine");
    expect(screen.getByLabelText("Name")).toHaveValue("Lunar Engine single");
    // Unfinished: the chosen artist comes back.
    fireEvent.change(field, { target: { value: "ech" } });
    fireEvent.blur(field);
    expect(field).toHaveValue("Lunar Engine");
    // An exact name among the matches is taken without clicking it.
    fireEvent.change(field, { target: { value: "echo" } });
    await screen.findByRole("option", { name: "Echo Circuit" });
    fireEvent.change(field, { target: { value: "Echo Circuit" } });
    await waitFor(() => expect(screen.getByRole("status")).not.toHaveTextContent("Searching"));
    fireEvent.blur(field);
    expect(field).toHaveValue("Echo Circuit");
    expect(screen.getByLabelText("Name")).toHaveValue("Echo Circuit single");
    // Emptied: no artist (+10 points on the creation cost).
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    expect(screen.getByTestId("creation-cost")).toHaveTextContent("135 points");
    expect(screen.getByLabelText("Name")).not.toHaveValue("Echo Circuit single");
  });
});
