import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { getToasts } from "../../../app/toasts";
import { demoMe, renderApp } from "../../../../test/render";
import {
  AdminArtistSongsDocument,
  AdminFeaturedArtistDocument,
  DeleteFeaturedSongDocument,
  UpdateFeaturedArtistDocument,
  type AdminArtistFieldsFragment,
} from "../gql/graphql";
import { ArtistModal, changedFields } from "./ArtistModal";

const admin = { ...demoMe, id: "1", username: "DemoAdmin", group: "admin" as const };

const artist: AdminArtistFieldsFragment = {
  __typename: "FaArtist",
  id: "5",
  label: "Camellia Test",
  osuId: null,
  status: "private",
  isContacted: true,
  lastReviewed: null,
  songCount: 1,
  referenceUrl: null,
  oszTemplatesUrl: "https://example.org/pack.zip",
  notes: "internal",
  permanentlyDismiss: false,
  isMomentum: false,
  isUpToDate: false,
  offeredUsers: [{ __typename: "User", id: "9", username: "Offered", osuId: 9 }],
  usage: { __typename: "FaUsage", quests: 0, missions: 0, beatmaps: 2 },
} as unknown as AdminArtistFieldsFragment;

const song = {
  __typename: "FaSong",
  id: "50",
  artistName: "Camellia Test",
  title: "Mapped Song",
  oszUrl: null,
  isExcludedFromClassified: false,
  tags: ["rock"],
  createdAt: "2026-01-01T00:00:00.000Z",
};

const mocks = [
  {
    request: { query: AdminFeaturedArtistDocument, variables: { id: "5" } },
    result: { data: { faArtist: artist } },
    maxUsageCount: 5,
  },
  {
    request: { query: AdminArtistSongsDocument, variables: { id: "5" } },
    result: {
      data: {
        faArtist: {
          __typename: "FaArtist",
          id: "5",
          songs: {
            __typename: "FaSongConnection",
            totalCount: 1,
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: "x" },
            nodes: [song],
          },
        },
      },
    },
    maxUsageCount: 5,
  },
];

describe("the admin FA modal", () => {
  it("sends only the changed fields; empty links clear, an osu! id is a number", () => {
    const before = {
      osuId: "",
      label: "A",
      status: "private" as const,
      referenceUrl: "",
      oszTemplatesUrl: "https://x",
      notes: "n",
    };
    expect(changedFields(before, before)).toEqual({});
    expect(changedFields(before, { ...before, osuId: " 42 ", oszTemplatesUrl: "", notes: "m" })).toEqual({
      osuId: 42,
      oszTemplatesUrl: null,
      notes: "m",
    });
  });

  it("shows every field, saves the changed ones, and lists the songs with their tags", async () => {
    const saved = { ...artist, label: "Camellia Renamed", status: "playlist" as const };
    const update = jest.fn(() => ({ data: { updateFeaturedArtist: saved } }));
    renderApp(<ArtistModal artistId="5" onClose={() => {}} />, {
      me: admin,
      mocks: [
        ...mocks,
        {
          request: {
            query: UpdateFeaturedArtistDocument,
            variables: { id: "5", input: { label: "Camellia Renamed", status: "playlist" } },
          },
          result: update,
        },
      ],
    });
    const dialog = await screen.findByRole("dialog", { name: "Camellia Test" });
    expect(within(dialog).getByLabelText(".osz templates link")).toHaveValue("https://example.org/pack.zip");
    expect(within(dialog).getByLabelText(/Offered users/)).toHaveValue("Offered");
    expect(within(dialog).getByText(/Used by 0 quests, 0 priority quests and 2 beatmaps/)).toBeInTheDocument();
    const save = within(dialog).getByRole("button", { name: "Save artist" });
    expect(save).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Camellia Renamed" } });
    fireEvent.change(within(dialog).getByLabelText("Status"), { target: { value: "playlist" } });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const songs = await within(dialog).findByRole("list", { name: "Songs of Camellia Renamed" });
    expect(within(songs).getByRole("heading", { level: 4 })).toHaveTextContent("Mapped Song by Camellia Test");
    expect(within(songs).getByRole("list", { name: "Tags of Mapped Song" })).toHaveTextContent("rock");
    expect(within(songs).getByRole("switch", { name: "Excluded from showcase" })).toHaveAttribute("aria-checked", "false");
  });

  it("a refused song delete shows the server's reason and keeps the song", async () => {
    renderApp(<ArtistModal artistId="5" onClose={() => {}} />, {
      me: admin,
      mocks: [
        ...mocks,
        {
          request: { query: DeleteFeaturedSongDocument, variables: { id: "50" } },
          result: { errors: [{ message: "Cannot delete Mapped Song: 2 beatmaps use it", extensions: { code: "CONFLICT" } }] },
        },
      ],
    });
    const songs = await screen.findByRole("list", { name: "Songs of Camellia Test" });
    const del = within(songs).getByRole("button", { name: "Delete" });
    fireEvent.click(del);
    await act(async () => fireEvent.click(within(songs).getByRole("button", { name: "Click again to delete" })));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Cannot delete Mapped Song: 2 beatmaps use it"));
    expect(within(songs).getByText("Mapped Song")).toBeInTheDocument();
  });
});
