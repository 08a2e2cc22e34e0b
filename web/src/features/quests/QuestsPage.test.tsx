import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { getToasts } from "../../app/toasts";
import { DAY_MS } from "../../lib/format";
import { demoMe, renderApp } from "../../../test/render";
import { QuestArtistsDocument, QuestDetailDocument, QuestsPageDocument, SubmitQuestDocument } from "./gql/graphql";
import QuestsPage from "./QuestsPage";
import { SubmitQuestForm } from "./SubmitQuestForm";
import { questDetail } from "./test-fixtures";

const artists = {
  request: { query: QuestArtistsDocument },
  result: {
    data: {
      mappableArtists: [
        { __typename: "Artist", id: "3", label: "Lunar Engine", osuId: 33 },
        { __typename: "Artist", id: "4", label: "Echo Circuit", osuId: 44 },
      ],
    },
  },
  maxUsageCount: 10,
};

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
      { me: demoMe, path: "/quests", mocks: [list, artists, detailMock] },
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
    renderApp(<QuestsPage />, { me: demoMe, path: "/quests?id=7", mocks: [list, artists, detailMock] });
    const dialog = await screen.findByRole("dialog", { name: "Lunar Engine single" });
    expect(await within(dialog).findByText(/20 pts from each member/)).toBeInTheDocument();
  });

  it("filters by status, mode and artist", async () => {
    const filtered = jest.fn(() => empty);
    renderApp(<QuestsPage />, {
      me: demoMe,
      path: "/quests",
      mocks: [
        list,
        artists,
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
    await screen.findByRole("option", { name: "Echo Circuit" });
    fireEvent.change(screen.getByLabelText("Artist"), { target: { value: "4" } });
    await waitFor(() => expect(filtered).toHaveBeenCalled());
    expect(await screen.findByText("No quests match these filters.")).toBeInTheDocument();
  });

  it("shows more with the last cursor as `after`, appending the next page; a new filter starts from the first page", async () => {
    const first = [card("1", "Quest one", false), card("2", "Quest two", true)];
    const second = jest.fn(() => ({ data: connection([card("3", "Quest three", false)], 3) }));
    const search = jest.fn(() => ({ data: connection([card("2", "Quest two", true)], 1) }));
    renderApp(<QuestsPage />, {
      me: demoMe,
      path: "/quests",
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
      path: "/quests",
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
  const options = [
    { id: "3", label: "Lunar Engine" },
    { id: "4", label: "Echo Circuit" },
  ];

  it("fills in the client defaults for an artist and a mapset count, and shows the creation cost", async () => {
    renderApp(<SubmitQuestForm artists={options} onCancel={() => undefined} onSubmitted={() => undefined} />, { me: demoMe });
    await screen.findByText(/you have 587.4 available/);
    const cost = () => screen.getByTestId("creation-cost");
    // no artist, 1 mapset
    expect(cost()).toHaveTextContent("135 points");
    fireEvent.change(screen.getByLabelText("Featured artist"), { target: { value: "3" } });
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
    renderApp(<SubmitQuestForm artists={options} onCancel={() => undefined} onSubmitted={onSubmitted} />, {
      me: demoMe,
      mocks: [
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
    fireEvent.change(screen.getByLabelText("Featured artist"), { target: { value: "4" } });
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
    renderApp(<SubmitQuestForm artists={options} onCancel={() => undefined} onSubmitted={() => undefined} />, {
      me: { ...demoMe },
    });
    for (const m of ["osu!", "osu!taiko", "osu!catch", "osu!mania"]) fireEvent.click(screen.getByRole("checkbox", { name: m }));
    fireEvent.submit(screen.getByRole("button", { name: "Submit quest for review" }).closest("form")!);
    expect(getToasts().map((t) => t.message)).toContain("Select at least one mode!");
  });
});
