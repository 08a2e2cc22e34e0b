import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { getToasts } from "../../app/toasts";
import AdminSummaryPage, { SUMMARY_BEATMAPS_PAGE } from "./AdminSummaryPage";
import {
  AdminBadgeQueueDocument,
  AdminRunScheduledJobDocument,
  AdminScheduledJobsDocument,
  AdminSummaryBeatmapsDocument,
} from "./gql/graphql";

const job = (name: string, lastStatus: string | null) => ({
  __typename: "ScheduledJobInfo",
  name,
  schedule: "20 * * * *",
  nextRunAt: "2025-03-05T14:20:00.000Z",
  lastStartedAt: lastStatus ? "2025-03-05T13:20:00.000Z" : null,
  lastFinishedAt: lastStatus ? "2025-03-05T13:20:01.000Z" : null,
  lastStatus,
  retryAt: null,
  retryAttempt: null,
  recentRuns: [],
});

const run = (attempt: number, status: string, error: string | null, durationMs: number, startedAt: string) => ({
  __typename: "JobRunInfo",
  slot: "2025-03-05T13:00:00.000Z",
  attempt,
  status,
  startedAt,
  durationMs,
  summary: status === "ok" ? "synced 12 mapsets" : null,
  error,
});

describe("admin summary", () => {
  test("queues load by their own buttons; a job runs now and reports its summary", async () => {
    const run = jest.fn(() => ({ data: { runScheduledJob: "qualified 1, ranked 0" } }));
    renderApp(<AdminSummaryPage />, {
      mocks: [
        {
          request: { query: AdminScheduledJobsDocument },
          result: { data: { scheduledJobs: [job("beatmaps-osu-status", "ok"), job("badges-promote", null)] } },
          maxUsageCount: 5,
        },
        { request: { query: AdminRunScheduledJobDocument, variables: { name: "beatmaps-osu-status" } }, result: run },
        {
          request: { query: AdminBadgeQueueDocument },
          result: {
            data: {
              adminBadgeQueue: [
                {
                  __typename: "AdminUserPoints",
                  rank: 2,
                  badge: 1,
                  queuedBadge: 0,
                  totalPoints: 300,
                  user: { __typename: "User", id: "7", username: "Climber", osuId: 777 },
                },
              ],
            },
          },
        },
      ],
    });
    // nothing is loaded until asked
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load jobs" })));
    const rows = await screen.findAllByTestId("summary-job");
    expect(rows.map((r) => r.getAttribute("data-job"))).toEqual(["beatmaps-osu-status", "badges-promote"]);
    expect(rows[1]).toHaveTextContent("never");
    await act(async () => fireEvent.click(within(rows[0]!).getByRole("button", { name: "Run beatmaps-osu-status now" })));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("beatmaps-osu-status: qualified 1, ranked 0"));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load users" })));
    const user = await screen.findByTestId("summary-user");
    expect(user).toHaveTextContent("Climber");
    expect(user).toHaveTextContent('.add-badge 777 mg2018-2star.png "Mappers\' Guild second level contributor"');
    expect(within(user).getByRole("link", { name: "edit" })).toHaveAttribute("href", "/admin/users?id=7");
  });

  test("each job shows its latest runs with outcome, attempt, duration and error, and a pending retry", async () => {
    const failing = {
      ...job("beatmaps-osu-status", "failed"),
      retryAt: "2025-03-05T13:26:00.000Z",
      retryAttempt: 3,
      recentRuns: [
        run(2, "failed", "timed out after 10 min", 600_000, "2025-03-05T13:01:00.000Z"),
        run(1, "failed", "osu! is down", 1_250, "2025-03-05T13:00:00.000Z"),
      ],
    };
    const healthy = { ...job("badges-promote", "ok"), recentRuns: [run(1, "ok", null, 420, "2025-03-05T13:20:00.000Z")] };
    renderApp(<AdminSummaryPage />, {
      mocks: [{ request: { query: AdminScheduledJobsDocument }, result: { data: { scheduledJobs: [failing, healthy] } } }],
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load jobs" })));
    const rows = await screen.findAllByTestId("summary-job");
    expect(rows[0]).toHaveTextContent("retry (attempt 3) at");
    expect(rows[1]).not.toHaveTextContent("retry");

    const histories = screen.getAllByTestId("job-history");
    expect(within(histories[0]!).getByText("Last runs of beatmaps-osu-status (2, 2 failed)")).toBeInTheDocument();
    expect(within(histories[1]!).getByText("Last runs of badges-promote (1)")).toBeInTheDocument();
    fireEvent.click(within(histories[0]!).getByText(/Last runs of beatmaps-osu-status/));
    const runs = within(histories[0]!).getAllByTestId("job-run");
    expect(runs).toHaveLength(2);
    expect(runs[0]).toHaveTextContent("failed · attempt 2 · 10 min · timed out after 10 min");
    expect(runs[1]).toHaveTextContent("failed · attempt 1 · 1.3 s · osu! is down");
    expect(within(histories[1]!).getByTestId("job-run")).toHaveTextContent("ok · attempt 1 · 420 ms · synced 12 mapsets");
  });

  test("the rank queue loads its first page on request; Show more appends the next; Reload starts over", async () => {
    const map = (id: string, title: string) => ({
      __typename: "Beatmap",
      id,
      status: "Qualified",
      mode: "osu",
      updatedAt: "2025-03-01T00:00:00.000Z",
      song: { __typename: "Song", id: `s${id}`, artistName: "Camellia", title },
      host: { __typename: "User", id: "2", username: "DemoMapper", osuId: 101 },
    });
    const page = (maps: ReturnType<typeof map>[], endCursor: string | null) => ({
      data: {
        adminQualifiedBeatmapsConnection: {
          __typename: "BeatmapConnection",
          totalCount: 3,
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
          edges: maps.map((m) => ({ __typename: "BeatmapEdge", cursor: `c${m.id}`, node: m })),
        },
      },
    });
    const vars = { first: SUMMARY_BEATMAPS_PAGE };
    const first = jest.fn(() => page([map("1", "One"), map("2", "Two")], "c2"));
    const second = jest.fn(() => page([map("3", "Three")], null));
    renderApp(<AdminSummaryPage />, {
      mocks: [
        { request: { query: AdminSummaryBeatmapsDocument, variables: vars }, result: first, maxUsageCount: 2 },
        { request: { query: AdminSummaryBeatmapsDocument, variables: { ...vars, after: "c2" } }, result: second },
      ],
    });
    expect(first).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load beatmaps" })));
    const panel = screen.getByRole("region", { name: "Beatmaps to queue for rank" });
    await waitFor(() => expect(within(panel).getAllByTestId("summary-beatmap")).toHaveLength(2));
    expect(within(panel).getByText("2 of 3 shown, oldest update first")).toBeInTheDocument();
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Show more" })));
    await waitFor(() => expect(within(panel).getAllByTestId("summary-beatmap")).toHaveLength(3));
    expect(within(panel).getAllByTestId("summary-beatmap")[2]).toHaveTextContent("Camellia - Three");
    expect(within(panel).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Reload" })));
    await waitFor(() => expect(first).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(panel).getAllByTestId("summary-beatmap")).toHaveLength(2));
  });
});
