import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { PointsPreview } from "./PointsPreview";
import { BeatmapPointsPreviewDocument } from "./gql/graphql";
import { HOST, NEWCOMER } from "./test-fixtures";

const userRow = (user: typeof HOST, parts: Partial<Record<string, number>>, total: number) => ({
  __typename: "UserPointsPreview",
  user,
  difficulties: 0,
  hitsounds: 0,
  storyboard: 0,
  skin: 0,
  host: 0,
  modding: 0,
  quest: 0,
  mission: 0,
  ...parts,
  total,
});

const preview = {
  __typename: "BeatmapPointsPreview",
  length: 180,
  lengthFactor: 1.04,
  taskCount: 3,
  bonusPerDifficulty: 0,
  bonusSource: null,
  hostPoints: 3,
  bnPoints: 2.1,
  totalPoints: 30.04,
  summary: "based on 3m0s length and 3 difficulties",
  tasks: [
    {
      __typename: "TaskPointsPreview",
      taskId: "11",
      name: "Normal",
      mode: "osu",
      points: 6.24,
      pointsPerMapper: 6.24,
      mappers: [HOST],
    },
    {
      __typename: "TaskPointsPreview",
      taskId: "12",
      name: "Hard",
      mode: "osu",
      points: 7.28,
      pointsPerMapper: 3.64,
      mappers: [HOST, NEWCOMER],
    },
    {
      __typename: "TaskPointsPreview",
      taskId: "13",
      name: "Insane",
      mode: "osu",
      points: 8.32,
      pointsPerMapper: 8.32,
      mappers: [NEWCOMER],
    },
    {
      __typename: "TaskPointsPreview",
      taskId: "14",
      name: "Hitsounds",
      mode: "hs",
      points: 2.08,
      pointsPerMapper: 2.08,
      mappers: [HOST],
    },
  ],
  users: [
    userRow(HOST, { difficulties: 9.88, hitsounds: 2.08, host: 3 }, 14.96),
    userRow(NEWCOMER, { difficulties: 11.96 }, 11.96),
  ],
};

describe("points preview", () => {
  test("asks the server on click and shows per-task lines, per-user totals, BN points and the summary", async () => {
    renderApp(<PointsPreview beatmapId="77" hybrid={false} />, {
      mocks: [
        {
          request: { query: BeatmapPointsPreviewDocument, variables: { id: "77" } },
          result: { data: { beatmap: { __typename: "Beatmap", id: "77", pointsPreview: preview } } },
        },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Calculate points" })));
    const view = await screen.findByTestId("points-preview");
    expect(view).toHaveTextContent("based on 3m0s length and 3 difficulties");
    const tasks = within(view).getAllByTestId("preview-task");
    expect(tasks.map((t) => t.textContent)).toEqual([
      "NormalDemoMapper6.2",
      "HardDemoMapper, DemoNewcomer (3.6 each)7.3",
      "InsaneDemoNewcomer8.3",
      "HitsoundsDemoMapper2.1",
    ]);
    expect(within(view).getByTestId("preview-total")).toHaveTextContent("30.0");
    const users = within(view).getAllByTestId("preview-user");
    expect(users[0]).toHaveTextContent("DemoMapper 9.9 difficulties + 2.1 hitsounds + 3.0 hosting15.0");
    expect(users[1]).toHaveTextContent("DemoNewcomer 12.0 difficulties12.0");
    expect(within(view).getByTestId("preview-bn")).toHaveTextContent("Beatmap Nominator mod/nomination: 2.1 points");
    expect(screen.getByRole("button", { name: "Recalculate points" })).toBeEnabled();
  });

  test("shows the server's message without a link", async () => {
    renderApp(<PointsPreview beatmapId="78" hybrid={false} />, {
      mocks: [
        {
          request: { query: BeatmapPointsPreviewDocument, variables: { id: "78" } },
          result: {
            data: { beatmap: { __typename: "Beatmap", id: "78", pointsPreview: null } },
            errors: [
              {
                message: "Need a beatmapset link to calculate points!",
                path: ["beatmap", "pointsPreview"],
                extensions: { code: "BAD_USER_INPUT" },
              },
            ],
          },
        },
      ],
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Calculate points" })));
    expect(await screen.findByRole("alert")).toHaveTextContent("Need a beatmapset link to calculate points!");
  });
});
