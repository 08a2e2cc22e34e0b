import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../app/Header";
import { dismissToast, getToasts } from "../../app/toasts";
import { demoMe, renderApp } from "../../../test/render";
import { ShowcaseSelection, TOO_LATE } from "./ShowcaseSelection";
import {
  AddSongShowcaseMapperDocument,
  LoadShowcaseSongDocument,
  MyShowcaseArtistDocument,
  MyShowcaseGenreEntryDocument,
  MyShowcaseSongDocument,
  RerollShowcaseSongDocument,
} from "./gql/graphql";
import { testMission } from "./test-fixtures";

const TOOLTIP = "you don't have enough Available Points for this";
const song = (id: string, title: string) => ({
  __typename: "Song",
  id,
  title,
  artistName: "Secret Band",
  oszUrl: `https://x/${id}.osz`,
});
const meWith = (available: number) => ({ ...demoMe, pointsInfo: { ...demoMe.pointsInfo, available } });
const songMission = testMission({ isShowcaseMission: true, selectionOpen: true, remainingArtists: 3 });
const artistMission = testMission({ isShowcaseMission: true, isArtistShowcase: true, selectionOpen: true });
const mySong = (value: unknown) => ({
  request: { query: MyShowcaseSongDocument, variables: { missionId: "9" } },
  result: { data: { myShowcaseSong: value } },
});
const myArtist = (rerolls: number, viewerSelected = false) => ({
  request: { query: MyShowcaseArtistDocument, variables: { missionId: "9" } },
  result: {
    data: {
      myArtistRerollCount: rerolls,
      myShowcaseArtist: {
        __typename: "Artist",
        id: "40",
        label: "Hidden Artist",
        oszTemplatesUrl: "https://x/pack.zip",
        viewerIsShowcaseMapper: true,
        songs: [
          {
            __typename: "Song",
            id: "41",
            title: "First Light",
            songShowcaseMappers: viewerSelected ? [{ __typename: "User", id: "2", username: "DemoMapper", osuId: 101 }] : [],
          },
          {
            __typename: "Song",
            id: "42",
            title: "Second Wind",
            songShowcaseMappers: [{ __typename: "User", id: "77", username: "Other", osuId: 177 }],
          },
        ],
      },
    },
  },
});

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe("showcase selection: reroll cost and available points", () => {
  it.each([
    [34.9, true],
    [35, false],
  ])("song reroll (35 pts) with %p available points: disabled = %p", async (available, disabled) => {
    renderApp(
      <>
        <Header />
        <ShowcaseSelection mission={songMission} />
      </>,
      { me: meWith(available), mocks: [mySong(song("7", "Night Drive"))] },
    );
    await screen.findByRole("button", { name: "Account menu for DemoMapper" }); // my points are known
    const button = await screen.findByRole("button", { name: "Reroll song (35 pts)" });
    expect(button).toHaveProperty("disabled", disabled);
    if (disabled) expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent(TOOLTIP);
    else expect(screen.queryByRole("tooltip", { hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    [0, 10, 9, true],
    [0, 10, 10, false],
    [2, 40, 39, true],
    [2, 40, 40, false],
    [3, 80, 79.5, true],
  ])(
    "artist reroll after %p rerolls costs %p pts (10 × 2^k): with %p available, disabled = %p",
    async (rerolls, cost, available, disabled) => {
      renderApp(
        <>
          <Header />
          <ShowcaseSelection mission={artistMission} />
        </>,
        { me: meWith(available), mocks: [myArtist(rerolls)] },
      );
      await screen.findByRole("button", { name: "Account menu for DemoMapper" }); // my points are known
      const button = await screen.findByRole("button", { name: `Reroll artist (${cost} pts)` });
      expect(button).toHaveProperty("disabled", disabled);
      expect(screen.queryAllByRole("tooltip", { hidden: true }).some((t) => t.textContent === TOOLTIP)).toBe(disabled);
    },
  );
});

describe("showcase selection: song mode", () => {
  it("loads a song through the confidentiality confirmation, then rerolls it and the menu's available points drop at once", async () => {
    const loaded = jest.fn(() => ({
      data: {
        loadShowcaseSong: {
          __typename: "ShowcaseSongResult",
          availablePoints: 100,
          rerolled: false,
          song: song("7", "Night Drive"),
        },
      },
    }));
    const rerolled = jest.fn(() => ({
      data: {
        rerollShowcaseSong: {
          __typename: "ShowcaseSongResult",
          availablePoints: 65,
          rerolled: true,
          song: song("8", "Day Break"),
        },
      },
    }));
    renderApp(
      <>
        <Header />
        <ShowcaseSelection mission={songMission} />
      </>,
      {
        me: meWith(100),
        mocks: [
          mySong(null),
          { request: { query: LoadShowcaseSongDocument, variables: { missionId: "9" } }, result: loaded, delay: 10 },
          { request: { query: RerollShowcaseSongDocument, variables: { missionId: "9" } }, result: rerolled, delay: 10 },
        ],
      },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Load song" }));
    const dialog = screen.getByRole("alertdialog", { name: "Load a confidential song?" });
    expect(dialog).toHaveTextContent("only you can see it");
    expect(dialog).toHaveTextContent("don't link it to Featured Artists publicly");
    // Cancel first: nothing happens
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(loaded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Load song" }));
    const confirm = within(screen.getByRole("alertdialog")).getByRole("button", { name: "Load song" });
    expect(confirm).toHaveFocus();
    fireEvent.click(confirm);
    expect(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Working…" })).toBeDisabled();
    expect(await screen.findByText("Secret Band - Night Drive")).toBeInTheDocument();
    expect(toastTexts()).toEqual(["success: Song loaded"]);

    fireEvent.click(screen.getByRole("button", { name: "Reroll song (35 pts)" }));
    fireEvent.click(
      within(screen.getByRole("alertdialog", { name: "Reroll your song?" })).getByRole("button", { name: "Reroll song" }),
    );
    expect(await screen.findByText("Secret Band - Day Break")).toBeInTheDocument();
    expect(toastTexts()).toContain("success: Song rerolled");
    fireEvent.click(screen.getByRole("button", { name: "Account menu for DemoMapper" }));
    expect(screen.getByTestId("points-available")).toHaveTextContent("65.0");
    expect(rerolled).toHaveBeenCalledTimes(1);
  });

  it("after the deadline: the too-late text and the pending artist announcements", async () => {
    renderApp(<ShowcaseSelection mission={{ ...songMission, selectionOpen: false }} />, { me: demoMe, mocks: [mySong(null)] });
    expect(await screen.findByText(TOO_LATE.song)).toBeInTheDocument();
    expect(screen.getByText("Pending artist announcements: 3")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("showcase selection: artist and genre modes", () => {
  it("shows the artist's pack and songs with potential mappers; selecting a song toasts 'Selected!'", async () => {
    const selected = jest.fn(() => myArtist(0, true).result.data.myShowcaseArtist);
    renderApp(<ShowcaseSelection mission={artistMission} />, {
      me: meWith(500),
      mocks: [
        myArtist(0),
        {
          request: { query: AddSongShowcaseMapperDocument, variables: { artistId: "40", songId: "41" } },
          result: () => ({ data: { addSongShowcaseMapper: selected() } }),
        },
      ],
    });
    expect(await screen.findByRole("link", { name: "Download here" })).toHaveAttribute("href", "https://x/pack.zip");
    expect(screen.getByText("All .osz files:", { exact: false })).toBeInTheDocument();
    const songs = screen.getByRole("list", { name: "Songs of Hidden Artist" });
    expect(within(songs).getAllByRole("listitem")[1]).toHaveTextContent("Second Wind (potentially mapped by Other)");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "select First Light" })));
    expect(await screen.findByRole("button", { name: "remove First Light" })).toBeInTheDocument();
    expect(toastTexts()).toEqual(["success: Selected!"]);
  });

  it("after the deadline without an artist: the artist too-late text", async () => {
    renderApp(<ShowcaseSelection mission={{ ...artistMission, selectionOpen: false }} />, {
      me: demoMe,
      mocks: [
        {
          request: { query: MyShowcaseArtistDocument, variables: { missionId: "9" } },
          result: { data: { myShowcaseArtist: null, myArtistRerollCount: 0 } },
        },
      ],
    });
    expect(await screen.findByText(TOO_LATE.artist)).toBeInTheDocument();
  });

  it("genre mode: loading without a category is the 'Select a category first' danger toast", async () => {
    const genreMission = testMission({
      isShowcaseMission: true,
      isGenreShowcase: true,
      selectionOpen: true,
      genreOptions: ["rock", "jazz"],
    });
    renderApp(<ShowcaseSelection mission={genreMission} />, {
      me: demoMe,
      mocks: [
        {
          request: { query: MyShowcaseGenreEntryDocument, variables: { missionId: "9" } },
          result: { data: { myShowcaseGenreEntry: null } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Load songs" }));
    expect(toastTexts()).toEqual(["danger: Select a category first"]);
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "jazz" } });
    fireEvent.click(screen.getByRole("button", { name: "Load songs" }));
    expect(screen.getByRole("alertdialog", { name: 'Load three songs of "jazz"?' })).toBeInTheDocument();
  });
});
