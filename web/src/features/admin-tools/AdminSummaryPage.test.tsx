import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/render";
import { getToasts } from "../../app/toasts";
import AdminSummaryPage from "./AdminSummaryPage";
import { AdminBadgeQueueDocument, AdminRunScheduledJobDocument, AdminScheduledJobsDocument } from "./gql/graphql";

const job = (name: string, lastStatus: string | null) => ({
  __typename: "ScheduledJobInfo",
  name,
  schedule: "20 * * * *",
  nextRunAt: "2025-03-05T14:20:00.000Z",
  lastStartedAt: lastStatus ? "2025-03-05T13:20:00.000Z" : null,
  lastFinishedAt: lastStatus ? "2025-03-05T13:20:01.000Z" : null,
  lastStatus,
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
});
