import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { getToasts } from "../../../app/toasts";
import { demoMe, renderApp } from "../../../../test/render";
import { ContestManage } from "./ContestManage";
import {
  AddContestStaffDocument,
  ContestCreatorResultsDocument,
  ContestExportDocument,
  ContestMissingRequirementsDocument,
  ContestStaffCandidatesDocument,
  ContestSubmissionsDocument,
  DeleteContestSubmissionDocument,
  SetContestApprovedDocument,
  SetContestStatusDocument,
  UpdateContestDocument,
} from "./gql/graphql";
import { managed, manageMock, person } from "./test-fixtures";

const base = managed({ status: "hidden", isApproved: false });
const admin = { ...demoMe, id: "1", osuId: 100, username: "DemoAdmin", group: "admin" as const };

const missingMock = (status: string, list: string[]) => ({
  request: { query: ContestMissingRequirementsDocument, variables: { id: "5", status } },
  result: {
    data: {
      contest: {
        __typename: "Contest",
        id: "5",
        management: { __typename: "ContestManagement", id: "5", missingRequirements: list },
      },
    },
  },
  maxUsageCount: 5,
});

function management(fields: Record<string, unknown>) {
  return {
    data: { contest: { __typename: "Contest", id: "5", management: { __typename: "ContestManagement", id: "5", ...fields } } },
  };
}

describe("contest management (creators)", () => {
  it("lists the missing requirements of the chosen phase and shows the server's refusal", async () => {
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(base),
        missingMock("screening", ["submissions", "anonymized entries download link", "screening users"]),
        {
          request: { query: SetContestStatusDocument, variables: { id: "5", status: "screening" } },
          result: {
            errors: [
              new GraphQLError("Missing requirements: submissions, anonymized entries download link, screening users!", {
                extensions: { code: "BAD_USER_INPUT" },
              }),
            ],
          },
        },
      ],
    });
    const select = await screen.findByLabelText("Status");
    expect(screen.getByRole("button", { name: "Change status" })).toBeDisabled();
    // The links creators send: the community vote's beside the screening one.
    expect(screen.getByRole("link", { name: "screening" })).toHaveAttribute("href", "/contests/screening?contest=5");
    expect(screen.getByRole("link", { name: "community vote" })).toHaveAttribute("href", "/contests/vote?contest=5");
    fireEvent.change(select, { target: { value: "screening" } });
    expect(
      await screen.findByText("Missing requirements: submissions, anonymized entries download link, screening users!"),
    ).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Change status" });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(getToasts().some((t) => t.message.startsWith("Missing requirements: submissions"))).toBe(true));
    expect(select).toHaveValue("screening");
  });

  it("saves only the fields that changed, and keeps them in the form", async () => {
    const saved = managed({ ...base, url: "https://osu.ppy.sh/home/news/new", screeningVoteCount: 3 });
    const update = jest.fn(() => ({ data: { updateContest: saved } }));
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(base),
        {
          request: {
            query: UpdateContestDocument,
            variables: { id: "5", input: { url: "https://osu.ppy.sh/home/news/new", screeningVoteCount: 3 } },
          },
          result: update,
        },
      ],
    });
    const form = await screen.findByRole("form", { name: "Contest settings" });
    const save = within(form).getByRole("button", { name: "Save changes" });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText("Details URL"), { target: { value: "https://osu.ppy.sh/home/news/new" } });
    fireEvent.change(within(form).getByLabelText("Screening vote count"), { target: { value: "3" } });
    await act(async () => {
      fireEvent.click(save);
    });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(form).getByLabelText("Screening vote count")).toHaveValue(3);
    expect(getToasts().some((t) => t.message === "Saved")).toBe(true);
  });

  it("a refused setting keeps the draft and toasts the server's text", async () => {
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(base),
        {
          request: {
            query: UpdateContestDocument,
            variables: { id: "5", input: { osuContestListingUrl: "https://example.com" } },
          },
          result: {
            errors: [
              new GraphQLError(
                "Invalid contest listing URL. If your contest isn't hosted officially on osu!, don't use this section.",
                { extensions: { code: "BAD_USER_INPUT" } },
              ),
            ],
          },
        },
      ],
    });
    const field = await screen.findByLabelText("osu! contest listing URL");
    fireEvent.change(field, { target: { value: "https://example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(getToasts().some((t) => t.message.startsWith("Invalid contest listing URL"))).toBe(true));
    expect(field).toHaveValue("https://example.com");
    expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled();
  });

  it("offers contest helpers first as screeners and adds one", async () => {
    const withScreener = managed({ ...base, screeners: [person("106", "DemoShowcase")] });
    const add = jest.fn(() => ({ data: { addContestStaff: withScreener } }));
    const candidates = (isScreener: boolean) => ({
      request: { query: ContestStaffCandidatesDocument, variables: { id: "5", search: null } },
      result: management({
        staffCandidates: {
          __typename: "ContestStaffCandidateConnection",
          nodes: [
            {
              __typename: "ContestStaffCandidate",
              isContestHelper: true,
              isCreator: false,
              isScreener,
              isJudge: false,
              user: person("106", "DemoShowcase"),
            },
          ],
        },
      }),
      maxUsageCount: 10,
    });
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(base),
        candidates(false),
        {
          request: { query: AddContestStaffDocument, variables: { contestId: "5", role: "screener", user: "106" } },
          result: add,
        },
      ],
    });
    fireEvent.click(await screen.findByRole("tab", { name: "Screeners, judges & criteria" }));
    const offered = await screen.findByRole("list", { name: "Candidate screeners" });
    expect(await within(offered).findByText("contest helper")).toBeInTheDocument();
    fireEvent.click(within(offered).getByRole("button", { name: "Add DemoShowcase as screener" }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole("heading", { name: "Screeners (1)" })).toBeInTheDocument();
    expect(getToasts().some((t) => t.message === "Screener added")).toBe(true);
  });

  it("lists submissions and deletes one after confirmation", async () => {
    const subs = (nodes: unknown[]) =>
      management({
        submissions: {
          __typename: "SubmissionConnection",
          totalCount: nodes.length,
          nodes,
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      });
    const entry = {
      __typename: "Submission",
      id: "40",
      name: "Entry A",
      url: "https://example.com/a.osz",
      createdAt: "2026-11-10T00:00:00.000Z",
      creator: person("102", "DemoNewcomer"),
    };
    let deleted = false;
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(managed({ ...base, submissionCount: 1 })),
        {
          request: { query: ContestSubmissionsDocument, variables: { id: "5" } },
          result: () => subs(deleted ? [] : [entry]),
          maxUsageCount: 10,
        },
        {
          request: { query: DeleteContestSubmissionDocument, variables: { contestId: "5", submissionId: "40" } },
          result: () => {
            deleted = true;
            return { data: { deleteContestSubmission: { __typename: "DeletePayload", deletedId: "40", message: "Deleted" } } };
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("tab", { name: "Submissions" }));
    expect(await screen.findByRole("heading", { name: "Submissions (1)" })).toBeInTheDocument();
    expect(screen.getByLabelText("Anonymised name of DemoNewcomer")).toHaveValue("Entry A");
    const del = screen.getByRole("button", { name: "Delete the entry of DemoNewcomer" });
    fireEvent.click(del);
    expect(del).toHaveTextContent("Click again to confirm");
    fireEvent.click(del);
    expect(await screen.findByText("No submissions yet.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Submissions (0)" })).toHaveFocus());
    expect(getToasts().some((t) => t.message === "Deleted")).toBe(true);
  });

  it("shows the leaderboard by judge and downloads the CSV export", async () => {
    const judge = person("104", "DemoMentor");
    const results = management({
      screenerProgress: [],
      judgeProgress: [{ __typename: "JudgeProgress", user: judge, completed: 1, expected: 1 }],
      entryJudgingProgress: [],
      screeningResults: [],
      communityVoteResults: { __typename: "CommunityVoteResults", voterCount: 0, badActors: [], rows: [] },
      leaderboard: {
        __typename: "Leaderboard",
        maxRawTotal: 10,
        criteria: [{ __typename: "Criteria", id: "c1", name: "musical representation", maxScore: 10 }],
        judges: [{ __typename: "LeaderboardJudge", user: judge, judgedCount: 1, mean: 7, sd: 0, correlation: null }],
        rows: [
          {
            __typename: "LeaderboardRow",
            place: 1,
            submission: { __typename: "Submission", id: "40", name: "Entry A", creator: person("102", "DemoNewcomer") },
            criteriaSums: [7],
            judgeSums: [7],
            judgeStandardised: [0],
            rawTotal: 7,
            standardisedTotal: 0,
            finalScore: 0,
          },
        ],
      },
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return "blob:export";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: demoMe,
      mocks: [
        manageMock(base),
        { request: { query: ContestCreatorResultsDocument, variables: { id: "5" } }, result: results, maxUsageCount: 5 },
        {
          request: { query: ContestExportDocument, variables: { id: "5", view: "judge", format: "csv" } },
          result: management({ exportResults: "Place,Entry,DemoMentor\n1,Entry A,7\n" }),
        },
      ],
    });
    fireEvent.click(await screen.findByRole("tab", { name: "Results" }));
    fireEvent.change(await screen.findByLabelText("Leaderboard"), { target: { value: "judge" } });
    expect(screen.getByRole("columnheader", { name: "DemoMentor" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const text = await new Promise<unknown>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(created[0]!);
    });
    expect(text).toBe("Place,Entry,DemoMentor\n1,Entry A,7\n");
    click.mockRestore();
  });

  it("admins approve from the admin controls; creators do not see them", async () => {
    const approved = managed({ ...base, isApproved: true });
    const approve = jest.fn(() => ({ data: { setContestApproved: approved } }));
    const { unmount } = renderApp(<ContestManage id="5" onDeleted={() => {}} />, { me: demoMe, mocks: [manageMock(base)] });
    await screen.findByLabelText("Status");
    expect(screen.queryByRole("switch", { name: "Approved" })).not.toBeInTheDocument();
    unmount();

    renderApp(<ContestManage id="5" onDeleted={() => {}} />, {
      me: admin,
      mocks: [
        manageMock(base),
        { request: { query: SetContestApprovedDocument, variables: { id: "5", value: true } }, result: approve },
      ],
    });
    const sw = await screen.findByRole("switch", { name: "Approved" });
    expect(sw).toHaveAttribute("aria-checked", "false");
    sw.focus();
    fireEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute("aria-checked", "true"));
    expect(approve).toHaveBeenCalledTimes(1);
    expect(sw).toHaveFocus();
  });
});
