import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BundlesPanel, NewsPostPanel, beatmapsetIdOf, BUNDLE_PAGE } from "./BeatmapToolsPanels";
import { ClassifiedPanel, MissionWinnersPanel, trailblazerCommand } from "./MissionToolsPanels";
import {
  AdminBundleCandidatesDocument,
  AdminMarkQuestTrailblazerDocument,
  AdminMissionWinnersDocument,
  AdminNewsPostInfoDocument,
  AdminSetBeatmapBundledDocument,
  AdminShowcaseMissionsDocument,
  AdminShowcaseSelectionsDocument,
} from "./gql/graphql";
import { demoMe, renderApp } from "../../../test/render";

const admin = { ...demoMe, group: "admin" as const };
const host = { __typename: "User" as const, id: "9", username: "Hosty", osuId: 900 };
const map = (id: string, mode: string) => ({
  __typename: "Beatmap" as const,
  id,
  mode,
  url: `https://osu.ppy.sh/beatmapsets/${id}00#osu/1`,
  song: { __typename: "Song" as const, id: `s${id}`, artistName: "Artist", title: `Song ${id}` },
  host,
});

describe("bundled mapsets", () => {
  it("lists candidates by mode with their switch; a switch toggles; the final list holds the bundled osu! ids", async () => {
    const candidates = (bundled: boolean) => ({
      request: { query: AdminBundleCandidatesDocument, variables: { bundled: null, first: BUNDLE_PAGE } },
      result: {
        data: {
          adminBundleCandidates: {
            __typename: "AdminBundleCandidateConnection",
            totalCount: 2,
            pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
            nodes: [
              { __typename: "AdminBundleCandidate", id: "1", isBundled: bundled, beatmap: map("1", "osu") },
              { __typename: "AdminBundleCandidate", id: "2", isBundled: false, beatmap: map("2", "taiko") },
            ],
          },
        },
      },
    });
    const set = jest.fn(() => ({
      data: { adminSetBeatmapBundled: { __typename: "AdminBundleCandidate", id: "1", isBundled: true } },
    }));
    renderApp(<BundlesPanel />, {
      me: admin,
      mocks: [
        candidates(false),
        { request: { query: AdminSetBeatmapBundledDocument, variables: { id: "1", value: true } }, result: set },
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Load mapsets with an ENHI spread" }));
    const osu = await screen.findByRole("region", { name: "osu (1)" });
    const sw = within(osu).getByRole("switch", { name: "Artist - Song 1" });
    expect(sw).toHaveAttribute("aria-checked", "false");
    fireEvent.click(sw);
    await waitFor(() => expect(set).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByLabelText("osu (1)", { selector: "textarea" })).toHaveValue("100"));
    expect(screen.getByLabelText("taiko (0)", { selector: "textarea" })).toHaveValue("");
  });

  it("reads the beatmapset id of a link", () => {
    expect(beatmapsetIdOf("https://osu.ppy.sh/beatmapsets/123#osu/456")).toBe("123");
    expect(beatmapsetIdOf(null)).toBe("");
  });
});

describe("news post", () => {
  it("loads a period (the end day included) and shows the markdown to paste", async () => {
    renderApp(<NewsPostPanel />, {
      me: admin,
      mocks: [
        {
          request: {
            query: AdminNewsPostInfoDocument,
            variables: { from: "2026-03-01T00:00:00.000Z", to: "2026-04-01T00:00:00.000Z" },
          },
          result: {
            data: {
              adminNewsPostInfo: {
                __typename: "NewsPostInfo",
                truncated: false,
                quests: [
                  {
                    __typename: "Quest",
                    id: "5",
                    name: "March Quest",
                    descriptionMain: "Map three songs",
                    art: null,
                    currentParty: { __typename: "Party", id: "p", members: [host] },
                    associatedMaps: [map("1", "osu")],
                  },
                ],
                beatmaps: [map("2", "mania")],
              },
            },
          },
        },
      ],
    });
    fireEvent.change(screen.getByLabelText("From (UTC)"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To (UTC, inclusive)"), { target: { value: "2026-03-31" } });
    fireEvent.click(screen.getByRole("button", { name: "Load quests and mapsets" }));
    const quests = await screen.findByLabelText("Quests (1)", { selector: "textarea" });
    expect((quests as HTMLTextAreaElement).value).toContain(
      "The **March Quest** quest was completed by **[Hosty](https://osu.ppy.sh/users/900)**.",
    );
    expect((screen.getByLabelText("Other mapsets (1)", { selector: "textarea" }) as HTMLTextAreaElement).value).toBe(
      "- [Artist - Song 2](https://osu.ppy.sh/beatmapsets/200#osu/1) by [Hosty](https://osu.ppy.sh/users/900) (osu!mania)",
    );
  });
});

describe("priority quest winners and Classified", () => {
  it("offers the badge command and the trailblazer switch to members with 3 wins who lack it", async () => {
    const winners = (trailblazer: boolean) => ({
      request: { query: AdminMissionWinnersDocument, variables: { since: "2023-01-01T00:00:00.000Z" } },
      result: {
        data: {
          adminMissionWinners: [
            { __typename: "MissionWinner", wins: 3, isQuestTrailblazer: trailblazer, user: host },
            {
              __typename: "MissionWinner",
              wins: 1,
              isQuestTrailblazer: false,
              user: { ...host, id: "8", username: "Other", osuId: 800 },
            },
          ],
        },
      },
    });
    const mark = jest.fn(() => ({
      data: {
        adminSetMemberRole: { __typename: "AdminMemberAccess", isQuestTrailblazer: true, user: { __typename: "User", id: "9" } },
      },
    }));
    renderApp(<MissionWinnersPanel />, {
      me: admin,
      mocks: [
        winners(false),
        { request: { query: AdminMarkQuestTrailblazerDocument, variables: { userId: "9" } }, result: mark },
        winners(true),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Load winners" }));
    const rows = await screen.findAllByTestId("mission-winner");
    expect(rows[0]).toHaveTextContent(trailblazerCommand(900));
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Badge given: mark Hosty as trailblazer" }));
    await waitFor(() => expect(mark).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByTestId("mission-winner")[0]).toHaveTextContent("quest trailblazer"));
  });

  it("lists the showcase priority quests and, for one, who drew what with their rerolls", async () => {
    renderApp(<ClassifiedPanel />, {
      me: admin,
      mocks: [
        {
          request: { query: AdminShowcaseMissionsDocument },
          result: {
            data: {
              adminShowcaseMissions: [
                {
                  __typename: "Mission",
                  id: "3",
                  name: "Classified 3",
                  status: "open",
                  isArtistShowcase: false,
                  isGenreShowcase: true,
                },
              ],
            },
          },
        },
        {
          request: { query: AdminShowcaseSelectionsDocument, variables: { missionId: "3" } },
          result: {
            data: {
              adminShowcaseSelections: {
                __typename: "AdminShowcaseSelections",
                mission: { __typename: "Mission", id: "3", name: "Classified 3" },
                selections: [
                  {
                    __typename: "ShowcaseSelection",
                    kind: "genre",
                    song: null,
                    artist: null,
                    genre: "rock",
                    genreSongs: ["A - One", "B - Two"],
                    rerolls: 4,
                    updatedAt: "2026-06-01T00:00:00.000Z",
                    user: host,
                  },
                ],
                offeredArtists: [{ __typename: "ClassifiedArtist", label: "A", osuId: null, isLatest: true }],
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Classified 3" }));
    const row = await screen.findByTestId("showcase-selection");
    expect(row).toHaveTextContent("genre rock: A - One; B - Two");
    expect(row).toHaveTextContent("4");
    expect(screen.getByText("(not handed out since)")).toBeInTheDocument();
  });
});
